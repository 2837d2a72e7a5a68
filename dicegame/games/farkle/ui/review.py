"""End-of-game move review of Farkle: each human's expected points lost against the Expert.

Every decision (the dice set aside after a roll, then banking or rolling on) is priced by
the engine (:mod:`dicegame.games.farkle.engine.review`). Per player, as Penta's review shows it:
the total and average loss, the costliest decisions in words ("Round 13, roll 2: …"), and
a bar per turn. The shared words keep Penta's review's translations.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QLabel, QSizePolicy, QTabWidget, QVBoxLayout, QWidget

from dicegame.core.common import Player
from dicegame.games.farkle.engine.review import FarkleDecision
from dicegame.ui.board.review_parts import NEGLIGIBLE_LOSS, WORST_COUNT, ReviewParts, format_loss
from dicegame.ui.style.object_names import named
from dicegame.ui.voice.words import counted, player_name

__all__ = ["FarklePlayerReview", "FarkleReview", "losses_per_turn"]


def losses_per_turn(decisions: Sequence[FarkleDecision]) -> list[float]:
    """The loss of each of a player's turns (index 0 is round 1; a player plays once a round)."""
    rounds = max((decision.round for decision in decisions), default=0)
    totals = [0.0] * rounds
    for decision in decisions:
        totals[decision.round - 1] += decision.loss
    return totals


def _shared(text: str) -> str:
    """Words of Penta's review, in its translation context."""
    return QCoreApplication.translate("PlayerReview", text)


class FarklePlayerReview(ReviewParts):
    """One player's Farkle review: totals, the costliest decisions, a bar per turn."""

    def __init__(self, decisions: Sequence[FarkleDecision], parent: QWidget | None = None) -> None:
        self.decisions = list(decisions)
        super().__init__(losses_per_turn(self.decisions), parent)
        self._retranslate()

    @property
    def total_loss(self) -> float:
        return sum(decision.loss for decision in self.decisions)

    def worst_moves(self) -> list[FarkleDecision]:
        costly = [d for d in self.decisions if d.loss >= NEGLIGIBLE_LOSS]
        costly.sort(key=lambda decision: -decision.loss)
        return costly[:WORST_COUNT]

    def _retranslate(self) -> None:
        count = len(self.decisions)
        summary = self.tr(
            "Expected points lost: %1 over %n decision(s) (%2 per decision).", "", count
        )
        average = self.total_loss / count if count else 0.0
        self.summary.setText(
            counted(summary, count)
            .replace("%1", format_loss(self.total_loss))
            .replace("%2", QLocale().toString(average, "f", 2))
        )
        self.worst_title.setText(_shared("Costliest moves"))
        worst = self.worst_moves()
        lines = [self.describe(decision) for decision in worst]
        self.worst.setText("\n".join(lines) or _shared("None: every decision was the best one."))

    def describe(self, decision: FarkleDecision) -> str:
        """E.g. "Round 13, roll 2: set aside 5 and rolled on instead of setting aside 1, 5
        and banking (−123.4)"."""
        text = self.tr("Round %1, roll %2: %3 instead of %4 (−%5)")
        chosen = self._choice(decision.kept, decision.banked, chosen=True)
        best = self._choice(decision.best_kept, decision.best_banks, chosen=False)
        values = (str(decision.round), str(decision.roll), chosen, best, format_loss(decision.loss))
        for number, value in enumerate(values, start=1):
            text = text.replace(f"%{number}", value)
        return text

    def _choice(self, kept: Sequence[int], banks: bool, chosen: bool) -> str:
        dice = "-".join(str(value) for value in kept)
        if chosen:
            text = (
                self.tr("set aside %1 and banked")
                if banks
                else self.tr("set aside %1 and rolled on")
            )
        else:
            text = (
                self.tr("setting aside %1 and banking")
                if banks
                else self.tr("setting aside %1 and rolling on")
            )
        return text.replace("%1", dice)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


class FarkleReview(QWidget):
    """The move review of every human player (a tab each when there are several)."""

    def __init__(
        self,
        players: Sequence[Player],
        decisions: Sequence[FarkleDecision],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("farkleReview")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.title = named(QLabel(), "reviewTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.pages = {
            seat: FarklePlayerReview([d for d in decisions if d.seat == seat], self)
            for seat, player in enumerate(players)
            if not player.is_computer
        }
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        if len(self.pages) == 1:
            layout.addWidget(next(iter(self.pages.values())))
        else:
            tabs = named(QTabWidget(self), "reviewTabs")
            for seat, page in self.pages.items():
                tabs.addTab(page, player_name(players[seat]))
            layout.addWidget(tabs)
        self._retranslate()

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Move review (expected points lost against the Expert)"))
        self.setAccessibleName(QCoreApplication.translate("PentaReview", "Move review"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
