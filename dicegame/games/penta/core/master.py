"""The Penta Master: holds and boxes chosen for the best chance to WIN the game.

One step of policy improvement over the Perfect strategy, for the win. At the Master's
turn every other player's final total has a fixed distribution (Perfect play from their
current sheets, :func:`~dicegame.games.penta.core.chances.final_distribution`; Penta players
do not interact), so the share of the win that finishing on a total ``x`` brings,
``w(x)`` (beating everyone below ``x``, sharing ties equally, against all the others at
once), is computed once per turn. Ending this turn by writing ``points`` in a box, with
``gain`` added to the total and the sheet in state ``s'``, is worth

    V = sum over y of P_rest(s')(y) * w(total + gain + y)

where ``P_rest(s')`` is the distribution of the points still to come if the Master plays
Perfect from ``s'`` (:func:`~dicegame.games.penta.core.chances.remaining`). The holds follow
from the same within-turn expectation as the Perfect strategy's, over these values
instead of expected points. Equal chances (a game already won or lost) fall back on
Perfect's order: every value carries :data:`TIE_BREAK` times its expected final points.

It plays so only near the end (:data:`HORIZON`), where all these distributions are
exact: in its last two or three turns (its last two when it moves first, as at its
third-last turn the next player still has three boxes open); before that, and with no
other player, it plays exactly Perfect.

With ``look_ahead=True`` (an experiment, not the default: see :data:`LOOK_AHEAD`) it
plays for the win from farther out, on distributions enumerated exactly there too
(:func:`~dicegame.games.penta.core.chances.remaining_exact`, computed on demand: no
table ships for them).

Standard library only; a turn's values are computed at its first decision and kept
for the rest of the turn.
"""

from __future__ import annotations

import operator
from collections import OrderedDict
from collections.abc import Sequence

from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.chances import (
    _on_grid,
    _share_weights,
    exact_final_distribution,
    final_distribution,
    remaining,
    remaining_exact,
)
from dicegame.games.penta.core.exact_turns import _after
from dicegame.games.penta.core.moments_tables import table_problem as chances_table_problem
from dicegame.games.penta.core.rules import Box, Sheet
from dicegame.games.penta.core.strategy import (
    KEEPS,
    PENTA_ROLLS,
    ROLL_INDEX,
    ROLL_SUB_KEEPS,
    ROLLS,
    SCORES,
    State,
    sheet_state,
    state_value,
)

__all__ = [
    "HORIZON",
    "LOOK_AHEAD",
    "LOOK_AHEAD_OTHERS",
    "OTHERS_HORIZON",
    "TIE_BREAK",
    "plays_for_the_win",
    "best_box",
    "best_hold",
    "box_values",
    "hold_values",
]

#: Weight of the expected final points in a choice's value, so that choices with the
#: same chance to win are ordered as Perfect orders them (1e-9 a point: below any
#: chance that matters, above rounding).
TIE_BREAK = 1e-9
#: The Master plays for the win once at most this many of its boxes are open and at most
#: :data:`OTHERS_HORIZON` of every other player's; before, it plays Perfect. These are
#: the positions where every distribution it weighs is EXACT (its own rest after this
#: turn has at most 2 boxes open, the others' at most 2: enumerated, see
#: :mod:`penta_chances`), so that each of its choices is at least as good for the win
#: as Perfect's. Farther from the end the distributions are gamma-matched, and playing
#: on that approximation lost to Perfect (from 5 boxes open: 48.5 % [47.2, 49.8],
#: 1 450 games of benchmarks/penta_master.py).
HORIZON = 3
OTHERS_HORIZON = 2
#: The longer look-ahead (``look_ahead=True``; issue 35 item 5, measured against today's
#: Master in benchmarks/penta_master_lookahead.py, see docs/penta-strategy.md): it plays
#: for the win once at most this many of its boxes are open and at most
#: :data:`LOOK_AHEAD_OTHERS` of every other player's, every distribution enumerated
#: EXACTLY (its own rest has at most 5 boxes open, the others' at most 6).
LOOK_AHEAD = 6
LOOK_AHEAD_OTHERS = 6
#: More than any total a sheet can reach (1 575, with 13 Pentas).
_TOTAL_CEILING = 2000


