"""High scores and per-player statistics of every game, kept in a versioned JSON file.

Pure Python; imports no Qt. When a game ends, :meth:`Records.record_game` adds it (the
game's descriptor, :mod:`dicegame.core.games`, says what each seat scored and counted);
the Statistics window reads :meth:`Records.high_scores` and :meth:`Records.players`. Files
go through the safe helpers of :mod:`dicegame.core.files` (atomic write; a bad file is
set aside) and are checked by the readers of :mod:`dicegame.core.validate`. What is kept
of one player is :mod:`dicegame.core.player_stats`; each game's own statistics class is in
its core (``dicegame/games/<game>/core/stats.py``).

Players are matched by name, ignoring case and surrounding/repeated spaces ("ana ",
"Ana" and "ANA" are one player); the computer seat is kept apart from a human who
happens to share its name. A "win" is a first place (ties share it) in a game of two
or more seats; solo games count as games but never as wins.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import date
from typing import Any

from dicegame.core.common import Player, rank
from dicegame.core.files import LoadResult, dumps, load_json_file, write_json_atomic
from dicegame.core.games import Game, Tracker, game_spec, kinds
from dicegame.core.limits import (
    HIGH_SCORES_KEPT,
    HISTORY_KEPT,
    MAX_GAME_ID_LENGTH,
    MAX_PLAYERS_KEPT,
    RECORDED_IDS_KEPT,
    RECORDS_MAX_BYTES,
)
from dicegame.core.player_stats import (
    HighScore,
    HistoryPoint,
    PlayerStats,
    clean_player_name,
    date_text,
    name_key,
)
from dicegame.core.validate import (
    Problem,
    check_writable,
    expect_list,
    expect_object,
    fail,
)

__all__ = [
    "RECORDS_FORMAT",
    "RECORDS_VERSION",
    "HIGH_SCORES_KEPT",
    "HISTORY_KEPT",
    "HighScore",
    "HistoryPoint",
    "PlayerStats",
    "Records",
    "name_key",
    "load_records",
    "save_records",
]

RECORDS_FORMAT = "dicegame-records"
RECORDS_VERSION = 1


# ----- the records --------------------------------------------------------------------------------
class Records:
    """High-score tables (top 10 per game) and per-player statistics, for every known game
    (:func:`dicegame.core.games.kinds`)."""

    def __init__(self) -> None:
        self.scores: dict[str, list[HighScore]] = {kind: [] for kind in kinds()}
        self.tables: dict[str, dict[str, PlayerStats]] = {kind: {} for kind in kinds()}
        self.recorded_ids: list[str] = []

    # ----- queries ---------------------------------------------------------------------------
    def high_scores(self, kind: str) -> list[HighScore]:
        """Best first; equal scores in the order they were made."""
        return list(self.scores.get(game_spec(kind).kind, []))

    def players(self, kind: str) -> list[PlayerStats]:
        """Everyone who played that game, by name."""
        table = self._table(kind)
        return sorted(table.values(), key=lambda stats: (stats.name.casefold(), stats.computer))

    def player(self, kind: str, name: str, is_computer: bool = False) -> PlayerStats | None:
        return self._table(kind).get(name_key(name, is_computer))

    def _table(self, kind: str) -> dict[str, PlayerStats]:
        return self.tables.setdefault(game_spec(kind).kind, {})

    # ----- recording -------------------------------------------------------------------------
    def record_game(
        self,
        kind: str,
        game: Game,
        when: date | str,
        tracker: Tracker | None = None,
        game_id: str = "",
    ) -> bool:
        """Add a finished game of ``kind`` (``tracker``: what was counted while it was
        played, e.g. Farkle's farkles and hot dice); False (nothing changes) when it is not
        over or ``game_id`` was already recorded."""
        spec = game_spec(kind)
        if not spec.owns(game):
            raise TypeError(f"a {type(game).__name__} is not a game of {spec.kind}")
        if not game.is_over or not self._new_id(game_id):
            return False
        when_text = date_text(when)
        results = spec.results(game, tracker)
        wins = _winners([result.score for result in results])
        table = self._table(kind)
        for result, won in zip(results, wins, strict=True):
            player = result.player
            stats = self._stats(table, spec.stats_class, player)
            stats.add_game(when_text, result.score, won)
            stats.add_counts(result.counts)
            high = HighScore(player.name, when_text, result.score, player.is_computer)
            self._add_high_score(kind, high)
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
    def _stats(
        table: dict[str, PlayerStats], cls: type[PlayerStats], player: Player
    ) -> PlayerStats:
        key = name_key(player.name, player.is_computer)
        stats = table.get(key) or cls(
            name=clean_player_name(player.name), computer=player.is_computer
        )
        stats.name = clean_player_name(player.name)  # the latest spelling is shown
        table[key] = stats
        return stats

    def _add_high_score(self, kind: str, entry: HighScore) -> None:
        table = self.scores.setdefault(kind, [])
        score = max(0, min(entry.score, game_spec(kind).max_score))
        place = sum(existing.score >= score for existing in table)
        table.insert(
            place, HighScore(clean_player_name(entry.name), entry.date, score, entry.computer)
        )
        del table[HIGH_SCORES_KEPT:]

    def fit_limits(self) -> None:
        """Make the records fit every limit the reader checks: counts, and at most
        MAX_PLAYERS_KEPT players per game (those who played longest ago go first)."""
        for table in self.tables.values():
            for stats in table.values():
                stats.fit_limits()
            if len(table) > MAX_PLAYERS_KEPT:
                by_last_game = sorted(table.items(), key=lambda item: _last_played(item[1]))
                for key, _stats in by_last_game[: len(table) - MAX_PLAYERS_KEPT]:
                    del table[key]

    def trim_histories(self) -> bool:
        """Drop the oldest half of every score history; False when nothing is left to drop."""
        trimmed = False
        for table in self.tables.values():
            for stats in table.values():
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
                kind: [entry.to_dict() for entry in self.scores.get(kind, [])] for kind in kinds()
            },
            "players": {
                kind: [s.to_dict() for s in self.tables.get(kind, {}).values()] for kind in kinds()
            },
            "recorded_ids": list(self.recorded_ids),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Records:
        """Rebuild records; raise :class:`SaveFormatError` on anything invalid. A game the
        file does not mention (written before the game was added) starts empty."""
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
        scores = expect_object(obj["high_scores"], "The high scores", (), optional=kinds())
        players = expect_object(obj["players"], "The player statistics", (), optional=kinds())
        for kind in kinds():
            stats_cls = game_spec(kind).stats_class
            items = expect_list(scores.get(kind, []), "A high-score table", 0, HIGH_SCORES_KEPT)
            entries = [HighScore.from_dict(item, stats_cls.MAX_SCORE) for item in items]
            records.scores[kind] = sorted(entries, key=lambda entry: -entry.score)
            table = records.tables[kind]
            for item in expect_list(players.get(kind, []), "A player table", 0, MAX_PLAYERS_KEPT):
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


def _last_played(stats: PlayerStats) -> str:
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
