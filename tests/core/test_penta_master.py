"""The Penta Master: its choices are the argmax of the chance to win, checked against a
brute force that enumerates the turn's dice by hand on small endgame positions."""

from __future__ import annotations

import random
from functools import cache
from itertools import product

import pytest

from dicegame.games.penta.core import chances as penta_chances
from dicegame.games.penta.core import master as penta_master
from dicegame.games.penta.core import moments_tables, strategy
from dicegame.games.penta.core.chances import final_distribution
from dicegame.games.penta.core.levels import PentaLevel, choose_box, choose_hold
from dicegame.games.penta.core.rules import Box, Sheet

#: The tie-break adds at most this much to a value (1e-9 a point of a TOTAL below 1000).
TIE = 1e-6


def _sheet(open_boxes: set[Box], points: dict[Box, int] | None = None) -> Sheet:
    """A sheet with every box but ``open_boxes`` filled (0 unless ``points`` says)."""
    points = points or {}
    return Sheet(tuple(None if box in open_boxes else points.get(box, 0) for box in Box))


def _win_share(total: int, others: list[Sheet]) -> float:
    """The share of the win for finishing on ``total`` against ``others``, each playing
    Perfect: computed from their final distributions, ties shared (two players)."""
    (other,) = others
    low, probabilities = final_distribution(other)
    below = sum(p for x, p in enumerate(probabilities, low) if x < total)
    tie = sum(p for x, p in enumerate(probabilities, low) if x == total)
    return below + tie / 2


class BruteForce:
    """The Master's last turn (one box open) against one opponent, enumerated: every
    roll of the dice not kept, every hold, every box."""

    def __init__(self, sheet: Sheet, others: list[Sheet]) -> None:
        assert len(sheet.open_boxes) == 1
        self.sheet, self.others = sheet, others

    def box_value(self, dice: tuple[int, ...], box: Box) -> float:
        return _win_share(self.sheet.score(box, dice).total, self.others)

    @cache  # noqa: B019 - one instance a test
    def score_now(self, dice: tuple[int, ...]) -> float:
        return max(self.box_value(dice, box) for box in self.sheet.options(dice))

    @cache  # noqa: B019 - one instance a test
    def keep_value(self, keep: tuple[int, ...], rolls_left: int) -> float:
        """The chance to win holding ``keep`` with ``rolls_left`` rolls (1 or 2) left."""
        outcomes = list(product(range(1, 7), repeat=5 - len(keep)))
        total = 0.0
        for rolled in outcomes:
            dice = tuple(sorted(keep + rolled))
            total += self.score_now(dice) if rolls_left == 1 else self.best(dice, 1)
        return total / len(outcomes)

    @cache  # noqa: B019 - one instance a test
    def best(self, dice: tuple[int, ...], rolls_left: int) -> float:
        """The best value with ``dice`` on the table: score now or hold some and roll."""
        holds = {tuple(sorted(h)) for h in _sub_holds(dice)}
        return max(
            self.score_now(dice) if len(hold) == 5 else self.keep_value(hold, rolls_left)
            for hold in holds
        )


