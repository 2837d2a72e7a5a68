"""Saved games: a versioned JSON format, its validation, and safe file helpers.

Pure Python; imports no Qt. NEVER pickle: a save file is plain JSON that is checked
field by field on load, so a damaged or hand-edited file can only ever produce a
:class:`SaveFormatError` with a one-sentence reason, never a broken game.

The file helpers (atomic writes, reading only regular files, setting a bad file aside)
live in :mod:`dicegame.core.files`, the typed readers and the error codes in
:mod:`dicegame.core.validate`; the limits shared with the records and the New game dialog
live in :mod:`dicegame.core.limits`.
"""

from __future__ import annotations

import math
import os
import random
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from dicegame.core.common import MAX_HUMANS, GameError, Player
from dicegame.core.files import MAX_FILE_BYTES, LoadResult, load_json_file, write_json_atomic
from dicegame.core.limits import MAX_NAME_LENGTH
from dicegame.core.setup import ComputerLevel, GameKind, GameSetup, PentaLevel
from dicegame.core.validate import (
    Problem,
    SaveFormatError,
    check_writable,
    expect_bool,
    expect_int,
    expect_list,
    expect_object,
    expect_str,
    fail,
)
from dicegame.games.farkle.core import rules as farkle
from dicegame.games.farkle.core.rules import FarkleGame
from dicegame.games.penta.core import rules as penta
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet

__all__ = [
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "MAX_FILE_BYTES",
    "MAX_NAME_LENGTH",
    "SaveFormatError",
    "SavedGame",
    "LoadResult",
    "game_to_dict",
    "game_from_dict",
    "new_game_id",
    "setup_to_dict",
    "setup_from_dict",
    "sheet_to_dict",
    "sheet_from_dict",
    "rng_to_dict",
    "rng_from_dict",
    "possible_box_values",
    "save_game",
    "load_game",
]

SAVE_FORMAT = "dicegame-save"
SAVE_VERSION = 1
MAX_FARKLE_POINTS = 10_000_000  # far beyond any real game, small enough to refuse nonsense
MAX_HOT_GROUPS = 600  # groups set aside before hot dice in one turn: 100 hot dice
MAX_FARKLE_TURNS = 1_000_000
MAX_PENTA_BONUSES = 12  # one per box other than Penta itself
_MT_STATE_LENGTH = 625  # random.Random().getstate()[1]: 624 words + the position
_MT_VERSION = 3

Game = PentaGame | FarkleGame


class ExtraPart(StrEnum):
    """A part of a save's ``extra`` that a game goes on without when it is damaged. The
    engines check their own parts (``GameEngine.damaged_extra``); the autosave words
    them."""

    LOG = "log"  # the game log
    REVIEW = "review"  # Penta's move review (the decisions)


@dataclass
class SavedGame:
    """What a save file holds: the New game choice, the game, and the engine's extras."""

    setup: GameSetup
    game: Game
    extra: dict[str, Any] = field(default_factory=dict)
    game_id: str = ""
    saved_at: str = ""


# ----- readers of this format ------------------------------------------------------------
def _dice(value: Any, where: str, low: int, high: int) -> tuple[int, ...]:
    items = expect_list(value, where, low, high)
    each = f"Each die of {where[0].lower()}{where[1:]}"
    return tuple(expect_int(die, each, 1, 6) for die in items)


def _multiple_of_50(value: Any, where: str, high: int) -> int:
    number = expect_int(value, where, 0, high)
    if number % 50:
        fail(Problem.BAD_VALUE, f"{where} must be a multiple of 50, got {number}.")
    return number


# ----- setup ----------------------------------------------------------------------------
def setup_to_dict(setup: GameSetup) -> dict[str, Any]:
    return {
        "kind": GameKind(setup.kind).value,
        "humans": list(setup.humans),
        "with_computer": setup.with_computer,
        "computer_level": ComputerLevel(setup.computer_level).value,
        "target": setup.target,
        "computer_name": setup.computer_name,
        "penta_level": PentaLevel(setup.penta_level).value,
    }


