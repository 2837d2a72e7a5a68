"""The game waits while the player cannot see it: dialogs, menus, Rules, a minimised window.

And on the Penta screen: the countdown starts once the dice have landed, marks its box,
follows the Auto-score setting; a die clicked while the dice still roll is refused.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import ManualClock, Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.games.penta.core import PENTA, strategy
from dicegame.games.penta.ui.view import PentaView
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Settings
from dicegame.ui.style.theme import current_theme
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

STRAIGHTS = [2, 3, 4, 5, 6] * 3
COUNTDOWN = Timing(
    auto_score_ms=700, countdown_tick_ms=100, computer_step_ms=1, roll_animation_ms=0
)
ANA = GameSetup(PENTA, ("Ana",), with_computer=False)
ANA_AND_COMPUTER = GameSetup(PENTA, ("Ana",), with_computer=True)


def manual(timing: Timing) -> Timing:
    """The same intervals on a ManualClock: the engine's time passes only when the test
    advances ``window.view.engine.timing.clock`` (a busy machine changes nothing)."""
    return replace(timing, clock=ManualClock())


def make_window(qtbot, timing: Timing, dice: list[int], folder: Path | None = None) -> MainWindow:
    settings = autosave = None
    if folder is not None:
        settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
        autosave = AutosaveManager(folder=folder)
    window = MainWindow(
        timing=timing,
        rng_factory=lambda: ScriptedRng(list(dice)),
        autosave=autosave,
        settings=settings,
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def third_roll(qtbot, view: PentaView) -> None:
    for _ in range(3):
        qtbot.waitUntil(view.roll_button.isEnabled, timeout=2000)
        click(qtbot, view.roll_button)


def assert_holds_then_resumes(qtbot, window: MainWindow, close) -> None:
    """The countdown is paused with its remaining time while something is open; after
    ``close()`` it goes on from there and scores."""
    engine = window.view.engine
    clock = engine.timing.clock
    scored: list[object] = []
    engine.autoScored.connect(scored.append)
    qtbot.waitUntil(lambda: window.pause_watch.paused, timeout=2000)
    assert engine.paused and engine.countdown_timer.isPaused()
    left = engine.countdown_timer.remainingTime()
    assert 0 < left <= 700
    clock.advance(900)  # longer than the whole countdown
    assert engine.game.sheet.filled_count == 0 and engine.countdown_timer.remainingTime() == left
    close()
    qtbot.waitUntil(lambda: not window.pause_watch.paused, timeout=2000)
    assert abs(engine.countdown_timer.remainingTime() - left) <= 50  # not the full 700 again
    clock.run_until(lambda: scored != [], within_ms=3000)


def test_the_rules_window_holds_the_countdown(qtbot) -> None:
    window = make_window(qtbot, manual(COUNTDOWN), STRAIGHTS)
    window.start_game(ANA)
    third_roll(qtbot, window.view)
    window.view.engine.timing.clock.advance(150)
    window.rules_action.trigger()  # Help ▸ Rules: a window beside the game, not modal
    rules = window.findChild(QDialog, "rulesDialog")
    assert rules.isVisible() and not rules.isModal()
    assert window.pause_watch.reasons() == ["rulesDialog"]
    assert_holds_then_resumes(qtbot, window, rules.close)


def test_a_message_box_holds_the_countdown(qtbot) -> None:
    window = make_window(qtbot, manual(COUNTDOWN), STRAIGHTS)
    window.start_game(ANA)
    third_roll(qtbot, window.view)
    box = QMessageBox(QMessageBox.Icon.Information, "Note", "Read me", parent=window)
    box.open()
    assert_holds_then_resumes(qtbot, window, box.accept)


def test_the_statistics_window_and_a_menu_hold_the_game(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, manual(COUNTDOWN), STRAIGHTS, folder=tmp_path)
    window.start_game(ANA)
    third_roll(qtbot, window.view)
    window.stats_action.trigger()
    assert_holds_then_resumes(qtbot, window, window.statistics_dialog.reject)
    window.game_menu.popup(window.mapToGlobal(QPoint(10, 10)))
    qtbot.waitUntil(lambda: window.pause_watch.paused, timeout=2000)
    assert window.view.engine.paused
    window.game_menu.close()
    qtbot.waitUntil(lambda: not window.view.engine.paused, timeout=2000)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_Alt)  # the menu bar, from the keyboard
    qtbot.waitUntil(lambda: window.view.engine.paused, timeout=2000)
    assert window.pause_watch.reasons() == ["menuBar"]
    qtbot.keyClick(window.menuBar(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.view.engine.paused, timeout=2000)


def test_the_computer_does_not_play_behind_a_modal_dialog(qtbot) -> None:
    window = make_window(qtbot, manual(Timing.fast()), [6, 6, 6, 6, 6])
    window.start_game(ANA_AND_COMPUTER)
    engine = window.view.engine
    clock = engine.timing.clock
    seen: list[object] = []

    def while_open() -> None:  # runs inside the dialog's own event loop
        clock.advance(400)
        seen.append((engine.paused, engine.game.dice, engine.is_computer_turn))
        dialog.reject()

    dialog = QDialog(window, objectName="someDialog")
    click(qtbot, window.view.roll_button)
    engine.scoreBox(engine.game.sheet.open_boxes[-1])  # Ana scores: the computer's turn
    QTimer.singleShot(0, while_open)
    dialog.exec()
    assert seen == [(True, None, True)]  # it had not even rolled
    clock.run_until(lambda: engine.game.dice is not None, within_ms=2000)


def test_the_computer_waits_while_the_window_is_minimised(qtbot) -> None:
    timing = manual(Timing(roll_animation_ms=0, banner_ms=1, computer_step_ms=200))
    window = make_window(qtbot, timing, [1, 2, 3, 4, 6, 6])
    window.start_game(GameSetup(FARKLE, ("Ana",), with_computer=True))
    view: FarkleView = window.view
    engine = view.engine
    click(qtbot, view.roll_button)
    click(qtbot, view.tray.dice[0])
    click(qtbot, view.bank_button)  # the computer's turn: its first step in 200 ms
    window.showMinimized()
    qtbot.waitUntil(lambda: window.pause_watch.paused, timeout=2000)
    assert window.pause_watch.reasons() == ["minimised"] and engine.paused
    timing.clock.advance(500)
    assert engine.is_computer_turn and engine.game.roll_dice == ()  # it has not rolled
    window.showNormal()
    qtbot.waitUntil(lambda: not window.pause_watch.paused, timeout=2000)
    timing.clock.run_until(lambda: not engine.is_computer_turn, within_ms=10_000)


def test_the_about_box_holds_the_game(qtbot) -> None:
    window = make_window(qtbot, manual(COUNTDOWN), STRAIGHTS)
    window.start_game(ANA)
    third_roll(qtbot, window.view)
    seen: list[bool] = []

    def close_about() -> None:
        about = QApplication.activeModalWidget()
        seen.append(window.view.engine.countdown_timer.isPaused())
        about.accept()

    QTimer.singleShot(100, close_about)
    window.about_action.trigger()  # QMessageBox.about: its own event loop
    assert seen == [True]
    assert not window.view.engine.countdown_timer.isPaused()


# ----- the countdown on the Penta screen -------------------------------------------------------
def test_the_countdown_starts_after_the_roll_animation_and_marks_its_box(qtbot) -> None:
    timing = Timing(auto_score_ms=60_000, computer_step_ms=1, roll_animation_ms=300)
    window = make_window(qtbot, timing, STRAIGHTS)
    window.start_game(ANA)
    view: PentaView = window.view
    third_roll(qtbot, view)
    assert view.engine.rolling and not view.countdown_label.isVisible()
    click(qtbot, view.tray.dice[1])  # a hold while the dice tumble: refused, said why
    assert not view.tray.dice[1].isHeld()
    assert view.info_label.text() == "Wait: the dice are still rolling."
    qtbot.waitUntil(view.countdown_label.isVisible, timeout=2000)
    assert view.countdown_label.text() == "Scoring in 60…"
    best = strategy.best_box(view.game.sheet, view.game.dice)
    cell = view.sheet.cell_item(best, 0)
    assert view.sheet.auto_score_box is best
    assert cell.background().color() == current_theme().highlight_cell  # Highlight, readable
    click(qtbot, window.view.validate_button)  # nothing selected yet: still counting
    view.engine.selectBox(best)
    assert view.sheet.auto_score_box is None and not view.countdown_label.isVisible()


@pytest.mark.parametrize("seconds", [3, 5, 10, 30])
def test_each_auto_score_choice_shows_its_time(qtbot, tmp_path: Path, seconds: int) -> None:
    timing = manual(Timing(computer_step_ms=1, roll_animation_ms=0))
    window = make_window(qtbot, timing, STRAIGHTS, folder=tmp_path)
    window.start_game(ANA)
    window.auto_score_actions[seconds].trigger()
    assert window.auto_score_actions[seconds].isChecked()
    assert window.auto_score_actions[seconds].text() == f"After {seconds} seconds"
    third_roll(qtbot, window.view)
    assert window.view.countdown_label.text() == f"Scoring in {seconds}…"
    left = window.view.engine.countdown_timer.remainingTime()
    assert seconds * 1000 - 300 < left <= seconds * 1000


def test_auto_score_off_never_scores_and_shows_no_countdown(qtbot, tmp_path: Path) -> None:
    timing = manual(
        Timing(auto_score_ms=50, countdown_tick_ms=10, computer_step_ms=1, roll_animation_ms=0)
    )
    window = make_window(qtbot, timing, STRAIGHTS, folder=tmp_path)
    window.start_game(ANA)
    window.auto_score_actions[0].trigger()
    assert window.settings.auto_score_seconds == 0
    assert window.auto_score_actions[0].text() == "Off: I always choose the box"
    view = window.view
    third_roll(qtbot, view)
    timing.clock.advance(500)  # ten times the old countdown
    assert view.game.sheet.filled_count == 0 and not view.countdown_label.isVisible()
    assert view.sheet.auto_score_box is None


def test_farkle_dice_clicked_while_rolling_are_refused_with_a_message(qtbot) -> None:
    timing = Timing(roll_animation_ms=300, banner_ms=1, computer_step_ms=1)
    window = make_window(qtbot, timing, [1, 5, 2, 3, 4, 6])
    window.start_game(GameSetup(FARKLE, ("Ana",), with_computer=False))
    view: FarkleView = window.view
    click(qtbot, view.roll_button)
    assert view.engine.rolling and not view.bank_button.isEnabled()
    click(qtbot, view.tray.dice[0])
    assert view.hint.text() == "Wait: the dice are still rolling."
    assert view.game.selected == frozenset()
    qtbot.waitUntil(lambda: not view.engine.rolling, timeout=2000)
    click(qtbot, view.tray.dice[0])
    assert view.game.selected == frozenset({0})


def test_farkle_computer_message_waits_for_its_dice(qtbot) -> None:
    timing = Timing(roll_animation_ms=300, banner_ms=1, computer_step_ms=1, undo_grace_ms=0)
    window = make_window(qtbot, timing, [1, 2, 3, 4, 6, 6, 5, 5, 1, 2, 3, 4])
    window.start_game(GameSetup(FARKLE, ("Ana",), with_computer=True))
    view: FarkleView = window.view
    click(qtbot, view.roll_button)
    qtbot.waitUntil(lambda: not view.engine.rolling, timeout=2000)
    click(qtbot, view.tray.dice[0])
    with qtbot.waitSignal(view.engine.rolled, timeout=2000):
        click(qtbot, view.bank_button)
    assert view.engine.rolling  # the computer's dice tumble: nothing said about them yet
    assert "5 5 1" not in view.event_label.text()
    with qtbot.waitSignal(view.engine.diceLanded, timeout=2000):
        pass
    assert view.event_label.text() == "Computer rolled 5 5 1 2 3 4."
