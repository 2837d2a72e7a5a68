"""Penta as the interface shows it: its descriptor (:mod:`dicegame.ui.games`).

Built into the welcome page before the first paint: it imports nothing heavy at load;
each method imports what it needs when called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication

from dicegame.games.penta.core import PENTA
from dicegame.ui.games import GameUi

if TYPE_CHECKING:
    from collections.abc import Sequence

    from dicegame.core.player_stats import PlayerStats
    from dicegame.ui.board.board_keys import KeyRow
    from dicegame.ui.board.game_view import GameViewClass

__all__ = ["UI", "PentaUi"]


class PentaUi(GameUi):
    kind = PENTA
    card_name = "playPentaButton"
    card_dice = (6, 6, 6, 6, 6)
    core_modules = (
        "dicegame.games.penta.core.rules",
        "dicegame.games.penta.core.strategy",
        "dicegame.games.penta.core.levels",
        "dicegame.games.penta.core.game",
        "dicegame.games.penta.core.save_codec",
        "dicegame.games.penta.core.stats",
    )
    screen_modules = (
        "dicegame.games.penta.engine.engine",
        "dicegame.games.penta.ui.sheet.scoresheet",
        "dicegame.games.penta.ui.view",
    )
    level_list_name = "pentaLevelCombo"
    average_decimals = 1  # averages of a few hundred points: one decimal says something

    def title(self) -> str:
        return QCoreApplication.translate("GameTitle", "Penta")

    def level_name(self, level: str) -> str:
        """The Penta level as New game lists it."""
        from dicegame.games.penta.core import PentaLevel

        level = PentaLevel(level)
        if level is PentaLevel.BEGINNER:
            return QCoreApplication.translate("NewGameDialog", "Beginner")
        if level is PentaLevel.CASUAL:
            return QCoreApplication.translate("NewGameDialog", "Casual")
        if level is PentaLevel.GOOD:
            return QCoreApplication.translate("NewGameDialog", "Good")
        if level is PentaLevel.MASTER:
            return QCoreApplication.translate("NewGameDialog", "Master")
        return QCoreApplication.translate("NewGameDialog", "Perfect")

    def level_description(self, level: str) -> str:
        """One line per Penta level (benchmarks/penta_levels.py measured the averages)."""
        from dicegame.games.penta.core import PentaLevel

        level = PentaLevel(level)
        if level is PentaLevel.MASTER:  # the figures: docs/penta-strategy.md
            return (
                QCoreApplication.translate(
                    "NewGameDialog",
                    "Master: in its last two or three turns, plays for the best chance to "
                    "finish ahead of all the other players rather than for the most points.",
                )
                + " "
                + QCoreApplication.translate(
                    "NewGameDialog",
                    "Against Perfect players it wins about 51 % of two-player games and "
                    "about 34.3 % of three-player games (a third would be 33.3 %).",
                )
            )
        if level is PentaLevel.CASUAL:
            return QCoreApplication.translate(
                "NewGameDialog",
                "Casual: makes half of its choices as Good does and the other half as "
                "Beginner does (about 200 points a game).",
            )
        if level is PentaLevel.BEGINNER:
            return QCoreApplication.translate(
                "NewGameDialog",
                "Beginner: keeps its most common face and writes the box worth the most "
                "points now (about 162 points a game).",
            )
        if level is PentaLevel.GOOD:
            return QCoreApplication.translate(
                "NewGameDialog",
                "Good: weighs every choice as the perfect player does, but often takes one "
                "nearly as good (about 234 points a game).",
            )
        return QCoreApplication.translate(
            "NewGameDialog", "Perfect: plays the optimal strategy (about 254 points a game)."
        )

    def card_text(self) -> str:
        return QCoreApplication.translate(
            "WelcomePage", "Penta\n5 dice, 13 boxes, up to 3 rolls a turn"
        )

    def play_name(self) -> str:
        return QCoreApplication.translate("WelcomePage", "Play Penta")

    def view_class(self) -> GameViewClass:
        from dicegame.games.penta.ui.view import PentaView  # with the first game

        # a view class meets GameViewClass but for variance (its engine_class is its own)
        return cast("GameViewClass", PentaView)

    def key_rows(self) -> Sequence[KeyRow]:
        from dicegame.games.penta.ui.keys import PENTA_KEYS

        return PENTA_KEYS

    def stats_columns(self) -> list[str]:
        return [
            QCoreApplication.translate("GameStatsPage", "Pentas"),
            QCoreApplication.translate("GameStatsPage", "Upper bonus"),
        ]

    def stats_cells(self, stats: PlayerStats) -> list[tuple[str, float]]:
        from dicegame.games.penta.core.stats import PentaStats
        from dicegame.i18n import format_number, format_percent

        assert isinstance(stats, PentaStats), "Penta's records hold Penta's statistics"
        rate = stats.upper_bonus_rate * 100
        return [(format_number(stats.pentas), stats.pentas), (format_percent(rate, 0), rate)]

    def start_notice(self) -> tuple[str, str] | None:
        """Said once, in plain words: a damaged install plays a simpler Penta."""
        from dicegame.games.penta.core import strategy

        if strategy.table_problem() is None:
            return None
        text = QCoreApplication.translate(
            "MainWindow",
            "Part of the program is missing or damaged (the Penta strategy table). Please "
            "reinstall the program. Until then, the computer and the automatic scoring pick "
            "the box worth the most points now, and hints and the move review are off.",
        )
        return self.title(), text


UI = PentaUi()
