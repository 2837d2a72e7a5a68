"""Around the table, in the window: undo, the pass-and-play hand-over, the game log kept in
saves, the sounds' mute toggle and the Penta computer levels in the New game dialog."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton
from support.games import landed
from support.scripted import ScriptedRng
from support.sound import RecordingPlayer

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.levels import PentaLevel
from dicegame.games.penta.core.rules import Box
from dicegame.i18n import LanguageManager
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Settings
from dicegame.ui.window.dialogs import NewGameDialog
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

LEFT = Qt.MouseButton.LeftButton
FLASH = replace(Timing.fast(), score_flash_ms=40)  # the scored dice stay shown a moment
PENTA_2 = GameSetup(PENTA, ("Ana", "Rui"), with_computer=False)
FARKLE_2 = GameSetup(FARKLE, ("Ana", "Rui"), with_computer=False)


def make_window(
    qtbot, folder: Path, dice: list[int] | None = None, player: RecordingPlayer | None = None
) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        timing=FLASH,
        rng_factory=(lambda: ScriptedRng(list(dice))) if dice is not None else None,
        autosave=AutosaveManager(folder=folder),
        settings=settings,
        sound_player=player,
    )
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def shown_dice(view) -> list[int]:
    return [die.value() for die in view.tray.dice if die.isVisible()]


# ----- undo ----------------------------------------------------------------------------------
def test_penta_undo_from_the_button_and_the_menu_until_the_next_player_rolls(
    qtbot, tmp_path
) -> None:
    window = make_window(qtbot, tmp_path, dice=[2, 2, 3, 5, 6] * 4)
    window.set_hand_over(False)
    view = window.start_game(PENTA_2)
    engine, game = view.engine, view.engine.game
    assert window.undo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert not view.undo_button.isEnabled() and not window.undo_action.isEnabled()
    qtbot.mouseClick(view.roll_button, LEFT)
    landed(engine)
    qtbot.mouseClick(view.tray.dice[0], LEFT)  # hold the first 2
    engine.selectBox(Box.CHANCE)
    qtbot.mouseClick(view.validate_button, LEFT)
    assert game.current == 1 and game.sheets[0][Box.CHANCE] == 18
    assert view.undo_button.isEnabled() and window.undo_action.isEnabled()

    qtbot.mouseClick(view.undo_button, LEFT)
    assert game.current == 0 and game.sheets[0][Box.CHANCE] is None
    assert game.dice == (2, 2, 3, 5, 6) and game.held[0] and game.rolls_left == 2
    assert shown_dice(view) == [2, 2, 3, 5, 6] and view.tray.dice[0].isHeld()
    assert view.info_label.text() == "Ana took back the last scoring."
    assert not view.undo_button.isEnabled()

    engine.scoreBox(Box.TWOS)
    window.undo_action.trigger()  # Game ▸ Undo (Ctrl+Z)
    assert game.sheets[0][Box.TWOS] is None and game.current == 0
    assert not window.undo_action.isEnabled()  # nothing left to take back
    engine.undo()  # asked anyway: said, nothing breaks
    assert view.info_label.text().startswith("Nothing to undo")

    engine.scoreBox(Box.TWOS)
    qtbot.mouseClick(view.roll_button, LEFT)  # Rui rolls: Ana's scoring stays
    assert not view.undo_button.isEnabled() and not window.undo_action.isEnabled()
    assert game.sheets[0][Box.TWOS] == 4


def test_farkle_undo_takes_back_a_bank_and_the_resumed_game_is_the_undone_one(
    qtbot, tmp_path
) -> None:
    window = make_window(qtbot, tmp_path, dice=[1, 5, 3, 4, 6, 6, 2, 2, 3, 4, 6, 6])
    window.set_hand_over(False)
    view = window.start_game(FARKLE_2)
    engine, game = view.engine, view.engine.game
    qtbot.mouseClick(view.roll_button, LEFT)
    landed(engine)
    qtbot.mouseClick(view.tray.dice[0], LEFT)
    qtbot.mouseClick(view.tray.dice[1], LEFT)
    qtbot.mouseClick(view.bank_button, LEFT)
    assert game.totals == [150, 0] and view.undo_button.isEnabled()
    qtbot.mouseClick(view.undo_button, LEFT)
    assert game.totals == [0, 0] and game.current == 0 and game.turn_total == 150
    assert view.event_label.text() == "Ana took back the bank: the turn goes on."

    again = make_window(qtbot, tmp_path)
    again.offer_pending_game()
    qtbot.mouseClick(again.continue_dialog.findChild(QPushButton, "continueButton"), LEFT)
    resumed = again.view.engine.game
    assert resumed.totals == [0, 0] and resumed.current == 0 and resumed.turn_total == 150


# ----- the hand-over -------------------------------------------------------------------------
def test_penta_hand_over_keeps_the_board_until_the_next_player_starts(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, dice=[6, 6, 6, 2, 3] * 4)
    view = window.start_game(PENTA_2)
    engine, curtain = view.engine, view.hand_over
    view.focus_board()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    landed(engine)
    engine.selectBox(Box.SIXES)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Ana scores 18 in Sixes
    assert curtain.isVisible() and curtain.waiting()
    assert curtain.text() == "Rui's turn: press Space or click to start"
    assert curtain.accessibleName() == curtain.text()
    assert view.focusWidget() is view  # the card takes no focus: its text is a message
    qtbot.wait(3 * FLASH.score_flash_ms)  # longer than the usual flash: the board stays
    assert shown_dice(view) == [6, 6, 6, 2, 3] and view.flashing()
    assert view.info_label.text() == "Ana scored 18 in Sixes"
    assert view.sheet.flashed == (0, Box.SIXES)
    assert engine.game.current == 1 and engine.game.dice is None

    qtbot.keyClick(curtain, Qt.Key.Key_Space)  # Rui starts: the curtain goes, no roll yet
    assert not curtain.isVisible() and engine.game.dice is None
    assert shown_dice(view) == [0] * 5 and not view.flashing()
    assert view.focusWidget() in (None, view)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # now Space rolls for Rui
    landed(engine)
    assert engine.game.dice is not None and engine.game.current == 1


def test_penta_no_hand_over_before_or_after_the_computer(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, dice=[1, 2, 3, 4, 5] * 40)
    view = window.start_game(GameSetup(PENTA, ("Ana",), with_computer=True))
    shown: list[bool] = []
    view.hand_over.shownChanged.connect(shown.append)
    engine = view.engine
    engine.roll()
    landed(engine)
    engine.scoreBox(Box.CHANCE)
    qtbot.waitUntil(lambda: engine.game.current == 0 and engine.game.round == 2, timeout=5000)
    assert shown == [] and not view.hand_over.isVisible()


def test_farkle_hand_over_shows_the_banked_dice_a_click_starts(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, dice=[1, 5, 3, 4, 6, 6, 2, 2, 3, 4, 6, 6])
    view = window.start_game(FARKLE_2)
    engine, curtain = view.engine, view.hand_over
    qtbot.mouseClick(view.roll_button, LEFT)
    landed(engine)
    qtbot.mouseClick(view.tray.dice[0], LEFT)
    qtbot.mouseClick(view.tray.dice[1], LEFT)
    qtbot.mouseClick(view.bank_button, LEFT)
    assert curtain.isVisible() and curtain.text().startswith("Rui's turn")
    assert shown_dice(view) == [1, 5, 3, 4, 6, 6]
    assert view.event_label.text() == "Ana banked 150 points."
    qtbot.wait(20)  # laid out
    roll = QRect(view.roll_button.mapTo(view, QPoint(0, 0)), view.roll_button.size())
    assert curtain.card_rect().intersects(roll)  # the card covers the buttons, not the dice
    assert not curtain.card_rect().intersects(
        QRect(view.tray.mapTo(view, QPoint(0, 0)), view.tray.size())
    )
    qtbot.keyClick(view, Qt.Key.Key_B)  # a game key under the curtain does nothing
    assert curtain.waiting()
    qtbot.mouseClick(curtain, LEFT, pos=curtain.rect().topLeft() + curtain.rect().center() / 4)
    assert not curtain.isVisible() and shown_dice(view) == [0] * 6
    assert engine.game.current == 1 and engine.human_can_roll


def test_the_hand_over_setting_turns_it_off_and_is_kept(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, dice=[1, 5, 3, 4, 6, 6])
    assert window.hand_over_action.isChecked()  # on by default
    window.hand_over_action.setChecked(False)
    assert window.settings.hand_over is False
    view = window.start_game(FARKLE_2)
    view.engine.roll()
    landed(view.engine)
    view.engine.toggleDie(0)
    view.engine.bank()
    assert not view.hand_over.isVisible() and shown_dice(view) == [0] * 6  # today's flow
    assert not make_window(qtbot, tmp_path).hand_over_action.isChecked()


# ----- the game log --------------------------------------------------------------------------
def test_the_log_survives_save_resume_and_a_language_switch(
    qtbot, tmp_path, languages: LanguageManager
) -> None:
    window = make_window(qtbot, tmp_path, dice=[1, 5, 3, 4, 6, 6, 2, 2, 3, 4, 6, 6])
    window.set_hand_over(False)
    view = window.start_game(FARKLE_2)
    engine = view.engine
    engine.roll()
    landed(engine)
    engine.toggleDie(0)
    engine.toggleDie(1)
    engine.bank()
    engine.roll()  # Rui: 2 2 3 4 6 6, a farkle
    landed(engine)
    expected = [
        "Rui: farkle, nothing lost",
        "Rui rolled: 2 2 3 4 6 6",
        "Ana banked 150 points",
        "Ana set aside 1 5 (150 points)",
        "Ana rolled: 1 5 3 4 6 6",
    ]
    assert view.log_panel.texts() == expected

    again = make_window(qtbot, tmp_path)
    again.offer_pending_game()
    qtbot.mouseClick(again.continue_dialog.findChild(QPushButton, "continueButton"), LEFT)
    assert again.view.log_panel.texts() == expected
    languages.set_language("pt_PT")
    QCoreApplication.processEvents()
    assert again.view.log_panel.texts()[-1] == "Ana lançou: 1 5 3 4 6 6"
    assert again.view.log_panel.toggle.text() == "Registo da partida"


def test_the_penta_log_panel_is_in_the_view_and_folds(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, dice=[2, 2, 3, 5, 6] * 2)
    view = window.start_game(PENTA_2)
    view.engine.roll()
    landed(view.engine)
    view.engine.scoreBox(Box.CHANCE)
    assert view.log_panel.texts() == ["Ana: 18 points in Chance", "Ana rolled: 2 2 3 5 6"]
    assert view.log_panel.isVisible() and not view.log_panel.list.isVisible()
    dice_height = view.tray.height()
    view.log_panel.toggle.click()
    QCoreApplication.processEvents()
    assert view.log_panel.list.isVisible() and view.log_panel.list.height() > 40
    assert view.tray.height() == dice_height  # the list takes room from the status, not the dice


# ----- sounds --------------------------------------------------------------------------------
def test_sounds_play_in_order_and_never_when_muted(qtbot, tmp_path) -> None:
    player = RecordingPlayer()
    window = make_window(qtbot, tmp_path, dice=[2, 2, 3, 5, 6] * 4, player=player)
    window.set_hand_over(False)
    view = window.start_game(PENTA_2)
    engine = view.engine
    assert window.sounds_action.isChecked()
    engine.roll()
    landed(engine)
    engine.toggleHold(0)
    engine.scoreBox(Box.CHANCE)
    assert player.played == ["roll", "hold", "score"]
    window.sounds_action.setChecked(False)  # Game ▸ Sounds: mute
    assert window.settings.sounds is False
    engine.roll()
    landed(engine)
    engine.scoreBox(Box.CHANCE)
    assert player.played == ["roll", "hold", "score"]
    assert not make_window(qtbot, tmp_path, player=player).sounds_action.isChecked()


# ----- the Penta computer's level ------------------------------------------------------------
def test_the_new_game_dialog_offers_the_penta_levels_with_their_description(qtbot) -> None:
    dialog = NewGameDialog(None, PENTA)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.level_combos[PENTA].isVisible() and not dialog.level_combos[FARKLE].isVisible()
    assert dialog.level_combos[PENTA].currentData() == PentaLevel.PERFECT
    assert dialog.level_help.text().startswith("Perfect: plays the optimal strategy")
    dialog.level_combos[PENTA].setCurrentIndex(list(PentaLevel).index(PentaLevel.BEGINNER))
    assert dialog.level_help.text().startswith("Beginner:")
    assert dialog.setup().level is PentaLevel.BEGINNER
    assert dialog.level_label.buddy() is dialog.level_combos[PENTA]
    dialog.game_combo.setCurrentIndex([PENTA, FARKLE].index(FARKLE))
    assert dialog.level_combos[FARKLE].isVisible() and not dialog.level_combos[PENTA].isVisible()
    assert dialog.level_label.buddy() is dialog.level_combos[FARKLE]
    again = NewGameDialog(None, PENTA, dialog.setup(), dialog.choices())  # as the window does
    qtbot.addWidget(again)
    assert again.level_combos[PENTA].currentData() == PentaLevel.BEGINNER


def test_after_a_menu_the_waiting_curtain_takes_the_boards_keys(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, dice=[6, 6, 6, 2, 3] * 4)
    view = window.start_game(PENTA_2)
    engine = view.engine
    engine.roll()
    landed(engine)
    engine.scoreBox(Box.SIXES)
    assert view.hand_over.waiting()
    window.focus_board()  # what closing a menu or a dialog does
    assert view.focusWidget() is view
    qtbot.keyClick(view, Qt.Key.Key_H)  # a game key reaching the board does nothing
    assert view.hand_over.waiting() and engine.game.dice is None
    qtbot.keyClick(view, Qt.Key.Key_Space)  # Space on the board starts, it does not roll
    assert not view.hand_over.waiting() and engine.game.dice is None
