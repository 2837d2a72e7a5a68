"""No two entries of one menu or dialog share an Alt+letter, in any language.

The groups are read from the live widgets (menu bar, every menu, the New game dialog, the
statistics labels, the prompts, the unfinished-game dialog) and, for Qt's own context menus
of text fields and spin boxes, from the strings Qt asks for.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QMessageBox, QWidget

from dicegame.core.records import Records
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.i18n import LanguageManager, build_language_menu
from dicegame.ui.board.prompts import ask_abandon
from dicegame.ui.window.dialogs import NewGameDialog
from dicegame.ui.window.mainwindow import MainWindow
from dicegame.ui.window.stats import GameStatsPage

pytestmark = pytest.mark.window

LINE_EDIT_MENU = [("QLineEdit", s) for s in ("&Undo", "&Redo", "Cu&t", "&Copy", "&Paste")]
SPIN_BOX_MENU = LINE_EDIT_MENU + [
    ("QAbstractSpinBox", s) for s in ("&Select All", "&Step up", "Step &down")
]


def mnemonic(text: str) -> str | None:
    """The letter Alt reaches in ``text`` ("&&" is a plain ampersand)."""
    index = text.replace("&&", "\0\0").find("&")
    return text[index + 1].casefold() if 0 <= index < len(text) - 1 else None


def clashes(texts: list[str]) -> list[str]:
    seen: dict[str, str] = {}
    found = []
    for text in texts:
        letter = mnemonic(text)
        if letter is None:
            continue
        if letter in seen:
            found.append(f"{seen[letter]!r} and {text!r} (Alt+{letter})")
        seen[letter] = text
    return found


def widget_texts(widgets: list[QWidget]) -> list[str]:
    return [w.text() for w in widgets if isinstance(w, QLabel | QAbstractButton) and w.text()]


class PendingAutosave:
    """Stands for the autosave: it holds an unfinished game, so the window offers it."""

    folder = None  # no data folder to check: the window goes straight to the offer

    def pending_game(self, check_extra: object = None) -> SimpleNamespace:
        saved = SimpleNamespace(setup=GameSetup(PENTA, ("Ana", "Rui")))
        return SimpleNamespace(saved=saved, problem=None)


def resume_buttons(window: MainWindow) -> list[str]:
    """The buttons of the dialog that offers an unfinished game at start."""
    window.autosave = PendingAutosave()  # type: ignore[assignment]
    window.offer_pending_game()
    box = window.continue_dialog
    texts = widget_texts(box.findChildren(QAbstractButton))
    box.close()
    return texts


def groups(qtbot, languages: LanguageManager) -> dict[str, list[str]]:
    window = MainWindow(timing=Timing.fast())
    qtbot.addWidget(window)
    window.install_language_menu(build_language_menu(window, languages))
    found = {"menu bar": [a.text() for a in window.menuBar().actions()]}
    for menu in window.findChildren(QMenu):
        found[f"menu {menu.objectName()}"] = [a.text() for a in menu.actions() if a.text()]
    dialog = NewGameDialog(window, FARKLE)
    dialog.humans_spin.setValue(6)
    found["New game"] = widget_texts(dialog.findChildren(QWidget))
    page = GameStatsPage(PENTA, window)
    page.set_records(Records())
    found["statistics"] = widget_texts(page.findChildren(QLabel))
    box = ask_abandon(window, lambda: None)
    found["abandon prompt"] = widget_texts(box.findChildren(QAbstractButton))
    box.close()
    found["resume prompt"] = resume_buttons(window)
    found["text field menu"] = [QCoreApplication.translate(c, s) for c, s in LINE_EDIT_MENU]
    found["spin box menu"] = [QCoreApplication.translate(c, s) for c, s in SPIN_BOX_MENU]
    return found


@pytest.mark.parametrize("code", ["en", "pt_PT", "pt_BR", "ro"])
def test_no_two_entries_of_a_menu_or_dialog_share_a_mnemonic(qtbot, languages, code) -> None:
    languages.set_language(code)
    QCoreApplication.processEvents()
    found = groups(qtbot, languages)
    assert len(found["menu bar"]) >= 3 and len(found["New game"]) >= 10
    assert len(found["resume prompt"]) == 4  # Continue, New game, Discard, Not now
    problems = {name: clashes(texts) for name, texts in found.items() if clashes(texts)}
    assert not problems, f"{code}: {problems}"


def test_a_clash_is_found() -> None:
    assert clashes(["&Jogo", "A&juda", "&Idioma"]) == ["'&Jogo' and 'A&juda' (Alt+j)"]
    assert clashes(["Save && quit", "&Save"]) == []
    assert QMessageBox  # the prompts are message boxes


@pytest.mark.parametrize("code", ["en", "pt_PT", "pt_BR", "ro"])
def test_alt_and_each_menu_titles_letter_opens_that_menu(qtbot, languages, code) -> None:
    # Issue 36 item 2 (review of 3 December, D6): Alt+H opened no menu. Every top-level
    # menu has a letter of its own, in each language, and Alt+that letter opens it.
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    languages.set_language(code)
    window = MainWindow(timing=Timing.fast())
    qtbot.addWidget(window)
    window.install_language_menu(build_language_menu(window, languages, complete=False))
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    titles = [action.text() for action in window.menuBar().actions()]
    letters = [mnemonic(title) for title in titles]
    assert len(titles) == 3 and None not in letters, titles
    assert len(set(letters)) == len(letters), titles
    for action, letter in zip(window.menuBar().actions(), letters, strict=True):
        assert letter is not None
        key = Qt.Key(ord(letter.upper()))
        typed_in = QApplication.focusWidget() or window
        qtbot.keyClick(typed_in, key, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
        assert QApplication.activePopupWidget() is action.menu(), (code, action.text())
        QApplication.activePopupWidget().close()
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
