"""The Penta policy used everywhere: auto-score, the computer opponent, hints, review.

It is the OPTIMAL solitaire strategy: every choice maximises the expected final
TOTAL (upper bonus, Penta bonus and the joker rule of :mod:`dicegame.games.penta.core.rules`
included). The expected score of every turn-start state is precomputed by
:mod:`dicegame.games.penta.core.solver` (numpy, build time only) into
``resources/penta/strategy_table.f32``; this module needs only the standard library:
it maps the table once (lazily, checksum verified: a read-only view of the file, which
the program's memory holds only where a game reads it) and does the within-turn
computation (at most 3 rolls) in pure Python for the state at hand.

Conventions: "expected final score" is the sheet's TOTAL at the end of the game in
expectation (points already written + expected points still to come). A hold is the
sorted tuple of the dice VALUES kept; :func:`hold_flags` maps it onto dice positions.

When the table is missing or damaged (a broken install), :func:`table_problem` says
why, and the program plays on with the documented FALLBACK: the computer and the
auto-score take :func:`greedy_box`, the box worth most points now (no rerolls for the
computer), and hints and the move review are off.

Table layout (also described in ``strategy_table.json``): little-endian float32,
shape ``(3, 4096, 64)``, index ``(penta_state * 4096 + mask) * 64 + upper`` where
``penta_state`` is 0 while the Penta box is open, 1 when it holds 0, 2 when it holds
50; bit ``i`` of ``mask`` is set when ``Box(i)`` (``i`` < 12) is filled; ``upper`` is
the upper-section total capped at 63. The value is the expected number of points
still to come from the start of a turn in that state, bonuses included.
"""

from __future__ import annotations

import hashlib
import json
import mmap
import sys
from array import array
from collections import Counter, OrderedDict
from collections.abc import Sequence
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Protocol

from dicegame.games.penta.core.rules import (
    DICE_COUNT,
    PENTA_SCORE,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    Box,
    Sheet,
    box_score,
)
from dicegame.paths import resource_path

__all__ = [
    "StrategyTableError",
    "best_box",
    "best_hold",
    "decision_loss",
    "expected_score",
    "hold_flags",
    "keep_values",
    "load_table",
    "position_value",
    "rank_boxes",
    "rank_holds",
    "roll_boxes",
]

# ----- dice combinatorics (shared with the solver) -----------------------------------
FACES = range(1, 7)
#: The 252 distinct rolls of five dice, as sorted tuples.
ROLLS: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(FACES, DICE_COUNT))
#: The 462 distinct keeps (0 to 5 dice, sorted), smallest keeps first.
KEEPS: tuple[tuple[int, ...], ...] = tuple(
    keep for size in range(DICE_COUNT + 1) for keep in combinations_with_replacement(FACES, size)
)
KEEP_INDEX: dict[tuple[int, ...], int] = {keep: i for i, keep in enumerate(KEEPS)}
#: ROLL_KEEPS[r] is the index in KEEPS of ROLLS[r] (keeping all five dice).
ROLL_KEEPS: tuple[int, ...] = tuple(KEEP_INDEX[roll] for roll in ROLLS)
ROLL_INDEX: dict[tuple[int, ...], int] = {roll: r for r, roll in enumerate(ROLLS)}


def _sub_keeps(dice: tuple[int, ...]) -> tuple[int, ...]:
    """Indices of the distinct keeps that can be held from ``dice`` (sorted)."""
    found: set[tuple[int, ...]] = {()}
    for value in dice:
        found |= {tuple(sorted((*keep, value))) for keep in found}
    return tuple(sorted(KEEP_INDEX[keep] for keep in found))


