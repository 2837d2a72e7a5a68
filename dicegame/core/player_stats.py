"""What the records keep of each player and each high score, whatever the game.

Pure Python; imports no Qt. :class:`PlayerStats` counts what every game counts (games,
wins, points, best, the score history); a game's own statistics class adds its counts
(``EXTRA_FIELDS``, e.g. Farkle's farkles) and its limits (``MAX_SCORE``) in its core
(``dicegame/games/<game>/core/stats.py``), and the game's descriptor
(:mod:`dicegame.core.games`) names it. :mod:`dicegame.core.records` keeps the tables.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, ClassVar, Self

from dicegame.core.limits import HISTORY_KEPT, MAX_COUNT, clean_name
from dicegame.core.validate import (
    Problem,
    SaveFormatError,
    expect_bool,
    expect_int,
    expect_list,
    expect_object,
    expect_str,
    fail,
)

__all__ = [
    "HighScore",
    "HistoryPoint",
    "PlayerStats",
    "clean_player_name",
    "date_text",
    "name_key",
]

_DATE_LENGTH = 32


def name_key(name: str, is_computer: bool = False) -> str:
    """The identity of a player: the name as kept (trimmed, inner spaces collapsed, no
    control characters, the shared length), case-folded."""
    key = clean_player_name(name).casefold()
    return f"computer:{key}" if is_computer else key


def clean_player_name(name: str) -> str:
    """The name kept (see :func:`~dicegame.core.limits.clean_name`); never blank."""
    return clean_name(name) or "?"


def date_text(when: date | str) -> str:
    if isinstance(when, datetime):
        return when.isoformat(timespec="minutes")
    if isinstance(when, date):
        return when.isoformat()
    return _check_date(when, "The date")


# ----- readers of this format (the typed readers are core.validate's) ------------------------
def _name(value: Any, where: str) -> str:
    if not expect_str(value, where).strip():
        fail(Problem.BLANK_NAME, f"{where} must not be blank.")
    return clean_player_name(value)


def _check_date(value: Any, where: str) -> str:
    text = expect_str(value, where, _DATE_LENGTH)
    try:
        datetime.fromisoformat(text)
    except ValueError as error:
        raise SaveFormatError(
            Problem.BAD_DATE, f"{where} must be an ISO date, not {value!r}."
        ) from error
    return text


# ----- values ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class HighScore:
    """One line of a high-score table."""

    name: str
    date: str
    score: int
    computer: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "date": self.date,
            "score": self.score,
            "computer": self.computer,
        }

    @classmethod
    def from_dict(cls, data: Any, max_score: int) -> HighScore:
        obj = expect_object(data, "A high score", ("name", "date", "score", "computer"))
        return cls(
            _name(obj["name"], "A high-score name"),
            _check_date(obj["date"], "A high-score date"),
            expect_int(obj["score"], "A high score", 0, max_score),
            expect_bool(obj["computer"], "A high-score computer flag"),
        )


@dataclass(frozen=True)
class HistoryPoint:
    """One finished game of a player, for the chart."""

    date: str
    score: int

    def to_list(self) -> list[Any]:
        return [self.date, self.score]

    @classmethod
    def from_list(cls, data: Any, max_score: int) -> HistoryPoint:
        if not isinstance(data, list) or len(data) != 2:
            fail(Problem.INCONSISTENT, "A history entry must be a [date, score] pair.")
        return cls(
            _check_date(data[0], "A history date"),
            expect_int(data[1], "A history score", 0, max_score),
        )


@dataclass
class PlayerStats:
    """What every game counts for a player; a game's own class adds its counts
    (``EXTRA_FIELDS``) and its limits (``MAX_SCORE``, :meth:`check`)."""

    name: str
    computer: bool = False
    games: int = 0
    wins: int = 0
    total_points: int = 0
    best: int = 0
    history: list[HistoryPoint] = field(default_factory=list)

    MAX_SCORE: ClassVar[int] = 0  # each game sets its own
    EXTRA_FIELDS: ClassVar[tuple[str, ...]] = ()

    @property
    def key(self) -> str:
        return name_key(self.name, self.computer)

    @property
    def average(self) -> float:
        return self.total_points / self.games if self.games else 0.0

    def add_game(self, when: str, points: int, won: bool) -> None:
        points = max(0, min(points, self.MAX_SCORE))
        self.games += 1
        self.wins += won
        self.total_points += points
        self.best = max(self.best, points)
        self.history.append(HistoryPoint(when, points))
        del self.history[:-HISTORY_KEPT]

    def add_counts(self, counts: Mapping[str, int]) -> None:
        """Add a finished game's own counts (names of ``EXTRA_FIELDS``)."""
        for name, count in counts.items():
            if name not in self.EXTRA_FIELDS:
                raise ValueError(f"{type(self).__name__} counts no {name!r}")
            setattr(self, name, getattr(self, name) + count)

    def to_dict(self) -> dict[str, Any]:
        data = {
            "name": self.name,
            "computer": self.computer,
            "games": self.games,
            "wins": self.wins,
            "total_points": self.total_points,
            "best": self.best,
            "history": [point.to_list() for point in self.history],
        }
        data.update({name: getattr(self, name) for name in self.EXTRA_FIELDS})
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        base = ("name", "computer", "games", "wins", "total_points", "best", "history")
        obj = expect_object(data, "A player's statistics", base + cls.EXTRA_FIELDS)
        games = expect_int(obj["games"], "A game count", 0, MAX_COUNT)
        stats = cls(
            name=_name(obj["name"], "A player name"),
            computer=expect_bool(obj["computer"], "A player's computer flag"),
            games=games,
            wins=expect_int(obj["wins"], "A win count", 0, games),
            total_points=expect_int(
                obj["total_points"], "A points total", 0, games * cls.MAX_SCORE
            ),
            best=expect_int(obj["best"], "A best score", 0, cls.MAX_SCORE),
            history=[
                HistoryPoint.from_list(item, cls.MAX_SCORE)
                for item in expect_list(
                    obj["history"], "A score history", 0, min(games, HISTORY_KEPT)
                )
            ],
        )
        for name in cls.EXTRA_FIELDS:
            setattr(stats, name, expect_int(obj[name], f"The {name} count", 0, MAX_COUNT))
        stats.check()
        return stats

    def counts(self) -> tuple[str, ...]:
        """The fields that count events (each at most MAX_COUNT)."""
        return ("games", "wins", *self.EXTRA_FIELDS)

    def fit_limits(self) -> None:
        """Scale the counts down (keeping their ratios) when one passes MAX_COUNT, so the
        reader accepts what the writer writes."""
        largest = max(getattr(self, name) for name in self.counts())
        if largest > MAX_COUNT:
            for name in self.counts():
                setattr(self, name, getattr(self, name) * MAX_COUNT // largest)
            self.total_points = self.total_points * MAX_COUNT // largest
        self.total_points = min(self.total_points, self.best * self.games)
        del self.history[: max(0, len(self.history) - min(self.games, HISTORY_KEPT))]

    def check(self) -> None:
        """Cross-field checks, after loading."""
        if self.games and self.best * self.games < self.total_points:
            fail(
                Problem.INCONSISTENT,
                f"The statistics of {self.name} have an average above the best score.",
            )
        if any(point.score > self.best for point in self.history):
            fail(
                Problem.INCONSISTENT,
                f"The history of {self.name} holds a score above the best score.",
            )
