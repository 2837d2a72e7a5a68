"""Penta as the core sees it: its descriptor, registered as a built-in game
(:data:`dicegame.core.games.BUILT_IN`).

Pure Python; imports no Qt. Imported when Penta is first asked for (a save, the records,
a new game), not at start-up.
"""

from __future__ import annotations

import random

from dicegame.core.games import GameSpec, Setup
from dicegame.games.penta.core import DEFAULT_LEVEL, PENTA, PentaLevel, save_codec
from dicegame.games.penta.core.rules import PentaGame
from dicegame.games.penta.core.stats import PentaStats, seat_results

__all__ = ["SPEC"]


def new_game(setup: Setup, rng: random.Random) -> PentaGame:
    return PentaGame(setup.players(), rng)


def _warm_up() -> None:
    """The strategy table, read and checked (a damaged one is said by the game)."""
    from dicegame.games.penta.core import strategy

    strategy.table_problem()


SPEC = GameSpec(
    kind=PENTA,
    name="Penta",
    game_class=PentaGame,
    new_game=new_game,
    state_to_dict=save_codec.state_to_dict,
    state_from_dict=save_codec.state_from_dict,
    stats_class=PentaStats,
    results=seat_results,
    warm_up=(_warm_up,),
    levels=tuple(PentaLevel),
    default_level=DEFAULT_LEVEL,
    level_key_before="penta_level",
)
