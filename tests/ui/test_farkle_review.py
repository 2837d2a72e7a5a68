"""Farkle's move review (issue 34 item 5): each human decision priced against the Expert's
table, on scripted turns, and shown at the end like Penta's review."""

from __future__ import annotations

import pytest
from support.games import landed
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.ai import expert_choice_value, expert_turn_value, set_aside_options
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.farkle.ui.review import FarkleReview

TWO = GameSetup(FARKLE, ("Ana", "Rui"), with_computer=False)
FIRST = [1, 2, 3, 4, 6, 6]  # Ana's first roll
SECOND = [5, 2, 3, 4, 6]  # her second, with five dice


def expert_best(turn_points: int, roll: list[int]) -> float:
    return max(
        expert_choice_value(turn_points + option.points, option.dice_left)
        for option in set_aside_options(roll)
    )


def scripted(qtbot) -> FarkleEngine:
    """Ana sets the 1 aside and rolls on, then sets the 5 aside and banks 150."""
    engine = FarkleEngine(TWO, Timing.fast(), ScriptedRng(FIRST + SECOND))
    engine.roll()
    landed(engine)
    engine.toggleDie(0)
    engine.roll()
    landed(engine)
    engine.toggleDie(0)
    engine.bank()
    return engine


def test_each_decision_is_priced_with_the_experts_table(qtbot) -> None:
    first, second = scripted(qtbot).review(0)
    assert (first.round, first.roll, first.kept, first.banked) == (1, 1, (1,), False)
    assert first.value == pytest.approx(expert_turn_value(100, 5))
    assert first.best_value == pytest.approx(expert_best(0, FIRST))
    assert (second.round, second.roll, second.kept, second.banked) == (1, 2, (5,), True)
    assert second.value == 150
    assert second.best_value == pytest.approx(expert_best(100, SECOND))
    for decision in (first, second):
        assert decision.loss == pytest.approx(max(0.0, decision.best_value - decision.value))


def test_undoing_the_bank_drops_its_decision(qtbot) -> None:
    engine = scripted(qtbot)
    assert engine.undo()
    assert [d.roll for d in engine.review(0)] == [1]


def test_the_review_shows_the_totals_and_the_costliest_decisions(qtbot) -> None:
    engine = scripted(qtbot)
    review = FarkleReview(engine.game.players, engine.review())
    qtbot.addWidget(review)
    page = review.pages[0]
    total = sum(d.loss for d in engine.review(0))
    assert page.total_loss == pytest.approx(total)
    assert f"{total:.1f}" in page.summary.text() and "2 decisions" in page.summary.text()
    assert page.worst.text().startswith("Round 1, roll ")
    assert page.chart.losses == [pytest.approx(total)]
    assert review.pages[1].decisions == []  # Rui: no decision yet
