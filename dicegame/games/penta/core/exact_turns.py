"""Penta chances: the Perfect strategy's turns enumerated exactly.

One turn of the Perfect strategy (:mod:`dicegame.games.penta.core.strategy`) from a turn
start, every roll, hold and box with its probability (:func:`turn_outcomes`), and from it
the exact distribution of the points still to come (:func:`exact_remaining`), affordable
for a few open boxes only. The chances (:mod:`dicegame.games.penta.core.chances`) use it
for the states with few boxes open and for the Master's look-ahead;
``tools/build_penta_moments.py`` for the shipped last-turn table. With it, the state
bookkeeping they share: :func:`canonical` (one cache entry for the same future),
:func:`state_sheet` (a sheet in a state).

Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dicegame.games.penta.core.combine import Distribution
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
    UPPER_STATES,
    State,
    keep_values,
    penta_state_after,
    roll_boxes,
    sheet_state,
    upper_gain,
)

__all__ = [
    "canonical",
    "exact_distribution",
    "exact_remaining",
    "last_turn_states",
    "state_sheet",
    "turn_outcomes",
]


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


def canonical(state: State) -> State:
    """The state with upper total 0 when the upper total no longer matters (the bonus
    is out of reach, or no upper box is open): the same future, one cache entry."""
    penta_state, mask, upper = state
    open_faces = sum(face for face in range(1, 7) if not mask >> (face - 1) & 1)
    if upper + 5 * open_faces < UPPER_BONUS_THRESHOLD:
        return penta_state, mask, 0
    return state
