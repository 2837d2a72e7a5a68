"""Texts that fit their room: cut only between two words, never inside a word or a number.

:class:`ElidedLabel` is a one-line label (two with :meth:`~ElidedLabel.set_max_lines`)
that shortens its text to its first whole words and "…"
(:func:`dicegame.ui.voice.words.elide_name`) on every resize and font change,
with the whole text in its tooltip and its accessible name (a player hovering, a screen
reader listening, both get all of it). :class:`LinesLabel` is a wrapped text that is whole
until its layout gives it fewer lines (a column with no room left): then its first whole
words that fit them, and "…".
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFontMetrics, QResizeEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QSizePolicy

from dicegame.ui.voice.words import ELLIPSIS, elide_name, plain_tip

__all__ = ["ElidedLabel", "LinesLabel"]


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


class LinesLabel(QLabel):
    """A word-wrapped label, whole until :meth:`set_max_lines` gives it fewer lines than
    its text needs: then its first whole words that fit them and "…". The whole text is
    its tooltip and its accessible name."""

    def __init__(self, object_name: str) -> None:
        super().__init__()
        self.setObjectName(object_name)
        self._full = ""
        self._lines: int | None = None  # None: as many lines as the text needs
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self._cut)

    def full_text(self) -> str:
        """The text before any cut."""
        return self._full

    def set_full_text(self, text: str) -> None:
        if text == self._full:
            return
        self._full = text
        self.setToolTip(plain_tip(text))
        self.setAccessibleName(text)
        self._cut()

    def max_lines(self) -> int | None:
        return self._lines

    def set_max_lines(self, lines: int | None) -> None:
        """``None``: the whole text; else at most ``lines`` lines (at least one)."""
        lines = None if lines is None else max(1, lines)
        if lines != self._lines:
            self._lines = lines
            self._cut()

    def lines_for_width(self, width: int) -> int:
        """How many lines the whole text takes ``width`` pixels wide."""
        return self._lines_of(self._full, width)

    def _lines_of(self, text: str, width: int) -> int:
        """The lines ``text`` wraps to ``width`` pixels wide, as the label wraps it."""
        layout = QTextLayout(text, self.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        lines = 0
        while (line := layout.createLine()).isValid():
            line.setLineWidth(max(1, width))
            lines += 1
        layout.endLayout()
        return max(1, lines)

    def _cut(self) -> None:
        room = self.contentsRect().width()
        lines = self._lines
        if lines is None or room <= 0 or self._lines_of(self._full, room) <= lines:
            self.setText(self._full)
            return
        words = self._full.split()
        low, high = 1, len(words) - 1  # the most words that fit, with "…" after them
        while low < high:
            middle = (low + high + 1) // 2
            if self._lines_of(self._shortened(words, middle), room) <= lines:
                low = middle
            else:
                high = middle - 1
        self.setText(self._shortened(words, low))

    @staticmethod
    def _shortened(words: list[str], count: int) -> str:
        return " ".join(words[:count]).rstrip(",;:-·").rstrip() + ELLIPSIS

    def heightForWidth(self, width: int) -> int:
        """The lines the text needs ``width`` wide, at most :meth:`max_lines`: by the
        whole text, not the one cut for the present width (a scroll area that asks at
        two widths, with and without its bar, gets answers that agree)."""
        if self._lines is None:
            return super().heightForWidth(width)
        margins = self.contentsMargins()
        inner = width - margins.left() - margins.right()
        lines = min(self._lines, self._lines_of(self._full, inner))
        return lines * QFontMetrics(self.font()).lineSpacing() + margins.top() + margins.bottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Cut again on the event loop's next turn: a new text inside a scroll area's
        resize (its bar shown or hidden) would resize it again, and again."""
        super().resizeEvent(event)
        if self._lines is not None:
            self._later.start()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._cut()
