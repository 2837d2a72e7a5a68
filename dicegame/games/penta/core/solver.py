"""Exact solver of solitaire Penta: the expected final score under optimal play.

Backward induction over every turn-start state ``(penta_state, mask, upper)`` (see
:mod:`dicegame.games.penta.core.strategy` for the layout): states with more boxes filled
first; inside a turn, the 252 distinct rolls and 462 distinct keeps. Vectorised with
numpy over the 64 upper totals and over batches of masks. BUILD TIME ONLY: the running
program reads the table this produces and never imports this module (nor numpy).

The joker rule is a parameter so the solver can be checked against published results:

* ``JokerRule.SPEC``: the product's rule, straight from :meth:`Sheet.options` and
  :meth:`Sheet.bonus_for` (joker and +100 only when the Penta box holds 50);
* ``JokerRule.FORCED``: official Hasbro rules: the same forced joker also applies when
  the Penta box holds 0 (the 100 bonus only when it holds 50);
* ``JokerRule.FREE``: once the Penta box is filled, a Penta may go in any open box;
  Full house and the straights pay their fixed score only when the upper box of the
  Penta's face is filled (Verhoeff's reading of the rules);
* ``JokerRule.NONE``: no Penta bonus and no joker (a Penta is an ordinary roll).
"""

from __future__ import annotations

import enum
import functools
import math
import os
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from dicegame.games.penta.core.rules import (
    DICE_COUNT,
    FULL_HOUSE_SCORE,
    LARGE_STRAIGHT_SCORE,
    PENTA_BONUS,
    PENTA_SCORE,
    SMALL_STRAIGHT_SCORE,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    Box,
    Sheet,
)
from dicegame.games.penta.core.strategy import (
    KEEP_INDEX,
    KEEPS,
    MASK_BOXES,
    MASK_COUNT,
    PENTA_FIFTY,
    PENTA_OPEN,
    PENTA_ROLLS,
    PENTA_ZERO,
    ROLL_KEEPS,
    ROLLS,
    SCORES,
    TABLE_SHAPE,
    UPPER_CAP,
    UPPER_STATES,
)

__all__ = ["JokerRule", "joker_options", "penta_bonus", "solve", "turn_start_values"]


class JokerRule(enum.Enum):
    """Which joker and Penta-bonus rule the solver plays by (see the module doc)."""

    SPEC = "spec"
    FORCED = "forced"
    FREE = "free"
    NONE = "none"


_FIXED_JOKER_SCORES = {
    Box.FULL_HOUSE: FULL_HOUSE_SCORE,
    Box.SMALL_STRAIGHT: SMALL_STRAIGHT_SCORE,
    Box.LARGE_STRAIGHT: LARGE_STRAIGHT_SCORE,
}
NO_OPTION = -1
BATCH_MASKS = 32


# ----- scoring of a Penta under each rule ---------------------------------------------
def _filled_sheet(mask: int) -> Sheet:
    """A sheet whose mask boxes are filled (with 0) and whose Penta box holds 50."""
    scores = [0 if mask >> box & 1 else None for box in range(MASK_BOXES)]
    return Sheet((*scores, PENTA_SCORE))


def _spec_joker(mask: int, face: int) -> dict[Box, int]:
    return _filled_sheet(mask).options((face,) * DICE_COUNT)


def _free_joker(mask: int, face: int) -> dict[Box, int]:
    face_filled = bool(mask >> Box.upper_for(face) & 1)
    options: dict[Box, int] = {}
    for box in Box:
        if box is Box.PENTA or mask >> box & 1:
            continue
        if box in _FIXED_JOKER_SCORES:
            options[box] = _FIXED_JOKER_SCORES[box] if face_filled else 0
        else:
            options[box] = SCORES[box][PENTA_ROLLS[face - 1]]
    return options


def joker_options(rule: JokerRule, penta_state: int, mask: int, face: int) -> dict[Box, int] | None:
    """Boxes (with points) where a Penta of ``face`` may go; None for an ordinary roll."""
    if rule is JokerRule.SPEC and penta_state == PENTA_FIFTY:
        return _spec_joker(mask, face)
    if rule is JokerRule.FORCED and penta_state != PENTA_OPEN:
        return _spec_joker(mask, face)
    if rule is JokerRule.FREE and penta_state != PENTA_OPEN:
        return _free_joker(mask, face)
    return None


def penta_bonus(rule: JokerRule, penta_state: int) -> int:
    """The bonus a Penta earns in this Penta state (on top of its box)."""
    if rule is JokerRule.SPEC:
        return _filled_sheet(0).bonus_for((1,) * DICE_COUNT) if penta_state == PENTA_FIFTY else 0
    return PENTA_BONUS if rule is not JokerRule.NONE and penta_state == PENTA_FIFTY else 0


