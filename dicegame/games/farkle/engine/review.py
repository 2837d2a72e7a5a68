"""The human decisions of a Farkle game, priced against the Expert (the move review).

After each roll a player sets dice aside, then rolls on or banks: one decision. Its value
is the turn's expected final points from there with the Expert playing on
(:func:`~dicegame.games.farkle.core.expert_table.expert_turn_value`; a bank is worth
what it banks); the best value is the Expert's own choice of dice and of banking or
rolling on (:func:`~dicegame.games.farkle.core.expert_table.expert_choice_value` over
every way to set dice aside).
The loss is the difference, in expected points of the turn. The Expert maximises the
points of a turn: it ignores the target and the others' totals.

The priced decisions travel with the autosave as plain JSON (:func:`decisions_to_json`,
read back and checked by :func:`decisions_from_json`), so that the review of a resumed
game still covers the decisions made before the interruption.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dicegame.core.common import Player
from dicegame.core.validate import (
    Problem,
    expect_bool,
    expect_int,
    expect_list,
    expect_object,
    fail,
)
from dicegame.games.farkle.core.expert_table import expert_turn_value
from dicegame.games.farkle.core.rolls import set_aside_options
from dicegame.games.farkle.core.rules import DICE_COUNT, FarkleGame, score

__all__ = [
    "DECISIONS_KEY",
    "FarkleDecision",
    "decision_now",
    "decisions_from_json",
    "decisions_to_json",
    "game_round",
]

#: The key of the decisions in a save's ``extra``.
DECISIONS_KEY = "farkle_decisions"
MAX_DECISIONS = 20_000  # far more than a long game's humans take; a damaged list is refused
MAX_ROLLS = 1_000  # rolls of one turn (hot dice give six dice again)
MAX_VALUE = 1_000_000.0  # expected points of a turn, far above any the Expert reaches


@dataclass(frozen=True)
class FarkleDecision:
    """One human decision, priced: the roll it came after, what was done, what was best."""

    seat: int
    round: int  # the game's round (every player plays once a round)
    roll: int  # the roll of the turn it came after: 1 for the turn's first roll
    dice: tuple[int, ...]  # that roll, sorted
    kept: tuple[int, ...]  # the dice set aside from it, sorted
    banked: bool  # banked (else rolled on)
    value: float  # expected final points of the turn after this decision
    best_kept: tuple[int, ...]
    best_banks: bool
    best_value: float

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.value)


def _after(total: int, dice_left: int, banks: bool) -> float:
    """The turn's expected final points: banking ``total``, or rolling ``dice_left`` on."""
    return float(total) if banks else expert_turn_value(total, dice_left)


def _best(turn_points: int, roll: Sequence[int]) -> tuple[tuple[int, ...], bool, float]:
    """The Expert's choice after ``roll``: the dice to set aside, bank or not, its value."""
    found: tuple[tuple[int, ...], bool, float] = ((), True, -1.0)
    for option in set_aside_options(roll):
        total = turn_points + option.points
        for banks in (True, False):
            value = _after(total, option.dice_left, banks)
            if value > found[2]:
                found = (option.dice, banks, value)
    return found


def game_round(game: FarkleGame) -> int:
    """The game's round now (every player plays once a round)."""
    return (game.turn_number - 1) // len(game.players) + 1


def decision_now(game: FarkleGame, banks: bool) -> FarkleDecision:
    """The decision the player on turn takes now (their selection is valid): banking, or
    rolling on."""
    roll = tuple(sorted(game.roll_dice))
    kept = game.selected_dice
    left = len(roll) - len(kept) or DICE_COUNT  # hot dice: all six again
    best_kept, best_banks, best_value = _best(game.turn_points, roll)
    return FarkleDecision(
        seat=game.current,
        round=game_round(game),
        roll=len(game.turn_groups) + 1,
        dice=roll,
        kept=tuple(sorted(kept)),
        banked=banks,
        value=_after(game.turn_points + score(kept), left, banks),
        best_kept=best_kept,
        best_banks=best_banks,
        best_value=best_value,
    )


# ----- decisions as plain JSON (for the autosave) ----------------------------------------------
_FIELDS = (
    "seat",
    "round",
    "roll",
    "dice",
    "kept",
    "banked",
    "value",
    "best_kept",
    "best_banks",
    "best_value",
)


def decisions_to_json(decisions: Sequence[FarkleDecision]) -> list[dict[str, Any]]:
    """The decisions as JSON values (lists, dicts, numbers, booleans)."""
    return [
        {
            "seat": d.seat,
            "round": d.round,
            "roll": d.roll,
            "dice": list(d.dice),
            "kept": list(d.kept),
            "banked": d.banked,
            "value": d.value,
            "best_kept": list(d.best_kept),
            "best_banks": d.best_banks,
            "best_value": d.best_value,
        }
        for d in decisions
    ]


def decisions_from_json(data: Any, players: Sequence[Player]) -> list[FarkleDecision]:
    """Decisions read back from :func:`decisions_to_json`, each checked to be one a human
    of ``players`` could have taken (dice set aside that score and came from the roll).
    Raises :class:`~dicegame.core.validate.SaveFormatError` on anything else."""
    items = expect_list(data, "The recorded decisions", 0, MAX_DECISIONS)
    return [_decision_from_json(item, index, players) for index, item in enumerate(items)]


def _decision_from_json(data: Any, index: int, players: Sequence[Player]) -> FarkleDecision:
    where = f"Decision {index + 1}"
    obj = expect_object(data, where, _FIELDS)
    seat = expect_int(obj["seat"], f"{where}, seat", 0, len(players) - 1)
    if players[seat].is_computer:
        fail(Problem.INCONSISTENT, f"{where} is the computer's.")
    dice = _dice(obj["dice"], f"{where}, dice", 1)
    kept = _dice(obj["kept"], f"{where}, dice set aside", 1)
    best_kept = _dice(obj["best_kept"], f"{where}, the Expert's dice", 1)
    for chosen in (kept, best_kept):
        if Counter(chosen) - Counter(dice) or score(chosen) == 0:
            fail(Problem.INCONSISTENT, f"{where}: dice set aside that the roll did not allow.")
    return FarkleDecision(
        seat=seat,
        round=expect_int(obj["round"], f"{where}, round", 1, MAX_DECISIONS),
        roll=expect_int(obj["roll"], f"{where}, roll", 1, MAX_ROLLS),
        dice=dice,
        kept=kept,
        banked=expect_bool(obj["banked"], f"{where}, banked"),
        value=_points(obj["value"], f"{where}, value"),
        best_kept=best_kept,
        best_banks=expect_bool(obj["best_banks"], f"{where}, the Expert banks"),
        best_value=_points(obj["best_value"], f"{where}, the Expert's value"),
    )


def _dice(data: Any, where: str, least: int) -> tuple[int, ...]:
    items = expect_list(data, where, least, DICE_COUNT)
    return tuple(sorted(expect_int(die, f"{where}, a die", 1, 6) for die in items))


def _points(value: Any, where: str) -> float:
    """Expected points: a finite number from 0 to MAX_VALUE."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        fail(Problem.BAD_VALUE, f"{where} must be a number.")
    if not math.isfinite(value) or not 0 <= value <= MAX_VALUE:
        fail(Problem.BAD_VALUE, f"{where} is out of range.")
    return float(value)
