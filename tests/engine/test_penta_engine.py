"""The Penta engine: slots, signals, refusals, auto-score, computer turns, hints, review."""

from __future__ import annotations

import copy
import json
import random

import pytest
from support.scripted import ScriptedRng

from dicegame.core.common import Player
from dicegame.core.saves import SaveFormatError
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import ManualClock, Timing
from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet
from dicegame.games.penta.engine.engine import (
    DECISIONS_KEY,
    PentaEngine,
    Refusal,
    best_choice,
    decisions_from_json,
    decisions_to_json,
)

SACRIFICE_DICE = [1, 1, 3, 4, 6]


class Recorder:
    """Collects every signal of an engine as (name, args) in order."""

    NAMES = (
        "diceRolled",
        "holdsChanged",
        "boxSelected",
        "boxScored",
        "turnChanged",
        "sacrificeChanged",
        "countdownTick",
        "autoScored",
        "computerStep",
        "gameOver",
        "actionRefused",
        "stateChanged",
    )

    def __init__(self, engine: PentaEngine) -> None:
        self.events: list[tuple[str, tuple]] = []
        for name in self.NAMES:
            getattr(engine, name).connect(lambda *args, n=name: self.events.append((n, args)))

    def args(self, name: str) -> list[tuple]:
        return [args for event, args in self.events if event == name]


def sheet_with(**filled: int) -> Sheet:
    """A sheet with the named boxes filled (e.g. ``sheet_with(ONES=2, PENTA=50)``)."""
    scores: list[int | None] = [None] * len(Box)
    for name, points in filled.items():
        scores[Box[name]] = points
    return Sheet(tuple(scores))


def make_engine(
    dice: list[int] | None = None,
    humans: tuple[str, ...] = ("Ana",),
    computer: bool = False,
    sheets: list[Sheet] | None = None,
    timing: Timing | None = None,
) -> tuple[PentaEngine, Recorder]:
    setup = GameSetup(humans=humans, with_computer=computer)
    rng = ScriptedRng(dice or [])
    game = PentaGame(setup.players(), rng)
    if sheets is not None:
        game.sheets = list(sheets)
    engine = PentaEngine(setup, timing or Timing.fast(), rng, game=game)
    recorder = Recorder(engine)
    engine.start()
    return engine, recorder


def test_roll_reports_dice_and_which_rolled(qtbot) -> None:
    engine, rec = make_engine([2, 3, 4, 5, 6, 1, 1, 6])
    assert engine.roll()
    assert rec.args("diceRolled")[-1] == ((2, 3, 4, 5, 6), (0, 1, 2, 3, 4))
    assert engine.toggleHold(1) and engine.toggleHold(3)
    assert rec.args("holdsChanged")[-1] == ((False, True, False, True, False),)
    assert engine.roll()
    assert rec.args("diceRolled")[-1] == ((1, 3, 1, 5, 6), (0, 2, 4))
    assert engine.game.held == (False, True, False, True, False)  # holds survive a roll
    assert rec.events[-1][0] == "stateChanged"


def test_illegal_actions_are_refused_not_raised(qtbot) -> None:
    engine, rec = make_engine()
    assert not engine.toggleHold(0)
    assert not engine.selectBox(Box.CHANCE)
    assert not engine.validate()
    assert [args[0] for args in rec.args("actionRefused")] == [
        Refusal.NOT_ROLLED,
        Refusal.NOT_ROLLED,
        Refusal.NO_BOX_SELECTED,
    ]
    for _ in range(3):
        engine.roll()
    assert not engine.roll()
    assert not engine.toggleHold(2)
    assert rec.args("actionRefused")[-2:] == [(Refusal.NO_ROLLS_LEFT,), (Refusal.NO_ROLLS_LEFT,)]
    assert engine.game.rolls_left == 0


def test_select_and_validate_scores_and_passes_the_turn(qtbot) -> None:
    engine, rec = make_engine([6, 6, 6, 2, 2], humans=("Ana", "Rui"))
    engine.roll()
    assert engine.selectBox(Box.FULL_HOUSE)
    assert rec.args("boxSelected")[-1] == (Box.FULL_HOUSE,)
    assert engine.validate()
    assert rec.args("boxScored") == [(0, Box.FULL_HOUSE, 25)]
    assert rec.args("turnChanged")[-1] == (1,) and engine.game.round == 1
    assert engine.game.sheets[0][Box.FULL_HOUSE] == 25
    assert engine.selected is None
    engine.roll()
    assert not engine.selectBox(Box.PENTA) or engine.selected is Box.PENTA
    assert engine.scoreBox(Box.CHANCE)
    assert rec.args("turnChanged")[-1] == (0,) and engine.game.round == 2


