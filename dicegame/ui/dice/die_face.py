"""How a die is drawn: its body and its pips, for :class:`~dicegame.ui.dice.dice.DieWidget` and
for the welcome page's cards, which draw their dice before anything else of the games is
imported: this module needs only QPainter, and it never touches the ``Qt`` namespace (see
:mod:`dicegame.ui.window.first_paint`), which PySide6 loads even to pick among overloads such as
``QPainter.setPen``'s, ``QBrush(QColor)``'s or ``QPen(QColor, float)``'s: :func:`pen` and
:func:`brush` make the same pens and brushes without them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from dicegame.ui.style.theme import Theme

__all__ = [
    "MARGIN",
    "PIPS",
    "SHADOW",
    "brush",
    "drawn_pad",
    "edge_width",
    "paint_body",
    "paint_die",
    "paint_pips",
    "pen",
]

# Pip positions on a unit square, per face.
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}

MARGIN = 8  # around the die: room for the hint ring, the focus ring and the held lift
SHADOW = (2.0, 3.0)  # where the die's shadow lies, off its body (right, down)


def edge_width(side: float, thick: bool = False) -> float:
    """The pen of a die's edge: thick for a held or refused die."""
    return max(3.0, side * 0.06) if thick else max(1.5, side * 0.02)


def drawn_pad(side: float, thick: bool = False) -> float:
    """How far a die's picture reaches beyond its body: half its edge, and its shadow."""
    return edge_width(side, thick) / 2 + max(SHADOW)


def pen(color: QColor, width: float) -> QPen:
    """A solid pen: QPen(color, width) would load the Qt namespace (through its overloads)."""
    solid = QPen()
    solid.setColor(color)
    solid.setWidthF(width)
    return solid


def brush(color: QColor) -> QBrush:
    """A solid brush: QBrush(color), or a QColor where a brush is expected, would load the
    Qt namespace (through their overloads); a solid pen's brush is the same brush."""
    return pen(color, 1.0).brush()


def paint_body(
    painter: QPainter, rect: QRectF, face: QColor, edge: QColor, width: float, shadow: QColor
) -> None:
    """The die's shadow, its rounded face and its edge."""
    radius = rect.width() * 0.16
    under = QPainterPath()
    under.addRoundedRect(rect.translated(*SHADOW), radius, radius)
    painter.fillPath(under, brush(shadow))
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    painter.fillPath(path, brush(face))
    painter.strokePath(path, pen(edge, width))  # (setPen would load the Qt namespace)


def paint_pips(painter: QPainter, rect: QRectF, value: int, color: QColor) -> None:
    """The pips of ``value`` (1..6)."""
    radius = rect.width() * (0.11 if value == 1 else 0.085)
    pips = QPainterPath()
    for px, py in PIPS[value]:
        centre = QPointF(rect.x() + px * rect.width(), rect.y() + py * rect.height())
        pips.addEllipse(centre, radius, radius)
    painter.fillPath(pips, brush(color))


def paint_die(painter: QPainter, rect: QRectF, value: int, theme: Theme) -> None:
    """A rolled die, neither held nor hinted, in ``rect`` (the die itself, no margin)."""
    width = edge_width(rect.width())
    paint_body(painter, rect, theme.die_face, theme.die_edge, width, theme.shadow)
    paint_pips(painter, rect, value, theme.pip_one if value == 1 else theme.pip)
