"""Farkle as the interface shows it: its descriptor (:mod:`dicegame.ui.games`).

Built into the welcome page before the first paint: it imports nothing heavy at load;
each method imports what it needs when called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QObject

from dicegame.games.farkle.core import FARKLE, TARGET
from dicegame.ui.games import GameUi, OptionField

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from dicegame.core.player_stats import PlayerStats
    from dicegame.ui.board.board_keys import KeyRow
    from dicegame.ui.board.game_view import GameViewClass

__all__ = ["UI", "FarkleTargets", "FarkleUi"]


class FarkleUi(GameUi):
    kind = FARKLE
    card_name = "playFarkleButton"
    card_dice = (1, 5, 1, 2, 3, 4)
    core_modules = (
        "dicegame.games.farkle.core.rules",
        "dicegame.games.farkle.core.rolls",
        "dicegame.games.farkle.core.expert_table",
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
    level_list_name = "levelCombo"
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

    def level_available(self, level: str, seats: int, options: Mapping[str, int | str]) -> bool:
        """The levels the core offers this table (its ``levels.offered_levels``)."""
        from dicegame.games.farkle.core.levels import offered_levels

        return level in offered_levels(seats, int(options[TARGET]))

    def level_name(self, level: str) -> str:
        from dicegame.games.farkle.core import FarkleLevel

        level = FarkleLevel(level)
        if level is FarkleLevel.MASTER:
            return QCoreApplication.translate("NewGameDialog", "Master")
        if level is FarkleLevel.EXPERT:
            return QCoreApplication.translate("NewGameDialog", "Expert")
        return QCoreApplication.translate("NewGameDialog", "Normal")

    def level_description(self, level: str) -> str:
        """One line per Farkle level (the rules pages say the same)."""
        from dicegame.games.farkle.core import FarkleLevel

        level = FarkleLevel(level)
        if level is FarkleLevel.MASTER:
            return QCoreApplication.translate(
                "NewGameDialog",
                "Master: plays for the best chance to win (exactly with two players; in "
                "larger games, by the chances to win the game shows).",
            )
        if level is FarkleLevel.EXPERT:
            return QCoreApplication.translate(
                "NewGameDialog", "Expert: plays for the most points per turn."
            )
        return QCoreApplication.translate(
            "NewGameDialog",
            "Normal: banks as soon as its turn reaches 300 points (more when behind, "
            "less with one or two dice left), as the rules say.",
        )

    def option_fields(self) -> Sequence[OptionField]:
        return (
            OptionField(
                TARGET,
                "targetCombo",
                lambda: QCoreApplication.translate("NewGameDialog", "&Target (Farkle):"),
                lambda: QCoreApplication.translate("NewGameDialog", "Target score"),
                _target_text,
            ),
        )


class FarkleTargets(QObject):
    """The words of Farkle's target in New game (a QObject: a counted noun needs ``tr``)."""

    def text(self, target: int | str) -> str:
        """A target as New game lists it ("10,000 points", in the language's numbers)."""
        from dicegame.i18n import format_number
        from dicegame.ui.voice.words import counted

        points = int(target)
        return counted(self.tr("%1 point(s)", "", points), points).replace(
            "%1", format_number(points)
        )


def _target_text(target: int | str) -> str:
    return FarkleTargets().text(target)


UI = FarkleUi()