@functools.lru_cache(maxsize=8)
def _joker_points(rule: JokerRule, penta_state: int) -> np.ndarray | None:
    """points[face - 1, box, mask] of a joker Penta, NO_OPTION where not allowed."""
    if joker_options(rule, penta_state, 0, 1) is None:
        return None
    points = np.full((6, len(Box), MASK_COUNT), NO_OPTION, dtype=np.int16)
    for face in range(1, 7):
        for mask in range(MASK_COUNT):
            options = joker_options(rule, penta_state, mask, face)
            assert options is not None  # the rule gives a joker in this Penta state (above)
            for box, value in options.items():
                points[face - 1, box, mask] = value
    return points


# ----- one turn, vectorised -----------------------------------------------------------
# KEEPS lists keeps by size, so the keeps of one size are a contiguous slice, and the
# keeps of 5 dice are ROLLS in the same order (the last 252).
def _size_slice(size: int) -> slice:
    indices = [i for i, keep in enumerate(KEEPS) if len(keep) == size]
    return slice(indices[0], indices[-1] + 1)


def _keep_structure() -> tuple[list[tuple[slice, np.ndarray]], list[tuple[slice, np.ndarray]]]:
    """(slice of the keeps of one size, their children / parents) for the recursions."""
    children = []
    for size in range(DICE_COUNT - 1, -1, -1):
        part = _size_slice(size)
        kids = [[KEEP_INDEX[tuple(sorted((*k, f)))] for f in range(1, 7)] for k in KEEPS[part]]
        children.append((part, np.array(kids).T))
    parents = []
    for size in range(1, DICE_COUNT + 1):
        part = _size_slice(size)
        par = [[KEEP_INDEX[k[:i] + k[i + 1 :]] for i in range(size)] for k in KEEPS[part]]
        parents.append((part, np.array(par).T))
    return children, parents


_CHILDREN, _PARENTS = _keep_structure()
_ROLL_SLICE = _size_slice(DICE_COUNT)
assert list(range(len(KEEPS))[_ROLL_SLICE]) == list(ROLL_KEEPS)
_ROLL_PROBABILITY = (
    np.array(
        [
            math.factorial(DICE_COUNT) / math.prod(math.factorial(roll.count(f)) for f in set(roll))
            for roll in ROLLS
        ]
    )
    / 6**DICE_COUNT
)
_SCORES = np.array(SCORES, dtype=np.int64)  # (13 boxes, 252 rolls)
_UPPERS = np.arange(UPPER_STATES)


def _expect(final: np.ndarray) -> np.ndarray:
    """(batch, 252, U) values per roll -> (batch, 462, U) values per keep (mean)."""
    keeps = np.empty((final.shape[0], len(KEEPS), final.shape[2]))
    keeps[:, _ROLL_SLICE] = final
    for part, kids in _CHILDREN:
        total = keeps[:, kids[0]]
        for kid in kids[1:]:
            total += keeps[:, kid]
        np.multiply(total, 1 / 6, out=keeps[:, part])
    return keeps


def _best_keep(keeps: np.ndarray) -> np.ndarray:
    """(batch, 462, U) per keep -> (batch, 252, U): per roll, its best sub-keep.

    Works in place: afterwards ``keeps`` holds, per keep, its best sub-keep."""
    for part, par in _PARENTS:
        for parent in par:
            np.maximum(keeps[:, part], keeps[:, parent], out=keeps[:, part])
    return keeps[:, _ROLL_SLICE]


def _turn_start(final: np.ndarray) -> np.ndarray:
    """Values after the last roll -> expected value from before the first roll."""
    one_left = _best_keep(_expect(final))
    two_left = _best_keep(_expect(one_left))
    start: np.ndarray = np.einsum("bru,r->bu", two_left, _ROLL_PROBABILITY)
    return start


def _final_values(
    table: np.ndarray,
    rule: JokerRule,
    penta_state: int,
    masks: np.ndarray,
    jokers: np.ndarray | None,
) -> np.ndarray:
    """(batch, 252, U): per roll, the best box's points + bonus + expected rest."""
    rest = table[penta_state]
    final = np.full((len(masks), len(ROLLS), UPPER_STATES), -np.inf)
    values = np.empty_like(final)
    for box in Box:
        if box is Box.PENTA:
            if penta_state == PENTA_OPEN:
                _score_penta_box(table, masks, final)
            continue
        closed = (masks >> box & 1) == 1
        if closed.all():
            continue
        after = rest[masks | (1 << box)]  # (batch, U)
        after[closed] = -np.inf
        points = _SCORES[box]
        if box.is_upper:
            gain, new_upper = _upper_gain(points[:, None])
            np.take(after, new_upper, axis=1, out=values)
            values += gain
        else:
            np.add(after[:, None, :], points[None, :, None], out=values)
        np.maximum(final, values, out=final)
    if jokers is not None:
        _score_jokers(rest, masks, final, jokers, penta_bonus(rule, penta_state))
    return final


