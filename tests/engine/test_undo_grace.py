"""The computer's pending pause (issue 24 item 2): against the computer, a human's last
scoring (Penta) or bank (Farkle) stays undoable for at least ``undo_grace_ms`` (3 s by
default) at every pace, until the computer's first roll. The pause is an engine timer:
pausing the game holds it, ``skipComputerPause`` ends it, undo during it restores exactly.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtTest import QTest
from support.games import landed
from support.scripted import ScriptedRng
from support.snapshots import game_fields

from dicegame.core.setup import GameSetup
from dicegame.engine.base import GameEngine, Refusal
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import Box, PentaGame
from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.persist.settings import PACE_DELAY_MS

PENTA_VS_COMPUTER = GameSetup(humans=("Ana",), with_computer=True)
FARKLE_VS_COMPUTER = GameSetup(kind=FARKLE, humans=("Ana",), with_computer=True)
DEFAULT_GRACE = Timing().undo_grace_ms
PACES = sorted(PACE_DELAY_MS.values())
# A short pause for the tests that let it run out (never a wall-clock assert).
SHORT = Timing(roll_animation_ms=0, banner_ms=1, computer_step_ms=1, undo_grace_ms=30)


def timing_at(pace_ms: int, grace_ms: int = DEFAULT_GRACE) -> Timing:
    return Timing(
        roll_animation_ms=0, banner_ms=1, computer_step_ms=pace_ms, undo_grace_ms=grace_ms
    )


def penta_scored(timing: Timing, seed: int = 4) -> PentaEngine:
    """Ana has rolled once and scored Chance: the computer's turn begins."""
    engine = PentaEngine(PENTA_VS_COMPUTER, timing, random.Random(seed))
    engine.start()
    engine.roll()
    landed(engine)
    assert engine.scoreBox(Box.CHANCE)
    return engine


def farkle_banked(timing: Timing) -> FarkleEngine:
    """Ana rolls 1 2 3 4 6 6, sets the 1 aside and banks 100: the computer's turn begins."""
    engine = FarkleEngine(FARKLE_VS_COMPUTER, timing, ScriptedRng([1, 2, 3, 4, 6, 6]))
    engine.roll()
    landed(engine)
    engine.toggleDie(0)
    engine.bank()
    return engine


def start_engine(kind: str, timing: Timing) -> GameEngine:
    return penta_scored(timing) if kind is PENTA else farkle_banked(timing)


def other_active_timers(engine: GameEngine) -> list:
    """The engine's timers running besides the pending pause (none: nothing else can end
    the undo before the pause has run out)."""
    return [t for t in engine._timers() if t.isActive() and t is not engine.pending_timer]


def computer_rolled(engine: GameEngine) -> bool:
    if isinstance(engine, PentaEngine):
        return engine.game.dice is not None or engine.game.current == 0
    return engine.game.roll_dice != () or engine.game.current == 0


def record_pending(engine: GameEngine) -> list[bool]:
    said: list[bool] = []
    engine.computerPending.connect(said.append)
    return said


@pytest.mark.parametrize("kind", [PENTA, FARKLE])
@pytest.mark.parametrize("pace_ms", PACES)
def test_the_move_stays_undoable_for_the_whole_pause_at_every_pace(qtbot, kind, pace_ms) -> None:
    engine = start_engine(kind, timing_at(pace_ms))
    assert engine.is_computer_turn and engine.can_undo
    assert engine.computer_pending
    # the pause is at least 3 s (never shorter than a step at this pace) ...
    assert engine.pending_timer.interval() == max(DEFAULT_GRACE, pace_ms) >= 3000
    assert engine.pending_timer.remainingTime() > pace_ms or pace_ms >= DEFAULT_GRACE
    # ... and nothing else runs that could roll for the computer before it ends
    assert other_active_timers(engine) == []
    assert not computer_rolled(engine)


def test_the_default_pause_is_three_seconds_and_fast_timing_has_none() -> None:
    assert Timing().undo_grace_ms >= 3000
    assert Timing.fast().undo_grace_ms == 0


@pytest.mark.parametrize("kind", [PENTA, FARKLE])
def test_when_the_pause_runs_out_the_computer_rolls_and_undo_is_gone(qtbot, kind) -> None:
    engine = start_engine(kind, SHORT)
    said = record_pending(engine)
    availability: list[bool] = []
    engine.undoAvailable.connect(availability.append)
    qtbot.waitUntil(lambda: computer_rolled(engine), timeout=5000)
    assert said[:1] == [False]
    assert availability[:1] == [False]
    assert not engine.can_undo and not engine.computer_pending
    refused: list[str] = []
    engine.actionRefused.connect(refused.append)
    assert not engine.undo()
    assert refused == [Refusal.NOTHING_TO_UNDO.value]


