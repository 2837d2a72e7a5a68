"""Texts that fit their room: cut only between two words, never inside a word or a number.

:func:`elide_at_word` shortens a text to its first whole words and "…";
:class:`ElidedLabel` is a one-line label that does so on every resize and font change,
with the whole text in its tooltip and its accessible name (a player hovering, a screen
reader listening, both get all of it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

from dicegame.ui.words import plain_tip

__all__ = ["ElidedLabel", "elide_at_word"]

ELLIPSIS = "…"


def elide_at_word(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` if it fits in ``width``, else its first whole words and "…"; when not even
    the first word fits, the first word and "…" (wider than ``width``: a word or a number
    is never cut)."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    words = text.split(" ")
    for count in range(len(words) - 1, 0, -1):
        candidate = " ".join(words[:count]).rstrip() + ELLIPSIS
        if metrics.horizontalAdvance(candidate) <= width:
            return candidate
    return words[0] + ELLIPSIS if len(words) > 1 else text


class ElidedLabel(QLabel):
    """A one-line label that cuts a long text at a word boundary; the whole text is its
    tooltip and its accessible name."""

    def __init__(self, object_name: str) -> None:
        super().__init__()
        self.setObjectName(object_name)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is never markup
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def full_text(self) -> str:
        """The text before any cut."""
        return self._full

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(plain_tip(text))
        self.setAccessibleName(text)
        self._elide()

    def _elide(self) -> None:
        room = self.contentsRect().width()
        self.setText(elide_at_word(self._full, QFontMetrics(self.font()), room))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._elide()
