"""The field Master's turn as it was computed before its speed-ups (issue 35 item 8), kept
as the reference the faster code must equal bit for bit: every grid point's share from a
plain :func:`combine` of the players' races, the mover's own race from the profile itself,
uncached."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from operator import mul

from dicegame.games.farkle.core.field_master import (
    FieldMasterAI,
    _budget,
    _interpolated,
    _shifted,
    _triggered,
    plan_for,
    sample_steps,
)
from dicegame.games.farkle.core.field_race import (
    NEGLIGIBLE,
    _bump,
    _grid,
    _Profile,
    _profile,
    bin_units,
    seat_gap,
    standing_profiles,
)
from dicegame.games.farkle.core.master import CAP_UNITS, MAX_GAIN_UNITS, TurnPlan
from dicegame.games.farkle.core.rolls import STEP
from dicegame.games.farkle.core.rules import FarkleGame
from dicegame.games.farkle.core.turns import EXPERT, TURN_CAP


def combine(profiles: Sequence[_Profile], bump: int) -> list[float]:
    """The win shares of players in turn order (the mover first) from their profiles."""
    count = len(profiles)
    shares = [0.0] * count
    turns = max(len(p.alive) for p in profiles)
    reaching = [[sum(row) for row in profile.first] for profile in profiles]
    rows: dict[tuple[int, int], tuple[list[float], list[float]]] = {}
    for n in range(1, turns):
        for p in range(count):
            trigger = profiles[p]
            if n >= len(trigger.first) or reaching[p][n] < NEGLIGIBLE:
                continue
            done = [n if q < p else n - 1 for q in range(count)]
            alive = [profiles[q].s(done[q]) for q in range(count)]
            others = math.prod(alive[q] for q in range(count) if q != p)
            if others * reaching[p][n] < NEGLIGIBLE:
                continue
            weights = [chance * others for chance in trigger.first[n]]
            final = [(p + i) % count for i in range(1, count)]
            for q in final:
                if (q, done[q]) not in rows:
                    rows[q, done[q]] = beat_rows(profiles[q], done[q], alive[q], len(weights), bump)
            beats = [rows[q, done[q]] for q in final]
            final_round(beats, final, p, weights, shares)
    total = sum(shares)
    return [share / total for share in shares]


def beat_rows(
    profile: _Profile, done: int, live: float, width: int, bump: int
) -> tuple[list[float], list[float]]:
    if live <= 0 or done >= len(profile.beat):
        return [0.0] * width, [0.0] * width
    row = profile.beat[done]
    return [b / live for b in row[:width]], [b / live for b in row[bump : bump + width]]


def final_round(
    rows: Sequence[tuple[list[float], list[float]]],
    final: Sequence[int],
    trigger: int,
    weights: Sequence[float],
    shares: list[float],
) -> None:
    width = len(weights)
    nobody = [1.0] * width
    for beats, _ in rows:
        nobody = [x * (1.0 - b) for x, b in zip(nobody, beats, strict=True)]
    shares[trigger] += sum(map(mul, weights, nobody))
    wins: list[list[float]] = []
    after = [1.0] * width
    for beats, later in reversed(rows):
        wins.append([b * a for b, a in zip(beats, after, strict=True)])
        after = [a * (1.0 - h) for a, h in zip(after, later, strict=True)]
    wins.reverse()
    total = [sum(column) for column in zip(*wins, strict=True)]
    scale = [
        w * (1.0 - x) / t if t > 0 else 0.0 for w, x, t in zip(weights, nobody, total, strict=True)
    ]
    for q, won in zip(final, wins, strict=True):
        shares[q] += sum(map(mul, won, scale))


def own_profile(size: int, gaps: int, gap: int) -> _Profile:
    return _profile(_grid(EXPERT, size, gaps), gap, None, "expert", _bump(size))


@lru_cache(maxsize=8)  # as the Master's: a turn's later decisions look it up
def field_plan(
    target: int, totals: tuple[int, ...], mover: int, levels: tuple[str, ...]
) -> TurnPlan:
    """The mover's best turn before the final round, as computed before the speed-ups."""
    size = bin_units(target)
    gaps = -(-target // STEP // size)
    gap = seat_gap(target, totals[mover])
    span = _grid(EXPERT, size, gaps).span
    bump = _bump(size)
    others = standing_profiles(target, totals, mover, levels)
    top = min(TURN_CAP, (target - totals[mover]) // STEP + CAP_UNITS)
    last = min(gap + span - 1, -(-(top + MAX_GAIN_UNITS) // size))
    values = {}
    for k in sample_steps(gap, last, _budget(len(totals))):
        if k < gap:
            mine = _shifted(own_profile(size, gaps, gap - k), span)
            values[k] = combine([mine, *others], bump)[0]
        else:
            values[k] = _triggered(k - gap, span, others)
    banks = _interpolated(values, size, top + MAX_GAIN_UNITS + 1)
    return TurnPlan(banks, banks[0], top)


class FormerFieldMaster(FieldMasterAI):
    """The field Master with the former turn computation (final rounds as they are)."""

    def _plan(self, game: FarkleGame) -> TurnPlan:
        levels = self._levels(game)
        if game.is_final_round:
            return plan_for(game, levels)
        return field_plan(game.target, tuple(game.totals), game.current, tuple(levels))
