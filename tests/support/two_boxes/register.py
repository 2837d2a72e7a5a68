"""Two boxes' descriptors, and their registration: what a game adds to the registries."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import cast

from dicegame.core.games import register, unregister
from dicegame.core.player_stats import PlayerStats
from dicegame.ui.board.board_keys import KeyRow
from dicegame.ui.board.game_view import GameViewClass
from dicegame.ui.games import GameUi, OptionField, register_ui, unregister_ui

from . import HIGH_OPTION, TWO_BOXES
from .core import SPEC, TwoBoxesStats

RULES = Path(__file__).with_name("rules.html")


class TwoBoxesUi(GameUi):
    kind = TWO_BOXES
    card_name = "playTwoBoxesButton"
    card_dice = (3,)

    def title(self) -> str:
        return "Two boxes"

    def card_text(self) -> str:
        return "Two boxes\n1 die, 2 boxes a player"

    def play_name(self) -> str:
        return "Play Two boxes"

    def view_class(self) -> GameViewClass:
        from .view import TwoBoxesView

        return cast("GameViewClass", TwoBoxesView)

    def key_rows(self) -> tuple[KeyRow, ...]:
        from .view import KEYS

        return KEYS

    def rules_page(self, language: str) -> Path:
        return RULES  # one page, in English

    def option_fields(self) -> tuple[OptionField, ...]:
        """Its own option in New game (no computer levels: it has none)."""
        times = {2: "Twice the die", 3: "Three times the die"}
        return (
            OptionField(
                HIGH_OPTION,
                "twoBoxesHighCombo",
                lambda: "&High box:",
                lambda: "High box scores",
                lambda value: times[int(value)],
            ),
        )

    def stats_columns(self) -> list[str]:
        return ["Sixes"]

    def stats_cells(self, stats: PlayerStats) -> list[tuple[str, float]]:
        assert isinstance(stats, TwoBoxesStats)
        return [(str(stats.sixes), stats.sixes)]


UI = TwoBoxesUi()


@contextmanager
def registered() -> Iterator[None]:
    """Two boxes known to the program while the block runs."""
    register(SPEC)
    register_ui(UI)
    try:
        yield
    finally:
        unregister_ui(TWO_BOXES)
        unregister(TWO_BOXES)
