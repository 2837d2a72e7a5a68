"""The game screens' modules are imported one per event-loop step after the first frame
(issue 25), and the list names the modules the window loads its views from."""

from __future__ import annotations

import importlib
import sys

from dicegame.ui.games import ui_game, ui_kinds
from dicegame.ui.window.preload import preload, screen_modules


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
        assert ui_game(kind).view_class().__module__ in screen_modules()
    for name in screen_modules():
        importlib.import_module(name)  # every name is a module


def test_a_games_start_imports_nothing_the_preload_left_out(tmp_path) -> None:
    """In a process of its own (this one has imported everything): once the preload is
    done, starting a Penta and a Farkle game imports no module of the program (issue 37:
    one the autosave imported on its writing path cost a game's start some 5-12 ms)."""
    import os
    import subprocess
    from pathlib import Path

    script = (
        "import importlib, sys\n"
        "from dicegame import app as program\n"
        "app = program.create_application([])\n"
        "window = program.create_main_window(app)\n"
        "shown = []\n"
        "program.after_first_paint(window, lambda: shown.append(1), reported=True)\n"
        "window.show()\n"
        "while not shown:\n"
        "    app.processEvents()\n"
        "from dicegame.core.games import kinds\n"
        "from dicegame.core.setup import GameSetup\n"
        "from dicegame.ui.window.preload import screen_modules\n"
        "for name in screen_modules():\n"
        "    importlib.import_module(name)\n"
        "before = set(sys.modules)\n"
        "for kind in kinds():\n"
        "    window.start_game(GameSetup(kind, ('Ana',), with_computer=True))\n"
        "    app.processEvents()\n"
        "print(sorted(name for name in set(sys.modules) - before if 'dicegame' in name))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    env.pop("DICEGAME_DATA_DIR", None)
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=env,
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "[]"
