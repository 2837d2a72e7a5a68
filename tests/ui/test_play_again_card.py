"""One input to play again (issue 34 item 1): after one game, a fresh welcome page offers
that game's set-up as its first, focused card, and one Enter starts it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from support.games import finished_penta

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Settings
from dicegame.ui.window.mainwindow import MainWindow

SETUP = GameSetup(PENTA, ("Ana", "Bruno"), with_computer=True)


def make_window(qtbot, folder: Path) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        timing=Timing.fast(), autosave=AutosaveManager(folder=folder), settings=settings
    )
    qtbot.addWidget(window)
    window.show()
    return window


def test_enter_on_a_fresh_welcome_page_plays_the_last_game_again(qtbot, tmp_path: Path) -> None:
    first = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: first._menus_complete)
    assert first.welcome.again_button is None  # no game played yet: no such card
    first.start_game(SETUP, finished_penta(SETUP.players()))
    first.close()

    again = make_window(qtbot, tmp_path)  # a new launch: only the settings file is shared
    qtbot.waitUntil(lambda: again.welcome.again_button is not None)
    card = again.welcome.again_button
    assert card is not None and again.focusWidget() is card  # the keyboard is on it
    assert card.accessibleName() == "Play again: Ana, Bruno + Computer · Penta"
    assert card.geometry().top() < again.welcome.cards[PENTA].geometry().top()  # first
    qtbot.keyClick(again.focusWidget(), Qt.Key.Key_Return)
    assert again.view is not None and again.view.engine.setup == SETUP


def test_a_click_on_the_card_plays_a_farkle_set_up_again(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    farkle = GameSetup(FARKLE, ("Ioana",), with_computer=False, options={"target": 5000})
    window.welcome.offer_again(farkle)
    card = window.welcome.again_button
    assert card is not None and card.accessibleName() == "Play again: Ioana · Farkle"
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert window.view is not None and window.view.engine.setup == farkle
