"""Whole GUI games of both kinds, in English and Romanian, under a guard that fails on any
exception escaping a slot (sys.excepthook) and on any Qt warning (qInstallMessageHandler).

The guard is a test fixture only: the program's own excepthook (which reports errors to
the player) is the main window's business."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QDialog

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.rules import FarklePhase, best_selection
from dicegame.games.penta.core import PENTA
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Settings
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

# The offscreen platform plugin says this about every top-level window: platform noise,
# not a warning of the program.
PLATFORM_NOISE = ("This plugin does not support propagateSizeHints()",)


@pytest.fixture
def guard() -> Iterator[list[str]]:
    """Collects escaped exceptions and Qt warnings; the test fails if any arrived."""
    problems: list[str] = []
    previous_hook = sys.excepthook

    def hook(kind, error, trace) -> None:
        problems.append(f"exception escaped a slot: {kind.__name__}: {error}")

    def messages(kind: QtMsgType, _context, text: str) -> None:
        quiet = kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg)
        if not quiet and not text.startswith(PLATFORM_NOISE):
            problems.append(f"Qt {kind.name}: {text}")

    sys.excepthook = hook
    previous_handler = qInstallMessageHandler(messages)
    try:
        yield problems
    finally:
        sys.excepthook = previous_hook
        qInstallMessageHandler(previous_handler)
    assert problems == []


def make_window(qtbot, folder: Path, seed: int) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        timing=Timing.fast(),
        rng_factory=lambda: random.Random(seed),
        autosave=AutosaveManager(folder=folder),
        settings=settings,
    )
    qtbot.addWidget(window)
    window.show()
    return window


def play_penta(qtbot, window: MainWindow) -> None:
    window.start_game(GameSetup(PENTA, ("Ana",), with_computer=True))
    view, engine = window.view, window.view.engine
    while not engine.game.is_over:
        if not engine.is_computer_turn and view.roll_button.isEnabled():
            view.roll_button.click()  # three rolls, then the auto-score plays the box
        qtbot.wait(2)
    see_the_end(qtbot, view)


def see_the_end(qtbot, view) -> None:
    """The board's ending, then the results and the move review, as a player opens them."""
    qtbot.waitUntil(view.game_end.is_over, timeout=5000)
    for button in view.end_board.buttons():
        button.click()
        opened = [dialog for dialog in view.findChildren(QDialog) if dialog.isVisible()]
        assert len(opened) == 1
        opened[0].close()


def play_farkle(qtbot, window: MainWindow) -> None:
    window.start_game(GameSetup(FARKLE, ("Ana",), with_computer=True, options={"target": 5000}))
    view, engine = window.view, window.view.engine
    game = engine.game
    while not game.is_over:
        if engine.is_computer_turn or view.tray.is_animating():
            qtbot.wait(2)
            continue
        if game.phase is FarklePhase.TURN_START:
            engine.roll()
        elif game.phase is FarklePhase.CHOOSING and not game.selected:
            for index in best_selection(game.roll_dice):
                engine.toggleDie(index)
        elif game.phase is FarklePhase.CHOOSING:
            if game.turn_points + game.selection_score >= 350 or not game.can_roll:
                engine.bank()
            else:
                engine.roll()
        qtbot.wait(2)
    see_the_end(qtbot, view)


@pytest.mark.slow
@pytest.mark.parametrize("code", ["en", "ro"])
def test_whole_games_of_both_kinds_raise_nothing_and_warn_nothing(
    qtbot, tmp_path: Path, languages, guard, code: str
) -> None:
    languages.set_language(code)
    window = make_window(qtbot, tmp_path, seed=11)
    play_penta(qtbot, window)
    play_farkle(qtbot, window)
    assert window.autosave.load_records()[0].player(FARKLE, "Ana").games == 1
    assert window.autosave.load_records()[0].player(PENTA, "Ana").games == 1
