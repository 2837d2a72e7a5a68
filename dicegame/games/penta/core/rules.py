"""Penta: the 5-dice, 13-box game. Rules, the score sheet and the turn state machine.

Pure Python; imports no Qt. Everything that scores a Penta roll goes through
:func:`box_score` and :meth:`Sheet.options`, so the interface, the computer and the
tests all use the same rules.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from dicegame.core.common import (
    GameError,
    GameOverError,
    InvalidDiceError,
    Player,
    check_dice,
    make_players,
    rank,
)

__all__ = [
    "Box",
    "UPPER_BOXES",
    "LOWER_BOXES",
    "DICE_COUNT",
    "ROLLS_PER_TURN",
    "ROUNDS",
    "UPPER_BONUS",
    "UPPER_BONUS_THRESHOLD",
    "PENTA_BONUS",
    "PentaError",
    "BoxFilledError",
    "JokerRuleError",
    "NoRollsLeftError",
    "NotRolledError",
    "InvalidDiceError",
    "GameOverError",
    "box_score",
    "is_penta",
    "Sheet",
    "PentaGame",
]

DICE_COUNT = 5
ROLLS_PER_TURN = 3
ROUNDS = 13
UPPER_BONUS = 35
UPPER_BONUS_THRESHOLD = 63
PENTA_SCORE = 50
PENTA_BONUS = 100
FULL_HOUSE_SCORE = 25
SMALL_STRAIGHT_SCORE = 30
LARGE_STRAIGHT_SCORE = 40


class Box(IntEnum):
    """The 13 boxes of the sheet, in sheet order."""

    ONES = 0
    TWOS = 1
    THREES = 2
    FOURS = 3
    FIVES = 4
    SIXES = 5
    THREE_OF_A_KIND = 6
    FOUR_OF_A_KIND = 7
    FULL_HOUSE = 8
    SMALL_STRAIGHT = 9
    LARGE_STRAIGHT = 10
    CHANCE = 11
    PENTA = 12

    @property
    def is_upper(self) -> bool:
        return self <= Box.SIXES

    @property
    def face(self) -> int:
        """The die face an upper box counts (1..6); 0 for a lower box."""
        return int(self) + 1 if self.is_upper else 0

    @classmethod
    def upper_for(cls, face: int) -> Box:
        return cls(face - 1)


UPPER_BOXES = tuple(Box(i) for i in range(6))
LOWER_BOXES = tuple(Box(i) for i in range(6, 13))

_SMALL_RUNS = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
_LARGE_RUNS = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})

# Points a box pays when the joker lets a Penta stand in for it.
_JOKER_FIXED = {
    Box.FULL_HOUSE: FULL_HOUSE_SCORE,
    Box.SMALL_STRAIGHT: SMALL_STRAIGHT_SCORE,
    Box.LARGE_STRAIGHT: LARGE_STRAIGHT_SCORE,
}


class PentaError(GameError):
    """Base class of illegal Penta actions."""


class BoxFilledError(PentaError):
    """The box already holds a score."""


class JokerRuleError(PentaError):
    """The joker rule forbids this box for this Penta."""


class NoRollsLeftError(PentaError):
    """A fourth roll was asked for."""


class NotRolledError(PentaError):
    """Holding dice or scoring before the first roll of the turn."""


def is_penta(dice: Sequence[int]) -> bool:
    """True when all five dice show the same face."""
    return len(dice) == DICE_COUNT and len(set(dice)) == 1


def box_score(box: Box, dice: Sequence[int]) -> int:
    """Points the dice are worth in a box by the plain rules (no joker, no bonus)."""
    counts = Counter(dice)
    faces = set(counts)
    most = max(counts.values())
    if box.is_upper:
        return box.face * counts[box.face]
    if box is Box.THREE_OF_A_KIND:
        return sum(dice) if most >= 3 else 0
    if box is Box.FOUR_OF_A_KIND:
        return sum(dice) if most >= 4 else 0
    if box is Box.FULL_HOUSE:
        return FULL_HOUSE_SCORE if sorted(counts.values()) == [2, 3] else 0
    if box is Box.SMALL_STRAIGHT:
        return SMALL_STRAIGHT_SCORE if any(run <= faces for run in _SMALL_RUNS) else 0
    if box is Box.LARGE_STRAIGHT:
        return LARGE_STRAIGHT_SCORE if faces in _LARGE_RUNS else 0
    if box is Box.CHANCE:
        return sum(dice)
    return PENTA_SCORE if most == DICE_COUNT else 0


@dataclass(frozen=True)
class Sheet:
    """An immutable score sheet for one player.

    ``scores[i]`` is the points written in ``Box(i)``, or None while it is open;
    ``penta_bonuses`` counts the 100-point Penta bonuses earned.
    """

    scores: tuple[int | None, ...] = (None,) * len(Box)
    penta_bonuses: int = 0

    def __post_init__(self) -> None:
        if len(self.scores) != len(Box):
            raise ValueError(f"a sheet has {len(Box)} boxes, got {len(self.scores)}")

    def __getitem__(self, box: Box) -> int | None:
        return self.scores[box]

    # ----- queries -------------------------------------------------------------
    def is_open(self, box: Box) -> bool:
        return self.scores[box] is None

    @property
    def open_boxes(self) -> tuple[Box, ...]:
        return tuple(box for box in Box if self.scores[box] is None)

    @property
    def filled_count(self) -> int:
        return sum(score is not None for score in self.scores)

    @property
    def is_complete(self) -> bool:
        return all(score is not None for score in self.scores)

    @property
    def upper_total(self) -> int:
        return sum(self.scores[box] or 0 for box in UPPER_BOXES)

    @property
    def upper_bonus(self) -> int:
        return UPPER_BONUS if self.upper_total >= UPPER_BONUS_THRESHOLD else 0

    @property
    def lower_total(self) -> int:
        return sum(self.scores[box] or 0 for box in LOWER_BOXES)

    @property
    def penta_bonus(self) -> int:
        return PENTA_BONUS * self.penta_bonuses

    @property
    def total(self) -> int:
        return self.upper_total + self.upper_bonus + self.lower_total + self.penta_bonus

    def is_joker(self, dice: Sequence[int]) -> bool:
        """True when the dice are a Penta and the Penta box already holds 50."""
        return is_penta(dice) and self.scores[Box.PENTA] == PENTA_SCORE

    def options(self, dice: Iterable[int]) -> dict[Box, int]:
        """The boxes this roll may legally go into, with the points each would write.

        Sheet order. The joker rule is applied; the Penta bonus is not included
        (see :meth:`bonus_for`).
        """
        values = check_dice(dice, DICE_COUNT)
        if not self.is_joker(values):
            return {box: box_score(box, values) for box in self.open_boxes}
        face_box = Box.upper_for(values[0])
        if self.is_open(face_box):
            return {face_box: box_score(face_box, values)}
        open_lower = [box for box in LOWER_BOXES if self.is_open(box)]
        if open_lower:
            return {box: _JOKER_FIXED.get(box, sum(values)) for box in open_lower}
        return {box: 0 for box in UPPER_BOXES if self.is_open(box)}

    def bonus_for(self, dice: Sequence[int]) -> int:
        """The Penta bonus this roll earns wherever it is scored (0 or 100)."""
        return PENTA_BONUS if self.is_joker(dice) else 0

    def no_open_box_scores(self, dice: Iterable[int]) -> bool:
        """True when every legal box would write 0: a box must be sacrificed.

        Drives the message «Nenhuma casa aberta rende pontos: é preciso sacrificar
        uma». A joker roll always earns its bonus, so it is never such a case.
        """
        values = check_dice(dice, DICE_COUNT)
        if self.is_complete or self.is_joker(values):
            return False
        return all(points == 0 for points in self.options(values).values())

    # ----- scoring -------------------------------------------------------------
    def score(self, box: Box, dice: Iterable[int]) -> Sheet:
        """Write the roll in ``box``; return the new sheet (this one is unchanged)."""
        box = Box(box)
        values = check_dice(dice, DICE_COUNT)
        if not self.is_open(box):
            raise BoxFilledError(f"{box.name} already holds {self.scores[box]}")
        allowed = self.options(values)
        if box not in allowed:
            raise JokerRuleError(
                f"the joker rule forbids {box.name} for {values}; "
                f"allowed: {', '.join(b.name for b in allowed)}"
            )
        scores = list(self.scores)
        scores[box] = allowed[box]
        bonuses = self.penta_bonuses + (1 if self.is_joker(values) else 0)
        return Sheet(tuple(scores), bonuses)


class PentaGame:
    """The turn and round state machine of a Penta game for 1-7 seats.

    Turn: ``roll()`` up to three times, ``toggle_hold(i)`` between rolls, then
    ``score(box)``, which passes the turn. Every illegal action raises a
    :class:`PentaError` (or :class:`GameOverError`) and changes nothing.
    """

    def __init__(
        self,
        players: Sequence[str | Player] | int = 1,
        rng: random.Random | None = None,
    ) -> None:
        self.players = make_players(players)
        self.rng = rng if rng is not None else random.Random()
        self.sheets = [Sheet() for _ in self.players]
        self.current = 0
        self.round = 1
        self._start_turn()

    def _start_turn(self) -> None:
        self.dice: tuple[int, ...] | None = None  # None: not rolled yet this turn
        self.held = (False,) * DICE_COUNT
        self.rolls_used = 0

    # ----- state ---------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return all(sheet.is_complete for sheet in self.sheets)

    @property
    def rolls_left(self) -> int:
        return ROLLS_PER_TURN - self.rolls_used

    @property
    def player(self) -> Player:
        return self.players[self.current]

    @property
    def sheet(self) -> Sheet:
        """The current player's sheet."""
        return self.sheets[self.current]

    def options(self) -> dict[Box, int]:
        """Legal boxes for the current dice, with points (see :meth:`Sheet.options`)."""
        return self.sheet.options(self._require_rolled("look at the boxes"))

    def must_sacrifice(self) -> bool:
        """True when the current roll scores nothing in any open box."""
        return self.sheet.no_open_box_scores(self._require_rolled("check the boxes"))

    def totals(self) -> list[int]:
        return [sheet.total for sheet in self.sheets]

    def ranking(self) -> list[tuple[int, int, Player, int]]:
        """(place, seat index, player, total), best first; ties share a place."""
        totals = self.totals()
        places = rank(totals)
        rows = [(places[i], i, self.players[i], totals[i]) for i in range(len(totals))]
        return sorted(rows, key=lambda row: (row[0], row[1]))

    # ----- actions -------------------------------------------------------------
    def _require_playing(self) -> None:
        if self.is_over:
            raise GameOverError("the game is over")

    def _require_rolled(self, action: str) -> tuple[int, ...]:
        """The dice rolled this turn (NotRolledError before the first roll)."""
        self._require_playing()
        if self.dice is None:
            raise NotRolledError(f"roll the dice before you {action}")
        return self.dice

    def roll(self) -> tuple[int, ...]:
        """Roll every die not held; return the dice."""
        self._require_playing()
        if self.rolls_left <= 0:
            raise NoRollsLeftError(f"only {ROLLS_PER_TURN} rolls per turn")
        old = self.dice or (0,) * DICE_COUNT
        dice = tuple(old[i] if self.held[i] else self.rng.randint(1, 6) for i in range(DICE_COUNT))
        self.dice = dice
        self.rolls_used += 1
        return dice

    def _check_die_index(self, index: int) -> None:
        if not 0 <= index < DICE_COUNT:
            raise IndexError(f"die index {index} out of range 0..{DICE_COUNT - 1}")

    def set_hold(self, index: int, hold: bool) -> None:
        """Hold (True) or release (False) one die between rolls."""
        self._require_rolled("hold dice")
        self._check_die_index(index)
        if self.rolls_left == 0:
            raise NoRollsLeftError("no roll is left: holding dice has no effect")
        held = list(self.held)
        held[index] = bool(hold)
        self.held = tuple(held)

    def toggle_hold(self, index: int) -> bool:
        """Flip one die's hold; return its new state."""
        self._require_rolled("hold dice")
        self._check_die_index(index)
        self.set_hold(index, not self.held[index])
        return self.held[index]

    def set_holds(self, held: Sequence[bool]) -> None:
        """Set every die's hold at once (the computer's keep)."""
        self._require_rolled("hold dice")
        if len(held) != DICE_COUNT:
            raise ValueError(f"expected {DICE_COUNT} hold flags")
        if self.rolls_left == 0:
            raise NoRollsLeftError("no roll is left: holding dice has no effect")
        self.held = tuple(bool(h) for h in held)

    def score(self, box: Box) -> int:
        """Score the current dice in ``box`` and pass the turn.

        Returns how much the player's TOTAL grew (box points, Penta bonus and an
        upper bonus reached by this box)."""
        dice = self._require_rolled("score")
        sheet = self.sheet
        new_sheet = sheet.score(box, dice)
        self.sheets[self.current] = new_sheet
        gained = new_sheet.total - sheet.total
        self._next_turn()
        return gained

    def _next_turn(self) -> None:
        self._start_turn()
        if self.is_over:
            return
        self.current += 1
        if self.current == len(self.players):
            self.current = 0
            self.round += 1
