"""The Penta Master at a table of 3 and 4: every hold and box it chooses is the argmax of
its chance to finish ahead of EVERY other player, checked against a brute force that
enumerates the turn's dice and the others' joint final totals by hand; and a position
where playing against the leader alone loses what playing against the field wins."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from itertools import product

import pytest

from dicegame.games.penta.core import master as penta_master
from dicegame.games.penta.core.chances import final_distribution
from dicegame.games.penta.core.levels import PentaLevel, choose_box, choose_hold, stops_rolling
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet
from dicegame.games.penta.core.strategy import hold_flags

#: The tie-break adds at most this much to a value (1e-9 a point of a TOTAL below 1000).
TIE = 1e-6


def _sheet(open_boxes: set[Box], total: int = 0) -> Sheet:
    """A sheet with every box but ``open_boxes`` filled: ``total`` points in its first
    filled box among Three of a kind, Four of a kind and Chance (no upper bonus), 0 in
    the others."""
    holder = next(
        b for b in (Box.THREE_OF_A_KIND, Box.FOUR_OF_A_KIND, Box.CHANCE) if b not in open_boxes
    )
    return Sheet(tuple(None if box in open_boxes else total if box is holder else 0 for box in Box))


def _best_of(others: Sequence[Sheet]) -> dict[tuple[int, int], float]:
    """The others' joint outcomes, enumerated one combination of final totals at a time:
    {(the highest total among them, how many have it): probability}."""
    outcomes = []
    for other in others:
        low, probabilities = final_distribution(other)
        outcomes.append([(x, p) for x, p in enumerate(probabilities, low) if p > 0.0])
    joint: dict[tuple[int, int], float] = {}
    for combination in product(*outcomes):
        totals = [x for x, _ in combination]
        chance = 1.0
        for _, p in combination:
            chance *= p
        top = max(totals)
        key = (top, totals.count(top))
        joint[key] = joint.get(key, 0.0) + chance
    return joint


class FieldForce:
    """The Master's turn against ``others`` (each playing Perfect), enumerated: every roll
    of the dice not kept, every hold, every box; the rest of its own game as Perfect.
    Finishing on ``total`` wins if every other total is lower and ``1 / (1 + m)`` of the
    game if ``m`` others tie it at the top. Each player's own final totals are the chance
    display's (exact with at most two boxes open; tests/core/test_penta_chances.py checks
    them against a brute force); how they combine is enumerated here."""

    def __init__(self, sheet: Sheet, others: Sequence[Sheet]) -> None:
        self.sheet = sheet
        self.best_of_others = _best_of(others)

    @cache  # noqa: B019 - one instance a position
    def share(self, total: int) -> float:
        return sum(
            p if top < total else p / (1 + ties) if top == total else 0.0
            for (top, ties), p in self.best_of_others.items()
        )

    def box_value(self, dice: tuple[int, ...], box: Box) -> float:
        low, probabilities = final_distribution(self.sheet.score(box, dice))
        return sum(p * self.share(total) for total, p in enumerate(probabilities, low))

    @cache  # noqa: B019 - one instance a position
    def score_now(self, dice: tuple[int, ...]) -> float:
        return max(self.box_value(dice, box) for box in self.sheet.options(dice))

    @cache  # noqa: B019 - one instance a position
    def keep_value(self, keep: tuple[int, ...], rolls_left: int) -> float:
        """The chance to win holding ``keep`` with ``rolls_left`` rolls (1 or 2) left."""
        outcomes = list(product(range(1, 7), repeat=5 - len(keep)))
        total = 0.0
        for rolled in outcomes:
            dice = tuple(sorted(keep + rolled))
            total += self.score_now(dice) if rolls_left == 1 else self.best(dice, 1)
        return total / len(outcomes)

    @cache  # noqa: B019 - one instance a position
    def best(self, dice: tuple[int, ...], rolls_left: int) -> float:
        """The best value with ``dice`` on the table: score now or hold some and roll."""
        return max(self.hold_value(hold, rolls_left) for hold in _holds(dice))

    def hold_value(self, hold: tuple[int, ...], rolls_left: int) -> float:
        return self.score_now(hold) if len(hold) == 5 else self.keep_value(hold, rolls_left)


def _holds(dice: tuple[int, ...]) -> set[tuple[int, ...]]:
    return {
        tuple(sorted(value for value, kept in zip(dice, mask, strict=True) if kept))
        for mask in product((False, True), repeat=5)
    }


def _check_hold(force: FieldForce, sheet: Sheet, others, dice, rolls_left) -> None:
    """The Master's hold (through the levels, as the game asks) is the brute force's best,
    and its own value of that hold is the brute force's."""
    chosen = choose_hold(PentaLevel.MASTER, sheet, dice, rolls_left, random.Random(0), others)
    value = force.hold_value(tuple(sorted(chosen)), rolls_left)
    assert value >= force.best(tuple(sorted(dice)), rolls_left) - TIE
    assert penta_master.hold_values(sheet, others, dice, rolls_left)[chosen] == pytest.approx(
        value, abs=TIE
    )


def _check_box(force: FieldForce, sheet: Sheet, others, dice) -> None:
    chosen = choose_box(PentaLevel.MASTER, sheet, dice, random.Random(0), others)
    values = {box: force.box_value(tuple(sorted(dice)), box) for box in sheet.options(dice)}
    assert values[chosen] >= max(values.values()) - TIE
    master_values = penta_master.box_values(sheet, others, dice)
    assert master_values[chosen] == pytest.approx(values[chosen], abs=TIE)


