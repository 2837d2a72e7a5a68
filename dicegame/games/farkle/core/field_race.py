"""One player's race to the target in a Farkle game of 3-6 players, before the final round.

Pure Python, standard library only; scores in units of 50 points. The model of everyone's
chances (:mod:`dicegame.games.farkle.core.field`) and the field Master
(:mod:`dicegame.games.farkle.core.field_master`) combine these races; this module holds
each player's own, with no other player in it.

A player's turns are independent draws from the per-turn distribution of the player's level
(:mod:`dicegame.games.farkle.core.turns`). Convolving them on a grid of :func:`bin_units`
units (100 / 200 / 300 points for the three targets) gives the player's profile: the chance
of not yet having reached the target after n turns (``S``), of first reaching it on turn n,
by how much (``h``), and of being below the target after n turns yet beating a given total
in one last turn (``C``). A player not on the move keeps the same profile until they bank,
so those are cached (:func:`standing_profiles`).
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import mul

from dicegame.games.farkle.core.rolls import STEP
from dicegame.games.farkle.core.turns import EXCESS, Policy, chase_model, policy_of, turn_model

__all__ = ["NEGLIGIBLE", "bin_units", "seat_gap", "standing_profiles"]

#: Below this chance a remaining path is dropped (the rest is spread by normalising).
NEGLIGIBLE = 1e-10


def bin_units(target: int) -> int:
    """The grid of the sums before the final round, in units: 2 / 4 / 6 (100 / 200 / 300
    points) for 5 000 / 10 000 / 15 000, so every target has some 50 steps."""
    return max(1, target // STEP // 50)


def _binned(dist: Sequence[float], size: int) -> list[float]:
    """A distribution over units on the grid of ``size`` units, each mass split between
    the two nearest grid points so that the mean stays exact."""
    out = [0.0] * (len(dist) // size + 2)
    for units, chance in enumerate(dist):
        if chance:
            low, rest = divmod(units, size)
            out[low] += chance * (size - rest) / size
            out[low + 1] += chance * rest / size
    while len(out) > 1 and not out[-1]:
        out.pop()
    return out


def _reversed_padded(values: Sequence[float], length: int) -> list[float]:
    padded = list(values[:length]) + [0.0] * max(0, length - len(values))
    return padded[::-1]


@dataclass(frozen=True)
class _Profile:
    """One player's race to the target on the grid (see the module's docstring):
    ``alive[n]`` = S, ``first[n][e]`` = h (n >= 1), ``beat[n][e]`` = C."""

    alive: list[float]
    first: Sequence[Sequence[float]]
    beat: Sequence[Sequence[float]]

    def s(self, n: int) -> float:
        return self.alive[n] if n < len(self.alive) else 0.0


class _Grid:
    """The sums of one target's grid for one seat policy."""

    def __init__(self, policy: Policy, size: int, gaps: int) -> None:
        self.size = size
        self.span = EXCESS // size + 1  # overshoot on the grid: 0 .. one set-aside
        self.turn = _binned(turn_model(policy).start, size)
        self.length = gaps + self.span + len(self.turn) + 8
        self.turn_rev = _reversed_padded(self.turn, self.length)


@lru_cache(maxsize=64)
def _grid(policy: Policy, size: int, gaps: int) -> _Grid:
    return _Grid(policy, size, gaps)


@lru_cache(maxsize=16)
def _reach_rev(kind: str, size: int, length: int) -> list[float]:
    reach = [chase_model(kind).reach(j * size + 1) for j in range(length)]
    return reach[::-1]


def _profile(
    grid: _Grid, gap: int, first_turn: Sequence[float] | None, chase_kind: str, bump: int
) -> _Profile:
    """S, h and C of a player ``gap`` grid steps from the target (``first_turn``: the
    distribution of the turn under way, else a whole turn)."""
    length = grid.length
    reach_rev = _reach_rev(chase_kind, grid.size, length)
    span = grid.span
    first_rev = grid.turn_rev if first_turn is None else _reversed_padded(first_turn, length)
    rows = [[1.0] + [0.0] * (gap - 1)]
    alive, first, beat = [1.0], [[0.0] * span], []
    while True:
        n = len(rows)
        previous = rows[-1]
        turn_rev = first_rev if n == 1 else grid.turn_rev
        beat.append(_beats(previous, gap, reach_rev, span + bump, length))
        row = [sum(map(mul, previous[: s + 1], turn_rev[length - 1 - s :])) for s in range(gap)]
        left = sum(row)
        reached = alive[-1] - left
        over = [
            sum(map(mul, previous, turn_rev[length - 1 - gap - e : length - 1 - e]))
            for e in range(span - 1)
        ]
        over.append(max(0.0, reached - sum(over)))  # one set-aside or more past the target
        rows.append(row)
        alive.append(left)
        first.append(over)
        if left < NEGLIGIBLE * 1e-2 or n > 400:
            beat.append(_beats(row, gap, reach_rev, span + bump, length))
            return _Profile(alive, first, beat)


def _beats(
    row: Sequence[float], gap: int, reach_rev: Sequence[float], count: int, length: int
) -> list[float]:
    """C for one row: below the target, then beating a total e steps past it."""
    return [
        sum(map(mul, row, reach_rev[length - 1 - gap - e : length - 1 - e])) for e in range(count)
    ]


@lru_cache(maxsize=128)  # 15-35 kB each (arrays): at most some 4.5 MB
def _standing_profile(policy: Policy, size: int, gaps: int, gap: int, chase: str) -> _Profile:
    """A player not on the move (cached: it changes only when they bank), the field
    Master's own race too. Kept as arrays, a quarter of the lists' memory, the same numbers;
    128: every distance of a target (some 50) for the Expert's policy and the Normal's."""
    profile = _profile(_grid(policy, size, gaps), gap, None, chase, _bump(size))
    return _Profile(
        profile.alive,
        [array("d", row) for row in profile.first],
        [array("d", row) for row in profile.beat],
    )


def _bump(size: int) -> int:
    """The typical excess of a player who beats the best total, on the grid (250 points)."""
    return max(1, round(5 / size))


def seat_gap(target: int, total: int) -> int:
    """How far a seat with ``total`` points is from the target, on the grid (at least 1)."""
    return max(1, round((target - total) / STEP / bin_units(target)))


def standing_profiles(
    target: int, totals: Sequence[int], mover: int, levels: Sequence[str]
) -> list[_Profile]:
    """The profiles of the players not on the move, in turn order after ``mover``."""
    seats = len(totals)
    size = bin_units(target)
    gaps = -(-target // STEP // size)
    leader = max(totals)
    profiles = []
    for seat in ((mover + i) % seats for i in range(1, seats)):
        policy = policy_of(levels[seat], leader - totals[seat])
        gap = seat_gap(target, totals[seat])
        profiles.append(_standing_profile(policy, size, gaps, gap, _chase_kind(levels[seat])))
    return profiles


def _chase_kind(level: str) -> str:
    return "normal" if level == "normal" else "expert"
