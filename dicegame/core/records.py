"""High scores and per-player statistics of both games, kept in a versioned JSON file.

Pure Python; imports no Qt. The engine calls :meth:`Records.record_penta_game` or
:meth:`Records.record_farkle_game` when a game ends; the Statistics window reads
:meth:`Records.high_scores` and :meth:`Records.players`. Files go through the safe
helpers of :mod:`dicegame.core.files` (atomic write; a bad file is set aside) and are
checked by the readers of :mod:`dicegame.core.validate`.

Players are matched by name, ignoring case and surrounding/repeated spaces ("ana ",
"Ana" and "ANA" are one player); the computer seat is kept apart from a human who
happens to share its name. A "win" is a first place (ties share it) in a game of two
or more seats; solo games count as games but never as wins.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, ClassVar

from dicegame.core.common import Player, rank
from dicegame.core.files import LoadResult, dumps, load_json_file, write_json_atomic
from dicegame.core.limits import (
    HIGH_SCORES_KEPT,
    HISTORY_KEPT,
    MAX_COUNT,
    MAX_GAME_ID_LENGTH,
    MAX_PLAYERS_KEPT,
    RECORDED_IDS_KEPT,
    RECORDS_MAX_BYTES,
    clean_name,
)
from dicegame.core.setup import GameKind
from dicegame.core.validate import (
    Problem,
    SaveFormatError,
    check_writable,
    expect_bool,
    expect_int,
    expect_list,
    expect_object,
    expect_str,
    fail,
)
from dicegame.games.farkle.core.rules import FarkleGame
from dicegame.games.penta.core.rules import PENTA_SCORE, Box, PentaGame

__all__ = [
    "RECORDS_FORMAT",
    "RECORDS_VERSION",
    "HIGH_SCORES_KEPT",
    "HISTORY_KEPT",
    "HighScore",
    "HistoryPoint",
    "PentaStats",
    "FarkleStats",
    "FarkleTurnStats",
    "Records",
    "name_key",
    "load_records",
    "save_records",
]

RECORDS_FORMAT = "dicegame-records"
RECORDS_VERSION = 1
PENTA_MAX_SCORE = 1575  # 13 boxes at their best, upper bonus and twelve Penta bonuses
MAX_FARKLE_SCORE = 10_000_000
_DATE_LENGTH = 32


def name_key(name: str, is_computer: bool = False) -> str:
    """The identity of a player: the name as kept (trimmed, inner spaces collapsed, no
    control characters, the shared length), case-folded."""
    key = _clean_name(name).casefold()
    return f"computer:{key}" if is_computer else key


def _clean_name(name: str) -> str:
    """The name kept (see :func:`~dicegame.core.limits.clean_name`); never blank."""
    return clean_name(name) or "?"


def _date_text(when: date | str) -> str:
    if isinstance(when, datetime):
        return when.isoformat(timespec="minutes")
    if isinstance(when, date):
        return when.isoformat()
    return _check_date(when, "The date")


# ----- readers of this format (the typed readers are core.validate's) ------------------------
def _name(value: Any, where: str) -> str:
    if not expect_str(value, where).strip():
        fail(Problem.BLANK_NAME, f"{where} must not be blank.")
    return _clean_name(value)


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
class _PlayerStats:
    """What both games count for a player."""

    name: str
    computer: bool = False
    games: int = 0
    wins: int = 0
    total_points: int = 0
    best: int = 0
    history: list[HistoryPoint] = field(default_factory=list)

    MAX_SCORE: ClassVar[int] = PENTA_MAX_SCORE
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
    def from_dict(cls, data: Any) -> _PlayerStats:
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


@dataclass
class PentaStats(_PlayerStats):
    """A player's Penta statistics."""

    pentas: int = 0  # Penta box at 50 plus every Penta bonus
    upper_bonuses: int = 0  # games that earned the upper bonus

    EXTRA_FIELDS = ("pentas", "upper_bonuses")

    @property
    def upper_bonus_rate(self) -> float:
        return self.upper_bonuses / self.games if self.games else 0.0

    def fit_limits(self) -> None:
        super().fit_limits()
        self.pentas = min(self.pentas, 13 * self.games)

    def check(self) -> None:
        super().check()
        if self.upper_bonuses > self.games or self.pentas > 13 * self.games:
            fail(Problem.INCONSISTENT, f"The Penta counts of {self.name} exceed the games played.")