POSITIONS = [
    # three players: the Master's last box; one finished ahead, one still to play its last
    (_sheet({Box.CHANCE}, 150), [_sheet(set(), 170), _sheet({Box.PENTA}, 160)]),
    (_sheet({Box.FULL_HOUSE}, 140), [_sheet({Box.SIXES}, 150), _sheet({Box.CHANCE}, 130)]),
    # four players: three others, finished, with one and two boxes to play
    (
        _sheet({Box.SIXES}, 160),
        [_sheet(set(), 175), _sheet({Box.CHANCE}, 150), _sheet({Box.PENTA, Box.SIXES}, 130)],
    ),
]


@pytest.mark.parametrize(("sheet", "others"), POSITIONS)
def test_the_last_turn_against_the_field_is_the_brute_force_argmax(sheet, others) -> None:
    assert penta_master.plays_for_the_win(sheet, others)
    force = FieldForce(sheet, others)
    rng = random.Random(len(others))
    for _ in range(10):
        dice = tuple(rng.randint(1, 6) for _ in range(5))
        for rolls_left in (1, 2):
            _check_hold(force, sheet, others, dice, rolls_left)
        _check_box(force, sheet, others, dice)


def test_four_players_with_two_boxes_open_the_master_is_the_brute_force_argmax() -> None:
    """Two of its boxes open (its rest exact), three others with up to two: holds with one
    roll left and every box."""
    sheet = _sheet({Box.LARGE_STRAIGHT, Box.CHANCE}, 150)
    others = [
        _sheet(set(), 171),
        _sheet({Box.FULL_HOUSE}, 160),
        _sheet({Box.SIXES, Box.CHANCE}, 145),
    ]
    assert penta_master.plays_for_the_win(sheet, others)
    force = FieldForce(sheet, others)
    rng = random.Random(4)
    for _ in range(12):
        dice = tuple(rng.randint(1, 6) for _ in range(5))
        _check_hold(force, sheet, others, dice, 1)
        _check_box(force, sheet, others, dice)


def _leader(others: Sequence[Sheet]) -> Sheet:
    """The other player with the most points now (the first of them on a tie)."""
    return max(others, key=lambda other: other.total)


def test_playing_against_the_leader_alone_loses_what_the_field_wins() -> None:
    """Three players, the Master's last two boxes. The leader has finished on 171; the
    other player, on 155, still has a Small straight and the Penta to play. With nothing
    for Three of a kind, a Master that weighs the leader alone writes the 0 there and
    keeps Chance for the end (enough to pass 171 often); against the field that leaves
    the player behind too many ways past it: writing 20 in Chance now and playing for
    Three of a kind is worth about 0.5 more of a win, by the brute force."""
    sheet = _sheet({Box.CHANCE, Box.THREE_OF_A_KIND}, 150)
    others = [_sheet(set(), 171), _sheet({Box.SMALL_STRAIGHT, Box.PENTA}, 155)]
    dice = (2, 3, 4, 5, 6)
    force = FieldForce(sheet, others)
    values = {box: force.box_value(dice, box) for box in sheet.options(dice)}
    against_leader = penta_master.best_box(sheet, [_leader(others)], dice)
    against_field = choose_box(PentaLevel.MASTER, sheet, dice, random.Random(0), others)
    assert against_leader is Box.THREE_OF_A_KIND
    assert against_field is Box.CHANCE
    assert values[Box.CHANCE] > values[Box.THREE_OF_A_KIND] + 0.4


def _play_turn(game: PentaGame, level: PentaLevel, check=None) -> None:
    """One turn of the player to move, by ``level`` through the core's levels; ``check``
    (force, sheet, others, dice, rolls_left or None) sees every decision first."""
    others = [s for seat, s in enumerate(game.sheets) if seat != game.current]
    force = FieldForce(game.sheet, others) if check else None
    dice = game.roll()
    while game.rolls_left > 0:
        if check:
            check(force, game.sheet, others, dice, game.rolls_left)
        keep = choose_hold(level, game.sheet, dice, game.rolls_left, game.rng, others)
        if stops_rolling(keep):
            break
        game.set_holds(hold_flags(dice, keep))
        dice = game.roll()
    if check:
        check(force, game.sheet, others, dice, None)
    game.score(choose_box(level, game.sheet, dice, game.rng, others))


def _check(force, sheet, others, dice, rolls_left) -> None:
    if rolls_left is None:
        _check_box(force, sheet, others, dice)
    else:
        _check_hold(force, sheet, others, dice, rolls_left)


@pytest.mark.parametrize("seed", [3, 8])
def test_a_three_player_game_s_last_rounds_follow_the_brute_force(seed: int) -> None:
    """The end of a game played through the core: the Master in the last seat with two
    boxes open, the others on Perfect; every one of its decisions in its last two turns
    is the brute force's best against both other sheets as they stand."""
    game = PentaGame(3, rng=random.Random(seed))
    game.sheets = [
        _sheet({Box.FULL_HOUSE, Box.CHANCE}, 150),
        _sheet({Box.SIXES, Box.PENTA}, 140),
        _sheet({Box.CHANCE, Box.LARGE_STRAIGHT}, 155),
    ]
    game.round = 12
    while not game.is_over:
        master = game.current == 2
        _play_turn(
            game, PentaLevel.MASTER if master else PentaLevel.PERFECT, _check if master else None
        )
    assert all(sheet.is_complete for sheet in game.sheets)
