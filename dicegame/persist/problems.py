"""Why a file could not be read or written, in the player's language.

The core refuses a damaged file with a :class:`~dicegame.core.validate.SaveFormatError`
(a :class:`~dicegame.core.validate.Problem` code and its parameters) and the system refuses
a read or a write with an ``OSError`` (an errno); here both become one translated sentence
(context ``FileProblem``), so that no English reaches a player whose language is another.
"""

from __future__ import annotations

import errno as errnos

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from dicegame.core.validate import Problem, SaveFormatError
from dicegame.i18n import format_number

__all__ = ["reason_text", "os_reason", "failure_reason", "is_disk_full"]


translate = QCoreApplication.translate  # lupdate reads translate("FileProblem", "...")


# Each code's sentence and the parameters that fill its %1, %2, %3 (numbers in the
# locale's digits). Marked here, translated when worded.
_REASONS: dict[Problem, tuple[object, tuple[str, ...]]] = {
    Problem.NOT_UTF8: (QT_TRANSLATE_NOOP("FileProblem", "The file is not UTF-8 text."), ()),
    Problem.NOT_JSON: (
        QT_TRANSLATE_NOOP("FileProblem", "The file is not valid JSON (line %1)."),
        ("line",),
    ),
    Problem.TOO_DEEP: (QT_TRANSLATE_NOOP("FileProblem", "The file nests too deeply."), ()),
    Problem.NUMBER_REFUSED: (
        QT_TRANSLATE_NOOP("FileProblem", "The file holds a number that is not allowed."),
        (),
    ),
    Problem.TOO_LARGE: (
        QT_TRANSLATE_NOOP("FileProblem", "The file is larger than the %1 bytes allowed."),
        ("limit",),
    ),
    Problem.NOT_REGULAR: (
        QT_TRANSLATE_NOOP("FileProblem", "The file cannot be read (it is not a regular file)."),
        (),
    ),
    Problem.SYMLINK: (QT_TRANSLATE_NOOP("FileProblem", "The file is a symbolic link."), ()),
    Problem.UNREADABLE: (
        QT_TRANSLATE_NOOP("FileProblem", "The file cannot be read (%1)."),
        ("errno",),
    ),
    Problem.NOT_A_SETTING: (
        QT_TRANSLATE_NOOP("FileProblem", "Line %1 is not a setting."),
        ("line",),
    ),
    Problem.WRONG_FORMAT: (
        QT_TRANSLATE_NOOP("FileProblem", "The file was not written by this program."),
        (),
    ),
    Problem.WRONG_VERSION: (
        QT_TRANSLATE_NOOP("FileProblem", "The file's version, %1, is not supported."),
        ("version",),
    ),
    Problem.MISSING_FIELD: (
        QT_TRANSLATE_NOOP("FileProblem", "The field “%1” is missing."),
        ("field",),
    ),
    Problem.UNKNOWN_FIELD: (
        QT_TRANSLATE_NOOP("FileProblem", "The file holds an unknown field, “%1”."),
        ("field",),
    ),
    Problem.NOT_OBJECT: (
        QT_TRANSLATE_NOOP(
            "FileProblem",
            "The file holds a value of the wrong kind where a group of fields belongs.",
        ),
        (),
    ),
    Problem.NOT_LIST: (
        QT_TRANSLATE_NOOP(
            "FileProblem", "The file holds a value of the wrong kind where a list belongs."
        ),
        (),
    ),
    Problem.NOT_STRING: (
        QT_TRANSLATE_NOOP(
            "FileProblem", "The file holds a value of the wrong kind where a text belongs."
        ),
        (),
    ),
    Problem.NOT_WHOLE_NUMBER: (
        QT_TRANSLATE_NOOP(
            "FileProblem", "The file holds a value of the wrong kind where a whole number belongs."
        ),
        (),
    ),
    Problem.NOT_TRUE_FALSE: (
        QT_TRANSLATE_NOOP(
            "FileProblem", "The file holds a value of the wrong kind where true or false belongs."
        ),
        (),
    ),
    Problem.OUT_OF_RANGE: (
        QT_TRANSLATE_NOOP(
            "FileProblem", "A number in the file is %1, outside the allowed range, %2 to %3."
        ),
        ("value", "low", "high"),
    ),
    Problem.WRONG_COUNT: (
        QT_TRANSLATE_NOOP(
            "FileProblem", "A list in the file holds %1 items where %2 to %3 belong."
        ),
        ("count", "low", "high"),
    ),
    Problem.TOO_LONG: (
        QT_TRANSLATE_NOOP("FileProblem", "A text in the file is longer than %1 characters."),
        ("limit",),
    ),
    Problem.NOT_WRITABLE_TEXT: (
        QT_TRANSLATE_NOOP(
            "FileProblem", "A text in the file holds a character that cannot be saved."
        ),
        (),
    ),
    Problem.BAD_VALUE: (
        QT_TRANSLATE_NOOP("FileProblem", "The file holds a value that is not allowed."),
        (),
    ),
    Problem.BLANK_NAME: (
        QT_TRANSLATE_NOOP("FileProblem", "A player's name in the file is blank."),
        (),
    ),
    Problem.BAD_DATE: (
        QT_TRANSLATE_NOOP("FileProblem", "A date in the file is not a valid date."),
        (),
    ),
    Problem.INCONSISTENT: (
        QT_TRANSLATE_NOOP("FileProblem", "Values in the file contradict each other."),
        (),
    ),
    Problem.UNKNOWN_GAME: (
        QT_TRANSLATE_NOOP(
            "FileProblem", "The file holds a game this version of the program does not know, “%1”."
        ),
        ("game",),
    ),
    Problem.UNEXPECTED: (
        QT_TRANSLATE_NOOP("FileProblem", "The file could not be understood (%1)."),
        ("kind",),
    ),
}
_HUGE = QT_TRANSLATE_NOOP(
    "FileProblem", "A number in the file is far outside the allowed range, %2 to %3."
)