def test_filled_box_is_refused(qtbot) -> None:
    engine, rec = make_engine([1, 2, 3, 4, 5], sheets=[sheet_with(CHANCE=20)])
    engine.roll()
    assert not engine.selectBox(Box.CHANCE)
    assert rec.args("actionRefused")[-1] == (Refusal.BOX_FILLED,)
    assert engine.selected is None


def test_auto_score_after_the_third_roll_writes_the_strategy_box(qtbot) -> None:
    timing = Timing(auto_score_ms=60, countdown_tick_ms=20, computer_step_ms=1, roll_animation_ms=0)
    engine, rec = make_engine([3, 3, 3, 5, 2] * 3, timing=timing)
    engine.roll()
    engine.roll()
    assert not engine.countdown_active
    engine.roll()
    assert engine.countdown_active
    expected = strategy.best_box(engine.game.sheet, engine.game.dice)
    with qtbot.waitSignal(engine.autoScored, timeout=2000) as blocker:
        pass
    assert blocker.args == [expected]
    assert engine.game.sheets[0][expected] is not None
    assert [args[0] for args in rec.args("countdownTick")][-2:] == [1, 0]
    assert engine.decisions[-1].auto and engine.decisions[-1].choice is expected


def test_selecting_a_box_cancels_the_auto_score(qtbot) -> None:
    clock = ManualClock()
    timing = Timing(
        auto_score_ms=60, countdown_tick_ms=20, computer_step_ms=1, roll_animation_ms=0, clock=clock
    )
    engine, rec = make_engine(timing=timing)
    for _ in range(3):
        engine.roll()
    assert engine.countdown_active
    engine.selectBox(Box.CHANCE)
    assert not engine.countdown_active
    assert rec.args("countdownTick")[-1] == (0,)
    clock.advance(60_000)
    assert rec.args("autoScored") == []
    assert engine.game.sheets[0].filled_count == 0


def test_the_real_auto_score_waits_three_seconds_after_the_dice_land(qtbot) -> None:
    clock = ManualClock()  # the real intervals, on virtual time
    engine, rec = make_engine([1, 2, 3, 4, 6] * 3, timing=Timing(clock=clock))
    for _ in range(3):
        assert engine.roll()
        assert clock.run_until(lambda: not engine.rolling, within_ms=2000) == 450
    elapsed = clock.run_until(lambda: rec.args("autoScored") != [], within_ms=5000)
    assert elapsed == 3000
    assert [args[0] for args in rec.args("countdownTick")][-4:] == [3, 2, 1, 0]


def test_sacrifice_message_when_no_open_box_scores(qtbot) -> None:
    # 1,1,3,4,6 scores in Aces, Threes, Fours, Sixes and Chance: fill those.
    sheet = sheet_with(ONES=3, THREES=9, FOURS=12, SIXES=18, CHANCE=22)
    engine, rec = make_engine(SACRIFICE_DICE, sheets=[sheet])
    engine.roll()
    assert rec.args("sacrificeChanged")[-1] == (True,)
    engine.scoreBox(Box.PENTA)
    assert rec.args("sacrificeChanged")[-1] == (False,)


def test_joker_forbidden_boxes_cannot_be_chosen(qtbot) -> None:
    engine, rec = make_engine([4] * 5, sheets=[sheet_with(PENTA=50)])
    engine.roll()
    assert not engine.selectBox(Box.CHANCE)
    assert rec.args("actionRefused")[-1] == (Refusal.JOKER_RULE,)
    assert not engine.scoreBox(Box.FOUR_OF_A_KIND)
    assert engine.scoreBox(Box.FOURS)
    assert engine.game.sheets[0].total == 50 + 20 + 100


def test_a_game_against_the_computer_finishes(qtbot) -> None:
    setup = GameSetup(humans=("Ana",))
    game = PentaGame([Player("AI", is_computer=True)], random.Random(7))
    engine = PentaEngine(setup, Timing.fast(), game=game)
    rec = Recorder(engine)
    with qtbot.waitSignal(engine.gameOver, timeout=20000) as blocker:
        engine.start()
    ranking = blocker.args[0]
    assert ranking[0][2].name == "AI" and ranking[0][3] == game.sheets[0].total
    steps = {args[0] for args in rec.args("computerStep")}
    assert {"roll", "select"} <= steps
    assert len(rec.args("boxScored")) == 13
    assert engine.decisions == []  # the computer's moves are not reviewed
    assert not engine.roll()
    assert rec.args("actionRefused")[-1] == (Refusal.GAME_OVER,)


