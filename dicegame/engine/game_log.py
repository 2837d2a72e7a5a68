"""The game log: every action of the game for all seats, as data.

:class:`GameLog` follows a PentaEngine or a FarkleEngine and keeps one
:class:`LogEntry` per action — rolls (with the dice kept), set-asides, scores, banks,
farkles, hot dice, the last turn, undo and the end of the game — the computer's steps
included, since they come through the same signals. Entries hold no text: the view
words them in the current language (so a language switch rewords the whole log), and
they travel in the autosave's ``extra`` (:meth:`to_json` / :meth:`from_json`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from dicegame.engine.base import GameEngine
    from dicegame.engine.farkle_engine import FarkleEngine
    from dicegame.engine.penta_engine import PentaEngine

__all__ = ["LOG_KEY", "MAX_ENTRIES", "GameLog", "LogEntry", "LogKind"]

LOG_KEY = "log"
#: A game has at most a few hundred actions; more in a save means it is not ours.
MAX_ENTRIES = 5000


class LogKind(StrEnum):
    ROLL = "roll"  # values: the dice shown; kept: the dice held (Penta) before rolling
    SET_ASIDE = "set_aside"  # values: the dice set aside; points: what they scored
    SCORE = "score"  # box: the Penta box; points: what the TOTAL grew by; auto: 1/0
    BANK = "bank"  # points banked
    FARKLE = "farkle"  # points lost
    HOT_DICE = "hot_dice"
    LAST_TURN = "last_turn"  # seat: who reached the target
    UNDO = "undo"
    GAME_OVER = "game_over"  # values: the winning seats


@dataclass(frozen=True)
class LogEntry:
    kind: LogKind
    seat: int
    values: tuple[int, ...] = ()
    kept: tuple[int, ...] = ()
    points: int = 0
    box: int = -1
    auto: bool = False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"k": self.kind.value, "s": self.seat}
        for name in ("values", "kept"):
            if getattr(self, name):
                data[name] = list(getattr(self, name))
        if self.points:
            data["points"] = self.points
        if self.box >= 0:
            data["box"] = self.box
        if self.auto:
            data["auto"] = True
        return data

    @classmethod
    def from_json(cls, data: Any, seats: int) -> LogEntry:
        """One entry from a save; ValueError when it is not one we would write."""
        if not isinstance(data, dict):
            raise ValueError("a log entry is an object")
        code = data.get("k")
        if not isinstance(code, str):
            raise ValueError("a log entry's kind is a string")
        kind = LogKind(code)
        seat = _int(data.get("s"), 0, seats - 1)
        values = tuple(_int(v, 0, 6) for v in _list(data.get("values", [])))
        kept = tuple(_int(v, 1, 6) for v in _list(data.get("kept", [])))
        points = _int(data.get("points", 0), -100_000, 100_000)
        box = _int(data.get("box", -1), -1, 12)
        auto = data.get("auto", False)
        if not isinstance(auto, bool):
            raise ValueError("auto is true or false")
        return cls(kind, seat, values, kept, points, box, auto)


def _int(value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"expected a whole number from {low} to {high}")
    return value


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list) or len(value) > 6:
        raise ValueError("expected a list of at most six dice")
    return value


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
        from dicegame.engine.penta_engine import PentaEngine  # loaded with the game already

        if isinstance(engine, PentaEngine):
            self._follow_penta(engine)
        else:
            from dicegame.engine.farkle_engine import FarkleEngine

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
            if not isinstance(data, list) or len(data) > MAX_ENTRIES:
                raise ValueError("not a list of entries")
            entries = [LogEntry.from_json(item, seats) for item in data]
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
