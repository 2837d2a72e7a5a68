"""The window and the keyboard: Esc after a menu gives the game its keys back, focus returns
to the board after dialogs, Ctrl+N asks before abandoning a game, every menu action has a
key and Help ▸ Keyboard lists them."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QWidget

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.ui import running_application
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

PENTA_GAME = GameSetup(PENTA, ("Ana", "Rui"), with_computer=False)
FARKLE_GAME = GameSetup(FARKLE, ("Ana", "Rui"), with_computer=False)


def shown_window(qtbot, setup: GameSetup = PENTA_GAME) -> MainWindow:
    window = MainWindow(timing=Timing.fast())
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_game(setup)
    qtbot.wait(20)  # the menu bar lays out its items (and grabs their Alt+letter keys)
    return window


def test_one_esc_after_alt_letter_gives_the_game_its_keys_back(qtbot) -> None:
    window = shown_window(qtbot)
    view = window.view
    QTest.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    assert QApplication.activePopupWidget() is window.game_menu
    QTest.keyClick(window.game_menu, Qt.Key.Key_Escape)
    window.activateWindow()  # what the window system does when the menu closes
    qtbot.waitActive(window)
    qtbot.waitUntil(lambda: view.hasFocus())
    assert not window.menuBar().hasFocus()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # rolls
    assert view.engine.game.rolls_used == 1
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_H)  # a hint, not the Help menu
    assert QApplication.activePopupWidget() is None


def test_ctrl_n_during_a_game_asks_before_abandoning_it(qtbot) -> None:
    window = shown_window(qtbot, FARKLE_GAME)
    view = window.view
    QTest.keyClick(view, Qt.Key.Key_Space)
    game = view.engine.game
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    box = window.abandon_box
    assert box.isVisible() and box.text() == "Abandon the game in progress?"
    QTest.keyClick(box, Qt.Key.Key_Escape)  # Keep playing
    qtbot.waitUntil(lambda: not box.isVisible())
    assert window.view is view and view.engine.game is game
    qtbot.waitUntil(lambda: view.hasFocus())

    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.mouseClick(window.abandon_box.findChild(object, "abandonButton"), LEFT)
    dialog = window.new_game_dialog
    assert dialog.isVisible() and window.view is view  # not abandoned before it starts
    dialog.reject()
    assert window.view is view and view.engine.game is game
    qtbot.waitUntil(lambda: view.hasFocus())


LEFT = Qt.MouseButton.LeftButton


def test_no_question_when_no_game_is_in_progress(qtbot) -> None:
    window = MainWindow(timing=Timing.fast())
    qtbot.addWidget(window)
    window.new_action.trigger()
    assert window.new_game_dialog.isVisible() and not hasattr(window, "abandon_box")
    window.new_game_dialog.reject()


def test_focus_returns_to_the_board_after_rules_statistics_and_keyboard(qtbot) -> None:
    window = shown_window(qtbot)
    view = window.view
    window.rules_action.trigger()
    rules = window.findChild(QMessageBox) or next(
        w for w in QApplication.topLevelWidgets() if w.objectName() == "rulesDialog"
    )
    rules.activateWindow()
    rules.close()
    qtbot.waitUntil(lambda: view.hasFocus())
    window.keys_action.trigger()
    window.keyboard_dialog.reject()
    qtbot.waitUntil(lambda: view.hasFocus())


def test_every_menu_action_has_a_key_listed_in_help_keyboard(qtbot) -> None:
    window = shown_window(qtbot)
    actions = [window.new_action, window.stats_action, window.quit_action]
    actions += [window.rules_action, window.keys_action, window.about_action]
    keys = [action.shortcut().toString() for action in actions]
    assert all(keys) and len(set(keys)) == len(keys)
    window.keys_action.trigger()
    page = window.keyboard_dialog.browser.toPlainText()
    for action in actions:
        assert action.shortcut().toString() in page
        assert action.text().replace("&", "").rstrip("…") in page
    lines = page.splitlines()
    for key, what in (("Space", "Roll"), ("B", "Bank"), ("H", "Hint"), ("Esc", "back")):
        assert any(key == line.strip() and what in after for line, after in pairwise(lines))
    window.keyboard_dialog.reject()


def test_f10_opens_the_menu_bar_and_esc_gives_the_game_its_keys_back(qtbot) -> None:
    window = shown_window(qtbot)
    view = window.view
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_F10)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.game_menu)
    assert window.menuBar().activeAction() is window.game_menu.menuAction()
    QTest.keyClick(window.game_menu, Qt.Key.Key_Escape)
    QTest.keyClick(window.menuBar(), Qt.Key.Key_Escape)
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.waitUntil(lambda: view.hasFocus())
    window.keys_action.trigger()
    lines = window.keyboard_dialog.browser.toPlainText().splitlines()
    assert any(k == "F10" and "Open the menu bar" in v for k, v in pairwise(lines))
    window.keyboard_dialog.reject()


def test_return_or_enter_on_a_welcome_card_starts_its_game(qtbot) -> None:
    from dicegame.ui.window.welcome import WelcomePage

    page = WelcomePage()
    qtbot.addWidget(page)
    page.show()
    with qtbot.waitActive(page):
        page.activateWindow()
    for card, key, kind in (
        (page.cards[PENTA], Qt.Key.Key_Return, PENTA),
        (page.cards[FARKLE], Qt.Key.Key_Enter, FARKLE),
    ):
        card.setFocus(Qt.FocusReason.TabFocusReason)
        with qtbot.waitSignal(page.gameChosen, timeout=1000) as chosen:
            QTest.keyClick(card, key)
        assert chosen.args == [kind]


class _WindowShows(QObject):
    """Every widget shown as a window of its own while it watches (the application's)."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        is_window = isinstance(watched, QWidget) and watched.isWindow()
        if is_window and event.type() == QEvent.Type.Show:
            self.shown.append(f"{type(watched).__name__} {watched.objectName()!r}")
        return False


@pytest.mark.parametrize(
    "setup",
    [
        FARKLE_GAME,
        PENTA_GAME,
        GameSetup(FARKLE, ("Ana", "Rui", "Eva", "Ion", "Bia", "Teo"), True),
        GameSetup(PENTA, ("Ana", "Rui", "Eva", "Ion", "Bia", "Teo"), True),
    ],
    ids=["farkle", "penta", "farkle-7-seats", "penta-7-seats"],
)
def test_a_game_s_start_shows_no_window_of_its_own_and_keeps_the_keys(qtbot, setup) -> None:
    """A widget shown before it has a parent is a window for a moment: it took the active
    window from the main one, whose shortcuts (Ctrl+N...) then did nothing."""
    window = MainWindow(timing=Timing.fast())
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    shows = _WindowShows()
    app = running_application()
    app.installEventFilter(shows)
    try:
        window.start_game(setup)
        qtbot.wait(20)
    finally:
        app.removeEventFilter(shows)
    assert shows.shown == []
    assert QApplication.activeWindow() is window
