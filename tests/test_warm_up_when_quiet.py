"""A game started at once after the program starts (issue 37 item 1): the game screens'
modules are imported from the first turn of the event loop after the first frame, not
300 ms later; and the background warm-up, which would make a game's start take two to
three times as long (Python runs one thread at a time), waits until nothing has happened
for a moment: a dialog opening or closing, or a game starting, puts it off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from dicegame import app


class Window(QObject):
    gameStarted = Signal(object)


@pytest.fixture
def started(qtbot, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What reached the warm-up, the heap freeze left out."""
    from dicegame.core import warm_up

    steps: list[str] = []
    monkeypatch.setattr(warm_up, "start_warm_up", lambda then: steps.append("warm up"))
    return steps


def watch(qtbot, window: QObject | None) -> QTimer:
    found = QCoreApplication.instance().findChild(QObject, app.QUIET_WATCH_NAME)
    assert found is not None
    timer = found.findChild(QTimer)
    assert timer is not None and timer.isActive()
    return timer


def test_the_imports_begin_in_the_next_turn_of_the_event_loop(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dicegame.ui.window import preload

    steps: list[str] = []
    monkeypatch.setattr(preload, "preload", lambda then: steps.append("preload"))
    app.start_warm_up_soon()
    assert steps == []
    QCoreApplication.processEvents()  # one turn, no time to wait
    assert steps == ["preload"]


def test_a_game_started_or_a_dialog_puts_the_warm_up_off(
    qtbot, monkeypatch: pytest.MonkeyPatch, started: list[str]
) -> None:
    monkeypatch.setattr(app, "WARM_UP_DELAY_MS", 60_000)  # never on its own in this test
    window = Window()
    quiet = app.WarmUpWhenQuiet(window)  # type: ignore[arg-type]
    timer = watch(qtbot, window)
    for postpone in (
        lambda: window.gameStarted.emit(None),
        lambda: QGuiApplication.instance().focusWindowChanged.emit(None),
    ):
        qtbot.wait(30)
        left = timer.remainingTime()
        postpone()
        QCoreApplication.processEvents()  # the event loop sees the timer's new start
        assert timer.remainingTime() > left  # started over
    assert started == []
    name = app.QUIET_WATCH_NAME
    timer.timeout.emit()  # quiet long enough
    assert started == ["warm up"]
    qtbot.waitUntil(lambda: QCoreApplication.instance().findChild(QObject, name) is None)
    window.gameStarted.emit(None)  # let go of: nothing left to put off
    del quiet


def test_without_anything_happening_the_warm_up_starts(
    qtbot, monkeypatch: pytest.MonkeyPatch, started: list[str]
) -> None:
    monkeypatch.setattr(app, "WARM_UP_DELAY_MS", 0)
    app.WarmUpWhenQuiet()
    qtbot.waitUntil(lambda: started == ["warm up"])
