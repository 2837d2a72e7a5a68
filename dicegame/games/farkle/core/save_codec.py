"""Farkle's part of a save: its state as JSON, and the checks of what is read back.

Pure Python; imports no Qt. The save's envelope (format, version, setup, random generator,
extras) is :mod:`dicegame.core.saves`; Farkle's descriptor (:mod:`.game`) names these two
functions.
"""

from __future__ import annotations

import random
from typing import Any

from dicegame.core.games import Setup
from dicegame.core.saves import (
    dice_from_list,
    multiple_of_50,
    players_from_list,
    players_to_list,
)
from dicegame.core.validate import (
    Problem,
    expect_bool,
    expect_int,
    expect_list,
    expect_object,
    fail,
)
from dicegame.games.farkle.core import TARGET
from dicegame.games.farkle.core import rules as farkle
from dicegame.games.farkle.core.rules import FarkleGame

__all__ = ["state_from_dict", "state_to_dict"]

MAX_FARKLE_POINTS = 10_000_000  # far beyond any real game, small enough to refuse nonsense
MAX_HOT_GROUPS = 600  # groups set aside before hot dice in one turn: 100 hot dice
MAX_FARKLE_TURNS = 1_000_000


_FARKLE_KEYS = (
    "players",
    "target",
    "totals",
    "current",
    "turn_number",
    "turn_points",
    "roll_dice",
    "selected",
    "set_aside",
    "farkled",
    "final_trigger",
    "game_over",
    "lost_points",
)


def state_to_dict(game: FarkleGame) -> dict[str, Any]:
    return {
        "players": players_to_list(game.players),
        "target": game.target,
        "totals": list(game.totals),
        "current": game.current,
        "turn_number": game.turn_number,
        "turn_points": game.turn_points,
        "roll_dice": list(game.roll_dice),
        "selected": sorted(game.selected),
        "set_aside": [list(group) for group in game.set_aside],
        "hot_groups": [list(group) for group in game.hot_groups],
        "farkled": game.farkled,
        "final_trigger": game.final_trigger,
        "game_over": game.is_over,
        "lost_points": game.lost_points,
    }


def state_from_dict(data: Any, setup: Setup, rng: random.Random) -> FarkleGame:
    obj = expect_object(data, "The Farkle state", _FARKLE_KEYS, optional=("hot_groups",))
    players = players_from_list(obj["players"], setup)
    count = len(players)
    target = expect_int(obj["target"], "The target", 0, MAX_FARKLE_POINTS)
    if target != setup.options[TARGET]:
        fail(Problem.INCONSISTENT, "The target of the game does not match the target of the setup.")
    totals_raw = expect_list(obj["totals"], "The list of totals", count, count)
    totals = [multiple_of_50(total, "A total", MAX_FARKLE_POINTS) for total in totals_raw]
    game = FarkleGame(players, target=target, rng=rng)
    game.totals = totals
    _read_farkle_progress(obj, game)
    _read_farkle_turn(obj, game)
    return game


def _read_farkle_progress(obj: dict[str, Any], game: FarkleGame) -> None:
    count = len(game.players)
    game.current = expect_int(obj["current"], "The current player", 0, count - 1)
    game.turn_number = expect_int(obj["turn_number"], "The turn number", 1, MAX_FARKLE_TURNS)
    if (game.turn_number - 1) % count != game.current:
        fail(Problem.INCONSISTENT, "The turn number does not match the current player.")
    game.lost_points = multiple_of_50(obj["lost_points"], "The lost points", MAX_FARKLE_POINTS)
    game.is_over = expect_bool(obj["game_over"], "The game-over flag")
    trigger = obj["final_trigger"]
    if trigger is None:
        if game.is_over or max(game.totals) >= game.target:
            fail(Problem.INCONSISTENT, "A total reached the target but no last round was started.")
    else:
        expect_int(trigger, "The player who triggered the last round", 0, count - 1)
        if game.totals[trigger] < game.target:
            fail(
                Problem.INCONSISTENT,
                "The player who triggered the last round has not reached the target.",
            )
        if game.is_over != (game.current == trigger):
            fail(
                Problem.INCONSISTENT,
                "The game ends exactly when the turn comes back to the trigger player.",
            )
    game.final_trigger = trigger


def _read_farkle_turn(obj: dict[str, Any], game: FarkleGame) -> None:
    dice = dice_from_list(obj["roll_dice"], "The rolled dice", 0, farkle.DICE_COUNT)
    selected_raw = expect_list(obj["selected"], "The dice set aside", 0, len(dice))
    selected = frozenset(
        expect_int(i, "A set-aside die index", 0, len(dice) - 1) for i in selected_raw
    )
    if len(selected) != len(selected_raw):
        fail(Problem.INCONSISTENT, "A die is set aside twice.")
    groups_raw = expect_list(obj["set_aside"], "The earlier set-aside groups", 0, farkle.DICE_COUNT)
    groups = [
        dice_from_list(group, "A set-aside group", 1, farkle.DICE_COUNT) for group in groups_raw
    ]
    points = multiple_of_50(obj["turn_points"], "The turn points", MAX_FARKLE_POINTS)
    farkled = expect_bool(obj["farkled"], "The farkle flag")
    hot_raw = expect_list(obj.get("hot_groups", []), "The hot dice groups", 0, MAX_HOT_GROUPS)
    hot = [dice_from_list(group, "A hot dice group", 1, farkle.DICE_COUNT) for group in hot_raw]
    if any(farkle.score(group) == 0 for group in hot):
        fail(Problem.INCONSISTENT, "A hot dice group does not score.")
    if hot and sum(len(group) for group in hot) % farkle.DICE_COUNT:
        fail(Problem.INCONSISTENT, "The hot dice groups must make six dice each time.")
    if not dice:
        if selected or groups or hot or points or farkled:
            fail(
                Problem.INCONSISTENT,
                "Before the first roll of a turn nothing can be set aside or farkled.",
            )
    else:
        if game.is_over:
            fail(Problem.INCONSISTENT, "A finished Farkle game cannot show dice.")
        if len(dice) + sum(len(group) for group in groups) != farkle.DICE_COUNT:
            fail(Problem.INCONSISTENT, "The rolled dice and the set-aside dice must make six.")
        if any(farkle.score(group) == 0 for group in groups):
            fail(Problem.INCONSISTENT, "An earlier set-aside group does not score.")
        if points < sum(farkle.score(group) for group in [*hot, *groups]):
            fail(
                Problem.INCONSISTENT,
                "The turn points are fewer than the set-aside groups are worth.",
            )
        if not selected <= farkle.countable_dice(dice):
            fail(Problem.INCONSISTENT, "A die set aside from the roll does not count.")
        if farkled != farkle.is_farkle(dice):
            fail(Problem.INCONSISTENT, "The farkle flag does not match the rolled dice.")
        if farkled and (selected or game.lost_points != points):
            fail(
                Problem.INCONSISTENT,
                "After a farkle nothing is set aside and the turn points are lost.",
            )
    game.roll_dice, game.selected, game.set_aside = dice, selected, groups
    game.hot_groups = hot  # saves before it kept only the groups since the last hot dice
    game.turn_points, game.farkled = points, farkled
