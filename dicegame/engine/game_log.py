"""The game log: every action of the game for all seats, as data.

:class:`GameLog` follows a PentaEngine or a FarkleEngine and keeps one
:class:`LogEntry` per action — rolls (with the dice kept), set-asides, scores, banks,
farkles, hot dice, the last turn, undo and the end of the game — the computer's steps
included, since they come through the same signals. Entries hold no text: the view
words them in the current language (so a language switch rewords the whole log), and
they travel in the autosave's ``extra`` with the engine's data (the log registers itself
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
    from dicegame.games.farkle.engine.engine import FarkleEngine
    from dicegame.games.penta.engine.engine import PentaEngine

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
        self._aside: tuple[int, ...] = ()
        self._aside_points = 0
        engine.keep_with_saves(self)  # saved and restored with the engine
        from dicegame.games.penta.engine.engine import PentaEngine  # loaded with the game already

        if isinstance(engine, PentaEngine):
            self._follow_penta(engine)
        else:
            from dicegame.games.farkle.engine.engine import FarkleEngine

            assert isinstance(engine, FarkleEngine), "a Penta or a Farkle engine"
            self._follow_farkle(engine)
        engine.undone.connect(lambda seat: self._add(LogEntry(LogKind.UNDO, seat)))
        engine.gameOver.connect(self._on_game_over)

    # ----- saves ------------------------------------------------------------------------
    def to_json(self) -> list[dict[str, Any]]:
        return [entry.to_json() for entry in self.entries]

    def restore(self, data: Any) -> bool:
        """Take back a saved log; False (and an empty log) when it is not valid."""
        seats = len(self.engine.game.players)
        try:
            entries = saved_log_entries(data, seats)
        except ValueError:
            entries = []
        self.entries = entries
        self.reset.emit()
        return bool(entries) or data == []

    def clear(self) -> None:
        self.entries = []
        self.reset.emit()

    def _add(self, entry: LogEntry) -> None:
        if len(self.entries) >= MAX_ENTRIES:
            del self.entries[0]
        self.entries.append(entry)
        self.entryAdded.emit(entry)

    @property
    def _seat(self) -> int:
        seat: int = self.engine.game.current
        return seat

    def _on_game_over(self, ranking: Sequence[Sequence[Any]]) -> None:
        winners = tuple(row[1] for row in ranking if row[0] == 1)
        self._add(LogEntry(LogKind.GAME_OVER, winners[0] if winners else 0, values=winners))

    # ----- Penta ------------------------------------------------------------------------
    def _follow_penta(self, engine: PentaEngine) -> None:
        engine.diceRolled.connect(self._penta_rolled)
        engine.boxScored.connect(self._penta_scored)
        engine.autoScored.connect(self._penta_auto)

    def _penta_rolled(self, dice: Sequence[int], rolled: Sequence[int]) -> None:
        if not rolled:  # the state is also re-announced with nothing rolled
            return
        kept = tuple(sorted(v for i, v in enumerate(dice) if i not in rolled))
        self._add(LogEntry(LogKind.ROLL, self._seat, tuple(dice), kept))

    def _penta_scored(self, seat: int, box: Any, points: int) -> None:
        self._add(LogEntry(LogKind.SCORE, seat, points=points, box=int(box)))

    def _penta_auto(self, _box: Any) -> None:
        # autoScored follows boxScored: mark that entry as the auto-score's
        for index in range(len(self.entries) - 1, -1, -1):
            entry = self.entries[index]
            if entry.kind is LogKind.SCORE:
                self.entries[index] = LogEntry(
                    entry.kind, entry.seat, points=entry.points, box=entry.box, auto=True
                )
                self.reset.emit()
                return

    # ----- Farkle -----------------------------------------------------------------------
    def _follow_farkle(self, engine: FarkleEngine) -> None:
        engine.rolled.connect(self._farkle_rolled)
        engine.selectionChanged.connect(self._farkle_selection)
        engine.banked.connect(self._farkle_banked)
        engine.farkled.connect(
            lambda seat, lost: self._add(LogEntry(LogKind.FARKLE, seat, points=lost))
        )
        engine.hotDice.connect(lambda: self._add(LogEntry(LogKind.HOT_DICE, self._seat)))
        engine.lastTurn.connect(lambda seat: self._add(LogEntry(LogKind.LAST_TURN, seat)))
        engine.turnChanged.connect(lambda _seat: self._forget_selection())

    def _farkle_selection(self, _indices: Sequence[int]) -> None:
        game = self.engine.game
        self._aside = tuple(game.selected_dice) if game.selection_valid else ()
        self._aside_points = game.selection_score if self._aside else 0

    def _forget_selection(self) -> None:
        self._aside, self._aside_points = (), 0

    def _log_set_aside(self, seat: int) -> None:
        if self._aside:
            self._add(LogEntry(LogKind.SET_ASIDE, seat, self._aside, points=self._aside_points))
        self._forget_selection()

    def _farkle_rolled(self, dice: Sequence[int]) -> None:
        self._log_set_aside(self._seat)
        self._add(LogEntry(LogKind.ROLL, self._seat, tuple(dice)))

    def _farkle_banked(self, seat: int, points: int) -> None:
        self._log_set_aside(seat)
        self._add(LogEntry(LogKind.BANK, seat, points=points))
