"""The Farkle scoreboard: every seat's banked total, progress toward the target, who plays.

A thin widget: :meth:`FarkleScoreBoard.show_game` redraws it from a
:class:`~dicegame.core.farkle.FarkleGame`; it keeps that game to retranslate itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dicegame.core.common import Player
from dicegame.core.farkle import FarkleGame
from dicegame.i18n import format_number
from dicegame.ui.words import counted, is_default_computer, plain_tip, player_name

CURRENT_ROW_STYLE = (
    "QFrame#%s { background: #fff3c4; border: 2px solid #e0a800; border-radius: 8px; }"
)
ROW_STYLE = "QFrame#%s { background: transparent; border: 2px solid transparent; }"
BAR_STYLE = (
    "QProgressBar { border: 1px solid #b8bcc6; border-radius: 4px; background: #eef0f4; }"
    "QProgressBar::chunk { background: %s; border-radius: 3px; }"
)
BADGE_STYLE = (
    "background: #8e44ad; color: white; font-weight: bold; border-radius: 4px; padding: 0 5px;"
)
HUMAN_BAR = "#3d7bd9"
COMPUTER_BAR = "#8e44ad"
REACHED_BAR = "#2e7d32"


class SeatRow(QFrame):
    """One seat: marker, name (and "computer"), this turn's points, total, progress bar."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seat{seat}")
        self.marker = QLabel(objectName=f"seatMarker{seat}")
        self.marker.setFixedWidth(18)
        self.name = QLabel(objectName=f"seatName{seat}")
        self.name.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.badge = QLabel(objectName=f"seatComputerBadge{seat}")
        self.badge.setStyleSheet(BADGE_STYLE)
        self.badge.hide()
        self.turn = QLabel(objectName=f"seatTurn{seat}")
        self.turn.setStyleSheet("color: #1565c0; font-weight: bold;")
        self.total = QLabel(objectName=f"seatTotal{seat}")
        self.total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        font = self.total.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.total.setFont(font)
        self.bar = QProgressBar(objectName=f"seatProgress{seat}")
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(8)
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.marker)
        top.addWidget(self.name, 1)
        top.addWidget(self.badge)
        top.addWidget(self.turn)
        top.addWidget(self.total)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(3)
        layout.addLayout(top)
        layout.addWidget(self.bar)

    def show_seat(
        self, player: Player, total: int, target: int, current: bool, turn_points: int
    ) -> None:
        name = player_name(player)
        self.name.setText(name)
        self.name.setToolTip(plain_tip(name))
        self.badge.setVisible(player.is_computer)
        self.badge.setText(self.tr("AI"))
        self.badge.setToolTip(self.tr("Played by the computer"))
        if player.is_computer and not is_default_computer(player):
            name = self.tr("%1 (computer)").replace("%1", name)
        font = self.name.font()
        font.setBold(current)
        self.name.setFont(font)
        self.marker.setText("\N{BLACK RIGHT-POINTING TRIANGLE}" if current else "")
        self.turn.setText(f"+{format_number(turn_points)}" if current and turn_points else "")
        self.total.setText(format_number(total))
        self.bar.setRange(0, target)
        self.bar.setValue(min(total, target))
        color = (
            REACHED_BAR if total >= target else COMPUTER_BAR if player.is_computer else HUMAN_BAR
        )
        self.bar.setStyleSheet(BAR_STYLE % color)
        self.setStyleSheet((CURRENT_ROW_STYLE if current else ROW_STYLE) % self.objectName())
        description = counted(self.tr("%1: %2 point(s) of %3", "", total), total)
        description = description.replace("%1", name)
        description = description.replace("%2", format_number(total))
        description = description.replace("%3", format_number(target))
        if current:
            description += " " + self.tr("(playing, %1 this turn)").replace(
                "%1", format_number(turn_points)
            )
        self.setAccessibleName(description)
        self.bar.setAccessibleName(description)


class FarkleScoreBoard(QFrame):
    """All seats in playing order, the target, and the last-turn notice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreBoard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.game: FarkleGame | None = None
        self.title = QLabel(objectName="scoreTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.target = QLabel(objectName="targetLabel")
        self.notice = QLabel(objectName="lastTurnNotice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #b34700; font-weight: bold;")
        self.rows: list[SeatRow] = []
        self.rows_layout = QVBoxLayout()
        self.rows_layout.setSpacing(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.title)
        layout.addWidget(self.target)
        layout.addSpacing(6)
        layout.addLayout(self.rows_layout)
        layout.addWidget(self.notice)
        layout.addStretch()

    def show_game(self, game: FarkleGame) -> None:
        """Redraw from ``game`` (after a farkle the turn shows no points: they are lost)."""
        self.game = game
        while len(self.rows) < len(game.players):
            row = SeatRow(len(self.rows), self)
            self.rows.append(row)
            self.rows_layout.addWidget(row)
        points = 0 if game.farkled else game.turn_total
        for seat, row in enumerate(self.rows):
            row.setVisible(seat < len(game.players))
            if seat < len(game.players):
                current = seat == game.current and not game.game_over
                row.show_seat(game.players[seat], game.totals[seat], game.target, current, points)
        self._retranslate()

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Scores"))
        game = self.game
        if game is None:
            return
        self.target.setText(self.tr("Target: %1").replace("%1", format_number(game.target)))
        if game.game_over:
            self.notice.setText(self.tr("Game over."))
        elif game.final_trigger is not None:
            text = self.tr("Last turn! %1 reached the target: everyone else plays once more.")
            self.notice.setText(text.replace("%1", player_name(game.players[game.final_trigger])))
        else:
            self.notice.setText("")
        self.notice.setVisible(bool(self.notice.text()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.game is not None:
            self.show_game(self.game)
        super().changeEvent(event)
