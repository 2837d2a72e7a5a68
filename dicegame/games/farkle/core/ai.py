"""Farkle computer players: the default threshold player and the Expert (the Master, which
plays for the chance to win, is in :mod:`dicegame.games.farkle.core.master`).

Pure Python; imports no Qt. Scoring comes only from :mod:`dicegame.games.farkle.core.rules`
(:func:`~dicegame.games.farkle.core.rules.score` and
:func:`~dicegame.games.farkle.core.rules.is_farkle`).

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
:func:`expert_turn_value` solves the turn by backward induction over (turn points, dice
to roll), hot dice included.

Both respect the last turn: when the final round has started, the computer never banks
before its total beats every other player's, and when it is the last to play it banks as
soon as it does. The Expert then also sets dice aside to maximise the chance of getting
there (:func:`reach_probability`).
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import sys
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Protocol

from dicegame.games.farkle.core.rules import (
    DICE_COUNT,
    FarkleGame,
    FarklePhase,
    WrongPhaseError,
    is_farkle,
)
from dicegame.games.farkle.core.rules import score as farkle_score
from dicegame.paths import resource_path

__all__ = [
    "SetAside",
    "set_aside_options",
    "RollOutcome",
    "roll_outcomes",
    "expert_turn_value",
    "expert_choice_value",
    "expert_bank_bound",
    "reach_probability",
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


def _farkle_chance(dice: int) -> float:
    return 1.0 - sum(outcome.probability for outcome in roll_outcomes(dice))


# ----- the Expert: maximum expected points of a turn --------------------------------------


@cache
def _no_loss_gain() -> tuple[float, ...]:
    """W(n): the most points a turn could expect to collect from n dice if a farkle lost
    nothing (value iteration to the fixed point of the hot-dice cycle). An upper bound
    of what rolling on can add, whatever the strategy."""
    gain = [0.0] * (DICE_COUNT + 1)
    while True:
        new = [0.0] + [
            sum(
                outcome.probability * max(points + gain[left] for points, left in outcome.options)
                for outcome in roll_outcomes(n)
            )
            for n in range(1, DICE_COUNT + 1)
        ]
        if max(abs(a - b) for a, b in zip(new, gain, strict=True)) < 1e-9:
            return tuple(new)
        gain = new


@cache
def expert_bank_bound(dice: int) -> int:
    """A turn total from which banking beats rolling ``dice`` dice, proven: rolling gives at
    most (1 - p) * t + W(n), which is below t once t >= W(n) / p (p: farkle chance).
    Rounded up to a multiple of STEP, with a 1 % safety margin on the float W."""
    bound = 1.01 * _no_loss_gain()[dice] / _farkle_chance(dice)
    return STEP * math.ceil(bound / STEP)


class _ExpertTable:
    """Values of the optimal turn for turn totals ``residue + STEP * k``.

    ``roll[n][k]``: expected final points of the turn from there, before rolling n dice.
    ``choice[n][k]``: the best of banking and rolling n dice (``choice[0]``: banking).
    ``bounds[n]``: :func:`expert_bank_bound` (below it the Expert may roll n dice on).
    Built from ``roll`` (solved by :func:`solve_expert_rolls` or read from the shipped
    file by :func:`load_expert_rolls`): the choices follow from it exactly.
    """

    def __init__(self, residue: int, roll: Sequence[Sequence[float]], bounds: Sequence[int]):
        self.residue = residue
        self.size = _table_size(bounds)
        self.roll = [list(row) for row in roll]
        self.choice = _choices(residue, self.roll, bounds)

    def total(self, k: int) -> int:
        return self.residue + STEP * k

    def choice_value(self, turn_points: int, dice: int) -> float:
        k = (turn_points - self.residue) // STEP
        return self.choice[dice][k] if k < len(self.choice[dice]) else float(turn_points)

    def roll_value(self, turn_points: int, dice: int) -> float:
        k = (turn_points - self.residue) // STEP
        if k < self.size:
            return self.roll[dice][k]
        return sum(  # beyond every bank bound: bank after this roll
            o.probability * (turn_points + max(points for points, _ in o.options))
            for o in roll_outcomes(dice)
        )


_PAD = 4000 // STEP + 1  # the largest set-aside is six 1s: 4000


def _table_size(bounds: Sequence[int]) -> int:
    return max(bounds[1:]) // STEP + 1


def _banked(residue: int, size: int) -> list[list[float]]:
    """``choice`` rows before any rolling: banking ``residue + STEP * k`` for every n."""
    return [[float(residue + STEP * k) for k in range(size + _PAD)] for _ in range(DICE_COUNT + 1)]


def _bank_bounds() -> tuple[int, ...]:
    """``bounds[n]`` = :func:`expert_bank_bound` (n), 0 for n = 0."""
    return (0,) + tuple(expert_bank_bound(n) for n in range(1, DICE_COUNT + 1))


def _choices(
    residue: int, roll: Sequence[Sequence[float]], bounds: Sequence[int]
) -> list[list[float]]:
    """``choice[n][k]``: the better of banking ``residue + STEP * k`` and rolling n dice on
    (rolling only below the bank bound), for k up to the table size plus the largest gain."""
    size = _table_size(bounds)
    choice = _banked(residue, size)
    for n in range(1, DICE_COUNT + 1):
        row, rolled = choice[n], roll[n]
        for k in range(size):
            if k * STEP + residue < bounds[n]:
                row[k] = max(row[k], rolled[k])
    return choice


def solve_expert_rolls(residue: int) -> list[list[float]]:
    """``roll[n][k]`` of :class:`_ExpertTable` by backward induction: every set-aside adds
    points, so values depend only on larger totals (from the bank bound down). The
    reference computation (about 0.2 s of CPU); the program reads its result from
    ``resources/farkle/expert_table.f64`` (built by ``tools/build_expert_table.py``)."""
    bounds = _bank_bounds()
    size = _table_size(bounds)
    roll = [[0.0] * size for _ in range(DICE_COUNT + 1)]
    choice = _banked(residue, size)
    outcomes = [
        [(o.probability, [(p // STEP, left) for p, left in o.options]) for o in roll_outcomes(n)]
        for n in range(DICE_COUNT + 1)
    ]
    for k in range(size - 1, -1, -1):
        for n in range(1, DICE_COUNT + 1):
            value = 0.0
            for probability, options in outcomes[n]:
                value += probability * max(choice[left][k + d] for d, left in options)
            roll[n][k] = value
            if k * STEP + residue < bounds[n]:
                choice[n][k] = max(choice[n][k], value)
    return roll


# ----- the shipped table (turn totals that are multiples of STEP: every real turn) ---------

EXPERT_TABLE_DIR = resource_path("farkle")
EXPERT_TABLE = "expert_table.f64"
EXPERT_META = "expert_table.json"
EXPERT_LAYOUT = (
    "roll[n][k] for n = 1..6 (dice about to be rolled), k = 0..size-1 (turn points / 50): "
    "the expected final points of the turn under the Expert's strategy; little-endian "
    "float64, row n by row n; roll[0] is all 0; choice[n][k] = max(50 k, roll[n][k]) "
    "when 50 k < bounds[n], else 50 k"
)


class ExpertTableError(Exception):
    """The shipped Expert table is missing, damaged or not the one its sidecar describes."""


def encode_expert_rolls(roll: Sequence[Sequence[float]]) -> bytes:
    """The bytes of :data:`EXPERT_TABLE`: rows 1..6 of ``roll``, little-endian float64."""
    values = array("d", itertools.chain.from_iterable(roll[1:]))
    if sys.byteorder != "little":
        values.byteswap()
    return values.tobytes()


def expert_meta(roll: Sequence[Sequence[float]], data: bytes) -> dict[str, object]:
    """The sidecar of :data:`EXPERT_TABLE` (what :func:`load_expert_rolls` checks)."""
    return {
        "layout": EXPERT_LAYOUT,
        "dtype": "<f8",
        "residue": 0,
        "size": len(roll[1]),
        "bounds": list(_bank_bounds()),
        "expected_turn": roll[DICE_COUNT][0],
        "bytes": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
    }


def load_expert_rolls(folder: Path | None = None) -> tuple[list[list[float]], tuple[int, ...]]:
    """``roll`` (residue 0) and the bank bounds from the shipped file, checked against its
    sidecar's sha256 and shape."""
    folder = folder or EXPERT_TABLE_DIR
    try:
        data = (folder / EXPERT_TABLE).read_bytes()
        meta = json.loads((folder / EXPERT_META).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ExpertTableError(f"cannot read the Expert table: {error}") from error
    if not isinstance(meta, dict) or hashlib.sha256(data).hexdigest() != meta.get("sha256"):
        raise ExpertTableError("the Expert table does not match its sha256")
    bounds, size = meta.get("bounds"), meta.get("size")
    if (
        meta.get("dtype") != "<f8"
        or meta.get("residue") != 0
        or not isinstance(bounds, list)
        or len(bounds) != DICE_COUNT + 1
        or not all(type(b) is int and b >= 0 for b in bounds)
        or size != _table_size(bounds)
        or len(data) != 8 * DICE_COUNT * size
    ):
        raise ExpertTableError("the Expert table has an unknown layout")
    values = array("d")
    values.frombytes(data)
    if sys.byteorder != "little":
        values.byteswap()
    rows = [[0.0] * size] + [list(values[i : i + size]) for i in range(0, len(values), size)]
    return rows, tuple(bounds)


def solve_expert_table(residue: int) -> _ExpertTable:
    """The Expert's table computed here (the shipped one is read instead when it can be)."""
    return _ExpertTable(residue, solve_expert_rolls(residue), _bank_bounds())


@cache
def _expert_table(residue: int) -> _ExpertTable:
    """Totals that are multiples of STEP (all a game makes) read the shipped table; any
    other residue, or a missing or damaged file, is solved here (exact either way)."""
    if residue == 0:
        try:
            roll, bounds = load_expert_rolls()
        except ExpertTableError:
            pass
        else:
            return _ExpertTable(0, roll, bounds)
    return solve_expert_table(residue)


def _check_position(turn_points: int, dice: int) -> None:
    if not 1 <= dice <= DICE_COUNT:
        raise ValueError(f"1 to {DICE_COUNT} dice, got {dice}")
    if turn_points < 0:
        raise ValueError(f"turn points cannot be negative, got {turn_points}")


def expert_turn_value(turn_points: int, dice: int) -> float:
    """Expected final points of the turn under the Expert strategy, from a position with
    ``turn_points`` already collected this turn, just before rolling ``dice`` dice.
    ``expert_turn_value(0, 6)`` is the Expert's expected points per turn."""
    _check_position(turn_points, dice)
    return _expert_table(turn_points % STEP).roll_value(turn_points, dice)


def expert_choice_value(turn_total: int, dice_left: int) -> float:
    """Expected final points of the turn after setting dice aside: the better of banking
    ``turn_total`` and rolling ``dice_left`` dice on (6 after hot dice)."""
    _check_position(turn_total, dice_left)
    return _expert_table(turn_total % STEP).choice_value(turn_total, dice_left)


# ----- the last turn: chance of reaching a total --------------------------------------------


class _ReachTable:
    """``rows[n][k]``: chance of collecting at least ``units * STEP`` turn points, from
    ``k * STEP`` points before rolling n dice, by the strategy that maximises it.

    A turn's chance depends only on the points still missing, so the one table of the
    largest need met so far answers every smaller need, with the same numbers (row offset
    ``units - need``): memory stays at one table (some 48 KiB for 10 000 points) however
    many needs the final rounds meet, where a table per need grew to 4.8 MiB."""

    def __init__(self) -> None:
        self.units = -1
        self.rows: tuple[tuple[float, ...], ...] = ()

    def chance(self, need: int, dice: int) -> float:
        """The chance of collecting ``need * STEP`` points or more, before rolling ``dice``."""
        if need > self.units:
            self.units, self.rows = need, self._solve(need)
        return self.rows[dice][self.units - need]

    @staticmethod
    def _solve(units: int) -> tuple[tuple[float, ...], ...]:
        pad = 4000 // STEP + 1  # past the need: reached (a set-aside scores at most 4000)
        reached = [[0.0] * units + [1.0] * pad for _ in range(DICE_COUNT + 1)]
        outcomes = [
            [
                (o.probability, [(p // STEP, left) for p, left in o.options])
                for o in roll_outcomes(n)
            ]
            for n in range(DICE_COUNT + 1)
        ]
        for k in range(units - 1, -1, -1):
            for n in range(1, DICE_COUNT + 1):
                reached[n][k] = sum(
                    probability * max(reached[left][k + d] for d, left in options)
                    for probability, options in outcomes[n]
                )
        return tuple(tuple(row) for row in reached)


_reach = _ReachTable()


def reach_probability(needed: int, turn_points: int, dice: int) -> float:
    """Best chance, before rolling ``dice`` dice with ``turn_points`` collected this turn,
    of ending the turn with at least ``needed`` points (banking as soon as they are in)."""
    _check_position(turn_points, dice)
    if turn_points >= needed:
        return 1.0
    missing = needed - turn_points
    return _reach.chance(math.ceil(missing / STEP), dice)  # all scores are multiples of STEP


def _reach_after(needed: int, turn_total: int, dice_left: int) -> float:
    return 1.0 if turn_total >= needed else reach_probability(needed, turn_total, dice_left)


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


@dataclass(frozen=True)
class ExpertAI:
    """The exact maximum-expected-score turn strategy (see :func:`expert_turn_value`);
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
    _check_position(turn_points, dice)
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
