"""The keyboard focus made visible where the style shows none (WCAG 2.4.7).

Fusion frames a focused button, a die or a field, but not the game board (a plain widget
that takes the game keys), nor the score sheet when no box is selected (no current cell
to frame), nor a non-editable combo box unless the focus came by Tab. Those three draw
:func:`paint_focus_ring`: a 2-pixel ring in the theme's ``focus`` role, the dice's focus
colour, which the theme keeps at 3:1 or more against the window (and so against the
base and button colours the ring is drawn on, in the light, dark and high-contrast
palettes; ``tests/ui/test_focus_visible.py`` checks it).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QBrush, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyleOptionComboBox, QStyleOptionComplex, QWidget

from dicegame.ui.theme import current_theme

__all__ = ["RING_WIDTH", "combo_wants_ring", "paint_focus_ring", "paint_focus_ring_on"]

RING_WIDTH = 2


def paint_focus_ring(painter: QPainter, rect: QRect) -> None:
    """A ``RING_WIDTH`` ring just inside ``rect``, in the theme's focus colour."""
    painter.save()
    painter.setPen(QPen(current_theme().focus, RING_WIDTH))
    painter.setBrush(QBrush())  # no fill
    inset = RING_WIDTH / 2
    painter.drawRect(QRectF(rect).adjusted(inset, inset, -inset, -inset))
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
