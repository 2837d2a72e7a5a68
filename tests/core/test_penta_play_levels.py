"""Penta chances with every seat modelled by how it plays (issue 35 item 6): a computer by
its level's measured shortfall and spread, a person by a level fitted from the points their
decisions lost, and the one recalibration map of the chances shown."""

from __future__ import annotations

import itertools
import math
import random
from pathlib import Path

import pytest
from support.games import perfect_dice

from dicegame.games.penta.core import PentaLevel, chances, exact_turns, level_shapes, play_levels
from dicegame.games.penta.core.rules import PentaGame, Sheet
from dicegame.games.penta.core.strategy import best_box, sheet_state

P, G, C, B, M = (
    PentaLevel.PERFECT,
    PentaLevel.GOOD,
    PentaLevel.CASUAL,
    PentaLevel.BEGINNER,
    PentaLevel.MASTER,
)


def played_sheet(seed: int, turns: int) -> Sheet:
    """A Perfect solitaire game's sheet after ``turns`` turns."""
    game = PentaGame(1, rng=random.Random(seed))
    for _ in range(turns):
        dice = perfect_dice(game)
        game.score(best_box(game.sheet, dice))
    return game.sheet


def mean(distribution: chances.Distribution) -> float:
    low, probabilities = distribution
    return math.fsum(p * x for x, p in enumerate(probabilities, low))


def sd(distribution: chances.Distribution) -> float:
    low, probabilities = distribution
    centre = mean(distribution)
    return math.sqrt(math.fsum(p * (x - centre) ** 2 for x, p in enumerate(probabilities, low)))


# ----- the measured shapes ------------------------------------------------------------------
def test_the_shapes_are_measured_and_ordered() -> None:
    """The tool's table: weaker levels fall further short of Perfect's expectation (Good
    about 22 points a game, Casual about 55, Beginner about 92)."""
    start = [level_shapes.SHORTFALL[level.value][13] for level in (G, C, B)]
    assert 10 < start[0] < start[1] < start[2] < 130
    for level in (G, C, B):
        assert len(level_shapes.SHORTFALL[level.value]) == 14
        assert all(s > 0 for s in level_shapes.SCALE[level.value])


@pytest.mark.parametrize("level", [G, C, B])
@pytest.mark.parametrize("turns", [0, 5, 11, 12])
def test_a_level_s_distribution_is_perfect_s_reshaped(level: PentaLevel, turns: int) -> None:
    sheet = played_sheet(3, turns)
    open_boxes = 13 - turns
    perfect = chances.final_distribution(sheet)
    found = chances.final_distribution(sheet, level)
    assert math.fsum(found[1]) == pytest.approx(1.0, abs=1e-12)
    assert min(found[1]) >= 0.0
    shortfall = level_shapes.SHORTFALL[level.value][open_boxes]
    scale = level_shapes.SCALE[level.value][open_boxes]
    assert mean(found) == pytest.approx(mean(perfect) - shortfall, abs=1e-9)
    # splitting mass between neighbouring points adds at most a quarter point of variance
    assert sd(found) ** 2 == pytest.approx((scale * sd(perfect)) ** 2, abs=0.26)


def test_the_master_and_perfect_are_modelled_alike() -> None:
    sheets = [played_sheet(1, 4), played_sheet(2, 4)]
    assert chances.win_chances(sheets, [M, M]) == chances.win_chances(sheets)
    assert chances.final_distribution(sheets[0], M) == chances.final_distribution(sheets[0])


@pytest.mark.parametrize("turns", [0, 6, 10])
def test_a_casual_computer_gives_the_human_a_better_chance_than_a_perfect_one(
    turns: int,
) -> None:
    human, computer = played_sheet(7, turns), played_sheet(8, turns)
    against_perfect = chances.win_chances([human, computer], [G, P])[0]
    against_casual = chances.win_chances([human, computer], [G, C])[0]
    against_beginner = chances.win_chances([human, computer], [G, B])[0]
    assert against_perfect + 0.05 < against_casual < against_beginner


def test_the_same_position_is_even_only_between_equal_levels() -> None:
    sheet = played_sheet(5, 3)
    assert chances.win_chances([sheet, sheet], [C, C]) == pytest.approx((0.5, 0.5))
    good, casual = chances.win_chances([sheet, sheet], [G, C])
    assert good > 0.6 and casual < 0.4


@pytest.mark.parametrize("players", range(2, 7))
def test_the_chances_of_mixed_seats_sum_to_one(players: int) -> None:
    rng = random.Random(players)
    for turns in (0, 7, 11, 12):
        sheets = [played_sheet(players * 100 + i, turns + (i < 1)) for i in range(players)]
        seats = [rng.choice([P, G, C, B, M]) for _ in range(players)]
        found = chances.win_chances(sheets, seats)
        assert len(found) == players
        assert all(0.0 <= c <= 1.0 for c in found)
        assert math.fsum(found) == pytest.approx(1.0, abs=1e-12)


def test_levels_must_match_the_sheets() -> None:
    with pytest.raises(ValueError):
        chances.win_chances([played_sheet(1, 0), played_sheet(2, 0)], [P])


