"""Where the program's data files are, both from a source checkout and frozen.

From source the data live next to the package (``<checkout>/resources``,
``<checkout>/i18n``). Under PyInstaller they are unpacked below ``sys._MEIPASS``
(the ``_internal`` folder of the onedir build) at the same relative places, which
``build.spec`` guarantees. Use these functions instead of ``__file__`` arithmetic so
that both cases keep working.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["base_dir", "i18n_path", "is_frozen", "resource_path"]

_SOURCE_ROOT = Path(__file__).resolve().parent.parent


def is_frozen() -> bool:
    """True when running from a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def base_dir() -> Path:
    """The folder holding ``resources/`` and ``i18n/``."""
    if is_frozen():
        return Path(sys._MEIPASS)  # type: ignore[attr-defined]  # set by PyInstaller
    return _SOURCE_ROOT


def resource_path(*parts: str) -> Path:
    """A path below ``resources/``: ``resource_path("icons", "dicegame.svg")``.

    The file need not exist; callers decide what a missing file means.
    """
    return base_dir().joinpath("resources", *parts)


def i18n_path() -> Path:
    """The folder of the compiled translations (``dicegame_<lang>.qm``)."""
    return base_dir() / "i18n"
