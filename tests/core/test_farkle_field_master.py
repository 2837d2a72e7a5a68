"""The Farkle Master at tables of 3-6: its chances after banking are the model's, its turn
solver is the plain recursion over the rolls, and its in-game choices are its solver's."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest
from support import field_reference
from support.master_tables import damaged_tables

from dicegame.games.farkle.core import field as field_module
from dicegame.games.farkle.core import levels as farkle_levels
from dicegame.games.farkle.core.ai import ExpertAI, play_turn
from dicegame.games.farkle.core.field import _Standing, chances_before_final, chances_in_final
from dicegame.games.farkle.core.field_master import (
    FieldMasterAI,
    _own_profile,
    _shifted,
    field_plan,
    final_plan,
    plan_for,
    sample_steps,
)
from dicegame.games.farkle.core.field_race import (
    _bump,
    _grid,
    _profile,
    _standing_profile,
    bin_units,
    seat_gap,
    standing_profiles,
)
from dicegame.games.farkle.core.levels import make_ai, offered_levels
from dicegame.games.farkle.core.master import MasterAI, TurnPlan
from dicegame.games.farkle.core.rolls import STEP, roll_outcomes, set_aside_options
from dicegame.games.farkle.core.rules import FarkleGame, FarklePhase
from dicegame.games.farkle.core.turns import EXPERT, point

EXPERTS = ("expert",) * 6


@pytest.mark.parametrize(
    ("target", "totals", "mover"),
    [
        (10000, (0, 0, 0), 0),
        (5000, (4000, 4500, 3000), 2),
        (15000, (12000, 9000, 14000, 6000), 1),
        (10000, (2000, 0, 5000, 7500, 9800, 4000), 4),
    ],
)
def test_the_chance_after_banking_is_the_models_at_the_computed_grid_points(
    target: int, totals: tuple[int, ...], mover: int
) -> None:
    levels = ["normal", "expert", "expert", "normal", "normal", "expert"][: len(totals)]
    levels[mover] = "master"  # the model plays the Master's turns as the Expert's
    plan = field_plan(target, totals, mover, tuple(levels))
    size = bin_units(target)
    gap = seat_gap(target, totals[mover])
    for k in (0, 1, 2, 3, gap - 1, gap, gap + 1):  # always computed, not interpolated
        if k * size > plan.top:
            continue
        model = chances_before_final(target, totals, mover, levels, point(k * size))[mover]
        assert plan.bank(k * size * STEP) == pytest.approx(model, abs=1e-9)
    assert plan.farkle == plan.bank(0)


def test_the_computed_grid_points_cover_the_start_and_the_target() -> None:
    steps = sample_steps(40, 50, 12)
    assert steps[:7] == list(range(7))  # every step of the turn's start
    assert 39 in steps and steps[-11:] == list(range(40, 51))  # the target on
    assert len([k for k in steps if k < 40]) == 12
    assert sample_steps(3, 20, 12)[:3] == [0, 1, 2]


@pytest.mark.parametrize(
    ("totals", "mover", "still", "levels"),
    [
        ((8000, 10500, 9000), 0, (2,), EXPERTS[:3]),
        ((8000, 10500, 9000), 2, (), EXPERTS[:3]),
        ((9500, 10050, 9900, 10050, 7000), 4, (0, 2), ("normal", "expert") * 2 + ("expert",)),
    ],
)
def test_in_the_final_round_the_chance_after_banking_is_the_exact_models(
    totals: tuple[int, ...], mover: int, still: tuple[int, ...], levels: tuple[str, ...]
) -> None:
    plan = final_plan(totals, mover, still, levels)
    for t in range(0, plan.top + 1, 3):
        total = totals[mover] + STEP * t
        model = chances_in_final(totals, still, levels, mover, {total: 1.0})[mover]
        assert plan.bank(STEP * t) == pytest.approx(model, abs=1e-12)


def _recursion(plan: TurnPlan):
    """The turn solved by the plain recursion over every roll, from the plan's chances
    after banking and after a farkle (independent of its solver's unrolled loops)."""

    @cache
    def roll(t: int, dice: int) -> float:
        value = 1.0 - sum(o.probability for o in roll_outcomes(dice))
        value *= plan.farkle
        for outcome in roll_outcomes(dice):
            value += outcome.probability * max(
                choice(t + points // STEP, left) for points, left in outcome.options
            )
        return value

    @cache
    def choice(t: int, dice: int) -> float:
        bank = plan.bank(STEP * t)
        return bank if t >= plan.top else max(bank, roll(t, dice))

    return roll, choice


@pytest.mark.parametrize(
    "plan",
    [
        field_plan(5000, (1500, 3000, 2500), 0, EXPERTS[:3]),
        final_plan((4000, 5300, 4600), 0, (2,), EXPERTS[:3]),
    ],
)
def test_the_turn_solver_is_the_plain_recursion(plan: TurnPlan) -> None:
    roll, _ = _recursion(plan)
    for t in range(plan.top - 1, -1, -1):  # from the top down: shallow recursion
        for dice in range(1, 7):
            assert plan.roll(STEP * t, dice) == pytest.approx(roll(t, dice), abs=1e-12)


def _positions(seats: int, seed: int, count: int):
    """Positions of Expert-played games just after a scoring roll, final rounds included."""
    rng = random.Random(seed)
    expert = ExpertAI()
    found = 0
    while found < count:
        game = FarkleGame(seats, target=5000, rng=random.Random(rng.getrandbits(32)))
        stop = rng.randrange(3 * seats, 14 * seats)
        for _ in range(stop):
            if game.is_over:
                break
            for _ in play_turn(game, expert):
                pass
        if game.is_over:
            continue
        game.roll()
        while game.phase is FarklePhase.CHOOSING and rng.random() < 0.4:
            game.select(expert.choose_set_aside(game))
            if game.is_over or not game.can_bank:
                break
            game.roll()
        if game.phase is FarklePhase.CHOOSING:
            found += 1
            yield game


@pytest.mark.parametrize("seats", [3, 4, 6])
def test_the_masters_choices_in_a_game_are_its_solvers(seats: int) -> None:
    master = FieldMasterAI()
    final_rounds = 0
    for game in _positions(seats, seats, 30):
        final_rounds += game.is_final_round
        _, choice = _recursion(plan_for(game, EXPERTS[:seats]))
        t = game.turn_points // STEP
        values = {
            o.dice: choice(t + o.points // STEP, o.dice_left)
            for o in set_aside_options(game.roll_dice)
        }
        chosen = master.choose_set_aside(game)
        dice = tuple(sorted(game.roll_dice[i] for i in chosen))
        assert values[dice] == pytest.approx(max(values.values()), abs=1e-12)
        game.select(chosen)
        if game.can_bank:
            roll, _ = _recursion(plan_for(game, EXPERTS[:seats]))
            bank = plan_for(game, EXPERTS[:seats]).bank(game.turn_total)
            rolled = roll(game.turn_total // STEP, game.dice_to_roll)
            if abs(bank - rolled) > 1e-12:
                assert master.should_bank(game) is (bank > rolled)
    assert final_rounds  # the final round's play is checked too


def test_with_two_players_the_master_plays_its_table() -> None:
    table, field = MasterAI(), FieldMasterAI()
    for game in _positions(2, 7, 10):
        assert field.choose_set_aside(game) == table.choose_set_aside(game)
        game.select(field.choose_set_aside(game))
        assert field.should_bank(game) is table.should_bank(game)


@pytest.mark.parametrize("seats", [3, 6])
def test_the_master_plays_whole_games_at_larger_tables(seats: int) -> None:
    game = FarkleGame(seats, target=5000, rng=random.Random(seats))
    players = [make_ai("master")] + [make_ai("expert")] * (seats - 1)
    while not game.is_over:
        for _ in play_turn(game, players[game.current]):
            pass
    assert max(game.totals) >= 5000


def test_the_levels_offered_at_each_table(tmp_path: Path, monkeypatch) -> None:
    assert make_ai("master") == FieldMasterAI()
    assert offered_levels(2, 10000) == ("normal", "expert", "master")
    assert offered_levels(3, 10000) == ("normal", "expert", "master")
    with damaged_tables(tmp_path, 15000):  # two players need the target's table
        assert offered_levels(2, 15000) == ("normal", "expert")
        assert "master" in offered_levels(4, 15000)
    monkeypatch.setattr(farkle_levels, "FIELD_MASTER_OFFERED", False)
    assert offered_levels(3, 10000) == ("normal", "expert")
    assert offered_levels(2, 10000) == ("normal", "expert", "master")


# ----- issue 35 item 8: the faster turn is the former one, bit for bit ----------------------


def _random_positions(count: int, seed: int):
    rng = random.Random(seed)
    for _ in range(count):
        seats = rng.choice((3, 4, 5, 6))
        target = rng.choice((5000, 10000, 15000))
        totals = tuple(STEP * rng.randrange(target // STEP) for _ in range(seats))
        levels = tuple(rng.choice(("normal", "expert", "master")) for _ in range(seats))
        yield target, totals, rng.randrange(seats), levels


def test_the_faster_turn_equals_the_former_computation_bit_for_bit() -> None:
    for target, totals, mover, levels in _random_positions(40, 358):
        field_plan.cache_clear()
        plan = field_plan(target, totals, mover, levels)
        former = field_reference.field_plan(target, totals, mover, levels)
        assert list(plan._banks) == list(former._banks), (target, totals, mover, levels)
        for dice in range(1, 7):
            for t in range(plan.top):
                assert plan.best(STEP * t, dice) == former.best(STEP * t, dice)
                assert plan.roll(STEP * t, dice) == former.roll(STEP * t, dice)


def test_the_kept_sums_equal_the_plain_combination_for_any_race_of_the_mover() -> None:
    for target, totals, mover, levels in _random_positions(6, 8):
        others = standing_profiles(target, totals, mover, levels)
        size, gaps = bin_units(target), -(-target // STEP // bin_units(target))
        span, bump = _grid(EXPERT, size, gaps).span, _bump(size)
        standing = _Standing(others, bump)
        for gap in (1, 2, 7, gaps // 2, gaps):
            mine = _shifted(_own_profile(size, gaps, gap), span)
            assert standing.shares(mine) == field_reference.combine([mine, *others], bump)
            first = _profile(_grid(EXPERT, size, gaps), gap, point(3), "expert", bump)
            assert standing.shares(first) == field_reference.combine([first, *others], bump)


class _Compared:
    """The Master, each decision compared with the former Master's."""

    name = "master"

    def __init__(self) -> None:
        self.master, self.former = FieldMasterAI(), field_reference.FormerFieldMaster()
        self.decisions = 0

    def choose_set_aside(self, game: FarkleGame) -> tuple[int, ...]:
        chosen = self.master.choose_set_aside(game)
        assert chosen == self.former.choose_set_aside(game)
        self.decisions += 1
        return chosen

    def should_bank(self, game: FarkleGame) -> bool:
        bank = self.master.should_bank(game)
        assert bank is self.former.should_bank(game)
        self.decisions += 1
        return bank


@pytest.mark.parametrize("seats", [3, 5])
def test_the_masters_choices_in_whole_games_are_the_former_masters(seats: int) -> None:
    compared, expert = _Compared(), ExpertAI()
    for number in range(2):
        game = FarkleGame(seats, target=5000, rng=random.Random(f"358-{seats}-{number}"))
        while not game.is_over:
            for _ in play_turn(game, compared if game.current == number % seats else expert):
                pass
    assert compared.decisions > 40


def test_a_turn_sums_each_others_race_once_and_keeps_every_distance(monkeypatch) -> None:
    """The turn's dozen races of the mover share the others' sums (formerly recomputed for
    each race), and the Master's own races at every distance of a target stay cached
    (formerly 32 of some 50, recomputed turn after turn)."""
    calls: list[tuple[int, int]] = []
    plain = field_module._beat_rows

    def counted(profile, done, live, width, bump):
        calls.append((id(profile), done))
        return plain(profile, done, live, width, bump)

    monkeypatch.setattr(field_module, "_beat_rows", counted)
    field_plan.cache_clear()
    field_plan(10000, (3000, 2000, 4500), 0, EXPERTS[:3])
    ids = {id(profile) for profile in standing_profiles(10000, (3000, 2000, 4500), 0, EXPERTS)}
    others = [key for key in calls if key[0] in ids]
    assert others
    assert len(others) == len(set(others))  # each (other, turns) summed once
    field_plan.cache_clear()
    for total in range(0, 10000, 200):
        field_plan(10000, (total, 5000, 5000), 0, EXPERTS[:3])
    misses = _standing_profile.cache_info().misses
    field_plan.cache_clear()
    for total in range(9800, -1, -200):
        field_plan(10000, (total, 5000, 5000), 0, EXPERTS[:3])
    assert _standing_profile.cache_info().misses == misses
