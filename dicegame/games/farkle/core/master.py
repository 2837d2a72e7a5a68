"""Farkle Master: the chance of winning a two-player game, and the play that maximises it.

Pure Python, standard library only. ``tools/build_farkle_table.py`` (numpy) solves the game
once per target and ships ``resources/farkle/master_<target>.q16``: for every turn start,
the chance that the player to move wins (scores in units of 50 points), quantised to steps of
1/65535 and stored as int16 second differences (see :func:`encode_table`), which compress
about ten times better than float32. Everything inside a turn is recomputed here from that
table: :class:`TurnValues` is the exact best play of one
turn, given the chance to win after banking (the table, or the last-turn odds) and after a
farkle (the table, seats swapped).

Rules modelled (those of :class:`dicegame.games.farkle.core.rules.FarkleGame`): the first to bank
the
target triggers one last turn of the other player; equal final totals share the win, which
counts as half a win. Banking with the total ``CAP_UNITS`` (3 000 points) or more past the
target is taken as forced, in the build and here alike.
"""

from __future__ import annotations

import hashlib
import json
import sys
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import accumulate, repeat
from operator import add, sub, truediv
from pathlib import Path
from typing import Any

from dicegame.core.common import GameOverError
from dicegame.games.farkle.core.ai import ExpertAI, indices_of
from dicegame.games.farkle.core.rolls import roll_outcomes, set_aside_options
from dicegame.games.farkle.core.rules import (
    DICE_COUNT,
    TARGETS,
    FarkleGame,
    FarklePhase,
    WrongPhaseError,
)
from dicegame.paths import resource_path

__all__ = [
    "STEP",
    "CAP_UNITS",
    "MAX_GAIN_UNITS",
    "TABLE_DIR",
    "TableError",
    "table_file",
    "meta_file",
    "SCALE",
    "ENCODING",
    "encode_table",
    "decode_table",
    "load_table",
    "master_table",
    "last_turn_values",
    "last_turn_chance",
    "TurnPlan",
    "TurnValues",
    "turn_values",
    "set_turn_cache_size",
    "choice_chances",
    "chance_to_win",
    "has_table",
    "MasterAI",
]

STEP = 50
CAP_UNITS = 60  # 3 000 points past the target: bank
MAX_GAIN_UNITS = 4000 // STEP  # six 1s, the largest set-aside
LAST_TURN_LIMIT = max(TARGETS) // STEP + CAP_UNITS + MAX_GAIN_UNITS + 2
TABLE_DIR = resource_path("farkle")


class TableError(RuntimeError):
    """A Master table is missing, damaged or does not match its sha256."""


SCALE = 65535  # a chance c is stored as q = round(c * SCALE), 0 .. 65535: error <= 7.6e-6
OFFSET = 32768  # q - OFFSET fits int16: the first second difference is q[0][0] - OFFSET
ENCODING = "int16 second differences of round(chance * 65535) - 32768"
LAYOUT = (
    "units x units values, row a (banked points / 50 of the player about to start a turn) "
    "by column b (the opponent's), units = target / 50; value = that player's chance to win "
    "(a tie counts half), quantised q = round(chance * 65535); stored as c = q - 32768, "
    "d[a][b] = c[a][b] - c[a][b-1] - c[a-1][b] + c[a-1][b-1] (c = 0 outside the table), "
    "little-endian int16, row by row; decode: sum d down each column, then along each row"
)


def table_file(target: int) -> str:
    return f"master_{target}.q16"


def meta_file(target: int) -> str:
    return f"master_{target}.json"


def encode_table(values: Sequence[float], units: int) -> bytes:
    """The stored bytes of ``units * units`` chances (row a, column b; any floats in 0-1):
    quantised to steps of 1/SCALE, then second differences as little-endian int16."""
    if len(values) != units * units:
        raise ValueError(f"{len(values)} values for {units} x {units}")
    diffs = array("h")
    above = [OFFSET] + [0] * (units - 1)  # row differences of the row above (row -1: OFFSET)
    for start in range(0, units * units, units):
        row = [min(SCALE, max(0, round(value * SCALE))) for value in values[start : start + units]]
        here = list(map(sub, row, [0, *row[:-1]]))
        try:
            diffs.extend(map(sub, here, above))
        except OverflowError as error:
            raise ValueError(
                f"a second difference of row {start // units} overflows int16"
            ) from error
        above = here
    if sys.byteorder != "little":
        diffs.byteswap()
    return diffs.tobytes()