def setup_from_dict(data: Any) -> GameSetup:
    keys = ("kind", "humans", "with_computer", "computer_level", "target", "computer_name")
    obj = expect_object(data, "The setup", keys, optional=("penta_level",))
    kinds = [kind.value for kind in GameKind]
    levels = [level.value for level in ComputerLevel]
    penta_levels = [level.value for level in PentaLevel]
    penta_level = obj.get("penta_level", PentaLevel.PERFECT.value)  # saves before levels
    if penta_level not in penta_levels:
        fail(Problem.BAD_VALUE, f"The Penta computer level must be one of {penta_levels}.")
    if obj["kind"] not in kinds:
        fail(Problem.BAD_VALUE, f"The game kind must be one of {kinds}.")
    if obj["computer_level"] not in levels:
        fail(Problem.BAD_VALUE, f"The computer level must be one of {levels}.")
    humans = expect_list(obj["humans"], "The list of human players", 1, MAX_HUMANS)
    names = tuple(expect_str(name, "A player name") for name in humans)
    computer_name = expect_str(obj["computer_name"], "The computer's name")
    if not computer_name.strip():
        fail(Problem.BAD_VALUE, "The computer needs a name.")
    target = expect_int(obj["target"], "The target", 0, MAX_FARKLE_POINTS)
    try:
        return GameSetup(
            kind=GameKind(obj["kind"]),
            humans=names,
            with_computer=expect_bool(obj["with_computer"], "The computer flag"),
            computer_level=ComputerLevel(obj["computer_level"]),
            target=target,
            computer_name=computer_name,
            penta_level=PentaLevel(penta_level),
        )
    except GameError as error:
        raise SaveFormatError(Problem.BAD_VALUE, f"The setup is not allowed: {error}.") from error


# ----- random generator -----------------------------------------------------------------
def rng_to_dict(rng: random.Random) -> dict[str, Any]:
    """The generator's state as JSON (a Mersenne Twister state is 625 ints)."""
    version, internal, gauss_next = rng.getstate()
    return {"version": version, "internal": list(internal), "gauss_next": gauss_next}


def rng_from_dict(data: Any) -> random.Random:
    obj = expect_object(data, "The random generator state", ("version", "internal", "gauss_next"))
    if obj["version"] != _MT_VERSION or isinstance(obj["version"], bool):
        fail(Problem.BAD_VALUE, f"The random generator state must be version {_MT_VERSION}.")
    words = expect_list(obj["internal"], "The random generator state", 625, 625)
    internal = tuple(expect_int(word, "A random generator word", 0, 2**32 - 1) for word in words)
    expect_int(internal[-1], "The random generator position", 0, _MT_STATE_LENGTH - 1)
    gauss = obj["gauss_next"]
    if gauss is not None and (not isinstance(gauss, float) or not math.isfinite(gauss)):
        fail(
            Problem.BAD_VALUE, "The random generator's gauss_next must be null or a finite number."
        )
    rng = random.Random()
    try:
        rng.setstate((_MT_VERSION, internal, gauss))
    except (TypeError, ValueError, OverflowError) as error:
        raise SaveFormatError(
            Problem.BAD_VALUE, f"The random generator state is refused: {error}."
        ) from error
    return rng


# ----- players ----------------------------------------------------------------------------
def _players_to_list(players: Sequence[Player]) -> list[dict[str, Any]]:
    return [{"name": p.name, "computer": p.is_computer} for p in players]


def _players_from_list(data: Any, setup: GameSetup) -> tuple[Player, ...]:
    items = expect_list(data, "The list of players", 1, MAX_HUMANS + 1)
    players = []
    for item in items:
        obj = expect_object(item, "A player", ("name", "computer"))
        players.append(
            Player(
                expect_str(obj["name"], "A player name"),
                expect_bool(obj["computer"], "A player's computer flag"),
            )
        )
    if tuple(players) != setup.players():
        fail(Problem.INCONSISTENT, "The players of the game do not match the players of the setup.")
    return tuple(players)


# ----- Penta --------------------------------------------------------------------------------
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


def _penta_to_dict(game: PentaGame) -> dict[str, Any]:
    return {
        "players": _players_to_list(game.players),
        "sheets": [sheet_to_dict(sheet) for sheet in game.sheets],
        "totals": game.totals(),
        "current": game.current,
        "round": game.round,
        "dice": None if game.dice is None else list(game.dice),
        "held": list(game.held),
        "rolls_used": game.rolls_used,
    }


_PENTA_KEYS = ("players", "sheets", "totals", "current", "round", "dice", "held", "rolls_used")


def _penta_from_dict(data: Any, setup: GameSetup, rng: random.Random) -> PentaGame:
    obj = expect_object(data, "The Penta state", _PENTA_KEYS)
    players = _players_from_list(obj["players"], setup)
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
    dice = None if obj["dice"] is None else _dice(obj["dice"], "The dice", 5, 5)
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


# ----- Farkle ---------------------------------------------------------------------------------
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


