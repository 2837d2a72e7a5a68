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

from typing import TYPE_CHECKING, NamedTuple

from dicegame.core.registry import LazyRegistry
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence
    from pathlib import Path

    from dicegame.core.player_stats import PlayerStats
    from dicegame.ui.board.board_keys import KeyRow
    from dicegame.ui.board.game_view import GameViewClass

__all__ = [
    "BUILT_IN_UI",
    "GameUi",
    "OptionField",
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


class OptionField(NamedTuple):
    """How the New game dialog offers one of a game's own options (a list to choose
    from): the option, its values and its default are the core descriptor's
    (``GameSpec.options``); the words are the interface's."""

    name: str  # the option's name (its GameSpec.options entry; the key in setup.options)
    object_name: str  # its list's objectName ("targetCombo")
    label: Callable[[], str]  # its row's label, translated, with its shortcut ("&Target:")
    accessible_name: Callable[[], str]  # its list's, translated ("Target score")
    value_text: Callable[[int | str], str]  # a value as the list shows it, translated


class GameUi:
    """A game as the interface shows it. Each game subclasses it and registers one."""

    kind: str = ""
    card_name: str = ""  # the objectName of its welcome card ("playPentaButton")
    card_dice: tuple[int, ...] = ()  # the dice its welcome card shows
    level_list_name: str = ""  # the objectName of its list of computer levels in New game
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

    # ----- what New game offers for it, besides the players (its core descriptor's levels
    # and options, in words)
    def levels(self, seats: int, options: Mapping[str, int | str]) -> list[tuple[str, bool]]:
        """Its computer's levels in the order New game lists them (``GameSpec.levels``),
        each with whether a table of ``seats`` players with ``options`` offers it."""
        from dicegame.core.games import game_spec

        return [
            (level, self.level_available(level, seats, options))
            for level in game_spec(self.kind).levels
        ]

    def level_available(self, level: str, seats: int, options: Mapping[str, int | str]) -> bool:
        """Whether New game offers the computer ``level`` at a table of ``seats`` players
        with ``options`` (Farkle's Master plays two-player games only to the targets
        whose table is shipped). A level not offered is listed, greyed out."""
        return True

    def level_name(self, level: str) -> str:
        """A level as New game lists it, translated."""
        return level

    def level_description(self, level: str) -> str:
        """One line about a level, under the list (translated; the rules page says the
        same)."""
        return ""

    def option_fields(self) -> Sequence[OptionField]:
        """How New game offers each of its own options (``GameSpec.options``), in order."""
        return ()

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
