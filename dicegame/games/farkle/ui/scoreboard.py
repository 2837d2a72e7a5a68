"""The Farkle scoreboard: every seat's banked total, progress toward the target, who plays.

A thin widget: :meth:`FarkleScoreBoard.show_game` redraws it from a
:class:`~dicegame.games.farkle.core.rules.FarkleGame`; it keeps that game to retranslate itself. It
is
as tall as its seats: the view's side column scrolls when they cannot all show (and keeps
the current seat in sight). From a large text on, a seat whose name and total fit one line
keeps one line, a longer name takes a line of its own: seven seats fit a 1024×600 screen at
200 %. The seat playing shows its turn's "+points" at every text size: its one line keeps
room for them (as many digits as the target), or its name takes a line of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from dicegame.core.common import Player
from dicegame.games.farkle.core.rules import FarkleGame
from dicegame.i18n import format_number
from dicegame.ui.board.computer_badge import computer_badge, word_badge
from dicegame.ui.style.fit_text import ElidedLabel
from dicegame.ui.style.object_names import named
from dicegame.ui.style.text_size import follow, text_scale
from dicegame.ui.style.theme import current_theme, text_color
from dicegame.ui.voice.speech import SilentProgressBar
from dicegame.ui.voice.words import ELLIPSIS, counted, fill, is_default_computer, player_name

CURRENT_ROW_STYLE = (
    "QFrame#{name} {{ background: {current_row}; border: 2px solid {current_row_edge};"
    " border-radius: 8px; }}"
    "QFrame#{name} QLabel {{ color: {current_row_text}; }}"
)
ROW_STYLE = "QFrame#{name} {{ background: transparent; border: 2px solid transparent; }}"
BAR_STYLE = (
    "QProgressBar {{ border: 1px solid {bar_edge}; border-radius: 4px; background: {bar_trough}; }}"
    "QProgressBar::chunk {{ background: {chunk}; border-radius: 3px; }}"
)
NAME_LINE_FROM = 150  # text size (%) from which a long name has a line of its own
MARGIN = 10  # round the scoreboard (6 at the top and bottom from a large text on)
HEAD_GAP = 6  # between the target (or the last-turn notice) and the seats
FIXED_HEIGHT = (QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)  # a gap's policies
MARKER_WIDTH = 18
GRID_SPACING = 6


def turn_text(points: int) -> str:
    """The turn's points beside the seat playing: "+1 050"."""
    return f"+{format_number(points)}"


