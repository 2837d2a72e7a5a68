"""Issue 25 item 3: once the warm-up is done, the start-up's objects are left out of the
garbage collector's later full collections (one walked them all inside the first Penta
game's start)."""

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


def test_the_warm_up_ends_by_freezing_the_heap(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    from dicegame.core import warm_up
    from dicegame.ui import preload

    steps: list[str] = []
    monkeypatch.setattr(preload, "preload", lambda then: (steps.append("preload"), then()))

    def start_warm_up(then):
        steps.append("warm up")
        then()

    monkeypatch.setattr(warm_up, "start_warm_up", start_warm_up)
    monkeypatch.setattr(app, "freeze_start_up_heap", lambda: steps.append("freeze"))
    app.start_warm_up_soon()
    qtbot.waitUntil(lambda: len(steps) == 3, timeout=5000)
    assert steps == ["preload", "warm up", "freeze"]
