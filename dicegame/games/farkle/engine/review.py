"""The human decisions of a Farkle game, priced against the Expert (the move review).

After each roll a player sets dice aside, then rolls on or banks: one decision. Its value
is the turn's expected final points from there with the Expert playing on
(:func:`~dicegame.games.farkle.core.ai.expert_turn_value`; a bank is worth what it banks); the
best value is the Expert's own choice of dice and of banking or rolling on
(:func:`~dicegame.games.farkle.core.ai.expert_choice_value` over every way to set dice aside).
The loss is the difference, in expected points of the turn. The Expert maximises the
points of a turn: it ignores the target and the others' totals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dicegame.games.farkle.core.ai import expert_turn_value, set_aside_options
from dicegame.games.farkle.core.rules import DICE_COUNT, FarkleGame, score

__all__ = ["FarkleDecision", "decision_now"]


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


def decision_now(game: FarkleGame, banks: bool) -> FarkleDecision:
    """The decision the player on turn takes now (their selection is valid): banking, or
    rolling on."""
    roll = tuple(sorted(game.roll_dice))
    kept = game.selected_dice
    left = len(roll) - len(kept) or DICE_COUNT  # hot dice: all six again
    best_kept, best_banks, best_value = _best(game.turn_points, roll)
    return FarkleDecision(
        seat=game.current,
        round=(game.turn_number - 1) // len(game.players) + 1,
        roll=len(game.turn_groups) + 1,
        dice=roll,
        kept=tuple(sorted(kept)),
        banked=banks,
        value=_after(game.turn_points + score(kept), left, banks),
        best_kept=best_kept,
        best_banks=best_banks,
        best_value=best_value,
    )