class _MasterTurn:
    """The values of one Master turn: per roll, the best box's value; per keep, its
    expectation with 1 or 2 rolls left. Values are chances to win (+ the tie-break)."""

    def __init__(self, sheet: Sheet, others: Sequence[Sheet], exact: bool = False) -> None:
        self._sheet = sheet
        self._state = sheet_state(sheet)
        self._total = sheet.total
        self._remaining = remaining_exact if exact else remaining
        self._low, self._weights = _padded_weights(others, self._total, exact)
        self._values: dict[tuple[State, int], float] = {}
        self._columns = {box: self._box_column(box) for box in sheet.open_boxes}
        self.final = [max(values) for values in zip(*self._columns.values(), strict=True)]
        for r in PENTA_ROLLS:
            if sheet.is_joker(ROLLS[r]):
                self.final[r] = max(self.box_values(ROLLS[r]).values())
        self._keeps: dict[int, list[float]] = {}

    def value(self, after: State, gain: int) -> float:
        """Chance to win (+ tie-break) once ``gain`` is added and the sheet is in
        ``after`` at the start of its next turn."""
        key = (after, gain)
        found = self._values.get(key)
        if found is None:
            low, probabilities = self._remaining(after)
            start = self._total + gain + low - self._low
            window = self._weights[start : start + len(probabilities)]
            chance = sum(map(operator.mul, probabilities, window))
            found = chance + TIE_BREAK * (self._total + gain + state_value(after))
            self._values[key] = found
        return found

    def _box_column(self, box: Box) -> list[float]:
        """Per roll (no joker): the value of scoring it in ``box``."""
        by_points: dict[int, float] = {}
        for points in set(SCORES[box]):
            after, gain = _after(self._state, box, points)
            by_points[points] = self.value(after, gain)
        return [by_points[points] for points in SCORES[box]]

    def box_values(self, dice: Sequence[int]) -> dict[Box, float]:
        """The value of every legal box for ``dice``."""
        sheet, roll = self._sheet, tuple(sorted(dice))
        if not sheet.is_joker(roll):
            r = ROLL_INDEX[roll]
            return {box: self._columns[box][r] for box in sheet.options(roll)}
        values = {}
        for box in sheet.options(roll):
            after = sheet.score(box, roll)
            values[box] = self.value(sheet_state(after), after.total - self._total)
        return values

    def keep_values(self, rolls_left: int) -> list[float]:
        """Value of every keep when ``rolls_left`` rolls (1 or 2) remain."""
        if rolls_left not in self._keeps:
            if rolls_left == 1:
                self._keeps[1] = strategy._expect(self.final)
            else:
                best = strategy._best_keep(self.keep_values(rolls_left - 1))
                self._keeps[rolls_left] = strategy._expect(best)
        return self._keeps[rolls_left]


def _padded_weights(
    others: Sequence[Sheet], total: int, exact: bool = False
) -> tuple[int, list[float]]:
    """(lowest total, win share per total from it): the others' share weights, padded
    with 0 below their lowest final total and 1 above their highest, so that every
    total the Master may reach from ``total`` is on the grid."""
    if not others:
        return total, [1.0] * _TOTAL_CEILING
    final = exact_final_distribution if exact else final_distribution
    distributions = [final(sheet) for sheet in others]
    low = min(start for start, _ in distributions)
    high = max(start + len(p) for start, p in distributions)
    columns = [_on_grid(d, low, high - low) for d in distributions]
    weights = _share_weights(columns, high - low)
    below = max(0, low - total)
    above = max(0, total + _TOTAL_CEILING - high)
    return low - below, [0.0] * below + weights + [1.0] * above