@dataclass
class FarkleStats(_PlayerStats):
    """A player's Farkle statistics."""

    turns: int = 0
    farkles: int = 0
    hot_dice: int = 0

    MAX_SCORE = MAX_FARKLE_SCORE
    EXTRA_FIELDS = ("turns", "farkles", "hot_dice")

    @property
    def average_per_turn(self) -> float:
        return self.total_points / self.turns if self.turns else 0.0

    def check(self) -> None:
        super().check()
        if self.farkles > self.turns or self.games > self.turns:
            fail(Problem.INCONSISTENT, f"The turn counts of {self.name} are not consistent.")


@dataclass
class FarkleTurnStats:
    """Per-seat counts of farkles and hot dice during one Farkle game.

    Call :meth:`observe` with the game after every change (the autosave does it on each
    save): it counts each farkle once, and each time a player has all six dice set
    aside and scoring (hot dice) once per stage of the turn, however often the dice are
    toggled. :meth:`to_dict` goes into the autosave so a resumed game keeps its counts;
    :meth:`Records.record_farkle_game` takes the object at the end.
    """

    farkles: list[int]
    hot_dice: list[int]
    last_farkle_turn: int = 0  # turn_number of the last farkle counted
    last_hot_stage: tuple[int, int] = (0, 0)  # (turn_number, turn_points) of the last hot dice

    @classmethod
    def for_players(cls, count: int) -> FarkleTurnStats:
        return cls([0] * count, [0] * count)

    def observe(self, game: FarkleGame) -> None:
        """Count what the current state shows, if it was not counted yet."""
        if game.farkled and game.turn_number != self.last_farkle_turn:
            self.last_farkle_turn = game.turn_number
            self.farkles[game.current] += 1
        stage = (game.turn_number, game.turn_points)
        if not game.farkled and game.hot_dice and stage != self.last_hot_stage:
            self.last_hot_stage = stage
            self.hot_dice[game.current] += 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "farkles": list(self.farkles),
            "hot_dice": list(self.hot_dice),
            "last_farkle_turn": self.last_farkle_turn,
            "last_hot_stage": list(self.last_hot_stage),
        }

    @classmethod
    def from_dict(cls, data: Any, count: int) -> FarkleTurnStats:
        keys = ("farkles", "hot_dice", "last_farkle_turn", "last_hot_stage")
        obj = expect_object(data, "The Farkle turn statistics", keys)
        lists = []
        for name in ("farkles", "hot_dice"):
            values = expect_list(obj[name], f"The {name} counts", count, count)
            lists.append([expect_int(value, f"A {name} count", 0, MAX_COUNT) for value in values])
        stage = expect_list(obj["last_hot_stage"], "The last hot-dice stage", 2, 2)
        return cls(
            lists[0],
            lists[1],
            last_farkle_turn=expect_int(
                obj["last_farkle_turn"], "The last farkle turn", 0, MAX_COUNT
            ),
            last_hot_stage=(
                expect_int(stage[0], "The last hot-dice turn", 0, MAX_COUNT),
                expect_int(stage[1], "The last hot-dice points", 0, MAX_FARKLE_SCORE),
            ),
        )


