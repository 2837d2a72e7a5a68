"""Test-wide set-up: headless Qt, and no test touches the user's real settings or saves."""

from __future__ import annotations

import os
import tempfile

if not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
# Keep every test's files out of the real home folder.
_SANDBOX = tempfile.mkdtemp(prefix="dicegame-tests-")
os.environ.setdefault("DICEGAME_DATA_DIR", os.path.join(_SANDBOX, "data"))
os.environ.setdefault("XDG_CONFIG_HOME", os.path.join(_SANDBOX, "config"))
os.environ.setdefault("XDG_DATA_HOME", os.path.join(_SANDBOX, "share"))


def pytest_configure(config) -> None:
    from PySide6.QtCore import QStandardPaths

    QStandardPaths.setTestModeEnabled(True)
