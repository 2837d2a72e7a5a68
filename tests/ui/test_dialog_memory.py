"""Flat memory (issue 25, item 2; review D6): every dialog and message box of the main
window is freed once closed, so opening one again and again leaves nothing behind.

Each dialog is opened and closed through the real window (its menu action, or the path the
program takes to show it); after a first round (imports, caches, the first game), more
rounds must not add a single widget or QObject.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from support.dialog_cycles import CYCLES, live_objects

from dicegame.engine.timing import Timing
from dicegame.persist.autosave import AutosaveManager
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

ROUNDS = 4


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:
    window = MainWindow(timing=Timing.fast(), autosave=AutosaveManager(tmp_path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.complete_menus()
    return window


@pytest.mark.parametrize("name", list(CYCLES))
def test_a_closed_dialog_is_freed(window: MainWindow, name: str) -> None:
    cycle = CYCLES[name]
    cycle(window)  # the first time: imports, the first game, caches
    cycle(window)
    before = live_objects(window)
    for _ in range(ROUNDS):
        cycle(window)
    assert live_objects(window) == before, f"{name}: (widgets, QObjects) grew"
