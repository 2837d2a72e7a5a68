"""Penta chances to win: the exact endgame against brute force, sums, symmetry, ties,
box chances against win chances, and the checksum of the spread table."""

from __future__ import annotations

import functools
import math
import random
import shutil
from collections import Counter
from itertools import accumulate, combinations_with_replacement
from pathlib import Path

import pytest
from support.games import perfect_dice

from dicegame.games.penta.core import chances, exact_turns, moments_tables
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet
from dicegame.games.penta.core.strategy import (
    PENTA_ZERO,
    best_box,
    best_hold,
    sheet_state,
    state_value,
)
from dicegame.paths import resource_path

Rolled = dict[tuple[int, ...], float]


def only_open(*boxes: Box, penta: int | None = 50, upper: int = 0, bonuses: int = 0) -> Sheet:
    """A sheet with only ``boxes`` open, its upper points in the first filled upper box."""
    scores: list[int | None] = [0] * 13
    scores[Box.PENTA] = penta
    for box in boxes:
        scores[box] = None
    first_upper = next(box for box in range(6) if scores[box] is not None)
    scores[first_upper] = upper
    return Sheet(tuple(scores), bonuses)


# ----- brute force: every roll enumerated, the public Perfect decisions -----------------
def rerolls(kept: tuple[int, ...]) -> Rolled:
    """Each sorted roll reachable by rolling the dice not kept, with its probability."""
    count = 5 - len(kept)
    found: Rolled = {}
    for extra in combinations_with_replacement(range(1, 7), count):
        ways = math.factorial(count) / math.prod(math.factorial(n) for n in Counter(extra).values())
        roll = tuple(sorted(kept + extra))
        found[roll] = found.get(roll, 0.0) + ways / 6**count
    return found


@functools.cache
def brute_force(sheet: Sheet) -> dict[int, float]:
    """Distribution of the final total, playing best_hold and best_box on every roll."""
    if sheet.is_complete:
        return {sheet.total: 1.0}
    rolls = rerolls(())
    for rolls_left in (2, 1):
        layer: Rolled = {}
        for dice, chance in rolls.items():
            for roll, p in rerolls(best_hold(sheet, dice, rolls_left)).items():
                layer[roll] = layer.get(roll, 0.0) + chance * p
        rolls = layer
    finals: dict[int, float] = {}
    for dice, chance in rolls.items():
        for total, p in brute_force(sheet.score(best_box(sheet, dice), dice)).items():
            finals[total] = finals.get(total, 0.0) + chance * p
    return finals


def as_dict(distribution: chances.Distribution) -> dict[int, float]:
    low, probabilities = distribution
    return {low + i: p for i, p in enumerate(probabilities) if p > 0}


def assert_same(found: dict[int, float], expected: dict[int, float]) -> None:
    for total in found.keys() | expected.keys():
        assert found.get(total, 0.0) == pytest.approx(expected.get(total, 0.0), abs=1e-12)


ONE_BOX = [
    only_open(Box.CHANCE),
    only_open(Box.SIXES, upper=40),  # 4 sixes reach the upper bonus
    only_open(Box.PENTA, penta=None),
    only_open(Box.FULL_HOUSE, penta=0),
    only_open(Box.THREES, upper=21, bonuses=1),  # a Penta of threes is a joker here
]


@pytest.mark.parametrize("sheet", ONE_BOX, ids=lambda s: s.open_boxes[0].name)
def test_the_last_turn_is_exact(sheet: Sheet) -> None:
    expected = brute_force(sheet)
    assert_same(as_dict(exact_turns.exact_distribution(sheet)), expected)
    assert_same(as_dict(chances.final_distribution(sheet)), expected)  # exact with 1 box


def test_the_last_two_turns_are_exact() -> None:
    sheet = only_open(Box.FOURS, Box.FULL_HOUSE, upper=50)  # bonus and joker both in play
    assert_same(as_dict(exact_turns.exact_distribution(sheet)), brute_force(sheet))


def test_a_two_player_endgame_against_brute_force() -> None:
    first, second = only_open(Box.CHANCE), Sheet((*only_open(Box.CHANCE).scores[:11], 22, 50))
    left = brute_force(first)
    win = sum(p for total, p in left.items() if total > second.total)
    tie = sum(p for total, p in left.items() if total == second.total)
    assert tie > 0  # the shared tie is part of what is checked
    expected = win + tie / 2
    assert chances.win_chances([first, second]) == pytest.approx((expected, 1 - expected))


