"""The data folder of saves, records and settings, and the paths of those files.

:func:`data_dir` is the app-data folder (``QStandardPaths.AppDataLocation``), or the folder
named by the environment variable ``DICEGAME_DATA_DIR`` (tests, portable use), or, when the
platform gives none (HOME unset), :func:`fallback_data_dir`.

Qt reads HOME and ``XDG_DATA_HOME`` as UTF-8 whatever the locale (it switches itself to
UTF-8), while Python, and so every file call of the program, uses the locale's encoding:
under ``ro_RO.ISO-8859-2`` a home "hă" (the byte E3) is "h\ufffd" to Qt, a name of no folder
that Latin-2 cannot even encode. :func:`data_dir` puts back the part Qt read from the
environment as Python reads it, and a folder that still cannot be named in the system's
encoding gives way to the fallback folder, with a message: the start never fails on it.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import tempfile
from pathlib import Path

from PySide6.QtCore import QStandardPaths

__all__ = [
    "DATA_DIR_ENV",
    "AUTOSAVE_NAME",
    "RECORDS_NAME",
    "SETTINGS_NAME",
    "data_dir",
    "fallback_data_dir",
    "folder_problem",
    "autosave_path",
    "records_path",
    "settings_path",
]

log = logging.getLogger(__name__)
DATA_DIR_ENV = "DICEGAME_DATA_DIR"
AUTOSAVE_NAME = "autosave.json"
RECORDS_NAME = "records.json"
SETTINGS_NAME = "settings.ini"


def data_dir() -> Path:
    """The folder of saves, records and settings (created if needed; may be unwritable)."""
    override = os.environ.get(DATA_DIR_ENV, "").strip()
    if override:
        folder = Path(override).expanduser()
    elif _home_known():
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        folder = _as_python_reads(location) if location else fallback_data_dir()
    else:
        folder = fallback_data_dir()
    if not _nameable(folder):
        folder = fallback_data_dir(f"{folder} cannot be named in this system's encoding")
    with contextlib.suppress(OSError, ValueError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def folder_problem(folder: Path) -> OSError | None:
    """Why ``folder`` cannot hold the program's files (a loop of symbolic links, a file in
    its place, a part of its path missing), or None when it is a folder."""
    try:
        info = os.stat(folder)
    except OSError as error:
        return error
    if not stat.S_ISDIR(info.st_mode):
        return NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(folder))
    return None


def _as_python_reads(location: str) -> Path:
    """Qt's ``location`` with the variable it starts with (XDG_DATA_HOME or HOME) as
    Python reads it: the same bytes on disk, whatever the locale's encoding."""
    from PySide6.QtCore import QDir

    if os.name != "posix":  # Windows: Qt asks the system for the profile, in UTF-16
        return Path(location)
    home = os.environ.get("HOME", "")
    readings = [(os.environ.get("XDG_DATA_HOME", ""), _read_as_qt_does("XDG_DATA_HOME"))]
    readings.append((os.path.normpath(home) if home else "", QDir.homePath()))
    for ours, qts in readings:
        if ours and qts and (location == qts or location.startswith(qts.rstrip("/") + "/")):
            return Path(ours, location[len(qts) :].lstrip("/"))
    return Path(location)


def _read_as_qt_does(name: str) -> str:
    """The environment variable as Qt reads it on POSIX: its bytes as UTF-8."""
    return os.environb.get(name.encode(), b"").decode("utf-8", "replace")


def _nameable(folder: Path) -> bool:
    """True when the file system's encoding can name ``folder`` (no stray characters)."""
    try:
        os.fsencode(folder)
    except UnicodeError:
        return False
    return "\0" not in str(folder)


def _home_known() -> bool:
    """False when HOME is unset or not absolute (Qt would then give ``//.local/...``)."""
    return os.name == "nt" or os.path.isabs(os.environ.get("HOME", ""))


_fallback_logged = False


def fallback_data_dir(reason: str = "HOME is not set") -> Path:
    """The data folder when the platform gives none (HOME unset) or one that cannot be
    named: the XDG rules (``$XDG_DATA_HOME``, else the account's home from the password
    database, + ``.local/share``), else a private folder under the temporary folder.
    Logged once, with ``reason``."""
    global _fallback_logged
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if os.path.isabs(xdg):
        folder = Path(xdg) / "dicegame"
        if not _nameable(folder):
            xdg = ""
    if not os.path.isabs(xdg):
        try:
            import pwd

            home = pwd.getpwuid(os.getuid()).pw_dir
        except (ImportError, KeyError, AttributeError):
            home = ""
        folder = Path(home) / ".local" / "share" / "dicegame"
        if not (os.path.isabs(home) and home != "/" and _nameable(folder)):
            folder = Path(tempfile.gettempdir()) / f"dicegame-{getattr(os, 'getuid', lambda: 0)()}"
    if not _fallback_logged:
        _fallback_logged = True
        log.warning("%s: keeping games, records and settings in %s", reason, folder)
    return folder


def autosave_path(folder: Path | None = None) -> Path:
    return (folder or data_dir()) / AUTOSAVE_NAME


def records_path(folder: Path | None = None) -> Path:
    return (folder or data_dir()) / RECORDS_NAME


def settings_path(folder: Path | None = None) -> Path:
    return (folder or data_dir()) / SETTINGS_NAME
