"""A board's column of dice, buttons and messages: a panel in a vertical scroll area that
scrolls only when its minimum does not fit (Penta's controls column, Farkle's board).

A ``QScrollArea`` with a resizable widget whose layout has height-for-width (word-wrapped
labels) sizes that widget by ``heightForWidth``, i.e. by its *preferred* height. The
controls column's preferred height includes an opened game log's list hint, so the
scroll bar would come and go with any text that wraps differently (a language switch),
and each time the column lost the bar's width: the dice shrank. Here the column's
height for a width is its *minimum*: the scroll bar appears only when the dice, buttons
and messages themselves do not fit (a large text on a small screen), and the log takes
whatever room is left.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from dicegame.ui.style.object_names import named

__all__ = ["ControlsPanel", "controls_scroll", "scrolls_at"]


class ControlsPanel(QWidget):
    """A column whose height for a width is the least its layout needs."""

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return super().heightForWidth(width)
        return layout.totalMinimumHeightForWidth(width)


def controls_scroll(
    panel: ControlsPanel, min_width: int, max_width: int, name: str = "pentaControlsScroll"
) -> QScrollArea:
    """The dice's column scrolls up and down when a large text makes it taller than the
    window (the dice and the buttons first, the key help last): nothing is cut. A Tab to
    a button out of sight scrolls it into view (``QScrollArea`` does)."""
    scroll = named(QScrollArea(), name)
    scroll.setWidget(panel)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setMinimumWidth(min_width)
    scroll.setMaximumWidth(max_width)
    scroll.viewport().setAutoFillBackground(False)
    panel.setAutoFillBackground(False)
    return scroll


def scrolls_at(scroll: QScrollArea, width: int, height: int) -> bool:
    """Whether the column, ``width`` × ``height`` inside, shows its scroll bar: its panel
    is taller than that at that width, or than its least height (``QScrollArea`` takes
    the larger, the panel's least height being its height at its least width)."""
    panel = scroll.widget()
    layout = panel.layout() if panel is not None else None
    if layout is None:
        return False
    least = layout.minimumSize().height()
    if layout.hasHeightForWidth():
        least = max(least, layout.totalMinimumHeightForWidth(width))
    return least > height
