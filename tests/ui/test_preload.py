"""The game screens' modules are imported one per event-loop step after the first frame
(issue 25), and the list names the modules the window loads its views from."""

from __future__ import annotations

import importlib
import sys

from dicegame.ui.games import ui_game, ui_kinds
from dicegame.ui.window.preload import SCREEN_MODULES, preload


def test_one_module_per_step_then_the_callback(qtbot, tmp_path, monkeypatch) -> None:
    for name in ("preload_a", "preload_b"):
        (tmp_path / f"{name}.py").write_text("VALUE = 1\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("preload_a", "preload_b"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    done: list[bool] = []
    preload(("preload_a", "preload_b"), step_ms=0, then=lambda: done.append(True))
    assert "preload_a" in sys.modules and "preload_b" not in sys.modules
    qtbot.waitUntil(lambda: bool(done))
    assert "preload_b" in sys.modules


def test_the_views_modules_are_preloaded() -> None:
    for kind in ui_kinds():
        assert ui_game(kind).view_class().__module__ in SCREEN_MODULES
    for name in SCREEN_MODULES:
        importlib.import_module(name)  # every name is a module