def _farkle_to_dict(game: FarkleGame) -> dict[str, Any]:
    return {
        "players": _players_to_list(game.players),
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


def _farkle_from_dict(data: Any, setup: GameSetup, rng: random.Random) -> FarkleGame:
    obj = expect_object(data, "The Farkle state", _FARKLE_KEYS, optional=("hot_groups",))
    players = _players_from_list(obj["players"], setup)
    count = len(players)
    target = expect_int(obj["target"], "The target", 0, MAX_FARKLE_POINTS)
    if target != setup.target:
        fail(Problem.INCONSISTENT, "The target of the game does not match the target of the setup.")
    totals_raw = expect_list(obj["totals"], "The list of totals", count, count)
    totals = [_multiple_of_50(total, "A total", MAX_FARKLE_POINTS) for total in totals_raw]
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
    game.lost_points = _multiple_of_50(obj["lost_points"], "The lost points", MAX_FARKLE_POINTS)
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
    dice = _dice(obj["roll_dice"], "The rolled dice", 0, farkle.DICE_COUNT)
    selected_raw = expect_list(obj["selected"], "The dice set aside", 0, len(dice))
    selected = frozenset(
        expect_int(i, "A set-aside die index", 0, len(dice) - 1) for i in selected_raw
    )
    if len(selected) != len(selected_raw):
        fail(Problem.INCONSISTENT, "A die is set aside twice.")
    groups_raw = expect_list(obj["set_aside"], "The earlier set-aside groups", 0, farkle.DICE_COUNT)
    groups = [_dice(group, "A set-aside group", 1, farkle.DICE_COUNT) for group in groups_raw]
    points = _multiple_of_50(obj["turn_points"], "The turn points", MAX_FARKLE_POINTS)
    farkled = expect_bool(obj["farkled"], "The farkle flag")
    hot_raw = expect_list(obj.get("hot_groups", []), "The hot dice groups", 0, MAX_HOT_GROUPS)
    hot = [_dice(group, "A hot dice group", 1, farkle.DICE_COUNT) for group in hot_raw]
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


def new_game_id() -> str:
    """A fresh id for a game, kept in its saves so its result is recorded only once."""
    return uuid.uuid4().hex


# ----- whole save -------------------------------------------------------------------------------
_TOP_KEYS = ("format", "version", "game_id", "saved_at", "setup", "state", "rng", "extra")


def game_to_dict(
    setup: GameSetup,
    game: Game,
    extra: Mapping[str, Any] | None = None,
    *,
    game_id: str = "",
    include_rng: bool = True,
    saved_at: datetime | None = None,
) -> dict[str, Any]:
    """Everything needed to continue ``game`` later, as plain JSON data.

    ``extra`` is the engine's own small JSON object (e.g. Farkle turn statistics).
    """
    if isinstance(game, PentaGame) != (GameKind(setup.kind) is GameKind.PENTA):
        raise TypeError(f"a {type(game).__name__} does not match a {setup.kind} setup")
    state = _penta_to_dict(game) if isinstance(game, PentaGame) else _farkle_to_dict(game)
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game_id": game_id or new_game_id(),
        "saved_at": (saved_at or datetime.now()).isoformat(timespec="seconds"),
        "setup": setup_to_dict(setup),
        "state": state,
        "rng": rng_to_dict(game.rng) if include_rng else None,
        "extra": dict(extra or {}),
    }


def game_from_dict(data: Any) -> SavedGame:
    """Rebuild a saved game; raise :class:`SaveFormatError` on anything invalid."""
    obj = expect_object(data, "The save", _TOP_KEYS)
    if obj["format"] != SAVE_FORMAT:
        fail(Problem.WRONG_FORMAT, "The file is not a dicegame save.")
    if obj["version"] != SAVE_VERSION or isinstance(obj["version"], bool):
        version = str(obj["version"])[:20]
        fail(
            Problem.WRONG_VERSION, f"The save version {version} is not supported.", version=version
        )
    game_id = expect_str(obj["game_id"], "The game id", 64)
    saved_at = expect_str(obj["saved_at"], "The save time", 64)
    setup = setup_from_dict(obj["setup"])
    rng = random.Random() if obj["rng"] is None else rng_from_dict(obj["rng"])
    if setup.kind is GameKind.PENTA:
        game: Game = _penta_from_dict(obj["state"], setup, rng)
    else:
        game = _farkle_from_dict(obj["state"], setup, rng)
    extra = obj["extra"]
    if not isinstance(extra, dict):
        fail(Problem.NOT_OBJECT, "The extra data must be an object.")
    check_writable(extra, "The extra data")
    return SavedGame(setup, game, extra, game_id, saved_at)


def save_game(
    path: str | os.PathLike[str],
    setup: GameSetup,
    game: Game,
    extra: Mapping[str, Any] | None = None,
    *,
    game_id: str = "",
) -> None:
    """Atomically write a save file (see :func:`write_json_atomic`)."""
    write_json_atomic(path, game_to_dict(setup, game, extra, game_id=game_id))


def load_game(path: str | os.PathLike[str]) -> LoadResult[SavedGame]:
    """Load a save file; a bad one is moved aside (see :func:`load_json_file`)."""
    return load_json_file(path, game_from_dict)
