"""Farkle's move review (issue 34 item 5): each human decision priced against the Expert's
table, on scripted turns, and shown at the end like Penta's review."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QPushButton
from support.games import landed
from support.scripted import ScriptedRng

from dicegame.core.saves import ExtraPart, SavedGame
from dicegame.core.setup import GameSetup
from dicegame.core.validate import SaveFormatError
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.expert_table import expert_choice_value, expert_turn_value
from dicegame.games.farkle.core.rolls import set_aside_options
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.farkle.engine.review import (
    DECISIONS_KEY,
    decisions_from_json,
    decisions_to_json,
)
from dicegame.games.farkle.ui.review import FarkleReview
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Settings
from dicegame.ui.window.mainwindow import MainWindow

TWO = GameSetup(FARKLE, ("Ana", "Rui"), with_computer=False)
FIRST = [1, 2, 3, 4, 6, 6]  # Ana's first roll
SECOND = [5, 2, 3, 4, 6]  # her second, with five dice
LEFT = Qt.MouseButton.LeftButton


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


# ----- the decisions in the autosave --------------------------------------------------------
def saved_and_read_back(engine: FarkleEngine) -> dict:
    """The engine's extra as the autosave writes it and reads it back (plain JSON)."""
    return json.loads(json.dumps(engine.save_extra()))


def test_the_decisions_survive_a_save_in_a_new_engine(qtbot) -> None:
    engine = scripted(qtbot)
    extra = saved_and_read_back(engine)
    again = FarkleEngine(TWO, Timing.fast(), game=engine.game)
    assert again.review() == []
    assert again.restore_extra(extra)
    assert again.review() == engine.review() and len(again.review(0)) == 2
    assert FarkleEngine.damaged_extra(SavedGame(TWO, engine.game, extra)) == set()


@pytest.mark.parametrize(
    ("damage", "found"),
    [
        (lambda d: d.update(seat=5), "seat"),
        (lambda d: d.update(kept=[2]), "did not allow"),  # a 2 alone never scores
        (lambda d: d.update(value=float("nan")), "out of range"),
        (lambda d: d.update(round=9), None),  # a round the game has not reached
    ],
    ids=["seat", "kept", "value", "round"],
)
def test_a_damaged_review_starts_again_and_the_game_goes_on(qtbot, damage, found) -> None:
    engine = scripted(qtbot)
    extra = saved_and_read_back(engine)
    damage(extra[DECISIONS_KEY][0])
    if found is not None:
        with pytest.raises(SaveFormatError, match=found):
            decisions_from_json(extra[DECISIONS_KEY], engine.game.players)
        saved = SavedGame(TWO, engine.game, extra)
        assert FarkleEngine.damaged_extra(saved) == {ExtraPart.REVIEW}
    again = FarkleEngine(TWO, Timing.fast(), game=engine.game)
    assert not again.restore_extra(extra)
    assert again.review() == []


def test_a_computer_seat_has_no_decisions_to_restore(qtbot) -> None:
    engine = scripted(qtbot)
    data = [{**decisions_to_json(engine.decisions)[0], "seat": 2}]
    players = GameSetup(FARKLE, ("Ana", "Rui"), with_computer=True).players()
    with pytest.raises(SaveFormatError, match="computer"):
        decisions_from_json(data, players)


@pytest.mark.window
def test_a_resumed_window_reviews_the_decisions_made_before(qtbot, tmp_path) -> None:
    window = review_window(qtbot, tmp_path, dice=FIRST + SECOND)
    view = window.start_game(TWO)
    engine = view.engine
    engine.roll()
    landed(engine)
    engine.toggleDie(0)
    engine.roll()
    landed(engine)
    engine.toggleDie(0)
    engine.bank()  # Ana banks 150: two decisions, saved with the game
    before = engine.review()
    assert len(before) == 2
    window.close()

    again = review_window(qtbot, tmp_path)
    again.offer_pending_game()
    qtbot.mouseClick(again.continue_dialog.findChild(QPushButton, "continueButton"), LEFT)
    assert again.view.engine.review() == before
    review = FarkleReview(again.view.game.players, again.view.engine.review())
    qtbot.addWidget(review)
    assert "2 decisions" in review.pages[0].summary.text()
    assert review.pages[0].worst.text().startswith("Round 1, roll ")


def review_window(qtbot, folder: Path, dice: list[int] | None = None) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        timing=Timing.fast(),
        rng_factory=(lambda: ScriptedRng(list(dice))) if dice is not None else None,
        autosave=AutosaveManager(folder=folder),
        settings=settings,
    )
    qtbot.addWidget(window)
    window.set_hand_over(False)
    window.show()
    qtbot.waitExposed(window)
    return window
