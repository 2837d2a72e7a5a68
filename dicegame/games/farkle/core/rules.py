"""Farkle ("10 000"): scoring, set-aside rules and the turn state machine.

Pure Python; imports no Qt. :func:`score` is the one scoring function of the game:
the interface, the computer players and the tests all use it.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from enum import IntEnum
from fractions import Fraction
from functools import cache

from dicegame.core.common import (
    GameError,
    GameOverError,
    InvalidDiceError,
    Player,
    check_dice,
    make_players,
    rank,
)
from dicegame.games.farkle.core import DEFAULT_TARGET, TARGETS

__all__ = [
    "DICE_COUNT",
    "TARGETS",
    "DEFAULT_TARGET",
    "FarkleError",
    "DieDoesNotCountError",
    "InvalidSelectionError",
    "NothingSetAsideError",
    "WrongPhaseError",
    "InvalidDiceError",
    "GameOverError",
    "score",
    "is_farkle",
    "countable_dice",
    "best_selection",
    "farkle_probability",
    "FarklePhase",
    "FarkleGame",
]

DICE_COUNT = 6
STRAIGHT_SCORE = 1500
THREE_PAIRS_SCORE = 750
SINGLE_SCORES = {1: 100, 5: 50}


class FarkleError(GameError):
    """Base class of illegal Farkle actions."""


class DieDoesNotCountError(FarkleError):
    """The die cannot be part of any scoring combination of this roll."""


class InvalidSelectionError(FarkleError):
    """The dice set aside do not form scoring combinations, every die used."""


class NothingSetAsideError(FarkleError):
    """Rolling again or banking without setting aside a scoring die."""


class WrongPhaseError(FarkleError):
    """The action does not fit the moment of the turn (e.g. banking before rolling)."""


def _triple_value(face: int) -> int:
    return 1000 if face == 1 else 100 * face


@cache
def _best_split(counts: tuple[int, ...]) -> int:
    """Best value of dice given as counts per face (index 0 = ones), every die used;
    -1 when they cannot all be used."""
    if not any(counts):
        return 0
    best = -1
    if all(count == 1 for count in counts):
        best = STRAIGHT_SCORE
    if sorted(count for count in counts if count) == [2, 2, 2]:
        best = max(best, THREE_PAIRS_SCORE)
    for index, count in enumerate(counts):
        face = index + 1
        for kind in range(3, count + 1):  # three, four, five, six of a kind
            rest = _best_split(counts[:index] + (count - kind,) + counts[index + 1 :])
            if rest >= 0:
                best = max(best, _triple_value(face) * (kind - 2) + rest)
        if count and face in SINGLE_SCORES:
            rest = _best_split(counts[:index] + (count - 1,) + counts[index + 1 :])
            if rest >= 0:
                best = max(best, SINGLE_SCORES[face] + rest)
    return best


def _counts(dice: Iterable[int]) -> tuple[int, ...]:
    counts = [0] * 6
    for value in dice:
        counts[value - 1] += 1
    return tuple(counts)


def score(dice: Iterable[int]) -> int:
    """Points of dice set aside together from one roll; 0 when any die does not count.

    The value is the best split of the dice into combinations of the table.
    """
    values = check_dice(dice)
    if len(values) > DICE_COUNT:
        raise InvalidDiceError(f"at most {DICE_COUNT} dice, got {len(values)}")
    return max(0, _best_split(_counts(values)))


@cache
def _countable_sorted(roll: tuple[int, ...]) -> frozenset[int]:
    found: set[int] = set()
    for size in range(1, len(roll) + 1):
        for subset in itertools.combinations(range(len(roll)), size):
            if _best_split(_counts(roll[i] for i in subset)) > 0:
                found.update(subset)
    return frozenset(found)


def countable_dice(roll: Sequence[int]) -> frozenset[int]:
    """Indices of the dice of ``roll`` that may be set aside: each belongs to some
    scoring combination of this roll. The others are refused."""
    values = check_dice(roll)
    order = sorted(range(len(values)), key=values.__getitem__)
    countable_in_order = _countable_sorted(tuple(values[i] for i in order))
    return frozenset(order[k] for k in countable_in_order)


def is_farkle(roll: Sequence[int]) -> bool:
    """True when no die of the roll scores: the turn is lost."""
    values = check_dice(roll)
    counts = _counts(values)
    if counts[0] or counts[4] or max(counts, default=0) >= 3:
        return False
    return _best_split(counts) <= 0


def best_selection(roll: Sequence[int]) -> tuple[int, ...]:
    """Indices of the highest-scoring set of dice of the roll (fewest dice on ties)."""
    values = check_dice(roll)
    best: tuple[int, tuple[int, ...]] = (0, ())
    for size in range(1, len(values) + 1):
        for subset in itertools.combinations(range(len(values)), size):
            points = score(values[i] for i in subset)
            if points > best[0]:
                best = (points, subset)
    return best[1]


@cache
def farkle_probability(dice: int) -> Fraction:
    """Exact chance that rolling ``dice`` dice scores nothing (by enumeration, once): each
    sorted roll counts as many times as its dice can be ordered (462 rolls for six dice, not
    46 656 outcomes: a few ms at the first Farkle game instead of about 0.1 s)."""
    if not 1 <= dice <= DICE_COUNT:
        raise InvalidDiceError(f"1 to {DICE_COUNT} dice, got {dice}")
    farkles = 0
    for roll in itertools.combinations_with_replacement(range(1, 7), dice):
        if is_farkle(roll):
            orders = math.factorial(dice)
            for count in Counter(roll).values():
                orders //= math.factorial(count)
            farkles += orders
    return Fraction(farkles, 6**dice)


class FarklePhase(IntEnum):
    """Where the current turn stands."""

    TURN_START = 0  # nothing rolled yet this turn: roll
    CHOOSING = 1  # rolled: set aside, then roll again or bank
    FARKLED = 2  # the roll scored nothing: end the turn
    GAME_OVER = 3


class FarkleGame:
    """A Farkle game for 1-6 humans plus an optional computer seat.

    Turn: ``roll()``; ``toggle(i)`` to set aside / return dice of that roll; then
    ``roll()`` again (the remaining dice, or all 6 after hot dice) or ``bank()``. After
    a farkle, ``end_turn()``. Every illegal action raises a :class:`FarkleError` (or
    :class:`GameOverError`) and changes nothing.
    """

    def __init__(
        self,
        players: Sequence[str | Player] | int = 1,
        target: int = DEFAULT_TARGET,
        rng: random.Random | None = None,
    ) -> None:
        if target not in TARGETS:
            raise ValueError(f"target must be one of {TARGETS}, got {target}")
        self.players = make_players(players)
        self.target = target
        self.rng = rng if rng is not None else random.Random()
        self.totals = [0] * len(self.players)
        self.current = 0
        self.turn_number = 1  # counts every turn played, all players together
        self.final_trigger: int | None = None
        self.is_over = False
        self.lost_points = 0  # turn points lost by the last farkle
        self._start_turn()

    def _start_turn(self) -> None:
        self.turn_points = 0  # points of the rolls already committed this turn
        self.roll_dice: tuple[int, ...] = ()
        self.selected: frozenset[int] = frozenset()
        self.set_aside: list[tuple[int, ...]] = []  # earlier rolls' dice, this turn
        # the groups set aside before the turn's hot dice brought all six back into play
        self.hot_groups: list[tuple[int, ...]] = []
        self.farkled = False

    # ----- state ---------------------------------------------------------------
    @property
    def phase(self) -> FarklePhase:
        if self.is_over:
            return FarklePhase.GAME_OVER
        if self.farkled:
            return FarklePhase.FARKLED
        return FarklePhase.CHOOSING if self.roll_dice else FarklePhase.TURN_START

    @property
    def player(self) -> Player:
        return self.players[self.current]

    @property
    def is_final_round(self) -> bool:
        return self.final_trigger is not None

    @property
    def selected_dice(self) -> tuple[int, ...]:
        return tuple(self.roll_dice[i] for i in sorted(self.selected))

    @property
    def selection_score(self) -> int:
        """Points of the dice set aside from the current roll (0 if they do not all count)."""
        return score(self.selected_dice) if self.selected else 0

    @property
    def selection_valid(self) -> bool:
        return bool(self.selected) and self.selection_score > 0

    @property
    def turn_total(self) -> int:
        """Points the turn would bank now: committed rolls plus a valid selection."""
        return self.turn_points + (self.selection_score if self.selection_valid else 0)

    @property
    def turn_groups(self) -> list[tuple[int, ...]]:
        """Every group set aside this turn, hot dice included, in order: their points
        are :attr:`turn_points` (``set_aside`` holds only the dice still out of play)."""
        return [*self.hot_groups, *self.set_aside]

    @property
    def hot_dice(self) -> bool:
        """Every die of the roll is set aside and counts: all 6 come back into play."""
        return self.selection_valid and len(self.selected) == len(self.roll_dice)

    @property
    def dice_to_roll(self) -> int:
        """How many dice the next roll throws."""
        if self.phase is not FarklePhase.CHOOSING or self.hot_dice:
            return DICE_COUNT
        return len(self.roll_dice) - len(self.selected)

    @property
    def can_roll(self) -> bool:
        phase = self.phase
        return phase is FarklePhase.TURN_START or (
            phase is FarklePhase.CHOOSING and self.selection_valid
        )

    @property
    def can_bank(self) -> bool:
        return self.phase is FarklePhase.CHOOSING and self.selection_valid

    def countable(self) -> frozenset[int]:
        """Indices of the current roll's dice that may be set aside."""
        return countable_dice(self.roll_dice) if self.roll_dice else frozenset()

    def ranking(self) -> list[tuple[int, int, Player, int]]:
        """(place, seat index, player, total), best first; ties share a place."""
        places = rank(self.totals)
        rows = [(places[i], i, self.players[i], self.totals[i]) for i in range(len(self.players))]
        return sorted(rows, key=lambda row: (row[0], row[1]))

    # ----- actions -------------------------------------------------------------
    def _require(self, *phases: FarklePhase, action: str) -> None:
        phase = self.phase
        if phase is FarklePhase.GAME_OVER:
            raise GameOverError("the game is over")
        if phase not in phases:
            raise WrongPhaseError(f"cannot {action} now ({phase.name.lower()})")

    def _require_valid_selection(self, action: str) -> None:
        if not self.selected:
            raise NothingSetAsideError(f"set aside at least one scoring die before you {action}")
        if not self.selection_valid:
            raise InvalidSelectionError(
                f"{self.selected_dice} is not a scoring combination: set aside "
                "dice that all count together"
            )

    def toggle(self, index: int) -> bool:
        """Set a die of the current roll aside, or return it; return whether it is aside."""
        self._require(FarklePhase.CHOOSING, action="set dice aside")
        if not 0 <= index < len(self.roll_dice):
            raise IndexError(f"die index {index} out of range 0..{len(self.roll_dice) - 1}")
        if index in self.selected:
            self.selected = self.selected - {index}
            return False
        if index not in self.countable():
            raise DieDoesNotCountError(
                f"a {self.roll_dice[index]} is part of no scoring combination of this roll"
            )
        self.selected = self.selected | {index}
        return True

    def select(self, indices: Iterable[int]) -> None:
        """Set aside exactly these dice of the current roll (the computer's choice)."""
        self._require(FarklePhase.CHOOSING, action="set dice aside")
        chosen = frozenset(indices)
        if any(not 0 <= i < len(self.roll_dice) for i in chosen):
            raise IndexError(f"die indices {sorted(chosen)} out of range")
        refused = chosen - self.countable()
        if refused:
            raise DieDoesNotCountError(
                f"dice {[self.roll_dice[i] for i in sorted(refused)]} count in no combination"
            )
        self.selected = chosen

    def roll(self) -> tuple[int, ...]:
        """Roll the dice in play; return them. Commits a valid selection first."""
        self._require(FarklePhase.TURN_START, FarklePhase.CHOOSING, action="roll")
        if self.phase is FarklePhase.CHOOSING:
            self._require_valid_selection("roll again")
        count = self.dice_to_roll
        if self.phase is FarklePhase.CHOOSING:
            self.turn_points += self.selection_score
            self.set_aside.append(self.selected_dice)
            if self.hot_dice:
                self.hot_groups += self.set_aside
                self.set_aside = []
        self.selected = frozenset()
        self.roll_dice = tuple(self.rng.randint(1, 6) for _ in range(count))
        if is_farkle(self.roll_dice):
            self.farkled = True
            self.lost_points = self.turn_points
        return self.roll_dice

    def bank(self) -> int:
        """Add the turn's points to the player's total and pass the turn; return them."""
        self._require(FarklePhase.CHOOSING, action="bank")
        self._require_valid_selection("bank")
        points = self.turn_total
        self.totals[self.current] += points
        if self.final_trigger is None and self.totals[self.current] >= self.target:
            self.final_trigger = self.current
        self._next_turn()
        return points

    def end_turn(self) -> None:
        """After a farkle: the turn's points are lost and the next player plays."""
        self._require(FarklePhase.FARKLED, action="end the turn")
        self._next_turn()

    def _next_turn(self) -> None:
        self.current = (self.current + 1) % len(self.players)
        self.turn_number += 1
        self._start_turn()
        if self.final_trigger is not None and self.current == self.final_trigger:
            self.is_over = True