def test_human_input_is_refused_during_the_computer_turn(qtbot) -> None:
    engine, rec = make_engine([5, 5, 5, 5, 5], humans=("Ana",), computer=True)
    engine.roll()
    engine.scoreBox(Box.PENTA)
    assert engine.is_computer_turn
    assert not engine.roll()
    assert rec.args("actionRefused")[-1] == (Refusal.COMPUTER_TURN,)
    qtbot.waitUntil(lambda: not engine.is_computer_turn, timeout=5000)
    assert engine.game.sheets[1].filled_count == 1
    assert engine.game.current == 0 and engine.game.round == 2


def test_hint_gives_the_best_hold_and_the_cost_of_the_current_one(qtbot) -> None:
    engine, _ = make_engine([6, 6, 6, 1, 2])
    assert engine.hint() is None  # nothing rolled yet
    engine.roll()
    hint = engine.hint()
    best, value = best_choice(engine.game.sheet, engine.game.dice, 2)
    assert hint.best == best and hint.best_value == value
    assert hint.current == () and hint.cost > 0  # holding nothing: reroll all five
    for index in range(3):
        engine.toggleHold(index)
    hint = engine.hint()
    assert hint.current == (6, 6, 6)
    assert hint.cost == strategy.decision_loss(engine.game.sheet, engine.game.dice, 2, (6, 6, 6))
    engine.selectBox(Box.CHANCE)
    assert engine.hint().current is Box.CHANCE


def test_hint_after_the_third_roll_is_the_best_box(qtbot) -> None:
    engine, _ = make_engine([2, 3, 4, 5, 6] * 3)
    for _ in range(3):
        engine.roll()
    hint = engine.hint()
    assert hint.best is strategy.best_box(engine.game.sheet, engine.game.dice)
    assert hint.best is Box.LARGE_STRAIGHT
    assert hint.current is None


def test_review_prices_every_human_decision(qtbot) -> None:
    engine, _ = make_engine([6, 6, 6, 6, 2, 1, 2, 3, 4, 5], humans=("Ana", "Rui"))
    engine.roll()
    engine.roll()  # Ana rerolls everything, throwing away four 6s: a bad hold
    engine.scoreBox(Box.LARGE_STRAIGHT)
    reviews = engine.review(seat=0)
    assert [r.decision.choice for r in reviews] == [(), Box.LARGE_STRAIGHT]
    assert reviews[0].loss > 5
    assert reviews[0].best == (6, 6, 6, 6)
    assert all(r.loss >= 0 for r in reviews)


def test_a_sacrificed_box_with_points_elsewhere_shows_a_loss(qtbot) -> None:
    engine, _ = make_engine([6, 6, 6, 5, 5])
    engine.roll()
    engine.scoreBox(Box.ONES)  # 0 points while Full house pays 25
    (review,) = engine.review()
    assert review.decision.rolls_left == 2
    assert review.loss > 10 and review.best is not Box.ONES


def played_decisions(qtbot) -> PentaEngine:
    """Ana: a hold, then Chance; Rui: a box at once; Ana holds again (round 2)."""
    engine, _ = make_engine(
        [6, 6, 6, 2, 1, 3, 4, 5, 1, 1, 1, 2, 2, 6, 6, 6, 6, 6, 5], humans=("Ana", "Rui")
    )
    engine.roll()
    for index in (0, 1, 2):
        engine.toggleHold(index)
    engine.roll()
    engine.scoreBox(Box.CHANCE)
    engine.roll()
    engine.scoreBox(Box.FULL_HOUSE)
    engine.roll()
    engine.roll()
    return engine


def test_decisions_go_through_json_and_come_back_equal(qtbot) -> None:
    engine = played_decisions(qtbot)
    choices = [d.choice for d in engine.decisions]
    assert choices == [(6, 6, 6), Box.CHANCE, Box.FULL_HOUSE, ()]
    extra = json.loads(json.dumps(engine.save_extra()))
    again = PentaEngine(engine.setup, Timing.fast(), game=engine.game)  # the resumed game
    assert again.restore_extra(extra)
    assert again.decisions == engine.decisions
    assert [r.loss for r in again.review()] == [r.loss for r in engine.review()]
    assert decisions_from_json(extra[DECISIONS_KEY], engine.game.players) == engine.decisions