#: (keep index, the 6 keep indices after adding one die of each face), for every keep
#: of fewer than 5 dice, larger keeps first: a keep's value is the mean of its children.
KEEP_CHILDREN: tuple[tuple[int, tuple[int, ...]], ...] = tuple(
    (KEEP_INDEX[keep], tuple(KEEP_INDEX[tuple(sorted((*keep, face)))] for face in FACES))
    for keep in reversed(KEEPS)
    if len(keep) < DICE_COUNT
)
#: ROLL_SUB_KEEPS[r]: every distinct keep that can be held from ROLLS[r].
ROLL_SUB_KEEPS: tuple[tuple[int, ...], ...] = tuple(_sub_keeps(roll) for roll in ROLLS)
#: The six Penta rolls (the only rolls the joker rule can concern), as roll indices.
PENTA_ROLLS: tuple[int, ...] = tuple(ROLL_INDEX[(face,) * DICE_COUNT] for face in FACES)

# ----- table layout -------------------------------------------------------------------
PENTA_OPEN, PENTA_ZERO, PENTA_FIFTY = 0, 1, 2
PENTA_STATES = 3
MASK_BOXES = 12  # every box but the Penta box, whose state is PENTA_*
MASK_COUNT = 1 << MASK_BOXES
UPPER_CAP = UPPER_BONUS_THRESHOLD
UPPER_STATES = UPPER_CAP + 1
TABLE_SHAPE = (PENTA_STATES, MASK_COUNT, UPPER_STATES)
TABLE_LENGTH = PENTA_STATES * MASK_COUNT * UPPER_STATES
TABLE_DIR = ("penta",)
TABLE_FILE = "strategy_table.f32"
META_FILE = "strategy_table.json"

State = tuple[int, int, int]  # (penta_state, mask, capped upper total)


def state_index(penta_state: int, mask: int, upper: int) -> int:
    """Position of a turn-start state in the flat table."""
    return (penta_state * MASK_COUNT + mask) * UPPER_STATES + upper


def penta_state_after(points: int) -> int:
    """The Penta state once ``points`` are written in the Penta box."""
    return PENTA_FIFTY if points == PENTA_SCORE else PENTA_ZERO


def upper_gain(upper: int, points: int) -> tuple[int, int]:
    """(points + upper bonus reached, new capped upper total) for upper-box points."""
    new_upper = upper + points
    bonus = UPPER_BONUS if upper < UPPER_BONUS_THRESHOLD <= new_upper else 0
    return points + bonus, min(UPPER_CAP, new_upper)


def sheet_state(sheet: Sheet) -> State:
    """The turn-start state of a sheet: (penta_state, mask, capped upper total)."""
    penta = sheet[Box.PENTA]
    if penta is None:
        penta_state = PENTA_OPEN
    elif penta in (0, PENTA_SCORE):
        penta_state = penta_state_after(penta)
    else:
        raise ValueError(f"the Penta box holds 0 or {PENTA_SCORE}, not {penta}")
    mask = sum(1 << box for box in Box if box is not Box.PENTA and not sheet.is_open(box))
    return penta_state, mask, min(UPPER_CAP, sheet.upper_total)


#: SCORES[box][r]: box_score(box, ROLLS[r]), the plain points (no joker).
SCORES: tuple[tuple[int, ...], ...] = tuple(
    tuple(box_score(box, roll) for roll in ROLLS) for box in Box
)


# ----- the table ----------------------------------------------------------------------
class StrategyTableError(RuntimeError):
    """The strategy table is missing, truncated or fails its checksum."""


def table_paths(folder: Path | None = None) -> tuple[Path, Path]:
    """(values file, metadata file) of the strategy table."""
    base = folder if folder is not None else resource_path(*TABLE_DIR)
    return base / TABLE_FILE, base / META_FILE


class Table(Protocol):
    """The table's values, by :func:`state_index` (a read-only view or an array)."""

    def __getitem__(self, index: int, /) -> float: ...

    def __len__(self) -> int: ...


