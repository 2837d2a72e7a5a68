"""The window's icon is a bitmap, so that the idle program loads no SVG library for it
(issue 37: QtSvg and its icon engine were 1.4 MiB of the idle program's memory)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dicegame import app as program

ROOT = Path(__file__).resolve().parents[1]

SHOW_THE_ICON = """
import json, sys
from dicegame.app import create_application
app = create_application([sys.argv[0]])
with open("/proc/self/maps") as maps:
    libraries = {line.split()[-1].rsplit("/", 1)[-1] for line in maps if "/" in line}
print(json.dumps({
    "null": app.windowIcon().isNull(),
    "sizes": [[size.width(), size.height()] for size in app.windowIcon().availableSizes()],
    "svg": sorted(name for name in libraries if "svg" in name.lower()),
}))
"""


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads /proc/self/maps")
def test_the_window_icon_loads_no_svg_library(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DICEGAME_DATA_DIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", SHOW_THE_ICON],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert not seen["null"]
    assert seen["sizes"] == [[256, 256]]
    assert seen["svg"] == []  # the SVG icon would load libqsvgicon and libQt6Svg


def test_the_render_first_the_svg_where_a_build_has_no_render(tmp_path, monkeypatch) -> None:
    icons = tmp_path / "resources" / "icons"
    icons.mkdir(parents=True)
    (icons / "dicegame.svg").write_text("<svg/>", encoding="utf-8")
    monkeypatch.setattr("dicegame.paths.base_dir", lambda: tmp_path)
    assert program.window_icon_file() == icons / "dicegame.svg"
    (icons / "dicegame-256.png").write_bytes(b"")
    assert program.window_icon_file() == icons / "dicegame-256.png"
