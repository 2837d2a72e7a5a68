"""PySide6's per-import source check, answered without reading the source (start-up, issue 25).

PySide6 replaces ``__import__`` to support ``from __feature__ import snake_case,
true_property``, and the first time each module name is imported after it, it reads that
module's whole source (``inspect.getsource``) only to note whether the text mentions
PySide6: 0 ("uses PySide6, no features") or -1 ("ignore") in
``shibokensupport.feature.pyside_feature_dict``. Before the first paint that is some 17 of
dicegame's modules and 20-odd standard-library ones they import (logging, typing, pathlib...):
about 8 ms of CPU from source. :func:`skip_source_check` answers without reading: 0 for
dicegame's modules (dicegame never selects a feature, and 0 is what PySide6 answers for every
one of them that uses Qt), -1 for the standard library's (whose sources never mention
PySide6: the answer PySide6 would find). Every other module keeps PySide6's own check. With a
PySide6 that has no such check it does nothing.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

__all__ = ["skip_source_check"]

PACKAGE = __name__.partition(".")[0]


def _top_level_name(module: ModuleType) -> str:
    name = getattr(module, "__name__", "")
    return name.partition(".")[0] if isinstance(name, str) else ""


def skip_source_check() -> None:
    """From now on, PySide6 reads no source of dicegame's or the standard library's modules."""
    import PySide6.QtCore  # noqa: F401  (loads PySide6's support modules)

    feature = sys.modules.get("shibokensupport.feature")
    check: Callable[[ModuleType], bool] | None = getattr(feature, "_mod_uses_pyside", None)
    if check is None or getattr(check, "skips_source_check", False):
        return

    def uses_pyside(module: ModuleType) -> bool:
        top = _top_level_name(module)
        if top == PACKAGE:
            return True
        return False if top in sys.stdlib_module_names else check(module)

    uses_pyside.skips_source_check = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]
