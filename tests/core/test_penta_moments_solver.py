"""The moments pass (build time, numpy) against the forward enumeration of the endgame."""

from __future__ import annotations

import math

import numpy as np
import pytest

from dicegame.games.penta.core import exact_turns
from dicegame.games.penta.core.moments_solver import NO_PENTA, solve_moments
from dicegame.games.penta.core.rules import PENTA_SCORE, Box
from dicegame.games.penta.core.strategy import (
    MASK_COUNT,
    PENTA_FIFTY,
    PENTA_OPEN,
    PENTA_ZERO,
    ROLLS,
    SCORES,
    TABLE_SHAPE,
    State,
    load_table,
    roll_boxes,
)

LAST_TURN = 12  # boxes filled


@pytest.fixture(scope="module")
def shipped() -> np.ndarray:
    return np.array(load_table(), dtype=np.float64).reshape(TABLE_SHAPE)


@pytest.fixture(scope="module")
def last_turn(shipped: np.ndarray) -> np.ndarray:
    return solve_moments(shipped, min_filled=LAST_TURN)


def raw_moments(state: State) -> tuple[float, float, float]:
    low, probabilities = exact_turns.exact_remaining(state)
    return tuple(  # type: ignore[return-value]
        math.fsum((low + i) ** k * p for i, p in enumerate(probabilities)) for k in (1, 2, 3)
    )


STATES = [
    (PENTA_FIFTY, MASK_COUNT - 1 - (1 << 11), 0),  # Chance, jokers possible
    (PENTA_ZERO, MASK_COUNT - 1 - (1 << 5), 40),  # Sixes, the bonus within reach
    (PENTA_FIFTY, MASK_COUNT - 1 - (1 << 2), 55),  # Threes, bonus and joker
    (PENTA_OPEN, MASK_COUNT - 1, 63),  # the Penta box
    (PENTA_FIFTY, MASK_COUNT - 1 - (1 << 8), 10),  # Full house
]


@pytest.mark.parametrize("state", STATES)
def test_the_last_turn_moments_equal_the_enumeration(last_turn: np.ndarray, state: State) -> None:
    found = last_turn[(slice(None, NO_PENTA), *state)]
    assert found == pytest.approx(raw_moments(state), rel=1e-9)


def no_penta_moments(state: State) -> tuple[float, ...]:
    """E[1_N], E[R 1_N], E[R^2 1_N], E[R^3 1_N] of the last turn, N: no Penta scored (no
    50 in the Penta box, no Penta bonus), every final roll enumerated forward."""
    sheet = exact_turns.state_sheet(state)
    boxes = roll_boxes(sheet)
    kept: list[tuple[float, int]] = []
    for r, chance in enumerate(exact_turns._final_rolls(sheet)):
        box, dice = boxes[r], ROLLS[r]
        penta = sheet.bonus_for(dice) > 0 or (box is Box.PENTA and SCORES[box][r] == PENTA_SCORE)
        if chance and not penta:
            after = sheet.score(box, dice)
            kept.append((chance, after.total - sheet.total))
    return tuple(math.fsum(p * points**k for p, points in kept) for k in range(4))


@pytest.mark.parametrize("state", STATES)
def test_the_last_turn_without_a_penta_equals_the_enumeration(
    last_turn: np.ndarray, state: State
) -> None:
    found = last_turn[(slice(NO_PENTA, None), *state)]
    expected = no_penta_moments(state)
    assert found == pytest.approx(expected, rel=1e-9)
    if state[0] == PENTA_ZERO:  # no Penta can be scored: the same as all the moments
        assert expected[0] == pytest.approx(1.0)
    else:
        assert expected[0] < 0.99  # a Penta is possible: the part left out is not empty


def test_the_mean_is_the_strategy_table(last_turn: np.ndarray, shipped: np.ndarray) -> None:
    for state in STATES:
        assert last_turn[(0, *state)] == pytest.approx(shipped[state], abs=1e-4)
