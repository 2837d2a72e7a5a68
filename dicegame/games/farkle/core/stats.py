"""Farkle's statistics in the records: its counts per player, the farkles and hot dice
counted while a game is played (its tracker), and what a finished game adds.

Pure Python; imports no Qt. Named by Farkle's descriptor (:mod:`.game`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dicegame.core.games import SeatResult
from dicegame.core.limits import MAX_COUNT
from dicegame.core.player_stats import PlayerStats
from dicegame.core.validate import Problem, expect_int, expect_list, expect_object, fail
from dicegame.games.farkle.core.rules import FarkleGame

__all__ = ["MAX_FARKLE_SCORE", "TURN_STATS_KEY", "FarkleStats", "FarkleTurnStats", "seat_results"]

MAX_FARKLE_SCORE = 10_000_000
TURN_STATS_KEY = "farkle_turn_stats"  # the turn statistics' key in a save's ``extra``


@dataclass
class FarkleStats(PlayerStats):
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
    the records take the object at the end (:func:`seat_results`).
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


def _seats_played(turn_number: int, seats: int) -> list[int]:
    """Turns each seat played when ``turn_number - 1`` turns are complete."""
    done = turn_number - 1
    return [max(0, (done - seat + seats - 1) // seats) for seat in range(seats)]


def seat_results(game: FarkleGame, turn_stats: FarkleTurnStats | None) -> list[SeatResult]:
    """Each seat's total, turns played, farkles and hot dice (``turn_stats``: counted
    while the game was played; none counted without)."""
    count = len(game.players)
    turn_stats = turn_stats or FarkleTurnStats.for_players(count)
    turns = _seats_played(game.turn_number, count)
    return [
        SeatResult(
            player,
            game.totals[seat],
            {
                "turns": turns[seat],
                "farkles": turn_stats.farkles[seat],
                "hot_dice": turn_stats.hot_dice[seat],
            },
        )
        for seat, player in enumerate(game.players)
    ]
