"""The keyboard focus made visible where the style shows none (WCAG 2.4.7).

Fusion frames a focused button, a die or a field, but not the game board (a plain widget
that takes the game keys), nor the score sheet when no box is selected (no current cell
to frame), nor a non-editable combo box unless the focus came by Tab. Those three draw
:func:`paint_focus_ring`: a 2-pixel ring in the theme's ``focus`` role, the dice's focus
colour, with a 1-pixel halo inside it in the base colour.

The halo is what lets the ring stand out wherever it lies (WCAG 1.4.11): the sheet's ring
runs over the cells at its edges, and in the high-contrast palette no single colour is 3:1
from the black cells, the selected box's amber and the yellow highlight at once. So the
focus colour touches only the halo and what lies outside the ring (the window, base and
button colours, Fusion's frame lines: the theme's ``FOCUS_RING_TOUCHES``, 3:1 or more in
the light, dark and high-contrast palettes). ``tests/ui/test_theme.py`` checks the painted
ring's neighbours pixel by pixel.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyleOptionComboBox, QStyleOptionComplex, QWidget

from dicegame.ui.style.theme import current_theme

__all__ = [
    "HALO_WIDTH",
    "RING_WIDTH",
    "combo_wants_ring",
    "paint_focus_ring",
    "paint_focus_ring_on",
]

RING_WIDTH = 2
HALO_WIDTH = 1


def paint_focus_ring(painter: QPainter, rect: QRect) -> None:
    """A ``RING_WIDTH`` ring just inside ``rect`` in the theme's focus colour, and inside
    it a ``HALO_WIDTH`` halo in the base colour."""
    theme = current_theme()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # whole pixels, no blend
    painter.setBrush(QBrush())  # no fill
    for color, width, inset in (
        (theme.focus, RING_WIDTH, 0),
        (theme.base, HALO_WIDTH, RING_WIDTH),
    ):
        half = inset + width / 2
        pen = QPen(color, width)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)  # square corners, none cut off
        painter.setPen(pen)
        painter.drawRect(QRectF(rect).adjusted(half, half, -half, -half))
    painter.restore()


def paint_focus_ring_on(widget: QWidget) -> None:
    """The ring round ``widget``, painted on it (from its ``paintEvent``, after its own)."""
    painter = QPainter(widget)
    paint_focus_ring(painter, widget.rect())
    painter.end()


def combo_wants_ring(option: QStyleOptionComplex) -> bool:
    """A focused, non-editable combo box (an editable one frames its text field)."""
    return (
        isinstance(option, QStyleOptionComboBox)
        and not option.editable
        and bool(option.state & QStyle.StateFlag.State_HasFocus)
    )
