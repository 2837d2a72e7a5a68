"""Why a data file is refused, and the typed readers that check JSON data field by field.

Pure Python; imports no Qt. The saves (:mod:`dicegame.core.saves`), the records
(:mod:`dicegame.core.records`), the file helpers (:mod:`dicegame.core.files`) and the
settings reader raise :class:`SaveFormatError`, which carries a :class:`Problem` code and
its parameters: the Qt layer words them in the player's language
(:mod:`dicegame.persist.problems`). The English ``detail`` (``str(error)``) is for the log
and the tests; it is never shown to a player.

What the readers accept, the writer can write back (:func:`check_writable`): a string must
encode as UTF-8 (a lone UTF-16 surrogate such as ``"\\ud800"``, which JSON's ``\\u``
escapes allow, is refused), a number must be finite, nesting is bounded.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from enum import StrEnum
from typing import Any, NoReturn

from dicegame.core.limits import MAX_NAME_LENGTH

__all__ = [
    "Problem",
    "SaveFormatError",
    "fail",
    "MAX_DEPTH",
    "check_writable",
    "expect_object",
    "expect_int",
    "expect_list",
    "expect_str",
    "expect_bool",
]


class Problem(StrEnum):
    """Why a file was refused; the parameters each code carries are in brackets."""

    NOT_UTF8 = "not_utf8"  # the bytes are not UTF-8 text
    NOT_JSON = "not_json"  # [line]
    TOO_DEEP = "too_deep"  # lists or objects nested too deeply
    NUMBER_REFUSED = "number_refused"  # NaN, Infinity or a number with thousands of digits
    TOO_LARGE = "too_large"  # [limit] in bytes
    NOT_REGULAR = "not_regular"  # a FIFO, folder, device or socket in the file's place
    SYMLINK = "symlink"  # a symbolic link in the file's place
    UNREADABLE = "unreadable"  # [errno] the system refused to read it
    NOT_A_SETTING = "not_a_setting"  # [line] of settings.ini
    WRONG_FORMAT = "wrong_format"  # not a file of this program (or of this kind)
    WRONG_VERSION = "wrong_version"  # [version]
    MISSING_FIELD = "missing_field"  # [field]
    UNKNOWN_FIELD = "unknown_field"  # [field]
    NOT_OBJECT = "not_object"
    NOT_LIST = "not_list"
    NOT_STRING = "not_string"
    NOT_WHOLE_NUMBER = "not_whole_number"
    NOT_TRUE_FALSE = "not_true_false"
    OUT_OF_RANGE = "out_of_range"  # [low, high, value] (no value when too long to show)
    WRONG_COUNT = "wrong_count"  # [low, high, count] items of a list
    TOO_LONG = "too_long"  # [limit] characters
    NOT_WRITABLE_TEXT = "not_writable_text"  # a lone surrogate: not UTF-8, cannot be saved
    BAD_VALUE = "bad_value"  # a value no game can have (a total of 30, an unknown level)
    BLANK_NAME = "blank_name"
    BAD_DATE = "bad_date"
    INCONSISTENT = "inconsistent"  # values that contradict each other (what: the detail)
    UNKNOWN_GAME = "unknown_game"  # [game] a save of a game this program does not know
    UNEXPECTED = "unexpected"  # [kind] the reader itself failed (a bug)


class SaveFormatError(ValueError):
    """A data file is not valid: ``code`` says why, ``params`` give the figures.

    ``str(error)`` is the English ``detail`` for the log (one sentence)."""

    def __init__(self, code: Problem, detail: str, **params: int | str) -> None:
        super().__init__(detail)
        self.code = code
        self.params = params


def fail(code: Problem, detail: str, **params: int | str) -> NoReturn:
    """Raise a :class:`SaveFormatError`."""
    raise SaveFormatError(code, detail, **params)


# Deeper nesting is refused: the writer (json.dumps with an indent) recurses per level,
# and a real save nests 4 levels.
MAX_DEPTH = 64


def check_writable(value: Any, where: str) -> None:
    """Refuse what the JSON writer could not write back, anywhere in ``value`` (keys too):
    text that is not UTF-8 (a lone surrogate such as ``"\\ud800"``), a number that is not
    finite (``1e400`` reads as infinity), nesting deeper than :data:`MAX_DEPTH`."""
    pending: list[tuple[Any, int]] = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                fail(Problem.NOT_WRITABLE_TEXT, f"{where} holds a character that is not text.")
        elif isinstance(item, float):
            if not math.isfinite(item):
                fail(Problem.NUMBER_REFUSED, f"{where} holds a number too large to keep.")
        elif isinstance(item, (dict, list)):
            if depth >= MAX_DEPTH:
                fail(Problem.TOO_DEEP, f"{where} nests more than {MAX_DEPTH} levels deep.")
            children = [*item.keys(), *item.values()] if isinstance(item, dict) else item
            pending.extend((child, depth + 1) for child in children)


def _type_name(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "a boolean"}
    return names.get(type(value), "null" if value is None else "a number")


def expect_object(
    value: Any, where: str, keys: Sequence[str], optional: Sequence[str] = ()
) -> dict[str, Any]:
    """``value`` as a dict with exactly ``keys`` (plus any of ``optional``)."""
    if not isinstance(value, dict):
        fail(Problem.NOT_OBJECT, f"{where} must be an object, not {_type_name(value)}.")
    missing = [key for key in keys if key not in value]
    if missing:
        fail(Problem.MISSING_FIELD, f"{where} lacks the field {missing[0]!r}.", field=missing[0])
    unknown = [key for key in value if key not in keys and key not in optional]
    if unknown:
        shown = str(unknown[0])[:40]
        check_writable(shown, where)
        fail(Problem.UNKNOWN_FIELD, f"{where} has an unknown field {shown!r}.", field=shown)
    return value


def expect_int(value: Any, where: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        fail(Problem.NOT_WHOLE_NUMBER, f"{where} must be a whole number, not {_type_name(value)}.")
    if not low <= value <= high:
        small = abs(value) < 10**15  # a number too long to show is not shown
        shown = str(value) if small else "a huge number"
        detail = f"{where} must be between {low} and {high}, got {shown}."
        if small:
            fail(Problem.OUT_OF_RANGE, detail, low=low, high=high, value=value)
        fail(Problem.OUT_OF_RANGE, detail, low=low, high=high)
    return value


def expect_bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        fail(Problem.NOT_TRUE_FALSE, f"{where} must be true or false, not {_type_name(value)}.")
    return value


def expect_str(value: Any, where: str, max_length: int = MAX_NAME_LENGTH) -> str:
    """A string of at most ``max_length`` characters that the writer can write back."""
    if not isinstance(value, str):
        fail(Problem.NOT_STRING, f"{where} must be a string, not {_type_name(value)}.")
    if len(value) > max_length:
        fail(Problem.TOO_LONG, f"{where} is longer than {max_length} characters.", limit=max_length)
    check_writable(value, where)
    return value


def expect_list(value: Any, where: str, low: int, high: int) -> list[Any]:
    if not isinstance(value, list):
        fail(Problem.NOT_LIST, f"{where} must be a list, not {_type_name(value)}.")
    if not low <= len(value) <= high:
        fail(
            Problem.WRONG_COUNT,
            f"{where} must hold {low} to {high} items, got {len(value)}.",
            low=low,
            high=high,
            count=len(value),
        )
    return value
