"""The Expert's exact turn values (pure Python, no Qt).

:func:`expert_turn_value` and :func:`expert_choice_value`: the maximum expected points of a
turn from (turn points, dice to roll), hot dice included, solved by backward induction
(:func:`solve_expert_rolls`). For the totals every game makes (multiples of
:data:`~dicegame.games.farkle.core.rolls.STEP`) the program reads that solution from
``resources/farkle/expert_table.f64``, built by ``tools/build_expert_table.py`` and checked
against its sidecar by :func:`load_expert_rolls`; it solves here only when the file is
missing or damaged (:class:`ExpertTableError`), or for another total.

:func:`reach_probability`: for the last turn, the best chance of ending a turn with at
least a given total.

The computer players (:mod:`dicegame.games.farkle.core.ai`) decide from these; this module
knows nothing of them. Rolls come from :mod:`dicegame.games.farkle.core.rolls`.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import sys
from array import array
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from dicegame.games.farkle.core.rolls import STEP, check_position, roll_outcomes
from dicegame.games.farkle.core.rules import DICE_COUNT
from dicegame.paths import resource_path

__all__ = [
    "expert_turn_value",
    "expert_choice_value",
    "expert_bank_bound",
    "solve_expert_rolls",
    "solve_expert_table",
    "EXPERT_TABLE_DIR",
    "EXPERT_TABLE",
    "EXPERT_META",
    "ExpertTableError",
    "encode_expert_rolls",
    "expert_meta",
    "load_expert_rolls",
    "reach_probability",
]


# ----- the Expert: maximum expected points of a turn --------------------------------------


def _farkle_chance(dice: int) -> float:
    return 1.0 - sum(outcome.probability for outcome in roll_outcomes(dice))


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


def expert_turn_value(turn_points: int, dice: int) -> float:
    """Expected final points of the turn under the Expert strategy, from a position with
    ``turn_points`` already collected this turn, just before rolling ``dice`` dice.
    ``expert_turn_value(0, 6)`` is the Expert's expected points per turn."""
    check_position(turn_points, dice)
    return _expert_table(turn_points % STEP).roll_value(turn_points, dice)


def expert_choice_value(turn_total: int, dice_left: int) -> float:
    """Expected final points of the turn after setting dice aside: the better of banking
    ``turn_total`` and rolling ``dice_left`` dice on (6 after hot dice)."""
    check_position(turn_total, dice_left)
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
    check_position(turn_points, dice)
    if turn_points >= needed:
        return 1.0
    missing = needed - turn_points
    return _reach.chance(math.ceil(missing / STEP), dice)  # all scores are multiples of STEP