@pytest.mark.parametrize("players", [2, 3])
def test_box_chances_follow_the_seats_levels(players: int) -> None:
    sheets = [played_sheet(40 + i, 4 + (i < 1)) for i in range(players)]
    seats = [C, G, B][:players]
    mover, dice = 1, (3, 3, 3, 5, 6)
    found = chances.box_chances(sheets, mover, dice, seats)
    for box, chance in found.items():
        after = [*sheets]
        after[mover] = sheets[mover].score(box, dice)
        assert chance == pytest.approx(chances.win_chances(after, seats)[mover], abs=1e-9)


# ----- a person's fitted level -----------------------------------------------------------
def test_a_person_whose_moves_lost_nothing_is_fitted_as_perfect() -> None:
    assert play_levels.fitted_level(0.0, 13) is P
    assert play_levels.fitted_level(0.0, 2) is G  # the prior still weighs more


def test_a_person_is_fitted_as_good_before_their_first_turn() -> None:
    assert play_levels.fitted_level(0.0, 0) is G


def test_a_person_whose_moves_lost_many_points_is_fitted_to_a_weaker_level() -> None:
    turns = 13
    assert play_levels.fitted_level(play_levels.loss_per_turn(G) * turns, turns) is G
    assert play_levels.fitted_level(play_levels.loss_per_turn(C) * turns, turns) is C
    assert play_levels.fitted_level(150.0, turns) is B
    assert play_levels.fitted_level(150.0, 3) is B


def test_the_fit_never_gets_stronger_as_more_points_are_lost() -> None:
    order = list(play_levels.FITTED_LEVELS)
    fitted = [order.index(play_levels.fitted_level(lost / 4, 13)) for lost in range(800)]
    assert fitted == sorted(fitted) and fitted[0] == 0 and fitted[-1] == len(order) - 1


# ----- the recalibration map ----------------------------------------------------------------
def logit(p: float) -> float:
    return math.log(p / (1 - p))


@pytest.mark.parametrize(
    ("seats", "every_perfect"),
    [(None, True), ((P, M), True), ((P, G), False), ((C, G), False)],
)
def test_the_two_player_map_is_the_fitted_power(seats, every_perfect: bool) -> None:
    """With two players the map is ``logit p' = a logit p``, ``a`` fitted on held-out games
    by the tool: one power where every seat is modelled as Perfect, one for the others."""
    power = level_shapes.CHANCE_POWER[(2, every_perfect)]
    assert 0.8 <= power <= 1.25 and power != 1.0
    for p in (0.02, 0.15, 0.3, 0.5, 0.85):
        shown, other = play_levels.recalibrated((p, 1 - p), levels=seats)
        assert logit(shown) == pytest.approx(power * logit(p), abs=1e-9)
        assert shown + other == pytest.approx(1.0)


def test_the_map_is_monotone_and_keeps_certainty() -> None:
    grid = [i / 1000 for i in range(1001)]
    for seats in (None, (G, C)):
        shown = [play_levels.recalibrated((p, 1 - p), levels=seats)[0] for p in grid]
        assert all(a < b for a, b in itertools.pairwise(shown))
        assert shown[0] == 0.0 and shown[-1] == 1.0
    assert play_levels.recalibrated((0.2, 0.3, 0.5)) == (0.2, 0.3, 0.5)  # only two players


def test_the_map_leaves_exact_positions_alone() -> None:
    assert play_levels.recalibrated((0.15, 0.85), exact=True) == (0.15, 0.85)
    ends = [played_sheet(9, 11), played_sheet(10, 11)]
    assert chances.all_exact(ends)
    assert chances.win_chances(ends) == chances.raw_win_chances(ends)


def test_the_map_is_applied_once_where_the_chances_are_shown() -> None:
    sheets = [played_sheet(21, 2), played_sheet(22, 1)]
    raw = chances.raw_win_chances(sheets, [P, C])
    shown = chances.win_chances(sheets, [P, C])
    assert shown != raw and shown != play_levels.recalibrated(shown, levels=[P, C])
    assert shown == play_levels.recalibrated(raw, levels=[P, C])
    power = level_shapes.CHANCE_POWER[(2, False)]
    assert logit(shown[0]) == pytest.approx(power * logit(raw[0]), abs=1e-9)  # once, not twice


def test_sheet_state_is_what_the_reshape_counts_open_boxes_on() -> None:
    """The reshape is indexed by open boxes: the same count as the sheet's."""
    sheet = played_sheet(4, 5)
    assert exact_turns._open_count(sheet_state(sheet)) == len(sheet.open_boxes) == 8


def test_the_shapes_are_the_tool_s_output() -> None:
    """The constants come from the tool that names them (run it again, never edit)."""
    root = Path(__file__).resolve().parents[2]
    module = root / "dicegame" / "games" / "penta" / "core" / "level_shapes.py"
    tool = (root / "tools" / "build_penta_level_shapes.py").read_text(encoding="utf-8")
    assert "WRITTEN BY tools/build_penta_level_shapes.py" in module.read_text(encoding="utf-8")
    assert '"dicegame" / "games" / "penta" / "core" / "level_shapes.py"' in tool
