"""The engines own every timer: the dice land, the countdown starts after, pausing keeps time.

Every engine here counts on a ManualClock (``Timing(..., clock=clock)``): time passes only
when the test advances it, so the remaining times are exact and a busy machine changes
nothing.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from support.scripted import ScriptedRng

from dicegame.core.common import Player
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import ManualClock, Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.engine import engine as farkle_engine
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.rules import Box, PentaGame
from dicegame.games.penta.engine import engine as penta_engine
from dicegame.games.penta.engine.engine import PentaEngine

ROLLING = Timing(
    auto_score_ms=400, countdown_tick_ms=100, computer_step_ms=1, roll_animation_ms=150
)


def penta(
    dice: list[int], timing: Timing, computer_only: bool = False
) -> tuple[PentaEngine, list[tuple[str, tuple]], ManualClock]:
    """An engine for Ana (or for the computer alone) on a manual clock, with every timed
    signal recorded."""
    clock = ManualClock()
    setup = GameSetup(humans=("Ana",), with_computer=False)
    rng = ScriptedRng(dice)
    players = [Player("AI", is_computer=True)] if computer_only else setup.players()
    engine = PentaEngine(setup, replace(timing, clock=clock), rng, game=PentaGame(players, rng))
    events: list[tuple[str, tuple]] = []
    for name in (
        "diceRolled",
        "diceLanded",
        "computerStep",
        "countdownTick",
        "autoScoreTarget",
        "autoScored",
        "actionRefused",
        "gameOver",
    ):
        getattr(engine, name).connect(lambda *args, n=name: events.append((n, args)))
    engine.start()
    events.clear()  # the state announced at the start
    return engine, events, clock


def third_roll(clock: ManualClock, engine: PentaEngine) -> None:
    """Roll three times, each time once the dice have landed."""
    for _ in range(3):
        clock.run_until(lambda: not engine.rolling, within_ms=2000)
        assert engine.roll()


def names(events: list[tuple[str, tuple]]) -> list[str]:
    return [name for name, _ in events]


def test_the_countdown_starts_when_the_dice_have_landed(qtbot) -> None:
    engine, events, clock = penta([2, 3, 4, 5, 6] * 3, ROLLING)
    third_roll(clock, engine)
    assert engine.rolling and not engine.countdown_active
    assert not engine.toggleHold(0) and not engine.selectBox(Box.CHANCE)
    assert events[-2:] == [("actionRefused", (penta_engine.Refusal.DICE_ROLLING,))] * 2
    assert ("countdownTick", (1,)) not in events
    assert clock.run_until(lambda: not engine.rolling, within_ms=2000) == 150  # landed
    # The whole time is left, counted from the landing.
    assert engine.countdown_active and engine.countdown_timer.remainingTime() == 400
    best = strategy.best_box(engine.game.sheet, engine.game.dice)
    assert engine.auto_score_box is best and ("autoScoreTarget", (best,)) in events
    assert names(events).index("diceLanded") < names(events).index("countdownTick")
    assert clock.run_until(lambda: "autoScored" in names(events), within_ms=2000) == 400
    assert events[-1] == ("autoScored", (best,))
    assert ("autoScoreTarget", (None,)) in events  # the mark goes with the countdown


def test_pausing_keeps_the_countdown_remaining_time(qtbot) -> None:
    engine, events, clock = penta([2, 3, 4, 5, 6] * 3, ROLLING)
    third_roll(clock, engine)
    clock.run_until(lambda: engine.countdown_active, within_ms=2000)
    clock.advance(100)
    engine.setPaused(True)
    left = engine.countdown_timer.remainingTime()
    assert left == 300
    clock.advance(60_000)  # far longer than the whole countdown
    assert "autoScored" not in names(events)
    assert engine.countdown_timer.remainingTime() == left and engine.countdown_active
    assert not engine.selectBox(Box.CHANCE)  # nobody plays a game they cannot see
    assert events[-1] == ("actionRefused", (penta_engine.Refusal.PAUSED,))
    engine.setPaused(False)
    assert engine.countdown_timer.remainingTime() == left
    assert clock.run_until(lambda: "autoScored" in names(events), within_ms=2000) == left


def test_a_stop_during_the_countdown_counts_it_again_from_its_start(qtbot) -> None:
    """Reliability R6: SIGSTOP with "3" shown, SIGCONT 30 s later: the box was scored at
    once, "2" and "1" never shown. Now the player gets the whole countdown again."""
    engine, events, clock = penta([2, 3, 4, 5, 6] * 3, Timing(roll_animation_ms=0))
    third_roll(clock, engine)
    clock.run_until(lambda: engine.countdown_active, within_ms=2000)
    clock.advance(500)
    events.clear()
    clock.stop_process(30_000)
    clock.advance(0)  # SIGCONT
    assert "autoScored" not in names(events) and engine.countdown_active
    assert engine.countdown_left == 3
    took = clock.run_until(lambda: "autoScored" in names(events), within_ms=10_000)
    assert took == 3000
    ticks = [args[0] for name, args in events if name == "countdownTick"]
    assert ticks == [2, 1, 0]


@pytest.mark.parametrize("seconds", [3, 5, 10, 30])
def test_each_auto_score_time_counts_down_as_named(qtbot, seconds: int) -> None:
    timing = Timing(computer_step_ms=1, roll_animation_ms=0)
    engine, events, clock = penta([2, 3, 4, 5, 6] * 3, timing)
    engine.set_auto_score_ms(seconds * 1000)
    third_roll(clock, engine)
    ticks = [args[0] for name, args in events if name == "countdownTick"]
    assert ticks == [seconds]
    assert engine.countdown_timer.remainingTime() == seconds * 1000
    took = clock.run_until(lambda: engine.countdown_left == seconds - 1, within_ms=2000)
    assert took == 1000  # one second of the named time
    assert "autoScored" not in names(events)
    took = clock.run_until(lambda: "autoScored" in names(events), within_ms=seconds * 1000)
    assert took == (seconds - 1) * 1000
    ticks = [args[0] for name, args in events if name == "countdownTick"]
    assert ticks == [*range(seconds, 0, -1), 0]


def test_the_real_three_seconds_start_after_the_real_animation(qtbot) -> None:
    engine, events, clock = penta([2, 3, 4, 5, 6] * 3, Timing())
    third_roll(clock, engine)
    assert engine.rolling and Timing().roll_animation_ms == 450
    assert clock.run_until(lambda: not engine.rolling, within_ms=2000) == 450  # landed
    assert names(events)[-3:-1] == ["diceLanded", "countdownTick"]
    assert engine.countdown_timer.remainingTime() == 3000


def test_auto_score_off_never_scores_by_itself(qtbot) -> None:
    timing = Timing(auto_score_ms=0, countdown_tick_ms=10, computer_step_ms=1, roll_animation_ms=0)
    engine, events, clock = penta([2, 3, 4, 5, 6] * 3, timing)
    third_roll(clock, engine)
    clock.advance(60_000)
    assert not engine.countdown_active and engine.auto_score_box is None
    assert [n for n in names(events) if n in ("countdownTick", "autoScored")] == []
    assert engine.game.sheet.filled_count == 0
    assert engine.scoreBox(Box.LARGE_STRAIGHT)  # the player chooses, whenever they like


def test_turning_auto_score_off_stops_a_running_countdown(qtbot) -> None:
    timing = Timing(
        auto_score_ms=200, countdown_tick_ms=10, computer_step_ms=1, roll_animation_ms=0
    )
    engine, events, clock = penta([2, 3, 4, 5, 6] * 3, timing)
    third_roll(clock, engine)
    assert engine.countdown_active
    engine.set_auto_score_ms(0)
    assert not engine.countdown_active and events[-1] == ("autoScoreTarget", (None,))
    clock.advance(60_000)
    assert "autoScored" not in names(events)
    engine.set_auto_score_ms(5000)  # back on: the full new time
    assert engine.countdown_timer.remainingTime() == 5000


def test_the_computer_tells_its_roll_only_when_the_dice_have_landed(qtbot) -> None:
    _engine, events, clock = penta([], Timing(computer_step_ms=1, roll_animation_ms=30), True)
    clock.run_until(lambda: "gameOver" in names(events), within_ms=600_000)
    rolls = [args for name, args in events if name == "diceRolled" and args[1]]
    assert len(rolls) >= 13
    for index, (name, args) in enumerate(events):
        if name == "computerStep" and args[0] == "roll":
            assert events[index - 1] == ("diceLanded", (args[1],))  # said once landed
        if name == "diceRolled" and args[1]:  # tumbling: nothing said until they land
            assert events[index + 1][0] == "diceLanded"


def test_the_computer_waits_while_paused(qtbot) -> None:
    engine, events, clock = penta([], Timing.fast(), computer_only=True)
    engine.setPaused(True)
    clock.advance(60_000)
    assert engine.game.dice is None and "diceRolled" not in names(events)
    engine.setPaused(False)
    assert clock.run_until(lambda: "computerStep" in names(events), within_ms=100) >= 1


# ----- Farkle --------------------------------------------------------------------------------
def farkle(
    dice: list[int], timing: Timing, with_computer: bool = False
) -> tuple[FarkleEngine, list[tuple[str, tuple]], ManualClock]:
    clock = ManualClock()
    setup = GameSetup(FARKLE, humans=("Ana",), with_computer=with_computer)
    engine = FarkleEngine(setup, replace(timing, clock=clock), ScriptedRng(dice))
    events: list[tuple[str, tuple]] = []
    for name in ("rolled", "diceLanded", "farkled", "selectionChanged", "actionRefused"):
        getattr(engine, name).connect(lambda *args, n=name: events.append((n, args)))
    return engine, events, clock


def test_farkle_dice_cannot_be_set_aside_while_rolling(qtbot) -> None:
    timing = Timing(roll_animation_ms=150, banner_ms=1, computer_step_ms=1)
    engine, events, clock = farkle([1, 5, 2, 3, 4, 6], timing)
    engine.roll()
    assert engine.rolling and not engine.human_can_bank
    engine.toggleDie(0)
    assert events[-1] == ("actionRefused", (farkle_engine.Refusal.DICE_ROLLING.value,))
    assert engine.game.selected == frozenset()
    clock.advance(149)
    assert engine.rolling
    clock.advance(1)
    assert not engine.rolling and names(events)[-1] == "diceLanded"
    engine.toggleDie(0)
    assert engine.game.selected == frozenset({0})


def test_a_farkle_is_told_when_the_dice_land_and_waits_while_paused(qtbot) -> None:
    timing = Timing(roll_animation_ms=150, banner_ms=100, computer_step_ms=1)
    engine, events, clock = farkle([2, 3, 4, 6, 2, 3], timing)
    engine.roll()
    assert "farkled" not in names(events)  # the dice are still tumbling
    assert clock.run_until(lambda: "farkled" in names(events), within_ms=2000) == 150
    assert names(events)[-2:] == ["diceLanded", "farkled"]
    engine.setPaused(True)
    clock.advance(60_000)
    assert engine.banner_timer.isActive() and engine.game.turn_number == 1
    engine.setPaused(False)
    assert clock.run_until(lambda: engine.game.turn_number == 2, within_ms=2000) <= 100


def test_the_farkle_computer_waits_while_paused_and_acts_after_landing(qtbot) -> None:
    timing = Timing(roll_animation_ms=60, banner_ms=1, computer_step_ms=1)
    engine, events, clock = farkle([1, 2, 3, 4, 6, 6, 5, 5, 1, 2, 3, 4], timing, with_computer=True)
    engine.roll()
    clock.run_until(lambda: not engine.rolling, within_ms=2000)
    engine.toggleDie(0)
    engine.bank()
    engine.setPaused(True)  # before its first step
    assert engine.is_computer_turn
    clock.advance(60_000)
    assert names(events).count("rolled") == 1  # only Ana's roll: the computer waits
    engine.setPaused(False)
    clock.run_until(lambda: not engine.is_computer_turn, within_ms=60_000)
    for index, (name, _) in enumerate(events):
        if name == "rolled":  # cleared, then landed, before it sets anything aside
            assert [n for n, _ in events[index + 1 : index + 3]] == [
                "selectionChanged",
                "diceLanded",
            ]
