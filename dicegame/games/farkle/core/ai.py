"""Farkle computer players: the default threshold player and the Expert (the Master, which
plays for the chance to win, is in :mod:`dicegame.games.farkle.core.master`).

Pure Python; imports no Qt. What a roll offers comes from
:mod:`dicegame.games.farkle.core.rolls`, the Expert's exact values from
:mod:`dicegame.games.farkle.core.expert_table`; this module holds the players' decisions.

The levels share one interface, :class:`FarkleAI` (``choose_set_aside(game)`` then
``should_bank(game)``); :func:`dicegame.games.farkle.core.levels.make_ai` builds one by level
name and :func:`play_turn` plays a whole computer turn on a
:class:`~dicegame.games.farkle.core.rules.FarkleGame` step by step.

**Normal** (the default opponent, :data:`NORMAL`) is the rule the rules page states: it banks
as soon as its turn total reaches a threshold, 300 with three or more dice left to roll,
250 with one die and 200 with two, all raised when it is behind the leader (+5 % of the gap,
at most +500). It sets aside the dice worth the most points (most dice left on a tie) and
never rolls on past its threshold, except when the last-turn rule makes it. The one- and
two-dice thresholds come from exact evaluation (:func:`policy_turn_value`): banking there
at any total makes 452.69 points per turn against 447.51 with 300 everywhere, and 250 / 200
are the least totals that can leave one / two dice, so it banks whenever so few dice remain.

**Expert** (:class:`ExpertAI`) plays the exact maximum-expected-score turn strategy:
:func:`~dicegame.games.farkle.core.expert_table.expert_turn_value` solves the turn by
backward induction over (turn points, dice to roll), hot dice included.

Both respect the last turn: when the final round has started, the computer never banks
before its total beats every other player's, and when it is the last to play it banks as
soon as it does. The Expert then also sets dice aside to maximise the chance of getting
there (:func:`~dicegame.games.farkle.core.expert_table.reach_probability`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from dicegame.games.farkle.core.expert_table import expert_choice_value, reach_probability
from dicegame.games.farkle.core.rolls import (
    SetAside,
    check_position,
    roll_outcomes,
    set_aside_options,
)
from dicegame.games.farkle.core.rules import (
    DICE_COUNT,
    FarkleGame,
    FarklePhase,
    WrongPhaseError,
)

__all__ = [
    "policy_turn_value",
    "indices_of",
    "Situation",
    "situation",
    "FarkleAI",
    "ThresholdAI",
    "ExpertAI",
    "NORMAL",
    "BANK_AT_300",
    "StepKind",
    "TurnStep",
    "play_turn",
]


# ----- what the computer knows about the game -----------------------------------------------


@dataclass(frozen=True)
class Situation:
    """The game around the current turn, from the point of view of the player to move.

    ``behind``: best other total minus own total (negative when leading).
    ``needed``: in the final round, turn points needed to beat every other total
    (``None`` before). ``last_to_play``: nobody plays after this turn.
    """

    behind: int = 0
    needed: int | None = None
    last_to_play: bool = False

    def must_roll_on(self, turn_total: int) -> bool:
        """The last-turn rule: banking now would not beat the leader."""
        return self.needed is not None and turn_total < self.needed

    def done(self, turn_total: int) -> bool:
        """Last to play and already beating everyone: any further roll is pure risk."""
        return self.last_to_play and self.needed is not None and turn_total >= self.needed


def situation(game: FarkleGame) -> Situation:
    """Read the situation of the player to move from a game."""
    me = game.current
    others = [total for seat, total in enumerate(game.totals) if seat != me]
    best_other = max(others, default=0)
    behind = best_other - game.totals[me]
    if not game.is_final_round:
        return Situation(behind=behind)
    seats = len(game.players)
    last = (me + 1) % seats == game.final_trigger
    return Situation(behind=behind, needed=behind + 1, last_to_play=last)


# ----- the interface ------------------------------------------------------------------------


class FarkleAI(Protocol):
    """A computer player. In the choosing phase the game asks ``choose_set_aside`` (dice
    indices of the current roll to set aside, all valid together), applies them with
    ``game.select``, then asks ``should_bank`` (True: bank, False: roll again).
    ``name``: the level's name, read only (the players are frozen dataclasses)."""

    @property
    def name(self) -> str: ...

    def choose_set_aside(self, game: FarkleGame) -> tuple[int, ...]: ...

    def should_bank(self, game: FarkleGame) -> bool: ...


def indices_of(roll: Sequence[int], dice: Sequence[int]) -> tuple[int, ...]:
    """Positions in ``roll`` of the values ``dice`` (a sub-multiset), lowest first."""
    free = list(range(len(roll)))
    chosen = []
    for value in dice:
        index = next(i for i in free if roll[i] == value)
        free.remove(index)
        chosen.append(index)
    return tuple(sorted(chosen))


def _require_choosing(game: FarkleGame) -> tuple[SetAside, ...]:
    if game.phase is not FarklePhase.CHOOSING:
        raise WrongPhaseError(
            f"the computer sets dice aside only after a scoring roll ({game.phase.name})"
        )
    return set_aside_options(game.roll_dice)


def _bank_decision(game: FarkleGame, default: bool) -> bool:
    """Apply the last-turn rule around a level's own decision."""
    if not game.can_bank:
        return False
    where = situation(game)
    if where.must_roll_on(game.turn_total):
        return False
    if where.done(game.turn_total):
        return True
    return default


