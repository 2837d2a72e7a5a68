"""The exact Penta solver: published figures, the joker variants, the shipped table."""

from __future__ import annotations

import json

import numpy as np
import pytest

from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.core.solver import JokerRule, joker_options, penta_bonus, solve
from dicegame.games.penta.core.solver import turn_start_values as bellman_step
from dicegame.games.penta.core.strategy import (
    MASK_COUNT,
    PENTA_FIFTY,
    PENTA_OPEN,
    PENTA_ZERO,
    TABLE_SHAPE,
    load_table,
    table_paths,
)

ALL_FILLED = MASK_COUNT - 1
E_START_SPEC = 254.4848  # our rule; see tools/build_penta_table.py


def all_but(*boxes: Box) -> int:
    """The mask with every box (but Penta) filled except ``boxes``."""
    return ALL_FILLED & ~sum(1 << box for box in boxes)


@pytest.fixture(scope="module")
def endgame() -> np.ndarray:
    """The last three turns, solved for our rule."""
    return solve(JokerRule.SPEC, min_filled=10)


@pytest.fixture(scope="module")
def shipped() -> np.ndarray:
    return np.array(load_table(), dtype=np.float64).reshape(TABLE_SHAPE)


def popcounts() -> np.ndarray:
    return np.array([bin(mask).count("1") for mask in range(MASK_COUNT)])


class TestLastTurn:
    def test_only_chance_open_is_seventy_thirds(self, endgame: np.ndarray) -> None:
        assert endgame[PENTA_ZERO, all_but(Box.CHANCE), 0] == pytest.approx(70 / 3)

    def test_only_penta_open_is_glenns_figure(self, endgame: np.ndarray) -> None:
        # 50 x P(five of a kind within three rolls), Glenn: 2.3014
        assert endgame[PENTA_OPEN, ALL_FILLED, 0] == pytest.approx(2.3014, abs=5e-5)

    def test_no_turn_left_is_worth_nothing(self, endgame: np.ndarray) -> None:
        assert endgame[PENTA_ZERO, ALL_FILLED].max() == 0
        assert endgame[PENTA_FIFTY, ALL_FILLED].max() == 0

    def test_upper_bonus_counts_when_reached(self, endgame: np.ndarray) -> None:
        near, far = endgame[PENTA_ZERO, all_but(Box.ONES), [62, 10]]
        assert near - far > 0.9 * 35  # one 1 in three rolls is almost sure

    def test_joker_bonus_only_when_penta_holds_fifty(self, endgame: np.ndarray) -> None:
        with_bonus = endgame[PENTA_FIFTY, all_but(Box.CHANCE), 0]
        assert with_bonus > endgame[PENTA_ZERO, all_but(Box.CHANCE), 0] + 1


class TestJokerRules:
    def test_spec_face_box_is_compulsory(self) -> None:
        assert joker_options(JokerRule.SPEC, PENTA_FIFTY, 0, 4) == {Box.FOURS: 20}

    def test_spec_lower_boxes_pay_fixed_scores(self) -> None:
        mask = 1 << Box.FOURS
        options = joker_options(JokerRule.SPEC, PENTA_FIFTY, mask, 4)
        assert options[Box.FULL_HOUSE] == 25
        assert options[Box.LARGE_STRAIGHT] == 40
        assert options[Box.CHANCE] == 20
        assert Box.ONES not in options

    def test_spec_upper_zero_when_lower_full(self) -> None:
        mask = all_but(Box.ONES, Box.SIXES)
        assert joker_options(JokerRule.SPEC, PENTA_FIFTY, mask, 4) == {Box.ONES: 0, Box.SIXES: 0}

    def test_spec_has_no_joker_after_a_zero(self) -> None:
        assert joker_options(JokerRule.SPEC, PENTA_ZERO, 0, 4) is None
        assert joker_options(JokerRule.FORCED, PENTA_ZERO, 0, 4) == {Box.FOURS: 20}

    def test_free_joker_any_box_full_pays_after_face_box(self) -> None:
        open_face = joker_options(JokerRule.FREE, PENTA_ZERO, 0, 4)
        assert len(open_face) == 12
        assert open_face[Box.FULL_HOUSE] == 0
        assert open_face[Box.ONES] == 0
        filled_face = joker_options(JokerRule.FREE, PENTA_ZERO, 1 << Box.FOURS, 4)
        assert filled_face[Box.FULL_HOUSE] == 25

    def test_no_joker_and_no_bonus_without_the_rule(self) -> None:
        assert joker_options(JokerRule.NONE, PENTA_FIFTY, 0, 4) is None
        assert penta_bonus(JokerRule.NONE, PENTA_FIFTY) == 0
        assert penta_bonus(JokerRule.SPEC, PENTA_FIFTY) == 100
        assert penta_bonus(JokerRule.SPEC, PENTA_ZERO) == 0


class TestShippedTable:
    def test_start_value_of_our_rule(self, shipped: np.ndarray) -> None:
        assert shipped[PENTA_OPEN, 0, 0] == pytest.approx(E_START_SPEC, abs=1e-4)
        meta = json.loads(table_paths()[1].read_text(encoding="utf-8"))
        assert meta["rule"] == "spec"
        assert meta["expected_start"] == pytest.approx(E_START_SPEC, abs=1e-4)

    def test_last_turns_match_the_solver(self, shipped: np.ndarray, endgame: np.ndarray) -> None:
        counts = popcounts()
        for penta_state in (PENTA_OPEN, PENTA_ZERO, PENTA_FIFTY):
            filled = counts + (penta_state != PENTA_OPEN)
            late = filled >= 10
            np.testing.assert_allclose(
                shipped[penta_state, late], endgame[penta_state, late], rtol=1e-6, atol=1e-5
            )

    def test_a_sample_is_one_bellman_step_of_its_successors(self, shipped: np.ndarray) -> None:
        rng = np.random.default_rng(3)
        candidates = np.flatnonzero(popcounts() < 12)
        for penta_state in (PENTA_OPEN, PENTA_ZERO, PENTA_FIFTY):
            masks = np.concatenate([[0], rng.choice(candidates, size=12, replace=False)])
            recomputed = bellman_step(shipped, JokerRule.SPEC, penta_state, masks)
            np.testing.assert_allclose(recomputed, shipped[penta_state, masks], atol=2e-4)


@pytest.mark.slow
@pytest.mark.tables
class TestPublishedFigures:
    """Whole-game solves (about 10 s each on 2 cores)."""

    @pytest.mark.parametrize(
        ("rule", "expected", "tolerance"),
        [
            (JokerRule.FORCED, 254.5877, 1e-4),  # official forced joker, jdh8/yahtzee-engine
            (JokerRule.FREE, 254.5896, 1e-4),  # Verhoeff
            (JokerRule.NONE, 245.87, 5e-3),  # no Yahtzee bonus nor joker, Glenn 2006
        ],
    )
    def test_start_value(self, rule: JokerRule, expected: float, tolerance: float) -> None:
        assert solve(rule)[PENTA_OPEN, 0, 0] == pytest.approx(expected, abs=tolerance)

    def test_whole_shipped_table_is_the_solvers(self, shipped: np.ndarray) -> None:
        np.testing.assert_allclose(shipped, solve(JokerRule.SPEC), rtol=1e-6, atol=1e-5)
