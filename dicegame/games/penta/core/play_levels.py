"""Penta chances: each seat modelled by how it plays, and the one recalibration map.

The chance to win (:mod:`dicegame.games.penta.core.chances`) needs every player's
distribution of the points still to come. Perfect's is computed from the strategy's
tables; another level's is Perfect's RESHAPED by what that level measurably loses: with
``n`` boxes open, its points still to come are

    Y = m - shortfall[n] + scale[n] * (X - m)

where ``X`` follows Perfect's distribution from the same state and ``m`` is its mean.
``shortfall[n]`` is the level's mean shortfall of the points still to come against
Perfect's expectation from the states it reaches with ``n`` boxes open, ``scale[n]`` the
ratio of its spread to Perfect's there; both measured by simulation once
(``tools/build_penta_level_shapes.py``, stored in
:mod:`dicegame.games.penta.core.level_shapes`). The Master plays as Perfect for the
points (it departs from Perfect only to win, at a cost of 2–3 points a game), so it is
modelled as Perfect.

A person is modelled by the level whose expected points lost per turn is nearest to the
points their own decisions have lost so far (the move review's measure:
:func:`fitted_level`), with ten turns of Good as the prior.

The map: with two Perfect players the raw chances were slightly over-confident away from
50 % (shown 10–20 % won 18.7 %, shown 80–90 % won 80.4 %); :func:`recalibrated` applies a
power map ``p_i^a / sum_j p_j^a`` (for two players ``logit p' = a logit p``), with ``a``
fitted on held-out games by the same tool: one power for tables where every seat is
modelled as Perfect, one for the others (whose reshaped distributions err the other way).
It is monotone and keeps the sum at 1; it leaves the last turns alone, where every
distribution is exact.

Standard library only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from dicegame.games.penta.core import PentaLevel, level_shapes
from dicegame.games.penta.core.combine import Distribution

__all__ = [
    "FITTED_LEVELS",
    "PRIOR_TURNS",
    "fitted_level",
    "loss_per_turn",
    "modelled_as",
    "recalibrated",
    "reshaped",
]

#: The levels a person may be fitted to, strongest first.
FITTED_LEVELS = (PentaLevel.PERFECT, PentaLevel.GOOD, PentaLevel.CASUAL, PentaLevel.BEGINNER)
#: Turns of Good's play assumed before a person's first decision (the prior of the fit).
#: Measured with benchmarks/penta_chances.py --as-people (two players, Good and Casual seats
#: fitted as people): with 1 turn the chances were up to 8.8 points over-confident (a level
#: fitted from a few turns is often wrong, and the model takes it as certain), with 4 turns
#: up to 5.1, with 10 turns up to 3.8.
PRIOR_TURNS = 10.0
PRIOR_LEVEL = PentaLevel.GOOD
#: Boxes on a sheet (the tables are indexed by the boxes still open, 0–13).
_BOXES = 13


def modelled_as(level: PentaLevel) -> PentaLevel:
    """The level whose measured play stands for ``level`` (the Master plays as Perfect
    for the points)."""
    return PentaLevel.PERFECT if level is PentaLevel.MASTER else level


def _shape(level: PentaLevel, open_boxes: int) -> tuple[float, float]:
    """(shortfall, scale) of ``level`` with ``open_boxes`` open ((0, 1): Perfect's)."""
    level = modelled_as(level)
    if level is PentaLevel.PERFECT or open_boxes <= 0:
        return 0.0, 1.0
    return (
        level_shapes.SHORTFALL[level.value][open_boxes],
        level_shapes.SCALE[level.value][open_boxes],
    )


def reshaped(perfect: Distribution, level: PentaLevel, open_boxes: int) -> Distribution:
    """``level``'s distribution of the points still to come, from Perfect's from the same
    state with ``open_boxes`` open: shifted by the level's shortfall and scaled about the
    mean by its spread; each point's mass split between the two whole points around its
    image, so the mean is exactly Perfect's minus the shortfall."""
    shortfall, scale = _shape(level, open_boxes)
    if shortfall == 0.0 and scale == 1.0:
        return perfect
    low, probabilities = perfect
    mean = math.fsum(p * x for x, p in enumerate(probabilities, low))
    images = [mean - shortfall + scale * (x - mean) for x in range(low, low + len(probabilities))]
    first = math.floor(min(images))
    mass = [0.0] * (math.floor(max(images)) - first + 2)
    for image, p in zip(images, probabilities, strict=True):
        whole = math.floor(image)
        upper = image - whole
        mass[whole - first] += p * (1.0 - upper)
        mass[whole - first + 1] += p * upper
    while len(mass) > 1 and mass[-1] == 0.0:
        mass.pop()
    return first, tuple(mass)


def loss_per_turn(level: PentaLevel) -> float:
    """Points ``level`` loses a turn on average against Perfect (over a whole game)."""
    return _shape(level, _BOXES)[0] / _BOXES


def fitted_level(points_lost: float, turns: int) -> PentaLevel:
    """The level that best describes a person whose decisions have lost ``points_lost``
    expected points over ``turns`` turns: the one whose loss per turn is nearest to theirs
    (with :data:`PRIOR_TURNS` turns of Good's loss added first)."""
    rate = (points_lost + PRIOR_TURNS * loss_per_turn(PRIOR_LEVEL)) / (turns + PRIOR_TURNS)
    return min(FITTED_LEVELS, key=lambda level: abs(loss_per_turn(level) - rate))


def _power(players: int, levels: Sequence[PentaLevel] | None) -> float:
    every_perfect = levels is None or all(
        modelled_as(level) is PentaLevel.PERFECT for level in levels
    )
    return level_shapes.CHANCE_POWER.get((players, every_perfect), 1.0)


def recalibrated(
    chances: Sequence[float],
    exact: bool = False,
    levels: Sequence[PentaLevel] | None = None,
) -> tuple[float, ...]:
    """The chances as shown: ``p_i^a / sum_j p_j^a`` with the fitted power ``a`` for this
    many players and these seats' ``levels`` (one power where every seat is modelled as
    Perfect, None included, one for the others; 1: unchanged). Monotone in each chance,
    keeps the order and the sum 1.

    ``exact``: every player's distribution is enumerated exactly (at most
    :data:`~dicegame.games.penta.core.chances.EXACT_BOXES` boxes open each); the chances
    are then exact for Perfect players and left as they are: the map corrects the
    moment-matched distributions of the earlier turns, and is fitted on those alone."""
    power = _power(len(chances), levels)
    if power == 1.0 or exact:
        return tuple(chances)
    raised = [p**power if p > 0.0 else 0.0 for p in chances]
    total = math.fsum(raised)
    if total <= 0.0:
        return tuple(chances)
    return tuple(r / total for r in raised)