def _sub_holds(dice: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [
        tuple(value for value, kept in zip(dice, mask, strict=True) if kept)
        for mask in product((False, True), repeat=5)
    ]


POSITIONS = [
    # (the Master's open box, its points elsewhere, the opponent's sheet)
    (Box.PENTA, {Box.CHANCE: 20}, _sheet(set(), {Box.CHANCE: 40})),  # a Penta or lose
    (Box.SIXES, {Box.CHANCE: 22, Box.FIVES: 15}, _sheet(set(), {Box.CHANCE: 52})),  # 3+ sixes
    (Box.CHANCE, {Box.THREE_OF_A_KIND: 10}, _sheet(set(), {Box.CHANCE: 32})),  # 23 or more
    (Box.FULL_HOUSE, {Box.ONES: 3}, _sheet(set(), {Box.CHANCE: 20})),  # a Full house or lose
    # the opponent still plays its last turn (its exact distribution under Perfect)
    (Box.CHANCE, {Box.FOUR_OF_A_KIND: 24}, _sheet({Box.PENTA}, {Box.CHANCE: 30})),
    (Box.LARGE_STRAIGHT, {Box.CHANCE: 20}, _sheet({Box.SIXES}, {Box.FULL_HOUSE: 25})),
]


@pytest.mark.parametrize(("open_box", "points", "other"), POSITIONS)
def test_the_last_turn_holds_are_the_brute_force_argmax(open_box, points, other) -> None:
    sheet = _sheet({open_box}, points)
    force = BruteForce(sheet, [other])
    rng = random.Random(1)
    for _ in range(12):
        dice = tuple(sorted(rng.randint(1, 6) for _ in range(5)))
        for rolls_left in (1, 2):
            chosen = choose_hold(PentaLevel.MASTER, sheet, dice, rolls_left, rng, [other])
            assert chosen == penta_master.best_hold(sheet, [other], dice, rolls_left)
            value = (
                force.score_now(dice) if len(chosen) == 5 else force.keep_value(chosen, rolls_left)
            )
            assert value >= force.best(dice, rolls_left) - TIE
            # and the Master's own value of its hold is the brute force's
            assert penta_master.hold_values(sheet, [other], dice, rolls_left)[chosen] == (
                pytest.approx(value, abs=TIE)
            )


def test_a_master_behind_goes_for_the_risky_box_that_perfect_leaves() -> None:
    """Two boxes open, 25 points behind on the last turn: Perfect writes the sure 25 of
    the Full house; the Master, who needs more than a tie, rolls on for the Penta."""
    sheet = _sheet({Box.FULL_HOUSE, Box.PENTA}, {Box.CHANCE: 20})
    other = _sheet(set(), {Box.CHANCE: 20 + 40})
    dice = (3, 3, 3, 5, 5)
    assert strategy.best_hold(sheet, dice, 2) == dice  # Perfect scores the Full house
    master = penta_master.best_hold(sheet, [other], dice, 2)
    assert master != dice and master.count(3) == 3


def test_the_master_box_is_the_brute_force_argmax_with_two_boxes_open() -> None:
    """Scoring now with two boxes open: the value of each box is the chance to win over
    the last turn's exact distribution (Perfect), against an opponent about to finish."""
    sheet = _sheet({Box.SMALL_STRAIGHT, Box.FOURS}, {Box.CHANCE: 25, Box.SIXES: 24})
    opponent = _sheet({Box.TWOS}, {Box.CHANCE: 60, Box.FULL_HOUSE: 25})
    rng = random.Random(5)
    for _ in range(20):
        dice = tuple(sorted(rng.randint(1, 6) for _ in range(5)))
        values = {}
        for box in sheet.options(dice):
            after = sheet.score(box, dice)
            low, mine = final_distribution(after)
            values[box] = sum(
                p * _share(total, final_distribution(opponent)) for total, p in enumerate(mine, low)
            )
        chosen = choose_box(PentaLevel.MASTER, sheet, dice, rng, [opponent])
        assert chosen == penta_master.best_box(sheet, [opponent], dice)
        assert values[chosen] >= max(values.values()) - TIE


def _share(total: int, distribution: tuple[int, tuple[float, ...]]) -> float:
    low, probabilities = distribution
    return sum(p for x, p in enumerate(probabilities, low) if x < total) + 0.5 * sum(
        p for x, p in enumerate(probabilities, low) if x == total
    )


def test_alone_the_master_plays_perfect() -> None:
    rng = random.Random(2)
    sheet = _sheet({Box.ONES, Box.SIXES, Box.PENTA})
    assert not penta_master.plays_for_the_win(sheet, [])
    for _ in range(10):
        dice = tuple(rng.randint(1, 6) for _ in range(5))
        assert penta_master.best_hold(sheet, [], dice, 2) == strategy.best_hold(sheet, dice, 2)
        assert penta_master.best_box(sheet, [], dice) == strategy.best_box(sheet, dice)


def test_a_won_game_is_played_for_points_as_perfect_does() -> None:
    """Every choice wins for sure: the tie-break orders them as Perfect."""
    sheet = _sheet({Box.CHANCE, Box.SIXES}, {Box.THREE_OF_A_KIND: 30})
    other = _sheet(set())  # finished on 0
    for dice in ((1, 2, 3, 6, 6), (6, 6, 6, 6, 5), (1, 1, 2, 2, 3)):
        assert penta_master.best_box(sheet, [other], dice) == strategy.best_box(sheet, dice)
        assert penta_master.best_hold(sheet, [other], dice, 1) == strategy.best_hold(sheet, dice, 1)


def test_farther_from_the_end_the_master_plays_perfect() -> None:
    """Four boxes open, or an opponent with three: the distributions would be matched, not
    exact, and the Master takes Perfect's choices."""
    near, far = (
        _sheet({Box.ONES, Box.SIXES, Box.PENTA}),
        _sheet({Box.ONES, Box.SIXES, Box.PENTA, Box.CHANCE}),
    )
    assert penta_master.plays_for_the_win(near, [_sheet({Box.TWOS, Box.PENTA})])
    assert not penta_master.plays_for_the_win(near, [_sheet({Box.TWOS, Box.THREES, Box.PENTA})])
    assert not penta_master.plays_for_the_win(far, [_sheet(set())])


def test_with_damaged_chance_tables_the_master_plays_perfect(monkeypatch) -> None:
    """A broken install (no endgame or spread table) must not fail the computer's turn."""
    sheet = _sheet({Box.FULL_HOUSE, Box.PENTA}, {Box.CHANCE: 20})
    other = _sheet(set(), {Box.CHANCE: 60})
    dice = (3, 3, 3, 5, 5)

    def damaged(folder=None):
        raise moments_tables.MomentsTableError("endgame.json does not match the checksum")

    penta_chances.forget_moments()
    monkeypatch.setattr(moments_tables, "load_endgame", damaged)
    try:
        assert not penta_master.plays_for_the_win(sheet, [other])
        assert penta_master.best_hold(sheet, [other], dice, 2) == strategy.best_hold(sheet, dice, 2)
        assert penta_master.best_box(sheet, [other], dice) == strategy.best_box(sheet, dice)
    finally:
        monkeypatch.undo()
        penta_chances.forget_moments()
    assert penta_master.plays_for_the_win(sheet, [other])
