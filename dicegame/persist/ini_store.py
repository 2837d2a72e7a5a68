"""``settings.ini`` itself: :class:`IniStore` reads and writes the file for
:class:`dicegame.persist.settings.Settings`, which declares what its keys mean."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QObject, Signal

from dicegame.core.files import (
    NotRegularFileError,
    copy_aside,
    move_aside,
    read_regular_file,
    unreadable,
)
from dicegame.core.limits import SETTINGS_MAX_BYTES
from dicegame.core.validate import Problem, SaveFormatError
from dicegame.persist.save_writer import SaveWriter

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

__all__ = ["IniStore"]


class IniStore(QObject):
    """``settings.ini`` read and written as the saves are (the part of the QSettings API
    the program uses: contains, value, setValue, remove, sync, status).

    Read once: only a regular file (a FIFO never blocks), at most SETTINGS_MAX_BYTES,
    UTF-8 (a leading byte-order mark is dropped) ``key=value`` lines under ``[General]``.
    What is understood is kept: unknown keys, and other sections (a later version's) line
    for line, are written back as they were. A line that is no setting is left out: the
    file is first copied aside (``<name>.bad-...``) and rewritten without it. Only a file
    that cannot be read at all (a symbolic link, not a regular file, too large, not UTF-8)
    is set aside whole. :attr:`load_error` says why (a code, worded when shown: the
    language is not chosen yet when the settings are read). Written atomically (temp file
    + ``os.replace``: a symbolic link is replaced, never followed); a write failure is
    emitted once by :attr:`writeFailed`. ``writer`` puts the bytes on disk: by default at
    once, on this thread; the program's writes in the background (:mod:`.save_writer`:
    a game's start is not held up by the fsyncs of its remembered setup)."""

    writeFailed = Signal(str)

    def __init__(
        self, path: Path, parent: QObject | None = None, writer: SaveWriter | None = None
    ) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self._writer = writer if writer is not None else SaveWriter(parent=self)
        self._writer.failed.connect(self._failed_late)
        self.load_error: SaveFormatError | None = None
        self.moved_to: Path | None = None  # where a damaged file (or its copy) was set aside
        self.rest_kept = False  # load_error names lines left out; the other settings are read
        self._values: dict[str, str] = {}
        self._sections: list[str] = []  # the other sections' lines, their headers included
        self._access_error = False  # QSettings.Status.AccessError (not at start-up: its enums)
        self._warned = False
        self._read()

    def _read(self) -> None:
        try:
            if os.path.islink(self.path):
                raise SaveFormatError(Problem.SYMLINK, "it is a symbolic link")
            raw = read_regular_file(self.path, SETTINGS_MAX_BYTES)
            if len(raw) > SETTINGS_MAX_BYTES:
                detail = f"it is larger than {SETTINGS_MAX_BYTES} bytes"
                raise SaveFormatError(Problem.TOO_LARGE, detail, limit=SETTINGS_MAX_BYTES)
            try:
                text = raw.decode("utf-8").removeprefix(BOM)
            except UnicodeDecodeError as error:
                raise SaveFormatError(Problem.NOT_UTF8, "it is not UTF-8 text") from error
        except FileNotFoundError:
            return
        except PermissionError:
            self._access_error = True  # reported when a write fails
            return
        except NotRegularFileError:
            self._set_aside(SaveFormatError(Problem.NOT_REGULAR, "it is not a regular file"))
            return
        except OSError as error:
            self._set_aside(unreadable(error))
            return
        except SaveFormatError as error:
            self._set_aside(error)
            return
        parsed = _parse_ini(text)
        self._values, self._sections = parsed.values, parsed.sections
        if parsed.bad_lines:
            self._leave_out(parsed.bad_lines[0])

    def _set_aside(self, error: SaveFormatError) -> None:
        self.load_error = error
        self.moved_to = move_aside(self.path)

    def _leave_out(self, line: int) -> None:
        """Keep the file as it was aside, then write it back without its bad lines (never
        without the copy: the left-out text is not lost)."""
        detail = f"line {line} is not a setting"
        self.load_error = SaveFormatError(Problem.NOT_A_SETTING, detail, line=line)
        self.rest_kept = True
        self.moved_to = copy_aside(self.path)
        if self.moved_to is not None:
            self._write()

    def load_problem_text(self) -> str | None:
        """What went wrong reading the file, in the player's language (None: nothing)."""
        if self.load_error is None:
            return None
        from dicegame.persist.problems import reason_text

        if self.rest_kept:
            text = self.tr(
                "A line of the settings could not be read and was left out; the other "
                "settings are kept. Reason: {reason}"
            )
        else:
            text = self.tr(
                "The settings could not be read; the defaults are used. Reason: {reason}"
            )
        text = text.format(reason=reason_text(self.load_error))
        if self.moved_to is not None:
            aside = self.tr("The old file was set aside as {file} in {folder}.")
            text += " " + aside.format(file=self.moved_to.name, folder=self.moved_to.parent)
        return text

    def contains(self, key: str) -> bool:
        return key in self._values

    def value(self, key: str, default: Any = None) -> Any:
        return self._values.get(key, default)

    def setValue(self, key: str, value: Any) -> None:
        text = ("true" if value else "false") if isinstance(value, bool) else str(value)
        self._values[key] = " ".join(text.split())

    def remove(self, key: str) -> None:
        self._values.pop(key, None)

    def status(self) -> QSettings.Status:
        from PySide6.QtCore import QSettings

        status = QSettings.Status
        return status.AccessError if self._access_error else status.NoError

    def sync(self) -> None:
        error = self._write()
        if error is not None:
            self._say_write_failed(error)

    def _failed_late(self, error: Exception) -> None:
        """A write done in the background failed."""
        self._access_error = True
        if isinstance(error, OSError):
            self._say_write_failed(error)

    def _say_write_failed(self, error: OSError) -> None:
        if not self._warned:
            self._warned = True
            from dicegame.persist.problems import os_reason

            text = self.tr("Your settings cannot be saved in {folder} ({reason}).")
            self.writeFailed.emit(text.format(folder=self.path.parent, reason=os_reason(error)))

    def _write(self) -> OSError | None:
        """Write the file; the error, if it could not be written."""
        lines = ["[General]", *(f"{key}={value}" for key, value in sorted(self._values.items()))]
        for line in self._sections:
            lines += ["", line] if _is_header(line) else [line]
        try:
            raw = ("\n".join(lines) + "\n").encode("utf-8")
            self._writer.write_bytes(self.path, raw, soon=True)
        except OSError as error:
            self._access_error = True
            return error
        self._access_error = False
        return None


BOM = "\ufeff"  # as some editors (Notepad) begin a UTF-8 file


class _Ini(NamedTuple):
    values: dict[str, str]  # the [General] section's (and the lines before any section)
    sections: list[str]  # the other sections' lines, headers included, as they were
    bad_lines: list[int]  # lines of [General] that are not a setting (numbered from 1)


def _is_header(line: str) -> bool:
    name = line[1:-1]
    return line[:1] == "[" and line[-1:] == "]" and bool(name) and not {"[", "]"} & set(name)


def _parse_ini(text: str) -> _Ini:
    """``key=value`` lines of the ``[General]`` section; the other sections kept as text."""
    parsed = _Ini({}, [], [])
    ours = True
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if _is_header(line):
            ours = line == "[General]"
            if not ours:
                parsed.sections.append(line)
        elif not ours:
            if line:
                parsed.sections.append(line)
        elif line and not line.startswith((";", "#")):
            key, equals, value = line.partition("=")
            if not equals or not key.strip() or line.startswith("["):
                parsed.bad_lines.append(number)
            else:
                parsed.values[key.strip()] = value.strip()
    return parsed
