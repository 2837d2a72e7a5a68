"""Issue 35 item 5: the Penta Master's longer look-ahead (``look_ahead=True``) on EXACT
distributions of the points still to come, their offline table tool and the paired
benchmark that shares the two games' common part."""

from __future__ import annotations

import hashlib
import json
import sys
from functools import cache
from itertools import combinations_with_replacement, product
from math import factorial
from pathlib import Path

import pytest

from dicegame.games.penta.core import chances as penta_chances
from dicegame.games.penta.core import master as penta_master
from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.chances import exact_final_distribution, remaining_exact
from dicegame.games.penta.core.exact_turns import exact_remaining
from dicegame.games.penta.core.rules import Box, Sheet
from dicegame.games.penta.core.strategy import sheet_state, state_value

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchmarks import penta_master_lookahead as bench  # noqa: E402
from tools import build_penta_exact as build  # noqa: E402

TIE = 1e-6  # the tie-break adds at most this much to a value


def _sheet(open_boxes: set[Box], points: dict[Box, int] | None = None) -> Sheet:
    points = points or {}
    return Sheet(tuple(None if box in open_boxes else points.get(box, 0) for box in Box))


def _rolled(count: int) -> list[tuple[tuple[int, ...], float]]:
    """Every multiset of ``count`` dice with its probability."""
    found = []
    for dice in combinations_with_replacement(range(1, 7), count):
        ways = factorial(count)
        for face in set(dice):
            ways //= factorial(dice.count(face))
        found.append((dice, ways / 6**count))
    return found


@cache
def _brute_turn(sheet: Sheet) -> dict[tuple[Sheet, int], float]:
    """One Perfect turn by hand: every roll, the strategy's hold and box, every reroll."""

    @cache
    def play(dice: tuple[int, ...], rolls_left: int) -> tuple[tuple[tuple[Sheet, int], float], ...]:
        keep = strategy.best_hold(sheet, dice, rolls_left) if rolls_left else dice
        if len(keep) == 5:
            after = sheet.score(strategy.best_box(sheet, dice), dice)
            return (((after, after.total - sheet.total), 1.0),)
        outcomes: dict[tuple[Sheet, int], float] = {}
        for rolled, p in _rolled(5 - len(keep)):
            for key, q in play(tuple(sorted(keep + rolled)), rolls_left - 1):
                outcomes[key] = outcomes.get(key, 0.0) + p * q
        return tuple(outcomes.items())

    return _merge(_rolled(5), lambda dice: play(dice, 2))


def _merge(rolls, outcomes_of) -> dict[tuple[Sheet, int], float]:
    merged: dict[tuple[Sheet, int], float] = {}
    for dice, p in rolls:
        for key, q in outcomes_of(dice):
            merged[key] = merged.get(key, 0.0) + p * q
    return merged


def _brute_rest(sheet: Sheet) -> dict[int, float]:
    """The points still to come, every turn played by hand."""
    if sheet.is_complete:
        return {0: 1.0}
    rest: dict[int, float] = {}
    for (after, gain), chance in _brute_turn(sheet).items():
        for points, p in _brute_rest(after).items():
            rest[gain + points] = rest.get(gain + points, 0.0) + chance * p
    return rest


def _as_dict(distribution: tuple[int, tuple[float, ...]]) -> dict[int, float]:
    low, probabilities = distribution
    return {x: p for x, p in enumerate(probabilities, low) if p}


@pytest.mark.parametrize(
    ("open_boxes", "points"),
    [
        ({Box.FULL_HOUSE}, {}),
        ({Box.SIXES, Box.PENTA}, {Box.FIVES: 20, Box.FOURS: 16, Box.THREES: 9}),
        ({Box.CHANCE, Box.LARGE_STRAIGHT}, {Box.PENTA: 50}),
    ],
)
def test_exact_distributions_are_the_brute_force_ones(open_boxes, points) -> None:
    sheet = _sheet(open_boxes, points)
    found = _as_dict(remaining_exact(sheet_state(sheet)))
    brute = _brute_rest(sheet)
    assert found.keys() <= brute.keys()
    for x, p in brute.items():
        assert found.get(x, 0.0) == pytest.approx(p, abs=1e-12)


@pytest.mark.parametrize(
    "open_boxes",
    [
        {Box.SIXES, Box.FOUR_OF_A_KIND, Box.PENTA},
        {Box.FIVES, Box.SIXES, Box.THREE_OF_A_KIND, Box.SMALL_STRAIGHT},
        {Box.TWOS, Box.FULL_HOUSE, Box.LARGE_STRAIGHT, Box.CHANCE, Box.PENTA},
    ],
)
def test_farther_out_they_are_enumerated_and_keep_perfects_mean(open_boxes) -> None:
    state = sheet_state(_sheet(open_boxes, {Box.ONES: 3, Box.THREES: 9, Box.FOURS: 16}))
    low, probabilities = remaining_exact(state)
    enumerated = exact_remaining(state)  # uncached, down to the last turn
    assert low == enumerated[0]
    assert probabilities == pytest.approx(enumerated[1], abs=1e-12)
    assert sum(probabilities) == pytest.approx(1.0, abs=1e-12)
    mean = sum(x * p for x, p in enumerate(probabilities, low))
    assert mean == pytest.approx(state_value(state), abs=1e-3)  # the strategy table's