def _parameter(name: str, value: int | str) -> str:
    if name == "errno":
        return _errno_text(int(value))
    return format_number(value) if isinstance(value, int) else value


def reason_text(error: SaveFormatError) -> str:
    """Why a file was refused, as one sentence in the current language."""
    source, names = _REASONS[error.code]
    if error.code is Problem.OUT_OF_RANGE and "value" not in error.params:
        source = _HUGE  # a number too long to show
    text = translate("FileProblem", str(source))
    for place, name in enumerate(names, 1):
        if name in error.params:
            text = text.replace(f"%{place}", _parameter(name, error.params[name]))
    return text


def _errno_text(number: int) -> str:
    texts = {
        errnos.EACCES: lambda: translate("FileProblem", "Permission denied"),
        errnos.EPERM: lambda: translate("FileProblem", "Operation not permitted"),
        errnos.ENOSPC: lambda: translate("FileProblem", "No space left on device"),
        errnos.EDQUOT: lambda: translate("FileProblem", "Disk quota exceeded"),
        errnos.EROFS: lambda: translate("FileProblem", "Read-only file system"),
        errnos.EIO: lambda: translate("FileProblem", "Input/output error"),
        errnos.ENOENT: lambda: translate("FileProblem", "No such file or folder"),
        errnos.ENOTDIR: lambda: translate("FileProblem", "A part of the path is not a folder"),
        errnos.ELOOP: lambda: translate("FileProblem", "The path loops through symbolic links"),
        errnos.EISDIR: lambda: translate("FileProblem", "It is a folder"),
        errnos.ENAMETOOLONG: lambda: translate("FileProblem", "The name is too long"),
        errnos.EFBIG: lambda: translate("FileProblem", "The file is too large"),
    }
    if number in texts:
        return texts[number]()
    name = errnos.errorcode.get(number, str(number))
    return translate("FileProblem", "system error %1").replace("%1", name)


def os_reason(error: OSError) -> str:
    """What the system said, in the current language (its errno, worded here)."""
    if not error.errno:
        return translate("FileProblem", "the system refused")
    return _errno_text(error.errno)


def failure_reason(error: Exception) -> str:
    """Why a write (or a read) failed: an errno, a refused value, or a bug's class name."""
    if isinstance(error, SaveFormatError):
        return reason_text(error)
    if isinstance(error, OSError):
        return os_reason(error)
    return translate("FileProblem", "an unexpected error (%1)").replace("%1", type(error).__name__)


def is_disk_full(error: Exception) -> bool:
    """A failure that freeing space can cure (the disk or the quota is full)."""
    return isinstance(error, OSError) and error.errno in (errnos.ENOSPC, errnos.EDQUOT)
