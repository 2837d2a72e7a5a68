"""Penta: each player's chance to win the whole game from the position as it stands.

Each player is modelled by how it plays: by default the Perfect strategy
(:mod:`dicegame.games.penta.core.strategy`) from here on; another level's distribution is
Perfect's reshaped by that level's measured shortfall and spread
(:mod:`dicegame.games.penta.core.play_levels`, which also fits a person's level and holds
the one recalibration map of the chances shown). Penta players do not interact, so each
player's final total has a distribution of its own, and the chance to win follows from
those distributions for any number of players, ties shared equally.

A player's distribution of the points still to come from a turn start is

* EXACT when at most :data:`EXACT_BOXES` boxes are open: the Perfect strategy's turns
  are enumerated forward (every roll, hold and box with its probability);
* otherwise a MIXTURE of two parts, each matched to its first three moments: the points
  when no Penta is scored from here on (no 50 in the Penta box, no Penta bonus) and when
  some Penta is, weighted by the chance of each. A Penta adds 50 or 100 points at once,
  which one smooth shape cannot follow (one gamma matched to the state's moments has no
  low tail and its bulk too low); each part is regular enough for a gamma distribution
  (mirrored for a negative skew, normal when there is almost none) on whole points. The
  overall mean is the strategy table's value; the chance of a Penta, the parts' means,
  standard deviations and skewness come from the shipped ``resources/penta/split.f16.xz``
  and, where no Penta can come, the state's own standard deviation and skewness from
  ``moments.f16`` (both built by ``tools/build_penta_moments.py``, checked against their
  sha256 like the strategy table).

Standard library only; distributions are cached per state (the least recently used
dropped past :data:`_CACHE_POINTS` points, some 2 MiB), so a call costs a few
milliseconds once the players' states have been seen. The combining of the players is
:mod:`dicegame.games.penta.core.combine`.
"""

from __future__ import annotations

import hashlib
import json
import lzma
import math
import struct
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from pathlib import Path

from dicegame.games.penta.core import PentaLevel, play_levels
from dicegame.games.penta.core.combine import _NODES as _NODES  # the names other modules use
from dicegame.games.penta.core.combine import Column as Column
from dicegame.games.penta.core.combine import Distribution as Distribution
from dicegame.games.penta.core.combine import _dot as _dot
from dicegame.games.penta.core.combine import _grid as _grid
from dicegame.games.penta.core.combine import _on_grid as _on_grid
from dicegame.games.penta.core.combine import _share_weights as _share_weights
from dicegame.games.penta.core.combine import chances as _chances
from dicegame.games.penta.core.rules import PENTA_SCORE, UPPER_BONUS_THRESHOLD, Box, Sheet
from dicegame.games.penta.core.strategy import (
    KEEP_CHILDREN,
    KEEPS,
    MASK_BOXES,
    MASK_COUNT,
    PENTA_FIFTY,
    PENTA_OPEN,
    PENTA_ZERO,
    ROLL_KEEPS,
    ROLL_SUB_KEEPS,
    ROLLS,
    SCORES,
    TABLE_DIR,
    TABLE_LENGTH,
    TABLE_SHAPE,
    UPPER_STATES,
    State,
    StrategyTableError,
    keep_values,
    penta_state_after,
    roll_boxes,
    sheet_state,
    state_index,
    state_value,
    upper_gain,
)
from dicegame.games.penta.core.strategy import (
    table_problem as strategy_table_problem,
)
from dicegame.paths import resource_path

__all__ = [
    "EXACT_BOXES",
    "MomentsTableError",
    "box_chances",
    "cache_size",
    "exact_distribution",
    "exact_final_distribution",
    "final_distribution",
    "load_moments",
    "load_split",
    "mixture",
    "parts",
    "raw_win_chances",
    "spread",
    "table_problem",
    "tables_loaded",
    "win_chances",
]

MOMENTS_FILE = "moments.f16"
MOMENTS_META_FILE = "moments.json"
ENDGAME_FILE = "endgame.json"
SPLIT_FILE = "split.f16.xz"  # xz-compressed: 9 MiB of float16 would weigh on the install
MOMENTS_SHAPE = (2, *TABLE_SHAPE)  # (sd, skewness) per state
#: Per state: P(some Penta), its part's mean minus the state's, (sd, skewness) of each part.
SPLIT_SHAPE = (6, *TABLE_SHAPE)
#: Open boxes up to which a player's distribution is enumerated exactly.
EXACT_BOXES = 2
#: Probabilities below this are dropped from a distribution's tails.
TAIL = 1e-9


