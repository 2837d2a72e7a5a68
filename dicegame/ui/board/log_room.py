"""Both games' one default for the game log: open where its column has room for a few of
its lines, folded on a small screen, until the player folds or opens it.

The decision follows the column's room, not the first size that happens to come: a window
laid out at a passing size, then resized, a text size change or a screen too low for the
seats all end with the log as the room says (folded when it would push the dice, the
messages or the seat playing out of sight). It depends only on the column's room with the
log folded, so opening the log never changes it (no back and forth). Once the player has
clicked the log's fold button, their choice stands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

from dicegame.ui.style.text_size import follow

if TYPE_CHECKING:
    from PySide6.QtWidgets import QScrollArea

    from dicegame.ui.window.game_log_panel import GameLogPanel

__all__ = ["LOG_MIN_LINES", "LogRoom"]

LOG_MIN_LINES = 5  # the game log opens by itself when its column has room for these


class LogRoom(QObject):
    """Opens or folds ``panel``, which sits in the scrolling column ``scroll``, by the
    column's room, until the player decides."""

    def __init__(self, panel: GameLogPanel, scroll: QScrollArea) -> None:
        super().__init__(panel)
        self.panel = panel
        self.scroll = scroll
        self.decided = False  # the player folded or opened the log: the room no longer does
        panel.toggle.clicked.connect(self._player_decides)
        scroll.viewport().installEventFilter(self)
        panel.installEventFilter(self)
        follow(panel, self.fit_later)  # a text size change changes the room

    def _player_decides(self) -> None:
        self.decided = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.fit_later()
        return False

    def fit_later(self) -> None:
        """Decide once the layout has settled (on the next event-loop turn)."""
        QTimer.singleShot(0, self, self.fit)

    def fit(self) -> None:
        """Open the log when the column has room for LOG_MIN_LINES of its lines, else fold
        it (unless the player has decided, or the log is not on screen)."""
        if self.decided or not self.panel.isVisible():
            return
        lines = LOG_MIN_LINES * self.panel.list.fontMetrics().lineSpacing()
        self.panel.setExpanded(self.spare() >= lines)

    def spare(self) -> int:
        """The column's height left over its parts' least, with the log folded."""
        column = self.scroll.widget()
        layout = column.layout() if column is not None else None
        if column is None or layout is None:
            return 0
        least = layout.minimumSize().height()
        if layout.hasHeightForWidth():
            least = max(least, layout.totalMinimumHeightForWidth(column.width()))
        folded = self.panel.header.minimumSize().height()
        least += folded - self.panel.minimumSizeHint().height()  # the log's list not counted
        return self.scroll.viewport().height() - least
