"""Everyone's chance to win a Penta game — PROVISIONAL, replaced at merge.

This module only holds the API the engine and the interface are built on; the real
computation (each player's distribution of final scores under the Perfect strategy) is
written on another branch and replaces this file when the branches are merged. Nothing
outside this module may depend on the numbers below, only on the API:

* :func:`win_chances`: each player's chance to win, sheets in seat order, summing to 1;
* :func:`box_chances`: the mover's chance to win for each box it may score a roll in.

The stand-in: each player's final total is taken as a normal distribution around their
total plus :func:`~dicegame.core.penta_strategy.expected_score`, with a fixed spread per
open box, on a grid of a few points per spread; a full sheet is its total. Ties are shared
(exactly for two players, approximately for more), and the chances are scaled to sum to 1.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from dicegame.core import penta_strategy as strategy
from dicegame.core.penta import Box, Sheet

__all__ = ["box_chances", "win_chances"]

#: The spread of the points still to come, per open box (about 60 points for a whole game).
SPREAD_PER_BOX = 16.6
#: How many spreads on each side of the mean the distributions reach.
REACH = 5.0
#: Grid points per spread (the stand-in need not be exact, only quick).
STEPS_PER_SPREAD = 6


def _distribution(sheet: Sheet) -> dict[int, float]:
    """The sheet's final total: points -> probability (a stand-in, see the module), on a
    grid of a few points per spread (whole points near the end)."""
    if sheet.is_complete:
        return {sheet.total: 1.0}
    mean = sheet.total + strategy.expected_score(sheet)
    spread = SPREAD_PER_BOX * math.sqrt(len(sheet.open_boxes))
    step = max(1, round(spread / STEPS_PER_SPREAD))
    low = max(sheet.total, math.floor(mean - REACH * spread)) // step
    high = math.ceil(mean + REACH * spread) // step + 1

    def below(points: float) -> float:
        return 0.5 * (1.0 + math.erf((points - mean) / (spread * math.sqrt(2.0))))

    masses = {
        k * step: below((k + 0.5) * step) - below((k - 0.5) * step) for k in range(low, high + 1)
    }
    whole = sum(masses.values())
    return {x: mass / whole for x, mass in masses.items() if mass > 0.0}


def win_chances(sheets: Sequence[Sheet]) -> tuple[float, ...]:
    """Each player's chance to win the whole game, sheets in seat order, every sheet at a
    turn start (its current total counts; a full sheet is final), everyone assumed to play
    Perfect from here on; ties shared equally; the chances sum to 1."""
    return _chances([_distribution(sheet) for sheet in sheets])


def box_chances(sheets: Sequence[Sheet], mover: int, dice: Sequence[int]) -> dict[Box, float]:
    """The mover's chance to win for each box it may score ``dice`` in now (then Perfect)."""
    masses = [_distribution(sheet) for sheet in sheets]
    sheet = sheets[mover]
    chances: dict[Box, float] = {}
    for box in sheet.options(dice):
        masses[mover] = _distribution(sheet.score(box, dice))
        chances[box] = _chances(masses)[mover]
    return chances


def _chances(masses: Sequence[dict[int, float]]) -> tuple[float, ...]:
    """Each distribution's chance to be the highest, ties shared, summing to 1."""
    if not masses:
        return ()
    points = sorted(set().union(*masses))
    below = [0.0] * len(masses)  # each player's chance of finishing under the points
    wins = [0.0] * len(masses)
    for x in points:
        here = [mass.get(x, 0.0) for mass in masses]
        # another player beaten at x, or tied there (a tie counts as half a win)
        beaten = [low + tie / 2.0 for low, tie in zip(below, here, strict=True)]
        after = [1.0] * (len(masses) + 1)  # products of the players after each seat
        for seat in range(len(masses) - 1, -1, -1):
            after[seat] = after[seat + 1] * beaten[seat]
        before = 1.0
        for seat, mass in enumerate(here):
            if mass:
                wins[seat] += mass * before * after[seat + 1]
            before *= beaten[seat]
        below = [low + tie for low, tie in zip(below, here, strict=True)]
    total = sum(wins)
    return tuple(win / total for win in wins)