class MomentsTableError(StrategyTableError):
    """The spread table is missing, truncated or fails its checksum."""


# ----- the spread tables ------------------------------------------------------------------
def _load_halves(folder: Path | None, name: str, key: str, blocks: int) -> bytes:
    """Read and verify a float16 table of ``blocks`` values per state (the checksum is the
    file's; a ``.xz`` file is decompressed once it checks out)."""
    base = folder if folder is not None else resource_path(*TABLE_DIR)
    values_path, meta_path = base / name, base / MOMENTS_META_FILE
    try:
        data = values_path.read_bytes()
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise MomentsTableError(f"cannot read the Penta table {name}: {error}") from error
    if not isinstance(meta, dict) or hashlib.sha256(data).hexdigest() != meta.get(key):
        raise MomentsTableError(f"{values_path} does not match the checksum in {meta_path}")
    if name.endswith(".xz"):
        try:
            data = lzma.decompress(data, format=lzma.FORMAT_XZ)
        except lzma.LZMAError as error:
            raise MomentsTableError(f"cannot decompress {values_path}: {error}") from error
    if len(data) != blocks * TABLE_LENGTH * _HALF.size:
        raise MomentsTableError(f"{values_path} holds {len(data)} bytes")
    return data


def load_moments(folder: Path | None = None) -> bytes:
    """Read and verify the spread table: the raw float16 values (sd block, skewness block)."""
    return _load_halves(folder, MOMENTS_FILE, "sha256", MOMENTS_SHAPE[0])


def load_split(folder: Path | None = None) -> bytes:
    """Read and verify the split table: the raw float16 values (SPLIT_SHAPE)."""
    return _load_halves(folder, SPLIT_FILE, "split_sha256", SPLIT_SHAPE[0])


_HALF = struct.Struct("<e")
_moments: bytes | None = None
_split: bytes | None = None


def _halves(data: bytes, blocks: int, state: State) -> tuple[float, ...]:
    index = state_index(*state)
    return tuple(
        float(_HALF.unpack_from(data, (block * TABLE_LENGTH + index) * _HALF.size)[0])
        for block in range(blocks)
    )


def spread(state: State) -> tuple[float, float]:
    """(standard deviation, skewness) of the points still to come from ``state``."""
    global _moments
    if _moments is None:
        _moments = load_moments()
    sd, skew = _halves(_moments, MOMENTS_SHAPE[0], state)
    return sd, skew


Part = tuple[float, float, float, float]  # (weight, mean, sd, skewness)


def parts(state: State) -> tuple[Part, ...]:
    """The points still to come from ``state`` as parts of a mixture: without a Penta
    from here on and with one (one part where no Penta can come or the table has none)."""
    global _split
    if _split is None:
        _split = load_split()
    mean = state_value(state)
    chance, shift, sd_n, skew_n, sd_p, skew_p = _halves(_split, SPLIT_SHAPE[0], state)
    if chance <= 0.0:
        return ((1.0, mean, *spread(state)),)
    mean_n = mean - chance * shift / (1.0 - chance)
    return (1.0 - chance, mean_n, sd_n, skew_n), (chance, mean + shift, sd_p, skew_p)


def load_endgame(folder: Path | None = None) -> dict[State, Distribution]:
    """Read and verify the exact last-turn distributions (checksum in moments.json)."""
    base = folder if folder is not None else resource_path(*TABLE_DIR)
    values_path, meta_path = base / ENDGAME_FILE, base / MOMENTS_META_FILE
    try:
        data = values_path.read_bytes()
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        if not isinstance(meta, dict) or hashlib.sha256(data).hexdigest() != meta.get(
            "endgame_sha256"
        ):
            raise ValueError(f"{values_path} does not match the checksum in {meta_path}")
        return {
            (int(ps), int(mask), int(upper)): (int(low), tuple(float(p) for p in probabilities))
            for ps, mask, upper, low, probabilities in json.loads(data)["states"]
        }
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise MomentsTableError(f"cannot read the Penta endgame table: {error}") from error


_endgame: dict[State, Distribution] | None = None
_loading = threading.Lock()  # held while table_problem() loads the tables


def _last_turn(state: State) -> Distribution:
    """The exact distribution of the last turn's points (shipped table)."""
    global _endgame
    if _endgame is None:
        _endgame = load_endgame()
    found = _endgame.get(state)
    return found if found is not None else exact_remaining(state)


