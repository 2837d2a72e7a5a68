"""The main window works with both games through one contract (GameView, GameEngine), and
does not probe a game for what it has."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dicegame.core.setup import GameSetup
from dicegame.engine.base import GameEngine
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.ui.board import game_view
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

SETUPS = pytest.mark.parametrize(
    "setup",
    [
        GameSetup(PENTA, ("Ana", "Rui"), with_computer=False),
        GameSetup(FARKLE, ("Ana", "Rui"), with_computer=False),
    ],
    ids=["penta", "farkle"],
)
UI = Path(game_view.__file__).parents[1] / "window"


def window_with(qtbot, setup: GameSetup) -> MainWindow:
    window = MainWindow(timing=Timing.fast())
    qtbot.addWidget(window)
    window.start_game(setup)
    return window


def protocol_members(protocol: type) -> set[str]:
    names = set(getattr(protocol, "__protocol_attrs__", ()))  # Python 3.12+
    return names or {n for n in vars(protocol) if not n.startswith("_")}


@SETUPS
def test_both_views_have_every_member_of_the_view_contract(qtbot, setup) -> None:
    view = window_with(qtbot, setup).view
    for name in protocol_members(game_view.GameView):
        assert hasattr(view, name), name
    assert isinstance(view.engine, GameEngine)


@SETUPS
def test_the_window_drives_either_game_through_the_contract(qtbot, setup) -> None:
    window = window_with(qtbot, setup)
    engine = window.view.engine
    assert window.engine is engine and window.game_in_progress()
    window._pause_game(True)
    assert engine.paused
    window._pause_game(False)
    window.set_chances_visible(False)  # Penta has no chances: nothing to do, no error
    window.set_hand_over(False)
    assert not window.view.hand_over._enabled
    window.set_auto_score(5)
    assert engine.timing.auto_score_ms == 5000
    extra = engine.save_extra()  # the engine saves its log with its own data
    assert window.view.game_log.SAVE_KEY in extra


@SETUPS
def test_play_again_and_new_game_requests_reach_the_window(qtbot, setup) -> None:
    window = window_with(qtbot, setup)
    old = window.view
    old.playAgainRequested.emit(setup)
    assert window.view is not old and window.last_setup == setup


def test_the_window_and_its_menus_probe_no_game_with_getattr() -> None:
    sources = [
        (UI / name).read_text(encoding="utf-8")
        for name in ("mainwindow.py", "window_menus.py", "window_games.py")
    ]
    calls = sum(len(re.findall(r"\b(?:getattr|hasattr)\(", text)) for text in sources)
    assert calls <= 2  # a view class by name (lazy import) and the menus' deferred parts
