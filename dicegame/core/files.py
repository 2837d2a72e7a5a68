"""Safe file helpers shared by the saves, the records and the settings.

Pure Python; imports no Qt.

* :func:`write_bytes_atomic` / :func:`write_json_atomic` write a temporary file in the
  same folder, flush and fsync it, then ``os.replace`` it over the target: a crash leaves
  either the old file or the new one, never half of one. ``os.replace`` replaces a
  symbolic link itself, so a write never goes through a link to some other file.
* :func:`read_regular_file` opens without blocking and reads only a regular file (a FIFO,
  device or folder in place of a data file would hang or mislead a plain ``open``).
* :func:`copy_aside` keeps a copy of a file still in use, by the same naming.
* :func:`load_json_file` reads and parses a file with a size limit; on ANY failure it
  moves the file aside as ``<name>.bad-YYYYmmdd-HHMMSS`` and reports the reason (a
  :class:`~dicegame.core.validate.SaveFormatError`: a code and its parameters), without
  raising and without ever deleting the bad file.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

from dicegame.core.limits import SAVE_MAX_BYTES
from dicegame.core.validate import Problem, SaveFormatError, check_writable, fail

if TYPE_CHECKING:
    from datetime import datetime

__all__ = [
    "SaveFormatError",
    "NotRegularFileError",
    "unreadable",
    "LoadResult",
    "dumps",
    "loads",
    "read_regular_file",
    "write_bytes_atomic",
    "write_json_atomic",
    "load_json_file",
    "move_aside",
    "copy_aside",
    "remove_stale_temp_files",
]

MAX_FILE_BYTES = SAVE_MAX_BYTES
T = TypeVar("T")


class NotRegularFileError(OSError):
    """A data file's name holds something else: a FIFO, a device, a folder, a socket."""