def table_problem() -> str | None:
    """None when every table the chances need is there and checks out, else why not
    (then show no chance: :func:`win_chances` and :func:`box_chances` would raise)."""
    problem = strategy_table_problem()
    if problem is not None:
        return problem
    global _moments, _split, _endgame
    with _loading:  # one thread unpacks them; another one waits, then finds them there
        try:
            if _moments is None:
                _moments = load_moments()
            if _split is None:
                _split = load_split()
            if _endgame is None:
                _endgame = load_endgame()
        except MomentsTableError as error:
            return str(error)
    return None


def tables_loaded() -> bool:
    """The spread, split and endgame tables are in memory (loaded and checked): the
    chances cost no unpacking now. Never loads anything (a GUI thread may ask)."""
    return _moments is not None and _split is not None and _endgame is not None


def forget_moments() -> None:
    """Load the spread, split and endgame tables again on next use (tests)."""
    global _moments, _split, _endgame
    _moments = _split = _endgame = None
    forget_cache()


def forget_cache() -> None:
    """Forget the distributions computed so far (benchmarks: a program just started)."""
    _cache.clear()
    _exactly.clear()


# ----- exact: the Perfect strategy's turns enumerated -----------------------------------
def _spread_keeps(mass: list[float]) -> list[float]:
    """Probability of each roll after rolling the dice not kept (mass per keep)."""
    for keep, children in reversed(KEEP_CHILDREN):
        share = mass[keep]
        if share:
            mass[keep] = 0.0
            share /= 6.0
            for child in children:
                mass[child] += share
    return [mass[k] for k in ROLL_KEEPS]


def _first_roll() -> list[float]:
    mass = [0.0] * len(KEEPS)
    mass[0] = 1.0  # the empty keep
    return _spread_keeps(mass)


_FIRST_ROLL = _first_roll()
_KEEP_SIZES = tuple(len(keep) for keep in KEEPS)


def _best_keep(values: Sequence[float], subs: Sequence[int]) -> int:
    """The keep :func:`~dicegame.games.penta.core.strategy.best_hold` takes (same tie-break:
    value rounded to 1e-9, then more dice, then the smaller values)."""
    top = max(map(values.__getitem__, subs))
    near = [k for k in subs if values[k] >= top - 1e-8]
    if len(near) == 1:
        return near[0]
    best = round(top, 9)
    tied = [k for k in near if round(values[k], 9) == best]
    return min(tied, key=lambda k: (-_KEEP_SIZES[k], KEEPS[k]))


def _final_rolls(sheet: Sheet) -> list[float]:
    """Probability of each roll at the moment the Perfect player scores."""
    rolls = _FIRST_ROLL
    for rolls_left in (2, 1):
        values = keep_values(sheet, rolls_left)
        mass = [0.0] * len(KEEPS)
        for r, chance in enumerate(rolls):
            if chance:
                mass[_best_keep(values, ROLL_SUB_KEEPS[r])] += chance
        rolls = _spread_keeps(mass)
    return rolls


def _after(state: State, box: Box, points: int) -> tuple[State, int]:
    """(state after writing ``points`` in ``box``, points added to the total)."""
    penta_state, mask, upper = state
    if box is Box.PENTA:
        return (penta_state_after(points), mask, upper), points
    if box.is_upper:
        gain, new_upper = upper_gain(upper, points)
        return (penta_state, mask | 1 << box, new_upper), gain
    return (penta_state, mask | 1 << box, upper), points


def turn_outcomes(sheet: Sheet) -> dict[tuple[State, int], float]:
    """One Perfect turn from a turn start: {(next state, points added): probability}."""
    state = sheet_state(sheet)
    outcomes: dict[tuple[State, int], float] = {}
    boxes = roll_boxes(sheet)
    for r, chance in enumerate(_final_rolls(sheet)):
        if not chance:
            continue
        box = boxes[r]
        if sheet.is_joker(ROLLS[r]):
            after = sheet.score(box, ROLLS[r])
            key = (sheet_state(after), after.total - sheet.total)
        else:
            key = _after(state, box, SCORES[box][r])
        outcomes[key] = outcomes.get(key, 0.0) + chance
    return outcomes


