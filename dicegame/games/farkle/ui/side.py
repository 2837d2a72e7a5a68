"""The Farkle board's side column: the scores, the chances to win and the game log (open
where the column has room, as in Penta: :mod:`~dicegame.ui.board.log_room`).

The column keeps its width at every text size (a larger text never makes smaller dice)
and scrolls up and down when its parts cannot all show (seven seats at 200 % on a
1024×600 screen): the seats come first, whole, and the current seat is kept in sight;
the scroll bar takes its width from the column, never from the board.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget

from dicegame.games.farkle.ui.scoreboard import FarkleScoreBoard
from dicegame.ui.board.controls_column import ControlsPanel, controls_scroll
from dicegame.ui.board.log_room import LogRoom
from dicegame.ui.style.object_names import named
from dicegame.ui.style.text_size import follow
from dicegame.ui.window.game_log_panel import GameLogPanel

__all__ = ["SideColumn"]

SIDE_SPACING = 6


class _OnResize(QObject):
    """Calls ``then`` on the next event-loop turn after ``watched`` changes size."""

    def __init__(self, watched: QWidget, then: Callable[[], None]) -> None:
        super().__init__(watched)
        self._then = then
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self._then)  # once the layout has settled
        return False


class SideColumn:
    """The scores, the chances and the log in a column ``width`` pixels wide."""

    def __init__(
        self, score_board: FarkleScoreBoard, chances: QWidget, log_panel: GameLogPanel, width: int
    ) -> None:
        self.score_board = score_board
        self.log_panel = log_panel
        self.panel = named(ControlsPanel(), "farkleSide")
        self.layout = QVBoxLayout(self.panel)
        self.layout.setContentsMargins(0, 0, 0, 0)
        self.layout.setSpacing(SIDE_SPACING)
        self.layout.addWidget(score_board, 1)
        self.layout.addWidget(chances)
        self.layout.addWidget(log_panel)
        self.scroll: QScrollArea = controls_scroll(self.panel, width, width, "farkleSideScroll")
        self.scroll.setFixedWidth(width)
        follow(self.scroll, self._fit_rows)
        # the seats, the chances or the window changing height can push the current seat
        # out of sight after it was scrolled to: scroll to it again
        self._watchers = [
            _OnResize(widget, self.keep_current_in_sight)
            for widget in (self.panel, self.scroll.viewport())
        ]
        self.log_room = LogRoom(log_panel, self.scroll)

    def _fit_rows(self) -> None:
        """The seats are shaped for the column less its scroll bar, shown or not."""
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        self.score_board.set_width(self.scroll.width() - bar)

    def set_log_expanded(self, expanded: bool) -> None:
        """The log's list takes room from the scoreboard, never from the dice."""
        self.layout.setStretchFactor(self.log_panel, 1 if expanded else 0)

    def keep_current_in_sight(self) -> None:
        """Scroll the column so that the current seat shows whole."""
        row = self.score_board.current_row()
        if row is not None and self.scroll.verticalScrollBar().maximum() > 0:
            self.scroll.ensureWidgetVisible(row, 0, 4)
