"""Farkle as the core sees it: its descriptor, registered as a built-in game
(:data:`dicegame.core.games.BUILT_IN`).

Pure Python; imports no Qt. Imported when Farkle is first asked for (a save, the records,
a new game), not at start-up.
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


def _rolls() -> None:
    """The set-aside options and the farkle chance of every roll."""
    from dicegame.games.farkle.core.ai import roll_outcomes
    from dicegame.games.farkle.core.rules import DICE_COUNT, farkle_probability

    for dice in range(1, DICE_COUNT + 1):
        roll_outcomes(dice)
        farkle_probability(dice)


def _expert() -> None:
    """The Expert's turn table (read from its file)."""
    from dicegame.games.farkle.core.ai import expert_turn_value

    expert_turn_value(0, 6)


def _master() -> None:
    """The Master's last-turn chances and its first turn of a game to 10 000."""
    from dicegame.games.farkle.core.master import last_turn_chance, turn_values
    from dicegame.games.farkle.core.rules import DEFAULT_TARGET

    last_turn_chance(0, 0, 6)
    turn_values(DEFAULT_TARGET, 0, 0)  # the chances at the start of a game to 10 000


def _field() -> None:
    """The per-turn distributions and final-round tables behind the chances of 3-6
    players."""
    from dicegame.games.farkle.core.turns import CHASE_CAP, chase_model, policy_of, turn_model

    for level in ("expert", "normal"):
        assert turn_model(policy_of(level)).start
        chase_model(level).reach(CHASE_CAP)


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
    warm_up=(_rolls, _expert, _master, _field),
    levels=tuple(FarkleLevel),
    default_level=DEFAULT_LEVEL,
    options=(Option(TARGET, TARGETS, DEFAULT_TARGET),),
    level_key_before="computer_level",
)