def state_sheet(state: State) -> Sheet:
    """A sheet in ``state`` (its upper points all in its first filled upper box)."""
    penta_state, mask, upper = state
    scores: list[int | None] = [0 if mask >> box & 1 else None for box in range(len(Box) - 1)]
    uppers = [box for box in range(6) if scores[box] is not None]
    if uppers:
        scores[uppers[0]] = upper
    elif upper:
        raise ValueError(f"no upper box is filled, yet the upper total is {upper}")
    penta = None if penta_state == PENTA_OPEN else PENTA_SCORE if penta_state == PENTA_FIFTY else 0
    return Sheet((*scores, penta))


def _open_count(state: State) -> int:
    penta_state, mask, _ = state
    return len(Box) - bin(mask).count("1") - (penta_state != PENTA_OPEN)


def _exact(state: State, rest: Callable[[State], Distribution]) -> Distribution:
    """The points still to come from ``state``: one Perfect turn enumerated, then
    ``rest`` of each state it may lead to."""
    if _open_count(state) == 0:
        return 0, (1.0,)
    mixture: dict[int, float] = {}
    for (after, gain), chance in turn_outcomes(state_sheet(state)).items():
        low, probabilities = rest(after)
        for points, p in enumerate(probabilities, low + gain):
            mixture[points] = mixture.get(points, 0.0) + chance * p
    return _from_dict(mixture)


def exact_remaining(state: State) -> Distribution:
    """The exact distribution of the points still to come: every turn enumerated.

    Affordable for a few open boxes only (each state reached costs one turn's
    enumeration)."""
    found: dict[State, Distribution] = {}

    def rest(state: State) -> Distribution:
        state = canonical(state)
        if state not in found:
            found[state] = _exact(state, rest)
        return found[state]

    return rest(state)


def exact_distribution(sheet: Sheet) -> Distribution:
    """The exact distribution of the sheet's final total (see :func:`exact_remaining`)."""
    if sheet.is_complete:
        return sheet.total, (1.0,)
    low, probabilities = exact_remaining(sheet_state(sheet))
    return low + sheet.total, probabilities


def last_turn_states() -> list[State]:
    """Every distinct (canonical) turn-start state with one box open."""
    states = {canonical((PENTA_OPEN, MASK_COUNT - 1, upper)) for upper in range(UPPER_STATES)}
    for box in range(MASK_BOXES):
        for penta_state in (PENTA_ZERO, PENTA_FIFTY):
            for upper in range(UPPER_STATES):
                states.add(canonical((penta_state, MASK_COUNT - 1 - (1 << box), upper)))
    return sorted(states)


def _from_dict(mixture: dict[int, float]) -> Distribution:
    low, high = min(mixture), max(mixture)
    return low, tuple(mixture.get(x, 0.0) for x in range(low, high + 1))


# ----- matched to the moments -------------------------------------------------------------
def _matched(mean: float, sd: float, skew: float) -> Distribution:
    """Whole-point distribution with this mean, sd and skewness (gamma-shaped)."""
    if sd < 0.5:
        return round(mean), (1.0,)
    if abs(skew) < 0.05:
        low, high = math.floor(mean - 7 * sd), math.ceil(mean + 7 * sd)
        weights = [math.exp(-0.5 * ((x - mean) / sd) ** 2) for x in range(low, high + 1)]
        return _normalised(low, weights)
    shape = 4.0 / (skew * skew)
    scale = sd * abs(skew) / 2.0
    sign = 1 if skew > 0 else -1
    origin = mean - sign * shape * scale  # where the gamma starts
    # Log-density (unnormalised) of y = distance from the origin, in units of scale; it
    # falls below e^-21 of its peak past `far` (the mode + 21 / (1 - (k-1)/y) steps).
    peak_y = max(shape - 1.0, 0.0)
    far = peak_y + 21.0 + 8.0 * math.sqrt(shape)
    first = math.floor(origin + 0.5) if sign > 0 else math.ceil(origin - 0.5)
    count = int(far * scale) + 2
    xs = range(first, first + sign * count, sign)
    ys = [sign * (x - origin) / scale for x in xs]
    power = shape - 1.0
    log_weights = [power * math.log(y) - y if y > 0 else -math.inf for y in ys]
    # The first bin holds the origin (where the density may be infinite): integrate
    # y^(k-1) e^-y from 0 to its far edge instead (the other bins are 1 / scale wide).
    edge = ys[0] + 0.5 / scale
    log_weights[0] = shape * math.log(edge) - math.log(shape) - edge / 2 + math.log(scale)
    top = max(log_weights)
    weights = [math.exp(v - top) for v in log_weights]
    if sign < 0:
        weights.reverse()
        return _normalised(xs[-1], weights)
    return _normalised(first, weights)


