"""Texts that fit their room: cut only between two words, never inside a word or a number.

:class:`ElidedLabel` is a one-line label (two with :meth:`~ElidedLabel.set_max_lines`)
that shortens its text to its first whole words and "…"
(:func:`dicegame.ui.voice.words.elide_name`) on every resize and font change,
with the whole text in its tooltip and its accessible name (a player hovering, a screen
reader listening, both get all of it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

from dicegame.ui.voice.words import elide_name, plain_tip

__all__ = ["ElidedLabel"]


class ElidedLabel(QLabel):
    """A one-line label that cuts a long text at a word boundary; the whole text is its
    tooltip and its accessible name."""

    def __init__(self, object_name: str) -> None:
        super().__init__()
        self.setObjectName(object_name)
        self._full = ""
        self._lines = 1  # set_max_lines: a second line before any cut
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

    def set_max_lines(self, lines: int) -> None:
        """1 (the default): one line, cut between words; 2: a text too long for one line
        goes on to a second, cut between words only if it is too long for both."""
        self._lines = max(1, min(2, lines))
        self._elide()

    def _elide(self) -> None:
        room = self.contentsRect().width()
        metrics = QFontMetrics(self.font())
        text = elide_name(self._full, metrics, room, whole_words=True)
        if self._lines == 2 and text != self._full:
            text = self._two_lines(metrics, room)
        self.setText(text)

    def _two_lines(self, metrics: QFontMetrics, room: int) -> str:
        """The first line's whole words as many as fit, the rest on a second (cut)."""
        words = self._full.split()
        count = 1
        while (
            count < len(words) and metrics.horizontalAdvance(" ".join(words[: count + 1])) <= room
        ):
            count += 1
        rest = " ".join(words[count:])
        second = elide_name(rest, metrics, room, whole_words=True) if rest else ""
        return " ".join(words[:count]) + ("\n" + second if second else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._elide()