class SeatRow(QFrame):
    """One seat: marker, name (and "computer"), this turn's points, total, progress bar."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seat{seat}")
        # Children of the row from the start: the first _arrange shows or hides the badge and
        # the turn's points before the grid places them, and a widget without a parent that is
        # shown becomes a window of its own (it took the focus from the main window).
        self.marker = named(QLabel(self), f"seatMarker{seat}")
        self.marker.setFixedWidth(MARKER_WIDTH)
        self.name = ElidedLabel(f"seatName{seat}")
        self.name.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.badge = computer_badge(self, f"seatComputerBadge{seat}")
        self.turn = named(QLabel(self), f"seatTurn{seat}")
        text_color(self.turn, "turn_points_text", "font-weight: bold;")
        self.total = named(QLabel(self), f"seatTotal{seat}")
        self.total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        font = self.total.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.total.setFont(font)
        self.bar = named(SilentProgressBar(), f"seatProgress{seat}")  # not read out by itself
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(8)
        self._top = QGridLayout()
        self._top.setHorizontalSpacing(GRID_SPACING)
        self._top.setVerticalSpacing(0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(3)
        layout.addLayout(self._top)
        layout.addWidget(self.bar)
        self._shape: str | None = None  # "one line", "compact" or "two lines"
        self._fit_args: tuple[str, bool, int, bool, int] = ("", False, 0, False, 0)
        self.room = 0  # the width the row is shaped for (0: its own)
        follow(self, self._arrange)

    def _arrange(self) -> None:
        """Marker, name, badge, points and total on one line when they fit it (the seat
        playing keeps room for its turn's points), else the name has a line of its own
        (the scoreboard keeps its width, the name its words)."""
        name, computer, target, playing, total = self._fit_args
        self.turn.setContentsMargins(0, 0, self._turn_gap(), 0)
        shape = self._wanted_shape(name, computer, target, playing)
        self.turn.setVisible(shape != "compact" or playing)
        # A computer playing at a large text: its badge yields to the turn's points when
        # its second line cannot hold both (its headline and its name say who plays).
        second_line = MARKER_WIDTH + GRID_SPACING
        second_line += self._points_width(True, target, playing, format_number(total))
        self.badge.setVisible(computer and (shape != "two lines" or second_line <= self._room()))
        if shape == self._shape:
            return
        self._shape = shape
        top = self._top
        for widget in (self.marker, self.name, self.badge, self.turn, self.total):
            top.removeWidget(widget)
        top.addWidget(self.marker, 0, 0)
        two_lines = shape == "two lines"
        top.addWidget(self.name, 0, 1, 1, 4 if two_lines else 1)
        points_row = 1 if two_lines else 0
        top.addWidget(self.badge, points_row, 2)
        top.addWidget(self.turn, points_row, 3)
        top.addWidget(self.total, points_row, 4)
        top.setColumnStretch(1, 1)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        if shape == "one line":
            layout.setContentsMargins(6, 4, 6, 6)
            layout.setSpacing(3)
            self.bar.setFixedHeight(8)
        else:  # a large text or two lines: the seats' lines close together, so that seven show
            layout.setContentsMargins(6, 1, 6, 3)
            layout.setSpacing(1)
            self.bar.setFixedHeight(6)

    def is_compact(self) -> bool:
        """The name and total (and the turn's points, while playing) share one line at a
        large text."""
        return self._shape == "compact"

    def _wanted_shape(self, name: str, computer: bool, target: int, playing: bool) -> str:
        """The shape for these texts; it changes with the turn only, never within it. From
        a large text on a name is never cut; below, it may be cut between two words."""
        large = text_scale() >= NAME_LINE_FROM
        bold = QFont(self.name.font())
        bold.setBold(True)  # the current seat's name is bold: the shape never changes
        words = name.split()
        shortest = name if large or len(words) < 2 else words[0] + ELLIPSIS
        needed = MARKER_WIDTH + GRID_SPACING + QFontMetrics(bold).horizontalAdvance(shortest)
        needed += self._points_width(computer, target, playing, format_number(2 * target))
        if needed > self._room():
            return "two lines"
        return "compact" if large else "one line"

    def _points_width(self, badge: bool, target: int, playing: bool, total: str) -> int:
        """The width of what follows the name: the badge, the turn's points (room for as
        many digits as the target) and ``total``, with the spaces before them."""
        width = GRID_SPACING + QFontMetrics(self.total.font()).horizontalAdvance(total)
        if badge:
            width += GRID_SPACING + self.badge.sizeHint().width()
        if playing:
            turn = QFont(self.turn.font())
            turn.setBold(True)
            width += GRID_SPACING + QFontMetrics(turn).horizontalAdvance(turn_text(target))
            width += self._turn_gap()
        return width

    def _turn_gap(self) -> int:
        """Room after the turn's points besides the grid's spacing: a wide letter of the
        total's font between them, so that "+1 500" and "0" never read as "+1 500 0"."""
        em = QFontMetrics(self.total.font()).horizontalAdvance("M")
        return max(0, em - GRID_SPACING)

    def _room(self) -> int:
        """The width inside the row's margins."""
        layout = self.layout()
        assert layout is not None  # built in __init__
        margins = layout.contentsMargins()
        return (self.room or self.width()) - margins.left() - margins.right()

    def set_room(self, width: int) -> None:
        """Shape the row for ``width`` pixels (the side column's width less its scroll
        bar, whether it shows or not: the shape never depends on the scrolling)."""
        self.room = width
        self._arrange()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self.room:
            self._arrange()

    def show_seat(
        self, player: Player, total: int, target: int, current: bool, turn_points: int
    ) -> None:
        name = player_name(player)
        word_badge(self.badge)
        self._fit_args = (name, player.is_computer, target, current, total)
        self._arrange()
        if player.is_computer and not is_default_computer(player):
            name = self.tr("%1 (computer)").replace("%1", name)
        font = self.name.font()
        font.setBold(current)
        self.name.setFont(font)
        self.name.set_full_text(player_name(player))
        self.marker.setText("\N{BLACK RIGHT-POINTING TRIANGLE}" if current else "")
        self.turn.setText(turn_text(turn_points) if current and turn_points else "")
        self.total.setText(format_number(total))
        self.bar.setRange(0, target)
        self.bar.setValue(min(total, target))
        theme = current_theme()
        chunk = (
            theme.bar_reached
            if total >= target
            else theme.bar_computer
            if player.is_computer
            else theme.bar_human
        )
        self.bar.setStyleSheet(
            BAR_STYLE.format(
                bar_edge=theme.css("bar_edge"),
                bar_trough=theme.css("bar_trough"),
                chunk=chunk.name(),
            )
        )
        row_style = CURRENT_ROW_STYLE if current else ROW_STYLE
        self.setStyleSheet(
            row_style.format(
                name=self.objectName(),
                current_row=theme.css("current_row"),
                current_row_edge=theme.css("current_row_edge"),
                current_row_text=theme.css("current_row_text"),
            )
        )
        description = (  # zero has its own string: Qt's pt_BR plural makes 0 singular
            self.tr("%1: 0 points of %3")
            if total == 0
            else counted(self.tr("%1: %2 point(s) of %3", "", total), total)
        )
        description = fill(description, name, format_number(total), format_number(target))
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
        self.title = named(QLabel(), "scoreTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.target = named(QLabel(), "targetLabel")
        self.notice = named(QLabel(), "lastTurnNotice")
        self.notice.setWordWrap(True)
        text_color(self.notice, "notice_text", "font-weight: bold;")
        self.rows: list[SeatRow] = []
        self._row_room = 0
        self.rows_widget = named(QWidget(), "seatRows")
        self.rows_layout = QVBoxLayout(self.rows_widget)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        self.rows_layout.setSpacing(1)
        self.rows_layout.addStretch()
        self._head_gap = QSpacerItem(0, HEAD_GAP, *FIXED_HEIGHT)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.target)
        layout.addWidget(self.notice)
        layout.addSpacerItem(self._head_gap)
        layout.addWidget(self.rows_widget, 1)
        follow(self, self._close_up)

    def _close_up(self) -> None:
        """From a large text on, the head closes up on the seats: seven seats, the one
        playing on two lines, fit a 1024×600 screen at 200 %."""
        large = text_scale() >= NAME_LINE_FROM
        layout = self.layout()
        assert layout is not None  # built in __init__
        edge = MARGIN - 4 if large else MARGIN
        layout.setContentsMargins(MARGIN, edge, MARGIN, edge)
        self._head_gap.changeSize(0, 0 if large else HEAD_GAP, *FIXED_HEIGHT)
        layout.invalidate()

    def show_game(self, game: FarkleGame) -> None:
        """Redraw from ``game`` (after a farkle the turn shows no points: they are lost)."""
        self.game = game
        while len(self.rows) < len(game.players):
            row = SeatRow(len(self.rows), self.rows_widget)
            row.set_room(self._row_room)
            self.rows_layout.insertWidget(len(self.rows), row)
            self.rows.append(row)
        points = 0 if game.farkled else game.turn_total
        for seat, row in enumerate(self.rows):
            row.setVisible(seat < len(game.players))
            if seat < len(game.players):
                current = seat == game.current and not game.is_over
                row.show_seat(game.players[seat], game.totals[seat], game.target, current, points)
        self._retranslate()

    def set_width(self, width: int) -> None:
        """The scoreboard's width for its seats' shape (its own may be less by a bar)."""
        layout = self.layout()
        assert layout is not None  # built in __init__
        margins = layout.contentsMargins()
        self._row_room = width - margins.left() - margins.right() - 2 * self.frameWidth()
        for row in self.rows:
            row.set_room(self._row_room)

    def current_row(self) -> SeatRow | None:
        """The row of the seat playing now (None when the game is over)."""
        game = self.game
        if game is None or game.is_over or not 0 <= game.current < len(self.rows):
            return None
        return self.rows[game.current]

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Scores"))
        game = self.game
        if game is None:
            return
        self.target.setText(self.tr("Target: %1").replace("%1", format_number(game.target)))
        if game.is_over:
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
