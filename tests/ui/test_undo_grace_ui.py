"""The computer's pending card, in the window (issue 24 item 2): after a human's scoring or
bank against the computer, the hand-over curtain says that the computer plays next and that
Ctrl+Z takes the move back; Ctrl+Z does, Space, Enter or a click skip the wait. The Hand-over
setting does not remove it, pausing holds it, and it speaks the player's language. The card
belongs to the Slow and screen-reader paces (issue 34: at the others the computer plays at
once and the undo stays open meanwhile, tests/engine/test_brisk_pace.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from support.games import landed
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import Box
from dicegame.i18n import LanguageManager
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Pace, Settings
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

LEFT = Qt.MouseButton.LeftButton
# The pause lasts a minute unless skipped: nothing in these tests waits for it.
WAITING = replace(Timing.fast(), undo_grace_ms=60_000)
PENTA_VS = GameSetup(PENTA, ("Ana",), with_computer=True)
FARKLE_VS = GameSetup(FARKLE, ("Ana",), with_computer=True)
CARD_EN = "Computer plays next — press Ctrl+Z to take your move back, or Space to go on"


def make_window(qtbot, folder: Path, timing: Timing = WAITING) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_computer_pace(Pace.SLOW)  # a pace whose computer waits behind the card
    window = MainWindow(
        timing=timing,
        rng_factory=lambda: ScriptedRng([1, 5, 3, 4, 6, 6] * 4),
        autosave=AutosaveManager(folder=folder),
        settings=settings,
    )
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):  # Ctrl+Z is the active window's shortcut
        window.activateWindow()
    return window


def penta_scored(qtbot, window: MainWindow):
    """Ana rolls 1 5 3 4 6 and scores Chance (19) with Enter: the computer's turn waits."""
    view = window.start_game(PENTA_VS)
    engine = view.engine
    view.focus_board()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    landed(engine)
    engine.selectBox(Box.CHANCE)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert engine.game.sheets[0][Box.CHANCE] == 19 and engine.is_computer_turn
    return view


def farkle_banked(qtbot, window: MainWindow):
    """Ana rolls 1 5 3 4 6 6, sets aside 1 and 5 and banks 150 (B): the computer waits."""
    view = window.start_game(FARKLE_VS)
    engine = view.engine
    qtbot.mouseClick(view.roll_button, LEFT)
    landed(engine)
    qtbot.mouseClick(view.tray.dice[0], LEFT)
    qtbot.mouseClick(view.tray.dice[1], LEFT)
    view.focus_board()
    qtbot.keyClick(view, Qt.Key.Key_B)
    assert engine.game.totals[0] == 150 and engine.is_computer_turn
    return view


def computer_rolled(view) -> bool:
    engine = view.engine
    if engine.setup.kind is PENTA:
        return engine.game.dice is not None or engine.game.current == 0
    return engine.game.roll_dice != () or engine.game.current == 0


def test_penta_card_says_so_and_ctrl_z_takes_the_scoring_back(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    view = penta_scored(qtbot, window)
    curtain, engine = view.hand_over, view.engine
    assert curtain.isVisible() and curtain.computer_pending()
    assert curtain.text() == CARD_EN
    assert curtain.accessibleName() == CARD_EN
    assert view.focusWidget() is view  # the card takes no focus: its text is a message
    assert window.undo_action.isEnabled() and not computer_rolled(view)
    QTest.keyClick(curtain, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert engine.game.current == 0 and engine.game.sheets[0][Box.CHANCE] is None
    assert engine.game.dice == (1, 5, 3, 4, 6) and not engine.computer_pending
    assert not curtain.isVisible() and not curtain.waiting()
    assert view.info_label.text() == "Ana took back the last scoring."
    engine.selectBox(Box.FIVES)  # Ana plays again: the computer waits again
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert engine.game.sheets[0][Box.FIVES] == 5 and curtain.computer_pending()


def test_penta_space_skips_the_wait_and_undo_is_gone(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    view = penta_scored(qtbot, window)
    qtbot.keyClick(view.hand_over, Qt.Key.Key_D)  # a reading key does not skip
    assert view.engine.computer_pending
    qtbot.keyClick(view.hand_over, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: computer_rolled(view), timeout=5000)
    assert not view.hand_over.isVisible() and not window.undo_action.isEnabled()


def test_a_held_enter_does_not_skip_the_wait(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    view = penta_scored(qtbot, window)
    held = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True
    )
    QApplication.sendEvent(view.hand_over, held)
    QTest.qWait(20)
    assert view.engine.computer_pending and view.hand_over.isVisible()


def test_farkle_card_enter_skips_the_wait(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    view = farkle_banked(qtbot, window)
    curtain = view.hand_over
    assert curtain.isVisible() and curtain.text() == CARD_EN
    assert window.undo_action.isEnabled() and view.focusWidget() is view
    qtbot.keyClick(curtain, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: computer_rolled(view), timeout=5000)
    assert not curtain.isVisible() and not window.undo_action.isEnabled()


def test_farkle_a_click_skips_the_wait(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    view = farkle_banked(qtbot, window)
    curtain = view.hand_over
    qtbot.mouseClick(curtain, LEFT, pos=curtain.card_rect().center())
    qtbot.waitUntil(lambda: computer_rolled(view), timeout=5000)
    assert not curtain.isVisible()


def test_farkle_menu_undo_during_the_wait_gives_ana_her_turn_back(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    view = farkle_banked(qtbot, window)
    engine = view.engine
    window.undo_action.trigger()  # Game ▸ Undo
    assert engine.game.current == 0 and engine.game.totals[0] == 0
    assert engine.game.turn_total == 150 and engine.human_can_bank
    assert not view.hand_over.isVisible() and not engine.computer_pending


def test_the_hand_over_setting_off_keeps_the_wait(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.set_hand_over(False)
    view = penta_scored(qtbot, window)
    assert view.hand_over.isVisible() and view.hand_over.text() == CARD_EN
    window.set_hand_over(False)  # switched off while it shows: it stays
    assert view.hand_over.isVisible() and view.engine.computer_pending


def test_pausing_the_game_holds_the_card(qtbot, tmp_path) -> None:
    short = replace(Timing.fast(), undo_grace_ms=30)
    window = make_window(qtbot, tmp_path, short)
    view = penta_scored(qtbot, window)
    view.engine.setPaused(True)  # what a dialog or a menu does (the pause watch)
    QTest.qWait(short.undo_grace_ms * 4)
    assert view.hand_over.isVisible() and window.undo_action.isEnabled()
    assert not computer_rolled(view)
    view.engine.setPaused(False)
    qtbot.waitUntil(lambda: computer_rolled(view), timeout=5000)
    assert not view.hand_over.isVisible()


def test_the_card_speaks_the_players_language(qtbot, tmp_path, languages: LanguageManager) -> None:
    window = make_window(qtbot, tmp_path)
    view = farkle_banked(qtbot, window)
    curtain = view.hand_over
    languages.set_language("pt_PT")  # while it shows: it follows
    assert curtain.text() == (
        "A seguir joga o Computador — prima Ctrl+Z para desfazer a sua jogada "
        "ou Espaço para continuar"
    )
    qtbot.waitUntil(lambda: curtain.accessibleName() == curtain.text())
    languages.set_language("ro")
    assert curtain.text() == (
        "Urmează Calculatorul — apasă Ctrl+Z ca să-ți anulezi acțiunea sau Spațiu ca să continui"
    )
    languages.set_language("pt_BR")
    assert curtain.text() == (
        "Agora é a vez do Computador — aperte Ctrl+Z para desfazer sua jogada ou Espaço "
        "para continuar"
    )
