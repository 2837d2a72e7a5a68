"""The Farkle engine: slots, signals, refusals, farkle pause, computer turns, end of game."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.levels import FarkleLevel
from dicegame.games.farkle.core.master import TurnValues, master_table
from dicegame.games.farkle.core.rolls import set_aside_options
from dicegame.games.farkle.core.rules import FarkleGame, FarklePhase
from dicegame.games.farkle.engine.engine import (
    Chances,
    FarkleEngine,
    Refusal,
    expert_advice,
    seat_levels,
    win_chances,
)


class Recorder:
    """Collects every signal of an engine as (name, args) in order."""

    NAMES = (
        "rolled",
        "selectionChanged",
        "dieRefused",
        "actionRefused",
        "turnPointsChanged",
        "banked",
        "farkled",
        "hotDice",
        "lastTurn",
        "turnChanged",
        "gameOver",
        "stateChanged",
    )

    def __init__(self, engine: FarkleEngine) -> None:
        self.events: list[tuple[str, tuple]] = []
        for name in self.NAMES:
            getattr(engine, name).connect(lambda *args, n=name: self.events.append((n, args)))

    def names(self) -> list[str]:
        return [name for name, _ in self.events]

    def args(self, name: str) -> list[tuple]:
        return [args for event, args in self.events if event == name]


def make_engine(
    dice: list[int],
    humans: tuple[str, ...] = ("Ana",),
    with_computer: bool = False,
    target: int = 10000,
    game: FarkleGame | None = None,
    level: FarkleLevel = FarkleLevel.NORMAL,
    timing: Timing | None = None,
) -> FarkleEngine:
    setup = GameSetup(
        kind=FARKLE,
        humans=humans,
        with_computer=with_computer,
        level=level,
        options={"target": target},
    )
    return FarkleEngine(setup, timing or Timing.fast(), ScriptedRng(dice), game=game)


# Steps and banners that wait a minute: the test fires the timers itself.
MANUAL = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000, undo_grace_ms=0)


def test_roll_select_bank_emits_every_change(qtbot) -> None:
    engine = make_engine([1, 5, 2, 3, 4, 6], humans=("Ana", "Rui"))
    events = Recorder(engine)
    assert engine.human_can_roll and not engine.human_can_bank
    engine.roll()
    assert events.args("rolled") == [((1, 5, 2, 3, 4, 6),)]
    assert events.names()[-1] == "stateChanged"
    engine.toggleDie(0)
    assert events.args("selectionChanged")[-1] == ((0,),)
    assert events.args("turnPointsChanged")[-1] == (100,)
    assert engine.human_can_roll and engine.human_can_bank
    engine.toggleDie(1)
    assert events.args("turnPointsChanged")[-1] == (150,)
    engine.toggleDie(1)  # returned to play
    assert events.args("selectionChanged")[-1] == ((0,),)
    engine.bank()
    assert events.args("banked") == [(0, 100)]
    assert events.args("turnChanged")[-1] == (1,)
    assert engine.game.totals == [100, 0]
    assert events.names().count("stateChanged") == 5  # roll, 3 toggles, bank


def test_a_die_that_does_not_count_is_refused(qtbot) -> None:
    engine = make_engine([1, 2, 3, 4, 6, 6])
    events = Recorder(engine)
    engine.roll()
    engine.toggleDie(1)  # the 2
    assert events.args("dieRefused") == [(1,)]
    assert engine.game.selected == frozenset()
    assert "selectionChanged" not in events.names()[-1:]
    assert events.names().count("stateChanged") == 1  # only the roll changed anything


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ("bank", Refusal.WRONG_PHASE),  # nothing rolled yet
        ("endTurn", Refusal.WRONG_PHASE),
    ],
)
def test_illegal_actions_at_turn_start_are_refused(qtbot, action: str, reason: Refusal) -> None:
    engine = make_engine([])
    events = Recorder(engine)
    getattr(engine, action)()
    assert events.args("actionRefused") == [(reason.value,)]
    assert "stateChanged" not in events.names()


def test_rolling_again_without_setting_aside_is_refused(qtbot) -> None:
    engine = make_engine([1, 5, 2, 3, 4, 6])
    events = Recorder(engine)
    engine.roll()
    engine.roll()
    engine.toggleDie(9)
    assert events.args("actionRefused") == [
        (Refusal.NOTHING_SET_ASIDE.value,),
        (Refusal.NO_SUCH_DIE.value,),
    ]
    assert engine.game.roll_dice == (1, 5, 2, 3, 4, 6)


def test_hot_dice_are_announced_once_and_all_six_roll_again(qtbot) -> None:
    engine = make_engine([1, 1, 1, 5, 5, 5, 2, 2, 2, 3, 4, 6])
    events = Recorder(engine)
    engine.roll()
    for index in range(6):
        engine.toggleDie(index)
    assert events.names().count("hotDice") == 1
    assert engine.game.dice_to_roll == 6
    assert engine.risk() == Fraction(5, 216)  # the risk of rolling all six again
    engine.roll()
    assert events.args("rolled")[-1] == ((2, 2, 2, 3, 4, 6),)
    assert engine.game.turn_points == 1500


def test_a_farkle_shows_then_ends_the_turn_by_itself(qtbot) -> None:
    engine = make_engine([1, 2, 3, 4, 6, 6, 2, 3, 4, 6, 2], humans=("Ana", "Rui"))
    events = Recorder(engine)
    engine.roll()
    engine.toggleDie(0)
    engine.roll()  # 2 3 4 6 2: nothing scores
    assert events.args("farkled") == [(0, 100)]
    assert engine.game.phase is FarklePhase.FARKLED
    engine.roll()  # refused while the banner shows
    assert events.args("actionRefused") == [(Refusal.WRONG_PHASE.value,)]
    with qtbot.waitSignal(engine.turnChanged, timeout=2000) as blocker:
        pass
    assert blocker.args == [1]
    assert engine.game.totals == [0, 0]


def test_end_turn_skips_the_farkle_pause(qtbot) -> None:
    engine = make_engine([2, 3, 4, 6, 2, 3], humans=("Ana", "Rui"), timing=MANUAL)
    engine.roll()
    assert engine.banner_timer.isActive()
    engine.endTurn()
    assert engine.game.current == 1 and not engine.banner_timer.isActive()


def test_the_computer_plays_one_visible_step_per_tick(qtbot) -> None:
    # Ana banks 100; the computer rolls 1 1 1 2 3 4, sets aside the 1s, and goes on.
    engine = make_engine([1, 2, 3, 4, 6, 6, 1, 1, 1, 2, 3, 4], with_computer=True, timing=MANUAL)
    timer = engine.computer_timer
    events = Recorder(engine)
    engine.roll()
    engine.toggleDie(0)
    engine.bank()
    assert engine.is_computer_turn and timer.isActive()
    engine.roll()
    assert events.args("actionRefused") == [(Refusal.COMPUTER_TURN.value,)]
    timer.timeout.emit()
    assert events.args("rolled")[-1] == ((1, 1, 1, 2, 3, 4),)
    timer.timeout.emit()
    assert events.args("selectionChanged")[-1] == ((0, 1, 2),)
    assert events.args("turnPointsChanged")[-1] == (1000,)
    ticks = 2
    while engine.is_computer_turn and ticks < 100:
        (engine.banner_timer if engine.banner_timer.isActive() else timer).timeout.emit()
        ticks += 1
    assert engine.game.current == 0
    assert events.args("banked")[-1][0] == 1 or events.args("farkled")[-1][0] == 1


def test_last_turn_for_everyone_else_then_game_over_with_the_computer(qtbot) -> None:
    engine = make_engine(
        [1, 1, 1, 5, 2, 3] + [2, 3, 4, 6, 2, 3],
        humans=("Ana", "Rui"),
        with_computer=True,
        target=5000,
    )
    engine.game.totals = [4200, 3000, 4800]
    events = Recorder(engine)
    engine.roll()  # Ana: 1 1 1 5 -> 1050, banks: 5250
    for index in (0, 1, 2, 3):
        engine.toggleDie(index)
    engine.bank()
    assert events.args("lastTurn") == [(0,)]
    assert engine.game.is_final_round and engine.game.current == 1
    engine.roll()  # Rui farkles
    with qtbot.waitSignal(engine.gameOver, timeout=5000) as blocker:
        pass  # the farkle pause, then the computer's whole turn
    ranking = blocker.args[0]
    best = max(engine.game.totals)
    assert ranking[0][3] == best and ranking[0][2].name in ("Ana", "Computer")
    assert engine.game.is_over and not engine.computer_timer.isActive()
    assert engine.game.totals[0] == 5250
    engine.roll()
    assert events.args("actionRefused")[-1] == (Refusal.GAME_OVER.value,)


def test_a_restored_computer_turn_resumes_by_itself(qtbot) -> None:
    setup = GameSetup(kind=FARKLE, humans=("Ana",), options={"target": 5000})
    game = FarkleGame(setup.players(), target=5000, rng=ScriptedRng([5, 2, 3, 4, 6, 6]))
    game.current, game.turn_number = 1, 2  # as a save taken before the computer's turn
    engine = FarkleEngine(setup, Timing.fast(), game=game)
    with qtbot.waitSignal(engine.turnChanged, timeout=5000) as blocker:
        pass
    assert blocker.args == [0]
    assert engine.game.turn_number == 3


def test_new_game_starts_over(qtbot) -> None:
    engine = make_engine([1, 2, 3, 4, 6, 6], humans=("Ana", "Rui"))
    engine.roll()
    engine.toggleDie(0)
    engine.bank()
    events = Recorder(engine)
    engine.newGame()
    assert engine.game.totals == [0, 0] and engine.game.current == 0
    assert events.args("turnChanged") == [(0,)] and events.names()[-1] == "stateChanged"


def test_expert_advice_follows_the_position() -> None:
    game = FarkleGame(1, rng=ScriptedRng([1, 1, 2, 3, 4, 6, 2, 3, 4, 6]))
    advice = expert_advice(game)
    assert advice.action == "roll" and 500 < advice.expected < 600
    game.roll()
    assert expert_advice(game).action == "set_aside"
    game.toggle(0)
    advice = expert_advice(game)
    assert advice.action == "roll" and advice.expected > 100  # 100 with 5 dice: roll on
    game.toggle(1)
    game.roll()  # 2 3 4 6: a farkle, no choice left
    assert expert_advice(game) is None


def test_the_master_plays_the_tables_best_choice_and_chances_follow(qtbot) -> None:
    # Ana banks 100; the Master rolls 1 5 2 2 3 6 with 0 against 100 at 5 000
    dice = [1, 2, 3, 4, 6, 6, 1, 5, 2, 2, 3, 6] + [2, 3, 4, 6, 2, 3] * 20
    engine = make_engine(
        dice, with_computer=True, target=5000, level=FarkleLevel.MASTER, timing=MANUAL
    )
    timer = engine.computer_timer
    seen: list = []
    engine.chancesChanged.connect(seen.append)
    engine.setChancesWanted(True)
    # the turn recomputed from the quantised table: its value to the rounding (7.6e-6)
    assert seen[-1].seats[0] == pytest.approx(master_table(5000)[0], abs=2e-5)
    engine.roll()
    qtbot.waitUntil(lambda: not engine.rolling)  # set-asides wait for the dice to land
    engine.toggleDie(0)
    engine.bank()
    assert seen[-1].seats[1] == pytest.approx(master_table(5000)[2], abs=2e-5)  # 0 against 100
    timer.timeout.emit()  # the roll
    qtbot.waitUntil(lambda: not engine.rolling)
    assert engine.game.roll_dice == (1, 5, 2, 2, 3, 6)
    options = set_aside_options(engine.game.roll_dice)
    values = TurnValues(5000, 0, 100)

    def best_after(option) -> float:
        return max(values.bank(option.points), values.roll(option.points, option.dice_left))

    best = max(options, key=best_after)
    assert seen[-1].seats[1] == pytest.approx(best_after(best))
    timer.timeout.emit()  # the set-aside
    assert sorted(engine.game.selected_dice) == sorted(best.dice)
    timer.timeout.emit()  # bank or roll on, as the table says
    banks = values.bank(best.points) >= values.roll(best.points, best.dice_left)
    assert (engine.game.current == 0) is banks


def test_chances_are_for_every_table_size() -> None:
    """Issue 35 item 1: two players from the Master's table, larger games from the model of
    each seat's level; everyone's chances sum to 1."""
    two = FarkleGame(["A", "B"], target=10000)
    two.totals = [0, 1500]
    two.current = 1
    chances = win_chances(two)
    assert isinstance(chances, Chances) and not chances.by_level
    assert sum(chances.seats) == pytest.approx(1.0) and chances.seats[1] > 0.5
    for players in (["A", "B", "C"], ["A", "B", "C", "D", "E", "F"]):
        chances = win_chances(FarkleGame(players, target=10000))
        assert isinstance(chances, Chances) and chances.by_level
        assert len(chances.seats) == len(players)
        assert sum(chances.seats) == pytest.approx(1.0) and chances.seats[0] > 1 / len(players)


def test_the_engine_models_the_computer_by_its_level(qtbot) -> None:
    setup = GameSetup(FARKLE, humans=("A", "B"), level=FarkleLevel.NORMAL, options={"target": 5000})
    engine = FarkleEngine(setup, timing=Timing.fast(), rng=random.Random(1))
    assert seat_levels(engine.game, setup.level) == ["expert", "expert", "normal"]
    normal = engine.chances()
    expert = win_chances(engine.game, ["expert"] * 3)
    assert normal is not None and expert is not None
    assert normal.seats[2] < expert.seats[2]  # the Normal makes fewer points a turn
