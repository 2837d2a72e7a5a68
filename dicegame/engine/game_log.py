"""The game log: every action of the game for all seats, as data.

:class:`GameLog` follows a game's engine and keeps one :class:`LogEntry` per action. What
every game has, it follows itself: an undo and the end of the game. The game's own actions
(rolls, with the dice kept; set-asides, scores, banks, farkles, hot dice, the last turn…)
the engine writes into it (:meth:`~dicegame.engine.base.GameEngine.connect_log`), the
computer's steps included, since they come through the same signals. Entries hold no
text: the view words them in the current language (so a language switch rewords the whole
log), and they travel in the autosave's ``extra`` with the engine's data (the log registers itself
with the engine it follows: ``GameEngine.keep_with_saves``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from dicegame.engine.log_entries import (
    LOG_KEY,
    MAX_ENTRIES,
    LogEntry,
    LogKind,
    saved_log_entries,
)

if TYPE_CHECKING:
    from dicegame.engine.base import GameEngine

__all__ = ["LOG_KEY", "MAX_ENTRIES", "GameLog", "LogEntry", "LogKind"]


class GameLog(QObject):
    """Records an engine's actions (see the module's doc)."""

    SAVE_KEY = LOG_KEY  # its key in a save's ``extra``
    entryAdded = Signal(object)  # LogEntry
    reset = Signal()  # the whole list changed (restored, new game)

    def __init__(self, engine: GameEngine[Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self.entries: list[LogEntry] = []
        engine.keep_with_saves(self)  # saved and restored with the engine
        engine.connect_log(self)  # the game's own actions
        engine.undone.connect(lambda seat: self.add(LogEntry(LogKind.UNDO, seat)))
        engine.gameOver.connect(self._on_game_over)

    # ----- saves ------------------------------------------------------------------------
    def to_json(self) -> list[dict[str, Any]]:
        return [entry.to_json() for entry in self.entries]

    def restore(self, data: Any) -> bool:
        """Take back a saved log; False (and an empty log) when it is not valid."""
        seats = len(self.engine.game.players)
        try:
            entries = saved_log_entries(data, seats, self.engine.log_kinds)
        except ValueError:
            entries = []
        self.entries = entries
        self.reset.emit()
        return bool(entries) or data == []

    def clear(self) -> None:
        self.entries = []
        self.reset.emit()

    def add(self, entry: LogEntry) -> None:
        """A new entry, the newest (the oldest goes past :data:`MAX_ENTRIES`)."""
        if len(self.entries) >= MAX_ENTRIES:
            del self.entries[0]
        self.entries.append(entry)
        self.entryAdded.emit(entry)

    def replace(self, index: int, entry: LogEntry) -> None:
        """``entries[index]`` becomes ``entry`` (the list is shown again)."""
        self.entries[index] = entry
        self.reset.emit()

    def _on_game_over(self, ranking: Sequence[Sequence[Any]]) -> None:
        winners = tuple(row[1] for row in ranking if row[0] == 1)
        self.add(LogEntry(LogKind.GAME_OVER, winners[0] if winners else 0, values=winners))
