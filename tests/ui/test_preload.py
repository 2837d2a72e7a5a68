"""The game screens' modules are imported one per event-loop step after the first frame
(issue 25), and the list names the modules the window loads its views from."""

from __future__ import annotations

import importlib
import linecache
import os
import subprocess
import sys
from pathlib import Path

from dicegame.ui.games import ui_game, ui_kinds
from dicegame.ui.window.preload import preload, screen_modules


def run_script(script: str, home: Path) -> subprocess.CompletedProcess[str]:
    """``script`` run by this Python in a process of its own, offscreen, with a fresh HOME
    (and no test data folder); it must succeed."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home))
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
    return done


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
    done = run_script(script, tmp_path)
    assert done.stdout.splitlines()[-1] == "[]"


def _lines_held() -> int:
    return sum(len(entry[2]) for entry in linecache.cache.values() if len(entry) == 4)


def test_a_step_leaves_no_source_lines_behind(qtbot, tmp_path, monkeypatch) -> None:
    """Issue 37: PySide6 reads the whole source of every module imported after it (its
    ``__feature__`` check) and the line cache kept every line, some 5 MiB at idle."""
    inner = tmp_path / "preload_inner.py"  # imported by an import statement: read
    inner.write_text("VALUE = 1\n" * 2000, encoding="utf-8")
    (tmp_path / "preload_outer.py").write_text("import preload_inner\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("preload_outer", "preload_inner"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    linecache.getlines(__file__)  # a line read before: forgotten too
    preload(("preload_outer",), step_ms=0)
    assert "preload_inner" in sys.modules
    assert str(inner) not in linecache.cache
    assert _lines_held() == 0


def test_the_idle_program_holds_no_source_lines(tmp_path) -> None:
    """In a process of its own: the program started, its idle preload and warm-up done,
    the heap frozen as after the warm-up; the line cache holds (next to) nothing, where
    it held every line of the 330 modules imported (about 60 000)."""

    script = (
        "import linecache, sys\n"
        "from dicegame import app as program\n"
        "from dicegame.core.warm_up import warm_up\n"
        "from dicegame.ui.window.preload import preload\n"
        "app = program.create_application([])\n"
        "window = program.create_main_window(app)\n"
        "shown = []\n"
        "program.after_first_paint(window, lambda: shown.append(1), reported=True)\n"
        "window.show()\n"
        "while not shown:\n"
        "    app.processEvents()\n"
        "preload(then=lambda: shown.append(2))\n"
        "while len(shown) < 2:\n"
        "    app.processEvents()\n"
        "warm_up()\n"
        "program.freeze_start_up_heap()\n"
        "print(len(sys.modules), sum(len(entry[2]) for entry in linecache.cache.values()"
        " if len(entry) == 4))\n"
    )
    done = run_script(script, tmp_path)
    modules, lines = map(int, done.stdout.split()[-2:])
    assert modules > 250  # the games' screens and tables were imported
    assert lines < 500
