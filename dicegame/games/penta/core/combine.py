"""Penta chances: combining the players' distributions of final totals into each one's
chance to win, ties shared equally (used by :mod:`dicegame.games.penta.core.chances`).

Standard library only.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from itertools import accumulate

__all__ = ["Column", "Distribution", "chances"]

#: A distribution of whole points: (lowest value, probability of each value from it).
Distribution = tuple[int, tuple[float, ...]]

# Gauss-Legendre on [0, 1], 4 nodes: exact for the polynomials of degree <= 7 below.
_NODES = tuple(
    (0.5 + 0.5 * x, 0.5 * w)
    for x, w in (
        (-0.8611363115940526, 0.3478548451374538),
        (-0.3399810435848563, 0.6521451548625461),
        (0.3399810435848563, 0.6521451548625461),
        (0.8611363115940526, 0.3478548451374538),
    )
)


Column = tuple[list[float], list[float]]  # (P(X = x), P(X < x)) on a common grid


def _on_grid(distribution: Distribution, low: int, size: int) -> Column:
    """(P(X = x), P(X < x)) for x = low .. low + size - 1."""
    start, probabilities = distribution
    mass = [0.0] * (start - low)
    mass += probabilities
    mass += [0.0] * (size - len(mass))
    below = [0.0, *accumulate(mass)]
    below.pop()
    return mass, below


def _share_weights(others: Sequence[Column], size: int) -> list[float]:
    """Per x, the share of the win a player scoring x gets against ``others``.

    Beating everyone below x and sharing equally with those who score x too is
    E[1/(1 + K)] over the number K of ties: the integral over t in [0, 1] of the
    product of (P(X_j < x) + t P(X_j = x)), a polynomial that the quadrature
    integrates exactly."""
    if not others:
        return [1.0] * size
    if len(others) == 1:
        mass, below = others[0]
        return [b + 0.5 * m for m, b in zip(mass, below, strict=True)]
    weights = [0.0] * size
    for t, w in _NODES:
        product = [w] * size
        for mass, below in others:
            product = [p * (b + t * m) for p, m, b in zip(product, mass, below, strict=True)]
        weights = [a + b for a, b in zip(weights, product, strict=True)]
    return weights


def _dot(a: Sequence[float], b: Sequence[float]) -> float:
    return math.fsum(map(operator.mul, a, b))


def _grid(distributions: Sequence[Distribution]) -> tuple[int, int]:
    low = min(start for start, _ in distributions)
    high = max(start + len(p) for start, p in distributions)
    return low, high - low


def chances(distributions: Sequence[Distribution]) -> tuple[float, ...]:
    low, size = _grid(distributions)
    columns = [_on_grid(d, low, size) for d in distributions]
    if len(columns) <= 2:
        raw = [
            _dot(columns[i][0], _share_weights(columns[:i] + columns[i + 1 :], size))
            for i in range(len(columns))
        ]
    else:
        raw = _many_chances(columns, size)
    total = math.fsum(raw)
    return tuple(value / total for value in raw)


def _many_chances(columns: Sequence[Column], size: int) -> list[float]:
    """Every player's share at once: per node, the product over all players divided by
    each player's own factor (which is 0 only where that player has no mass)."""
    raw = [0.0] * len(columns)
    for t, w in _NODES:
        factors = [[b + t * m for m, b in zip(*column, strict=True)] for column in columns]
        product = [w] * size
        for factor in factors:
            product = list(map(operator.mul, product, factor))
        for i, (mass, _) in enumerate(columns):
            raw[i] += math.fsum(
                m * p / f for m, p, f in zip(mass, product, factors[i], strict=True) if m
            )
    return raw
