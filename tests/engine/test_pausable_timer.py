"""PausableTimer: pause keeps the remaining time, resume runs only what was left."""

from __future__ import annotations

from dicegame.engine.timing import PausableTimer


def test_single_shot_fires_once(qtbot) -> None:
    timer = PausableTimer(20)
    fired: list[int] = []
    timer.timeout.connect(lambda: fired.append(1))
    timer.start()
    qtbot.waitUntil(lambda: fired == [1], timeout=1000)
    qtbot.wait(60)
    assert fired == [1]
    assert not timer.isActive()


def test_pause_holds_and_resume_finishes_the_rest(qtbot) -> None:
    timer = PausableTimer(200)
    fired: list[int] = []
    timer.timeout.connect(lambda: fired.append(1))
    timer.start()
    qtbot.wait(50)
    timer.pause()
    left = timer.remainingTime()
    assert 0 < left <= 160
    qtbot.wait(300)
    assert fired == []  # paused: nothing happens, however long
    assert timer.isActive() and timer.isPaused()
    timer.resume()
    assert not timer.isPaused()
    qtbot.waitUntil(lambda: fired == [1], timeout=1000)


def test_start_while_paused_waits_for_resume(qtbot) -> None:
    timer = PausableTimer(10)
    fired: list[int] = []
    timer.timeout.connect(lambda: fired.append(1))
    timer.setPaused(True)
    timer.start()
    qtbot.wait(60)
    assert fired == []
    assert timer.remainingTime() == 10
    timer.setPaused(False)
    qtbot.waitUntil(lambda: fired == [1], timeout=1000)


def test_repeating_timer_keeps_ticking_and_stop_ends_it(qtbot) -> None:
    timer = PausableTimer(10, single_shot=False)
    fired: list[int] = []
    timer.timeout.connect(lambda: fired.append(1))
    timer.start()
    qtbot.waitUntil(lambda: len(fired) >= 3, timeout=1000)
    timer.stop()
    count = len(fired)
    qtbot.wait(50)
    assert len(fired) == count
    assert timer.remainingTime() == -1
