"""Penta's statistics in the records: its counts per player, and what a finished game adds.

Pure Python; imports no Qt. Named by Penta's descriptor (:mod:`.game`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dicegame.core.games import SeatResult
from dicegame.core.player_stats import PlayerStats
from dicegame.core.validate import Problem, fail
from dicegame.games.penta.core.rules import PENTA_SCORE, Box, PentaGame

__all__ = ["PENTA_MAX_SCORE", "PentaStats", "seat_results"]

PENTA_MAX_SCORE = 1575  # 13 boxes at their best, upper bonus and twelve Penta bonuses


@dataclass
class PentaStats(PlayerStats):
    """A player's Penta statistics."""

    pentas: int = 0  # Penta box at 50 plus every Penta bonus
    upper_bonuses: int = 0  # games that earned the upper bonus

    MAX_SCORE = PENTA_MAX_SCORE
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


def seat_results(game: PentaGame, _tracker: Any = None) -> list[SeatResult]:
    """Each seat's total, its Pentas (the Penta box at 50 and every bonus) and whether it
    earned the upper bonus."""
    return [
        SeatResult(
            player,
            sheet.total,
            {
                "pentas": (sheet[Box.PENTA] == PENTA_SCORE) + sheet.penta_bonuses,
                "upper_bonuses": int(sheet.upper_bonus > 0),
            },
        )
        for player, sheet in zip(game.players, game.sheets, strict=True)
    ]
