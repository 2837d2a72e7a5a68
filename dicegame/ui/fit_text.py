"""Texts that fit their room: cut only between two words, never inside a word or a number.

:class:`ElidedLabel` is a one-line label that shortens its text to its first whole words
and "…" (:func:`dicegame.ui.words.elide_name`) on every resize and font change,
with the whole text in its tooltip and its accessible name (a player hovering, a screen
reader listening, both get all of it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

from dicegame.ui.words import elide_name, plain_tip

__all__ = ["ElidedLabel"]


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
        self.setText(elide_name(self._full, QFontMetrics(self.font()), room, whole_words=True))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._elide()
