"""A page to read (Help ▸ Rules, Help ▸ Keyboard): a read-only text with a caret.

Qt presents a ``QTextBrowser`` to screen readers as a static text ("label"): Orca says its
name, and ↓ reads nothing. A read-only ``QTextEdit`` is a read-only *text*: a screen reader
reads it line by line with the arrow keys, by its caret (caret navigation), as in a document.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QTextEdit, QWidget

__all__ = ["ReadingText"]

_READING = (
    Qt.TextInteractionFlag.TextSelectableByKeyboard | Qt.TextInteractionFlag.TextSelectableByMouse
)


class ReadingText(QTextEdit):
    """A read-only page with a keyboard caret; Tab leaves it (for the dialog's buttons)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setTextInteractionFlags(_READING)
        self.setTabChangesFocus(True)
        self._source = QUrl()

    def setSource(self, url: QUrl) -> None:
        """Show the HTML page at ``url`` (a local file); its images are found beside it."""
        self._source = url
        self.document().setBaseUrl(url)
        self.setHtml(Path(url.toLocalFile()).read_text(encoding="utf-8"))
        self.moveCursor(self.textCursor().MoveOperation.Start)

    def source(self) -> QUrl:
        """The page shown (an empty URL before the first)."""
        return self._source
