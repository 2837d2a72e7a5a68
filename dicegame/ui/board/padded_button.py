"""A board's button that keeps its padding at every text size.

A button's least height used to be a number of pixels fit for the 100 % text: at 200 %,
when the column ran short of room (three lines of messages under the buttons), the layout
squeezed the buttons to that number, their text touching the borders. Here the least
height is the text's line plus :data:`BUTTON_PADDING` above and below, at the button's font
of the moment (text size, window scale), and never less than the least the board asks
for: a crowded column scrolls instead of squeezing the buttons. Its width asks for the
same padding beside the text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QPushButton

from dicegame.ui.style.object_names import named

__all__ = ["BUTTON_PADDING", "PaddedButton", "least_height", "padded_button"]

BUTTON_PADDING = 10  # above and below the text, and beside it, in pixels
FRAME = 2  # the button's border, each side


class PaddedButton(QPushButton):
    """A push button at least ``least`` pixels high, and never lower than its text's line
    and its padding (``least`` 0: the button's own size rules only)."""

    def __init__(self, least: int) -> None:
        super().__init__()
        self._least = least
        self._fit_height()

    def set_least_height(self, least: int) -> None:
        self._least = least
        self._fit_height()

    def _fit_height(self) -> None:
        padded = self.fontMetrics().height() + 2 * BUTTON_PADDING if self._least else 0
        height = max(self._least, padded)
        if self.minimumHeight() != height:
            self.setMinimumHeight(height)

    def sizeHint(self) -> QSize:
        """The style's size, and at least :data:`BUTTON_PADDING` beside the text on the
        left and the right (the style's few pixels left a large text touching the
        borders); at ``least`` 0, the style's size."""
        hint = super().sizeHint()
        if self._least:
            text = self.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            side = self.fontMetrics().horizontalAdvance(text) + 2 * (BUTTON_PADDING + FRAME)
            hint.setWidth(max(hint.width(), side))
        return hint

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()


def padded_button(name: str, least: int) -> PaddedButton:
    """A named :class:`PaddedButton`."""
    return named(PaddedButton(least), name)


def least_height(button: QPushButton, least: int) -> None:
    """``button`` at least ``least`` pixels high (a :class:`PaddedButton` keeps its
    padding above that, except at 0)."""
    if isinstance(button, PaddedButton):
        button.set_least_height(least)
    else:
        button.setMinimumHeight(least)
