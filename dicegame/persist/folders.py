"""The data folder of saves, records and settings, and the paths of those files.

:func:`data_dir` is the app-data folder (``QStandardPaths.AppDataLocation``), or the folder
named by the environment variable ``DICEGAME_DATA_DIR`` (tests, portable use), or, when the
platform gives none (HOME unset), :func:`fallback_data_dir`.
"""

from __future__ import annotations

import contextlib
import logging
import os
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
        folder = Path(location) if location else fallback_data_dir()
    else:
        folder = fallback_data_dir()
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def _home_known() -> bool:
    """False when HOME is unset or not absolute (Qt would then give ``//.local/...``)."""
    return os.name == "nt" or os.path.isabs(os.environ.get("HOME", ""))


_fallback_logged = False


def fallback_data_dir() -> Path:
    """The data folder when the platform gives none (HOME unset): the XDG rules
    (``$XDG_DATA_HOME``, else the account's home from the password database, +
    ``.local/share``), else a private folder under the temporary folder. Logged once."""
    global _fallback_logged
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if os.path.isabs(xdg):
        folder = Path(xdg) / "dicegame"
    else:
        try:
            import pwd

            home = pwd.getpwuid(os.getuid()).pw_dir
        except (ImportError, KeyError, AttributeError):
            home = ""
        if os.path.isabs(home) and home != "/":
            folder = Path(home) / ".local" / "share" / "dicegame"
        else:
            folder = Path(tempfile.gettempdir()) / f"dicegame-{getattr(os, 'getuid', lambda: 0)()}"
    if not _fallback_logged:
        _fallback_logged = True
        log.warning("HOME is not set: keeping games, records and settings in %s", folder)
    return folder


def autosave_path(folder: Path | None = None) -> Path:
    return (folder or data_dir()) / AUTOSAVE_NAME


def records_path(folder: Path | None = None) -> Path:
    return (folder or data_dir()) / RECORDS_NAME


def settings_path(folder: Path | None = None) -> Path:
    return (folder or data_dir()) / SETTINGS_NAME
