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
  are enumerated forward (every roll, hold and box with its probability,
  :mod:`dicegame.games.penta.core.exact_turns`);
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
  sha256 like the strategy table, read and held by
  :mod:`dicegame.games.penta.core.moments_tables`).

Standard library only; distributions are cached per state (the least recently used
dropped past :data:`_CACHE_POINTS` points, some 2 MiB), so a call costs a few
milliseconds once the players' states have been seen. The combining of the players is
:mod:`dicegame.games.penta.core.combine`. Arrows point one way: ``exact_turns`` <-
``moments_tables`` <- this module; neither imports it.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence

from dicegame.games.penta.core import PentaLevel, play_levels
from dicegame.games.penta.core.combine import _NODES as _NODES  # the names other modules use
from dicegame.games.penta.core.combine import Column as Column
from dicegame.games.penta.core.combine import Distribution as Distribution
from dicegame.games.penta.core.combine import _dot as _dot
from dicegame.games.penta.core.combine import _grid as _grid
from dicegame.games.penta.core.combine import _on_grid as _on_grid
from dicegame.games.penta.core.combine import _share_weights as _share_weights
from dicegame.games.penta.core.combine import chances as _chances
from dicegame.games.penta.core.exact_turns import _exact, _open_count, canonical
from dicegame.games.penta.core.moments_tables import Part, _last_turn, forget_tables, parts
from dicegame.games.penta.core.rules import Box, Sheet
from dicegame.games.penta.core.strategy import State, sheet_state

__all__ = [
    "EXACT_BOXES",
    "box_chances",
    "cache_size",
    "exact_final_distribution",
    "final_distribution",
    "mixture",
    "raw_win_chances",
    "win_chances",
]

#: Open boxes up to which a player's distribution is enumerated exactly.
EXACT_BOXES = 2
#: Probabilities below this are dropped from a distribution's tails.
TAIL = 1e-9


def forget_moments() -> None:
    """Load the spread, split and endgame tables again on next use, and forget the
    distributions computed from them (tests)."""
    forget_tables()
    forget_cache()


def forget_cache() -> None:
    """Forget the distributions computed so far (benchmarks: a program just started)."""
    _cache.clear()
    _exactly.clear()


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