def read_regular_file(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """Up to ``max_bytes + 1`` bytes of a regular file (one more tells it is too long).

    Raises ``FileNotFoundError`` when missing, :class:`NotRegularFileError` for anything
    but a regular file (checked on the open descriptor, opened with ``O_NONBLOCK`` so a
    FIFO never blocks), and ``OSError`` when it cannot be read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise NotRegularFileError(f"{Path(path).name} is not a regular file")
        chunks: list[bytes] = []
        size = 0
        while size <= max_bytes:
            chunk = os.read(descriptor, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def _reject_constant(name: str) -> float:
    fail(Problem.NUMBER_REFUSED, f"The file holds the number {name}, which JSON does not allow.")


def dumps(data: Any, compact: bool = False) -> bytes:
    """Strict JSON bytes (UTF-8, no NaN/Infinity); indented unless ``compact``."""
    import json  # here, not at start-up: the settings file is no JSON

    layout: dict[str, Any] = {"separators": (",", ":")} if compact else {"indent": 1}
    return json.dumps(data, ensure_ascii=False, allow_nan=False, **layout).encode("utf-8")


def loads(raw: bytes) -> Any:
    """Parse strict JSON; raise :class:`SaveFormatError` with a reason on failure (also for
    text the writer could not write back: a lone surrogate such as ``"\\ud800"``)."""
    import json

    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except UnicodeDecodeError as error:
        raise SaveFormatError(Problem.NOT_UTF8, "The file is not UTF-8 text.") from error
    except json.JSONDecodeError as error:
        detail = f"The file is not valid JSON ({error.msg} at line {error.lineno})."
        raise SaveFormatError(Problem.NOT_JSON, detail, line=error.lineno) from error
    except RecursionError as error:
        raise SaveFormatError(Problem.TOO_DEEP, "The file nests too deeply.") from error
    except SaveFormatError:
        raise
    except ValueError as error:  # e.g. an integer with thousands of digits
        detail = f"The file holds a value Python refuses: {str(error)[:80]}."
        raise SaveFormatError(Problem.NUMBER_REFUSED, detail) from error
    check_writable(data, "The file")  # what is accepted can be written back
    return data


def write_json_atomic(
    path: str | os.PathLike[str],
    data: Any,
    max_bytes: int = MAX_FILE_BYTES,
    *,
    compact: bool = False,
) -> None:
    """Write ``data`` as JSON so that ``path`` always holds a whole file (see
    :func:`write_bytes_atomic`); ``ValueError`` if the JSON would exceed ``max_bytes``."""
    raw = dumps(data, compact)
    if len(raw) > max_bytes:
        raise ValueError(f"{Path(path).name} would be {len(raw)} bytes, over the {max_bytes} limit")
    write_bytes_atomic(path, raw)


def write_bytes_atomic(path: str | os.PathLike[str], raw: bytes) -> None:
    """Temp file in the same folder, flush + fsync, ``os.replace``; raises ``OSError`` on a
    write failure (the old file is then untouched). A symbolic link at ``path`` is
    replaced by the new file, never followed."""
    target = Path(path)
    handle, temp_name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=".tmp", dir=target.parent
    )
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(raw)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(target.parent)


#: A temp file older than this is a killed write's: a write in flight lasts milliseconds.
STALE_TEMP_SECONDS = 120.0
_TEMP_NAME_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")  # mkstemp's


def remove_stale_temp_files(
    path: str | os.PathLike[str], older_than: float = STALE_TEMP_SECONDS, now: float | None = None
) -> int:
    """Delete the temp files a killed :func:`write_bytes_atomic` left next to ``path``
    (only ever partial copies; the real file is untouched). Only ours: named as it names
    them, regular files of this user; and only stale: unchanged for ``older_than``
    seconds, so another copy's write in flight (a smoke run on the same folder) is never
    touched. Returns how many went."""
    import glob  # here: the settings read at start-up need none of this
    import time

    target = Path(path)
    limit = (time.time() if now is None else now) - older_than
    removed = 0
    for temp in target.parent.glob(f".{glob.escape(target.name)}.*.tmp"):
        with contextlib.suppress(OSError):
            if _is_stale_temp(temp, target.name, limit):
                temp.unlink()
                removed += 1
    return removed


def _is_stale_temp(temp: Path, name: str, limit: float) -> bool:
    middle = temp.name[len(name) + 2 : -len(".tmp")]
    if not middle or not set(middle) <= _TEMP_NAME_CHARACTERS:
        return False
    status = temp.lstat()
    mine = not hasattr(os, "getuid") or status.st_uid == os.getuid()
    return stat.S_ISREG(status.st_mode) and mine and status.st_mtime <= limit


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def _aside_names(source: Path, now: datetime | None) -> Iterator[Path]:
    """``<name>.bad-YYYYmmdd-HHMMSS`` (then ``-1``, ``-2``...), the names not taken yet."""
    from datetime import datetime

    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        suffix = f".bad-{stamp}" + (f"-{attempt}" if attempt else "")
        destination = source.with_name(source.name + suffix)
        if not os.path.lexists(destination):
            yield destination


def move_aside(path: str | os.PathLike[str], now: datetime | None = None) -> Path | None:
    """Rename a bad file to ``<name>.bad-YYYYmmdd-HHMMSS`` (never overwriting another);
    return the new path, or None when it could not be moved."""
    source = Path(path)
    for destination in _aside_names(source, now):
        try:
            os.rename(source, destination)
        except OSError:
            return None
        return destination
    return None


def copy_aside(path: str | os.PathLike[str], now: datetime | None = None) -> Path | None:
    """Keep a copy of a file that is still in use as ``<name>.bad-YYYYmmdd-HHMMSS`` (a
    save whose game goes on without a damaged part); None when it could not be copied."""
    source = Path(path)
    try:
        raw = read_regular_file(source, MAX_FILE_BYTES)
    except OSError:
        return None
    for destination in _aside_names(source, now):
        try:
            write_bytes_atomic(destination, raw)
        except OSError:
            return None
        return destination
    return None


class LoadResult(NamedTuple, Generic[T]):
    """The outcome of :func:`load_json_file`.

    ``value`` is None when the file is missing or bad; ``error`` says why a bad file was
    refused (a code and its parameters, worded by the Qt layer); ``moved_to`` is where it
    was set aside (None if it could not be moved, e.g. in a read-only folder: it is then
    left where it was).
    (Not a dataclass: the settings read at start-up come through this module, and the
    dataclasses module is not needed before the welcome page is painted.)"""

    value: T | None
    error: SaveFormatError | None = None
    moved_to: Path | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def problem(self) -> str | None:
        """The English detail of :attr:`error`, for the log (never shown to a player)."""
        return None if self.error is None else str(self.error)


def load_json_file(
    path: str | os.PathLike[str],
    parse: Callable[[Any], T],
    max_bytes: int = MAX_FILE_BYTES,
) -> LoadResult[T]:
    """Read, parse and validate a JSON file; never raises for a bad file.

    A missing file gives ``LoadResult(None)``. Any other failure moves the file aside
    (see :func:`move_aside`) and gives the reason."""
    source = Path(path)
    try:
        raw = read_regular_file(source, max_bytes)
    except FileNotFoundError:
        return LoadResult(None)
    except NotRegularFileError:
        detail = "The file cannot be read (it is not a regular file)."
        return _refuse(source, SaveFormatError(Problem.NOT_REGULAR, detail))
    except OSError as error:
        return _refuse(source, unreadable(error))
    if len(raw) > max_bytes:
        detail = f"The file is larger than {max_bytes} bytes."
        return _refuse(source, SaveFormatError(Problem.TOO_LARGE, detail, limit=max_bytes))
    try:
        return LoadResult(parse(loads(raw)))
    except SaveFormatError as error:
        return _refuse(source, error)
    except Exception as error:  # a validator bug must not lose the player's start-up
        kind = type(error).__name__
        detail = f"The file could not be understood ({kind})."
        return _refuse(source, SaveFormatError(Problem.UNEXPECTED, detail, kind=kind))


def unreadable(error: OSError) -> SaveFormatError:
    """The refusal for a file the system would not let us read."""
    detail = f"The file cannot be read ({error.strerror or error})."
    return SaveFormatError(Problem.UNREADABLE, detail, errno=error.errno or 0)


def _refuse(source: Path, error: SaveFormatError) -> LoadResult[Any]:
    return LoadResult(None, error, move_aside(source))
