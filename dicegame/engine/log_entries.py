"""The game log's entries as data, and the check of a saved log.

A log entry holds no text (the view words it). Saved logs travel in the autosave's
``extra`` under :data:`LOG_KEY`; :func:`saved_log_entries` reads one back and refuses
anything the program would not write. :mod:`dicegame.engine.game_log` keeps the entries of
a game (each engine writes its own actions into it, a :class:`LogBook`); this module is
apart so that the engines' base can check a saved log without importing the engines.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

__all__ = [
    "LOG_KEY",
    "MAX_ENTRIES",
    "LogBook",
    "LogEntry",
    "LogKind",
    "OwnKinds",
    "log_kind",
    "saved_log_entries",
]

LOG_KEY = "log"
#: A game has at most a few hundred actions; more in a save means it is not ours.
MAX_ENTRIES = 5000


class LogKind(StrEnum):
    """The entries every game may write; a game adds its own kinds (a StrEnum of its
    codes, its engine's ``log_kinds``: Farkle's banks, farkles…)."""

    ROLL = "roll"  # values: the dice shown; kept: the dice kept before rolling, if any
    SCORE = "score"  # points: what the TOTAL grew by; box: where (the game's, -1: none); auto
    UNDO = "undo"
    GAME_OVER = "game_over"  # values: the winning seats


# A game's own kinds of entries: a StrEnum of its codes (None: only the shared ones).
OwnKinds = type[StrEnum] | None


def log_kind(code: str, own: OwnKinds = None) -> StrEnum:
    """The kind whose code is ``code``: a shared one or the game's own; ValueError else."""
    shared = {kind.value for kind in LogKind}
    if code in shared or own is None:
        return LogKind(code)
    return own(code)


@dataclass(frozen=True)
class LogEntry:
    kind: StrEnum  # a LogKind, or the game's own kind
    seat: int
    values: tuple[int, ...] = ()
    kept: tuple[int, ...] = ()
    points: int = 0
    box: int = -1
    auto: bool = False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"k": str(self.kind), "s": self.seat}
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
    def from_json(cls, data: Any, seats: int, own: OwnKinds = None) -> LogEntry:
        """One entry from a save (``own``: the game's own kinds); ValueError when it is not
        one we would write."""
        if not isinstance(data, dict):
            raise ValueError("a log entry is an object")
        code = data.get("k")
        if not isinstance(code, str):
            raise ValueError("a log entry's kind is a string")
        kind = log_kind(code, own)
        seat = _int(data.get("s"), 0, seats - 1)
        values = tuple(_int(v, 0, 6) for v in _list(data.get("values", [])))
        kept = tuple(_int(v, 1, 6) for v in _list(data.get("kept", [])))
        points = _int(data.get("points", 0), -100_000, 100_000)
        box = _int(data.get("box", -1), -1, 12)
        auto = data.get("auto", False)
        if not isinstance(auto, bool):
            raise ValueError("auto is true or false")
        return cls(kind, seat, values, kept, points, box, auto)


class LogBook(Protocol):
    """What a game's engine writes its actions into (:meth:`GameEngine.connect_log`): the
    game log (:class:`dicegame.engine.game_log.GameLog`)."""

    @property
    def entries(self) -> list[LogEntry]: ...

    def add(self, entry: LogEntry) -> None:
        """A new entry, the newest."""

    def replace(self, index: int, entry: LogEntry) -> None:
        """``entries[index]`` becomes ``entry`` (e.g. a scoring marked as the auto-score's)."""


def _int(value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"expected a whole number from {low} to {high}")
    return value


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list) or len(value) > 6:
        raise ValueError("expected a list of at most six dice")
    return value


def saved_log_entries(data: Any, seats: int, own: OwnKinds = None) -> list[LogEntry]:
    """The entries of a saved log (``own``: the game's own kinds); ValueError when it is not
    a log we would write."""
    if not isinstance(data, list) or len(data) > MAX_ENTRIES:
        raise ValueError("not a list of entries")
    return [LogEntry.from_json(item, seats, own) for item in data]
