"""Every field of a game's state, to compare states (round trips, refused actions)."""

from __future__ import annotations

import copy

from dicegame.games.farkle.core.rules import FarkleGame
from dicegame.games.penta.core.rules import PentaGame


def game_fields(game: PentaGame | FarkleGame) -> tuple:
    """Every field of the state, the generator included."""
    if isinstance(game, PentaGame):
        return (
            game.players,
            list(game.sheets),
            game.current,
            game.round,
            game.dice,
            game.held,
            game.rolls_used,
            game.rng.getstate(),
        )
    return (
        game.players,
        game.target,
        list(game.totals),
        game.current,
        game.turn_number,
        game.turn_points,
        game.roll_dice,
        game.selected,
        copy.deepcopy(game.set_aside),
        game.farkled,
        game.final_trigger,
        game.is_over,
        game.lost_points,
        game.rng.getstate(),
    )
