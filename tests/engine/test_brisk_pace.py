"""A computer that keeps up (issue 34 item 4): at the brisk paces (Normal, Fast, Instant)
the computer's turn starts at once, the human's move stays undoable for ``undo_grace_ms``
meanwhile, and an undo takes the computer's unfinished turn back with that move, exactly.
At the Instant pace the whole turn is played at once, every step still signalled."""

from __future__ import annotations

import copy
import random
from dataclasses import replace

from support.snapshots import game_fields

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import ManualClock, Timing
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.persist.settings import PACE_DELAY_MS, WAITING_PACES, Pace

TABLE = GameSetup(humans=("Ana", "Bruno"), with_computer=True)


def brisk(pace: Pace, clock: ManualClock, seed: int = 7) -> PentaEngine:
    timing = replace(
        Timing(), computer_step_ms=PACE_DELAY_MS[pace], roll_animation_ms=450, clock=clock
    )
    engine = PentaEngine(TABLE, timing, random.Random(seed))
    engine.computer_waits = pace in WAITING_PACES
    engine.start()
    return engine


def human_scores(engine: PentaEngine, clock: ManualClock, box: Box) -> None:
    engine.roll()
    clock.run_until(lambda: not engine.rolling, within_ms=1000)
    assert engine.scoreBox(box)


def test_at_normal_the_computer_plays_at_once_and_undo_takes_its_turn_back(qtbot) -> None:
    clock = ManualClock()
    engine = brisk(Pace.NORMAL, clock)
    human_scores(engine, clock, Box.CHANCE)  # Ana
    engine.roll()
    clock.run_until(lambda: not engine.rolling, within_ms=1000)
    before = copy.deepcopy(game_fields(engine.game))  # just before Bruno's move
    assert engine.scoreBox(Box.CHANCE)
    assert engine.is_computer_turn and not engine.computer_pending  # no card: it plays
    steps: list[str] = []
    engine.computerStep.connect(lambda kind, _payload: steps.append(kind))
    clock.run_until(lambda: "hold" in steps or engine.game.current == 0, within_ms=2500)
    assert engine.game.dice is not None or engine.game.current == 0  # it has rolled
    assert engine.can_undo  # 2.5 s after Bruno's move: still his to take back
    assert engine.undo()
    assert game_fields(engine.game) == before  # the computer's rolls and holds gone too
    assert engine.game.current == 1 and not engine.is_computer_turn


def test_the_undo_window_closes_after_the_grace_time(qtbot) -> None:
    clock = ManualClock()
    engine = brisk(Pace.NORMAL, clock)
    human_scores(engine, clock, Box.CHANCE)
    human_scores(engine, clock, Box.CHANCE)
    clock.advance(engine.timing.undo_grace_ms - 1)
    assert engine.can_undo
    clock.advance(2)
    assert not engine.can_undo


def test_at_the_waiting_paces_the_card_still_holds_the_computer(qtbot) -> None:
    clock = ManualClock()
    engine = brisk(Pace.SLOW, clock)
    human_scores(engine, clock, Box.CHANCE)
    human_scores(engine, clock, Box.CHANCE)
    assert engine.computer_pending and engine.game.dice is None


def test_at_instant_the_whole_turn_is_played_at_once(qtbot) -> None:
    clock = ManualClock()
    engine = brisk(Pace.INSTANT, clock)
    steps: list[str] = []
    engine.computerStep.connect(lambda kind, _payload: steps.append(kind))
    human_scores(engine, clock, Box.CHANCE)
    human_scores(engine, clock, Box.CHANCE)
    clock.advance(0)  # the step timer of 0 ms: nothing else
    assert engine.game.current == 0 and engine.game.sheets[2].scores.count(None) == 12
    assert steps.count("roll") >= 1 and steps[-1] == "select"  # every step signalled
    assert engine.can_undo  # the window stays open after the turn, until Ana rolls
    engine.roll()
    assert not engine.can_undo


def test_farkle_at_normal_an_undo_takes_the_computers_rolls_back(qtbot) -> None:
    from support.scripted import ScriptedRng

    from dicegame.games.farkle.core import FARKLE
    from dicegame.games.farkle.engine.engine import FarkleEngine

    clock = ManualClock()
    timing = replace(Timing(), computer_step_ms=PACE_DELAY_MS[Pace.NORMAL], clock=clock)
    setup = GameSetup(FARKLE, ("Ana",), with_computer=True)
    engine = FarkleEngine(setup, timing, ScriptedRng([1, 2, 3, 4, 6, 6]))
    engine.computer_waits = False
    engine.roll()
    clock.run_until(lambda: not engine.rolling, within_ms=1000)
    engine.toggleDie(0)
    before = copy.deepcopy(game_fields(engine.game))
    engine.bank()
    assert engine.is_computer_turn and not engine.computer_pending
    clock.run_until(lambda: engine.game.roll_dice != (), within_ms=2000)  # it rolled
    assert engine.can_undo
    assert engine.undo()
    assert game_fields(engine.game) == before