def mixture(components: Sequence[Part]) -> Distribution:
    """The weighted mixture of whole-point distributions matched to each part's moments."""
    matched = [(weight, _matched(mean, sd, skew)) for weight, mean, sd, skew in components]
    if len(matched) == 1:
        return matched[0][1]
    low, size = _grid([d for _, d in matched])
    weights = [0.0] * size
    for weight, (start, probabilities) in matched:
        for i, p in enumerate(probabilities, start - low):
            weights[i] += weight * p
    return _normalised(low, weights)


def _normalised(low: int, weights: list[float]) -> Distribution:
    total = sum(weights)
    probabilities = [w / total for w in weights]
    first = next(i for i, p in enumerate(probabilities) if p > TAIL)
    last = max(i for i, p in enumerate(probabilities) if p > TAIL)
    kept = probabilities[first : last + 1]
    kept_total = sum(kept)
    return low + first, tuple(p / kept_total for p in kept)


# ----- per state, cached ------------------------------------------------------------------
#: Points of distributions kept, of every level together (issue 37: flat memory over hours
#: of play). A point costs 32 bytes (a float object and its place in the tuple), so the
#: cache holds at most some 2 MiB. A game needs its players' states, the boxes' successors
#: of the hint and the exact enumerations' (a few dozen distributions of up to some 1 100
#: points); one computed again costs 0.2-1.5 ms. It used to keep 512 states of Perfect and
#: 512 of each other level: up to 35 MiB, filled over some 60 games (+15 MiB in 200 games
#: after a warm-up of 20, as soon as a person was modelled by a level of their own).
_CACHE_POINTS = 65_536

_Key = tuple[PentaLevel, State]


class _Distributions:
    """Distributions by (level modelled, canonical state), the least recently used dropped
    first once they hold more than :data:`_CACHE_POINTS` points (the newest always stays)."""

    def __init__(self) -> None:
        self._entries: OrderedDict[_Key, Distribution] = OrderedDict()
        self.points = 0  # held by the entries, in all

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: _Key) -> Distribution | None:
        found = self._entries.get(key)
        if found is not None:
            self._entries.move_to_end(key)
        return found

    def put(self, key: _Key, distribution: Distribution) -> None:
        old = self._entries.pop(key, None)
        if old is not None:
            self.points -= len(old[1])
        self._entries[key] = distribution
        self.points += len(distribution[1])
        while self.points > _CACHE_POINTS and len(self._entries) > 1:
            _, (_, dropped) = self._entries.popitem(last=False)
            self.points -= len(dropped)

    def clear(self) -> None:
        self._entries.clear()
        self.points = 0


_cache = _Distributions()


def cache_size() -> tuple[int, int]:
    """(distributions, points) held by the cache now (at most :data:`_CACHE_POINTS`
    points, besides the newest one)."""
    return len(_cache), _cache.points


def canonical(state: State) -> State:
    """The state with upper total 0 when the upper total no longer matters (the bonus
    is out of reach, or no upper box is open): the same future, one cache entry."""
    penta_state, mask, upper = state
    open_faces = sum(face for face in range(1, 7) if not mask >> (face - 1) & 1)
    if upper + 5 * open_faces < UPPER_BONUS_THRESHOLD:
        return penta_state, mask, 0
    return state


def remaining(state: State, level: PentaLevel = PentaLevel.PERFECT) -> Distribution:
    """Distribution of the points still to come from a turn start in ``state`` when the
    player plays as ``level`` (Perfect's, reshaped for another level)."""
    level = play_levels.modelled_as(level)
    state = canonical(state)
    key = (level, state)
    found = _cache.get(key)
    if found is not None:
        return found
    open_boxes = _open_count(state)
    if level is not PentaLevel.PERFECT:
        found = play_levels.reshaped(remaining(state), level, open_boxes)
    elif open_boxes <= 1:
        found = _last_turn(state) if open_boxes else (0, (1.0,))
    elif open_boxes <= EXACT_BOXES:
        found = _exact(state, remaining)
    else:
        found = mixture(parts(state))
    _cache.put(key, found)
    return found


#: Distributions enumerated EXACTLY however many boxes are open (the Master's longer
#: look-ahead, :data:`~dicegame.games.penta.core.master.LOOK_AHEAD`): a state with 6
#: open boxes costs at most some 270 states' turns (about 0.5 s of CPU) from nothing,
#: and the states of a game's last turns share most of them. Bounded like the others.
_EXACT_CACHE_SIZE = 2048
_exactly: OrderedDict[State, Distribution] = OrderedDict()


