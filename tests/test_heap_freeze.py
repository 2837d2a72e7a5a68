"""Issue 25 item 3: after the first frame, in idle time, the first uses of Qt types the
first Penta game's start paid for are made, and once the warm-up is done the start-up's
objects are left out of the garbage collector's later full collections (one walked them
all inside the first Penta game's start)."""

from __future__ import annotations

import gc

import pytest

from dicegame import app


def test_the_heap_of_the_start_up_is_frozen_once_collected() -> None:
    gc.unfreeze()
    try:
        app.freeze_start_up_heap()
        assert gc.get_freeze_count() > 0
        assert gc.get_count()[2] == 0  # nothing left for a full collection to walk
    finally:
        gc.unfreeze()


def test_after_the_imports_the_qt_types_then_the_warm_up_then_the_freeze(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dicegame.core import warm_up
    from dicegame.ui.window import preload

    steps: list[str] = []
    monkeypatch.setattr(preload, "preload", lambda then: (steps.append("preload"), then()))
    monkeypatch.setattr(preload, "first_qt_uses", lambda: steps.append("qt"))

    def start_warm_up(then):
        steps.append("warm up")
        then()

    monkeypatch.setattr(warm_up, "start_warm_up", start_warm_up)
    monkeypatch.setattr(app, "freeze_start_up_heap", lambda: steps.append("freeze"))
    app.start_warm_up_soon()
    qtbot.waitUntil(lambda: len(steps) == 4, timeout=5000)
    assert steps == ["preload", "qt", "warm up", "freeze"]


def test_the_first_qt_uses_leave_nothing_behind(qtbot) -> None:
    from PySide6.QtWidgets import QApplication, QTableWidget

    from dicegame.ui.window.preload import first_qt_uses

    def tables() -> int:
        return sum(isinstance(widget, QTableWidget) for widget in QApplication.allWidgets())

    before = tables()
    first_qt_uses()
    assert tables() == before + 1  # the table that made the style options' types
    qtbot.waitUntil(lambda: tables() == before)
