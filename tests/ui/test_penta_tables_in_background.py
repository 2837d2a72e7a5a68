"""Issue 37: a Penta game starts without unpacking the chance tables on the GUI thread,
even the first one, before the warm-up has loaded them (the xz split table alone cost some
70 ms there). They load in a background thread and the chances follow by
``chancesChanged``: nothing shows until then, then the line."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.core import chances as penta_chances
from dicegame.games.penta.core import moments_tables
from dicegame.games.penta.ui.view import PentaView
from dicegame.persist.settings import Settings
from dicegame.ui.window.mainwindow import MainWindow

NB = "\N{NO-BREAK SPACE}"
TIMING = replace(Timing.fast(), auto_score_ms=0)

pytestmark = [pytest.mark.usefixtures("english_numbers"), pytest.mark.window]


@pytest.fixture
def loads(monkeypatch) -> list[str]:
    """The chance tables out of memory (a program just started); the name of the thread
    each table file is read in, one entry a file."""
    assert moments_tables.table_problem() is None  # then forgotten, as before the warm-up
    threads: list[str] = []
    for name in ("_moments", "_split", "_endgame"):
        monkeypatch.setattr(moments_tables, name, None)
    for name in ("load_moments", "load_split", "load_endgame"):
        original = getattr(moments_tables, name)

        def recorded(*args, _original=original, **kwargs):
            threads.append(threading.current_thread().name)
            return _original(*args, **kwargs)

        monkeypatch.setattr(moments_tables, name, recorded)
    monkeypatch.setattr(penta_chances, "win_chances", lambda sheets, levels=None: (0.61, 0.39))
    return threads


def test_the_first_game_starts_without_loading_them_and_shows_the_chances_after(
    qtbot, tmp_path, loads
) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(timing=TIMING, rng_factory=lambda: ScriptedRng([3, 3, 3, 5, 5]))
    window.settings = settings
    qtbot.addWidget(window)
    window.show()
    view = window.start_game(GameSetup(humans=("Ana", "Rui"), with_computer=False))
    assert isinstance(view, PentaView)
    label = view.findChild(QLabel, "pentaChances")
    assert label is not None
    main = threading.main_thread().name
    assert main not in loads  # the game started without reading a table on this thread
    assert label.text() == "" and label.isHidden()  # nothing to show yet: nothing shown
    line = f"Chance to win: Ana:{NB}61%; Rui:{NB}39%"
    qtbot.waitUntil(lambda: label.text() == line)  # by chancesChanged, once loaded
    assert label.isVisible() and label.accessibleName() == line
    assert len(loads) == 3 and main not in loads  # each table read once, in the background