_CACHE_SIZE = 8
_turns: OrderedDict[tuple[Sheet, tuple[Sheet, ...], bool], _MasterTurn] = OrderedDict()


def _turn(sheet: Sheet, others: Sequence[Sheet], look_ahead: bool = False) -> _MasterTurn:
    """The values of the Master's turn (computed once, kept while the turn lasts)."""
    if sheet.is_complete:
        raise ValueError("the sheet is complete: no turn is left")
    key = (sheet, tuple(others), look_ahead)
    turn = _turns.get(key)
    if turn is None:
        turn = _turns[key] = _MasterTurn(sheet, others, look_ahead)
        if len(_turns) > _CACHE_SIZE:
            _turns.popitem(last=False)
    else:
        _turns.move_to_end(key)
    return turn


def forget_turns() -> None:
    """Forget the turns computed so far (benchmarks: a program just started)."""
    _turns.clear()


def box_values(
    sheet: Sheet, others: Sequence[Sheet], dice: Sequence[int], look_ahead: bool = False
) -> dict[Box, float]:
    """Every legal box for ``dice`` with the Master's value of scoring it there: the chance
    to win against ``others`` (every other player's sheet at its turn start), Perfect play
    afterwards, plus :data:`TIE_BREAK` times the expected final total (``look_ahead``:
    on exact distributions however many boxes are open)."""
    return _turn(sheet, others, look_ahead).box_values(dice)


def hold_values(
    sheet: Sheet,
    others: Sequence[Sheet],
    dice: Sequence[int],
    rolls_left: int,
    look_ahead: bool = False,
) -> dict[tuple[int, ...], float]:
    """Every distinct hold of ``dice`` with its value (as :func:`box_values`) when
    ``rolls_left`` (1 or 2) rolls remain; holding all five stands for scoring now."""
    strategy._check_rolls_left(rolls_left)
    values = _turn(sheet, others, look_ahead).keep_values(rolls_left)
    subs = ROLL_SUB_KEEPS[ROLL_INDEX[tuple(sorted(dice))]]
    return {KEEPS[k]: values[k] for k in subs}


def plays_for_the_win(sheet: Sheet, others: Sequence[Sheet], look_ahead: bool = False) -> bool:
    """True when the Master plays for the win (see :data:`HORIZON`, or with
    ``look_ahead`` :data:`LOOK_AHEAD`), else it plays Perfect's choices (also when the
    chance tables are damaged: a broken install plays on as Perfect rather than fail)."""
    own, theirs = (LOOK_AHEAD, LOOK_AHEAD_OTHERS) if look_ahead else (HORIZON, OTHERS_HORIZON)
    return (
        bool(others)  # alone, the most points is the win: Perfect's choices exactly
        and len(sheet.open_boxes) <= own
        and all(len(other.open_boxes) <= theirs for other in others)
        and chances_table_problem() is None
    )


def best_box(
    sheet: Sheet, others: Sequence[Sheet], dice: Sequence[int], look_ahead: bool = False
) -> Box:
    """The box the Master scores ``dice`` in (the first in sheet order on a tie)."""
    if not plays_for_the_win(sheet, others, look_ahead):
        return strategy.best_box(sheet, dice)
    values = box_values(sheet, others, dice, look_ahead)
    return max(values, key=lambda box: (values[box], -box))


def best_hold(
    sheet: Sheet,
    others: Sequence[Sheet],
    dice: Sequence[int],
    rolls_left: int,
    look_ahead: bool = False,
) -> tuple[int, ...]:
    """The dice values the Master keeps (all five: it scores now); equal values prefer
    more dice, then the smaller values, like Perfect."""
    if not plays_for_the_win(sheet, others, look_ahead):
        return strategy.best_hold(sheet, dice, rolls_left)
    values = hold_values(sheet, others, dice, rolls_left, look_ahead)
    return min(values, key=lambda keep: (-values[keep], -len(keep), keep))
