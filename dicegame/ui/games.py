"""The games as the interface shows them: one descriptor each, reached by the game's kind.

A game's interface descriptor, a :class:`GameUi`, says what the shared windows would
otherwise ask by testing the game's kind: its translated title, its welcome card (name,
dice, words), its view and engine classes (imported only when a game starts), its rules
page, its keys for Help ▸ Keyboard, what the New game dialog offers for it, its columns
in Game ▸ Statistics, and a notice to give once when it starts (a damaged install). The
core's descriptor of the same kind is :mod:`dicegame.core.games`.

The welcome page is built from these descriptors before the first paint, so this module
and each game's descriptor module import nothing heavy (no view, no dataclasses, no
``core.setup``): what a method needs, it imports when called. :data:`BUILT_IN_UI` lists
the program's games; :func:`register_ui` adds one while the program runs (the tests'
third game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dicegame.core.registry import LazyRegistry
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA

if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

    from dicegame.core.player_stats import PlayerStats
    from dicegame.ui.board.board_keys import KeyRow
    from dicegame.ui.board.game_view import GameViewClass

__all__ = [
    "BUILT_IN_UI",
    "LEVEL",
    "PENTA_LEVEL",
    "TARGET",
    "GameUi",
    "register_ui",
    "ui_game",
    "ui_kinds",
    "unregister_ui",
]

#: The program's own games, in the order the welcome page shows them: kind → the module
#: of its descriptor (which defines ``UI``).
BUILT_IN_UI: dict[str, str] = {
    PENTA: "dicegame.games.penta.ui.game",
    FARKLE: "dicegame.games.farkle.ui.game",
}

# What the New game dialog can offer a game (GameUi.options), besides names and seats:
LEVEL = "level"  # the computer's level of core.setup.ComputerLevel (Normal, Expert, Master)
PENTA_LEVEL = "penta_level"  # the computer's level of core.setup.PentaLevel
TARGET = "target"  # the score that ends the game (core.common.TARGETS)


class GameUi:
    """A game as the interface shows it. Each game subclasses it and registers one."""

    kind: str = ""
    card_name: str = ""  # the objectName of its welcome card ("playPentaButton")
    card_dice: tuple[int, ...] = ()  # the dice its welcome card shows
    options: frozenset[str] = frozenset()  # what New game offers for it (LEVEL, …)
    average_decimals: int = 0  # the decimals of its averages in Game ▸ Statistics
    # Its modules to import while the program is idle after the first frame, leaves first
    # (ui.window.preload): its core's (the rules, the computer, its save codec and
    # statistics), then its engine's and screen's, so that its first game imports none.
    core_modules: tuple[str, ...] = ()
    screen_modules: tuple[str, ...] = ()

    def title(self) -> str:
        """Its name, translated."""
        raise NotImplementedError

    def card_text(self) -> str:
        """Its welcome card's words: the name, a line break, one line about it."""
        raise NotImplementedError

    def play_name(self) -> str:
        """Its welcome card's accessible name ("Play Penta")."""
        raise NotImplementedError

    def view_class(self) -> GameViewClass:
        """Its view (a ``GameView``; ``view_class().engine_class`` is its engine),
        imported now: start-up stays light."""
        raise NotImplementedError

    def key_rows(self) -> Sequence[KeyRow]:
        """Its board's keys, as data (Help ▸ Keyboard lists them with no game running)."""
        raise NotImplementedError

    def rules_page(self, language: str) -> Path:
        """Its rules page in ``language`` (``resources/rules/<kind>.<language>.html``)."""
        from dicegame.paths import resource_path

        return resource_path("rules", f"{self.kind}.{language}.html")

    def stats_columns(self) -> list[str]:
        """The headings of its own columns in Game ▸ Statistics, after Player, Games,
        Wins, Average and Best (translated)."""
        return []

    def stats_cells(self, stats: PlayerStats) -> list[tuple[str, float]]:
        """Its own cells of a player's row: (text, value to sort by) per column."""
        return []

    def level_available(self, level: str, target: int, seats: int = 2) -> bool:
        """Whether New game offers the computer ``level`` (a ``ComputerLevel`` value) for
        ``target`` at a table of ``seats`` players (e.g. Farkle's Master plays two-player
        games only to the targets whose table is shipped)."""
        return True

    def start_notice(self) -> tuple[str, str] | None:
        """A (title, text) the window says once when this game starts, or None (Penta: its
        strategy table is damaged)."""
        return None


_registry: LazyRegistry[GameUi] = LazyRegistry(BUILT_IN_UI, "UI")


def ui_game(kind: object) -> GameUi:
    """The interface descriptor of game ``kind`` (``UnknownGameError`` when none)."""
    # a built-in game's descriptor module is light: see the module's docstring
    game = _registry.get(kind)
    if game is None:
        from dicegame.core.games import UnknownGameError

        raise UnknownGameError(kind)
    return game


def ui_kinds() -> tuple[str, ...]:
    """Every game the interface shows: the built-in ones first, then those registered."""
    return _registry.kinds()


def register_ui(game: GameUi) -> None:
    """Add a game to the interface (its core descriptor is registered with
    ``dicegame.core.games.register``); a ``ValueError`` when its kind is taken."""
    _registry.register(game.kind, game, "shown")


def unregister_ui(kind: str) -> None:
    """Take a registered game away again (the built-in ones stay)."""
    _registry.unregister(kind)