# ----- the records --------------------------------------------------------------------------------
def _seats_played(turn_number: int, seats: int) -> list[int]:
    """Turns each seat played when ``turn_number - 1`` turns are complete."""
    done = turn_number - 1
    return [max(0, (done - seat + seats - 1) // seats) for seat in range(seats)]


class Records:
    """High-score tables (top 10 per game) and per-player statistics."""

    def __init__(self) -> None:
        self.scores: dict[GameKind, list[HighScore]] = {kind: [] for kind in GameKind}
        self.penta_players: dict[str, PentaStats] = {}
        self.farkle_players: dict[str, FarkleStats] = {}
        self.recorded_ids: list[str] = []

    # ----- queries ---------------------------------------------------------------------------
    def high_scores(self, kind: GameKind) -> list[HighScore]:
        """Best first; equal scores in the order they were made."""
        return list(self.scores[GameKind(kind)])

    def players(self, kind: GameKind) -> list[PentaStats] | list[FarkleStats]:
        """Everyone who played that game, by name."""
        table = self._table(kind)
        return sorted(table.values(), key=lambda stats: (stats.name.casefold(), stats.computer))

    def player(
        self, kind: GameKind, name: str, is_computer: bool = False
    ) -> PentaStats | FarkleStats | None:
        return self._table(kind).get(name_key(name, is_computer))

    def _table(self, kind: GameKind) -> dict[str, Any]:
        return self.penta_players if GameKind(kind) is GameKind.PENTA else self.farkle_players

    # ----- recording -------------------------------------------------------------------------
    def record_penta_game(self, game: PentaGame, when: date | str, game_id: str = "") -> bool:
        """Add a finished Penta game; False (nothing changes) when it is not over or
        ``game_id`` was already recorded."""
        if not game.is_over or not self._new_id(game_id):
            return False
        when_text = _date_text(when)
        wins = _winners(game.totals())
        for seat, (player, sheet) in enumerate(zip(game.players, game.sheets, strict=True)):
            stats = self._stats(self.penta_players, PentaStats, player)
            stats.add_game(when_text, sheet.total, wins[seat])
            stats.pentas += (sheet[Box.PENTA] == PENTA_SCORE) + sheet.penta_bonuses
            stats.upper_bonuses += sheet.upper_bonus > 0
            self._add_high_score(
                GameKind.PENTA, HighScore(player.name, when_text, sheet.total, player.is_computer)
            )
        return True

    def record_farkle_game(
        self,
        game: FarkleGame,
        when: date | str,
        turn_stats: FarkleTurnStats | None = None,
        game_id: str = "",
    ) -> bool:
        """Add a finished Farkle game (``turn_stats``: farkles and hot dice per seat)."""
        if not game.is_over or not self._new_id(game_id):
            return False
        when_text = _date_text(when)
        count = len(game.players)
        turn_stats = turn_stats or FarkleTurnStats.for_players(count)
        wins = _winners(game.totals)
        turns = _seats_played(game.turn_number, count)
        for seat, player in enumerate(game.players):
            stats = self._stats(self.farkle_players, FarkleStats, player)
            stats.add_game(when_text, game.totals[seat], wins[seat])
            stats.turns += turns[seat]
            stats.farkles += turn_stats.farkles[seat]
            stats.hot_dice += turn_stats.hot_dice[seat]
            high = HighScore(player.name, when_text, game.totals[seat], player.is_computer)
            self._add_high_score(GameKind.FARKLE, high)
        return True

    def _new_id(self, game_id: str) -> bool:
        game_id = game_id[:MAX_GAME_ID_LENGTH]
        if not game_id:
            return True
        if game_id in self.recorded_ids:
            return False
        self.recorded_ids.append(game_id)
        del self.recorded_ids[:-RECORDED_IDS_KEPT]
        return True

    @staticmethod
    def _stats(table: dict[str, Any], cls: type[_PlayerStats], player: Player) -> Any:
        key = name_key(player.name, player.is_computer)
        stats = table.get(key) or cls(name=_clean_name(player.name), computer=player.is_computer)
        stats.name = _clean_name(player.name)  # the latest spelling is shown
        table[key] = stats
        return stats

    def _add_high_score(self, kind: GameKind, entry: HighScore) -> None:
        table = self.scores[kind]
        top = PENTA_MAX_SCORE if kind is GameKind.PENTA else MAX_FARKLE_SCORE
        score = max(0, min(entry.score, top))
        place = sum(existing.score >= score for existing in table)
        table.insert(place, HighScore(_clean_name(entry.name), entry.date, score, entry.computer))
        del table[HIGH_SCORES_KEPT:]

    def fit_limits(self) -> None:
        """Make the records fit every limit the reader checks: counts, and at most
        MAX_PLAYERS_KEPT players per game (those who played longest ago go first)."""
        for table in (self.penta_players, self.farkle_players):
            for stats in table.values():
                stats.fit_limits()
            if len(table) > MAX_PLAYERS_KEPT:
                by_last_game = sorted(table.items(), key=lambda item: _last_played(item[1]))
                for key, _stats in by_last_game[: len(table) - MAX_PLAYERS_KEPT]:
                    del table[key]

    def trim_histories(self) -> bool:
        """Drop the oldest half of every score history; False when nothing is left to drop."""
        trimmed = False
        for stats in [*self.penta_players.values(), *self.farkle_players.values()]:
            if stats.history:
                del stats.history[: (len(stats.history) + 1) // 2]
                trimmed = True
        return trimmed

    # ----- JSON -------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": RECORDS_FORMAT,
            "version": RECORDS_VERSION,
            "high_scores": {
                kind.value: [entry.to_dict() for entry in self.scores[kind]] for kind in GameKind
            },
            "players": {
                GameKind.PENTA.value: [s.to_dict() for s in self.penta_players.values()],
                GameKind.FARKLE.value: [s.to_dict() for s in self.farkle_players.values()],
            },
            "recorded_ids": list(self.recorded_ids),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Records:
        """Rebuild records; raise :class:`SaveFormatError` on anything invalid."""
        obj = expect_object(
            data, "The records", ("format", "version", "high_scores", "players", "recorded_ids")
        )
        if obj["format"] != RECORDS_FORMAT:
            fail(Problem.WRONG_FORMAT, "The file is not a dicegame records file.")
        if obj["version"] != RECORDS_VERSION or isinstance(obj["version"], bool):
            version = str(obj["version"])[:20]
            detail = f"The records version {version} is not supported."
            fail(Problem.WRONG_VERSION, detail, version=version)
        records = cls()
        kinds = [kind.value for kind in GameKind]
        scores = expect_object(obj["high_scores"], "The high scores", kinds)
        players = expect_object(obj["players"], "The player statistics", kinds)
        tables: tuple[tuple[GameKind, type[_PlayerStats], dict[str, Any]], ...] = (
            (GameKind.PENTA, PentaStats, records.penta_players),
            (GameKind.FARKLE, FarkleStats, records.farkle_players),
        )
        for kind, stats_cls, table in tables:
            items = expect_list(scores[kind.value], "A high-score table", 0, HIGH_SCORES_KEPT)
            entries = [HighScore.from_dict(item, stats_cls.MAX_SCORE) for item in items]
            records.scores[kind] = sorted(entries, key=lambda entry: -entry.score)
            for item in expect_list(players[kind.value], "A player table", 0, MAX_PLAYERS_KEPT):
                stats = stats_cls.from_dict(item)
                if stats.key in table:
                    fail(Problem.INCONSISTENT, f"The player {stats.name} appears twice.")
                table[stats.key] = stats
        ids = expect_list(obj["recorded_ids"], "The recorded game ids", 0, RECORDED_IDS_KEPT)
        if not all(
            isinstance(game_id, str) and len(game_id) <= MAX_GAME_ID_LENGTH for game_id in ids
        ):
            fail(Problem.BAD_VALUE, "The recorded game ids must be short strings.")
        check_writable(ids, "The recorded game ids")
        records.recorded_ids = list(ids)
        return records


def _last_played(stats: _PlayerStats) -> str:
    return max((point.date for point in stats.history), default="")


def _winners(totals: Sequence[int]) -> list[bool]:
    """First places (ties share), only when two or more seats played."""
    if len(totals) < 2:
        return [False] * len(totals)
    return [place == 1 for place in rank(totals)]


def load_records(path: str | os.PathLike[str]) -> tuple[Records, LoadResult[Records]]:
    """The records of ``path`` (empty when missing or bad; a bad file is set aside),
    with the load result that says why."""
    result = load_json_file(path, Records.from_dict, RECORDS_MAX_BYTES)
    return (result.value or Records()), result


def save_records(
    path: str | os.PathLike[str], records: Records, max_bytes: int = RECORDS_MAX_BYTES
) -> None:
    """Atomically write the records, compact (raises ``OSError`` when the folder refuses).

    Should they outgrow ``max_bytes`` (years of games by many players), the oldest half
    of every score history is dropped until they fit; counts, averages and high scores
    are kept. Every other limit of the reader is met first (:meth:`Records.fit_limits`):
    what this writes, :func:`load_records` reads back."""
    records.fit_limits()
    while len(dumps(records.to_dict(), compact=True)) > max_bytes and records.trim_histories():
        pass
    write_json_atomic(path, records.to_dict(), max_bytes, compact=True)
