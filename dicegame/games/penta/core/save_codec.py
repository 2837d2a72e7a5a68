"""Penta's part of a save: its state as JSON, and the checks of what is read back.

Pure Python; imports no Qt. The save's envelope (format, version, setup, random generator,
extras) is :mod:`dicegame.core.saves`; Penta's descriptor (:mod:`.game`) names these two
functions.
"""

from __future__ import annotations

import random
from typing import Any

from dicegame.core.games import Setup
from dicegame.core.saves import dice_from_list, players_from_list, players_to_list
from dicegame.core.validate import (
    Problem,
    expect_bool,
    expect_int,
    expect_list,
    expect_object,
    fail,
)
from dicegame.games.penta.core import rules as penta
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet

__all__ = [
    "possible_box_values",
    "sheet_from_dict",
    "sheet_to_dict",
    "state_from_dict",
    "state_to_dict",
]

MAX_PENTA_BONUSES = 12  # one per box other than Penta itself


def possible_box_values(box: Box) -> frozenset[int]:
    """Every value a box can ever hold, joker rule included."""
    if box.is_upper:
        return frozenset(box.face * count for count in range(penta.DICE_COUNT + 1))
    fixed = {
        Box.FULL_HOUSE: penta.FULL_HOUSE_SCORE,
        Box.SMALL_STRAIGHT: penta.SMALL_STRAIGHT_SCORE,
        Box.LARGE_STRAIGHT: penta.LARGE_STRAIGHT_SCORE,
        Box.PENTA: penta.PENTA_SCORE,
    }
    if box in fixed:
        return frozenset({0, fixed[box]})
    sums = frozenset(range(penta.DICE_COUNT, 6 * penta.DICE_COUNT + 1))
    return sums if box is Box.CHANCE else sums | {0}


_BOX_VALUES = {box: possible_box_values(box) for box in Box}


def sheet_to_dict(sheet: Sheet) -> dict[str, Any]:
    return {"scores": list(sheet.scores), "penta_bonuses": sheet.penta_bonuses}


def sheet_from_dict(data: Any, seat: int) -> Sheet:
    where = f"The sheet of player {seat + 1}"
    obj = expect_object(data, where, ("scores", "penta_bonuses"))
    raw = expect_list(obj["scores"], f"{where} scores", len(Box), len(Box))
    scores: list[int | None] = []
    for box, value in zip(Box, raw, strict=True):
        if value is not None:
            expect_int(value, f"{where}, box {box.name}", 0, penta.PENTA_SCORE)
            if value not in _BOX_VALUES[box]:
                fail(Problem.BAD_VALUE, f"{where}, box {box.name} cannot hold {value}.")
        scores.append(value)
    bonuses = expect_int(obj["penta_bonuses"], f"{where} Penta bonus count", 0, MAX_PENTA_BONUSES)
    if bonuses and scores[Box.PENTA] != penta.PENTA_SCORE:
        fail(Problem.INCONSISTENT, f"{where} has Penta bonuses without 50 in the Penta box.")
    filled = sum(score is not None for score in scores)
    if bonuses > max(0, filled - 1):
        fail(
            Problem.INCONSISTENT,
            f"{where} has more Penta bonuses than boxes filled after the Penta.",
        )
    return Sheet(tuple(scores), bonuses)


def state_to_dict(game: PentaGame) -> dict[str, Any]:
    return {
        "players": players_to_list(game.players),
        "sheets": [sheet_to_dict(sheet) for sheet in game.sheets],
        "totals": game.totals(),
        "current": game.current,
        "round": game.round,
        "dice": None if game.dice is None else list(game.dice),
        "held": list(game.held),
        "rolls_used": game.rolls_used,
    }


_PENTA_KEYS = ("players", "sheets", "totals", "current", "round", "dice", "held", "rolls_used")


def state_from_dict(data: Any, setup: Setup, rng: random.Random) -> PentaGame:
    obj = expect_object(data, "The Penta state", _PENTA_KEYS)
    players = players_from_list(obj["players"], setup)
    count = len(players)
    items = expect_list(obj["sheets"], "The list of sheets", count, count)
    sheets = [sheet_from_dict(item, seat) for seat, item in enumerate(items)]
    totals = expect_list(obj["totals"], "The list of totals", count, count)
    if totals != [sheet.total for sheet in sheets]:
        fail(Problem.INCONSISTENT, "The saved totals do not match the score sheets.")
    current = expect_int(obj["current"], "The current player", 0, count - 1)
    round_ = expect_int(obj["round"], "The round", 1, penta.ROUNDS)
    _check_penta_progress(sheets, current, round_)
    rolls_used = expect_int(obj["rolls_used"], "The number of rolls used", 0, penta.ROLLS_PER_TURN)
    dice = None if obj["dice"] is None else dice_from_list(obj["dice"], "The dice", 5, 5)
    held_raw = expect_list(obj["held"], "The held flags", penta.DICE_COUNT, penta.DICE_COUNT)
    held = tuple(expect_bool(flag, "A held flag") for flag in held_raw)
    if (dice is None) != (rolls_used == 0):
        fail(
            Problem.INCONSISTENT, "The dice must be shown exactly when at least one roll was used."
        )
    if dice is None and any(held):
        fail(Problem.INCONSISTENT, "No die can be held before the first roll.")
    if dice is not None and all(sheet.is_complete for sheet in sheets):
        fail(Problem.INCONSISTENT, "A finished Penta game cannot show dice.")
    game = PentaGame(players, rng=rng)
    game.sheets = sheets
    game.current, game.round = current, round_
    game.dice = dice
    game.held, game.rolls_used = held, rolls_used
    return game


def _check_penta_progress(sheets: list[Sheet], current: int, round_: int) -> None:
    """Players before ``current`` have played ``round_`` turns, the others one fewer."""
    if all(sheet.is_complete for sheet in sheets):
        if round_ != penta.ROUNDS or current != len(sheets) - 1:
            fail(
                Problem.INCONSISTENT,
                "A finished Penta game must end on the last player of round 13.",
            )
        return
    for seat, sheet in enumerate(sheets):
        expected = round_ if seat < current else round_ - 1
        if sheet.filled_count != expected:
            fail(
                Problem.INCONSISTENT,
                f"Player {seat + 1} has {sheet.filled_count} boxes filled, "
                f"but round {round_} with player {current + 1} to play needs {expected}.",
            )
