"""The main window and the New game dialog fit the screen; the window's place is remembered.

The screen sizes are checked in a process of their own (tests/support/fit_probe.py): under
Xvfb at 1024×600 and 1366×768 (a real X server, as on a netbook and the commonest laptop),
and on the offscreen platform with configured screens (2732×1536 at 200 %, 4K at 150 %,
and 1024×600 with text twice as large, where the names list must scroll).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QGuiApplication

from dicegame.persist.settings import Settings
from dicegame.ui.window.geometry import DEFAULT_SIZE, FRAME, MINIMUM_SIZE
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = [pytest.mark.window, pytest.mark.process]

ROOT = Path(__file__).resolve().parents[2]
PROBE = ROOT / "tests" / "support" / "fit_probe.py"


def probe(tmp_path: Path, platform: str, *args: str, xvfb: str = "") -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM=platform, DICEGAME_DATA_DIR=str(tmp_path / "data"))
    env["XDG_CURRENT_DESKTOP"] = "GNOME"  # a desktop without icons on dialog buttons
    command = [sys.executable, str(PROBE), *args]
    if xvfb:
        env.pop("DISPLAY", None)
        command = ["xvfb-run", "-a", "-s", f"-screen 0 {xvfb}x24", *command]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def offscreen(tmp_path: Path, width: int, height: int, ratio: float) -> str:
    """The offscreen platform with one screen of ``width``×``height`` logical pixels."""
    screen = {"name": "probe", "x": 0, "y": 0, "width": width, "height": height}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": ratio}
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"screens": [screen]}))
    return f"offscreen:configfile={config}"


def inside(inner: list[int], outer: list[int]) -> bool:
    return QRect(*outer).contains(QRect(*inner))


def check_fits(result: dict) -> None:
    available = result["available"]
    assert inside(result["first_show"], available), result
    width, height = result["minimum"]
    assert width <= available[2] and height <= available[3]
    dialog = result["dialog"]
    assert inside(dialog["six"]["frame"], available), dialog
    assert inside(dialog["six"]["buttons"], available), dialog  # OK / Cancel on screen
    assert not any(dialog["six"]["icons"])  # no stock icons on OK / Cancel
    assert dialog["one"][3] < dialog["six"]["frame"][3]  # shrinks back
    assert dialog["penta"][3] < dialog["one"][3]  # no level or target rows
    for game in ("penta", "farkle"):
        fitted = result[game]
        assert inside(
            fitted["window"],
            [available[0] - 4, available[1] - 4] + [available[2] + 8, available[3] + 8],
        ), fitted
        for name, place in fitted["buttons"].items():
            assert inside(place, available), (game, name, place)


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs xvfb-run (tools/setup.sh)")
@pytest.mark.parametrize("size", ["1024x600", "1366x768"])
def test_under_xvfb_the_window_and_the_new_game_dialog_fit(tmp_path: Path, size: str) -> None:
    result = probe(tmp_path, "xcb", xvfb=size)
    assert result["screen"][2:] == [int(n) for n in size.split("x")]
    check_fits(result)
    assert result["dialog"]["six"]["frame"][3] <= 600


@pytest.mark.parametrize(
    ("width", "height", "ratio"),
    [(1366, 768, 2.0), (2560, 1440, 1.5)],
    ids=["2732x1536@200%", "3840x2160@150%"],
)
def test_on_any_screen_the_first_show_fits(tmp_path, width: int, height: int, ratio) -> None:
    result = probe(tmp_path, offscreen(tmp_path, width, height, ratio))
    assert result["ratio"] == ratio
    check_fits(result)
    if width >= 1300 and height >= 900:  # room for the default size
        assert result["first_show"][2:] >= [DEFAULT_SIZE.width(), DEFAULT_SIZE.height()]


def test_with_large_text_the_names_scroll_and_ok_stays_on_a_600_px_screen(tmp_path) -> None:
    result = probe(tmp_path, offscreen(tmp_path, 1024, 600, 1.0), "--font-scale", "2")
    six = result["dialog"]["six"]
    assert six["frame"][3] <= 600 and inside(six["buttons"], result["available"])
    assert six["scroll"] < six["names"]  # the list scrolls instead of growing the dialog
    check_fits(result)


# ----- remembering the place (in this process: the offscreen screen) -------------------------
def make_window(qtbot, store: QSettings) -> MainWindow:
    window = MainWindow(settings=Settings(store))
    qtbot.addWidget(window)
    return window


def test_the_size_position_and_maximised_state_come_back(qtbot, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = make_window(qtbot, store)
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert area.contains(window.frameGeometry())
    assert window.minimumSize() == MINIMUM_SIZE.boundedTo(area.marginsRemoved(FRAME).size())
    window.show()
    place = QRect(area.left() + 8, area.top() + 40, area.width() - 16, area.height() - 100)
    window.setGeometry(place)
    window.close()

    again = make_window(qtbot, store)
    assert again.geometry() == place
    again.show()
    again.showMaximized()
    qtbot.waitUntil(lambda: again.isMaximized())
    again.close()

    third = make_window(qtbot, store)
    assert third.windowState() & Qt.WindowState.WindowMaximized
    assert third.geometry() == place  # where it goes when un-maximised


def test_a_place_on_a_screen_that_is_gone_is_not_used(qtbot, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    area = QGuiApplication.primaryScreen().availableGeometry()
    for screen, rect in (("HDMI-2", QRect(10, 10, 700, 500)), (None, QRect(5000, 40, 700, 500))):
        store.setValue("window/screen", screen or QGuiApplication.primaryScreen().name())
        store.setValue("window/rect", rect)
        store.setValue("window/maximized", True)
        window = make_window(qtbot, store)
        assert window.geometry() != rect and area.contains(window.frameGeometry())
        assert not window.windowState() & Qt.WindowState.WindowMaximized
