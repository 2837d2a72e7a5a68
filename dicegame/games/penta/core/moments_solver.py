"""The spread of the points still to come under the Perfect Penta strategy.

A policy-evaluation pass over every turn-start state: the decisions are the Perfect
strategy's (each hold and each box maximises the expected final score, computed from
the shipped strategy table exactly as :mod:`dicegame.games.penta.core.strategy` does at run
time, ties broken the same way: more dice held, then the first box in sheet order), and
the pass carries the raw moments E[R], E[R^2], E[R^3] of the remaining points R along
those decisions, and the same moments restricted to the event N that no Penta is scored
from here on (no 50 written in the Penta box, no Penta bonus): E[1_N], E[R 1_N],
E[R^2 1_N], E[R^3 1_N]. A Penta adds 50 or 100 points at once, so R is a mixture of two
far more regular parts, with N and without. BUILD TIME ONLY (numpy):
``tools/build_penta_moments.py`` turns the result into the shipped
``resources/penta/moments.*`` that :mod:`dicegame.games.penta.core.moments_tables` reads.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from dicegame.games.penta.core.rules import PENTA_SCORE, Box
from dicegame.games.penta.core.solver import (
    _CHILDREN,
    _PARENTS,
    _ROLL_PROBABILITY,
    _ROLL_SLICE,
    _SCORES,
    JokerRule,
    _jobs_by_filled,
    _joker_points,
    _upper_gain,
    penta_bonus,
)
from dicegame.games.penta.core.strategy import (
    KEEPS,
    MASK_COUNT,
    PENTA_FIFTY,
    PENTA_OPEN,
    PENTA_ROLLS,
    PENTA_ZERO,
    ROLLS,
    TABLE_SHAPE,
    UPPER_STATES,
)

__all__ = ["MOMENTS", "NO_PENTA", "solve_moments"]

#: Channels on axis 0: E[R], E[R^2], E[R^3], then E[1_N], E[R 1_N], E[R^2 1_N], E[R^3 1_N].
MOMENTS = 7
#: Where the moments restricted to "no Penta scored from here on" start on axis 0.
NO_PENTA = 3


def _shifted(moments: np.ndarray, gain: np.ndarray, penta: np.ndarray | bool) -> np.ndarray:
    """The channels of gain + R from those of R (channels on axis 0, broadcasting); where
    ``penta`` (the step scores a Penta) the restricted channels are 0."""
    m1, m2, m3, q0, q1, q2, q3 = moments
    kept = np.logical_not(penta)
    return np.stack(
        (
            gain + m1,
            gain * gain + 2 * gain * m1 + m2,
            gain**3 + 3 * gain * gain * m1 + 3 * gain * m2 + m3,
            np.where(kept, q0, 0.0),
            np.where(kept, gain * q0 + q1, 0.0),
            np.where(kept, gain * gain * q0 + 2 * gain * q1 + q2, 0.0),
            np.where(kept, gain**3 * q0 + 3 * gain * gain * q1 + 3 * gain * q2 + q3, 0.0),
        )
    )


class _Choice:
    """Per roll after the last roll (batch, 252, U): the best option's value, the points
    it adds (bonuses included), whether it scores a Penta (50 in its box or a bonus) and
    the flat index of the state it leads to."""

    def __init__(self, shape: tuple[int, ...]) -> None:
        self.value = np.full(shape, -np.inf)
        self.gain = np.zeros(shape)
        self.penta = np.zeros(shape, dtype=bool)
        self.next = np.zeros(shape, dtype=np.int64)

    def offer(
        self,
        value: np.ndarray,
        gain: np.ndarray,
        next_index: np.ndarray,
        penta: np.ndarray | bool = False,
    ) -> None:
        """Take the option where it is strictly better (sheet order breaks ties)."""
        better = value > self.value
        np.copyto(self.value, value, where=better)
        np.copyto(self.gain, np.broadcast_to(gain, better.shape), where=better)
        np.copyto(self.penta, np.broadcast_to(penta, better.shape), where=better)
        np.copyto(self.next, np.broadcast_to(next_index, better.shape), where=better)

    def moments(self, moments: np.ndarray) -> np.ndarray:
        """The channels of gain + R(next state), (MOMENTS, batch, 252, U)."""
        rest = moments.reshape(MOMENTS, -1)[:, self.next]
        shifted: np.ndarray = _shifted(rest, self.gain, self.penta)
        return shifted


def _flat(penta_state: int | np.ndarray, masks: np.ndarray, uppers: np.ndarray) -> np.ndarray:
    """Flat table index of states (broadcasting), as state_index does."""
    index: np.ndarray = (penta_state * MASK_COUNT + masks) * UPPER_STATES + uppers
    return index


def _final(
    table: np.ndarray,
    moments: np.ndarray,
    rule: JokerRule,
    penta_state: int,
    masks: np.ndarray,
) -> tuple[np.ndarray, np.ndarray]:
    """Per roll after the last roll: the best box's value and the moments it leads to.

    Shapes (batch, 252, U) and (MOMENTS, batch, 252, U)."""
    choice = _Choice((len(masks), len(ROLLS), UPPER_STATES))
    column = masks[:, None, None]
    uppers = np.arange(UPPER_STATES)[None, None, :]
    for box in Box:
        if box is Box.PENTA:
            if penta_state == PENTA_OPEN:
                points = _SCORES[Box.PENTA][None, :, None]
                after = np.where(points == PENTA_SCORE, PENTA_FIFTY, PENTA_ZERO)
                next_index = _flat(after, column, uppers)
                value = table.reshape(-1)[next_index] + points
                choice.offer(value, points.astype(float), next_index, points == PENTA_SCORE)
            continue
        closed = (masks >> box & 1) == 1
        if closed.all():
            continue
        next_masks = (masks | (1 << box))[:, None, None]
        points = _SCORES[box][None, :, None]
        if box.is_upper:
            gain, new_upper = _upper_gain(_SCORES[box][:, None])  # (252, U)
            next_index = _flat(penta_state, next_masks, new_upper[None])
            gain = gain[None].astype(float)
        else:
            next_index = _flat(penta_state, next_masks, uppers)
            gain = points.astype(float)
        value = table.reshape(-1)[next_index] + gain
        value = np.where(closed[:, None, None], -np.inf, value)
        choice.offer(value, gain, next_index)
    jokers = _joker_points(rule, penta_state)
    if jokers is not None:
        _jokers(table, penta_state, masks, jokers, penta_bonus(rule, penta_state), choice)
    return choice.value, choice.moments(moments)


def _jokers(
    table: np.ndarray,
    penta_state: int,
    masks: np.ndarray,
    jokers: np.ndarray,
    bonus: int,
    choice: _Choice,
) -> None:
    """Overwrite the six Penta rolls with their best joker option (in place)."""
    uppers = np.arange(UPPER_STATES)[None, :]
    for face in range(1, 7):
        roll = PENTA_ROLLS[face - 1]
        best = _Choice((len(masks), UPPER_STATES))
        for box in Box:
            points = jokers[face - 1, box, masks].astype(np.int64)[:, None]  # (batch, 1)
            allowed = points != -1
            if not allowed.any():
                continue
            if box.is_upper:
                gain, new_upper = _upper_gain(np.maximum(points, 0))
            else:
                gain, new_upper = np.broadcast_to(points, allowed.shape), uppers
            next_index = _flat(penta_state, (masks | (1 << box))[:, None], new_upper)
            value = np.where(allowed, table.reshape(-1)[next_index] + gain + bonus, -np.inf)
            best.offer(value, (gain + bonus).astype(float), next_index, bonus > 0)
        choice.value[:, roll] = best.value
        choice.gain[:, roll] = best.gain
        choice.penta[:, roll] = best.penta
        choice.next[:, roll] = best.next


def _expect(final: np.ndarray) -> np.ndarray:
    """(..., 252, U) per roll -> (..., 462, U) per keep: the mean over the dice rolled."""
    keeps = np.empty((*final.shape[:-2], len(KEEPS), final.shape[-1]))
    keeps[..., _ROLL_SLICE, :] = final
    for part, kids in _CHILDREN:
        total = keeps[..., kids[0], :]
        for kid in kids[1:]:
            total = total + keeps[..., kid, :]
        keeps[..., part, :] = total / 6
    return keeps


def _best_keep(keeps: np.ndarray, keep_moments: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per roll, its best sub-keep's value and moments (``keeps`` is changed in place).

    A smaller keep replaces a larger one only when strictly better: equal values hold
    more dice, as :func:`dicegame.games.penta.core.strategy.rank_holds` does."""
    choice = np.broadcast_to(np.arange(len(KEEPS))[None, :, None], keeps.shape).copy()
    for part, par in _PARENTS:
        for parent in par:
            better = keeps[:, parent] > keeps[:, part]
            np.maximum(keeps[:, part], keeps[:, parent], out=keeps[:, part])
            choice[:, part] = np.where(better, choice[:, parent], choice[:, part])
    rolls = choice[None, :, _ROLL_SLICE]
    moments = np.take_along_axis(keep_moments, rolls, axis=2)
    return keeps[:, _ROLL_SLICE], moments


