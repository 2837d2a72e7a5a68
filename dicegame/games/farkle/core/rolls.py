"""What a roll of Farkle dice offers: the useful ways to set dice aside from a roll
(:func:`set_aside_options`) and every scoring result of rolling n dice with its probability
(:func:`roll_outcomes`), the ground of every exact evaluation of a turn (the Expert's table
in :mod:`dicegame.games.farkle.core.expert_table`, the threshold players' values in
:mod:`dicegame.games.farkle.core.ai`, the Master, the field's turn models). Positions are
(turn points, dice about to be rolled), checked by :func:`check_position`.

Pure Python; imports no Qt. Scoring comes only from :mod:`dicegame.games.farkle.core.rules`
(:func:`~dicegame.games.farkle.core.rules.score` and
:func:`~dicegame.games.farkle.core.rules.is_farkle`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache

from dicegame.games.farkle.core.rules import DICE_COUNT, is_farkle
from dicegame.games.farkle.core.rules import score as farkle_score

__all__ = [
    "STEP",
    "SetAside",
    "set_aside_options",
    "RollOutcome",
    "roll_outcomes",
    "check_position",
]

STEP = 50  # every Farkle score is a multiple of 50
FACES = range(1, 7)


# ----- what a roll offers ---------------------------------------------------------------


@dataclass(frozen=True)
class SetAside:
    """One way to set dice aside from a roll: the dice values (sorted), their points and
    how many dice the next roll throws (6 after hot dice)."""

    dice: tuple[int, ...]
    points: int
    dice_left: int

    @property
    def option(self) -> tuple[int, int]:
        return (self.points, self.dice_left)


def _sub_multisets(roll: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """The non-empty sub-multisets of a sorted roll, sorted, each once (the count of each
    face taken, in :func:`itertools.product` order). Joined by C-level loops: this runs
    about 20 000 times for the 923 rolls of :func:`roll_outcomes`."""
    parts = [[(face,) * k for k in range(roll.count(face) + 1)] for face in FACES]
    taken = itertools.product(*parts)
    next(taken)  # nothing taken
    return map(tuple, map(itertools.chain.from_iterable, taken))


@cache
def _score_sorted(dice: tuple[int, ...]) -> int:
    """:func:`~dicegame.games.farkle.core.rules.score` of sorted dice, once each: the rolls of one
    to six dice have only 923 distinct sub-multisets between them, met about 20 000 times."""
    return farkle_score(dice)


@cache
def _options_of_sorted(roll: tuple[int, ...]) -> tuple[SetAside, ...]:
    best: dict[int, SetAside] = {}
    for dice in _sub_multisets(roll):
        points = _score_sorted(dice)
        if points <= 0:
            continue
        left = len(roll) - len(dice) or DICE_COUNT
        if left not in best or points > best[left].points:
            best[left] = SetAside(dice, points, left)
    return tuple(sorted(best.values(), key=lambda option: -option.points))


def set_aside_options(roll: Sequence[int]) -> tuple[SetAside, ...]:
    """The useful valid set-asides of a roll: for each number of dice left to roll, the
    one scoring most (any other is dominated). Empty for a farkle. Best points first."""
    return _options_of_sorted(tuple(sorted(roll)))


@dataclass(frozen=True)
class RollOutcome:
    """Rolls of n dice that offer the same options, with their total probability."""

    probability: float
    options: tuple[tuple[int, int], ...]  # (points, dice left)


@cache
def roll_outcomes(dice: int) -> tuple[RollOutcome, ...]:
    """Every scoring result of rolling ``dice`` dice, grouped by the options it offers
    (farkles are left out: their probability is the rest)."""
    grouped: dict[tuple[tuple[int, int], ...], float] = {}
    for roll in itertools.combinations_with_replacement(FACES, dice):
        if is_farkle(roll):
            continue
        arrangements = math.factorial(dice)
        for face in FACES:
            arrangements //= math.factorial(roll.count(face))
        options = tuple(sorted(option.option for option in _options_of_sorted(roll)))
        grouped[options] = grouped.get(options, 0.0) + arrangements / 6**dice
    return tuple(RollOutcome(p, options) for options, p in grouped.items())


def check_position(turn_points: int, dice: int) -> None:
    if not 1 <= dice <= DICE_COUNT:
        raise ValueError(f"1 to {DICE_COUNT} dice, got {dice}")
    if turn_points < 0:
        raise ValueError(f"turn points cannot be negative, got {turn_points}")
