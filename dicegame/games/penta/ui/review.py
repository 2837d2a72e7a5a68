"""End-of-game move review: how many expected points each human's decisions cost.

Every decision recorded by the engine (holds before a reroll, the box scored) is priced
against the optimal strategy (:func:`dicegame.games.penta.engine.engine.review_decision`). Per
player: the total and average loss, the three worst moves in words, and a bar chart of
the loss per round.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtWidgets import QLabel, QSizePolicy, QTabWidget, QVBoxLayout, QWidget

from dicegame.core.common import Player
from dicegame.games.penta.core.rules import ROUNDS, Box
from dicegame.games.penta.engine.engine import Choice, Decision, DecisionReview
from dicegame.games.penta.ui.sheet.sheet_rows import box_name
from dicegame.i18n import format_number
from dicegame.ui.board.review_parts import (
    NEGLIGIBLE_LOSS,
    WORST_COUNT,
    LossChart,
    ReviewParts,
    format_loss,
)
from dicegame.ui.style.object_names import named
from dicegame.ui.voice.words import counted, fill

__all__ = ["LossChart", "PlayerReview", "PentaReview", "format_loss", "WORST_COUNT"]


def losses_per_round(reviews: Sequence[DecisionReview]) -> list[float]:
    """Sum of the losses of each round 1..13 (index 0 is round 1)."""
    totals = [0.0] * ROUNDS
    for review in reviews:
        totals[review.decision.round - 1] += review.loss
    return totals


class PlayerReview(ReviewParts):
    """One player's Penta review: totals, worst moves, the chart."""

    def __init__(self, reviews: Sequence[DecisionReview], parent: QWidget | None = None) -> None:
        self.reviews = list(reviews)
        super().__init__(losses_per_round(self.reviews), parent)
        self._retranslate()

    @property
    def total_loss(self) -> float:
        return sum(review.loss for review in self.reviews)

    @property
    def average_loss(self) -> float:
        return self.total_loss / len(self.reviews) if self.reviews else 0.0

    def worst_moves(self) -> list[DecisionReview]:
        """Up to three costliest decisions (ignoring optimal ones), costliest first."""
        costly = [review for review in self.reviews if review.loss >= NEGLIGIBLE_LOSS]
        costly.sort(key=lambda review: -review.loss)
        return costly[:WORST_COUNT]

    def _retranslate(self) -> None:
        decisions = len(self.reviews)
        summary = self.tr(
            "Expected points lost: %1 over %n decision(s) (%2 per decision).", "", decisions
        )
        self.summary.setText(
            counted(summary, decisions)
            .replace("%1", format_loss(self.total_loss))
            .replace("%2", QLocale().toString(self.average_loss, "f", 2))
        )
        self.worst_title.setText(self.tr("Costliest moves"))
        worst = self.worst_moves()
        if worst:
            self.worst.setText("\n".join(self.describe(review) for review in worst))
        else:
            self.worst.setText(self.tr("None: every decision was the best one."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # ----- words -----------------------------------------------------------------------
    def describe(self, review: DecisionReview) -> str:
        """E.g. "Round 7, roll 2: kept 4-4 instead of 4-4-4 (−3.2)": the roll it came after
        tells two holds of one round apart (Farkle's review says it the same way)."""
        from dicegame.games.penta.core.rules import ROLLS_PER_TURN

        decision = review.decision
        text = self.tr("Round %1, roll %2: %3 instead of %4 (−%5)")
        return fill(
            text,
            str(decision.round),
            str(ROLLS_PER_TURN - decision.rolls_left),
            self._choice_text(decision.choice, decision, chosen=True),
            self._choice_text(review.best, decision, chosen=False),
            format_loss(review.loss),
        )

    def _choice_text(self, choice: Choice, decision: Decision, chosen: bool) -> str:
        """ "scored 22 in Chance" / "kept 4-4" (or "scoring …" / "keeping …" for the best)."""
        if isinstance(choice, Box):
            points = decision.sheet.options(decision.dice)[choice]
            text = self.tr("scored %1 in %2") if chosen else self.tr("scoring %1 in %2")
            return text.replace("%1", format_number(points)).replace("%2", box_name(choice))
        kept = "-".join(str(value) for value in choice) if choice else self.tr("nothing")
        text = self.tr("kept %1") if chosen else self.tr("keeping %1")
        return text.replace("%1", kept)


class PentaReview(QWidget):
    """The move review of every human player (a tab each when there are several)."""

    def __init__(
        self,
        players: Sequence[Player],
        reviews: Sequence[DecisionReview],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pentaReview")
        # In the results dialog the review, not the short ranking table, takes the room.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.players = list(players)
        self.title = named(QLabel(), "reviewTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.pages: dict[int, PlayerReview] = {}
        for seat, player in enumerate(self.players):
            if not player.is_computer:
                mine = [review for review in reviews if review.decision.seat == seat]
                self.pages[seat] = PlayerReview(mine, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        self.tabs: QTabWidget | None = None
        if len(self.pages) == 1:
            layout.addWidget(next(iter(self.pages.values())))
        else:
            self.tabs = named(QTabWidget(self), "reviewTabs")
            for seat, page in self.pages.items():
                self.tabs.addTab(page, self.players[seat].name)
            layout.addWidget(self.tabs)
        self._retranslate()

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Move review (expected points lost against the best play)"))
        self.setAccessibleName(self.tr("Move review"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