def remaining_exact(state: State) -> Distribution:
    """The EXACT distribution of the points still to come from a turn start in ``state``
    under Perfect play (every later turn enumerated, :func:`_exact`), cached; the same
    as :func:`remaining` up to :data:`EXACT_BOXES` open boxes."""
    state = canonical(state)
    found = _exactly.get(state)
    if found is not None:
        _exactly.move_to_end(state)
        return found
    found = (
        remaining(state) if _open_count(state) <= EXACT_BOXES else _exact(state, remaining_exact)
    )
    _exactly[state] = found
    if len(_exactly) > _EXACT_CACHE_SIZE:
        _exactly.popitem(last=False)
    return found


def exact_final_distribution(sheet: Sheet) -> Distribution:
    """The EXACT distribution of the sheet's final total under Perfect play from this
    turn start (:func:`remaining_exact`)."""
    if sheet.is_complete:
        return sheet.total, (1.0,)
    low, probabilities = remaining_exact(sheet_state(sheet))
    return low + sheet.total, probabilities


def final_distribution(sheet: Sheet, level: PentaLevel = PentaLevel.PERFECT) -> Distribution:
    """Distribution of the sheet's final total, the player playing as ``level`` from this
    turn start (Perfect by default)."""
    if sheet.is_complete:
        return sheet.total, (1.0,)
    low, probabilities = remaining(sheet_state(sheet), level)
    return low + sheet.total, probabilities


def _levels_of(sheets: Sequence[Sheet], levels: Sequence[PentaLevel] | None) -> list[PentaLevel]:
    if levels is None:
        return [PentaLevel.PERFECT] * len(sheets)
    if len(levels) != len(sheets):
        raise ValueError(f"{len(levels)} levels for {len(sheets)} sheets")
    return list(levels)


def raw_win_chances(
    sheets: Sequence[Sheet], levels: Sequence[PentaLevel] | None = None
) -> tuple[float, ...]:
    """:func:`win_chances` before the recalibration map (the tool that fits it)."""
    if not sheets:
        return ()
    seats = _levels_of(sheets, levels)
    return _chances([final_distribution(s, lv) for s, lv in zip(sheets, seats, strict=True)])


def all_exact(sheets: Sequence[Sheet]) -> bool:
    """Every sheet's distribution is enumerated exactly (at most EXACT_BOXES open)."""
    return all(len(sheet.open_boxes) <= EXACT_BOXES for sheet in sheets)


def win_chances(
    sheets: Sequence[Sheet], levels: Sequence[PentaLevel] | None = None
) -> tuple[float, ...]:
    """Each player's chance to win the whole game, sheets in seat order, every sheet at a
    turn start (its current total counts; a full sheet is final); each player plays as
    its level in ``levels`` from here on (all Perfect when None); ties shared equally; the
    chances as shown (:func:`~dicegame.games.penta.core.play_levels.recalibrated`) sum
    to 1."""
    raw = raw_win_chances(sheets, levels)
    return play_levels.recalibrated(raw, all_exact(sheets), levels)


def box_chances(
    sheets: Sequence[Sheet],
    mover: int,
    dice: Sequence[int],
    levels: Sequence[PentaLevel] | None = None,
) -> dict[Box, float]:
    """The mover's chance to win for each box it may score ``dice`` in now (then it plays
    as its level; ``levels`` as for :func:`win_chances`). With two players the same map as
    :func:`win_chances`; with more, the raw chance (the map is the identity there)."""
    seats = _levels_of(sheets, levels)
    sheet = sheets[mover]
    after = {
        box: final_distribution(sheet.score(box, dice), seats[mover]) for box in sheet.options(dice)
    }
    if not after:
        return {}  # a full sheet: no box to score in
    others = [final_distribution(s, seats[i]) for i, s in enumerate(sheets) if i != mover]
    low, size = _grid([*others, *after.values()])
    weights = _share_weights([_on_grid(d, low, size) for d in others], size)
    raw = {box: _dot(_on_grid(d, low, size)[0], weights) for box, d in after.items()}
    if len(sheets) != 2:
        return raw
    # scoring fills one box: the mover's sheet after it has one box fewer open
    exact = len(sheet.open_boxes) - 1 <= EXACT_BOXES and all_exact([sheets[1 - mover]])
    return {box: play_levels.recalibrated((p, 1.0 - p), exact, seats)[0] for box, p in raw.items()}
