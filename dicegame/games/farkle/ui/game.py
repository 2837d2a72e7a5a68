"""Farkle as the interface shows it: its descriptor (:mod:`dicegame.ui.games`).

Built into the welcome page before the first paint: it imports nothing heavy at load;
each method imports what it needs when called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication

from dicegame.games.farkle.core import FARKLE
from dicegame.ui.games import LEVEL, TARGET, GameUi

if TYPE_CHECKING:
    from collections.abc import Sequence

    from dicegame.core.player_stats import PlayerStats
    from dicegame.ui.board.board_keys import KeyRow
    from dicegame.ui.board.game_view import GameViewClass

__all__ = ["UI", "FarkleUi"]


class FarkleUi(GameUi):
    kind = FARKLE
    card_name = "playFarkleButton"
    card_dice = (1, 5, 1, 2, 3, 4)
    core_modules = (
        "dicegame.games.farkle.core.rules",
        "dicegame.games.farkle.core.ai",
        "dicegame.games.farkle.core.master",
        "dicegame.games.farkle.core.game",
        "dicegame.games.farkle.core.save_codec",
        "dicegame.games.farkle.core.stats",
    )
    screen_modules = (
        "dicegame.games.farkle.engine.engine",
        "dicegame.games.farkle.ui.view",
    )
    options = frozenset({LEVEL, TARGET})
    average_decimals = 0  # averages in the thousands: whole points

    def title(self) -> str:
        return QCoreApplication.translate("GameTitle", "Farkle")

    def card_text(self) -> str:
        return QCoreApplication.translate(
            "WelcomePage", "Farkle\n6 dice: set aside, bank or risk it"
        )

    def play_name(self) -> str:
        return QCoreApplication.translate("WelcomePage", "Play Farkle")

    def view_class(self) -> GameViewClass:
        from dicegame.games.farkle.ui.view import FarkleView  # with the first game

        # a view class meets GameViewClass but for variance (its engine_class is its own)
        return cast("GameViewClass", FarkleView)

    def key_rows(self) -> Sequence[KeyRow]:
        from dicegame.games.farkle.ui.keys import FARKLE_KEYS

        return FARKLE_KEYS

    def stats_columns(self) -> list[str]:
        return [
            QCoreApplication.translate("GameStatsPage", "Per turn"),
            QCoreApplication.translate("GameStatsPage", "Farkles"),
            QCoreApplication.translate("GameStatsPage", "Hot dice"),
        ]

    def stats_cells(self, stats: PlayerStats) -> list[tuple[str, float]]:
        from dicegame.games.farkle.core.stats import FarkleStats
        from dicegame.i18n import format_number
        from dicegame.ui.window.stats import average_text

        assert isinstance(stats, FarkleStats), "Farkle's records hold Farkle's statistics"
        per_turn = stats.average_per_turn
        return [
            (average_text(per_turn, self.average_decimals), per_turn),
            (format_number(stats.farkles), stats.farkles),
            (format_number(stats.hot_dice), stats.hot_dice),
        ]

    def level_available(self, level: str, target: int, seats: int = 2) -> bool:
        """The levels the core offers this table (its ``levels.offered_levels``)."""
        from dicegame.games.farkle.core.levels import offered_levels

        return level in offered_levels(seats, target)


UI = FarkleUi()
