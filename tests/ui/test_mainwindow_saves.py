"""The main window keeps games: autosave, Continue / New game, bad files, statistics, pace."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QPushButton, QTableWidget

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.engine.engine import DECISIONS_KEY
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Pace, Settings
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

ROOT = Path(__file__).resolve().parents[2]
LEFT = Qt.MouseButton.LeftButton
SETUP = GameSetup(PENTA, ("Ana", "Rui"), with_computer=False)


def make_window(qtbot, folder: Path) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        timing=Timing.fast(), autosave=AutosaveManager(folder=folder), settings=settings
    )
    qtbot.addWidget(window)
    return window


def answer_offer(qtbot, window: MainWindow, button: str) -> None:
    window.offer_pending_game()
    dialog = window.continue_dialog
    assert dialog.isVisible() and "(Ana and Rui)" in dialog.text()  # join_names
    qtbot.mouseClick(dialog.findChild(QPushButton, button), Qt.MouseButton.LeftButton)


def test_a_game_in_progress_comes_back_on_continue(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(SETUP)
    view = window.view
    qtbot.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.tray.dice[2], Qt.MouseButton.LeftButton)
    game = view.engine.game
    before = (game.dice, game.held, game.rolls_used, game.current)
    assert (tmp_path / "autosave.json").exists()

    again = make_window(qtbot, tmp_path)
    answer_offer(qtbot, again, "continueButton")
    resumed = again.view.engine.game
    assert (resumed.dice, resumed.held, resumed.rolls_used, resumed.current) == before
    assert [d.value() for d in again.view.tray.dice] == list(before[0])
    assert again.view.tray.dice[2].isHeld()


def play_to_the_end(engine) -> None:
    while not engine.game.is_over:
        engine.roll()
        engine.scoreBox(engine.game.sheet.open_boxes[0])


def test_the_move_review_of_a_resumed_game_covers_the_moves_before(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(SETUP)
    view = window.view
    qtbot.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.tray.dice[2], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)  # a hold decision
    view.engine.scoreBox(Box.CHANCE)  # Ana's box
    view.engine.roll()
    view.engine.scoreBox(Box.SIXES)  # Rui's box
    early = list(view.engine.decisions)
    assert [(d.seat, d.choice) for d in early][1:] == [(0, Box.CHANCE), (1, Box.SIXES)]

    again = make_window(qtbot, tmp_path)
    answer_offer(qtbot, again, "continueButton")
    engine = again.view.engine
    assert engine.decisions == early
    play_to_the_end(engine)
    open_the_review(qtbot, again.view)
    pages = again.view.review_widget.pages
    reviewed = [review.decision for seat in (0, 1) for review in pages[seat].reviews]
    assert all(decision in reviewed for decision in early)
    assert pages[0].reviews[0].decision == early[0] and len(pages[0].reviews) == 13 + 1
    again.view.game_end.review_dialog.close()


def open_the_review(qtbot, view) -> None:
    """At the end, as a player does: the Move review button beside the standings."""
    qtbot.waitUntil(view.game_end.is_over, timeout=5000)
    qtbot.mouseClick(view.end_board.review_button, Qt.MouseButton.LeftButton)
    assert view.game_end.review_dialog.isVisible()


def test_a_damaged_review_in_the_save_only_loses_the_review(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(SETUP)
    window.view.engine.roll()
    window.view.engine.scoreBox(Box.CHANCE)
    save = tmp_path / "autosave.json"
    data = json.loads(save.read_text())
    assert data["extra"][DECISIONS_KEY]
    data["extra"][DECISIONS_KEY][0]["box"] = "NOT_A_BOX"
    save.write_text(json.dumps(data))

    again = make_window(qtbot, tmp_path)
    answer_offer(qtbot, again, "continueButton")
    engine = again.view.engine
    assert engine.decisions == [] and engine.game.sheets[0][Box.CHANCE] is not None
    play_to_the_end(engine)
    open_the_review(qtbot, again.view)
    assert len(again.view.review_widget.pages[0].reviews) == 12  # the rounds after resuming
    again.view.game_end.review_dialog.close()


def test_new_game_instead_opens_the_dialog_and_keeps_the_save_until_it_starts(
    qtbot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(SETUP)
    qtbot.mouseClick(window.view.roll_button, Qt.MouseButton.LeftButton)
    saved = (tmp_path / "autosave.json").read_text()
    again = make_window(qtbot, tmp_path)
    answer_offer(qtbot, again, "newGameButton")
    dialog = again.new_game_dialog
    assert dialog.isVisible() and again.view is None
    assert [edit.text() for edit in dialog.name_edits[:2]] == ["Ana", "Rui"]
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), LEFT)
    assert (tmp_path / "autosave.json").read_text() == saved  # nothing started: kept

    third = make_window(qtbot, tmp_path)
    answer_offer(qtbot, third, "newGameButton")
    dialog = third.new_game_dialog
    dialog.name_edits[1].setText("Zé")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)
    assert third.view is not None and third.view.engine.game.players[1].name == "Zé"
    assert (tmp_path / "autosave.json").read_text() != saved  # the new game's save now


def test_no_offer_without_a_saved_game(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.offer_pending_game()
    assert not hasattr(window, "continue_dialog") and window.message_box is None


def test_a_damaged_save_is_set_aside_and_the_player_told(qtbot, tmp_path: Path) -> None:
    (tmp_path / "autosave.json").write_text('{"format": "dicegame-save", "version": 1, "se')
    window = make_window(qtbot, tmp_path)
    window.offer_pending_game()
    assert window.message_box is not None and window.message_box.isVisible()
    assert window.message_box.text()
    assert list(tmp_path.glob("autosave.json.bad-*"))
    assert not (tmp_path / "autosave.json").exists()


def test_a_write_error_warns_once_and_play_goes_on(qtbot, tmp_path: Path, monkeypatch) -> None:
    window = make_window(qtbot, tmp_path)

    def refuse(*_args, **_kwargs):
        raise PermissionError("read-only file system")

    monkeypatch.setattr(os, "replace", refuse)
    window.start_game(SETUP)
    first = window.message_box
    assert first is not None and first.icon() == QMessageBox.Icon.Warning
    first.accept()  # the player reads it (the game waits while it is open)
    for _ in range(3):
        qtbot.mouseClick(window.view.roll_button, Qt.MouseButton.LeftButton)
    assert window.message_box is first  # warned once
    assert window.view.engine.game.rolls_used == 3


def test_statistics_show_a_finished_game(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(GameSetup(PENTA, ("Ana",), with_computer=False))
    engine = window.view.engine
    while not engine.game.is_over:
        engine.roll()
        engine.scoreBox(engine.game.sheet.open_boxes[0])
    qtbot.waitUntil(lambda: not (tmp_path / "autosave.json").exists())
    window.stats_action.trigger()
    dialog = window.statistics_dialog
    assert dialog.isVisible()
    texts = [
        item.text()
        for table in dialog.findChildren(QTableWidget)
        for row in range(table.rowCount())
        for col in range(table.columnCount())
        if (item := table.item(row, col)) is not None
    ]
    assert "Ana" in texts


def test_pace_and_auto_score_options_are_kept(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(SETUP)
    window.pace_actions[Pace.SLOW].trigger()
    assert window.settings.computer_pace is Pace.SLOW
    assert window.view.engine.timing.computer_step_ms == 1400
    window.auto_score_actions[10].trigger()
    assert window.settings.auto_score_seconds == 10
    assert window.view.engine.timing.auto_score_ms == 10_000
    again = make_window(qtbot, tmp_path)
    assert again.pace_actions[Pace.SLOW].isChecked()
    assert again.auto_score_actions[10].isChecked()


@pytest.mark.process
def test_the_program_killed_mid_game_resumes_exactly(tmp_path: Path) -> None:
    env = dict(
        os.environ,
        DICEGAME_DATA_DIR=str(tmp_path),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
    )
    driver = [sys.executable, str(ROOT / "tests" / "support" / "program_driver.py")]
    player = subprocess.Popen([*driver, "play"], stdout=subprocess.PIPE, text=True, env=env)
    try:
        line = player.stdout.readline()
        assert line, "the program did not start"
        before = json.loads(line)
    finally:
        player.send_signal(signal.SIGKILL)
        player.wait(timeout=30)
    assert player.returncode == -signal.SIGKILL
    resumed = subprocess.run(
        [*driver, "resume"], capture_output=True, text=True, env=env, timeout=120, check=True
    )
    assert json.loads(resumed.stdout) == before


@pytest.mark.slow
@pytest.mark.process
def test_killed_at_game_end_the_result_is_recorded_exactly_once(tmp_path: Path) -> None:
    """SIGKILL at several moments around the last box (before, during and after the
    autosave and records writes): after a restart Ana has exactly one game, and a
    second restart does not count it again."""
    driver = [sys.executable, str(ROOT / "tests" / "support" / "program_driver.py")]
    for attempt, delay in enumerate((0.0, 0.002, 0.01, 0.03, 0.3)):
        folder = tmp_path / f"kill-{attempt}"
        folder.mkdir()
        env = dict(
            os.environ,
            DICEGAME_DATA_DIR=str(folder),
            QT_QPA_PLATFORM="offscreen",
            PYTHONPATH=str(ROOT),
        )
        player = subprocess.Popen(
            [*driver, "ending"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
        )
        try:
            assert player.stdout.readline().strip() == "ready"
            player.stdin.write("go\n")
            player.stdin.flush()
            time.sleep(delay)
        finally:
            player.send_signal(signal.SIGKILL)
            player.wait(timeout=30)
        for _restart in range(2):
            counted = subprocess.run(
                [*driver, "recorded"], capture_output=True, text=True, env=env, timeout=120
            )
            assert counted.returncode == 0, counted.stderr
            assert json.loads(counted.stdout) == 1, f"killed after {delay} s"


def test_the_speech_pace_is_a_menu_choice_kept_and_used(qtbot, tmp_path: Path) -> None:
    """Game ▸ Computer pace ▸ For screen readers (issue 23 item 2): the slowest pace."""
    window = make_window(qtbot, tmp_path)
    window.start_game(SETUP)
    action = window.pace_actions[Pace.SPEECH]
    assert action.objectName() == "paceSpeechAction"
    assert action.text() == "For s&creen readers (slowest)"
    action.trigger()
    assert window.settings.computer_pace is Pace.SPEECH
    assert window.view.engine.timing.computer_step_ms == 2000
    again = make_window(qtbot, tmp_path)
    assert again.pace_actions[Pace.SPEECH].isChecked()