def load_table(folder: Path | None = None) -> Table:
    """Read and verify the table: TABLE_LENGTH float32 values, a read-only view of the
    file (an ``array('f')`` copy where the machine's byte order is not the file's).

    The file is mapped, not copied: once its checksum is checked, its pages are given
    back, and only those a game reads come back (issue 37: the table's 3 MiB were part of
    the idle program's memory, though a game reads a few pages of it)."""
    values_path, meta_path = table_paths(folder)
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        data = _map(values_path)
    except (OSError, ValueError) as error:  # missing, unreadable or invalid JSON
        raise StrategyTableError(f"cannot read the Penta strategy table: {error}") from error
    if not isinstance(meta, dict):
        raise StrategyTableError(f"{meta_path} does not describe the table")
    if hashlib.sha256(data).hexdigest() != meta.get("sha256"):
        raise StrategyTableError(f"{values_path} does not match the checksum in {meta_path}")
    if len(data) != TABLE_LENGTH * array("f").itemsize:
        raise StrategyTableError(f"{values_path} holds {len(data)} bytes")
    if sys.byteorder == "big" or not isinstance(data, mmap.mmap):
        values = array("f")
        values.frombytes(data)
        if sys.byteorder == "big":
            values.byteswap()
        return values
    if hasattr(mmap, "MADV_DONTNEED"):  # the checksum read every page: not kept for it
        data.madvise(mmap.MADV_DONTNEED)
    return memoryview(data).cast("f")


def _map(path: Path) -> mmap.mmap | bytes:
    """The file's bytes as a read-only map (an empty file cannot be mapped: its bytes)."""
    with open(path, "rb") as stream:
        try:
            return mmap.mmap(stream.fileno(), 0, access=mmap.ACCESS_READ)
        except ValueError:  # empty
            return stream.read()


_table: Table | None = None
_problem: str | None = None


def _values() -> Table:
    """The table, loaded on first use and kept for the life of the program (a failure
    is kept too: a damaged file is read once, not at every move)."""
    global _table, _problem
    if _problem is not None:
        raise StrategyTableError(_problem)
    if _table is None:
        try:
            _table = load_table()
        except StrategyTableError as error:
            _problem = str(error)
            raise
    return _table


def table_problem() -> str | None:
    """None when the table is there and checks out, else why not (see the FALLBACK)."""
    try:
        _values()
    except StrategyTableError as error:
        return str(error)
    return None


def forget_table() -> None:
    """Load the table again on next use (after it was repaired; tests)."""
    global _table, _problem
    _table, _problem = None, None


def greedy_box(sheet: Sheet, dice: Sequence[int]) -> Box:
    """The FALLBACK choice: the legal box worth most points now (first in sheet order)."""
    options = sheet.options(dice)
    return max(options, key=lambda box: (options[box], -box))


def state_value(state: State) -> float:
    """Expected points still to come from the start of a turn in ``state``."""
    return float(_values()[state_index(*state)])


# ----- one turn, computed on demand ---------------------------------------------------
def _expect(final: Sequence[float]) -> list[float]:
    """Value of every keep: the mean, over the dice rolled, of ``final`` per roll."""
    values = [0.0] * len(KEEPS)
    for r, k in enumerate(ROLL_KEEPS):
        values[k] = final[r]
    for k, children in KEEP_CHILDREN:
        c0, c1, c2, c3, c4, c5 = children
        values[k] = (
            values[c0] + values[c1] + values[c2] + values[c3] + values[c4] + values[c5]
        ) / 6.0
    return values


def _best_keep(keep_values: Sequence[float]) -> list[float]:
    """Per roll, the value of its best keep."""
    get = keep_values.__getitem__
    return [max(map(get, subs)) for subs in ROLL_SUB_KEEPS]