def _upper_gain(points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(points + upper bonus reached, new capped upper) for points against every upper."""
    new_upper = _UPPERS + points
    reached = (_UPPERS < UPPER_BONUS_THRESHOLD) & (new_upper >= UPPER_BONUS_THRESHOLD)
    return points + UPPER_BONUS * reached, np.minimum(new_upper, UPPER_CAP)


def _score_penta_box(table: np.ndarray, masks: np.ndarray, final: np.ndarray) -> None:
    points = _SCORES[Box.PENTA]
    fifty = (points == PENTA_SCORE)[None, :, None]
    after = np.where(fifty, table[PENTA_FIFTY][masks][:, None], table[PENTA_ZERO][masks][:, None])
    np.maximum(final, after + points[None, :, None], out=final)


def _score_jokers(
    rest: np.ndarray, masks: np.ndarray, final: np.ndarray, jokers: np.ndarray, bonus: int
) -> None:
    """Overwrite the six Penta rolls with their joker options."""
    for face in range(1, 7):
        best = np.full((len(masks), UPPER_STATES), -np.inf)
        for box in Box:
            points = jokers[face - 1, box, masks].astype(np.int64)
            allowed = points != NO_OPTION
            if not allowed.any():
                continue
            after = rest[masks[allowed] | (1 << box)]
            if box.is_upper:
                gain, new_upper = _upper_gain(points[allowed][:, None])
                values = np.take_along_axis(after, new_upper, axis=1) + gain
            else:
                values = after + points[allowed][:, None]
            best[allowed] = np.maximum(best[allowed], values + bonus)
        final[:, PENTA_ROLLS[face - 1]] = best


# ----- the whole game -----------------------------------------------------------------
def _jobs_by_filled(min_filled: int) -> Iterator[tuple[int, list[tuple[int, np.ndarray]]]]:
    """(filled count, [(penta_state, batch of masks)]), from the last turn back.

    The states of one filled count depend only on states with one more box filled,
    so the batches of one level can be solved in any order (or at once)."""
    popcount = np.array([bin(m).count("1") for m in range(MASK_COUNT)])
    for filled in range(len(Box) - 1, min_filled - 1, -1):
        jobs = []
        for penta_state in (PENTA_OPEN, PENTA_ZERO, PENTA_FIFTY):
            masks = np.flatnonzero(popcount == filled - (penta_state != PENTA_OPEN))
            jobs += [
                (penta_state, masks[start : start + BATCH_MASKS])
                for start in range(0, len(masks), BATCH_MASKS)
            ]
        yield filled, jobs


def solve(
    rule: JokerRule = JokerRule.SPEC,
    min_filled: int = 0,
    progress: Callable[[int], None] | None = None,
    workers: int | None = None,
) -> np.ndarray:
    """The table of expected remaining points, shape TABLE_SHAPE (float64).

    Only states with at least ``min_filled`` boxes filled are computed (the others
    stay 0): a cheap way to check the end of the game. ``workers`` threads share
    the batches of a level (numpy releases the GIL); default: one per CPU.
    """
    table = np.zeros(TABLE_SHAPE)
    jokers = {ps: _joker_points(rule, ps) for ps in (PENTA_OPEN, PENTA_ZERO, PENTA_FIFTY)}

    def run(job: tuple[int, np.ndarray]) -> None:
        penta_state, batch = job
        final = _final_values(table, rule, penta_state, batch, jokers[penta_state])
        table[penta_state, batch] = _turn_start(final)

    with ThreadPoolExecutor(max_workers=workers or os.cpu_count() or 1) as pool:
        for filled, jobs in _jobs_by_filled(min_filled):
            if progress is not None:
                progress(filled)
            list(pool.map(run, jobs))
    return table


def turn_start_values(
    table: np.ndarray, rule: JokerRule, penta_state: int, masks: np.ndarray
) -> np.ndarray:
    """One Bellman step: E(state) for these masks (all uppers) from the successors in
    ``table``. Lets a test recompute part of a stored table."""
    masks = np.asarray(masks)
    final = _final_values(table, rule, penta_state, masks, _joker_points(rule, penta_state))
    return _turn_start(final)
