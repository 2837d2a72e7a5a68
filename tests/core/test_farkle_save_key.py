"""FarkleGame.is_over (once ``game_over``) keeps the save format's ``game_over`` key."""

from __future__ import annotations

import random

from dicegame.core.saves import game_from_dict, game_to_dict
from dicegame.core.setup import GameSetup
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.rules import FarkleGame


def finished_game() -> tuple[GameSetup, FarkleGame]:
    setup = GameSetup(FARKLE, humans=("Ana", "Rui"), with_computer=False)
    game = FarkleGame(setup.players(), target=int(setup.options["target"]), rng=random.Random(1))
    game.totals, game.final_trigger = [10_150, 8_700], 0
    game.turn_number, game.current, game.is_over = 3, 0, True
    return setup, game


def test_a_save_still_names_the_flag_game_over() -> None:
    setup, game = finished_game()
    data = game_to_dict(setup, game)
    state = data["state"]
    assert state["game_over"] is True and "is_over" not in state


def test_an_old_save_with_game_over_loads_as_is_over() -> None:
    setup, game = finished_game()
    saved = game_from_dict(game_to_dict(setup, game))
    assert saved.game.is_over and not hasattr(saved.game, "game_over")