# ----- positions from played games --------------------------------------------------------
def played_sheet(seed: int, turns: int) -> Sheet:
    """A Perfect solitaire game's sheet after ``turns`` turns."""
    game = PentaGame(1, rng=random.Random(seed))
    for _ in range(turns):
        dice = perfect_dice(game)
        game.score(best_box(game.sheet, dice))
    return game.sheet


def position(players: int, seed: int) -> list[Sheet]:
    rng = random.Random(seed)
    turns = rng.randrange(0, 13)
    return [played_sheet(seed * 10 + i, turns + (i < players // 2)) for i in range(players)]


@pytest.mark.parametrize("players", range(2, 8))
def test_the_chances_sum_to_one(players: int) -> None:
    found = chances.win_chances(position(players, players))
    assert len(found) == players
    assert all(0.0 <= c <= 1.0 for c in found)
    assert sum(found) == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("players", [2, 3, 7])
@pytest.mark.parametrize("turns", [0, 6, 11, 12])
def test_equal_positions_give_equal_chances(players: int, turns: int) -> None:
    sheet = played_sheet(5, turns)
    assert chances.win_chances([sheet] * players) == pytest.approx((1 / players,) * players)


def full_sheet(total: int) -> Sheet:
    scores: list[int | None] = [0] * 13
    scores[Box.CHANCE] = total
    return Sheet(tuple(scores))


def test_a_finished_game_gives_one_and_zero_ties_shared() -> None:
    assert chances.win_chances([full_sheet(20), full_sheet(30)]) == (0.0, 1.0)
    assert chances.win_chances([full_sheet(30), full_sheet(20), full_sheet(30)]) == (
        0.5,
        0.0,
        0.5,
    )
    assert chances.win_chances([full_sheet(25)]) == (1.0,)
    assert chances.box_chances([full_sheet(20), full_sheet(30)], 0, (1, 2, 3, 4, 5)) == {}


def test_two_boxes_from_the_end_the_chances_are_exact() -> None:
    """20 points ahead with Chance and Ones open: only a joker Penta (+100) saves the
    other player; a matched gamma says 81 %, the enumeration 92.55 %."""
    ahead = only_open(Box.CHANCE, Box.ONES, upper=3)
    behind = Sheet((*ahead.scores[:6], 10, *ahead.scores[7:]))
    ahead = Sheet((*ahead.scores[:6], 30, *ahead.scores[7:]))
    lead = as_dict(exact_turns.exact_distribution(ahead))  # checked against brute force above
    trail = as_dict(exact_turns.exact_distribution(behind))
    expected = sum(
        p * q * (1.0 if a > b else 0.5 if a == b else 0.0)
        for a, p in lead.items()
        for b, q in trail.items()
    )
    found = chances.win_chances([ahead, behind])
    assert found == pytest.approx((expected, 1 - expected), abs=1e-9)
    assert found[0] == pytest.approx(0.9255, abs=1e-4)


@pytest.mark.parametrize("players", [2, 4])
def test_box_chances_are_the_win_chances_of_the_sheets_they_lead_to(players: int) -> None:
    sheets = position(players, 40 + players)
    mover, dice = 1, (3, 3, 3, 5, 6)
    found = chances.box_chances(sheets, mover, dice)
    assert set(found) == set(sheets[mover].options(dice))
    for box, chance in found.items():
        after = [*sheets]
        after[mover] = sheets[mover].score(box, dice)
        assert chance == pytest.approx(chances.win_chances(after)[mover], abs=1e-9)


# ----- the spread table -------------------------------------------------------------------
def test_the_shipped_spread_matches_the_exact_endgame() -> None:
    """sd and skewness of the table (moments pass) against the exact enumeration."""
    for sheet in [*ONE_BOX, only_open(Box.FOURS, Box.FULL_HOUSE, upper=50)]:
        distribution = as_dict(exact_turns.exact_distribution(sheet))
        mean = sum(t * p for t, p in distribution.items())
        sd = math.sqrt(sum((t - mean) ** 2 * p for t, p in distribution.items()))
        skew = sum((t - mean) ** 3 * p for t, p in distribution.items()) / sd**3
        table_sd, table_skew = moments_tables.spread(sheet_state(sheet))
        assert table_sd == pytest.approx(sd, rel=5e-3)
        assert table_skew == pytest.approx(skew, rel=5e-3, abs=2e-3)


# ----- the mixture of "no Penta from here on" and "some Penta" --------------------------
def moments_of(distribution: chances.Distribution) -> tuple[float, float, float]:
    low, probabilities = distribution
    mean = math.fsum((low + i) * p for i, p in enumerate(probabilities))
    sd = math.sqrt(math.fsum((low + i - mean) ** 2 * p for i, p in enumerate(probabilities)))
    skew = math.fsum((low + i - mean) ** 3 * p for i, p in enumerate(probabilities)) / sd**3
    return mean, sd, skew


@pytest.mark.parametrize("turns", [0, 3, 6, 9, 10])
def test_the_mixture_keeps_the_state_s_moments(turns: int) -> None:
    """Its parts' weights sum to 1 and together they have the state's own mean (strategy
    table), sd and skewness (spread table), as float16 values allow."""
    for seed in range(3):
        state = exact_turns.canonical(sheet_state(played_sheet(seed, turns)))
        parts = moments_tables.parts(state)
        assert len(parts) == (1 if state[0] == PENTA_ZERO else 2)  # can a Penta come?
        assert math.fsum(weight for weight, *_ in parts) == pytest.approx(1.0)
        mean, sd, skew = moments_of(chances.mixture(parts))
        table_sd, table_skew = moments_tables.spread(state)
        assert mean == pytest.approx(state_value(state), abs=0.3)
        assert sd == pytest.approx(table_sd, rel=0.01)
        assert skew == pytest.approx(table_skew, rel=0.03, abs=0.01)


def test_without_a_penta_to_come_there_is_one_part() -> None:
    state = exact_turns.canonical(sheet_state(only_open(Box.CHANCE, Box.ONES, Box.TWOS, penta=0)))
    assert moments_tables.parts(state) == (
        (1.0, state_value(state), *moments_tables.spread(state)),
    )


def test_the_start_has_the_low_tail_of_played_games() -> None:
    """From the start, 1 600 Perfect games (seed 77) ended at 180 or less 4.4 % of the time
    and at 240 or less 40.9 %; one gamma matched to the three moments said 0.3 % and 50.8 %
    (no low tail, its bulk too low)."""
    low, probabilities = chances.final_distribution(Sheet())
    below = list(accumulate(probabilities))
    assert 0.02 < below[180 - low] < 0.07
    assert 0.36 < below[240 - low] < 0.48


def copy_tables(folder: Path) -> Path:
    source = resource_path("penta")
    for name in (
        moments_tables.MOMENTS_FILE,
        moments_tables.SPLIT_FILE,
        moments_tables.ENDGAME_FILE,
        moments_tables.MOMENTS_META_FILE,
    ):
        shutil.copy(source / name, folder / name)
    return folder


def test_the_tables_load_when_their_checksums_hold(tmp_path: Path) -> None:
    assert len(moments_tables.load_moments(copy_tables(tmp_path))) == 2 * 2 * 3 * 4096 * 64
    assert len(moments_tables.load_split(tmp_path)) == 6 * 2 * 3 * 4096 * 64
    endgame = moments_tables.load_endgame(tmp_path)
    assert sorted(endgame) == exact_turns.last_turn_states()
    state = sheet_state(ONE_BOX[0])
    low, probabilities = exact_turns.exact_remaining(state)
    assert endgame[state][0] == low
    assert endgame[state][1] == pytest.approx(probabilities, abs=1e-12)


LOADERS = {
    "moments": (moments_tables.MOMENTS_FILE, moments_tables.load_moments),
    "split": (moments_tables.SPLIT_FILE, moments_tables.load_split),
    "endgame": (moments_tables.ENDGAME_FILE, moments_tables.load_endgame),
}


@pytest.mark.parametrize("name", list(LOADERS))
@pytest.mark.parametrize("damage", ["flip", "truncate", "missing"])
def test_a_damaged_table_is_refused(tmp_path: Path, name: str, damage: str) -> None:
    file, load = LOADERS[name]
    values = copy_tables(tmp_path) / file
    data = bytearray(values.read_bytes())
    if damage == "flip":
        data[1000] ^= 1
        values.write_bytes(bytes(data))
    elif damage == "truncate":
        values.write_bytes(bytes(data[:-2]))
    else:
        values.unlink()
    with pytest.raises(moments_tables.MomentsTableError):
        load(tmp_path)


@pytest.mark.parametrize("loader", ["load_moments", "load_split"])
def test_table_problem_says_why_the_chances_cannot_be_shown(
    monkeypatch: pytest.MonkeyPatch, loader: str
) -> None:
    assert moments_tables.table_problem() is None

    def damaged(folder: Path | None = None) -> bytes:
        raise moments_tables.MomentsTableError("the file does not match the checksum")

    chances.forget_moments()
    monkeypatch.setattr(moments_tables, loader, damaged)
    try:
        assert moments_tables.table_problem() == "the file does not match the checksum"
    finally:
        monkeypatch.undo()
        chances.forget_moments()
    assert moments_tables.table_problem() is None
