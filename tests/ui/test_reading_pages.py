"""Help ▸ Rules and Help ▸ Keyboard are read-only texts with a caret, focused as they open
(issue 36 item 2; accessibility review of 3 December, D11): Orca read them as a "label",
and ↓ said nothing."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAccessible, QTextDocument
from PySide6.QtWidgets import QWidget

from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.ui.window.help_pages import KeyboardDialog
from dicegame.ui.window.reading_text import ReadingText
from dicegame.ui.window.rules import RulesDialog


def assert_a_text_to_read(qtbot, page: ReadingText) -> None:
    """A screen reader's read-only text (not a static "label"), focused, with a caret
    that ↓ moves line by line."""
    interface = QAccessible.queryAccessibleInterface(page)
    assert interface.role() == QAccessible.Role.EditableText
    assert interface.state().readOnly and interface.textInterface() is not None
    qtbot.waitUntil(page.hasFocus)
    before = page.textCursor().position()
    qtbot.keyClick(page, Qt.Key.Key_Down)
    assert page.textCursor().position() > before
    qtbot.keyClick(page, Qt.Key.Key_A)  # read-only: typing changes nothing
    assert "a" not in page.toPlainText()[:1]


def test_the_keyboard_page_is_a_text_to_read(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = KeyboardDialog(parent, [])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    assert_a_text_to_read(qtbot, dialog.browser)


@pytest.mark.parametrize("kind", [PENTA, FARKLE])
def test_the_rules_pages_are_texts_to_read_with_their_pictures(qtbot, kind: str) -> None:
    dialog = RulesDialog(None, kind)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    page = dialog.browsers[kind]
    assert_a_text_to_read(qtbot, page)
    pictures = re.findall(r'<img src="([^"]+)"', page.toHtml())
    document = page.document()
    for src in pictures:
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(src))
        assert image is not None and not image.isNull(), src