@dataclass(frozen=True)
class ThresholdAI:
    """Banks once the turn total reaches ``threshold(dice_left, behind)``.

    ``thresholds[n - 1]``: the threshold with n dice to roll next, when level with the
    leader. When behind, it rises by ``behind_rate`` per point behind, at most
    ``behind_cap``. Set-aside: the most points (most dice left on ties).
    """

    name: str
    thresholds: tuple[int, ...]
    behind_rate: float = 0.0
    behind_cap: int = 0

    def threshold(self, dice_left: int, behind: int = 0) -> int:
        extra = min(self.behind_cap, round(self.behind_rate * max(0, behind)))
        return self.thresholds[dice_left - 1] + extra

    @staticmethod
    def pick(options: Sequence[tuple[int, int]]) -> int:
        """Index of the chosen (points, dice left) option."""
        return max(range(len(options)), key=lambda index: options[index])

    def banks(self, turn_total: int, dice_left: int, behind: int = 0) -> bool:
        return turn_total >= self.threshold(dice_left, behind)

    def choose_set_aside(self, game: FarkleGame) -> tuple[int, ...]:
        options = _require_choosing(game)
        chosen = options[self.pick([o.option for o in options])]
        return indices_of(game.roll_dice, chosen.dice)

    def should_bank(self, game: FarkleGame) -> bool:
        where = situation(game)
        own = self.banks(game.turn_total, game.dice_to_roll, where.behind)
        return _bank_decision(game, own)


def _reach_after(needed: int, turn_total: int, dice_left: int) -> float:
    return 1.0 if turn_total >= needed else reach_probability(needed, turn_total, dice_left)


@dataclass(frozen=True)
class ExpertAI:
    """The exact maximum-expected-score turn strategy (see
    :func:`~dicegame.games.farkle.core.expert_table.expert_turn_value`);
    in the final round, the set-aside that maximises the chance to beat the leader."""

    name: str = "expert"

    def choose_set_aside(self, game: FarkleGame) -> tuple[int, ...]:
        options = _require_choosing(game)
        where = situation(game)
        t, needed = game.turn_points, where.needed
        if needed is not None and (where.last_to_play or t < needed):

            def merit(option: SetAside) -> tuple[float, float]:
                total = t + option.points
                chance = _reach_after(needed, total, option.dice_left)
                return (chance, expert_choice_value(total, option.dice_left))

        else:

            def merit(option: SetAside) -> tuple[float, float]:
                return (expert_choice_value(t + option.points, option.dice_left), 0.0)

        return indices_of(game.roll_dice, max(options, key=merit).dice)

    def should_bank(self, game: FarkleGame) -> bool:
        total, left = game.turn_total, game.dice_to_roll
        own = total >= expert_choice_value(total, left)
        return _bank_decision(game, own)


# The Normal level: the rules page's computer (see the module's docstring).
NORMAL = ThresholdAI(
    name="normal",
    thresholds=(250, 200, 300, 300, 300, 300),
    behind_rate=0.05,
    behind_cap=500,
)
BANK_AT_300 = ThresholdAI(name="bank at 300", thresholds=(300,) * DICE_COUNT)


# ----- exact evaluation of a threshold player -------------------------------------------------


def policy_turn_value(ai: ThresholdAI, turn_points: int = 0, dice: int = DICE_COUNT) -> float:
    """Exact expected points of a turn played by ``ai`` (level with the leader, not the
    final round), from ``turn_points`` before rolling ``dice`` dice."""
    check_position(turn_points, dice)
    memo: dict[tuple[int, int], float] = {}

    def value(t: int, n: int) -> float:
        if (t, n) not in memo:
            total = 0.0
            for outcome in roll_outcomes(n):
                points, left = outcome.options[ai.pick(outcome.options)]
                after = t + points
                total += outcome.probability * (
                    after if ai.banks(after, left) else value(after, left)
                )
            memo[t, n] = total
        return memo[t, n]

    return value(turn_points, dice)


# ----- playing a whole computer turn -------------------------------------------------------


class StepKind(Enum):
    ROLL = "roll"  # dice rolled (the game may now be in the FARKLED phase)
    SET_ASIDE = "set_aside"  # dice set aside from the roll
    BANK = "bank"  # points banked; the turn has passed
    FARKLE = "farkle"  # the farkle acknowledged; the turn has passed


@dataclass(frozen=True)
class TurnStep:
    """One visible step of a computer turn, already applied to the game.

    ``dice``: the roll (ROLL), the dice set aside (SET_ASIDE), else empty. ``indices``:
    positions set aside in the roll (SET_ASIDE). ``points``: the turn total after the
    step (banked points for BANK, lost points for FARKLE).
    """

    kind: StepKind
    dice: tuple[int, ...] = ()
    indices: tuple[int, ...] = ()
    points: int = 0


def play_turn(game: FarkleGame, ai: FarkleAI) -> Iterator[TurnStep]:
    """Play the current player's turn with ``ai``, one step per ``next()``: each step is
    applied to the game before it is yielded, so an engine can redraw and pause between
    them. Starts from the beginning of a turn or after a roll; ends when the turn passes."""
    seat, turn = game.current, game.turn_number
    while not game.is_over and (game.current, game.turn_number) == (seat, turn):
        phase = game.phase
        if phase is FarklePhase.TURN_START:
            yield TurnStep(StepKind.ROLL, game.roll(), points=game.turn_points)
        elif phase is FarklePhase.FARKLED:
            lost = game.lost_points
            game.end_turn()
            yield TurnStep(StepKind.FARKLE, points=lost)
        elif not game.selection_valid:
            indices = ai.choose_set_aside(game)
            game.select(indices)
            yield TurnStep(StepKind.SET_ASIDE, game.selected_dice, indices, game.turn_total)
        elif ai.should_bank(game):
            yield TurnStep(StepKind.BANK, points=game.bank())
        else:
            yield TurnStep(StepKind.ROLL, game.roll(), points=game.turn_points)