def sheet_json(**filled: int) -> dict:
    return {"scores": list(sheet_with(**filled).scores), "penta_bonuses": 0}


def spoiled(extra: dict, index: int, **changes) -> dict:
    data = copy.deepcopy(extra)
    data[DECISIONS_KEY][index].update(changes)
    return data


def test_bad_review_data_is_dropped_without_a_crash(qtbot) -> None:
    engine = played_decisions(qtbot)
    good = engine.save_extra()
    bad = [
        {},  # no decisions kept
        {DECISIONS_KEY: "many"},
        {DECISIONS_KEY: [None]},
        spoiled(good, 0, seat=2),  # no such seat
        spoiled(good, 0, seat=True),
        spoiled(good, 1, box="BIGGEST"),
        spoiled(good, 1, round=2, sheet=sheet_json(CHANCE=20)),  # Chance was filled
        spoiled(good, 0, keep=[6, 6, 6, 6]),  # three 6s on the dice
        spoiled(good, 0, rolls_left=0),  # a hold needs a roll left
        spoiled(good, 0, dice=[6, 6, 6, 2, 7]),
        spoiled(good, 0, round=3),  # an empty sheet is round 1
        spoiled(good, 2, sheet={"scores": [50] * 13, "penta_bonuses": 0}),
        spoiled(good, 0, auto="no"),
        spoiled(good, 0, unknown=1),
        {DECISIONS_KEY: [good[DECISIONS_KEY][0]] * 1000},  # more than a game can hold
    ]
    for extra in bad:
        again = PentaEngine(engine.setup, Timing.fast(), game=engine.game)
        assert not again.restore_extra(extra), extra
        assert again.decisions == []


def test_decisions_of_another_game_are_dropped(qtbot) -> None:
    engine = played_decisions(qtbot)
    extra = engine.save_extra()
    other, _ = make_engine([1, 1, 1, 1, 2, 3, 3, 3, 3, 4], humans=("Ana", "Rui"))
    other.roll()
    other.scoreBox(Box.ONES)  # Ana's Chance is not there: not the same game
    other.roll()
    other.scoreBox(Box.THREES)
    assert not other.restore_extra(extra)
    assert other.decisions == []


def test_a_computer_seat_has_no_decisions_to_restore(qtbot) -> None:
    engine, _ = make_engine([6, 6, 6, 2, 1], computer=True)
    engine.roll()
    engine.scoreBox(Box.CHANCE)
    data = [{**decisions_to_json(engine.decisions)[0], "seat": 1}]  # the computer's seat
    with pytest.raises(SaveFormatError, match="computer"):
        decisions_from_json(data, engine.game.players)


def test_restored_game_resumes_the_countdown(qtbot) -> None:
    setup = GameSetup(humans=("Ana",), with_computer=False)
    game = PentaGame(setup.players(), ScriptedRng([]))
    for _ in range(3):
        game.roll()
    engine = PentaEngine(setup, Timing.fast(), game=game)
    with qtbot.waitSignal(engine.autoScored, timeout=2000):
        engine.start()
    assert game.sheets[0].filled_count == 1


def test_new_game_starts_over(qtbot) -> None:
    engine, rec = make_engine([5, 5, 5, 5, 5])
    engine.roll()
    engine.scoreBox(Box.PENTA)
    engine.newGame()
    assert engine.game.sheets[0].filled_count == 0 and engine.decisions == []
    assert rec.args("turnChanged")[-1] == (0,) and engine.game.round == 1
    assert rec.args("diceRolled")[-1] == ((0, 0, 0, 0, 0), ())


def test_a_roll_with_all_five_dice_held_is_refused(qtbot) -> None:
    engine, rec = make_engine([4, 4, 4, 4, 2])
    assert engine.roll()
    for index in range(5):
        assert engine.toggleHold(index)
    assert not engine.roll()
    assert rec.args("actionRefused")[-1] == (Refusal.ALL_HELD,)
    assert engine.game.rolls_left == 2 and engine.decisions == []


def test_the_auto_score_is_told_apart_while_it_writes(qtbot) -> None:
    engine, _ = make_engine([1, 2, 3, 4, 6] * 3)
    seen: list[bool] = []
    engine.boxScored.connect(lambda *_: seen.append(engine.scoring_automatically))
    for _ in range(3):
        engine.roll()
    qtbot.waitUntil(lambda: bool(seen), timeout=2000)
    assert seen == [True] and not engine.scoring_automatically