def _box_column(box: Box, state: State) -> list[float]:
    """Per roll (no joker): points + bonus reached + expected rest if scored in ``box``."""
    penta_state, mask, upper = state
    table = _values()
    if box is Box.PENTA:
        rest = {p: table[state_index(penta_state_after(p), mask, upper)] for p in (0, PENTA_SCORE)}
        return [points + rest[points] for points in SCORES[box]]
    next_mask = mask | (1 << box)
    if box.is_upper:
        after = {}
        for points in set(SCORES[box]):
            gain, new_upper = upper_gain(upper, points)
            after[points] = gain + table[state_index(penta_state, next_mask, new_upper)]
        return [after[points] for points in SCORES[box]]
    rest_value = table[state_index(penta_state, next_mask, upper)]
    return [points + rest_value for points in SCORES[box]]


class _Turn:
    """The values inside one turn for one state, relative to the sheet's current total."""

    def __init__(self, sheet: Sheet) -> None:
        state = sheet_state(sheet)
        self._sheet = sheet
        self._columns = [_box_column(box, state) for box in sheet.open_boxes]
        self.final = [max(values) for values in zip(*self._columns, strict=True)]
        for r in PENTA_ROLLS:
            if sheet.is_joker(ROLLS[r]):
                self.final[r] = max(_choice_value(sheet, ROLLS[r], box) for box in Box)
        self._keeps: dict[int, list[float]] = {}
        self._boxes: tuple[Box, ...] | None = None

    def boxes(self) -> tuple[Box, ...]:
        """Per roll, the box :func:`best_box` chooses (the first open box on a tie), from
        the columns the turn's values were taken from."""
        if self._boxes is None:
            sheet, boxes = self._sheet, self._sheet.open_boxes
            chosen = []
            for r, values in enumerate(zip(*self._columns, strict=True)):
                if sheet.is_joker(ROLLS[r]):
                    chosen.append(best_box(sheet, ROLLS[r]))
                else:
                    chosen.append(boxes[max(range(len(boxes)), key=lambda i: (values[i], -i))])
            self._boxes = tuple(chosen)
        return self._boxes

    def keep_values(self, rolls_left: int) -> list[float]:
        """Value of every keep when ``rolls_left`` rolls (1 or 2) remain."""
        if rolls_left not in self._keeps:
            if rolls_left == 1:
                self._keeps[1] = _expect(self.final)
            else:
                self._keeps[rolls_left] = _expect(_best_keep(self.keep_values(rolls_left - 1)))
        return self._keeps[rolls_left]


_TURN_CACHE_SIZE = 32
_turns: OrderedDict[State, _Turn] = OrderedDict()


def _turn(sheet: Sheet) -> _Turn:
    """The turn values of the sheet's state (two sheets in one state share them)."""
    if sheet.is_complete:
        raise ValueError("the sheet is complete: no turn is left")
    state = sheet_state(sheet)
    turn = _turns.get(state)
    if turn is None:
        turn = _turns[state] = _Turn(sheet)
        if len(_turns) > _TURN_CACHE_SIZE:
            _turns.popitem(last=False)
    else:
        _turns.move_to_end(state)
    return turn


def _choice_value(sheet: Sheet, dice: Sequence[int], box: Box) -> float:
    """Points the choice adds to the total + expected rest; -inf for an illegal box."""
    if box not in sheet.options(dice):
        return float("-inf")
    after = sheet.score(box, dice)
    return after.total - sheet.total + expected_score(after)


def _check_rolls_left(rolls_left: int) -> None:
    if rolls_left not in (1, 2):
        raise ValueError(f"a hold is for 1 or 2 rolls left, not {rolls_left}")


# ----- the public API -----------------------------------------------------------------
def expected_score(sheet: Sheet) -> float:
    """Expected points still to come from the start of a turn (bonuses included)."""
    if sheet.is_complete:
        return 0.0
    return state_value(sheet_state(sheet))


def rank_boxes(sheet: Sheet, dice: Sequence[int]) -> list[tuple[Box, float]]:
    """Every legal box for this roll with the expected final score if chosen, best first."""
    rows = [(box, sheet.total + _choice_value(sheet, dice, box)) for box in sheet.options(dice)]
    return sorted(rows, key=lambda row: (-row[1], row[0]))