@pytest.mark.parametrize("kind", [PENTA, FARKLE])
def test_skipping_the_pause_lets_the_computer_play_at_once(qtbot, kind) -> None:
    engine = start_engine(kind, timing_at(PACE_DELAY_MS[min(PACE_DELAY_MS)], grace_ms=60_000))
    engine.set_computer_step_ms(1)  # its later steps: quickly
    said = record_pending(engine)
    engine.skipComputerPause()
    qtbot.waitUntil(lambda: computer_rolled(engine), timeout=5000)
    assert said[:1] == [False]
    assert not engine.can_undo


@pytest.mark.parametrize("kind", [PENTA, FARKLE])
def test_pausing_the_game_holds_the_pause(qtbot, kind) -> None:
    engine = start_engine(kind, SHORT)
    engine.setPaused(True)
    QTest.qWait(SHORT.undo_grace_ms * 4)
    assert engine.computer_pending and engine.can_undo and not computer_rolled(engine)
    engine.skipComputerPause()  # even a skip waits while the game is paused
    QTest.qWait(20)
    assert engine.computer_pending and not computer_rolled(engine)
    engine.setPaused(False)
    qtbot.waitUntil(lambda: computer_rolled(engine), timeout=5000)
    assert not engine.can_undo


def penta_state(engine: PentaEngine) -> tuple:
    return (*game_fields(engine.game), len(engine.decisions))


def test_penta_undo_during_the_pause_restores_exactly_and_ana_plays_again(qtbot) -> None:
    timing = timing_at(800)
    engine = PentaEngine(PENTA_VS_COMPUTER, timing, random.Random(4))
    engine.start()
    engine.roll()
    landed(engine)
    engine.toggleHold(1)  # a hold kept through the undo
    before = penta_state(engine)
    said = record_pending(engine)
    assert engine.scoreBox(Box.CHANCE)
    assert engine.computer_pending
    assert engine.undo()
    assert said == [True, False]
    assert penta_state(engine) == before
    assert not engine.computer_pending and not engine.is_computer_turn
    assert [t for t in engine._timers() if t.isActive()] == []
    assert engine.scoreBox(Box.FOURS)  # Ana chooses again: the computer's turn waits again
    assert engine.computer_pending and engine.can_undo
    assert said == [True, False, True]


def test_farkle_undo_during_the_pause_restores_exactly_and_ana_plays_again(qtbot) -> None:
    engine = FarkleEngine(FARKLE_VS_COMPUTER, timing_at(800), ScriptedRng([1, 5, 3, 4, 6, 6]))
    engine.roll()
    landed(engine)
    engine.toggleDie(0)
    engine.toggleDie(1)
    game = engine.game

    def state() -> tuple:
        return game_fields(game)

    before = state()
    engine.bank()
    assert engine.computer_pending and engine.game.totals[0] == 150
    assert engine.undo()
    assert state() == before and engine.game is game
    assert not engine.computer_pending and not engine.is_computer_turn
    assert not engine.computer_timer.isActive()
    engine.toggleDie(1)  # Ana plays on: she keeps only the 1 and banks 100
    engine.bank()
    assert engine.game.totals[0] == 100 and engine.computer_pending


def test_a_new_game_ends_the_pause(qtbot) -> None:
    engine = penta_scored(timing_at(800))
    said = record_pending(engine)
    engine.newGame()
    assert said == [False] and not engine.computer_pending


def test_a_computer_turn_with_nothing_to_undo_does_not_wait(qtbot) -> None:
    # Farkle: Ana farkles (nothing to undo): the computer starts at its pace
    engine = FarkleEngine(FARKLE_VS_COMPUTER, timing_at(800), ScriptedRng([2, 2, 3, 3, 4, 6]))
    said = record_pending(engine)
    engine.roll()
    landed(engine)
    assert engine.game.farkled
    engine.endTurn()
    assert engine.is_computer_turn and not engine.can_undo
    assert engine.computer_timer.isActive() and not engine.computer_pending
    # Penta: a game resumed on the computer's turn
    game = PentaGame(PENTA_VS_COMPUTER.players(), random.Random(1))
    game.roll()
    game.score(Box.CHANCE)
    resumed = PentaEngine(PENTA_VS_COMPUTER, timing_at(800), game.rng, game=game)
    said += record_pending(resumed)
    resumed.start()
    assert resumed.is_computer_turn and resumed.computer_timer.isActive()
    assert not resumed.computer_pending and said == []


def test_between_two_humans_there_is_no_pending_pause(qtbot) -> None:
    engine = PentaEngine(GameSetup(humans=("Ana", "Rui"), with_computer=False), timing_at(800))
    engine.start()
    engine.roll()
    landed(engine)
    engine.scoreBox(Box.CHANCE)
    assert engine.can_undo and not engine.computer_pending
