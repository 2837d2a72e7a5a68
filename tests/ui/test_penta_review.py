"""The end-of-game move review: losses against the optimal strategy, in words and bars."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from dicegame.core.common import Player
from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.rules import Box, Sheet
from dicegame.games.penta.engine.engine import Decision, review_decision
from dicegame.games.penta.ui.review import LossChart, PentaReview, PlayerReview, losses_per_round

EMPTY = Sheet()


def reviewed(seat: int, round_: int, dice, rolls_left: int, choice):
    return review_decision(Decision(seat, round_, EMPTY, tuple(dice), rolls_left, choice))


def test_a_bad_hold_and_a_bad_box_show_their_losses(qtbot) -> None:
    bad_hold = reviewed(0, 1, (6, 6, 6, 6, 2), 2, ())  # rerolls four 6s
    good_box = reviewed(0, 2, (2, 3, 4, 5, 6), 0, Box.LARGE_STRAIGHT)
    bad_box = reviewed(0, 3, (5, 5, 5, 2, 2), 0, Box.ONES)  # 0 in Aces, Full house pays 25
    page = PlayerReview([bad_hold, good_box, bad_box])
    qtbot.addWidget(page)
    assert all(r.loss >= 0 for r in page.reviews)
    assert good_box.loss == pytest.approx(0, abs=1e-6)
    assert bad_hold.loss > 5 and bad_box.loss > 5
    assert page.total_loss == pytest.approx(bad_hold.loss + bad_box.loss)
    assert page.average_loss == pytest.approx(page.total_loss / 3)
    assert page.worst_moves() == sorted([bad_hold, bad_box], key=lambda r: -r.loss)
    lines = page.worst.text().splitlines()
    assert len(lines) == 2
    hold_line = page.describe(bad_hold)
    assert hold_line.startswith("Round 1, roll 1: kept nothing instead of keeping 6-6-6-6")
    assert hold_line.endswith(f"(−{bad_hold.loss:.1f})")
    best_box = strategy.best_box(EMPTY, (5, 5, 5, 2, 2))
    points = EMPTY.options((5, 5, 5, 2, 2))[best_box]
    expected = f"Round 3, roll 3: scored 0 in Aces instead of scoring {points}"
    assert page.describe(bad_box).startswith(expected)
    assert "3 decisions" in page.summary.text()


def test_two_holds_of_one_round_say_which_roll_they_came_after(qtbot) -> None:
    # the playtest's "Rodada 13: manteve 2-2 …" twice: the two lines now differ
    first = reviewed(0, 13, (6, 6, 6, 6, 2), 2, ())
    second = reviewed(0, 13, (6, 6, 6, 6, 2), 1, ())
    page = PlayerReview([first, second])
    qtbot.addWidget(page)
    assert page.describe(first).startswith("Round 13, roll 1: ")
    assert page.describe(second).startswith("Round 13, roll 2: ")


def test_an_optimal_game_has_no_costly_moves(qtbot) -> None:
    page = PlayerReview([reviewed(0, 1, (2, 3, 4, 5, 6), 0, Box.LARGE_STRAIGHT)])
    qtbot.addWidget(page)
    assert page.worst_moves() == []
    assert page.worst.text() == "None: every decision was the best one."


def test_losses_per_round_and_chart(qtbot) -> None:
    reviews = [
        reviewed(0, 1, (6, 6, 6, 6, 2), 2, ()),
        reviewed(0, 1, (6, 6, 6, 6, 2), 1, (6,)),
        reviewed(0, 4, (5, 5, 5, 2, 2), 0, Box.ONES),
    ]
    losses = losses_per_round(reviews)
    assert len(losses) == 13
    assert losses[0] == pytest.approx(reviews[0].loss + reviews[1].loss)
    assert losses[3] == pytest.approx(reviews[2].loss) and losses[1] == 0
    chart = LossChart(losses)
    qtbot.addWidget(chart)
    chart.resize(400, 130)
    assert not chart.grab().isNull()
    assert chart.toolTip().splitlines()[3].startswith("Round 4: −")


def test_one_tab_per_human_and_no_computer(qtbot) -> None:
    players = [Player("Ana"), Player("Rui"), Player("AI", is_computer=True)]
    reviews = [
        reviewed(0, 1, (6, 6, 6, 6, 2), 2, ()),
        reviewed(1, 1, (2, 3, 4, 5, 6), 0, Box.LARGE_STRAIGHT),
    ]
    review = PentaReview(players, reviews)
    qtbot.addWidget(review)
    assert review.tabs is not None and review.tabs.count() == 2
    assert [review.tabs.tabText(i) for i in range(2)] == ["Ana", "Rui"]
    assert review.pages[0].total_loss > 0 and review.pages[1].total_loss == pytest.approx(0)
    QCoreApplication.sendEvent(review.pages[0], QEvent(QEvent.Type.LanguageChange))
    assert review.pages[0].worst.text().startswith("Round 1, roll 1: kept nothing")
