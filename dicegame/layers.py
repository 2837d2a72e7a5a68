"""The layers of the package and what each may import: the one source of the rule.

CONTRIBUTING.md shows this table to people ("The layers: what may import what") and
``tests/test_layers.py`` enforces it on every module of ``dicegame``: it reads the imports
with ``ast`` (lazy ones and the ones under ``TYPE_CHECKING`` included) and fails on a
module that no layer claims, on an import of a layer not in ``may_import``, on a forbidden
outside package, and on any import circle, even inside a layer. The program never imports
this module.

A layer claims modules by ``fnmatch`` patterns over dotted names: ``dicegame.core`` is the
package itself, ``dicegame.core.*`` everything under it, and ``dicegame.games.*.engine*``
would claim every game's engine modules in per-game folders. When several patterns match,
the most specific (the most characters that are not wildcards) decides, so moving a game's
files into a folder of their own means adding patterns to the layers they belong to, not a
new rule. A module that no pattern claims fails the test.
"""

from __future__ import annotations

from fnmatch import fnmatchcase
from typing import NamedTuple


class Layer(NamedTuple):
    name: str
    modules: tuple[str, ...]
    """Patterns of the modules that belong to the layer (see the module's docstring)."""
    may_import: tuple[str, ...]
    """Names of the layers its modules may import (itself only if listed)."""
    forbids: tuple[str, ...] = ()
    """Outside packages (dotted prefixes) its modules must not import."""
    note: str = ""


# From the bottom up, as CONTRIBUTING.md shows it.
LAYERS: tuple[Layer, ...] = (
    Layer("package", ("dicegame",), (), note="the version"),
    Layer("paths", ("dicegame.paths",), (), note="where `resources/` and `i18n/` are"),
    Layer(
        "games",
        ("dicegame.games", "dicegame.games.*"),
        (),
        note="the games' folders; each game's own modules belong to its core, engine and ui",
    ),
    Layer(
        "core",
        ("dicegame.core", "dicegame.core.*", "dicegame.games.*.core", "dicegame.games.*.core.*"),
        ("core", "paths"),
        forbids=("PySide6", "shiboken6"),
        note="**no Qt**: runs and is tested without a display; "
        "illegal actions raise a specific exception",
    ),
    Layer(
        "engine",
        (
            "dicegame.engine",
            "dicegame.engine.*",
            "dicegame.games.*.engine",
            "dicegame.games.*.engine.*",
        ),
        ("core", "engine"),
        forbids=("PySide6.QtWidgets", "PySide6.QtGui"),
        note="QObjects, signals, timers; no widgets and no `tr()`",
    ),
    Layer("i18n", ("dicegame.i18n",), ("paths",), note="Qt's translators and locale formats"),
    Layer(
        "persist",
        ("dicegame.persist", "dicegame.persist.*"),
        ("core", "paths", "i18n", "persist"),
        forbids=("PySide6.QtWidgets",),
        note="folders, settings, autosave and records; no engine: the engines' saved "
        "parts are opaque to it",
    ),
    Layer(
        "single_instance",
        ("dicegame.single_instance", "dicegame.local_listener"),
        ("single_instance",),
        note="the lock and the local server of the one running copy",
    ),
    Layer(
        "ui",
        ("dicegame.ui", "dicegame.ui.*", "dicegame.games.*.ui", "dicegame.games.*.ui.*"),
        ("package", "paths", "core", "engine", "i18n", "persist", "ui"),
        note="thin widgets",
    ),
    Layer(
        "entry",
        ("dicegame.app", "dicegame.smoke", "dicegame.stop_signals", "dicegame.__main__"),
        ("package", "paths", "core", "engine", "i18n", "persist", "single_instance", "ui", "entry"),
        note="the program's entry points",
    ),
    Layer("layers", ("dicegame.layers",), (), note="this table"),
)


def layer_of(module: str) -> Layer | None:
    """The layer that claims ``module`` (its most specific matching pattern), or None."""
    best: tuple[int, Layer] | None = None
    for layer in LAYERS:
        for pattern in layer.modules:
            weight = len(pattern.replace("*", ""))
            if fnmatchcase(module, pattern) and (best is None or weight > best[0]):
                best = (weight, layer)
    return best[1] if best else None