def best_box(sheet: Sheet, dice: Sequence[int]) -> Box:
    """The box the computer would choose for this roll."""
    return rank_boxes(sheet, dice)[0][0]


def rank_holds(
    sheet: Sheet, dice: Sequence[int], rolls_left: int
) -> list[tuple[tuple[int, ...], float]]:
    """Every distinct hold (sorted kept values) with its expected final score, best first.

    ``rolls_left`` is 1 or 2: the rolls still allowed this turn. Holding all five
    dice stands for scoring now (its value is the best box's). Equal values prefer
    holding more dice.
    """
    _check_rolls_left(rolls_left)
    roll = tuple(sorted(dice))
    keep_values = _turn(sheet).keep_values(rolls_left)
    total = sheet.total
    rows = [(KEEPS[k], total + keep_values[k]) for k in ROLL_SUB_KEEPS[ROLL_INDEX[roll]]]
    return sorted(rows, key=lambda row: (-round(row[1], 9), -len(row[0]), row[0]))


def best_hold(sheet: Sheet, dice: Sequence[int], rolls_left: int) -> tuple[int, ...]:
    """The dice values to keep before the next roll (sorted)."""
    return rank_holds(sheet, dice, rolls_left)[0][0]


def position_value(sheet: Sheet, dice: Sequence[int], rolls_left: int) -> float:
    """Expected final score from here (dice on the table) under optimal play.

    With rolls left it is the best hold's value (holding all five dice is worth
    scoring at best now); with none, the best box's."""
    if rolls_left == 0:
        return rank_boxes(sheet, dice)[0][1]
    return rank_holds(sheet, dice, rolls_left)[0][1]


def decision_loss(
    sheet: Sheet, dice: Sequence[int], rolls_left: int, choice: Box | Sequence[int]
) -> float:
    """Expected final points lost by ``choice`` against the optimal decision (>= 0).

    For move review. ``choice`` is a :class:`Box` (scoring now, with any number of
    rolls left) or the dice values held before the next roll (``rolls_left`` 1 or 2).
    Raises :class:`~dicegame.games.penta.core.rules.PentaError` for an illegal box and
    ValueError for a hold that the dice do not allow.
    """
    if isinstance(choice, Box):
        sheet.score(choice, dice)  # raises for a filled box or a joker violation
        chosen = sheet.total + _choice_value(sheet, dice, choice)
    else:
        _check_rolls_left(rolls_left)
        held = tuple(sorted(choice))
        values = dict(rank_holds(sheet, dice, rolls_left))
        if held not in values:
            raise ValueError(f"cannot keep {held} from {tuple(dice)}")
        chosen = values[held]
    return max(0.0, position_value(sheet, dice, rolls_left) - chosen)


def keep_values(sheet: Sheet, rolls_left: int) -> Sequence[float]:
    """Per keep (KEEPS order), its expected points still to come this turn and after,
    relative to the sheet's current total, when ``rolls_left`` (1 or 2) rolls remain."""
    _check_rolls_left(rolls_left)
    return _turn(sheet).keep_values(rolls_left)


def roll_boxes(sheet: Sheet) -> tuple[Box, ...]:
    """Per roll (ROLLS order), the box :func:`best_box` chooses for it (from the turn's
    cached columns, which :func:`keep_values` reads too)."""
    return _turn(sheet).boxes()


def hold_flags(dice: Sequence[int], keep: Sequence[int]) -> tuple[bool, ...]:
    """Which positions of ``dice`` to hold so that the kept values are ``keep``."""
    remaining = Counter(keep)
    flags = []
    for value in dice:
        flags.append(remaining[value] > 0)
        remaining[value] -= 1
    if +remaining:
        raise ValueError(f"cannot keep {tuple(keep)} from {tuple(dice)}")
    return tuple(flags)