def decode_table(data: bytes, units: int) -> array[float]:
    """The chances (floats, ``q / SCALE``) of :func:`encode_table`'s bytes, row by row."""
    diffs = array("h")
    if len(data) != 2 * units * units:
        raise TableError(f"{len(data)} bytes for {units} x {units} values")
    diffs.frombytes(data)
    if sys.byteorder != "little":
        diffs.byteswap()  # stored little-endian
    # C-level loops only (about 13 ms CPU for 15 000's 90 000 values): the running column
    # sums give each row's first differences, accumulated along the row into q
    values = array("d")
    scale = repeat(float(SCALE))
    here = [OFFSET] + [0] * (units - 1)
    for start in range(0, units * units, units):
        here = list(map(add, here, diffs[start : start + units]))
        values.extend(map(truediv, accumulate(here), scale))
    return values


def load_table(target: int, folder: Path | None = None) -> array[float]:
    """The turn-start win chances for ``target`` (floats, index ``a * units + b``), checked
    against the sidecar's sha256 and encoding."""
    if target not in TARGETS:
        raise ValueError(f"target must be one of {TARGETS}, got {target}")
    folder = folder or TABLE_DIR
    try:
        data = (folder / table_file(target)).read_bytes()
        meta = json.loads((folder / meta_file(target)).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise TableError(f"cannot read the Master table for {target}: {error}") from error
    if not isinstance(meta, dict) or hashlib.sha256(data).hexdigest() != meta.get("sha256"):
        raise TableError(f"the Master table for {target} does not match its sha256")
    if meta.get("encoding") != ENCODING or meta.get("scale") != SCALE:
        raise TableError(f"the Master table for {target} has an unknown encoding")
    try:
        return decode_table(data, target // STEP)
    except TableError as error:
        raise TableError(f"the Master table for {target}: {error}") from error


@cache
def master_table(target: int) -> array[float]:
    """:func:`load_table` from the shipped folder, once."""
    return load_table(target)


def _groups(n: int) -> tuple[tuple[float, tuple[tuple[int, int], ...]], ...]:
    return tuple(
        (o.probability, tuple((p // STEP, left) for p, left in o.options)) for o in roll_outcomes(n)
    )


@cache
def _all_groups() -> tuple[tuple[tuple[float, tuple[tuple[int, int], ...]], ...], ...]:
    return ((),) + tuple(_groups(n) for n in range(1, DICE_COUNT + 1))


@cache
def _farkle_chances() -> tuple[float, ...]:
    return (0.0,) + tuple(
        1.0 - sum(p for p, _ in _all_groups()[n]) for n in range(1, DICE_COUNT + 1)
    )


# ----- the last turn -----------------------------------------------------------------------


@cache
def _last_turn_rows(limit: int) -> tuple[tuple[float, ...], ...]:
    """``rows[n][r]``: the last player's chance (a tie counts half) when r units are still
    needed to draw level (beating needs r + 1), before rolling n dice. Best play: bank as
    soon as ahead; on a tie, bank (half a win) or roll on, whichever is better."""
    groups = _all_groups()
    rows = [[0.0] * (limit + 1) for _ in range(DICE_COUNT + 1)]
    tie = [0.0] + [max(0.5, 1.0 - _farkle_chances()[n]) for n in range(1, DICE_COUNT + 1)]
    for r in range(limit + 1):
        for n in range(1, DICE_COUNT + 1):
            value = 0.0
            for p, options in groups[n]:
                best = 0.0
                for d, left in options:
                    rest = r - d
                    here = 1.0 if rest < 0 else tie[left] if rest == 0 else rows[left][rest]
                    best = here if here > best else best
                value += p * best
            rows[n][r] = value
    return tuple(tuple(row) for row in rows)


def last_turn_values(limit: int) -> list[float]:
    """``G[D]`` for D = 0 .. limit - 1: the last player's chance, starting a turn D units
    behind (a tie counts half)."""
    return list(_last_turn_rows(limit)[DICE_COUNT][:limit])


def last_turn_chance(behind: int, turn_points: int, dice: int | None) -> float:
    """The last player's chance, ``behind`` points behind the leader at the start of the
    turn, with ``turn_points`` collected: banking now (``dice`` None) or rolling ``dice``."""
    short = (behind - turn_points) // STEP
    if dice is None:
        return 1.0 if short < 0 else 0.5 if short == 0 else 0.0
    if short < 0:
        return 1.0 - _farkle_chances()[dice]
    return _last_turn_rows(LAST_TURN_LIMIT)[dice][min(short, LAST_TURN_LIMIT)]


def _opponent_last_chance(lead_units: int) -> float:
    return _last_turn_rows(LAST_TURN_LIMIT)[DICE_COUNT][min(lead_units, LAST_TURN_LIMIT)]


def _plans(choice: list[list[float]]) -> list[list[list[tuple[Any, ...]]]]:
    """Per number of dice, per number of useful set-asides k (1-6): the rolls as flat
    tuples (p, row_1, gain_1, ..., row_k, gain_k), rows being ``choice[dice left]``.
    Grouped by k so that the turn's loop unpacks them without an inner loop."""
    plans: list[list[list[tuple[Any, ...]]]] = [[[] for _ in range(DICE_COUNT + 1)]]
    for n in range(1, DICE_COUNT + 1):
        by_count: list[list[tuple[Any, ...]]] = [[] for _ in range(DICE_COUNT + 1)]
        for p, options in _all_groups()[n]:
            flat: list[Any] = [p]
            for d, left in options:
                flat += [choice[left], d]
            by_count[len(options)].append(tuple(flat))
        plans.append(by_count)
    return plans


# ----- one turn, before the last one ---------------------------------------------------------


class TurnPlan:
    """The best play of one turn for the chance to win, given that chance after banking
    ``banks[t]`` (t turn points in units, for t = 0 .. top + MAX_GAIN_UNITS) and after a
    farkle (``farkle``); from ``top`` units on, banking is forced. ``bank(t)`` and
    ``roll(t, n)`` are the chances to win after banking ``t`` turn points or rolling n
    dice with ``t`` collected. The two-player Master fills the banks from its table
    (:class:`TurnValues`), the Master of a larger game from everyone's chances
    (:mod:`dicegame.games.farkle.core.field_master`)."""

    def __init__(self, banks: Sequence[float], farkle: float, top: int) -> None:
        if len(banks) != top + MAX_GAIN_UNITS + 1:
            raise ValueError(f"{len(banks)} bank values for a top of {top}")
        self.farkle = farkle
        self.top = top
        self._banks = array("d", banks)
        self._choice, self._roll = self._solve()

    def _solve(self) -> tuple[list[array[float]], list[array[float]]]:
        size = self.top + MAX_GAIN_UNITS + 1
        choice = [list(self._banks) for _ in range(DICE_COUNT + 1)]  # lists: faster to fill
        roll = [[0.0] * size for _ in range(DICE_COUNT + 1)]
        plans = _plans(choice)
        farkles = [chance * self.farkle for chance in _farkle_chances()]
        banks = self._banks
        for t in range(self.top - 1, -1, -1):
            bank = banks[t]
            for n in range(1, DICE_COUNT + 1):
                _, one, two, three, four, five, six = plans[n]
                value = farkles[n]
                # unrolled by the number of useful set-asides, the best taken by
                # comparisons: this loop is the Master's thinking time (a loop over the
                # options was 1/3 slower, calls to max() twice as slow)
                for p, r0, d0 in one:
                    value += p * r0[t + d0]
                for p, r0, d0, r1, d1 in two:
                    x, y = r0[t + d0], r1[t + d1]
                    value += p * (x if x > y else y)
                for p, r0, d0, r1, d1, r2, d2 in three:
                    x, y, z = r0[t + d0], r1[t + d1], r2[t + d2]
                    if y > x:
                        x = y
                    value += p * (x if x > z else z)
                for p, r0, d0, r1, d1, r2, d2, r3, d3 in four:
                    x, y = r0[t + d0], r1[t + d1]
                    if y > x:
                        x = y
                    y = r2[t + d2]
                    if y > x:
                        x = y
                    y = r3[t + d3]
                    value += p * (x if x > y else y)
                for p, r0, d0, r1, d1, r2, d2, r3, d3, r4, d4 in five:
                    x, y = r0[t + d0], r1[t + d1]
                    if y > x:
                        x = y
                    y = r2[t + d2]
                    if y > x:
                        x = y
                    y = r3[t + d3]
                    if y > x:
                        x = y
                    y = r4[t + d4]
                    value += p * (x if x > y else y)
                for p, r0, d0, r1, d1, r2, d2, r3, d3, r4, d4, r5, d5 in six:
                    x, y = r0[t + d0], r1[t + d1]
                    if y > x:
                        x = y
                    y = r2[t + d2]
                    if y > x:
                        x = y
                    y = r3[t + d3]
                    if y > x:
                        x = y
                    y = r4[t + d4]
                    if y > x:
                        x = y
                    y = r5[t + d5]
                    value += p * (x if x > y else y)
                roll[n][t] = value
                if value > bank:
                    choice[n][t] = value
        return [array("d", row) for row in choice], [array("d", row) for row in roll]

    def bank(self, turn_points: int) -> float:
        return self._banks[min(turn_points // STEP, len(self._banks) - 1)]

    def roll(self, turn_points: int, dice: int) -> float:
        t = turn_points // STEP
        if t >= self.top:
            return self._roll_beyond(t, dice)
        return self._roll[dice][t]

    def _roll_beyond(self, t: int, dice: int) -> float:
        value = _farkle_chances()[dice] * self.farkle
        for p, options in _all_groups()[dice]:
            value += p * max(self._banks[min(t + d, len(self._banks) - 1)] for d, _ in options)
        return value

    def forced(self, turn_points: int) -> bool:
        """So far past the target that banking is taken as forced (``CAP_UNITS``)."""
        return turn_points // STEP >= self.top

    def best(self, turn_points: int, dice: int) -> float:
        """The chance to win with ``turn_points`` collected and ``dice`` to roll next,
        playing on as well as possible (banking allowed when ``turn_points`` > 0)."""
        t = turn_points // STEP
        if t >= self.top:
            return self._banks[min(t, len(self._banks) - 1)]
        return self._choice[dice][t] if t > 0 else self._roll[dice][t]

    def start(self) -> float:
        """The chance to win from the start of the turn (for :class:`TurnValues`, the
        table's value)."""
        return self._roll[DICE_COUNT][0]


class TurnValues(TurnPlan):
    """The best play of one turn for the player with ``me`` points against ``other``
    (both below ``target``), from the table (see :class:`TurnPlan`)."""

    def __init__(self, target: int, me: int, other: int, table: array[float] | None = None) -> None:
        self.units = units = target // STEP
        self.a, self.b = me // STEP, other // STEP
        if not (0 <= self.a < units and 0 <= self.b < units):
            raise ValueError(f"scores {me} and {other} must be below the target {target}")
        self.table = table if table is not None else master_table(target)
        top = units + CAP_UNITS - self.a  # turn points (units) from which banking is forced
        banks = [self._bank(t) for t in range(top + MAX_GAIN_UNITS + 1)]
        super().__init__(banks, 1.0 - self.table[self.b * units + self.a], top)

    def _bank(self, t: int) -> float:
        total = self.a + t
        if total < self.units:
            return 1.0 - self.table[self.b * self.units + total]
        return 1.0 - _opponent_last_chance(total - self.b)


def _cached_turn_values(size: int) -> Callable[[int, int, int], TurnValues]:
    @lru_cache(maxsize=size)
    def cached(target: int, me: int, other: int) -> TurnValues:
        return TurnValues(target, me, other)

    return cached


_turn_values = _cached_turn_values(16)


def turn_values(target: int, me: int, other: int) -> TurnValues:
    """:class:`TurnValues` from the shipped table, cached (one per turn start: the first
    decision of a turn solves it, the next ones look it up)."""
    return _turn_values(target, me, other)


def set_turn_cache_size(size: int) -> None:
    """Keep up to ``size`` solved turns (16 by default; simulations of many games keep
    more, about 30 kB each)."""
    global _turn_values
    _turn_values = _cached_turn_values(size)


# ----- the Master in a game -----------------------------------------------------------------


def _opponent_total(game: FarkleGame) -> int:
    """The best other total: in a larger game the Master plays against the leader."""
    return max(total for seat, total in enumerate(game.totals) if seat != game.current)


def _final_round_behind(game: FarkleGame) -> int | None:
    if not game.is_final_round:
        return None
    return _opponent_total(game) - game.totals[game.current]


def choice_chances(game: FarkleGame, turn_total: int, dice_left: int) -> tuple[float, float]:
    """(bank, roll on): the chance to win of the player to move after banking
    ``turn_total`` now or rolling ``dice_left`` dice on, both played as well as possible."""
    behind = _final_round_behind(game)
    if behind is not None:
        return (
            last_turn_chance(behind, turn_total, None),
            last_turn_chance(behind, turn_total, dice_left),
        )
    values = turn_values(game.target, game.totals[game.current], _opponent_total(game))
    return values.bank(turn_total), values.roll(turn_total, dice_left)


def _best_after(game: FarkleGame, turn_total: int, dice_left: int) -> float:
    """The chance after setting dice aside for ``turn_total``, playing on at best."""
    if game.is_final_round:
        return max(choice_chances(game, turn_total, dice_left))
    values = turn_values(game.target, game.totals[game.current], _opponent_total(game))
    return values.best(turn_total, dice_left)


def chance_to_win(game: FarkleGame) -> float:
    """The chance that the player to move wins (against the leader in a larger game),
    with the best play from now on, by both sides."""
    phase = game.phase
    if phase is FarklePhase.GAME_OVER:
        raise GameOverError("the game is over")
    if phase is FarklePhase.FARKLED:
        return _after_farkle(game)
    if phase is FarklePhase.TURN_START:
        behind = _final_round_behind(game)
        if behind is not None:
            return last_turn_chance(behind, 0, DICE_COUNT)
        values = turn_values(game.target, game.totals[game.current], _opponent_total(game))
        return values.start()
    options = set_aside_options(game.roll_dice)
    return max(_best_after(game, game.turn_points + o.points, o.dice_left) for o in options)


def _after_farkle(game: FarkleGame) -> float:
    """The turn is lost: the chance of the player to move once the turn has passed."""
    behind = _final_round_behind(game)
    if behind is not None:
        return last_turn_chance(behind, 0, None)
    units = game.target // STEP
    me, other = game.totals[game.current] // STEP, _opponent_total(game) // STEP
    return 1.0 - master_table(game.target)[other * units + me]


@cache
def has_table(target: int) -> bool:
    """Whether the Master's table for ``target`` is shipped and sound."""
    try:
        master_table(target)
    except TableError:
        return False
    return True


_FALLBACK = ExpertAI()


@dataclass(frozen=True)
class MasterAI:
    """Maximum chance to win a two-player game. Before the last turn it plays the table's
    best choice; in the last turn, the best chance to beat the leader (a tie counting half).
    Without a sound table for the game's target it plays as the Expert. (In a larger game
    it would play against the leader only; the level "master" plays there as
    :class:`~dicegame.games.farkle.core.field_master.FieldMasterAI` instead.)"""

    name: str = "master"

    def choose_set_aside(self, game: FarkleGame) -> tuple[int, ...]:
        if game.phase is not FarklePhase.CHOOSING:
            raise WrongPhaseError(
                f"the computer sets dice aside only after a scoring roll ({game.phase.name})"
            )
        if not has_table(game.target):
            return _FALLBACK.choose_set_aside(game)
        options = set_aside_options(game.roll_dice)
        best = max(
            options, key=lambda o: _best_after(game, game.turn_points + o.points, o.dice_left)
        )
        return indices_of(game.roll_dice, best.dice)

    def should_bank(self, game: FarkleGame) -> bool:
        if not game.can_bank:
            return False
        if not has_table(game.target):
            return _FALLBACK.should_bank(game)
        if not game.is_final_round:
            values = turn_values(game.target, game.totals[game.current], _opponent_total(game))
            if values.forced(game.turn_total):
                return True  # as the table was solved
        bank, roll = choice_chances(game, game.turn_total, game.dice_to_roll)
        return bank >= roll
