"""Farkle as the core sees it: its descriptor, registered as a built-in game
(:data:`dicegame.core.games.BUILT_IN`).

Pure Python; imports no Qt. Imported when Farkle is first asked for (a save, the records,
a new game), not at start-up. It has no warm-up steps (issue 37: idle memory): its tables
are loaded when a Farkle game first needs them (:mod:`dicegame.games.farkle.core.tables`).
"""

from __future__ import annotations

import random

from dicegame.core.games import GameSpec, Option, Setup
from dicegame.games.farkle.core import DEFAULT_LEVEL, FARKLE, TARGET, FarkleLevel, save_codec
from dicegame.games.farkle.core.rules import DEFAULT_TARGET, TARGETS, FarkleGame
from dicegame.games.farkle.core.stats import (
    TURN_STATS_KEY,
    FarkleStats,
    FarkleTurnStats,
    seat_results,
)

__all__ = ["SPEC"]


def new_game(setup: Setup, rng: random.Random) -> FarkleGame:
    return FarkleGame(setup.players(), target=int(setup.options[TARGET]), rng=rng)


SPEC = GameSpec(
    kind=FARKLE,
    name="Farkle",
    game_class=FarkleGame,
    new_game=new_game,
    state_to_dict=save_codec.state_to_dict,
    state_from_dict=save_codec.state_from_dict,
    stats_class=FarkleStats,
    results=seat_results,
    tracker_key=TURN_STATS_KEY,
    new_tracker=FarkleTurnStats.for_players,
    tracker_from_dict=FarkleTurnStats.from_dict,
    levels=tuple(FarkleLevel),
    default_level=DEFAULT_LEVEL,
    options=(Option(TARGET, TARGETS, DEFAULT_TARGET),),
    level_key_before="computer_level",
)
