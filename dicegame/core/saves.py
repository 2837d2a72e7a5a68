"""Saved games: a versioned JSON format, its validation, and safe file helpers.

Pure Python; imports no Qt. NEVER pickle: a save file is plain JSON that is checked
field by field on load, so a damaged or hand-edited file can only ever produce a
:class:`SaveFormatError` with a one-sentence reason, never a broken game.

The file helpers (atomic writes, reading only regular files, setting a bad file aside)
live in :mod:`dicegame.core.files`, the typed readers and the error codes in
:mod:`dicegame.core.validate`; the limits shared with the records and the New game dialog
live in :mod:`dicegame.core.limits`. Each game's state is written and checked by its own
codec (``state_to_dict`` / ``state_from_dict`` of its descriptor, :mod:`dicegame.core.games`):
this module keeps the envelope and reads the kind first, so a save of a game this program
does not know is refused (``Problem.UNKNOWN_GAME``), never read as another game.
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
from dicegame.core.games import Game, Setup, game_spec, is_known, kinds
from dicegame.core.limits import MAX_NAME_LENGTH
from dicegame.core.setup import Choices, GameSetup
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
    "choices_to_dict",
    "choices_from_dict",
    "choices_from_setup_dict",
    "rng_to_dict",
    "rng_from_dict",
    "players_to_list",
    "players_from_list",
    "dice_from_list",
    "multiple_of_50",
    "save_game",
    "load_game",
]

SAVE_FORMAT = "dicegame-save"
#: 2 since a game's own levels and options (``level``, ``options``) replaced Penta's and
#: Farkle's fields in the setup: a build from before reads 2 as "not supported" rather than
#: as a damaged file. Version 1 (the fields before) is still read.
SAVE_VERSION = 2
READABLE_SAVE_VERSIONS = (1, 2)
_MT_STATE_LENGTH = 625  # random.Random().getstate()[1]: 624 words + the position
_MT_VERSION = 3


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
def dice_from_list(value: Any, where: str, low: int, high: int) -> tuple[int, ...]:
    """A list of ``low`` to ``high`` dice values (1 to 6)."""
    items = expect_list(value, where, low, high)
    each = f"Each die of {where[0].lower()}{where[1:]}"
    return tuple(expect_int(die, each, 1, 6) for die in items)


def multiple_of_50(value: Any, where: str, high: int) -> int:
    """A whole number of points from 0 to ``high`` that is a multiple of 50."""
    number = expect_int(value, where, 0, high)
    if number % 50:
        fail(Problem.BAD_VALUE, f"{where} must be a multiple of 50, got {number}.")
    return number


# ----- setup ----------------------------------------------------------------------------
def setup_to_dict(setup: GameSetup) -> dict[str, Any]:
    return {
        "kind": setup.kind,
        "humans": list(setup.humans),
        "with_computer": setup.with_computer,
        "level": str(setup.level),
        "options": dict(setup.options),
        "computer_name": setup.computer_name,
    }


_SETUP_KEYS = ("kind", "humans", "with_computer", "level", "options", "computer_name")
# A setup saved before levels and options were each game's own: a field for each game's
# level (computer_level was Farkle's, penta_level Penta's, missing before its levels) and
# one for each option (target, Farkle's), whatever the game.
_SETUP_KEYS_BEFORE = (
    "kind",
    "humans",
    "with_computer",
    "computer_level",
    "target",
    "computer_name",
)


def setup_from_dict(data: Any) -> GameSetup:
    """The setup of a save or of the settings, in either shape (see
    :func:`choices_from_setup_dict`); ``SaveFormatError`` on anything invalid."""
    kind, level, options = _game_choices(data)
    obj: dict[str, Any] = data
    humans = expect_list(obj["humans"], "The list of human players", 1, MAX_HUMANS)
    names = tuple(expect_str(name, "A player name") for name in humans)
    computer_name = expect_str(obj["computer_name"], "The computer's name")
    if not computer_name.strip():
        fail(Problem.BAD_VALUE, "The computer needs a name.")
    try:
        return GameSetup(
            kind=kind,
            humans=names,
            with_computer=expect_bool(obj["with_computer"], "The computer flag"),
            level=level,
            options=options,
            computer_name=computer_name,
        )
    except GameError as error:
        raise SaveFormatError(Problem.BAD_VALUE, f"The setup is not allowed: {error}.") from error


def _game_choices(data: Any) -> tuple[str, str, dict[str, Any]]:
    """The kind, level and options of a saved setup, read as its shape says (its values
    are checked by the game's descriptor when the setup is made)."""
    before = isinstance(data, dict) and "level" not in data and "computer_level" in data
    if before:
        obj = expect_object(data, "The setup", _SETUP_KEYS_BEFORE, optional=("penta_level",))
    else:
        obj = expect_object(data, "The setup", _SETUP_KEYS)
    kind = expect_str(obj["kind"], "The game kind", 64)
    if not is_known(kind):  # a game added since, or one taken away: never another game
        detail = f"The game kind {kind!r} is not one of {list(kinds())}."
        fail(Problem.UNKNOWN_GAME, detail, game=kind[:40])
    if before:
        level, options = _choices_before(obj, kind)
    else:
        level = expect_str(obj["level"], "The computer level", 64)
        raw = obj["options"]
        names = tuple(raw) if isinstance(raw, dict) else ()
        options = expect_object(raw, "The options", (), optional=names)
    return kind, level, options


def _choices_before(obj: Mapping[str, Any], kind: str) -> tuple[str, dict[str, Any]]:
    """Game ``kind``'s level and options in a setup saved before they were its own."""
    spec = game_spec(kind)
    level = obj.get(spec.level_key_before, "") if spec.level_key_before else ""
    if not isinstance(level, str):
        fail(Problem.NOT_STRING, "The computer level must be a string.")
    options = {option.name: obj[option.name] for option in spec.options if option.name in obj}
    return level, options


def choices_from_setup_dict(data: Any) -> dict[str, Choices]:
    """Each game's level and options that a saved setup holds (the settings' last setup:
    New game offers them again for each game). A setup saved before levels and options
    were each game's own held every game's (their fields had each game's names): every
    game's that it has is read; a setup of now holds its own game's only. Values are not
    checked here; a damaged setup gives nothing."""
    try:
        kind, level, options = _game_choices(data)
    except SaveFormatError:
        return {}
    found = (
        {kind: (level, options)}
        if "level" in data
        else {other: _choices_before(data, other) for other in kinds()}
    )
    return choices_from_dict(choices_to_dict(found))  # each checked by its game


def choices_to_dict(choices: Mapping[str, Choices]) -> dict[str, Any]:
    """Each game's level and options (the settings keep them for New game)."""
    return {
        kind: {"level": str(level), "options": dict(options)}
        for kind, (level, options) in choices.items()
    }


def choices_from_dict(data: Any) -> dict[str, Choices]:
    """The games' levels and options of :func:`choices_to_dict`, each checked by its
    game's descriptor; a game unknown now, or whose choices are not allowed, is left out.
    ``SaveFormatError`` when ``data`` is no object."""
    names = tuple(data) if isinstance(data, dict) else ()
    obj = expect_object(data, "The games' choices", (), optional=names)
    kept: dict[str, Choices] = {}
    for kind, entry in obj.items():
        if not is_known(kind) or not isinstance(entry, dict):
            continue
        level, options = entry.get("level"), entry.get("options")
        if not isinstance(level, str) or not isinstance(options, dict):
            continue
        try:
            kept[kind] = game_spec(kind).checked_choices(level, options)
        except GameError:
            continue
    return kept


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
def players_to_list(players: Sequence[Player]) -> list[dict[str, Any]]:
    """A game's seats as JSON (each game's codec keeps them so)."""
    return [{"name": p.name, "computer": p.is_computer} for p in players]


def players_from_list(data: Any, setup: Setup) -> tuple[Player, ...]:
    """The seats of a save, which must be the setup's."""
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
    spec = game_spec(setup.kind)
    if not spec.owns(game):
        raise TypeError(f"a {type(game).__name__} does not match a {setup.kind} setup")
    state = spec.state_to_dict(game)
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
    if obj["version"] not in READABLE_SAVE_VERSIONS or isinstance(obj["version"], bool):
        version = str(obj["version"])[:20]
        fail(
            Problem.WRONG_VERSION, f"The save version {version} is not supported.", version=version
        )
    game_id = expect_str(obj["game_id"], "The game id", 64)
    saved_at = expect_str(obj["saved_at"], "The save time", 64)
    setup = setup_from_dict(obj["setup"])
    rng = random.Random() if obj["rng"] is None else rng_from_dict(obj["rng"])
    game = game_spec(setup.kind).state_from_dict(obj["state"], setup, rng)
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