@cache
def _direct_chance(sheet: Sheet, other: Sheet) -> float:
    """The chance to win (ties halved) from two turn starts, Perfect play: from the
    exact final distributions, summed directly."""
    mine, theirs = _as_dict(exact_final_distribution(sheet)), exact_final_distribution(other)
    low, probabilities = theirs
    chance = 0.0
    for x, p in mine.items():
        for y, q in enumerate(probabilities, low):
            chance += p * q * (1.0 if x > y else 0.5 if x == y else 0.0)
    return chance


# Five boxes open each: today's Master plays Perfect here, the look-ahead for the win.
MASTER = _sheet(
    {Box.FOURS, Box.SIXES, Box.FOUR_OF_A_KIND, Box.LARGE_STRAIGHT, Box.PENTA},
    {Box.ONES: 3, Box.TWOS: 6, Box.THREES: 9, Box.FIVES: 20, Box.FULL_HOUSE: 25},
)
OTHER = _sheet(
    {Box.ONES, Box.THREE_OF_A_KIND, Box.FULL_HOUSE, Box.SMALL_STRAIGHT, Box.CHANCE},
    {Box.SIXES: 30, Box.FIVES: 20, Box.FOURS: 16, Box.PENTA: 50, Box.LARGE_STRAIGHT: 40},
)


def test_the_look_ahead_plays_for_the_win_where_todays_master_plays_perfect() -> None:
    assert not penta_master.plays_for_the_win(MASTER, [OTHER])
    assert penta_master.plays_for_the_win(MASTER, [OTHER], look_ahead=True)
    seven = _sheet(set(MASTER.open_boxes) | {Box.TWOS, Box.CHANCE})
    assert not penta_master.plays_for_the_win(seven, [OTHER], look_ahead=True)


@pytest.mark.parametrize("dice", [(6, 6, 6, 2, 1), (2, 3, 4, 5, 6), (4, 4, 4, 4, 1)])
def test_the_look_ahead_box_is_the_argmax_of_the_direct_chance(dice) -> None:
    values = penta_master.box_values(MASTER, [OTHER], dice, look_ahead=True)
    direct = {box: _direct_chance(MASTER.score(box, dice), OTHER) for box in MASTER.options(dice)}
    assert values.keys() == direct.keys()
    for box in direct:
        assert values[box] == pytest.approx(direct[box], abs=TIE)
    chosen = penta_master.best_box(MASTER, [OTHER], dice, look_ahead=True)
    assert direct[chosen] >= max(direct.values()) - TIE


def test_the_look_ahead_hold_is_the_argmax_of_the_direct_chance() -> None:
    dice = (1, 4, 4, 6, 6)

    @cache
    def scored(roll: tuple[int, ...]) -> float:
        return max(_direct_chance(MASTER.score(box, roll), OTHER) for box in MASTER.options(roll))

    def held(keep: tuple[int, ...]) -> float:  # one roll left
        rolls = product(range(1, 7), repeat=5 - len(keep))
        return sum(scored(tuple(sorted(keep + r))) for r in rolls) / 6 ** (5 - len(keep))

    values = penta_master.hold_values(MASTER, [OTHER], dice, 1, look_ahead=True)
    direct = {keep: held(keep) for keep in [(), (4, 4), (6, 6), (4, 4, 6, 6), dice]}
    for keep, chance in direct.items():
        assert values[keep] == pytest.approx(chance, abs=TIE)
    chosen = penta_master.best_hold(MASTER, [OTHER], dice, 1, look_ahead=True)
    assert values[chosen] >= max(values.values()) - TIE


def test_the_table_tool_writes_the_exact_distributions_and_their_checksum(
    tmp_path, monkeypatch
) -> None:
    monkeypatch.setattr(sys, "argv", ["build", "--open", "2", "--out", str(tmp_path)])
    build.main()
    meta = json.loads((tmp_path / "exact.json").read_text(encoding="utf-8"))
    data = (tmp_path / "exact.f64").read_bytes()
    assert hashlib.sha256(data).hexdigest() == meta["sha256"]
    shipped = (tmp_path / "ship.u16.xz").read_bytes()
    assert hashlib.sha256(shipped).hexdigest() == meta["ship_sha256"]
    assert meta["states"] == len(build.states(1)) + len(build.states(2))
    # the benchmark reads them back: the same values as the enumeration, float for float
    enumerated = penta_chances.remaining_exact
    monkeypatch.setattr(penta_chances, "remaining_exact", enumerated)
    monkeypatch.setattr(penta_master, "remaining_exact", penta_master.remaining_exact)
    assert bench.use_table(tmp_path) == meta["states"]
    for ps, mask, upper, _, _ in meta["index"][::97]:
        state = (ps, mask, upper)
        assert penta_chances.remaining_exact(state) == enumerated(state)


def test_a_pair_shared_by_the_benchmark_is_the_two_full_games(monkeypatch) -> None:
    # a short look-ahead keeps the test cheap; the sharing does not depend on it
    monkeypatch.setattr(penta_master, "LOOK_AHEAD", 4)
    monkeypatch.setattr(penta_master, "LOOK_AHEAD_OTHERS", 4)
    shared = []
    for pair in range(3):
        first, second, turns = bench.play_pair(35, pair)
        assert (first, second) == (bench.play_full(35, pair, 0), bench.play_full(35, pair, 1))
        shared.append(turns)
    assert min(shared) >= 2 * (13 - 4)  # played as one game up to the look-ahead