def _turn_start(final: np.ndarray, final_moments: np.ndarray) -> np.ndarray:
    """Moments from before the first roll, (MOMENTS, batch, U)."""
    value, moments = final, final_moments
    for _ in range(2):
        value, moments = _best_keep(_expect(value), _expect(moments))
    start: np.ndarray = np.einsum("mbru,r->mbu", moments, _ROLL_PROBABILITY)
    return start


def solve_moments(
    table: np.ndarray,
    rule: JokerRule = JokerRule.SPEC,
    min_filled: int = 0,
    progress: Callable[[int], None] | None = None,
    workers: int = 1,
) -> np.ndarray:
    """The channels of the remaining points (see :data:`MOMENTS`), shape
    (MOMENTS, *TABLE_SHAPE) (float64).

    ``table`` holds the expected remaining points the decisions maximise (the shipped
    strategy table, so that the decisions are the program's). States with fewer than
    ``min_filled`` boxes filled stay 0.
    """
    moments = np.zeros((MOMENTS, *TABLE_SHAPE))
    for penta_state in (PENTA_ZERO, PENTA_FIFTY):  # a full sheet: R = 0 and N is certain
        moments[NO_PENTA, penta_state, MASK_COUNT - 1] = 1.0

    def run(job: tuple[int, np.ndarray]) -> None:
        penta_state, batch = job
        final, final_moments = _final(table, moments, rule, penta_state, batch)
        moments[:, penta_state, batch] = _turn_start(final, final_moments)

    with ThreadPoolExecutor(max_workers=workers) as pool:
        for filled, jobs in _jobs_by_filled(min_filled):
            if progress is not None:
                progress(filled)
            list(pool.map(run, jobs))
    return moments
