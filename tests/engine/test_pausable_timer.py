"""PausableTimer: pause keeps the remaining time, resume runs only what was left.

Timed on a ManualClock (virtual milliseconds that pass only when the test says so), so
that no assertion depends on how busy the machine is; one test checks Qt's clock fires.
"""

from __future__ import annotations

import pytest

from dicegame.engine.timing import STOPPED_MS, ManualClock, PausableTimer, Timing


def manual(interval_ms: int, single_shot: bool = True) -> tuple[PausableTimer, ManualClock, list]:
    clock = ManualClock()
    timer = PausableTimer(interval_ms, single_shot, clock=clock)
    fired: list[int] = []
    timer.timeout.connect(lambda: fired.append(clock.now))
    return timer, clock, fired


def test_single_shot_fires_once(qtbot) -> None:
    timer, clock, fired = manual(20)
    timer.start()
    clock.advance(19)
    assert fired == [] and timer.remainingTime() == 1
    clock.advance(1)
    assert fired == [20]
    clock.advance(1000)
    assert fired == [20]
    assert not timer.isActive() and timer.remainingTime() == -1


def test_pause_holds_and_resume_finishes_the_rest(qtbot) -> None:
    timer, clock, fired = manual(200)
    timer.start()
    clock.advance(50)
    timer.pause()
    assert timer.remainingTime() == 150
    clock.advance(60_000)
    assert fired == []  # paused: nothing happens, however long
    assert timer.isActive() and timer.isPaused() and timer.remainingTime() == 150
    timer.resume()
    assert not timer.isPaused() and timer.remainingTime() == 150
    clock.advance(149)
    assert fired == []
    clock.advance(1)
    assert fired == [60_200]  # only what was left, counted from the resume


def test_start_while_paused_waits_for_resume(qtbot) -> None:
    timer, clock, fired = manual(10)
    timer.setPaused(True)
    timer.start()
    clock.advance(60)
    assert fired == []
    assert timer.remainingTime() == 10
    timer.setPaused(False)
    clock.advance(10)
    assert fired == [70]


def test_repeating_timer_keeps_ticking_and_stop_ends_it(qtbot) -> None:
    timer, clock, fired = manual(10, single_shot=False)
    timer.start()
    clock.advance(35)
    assert fired == [10, 20, 30]
    timer.stop()
    clock.advance(50)
    assert fired == [10, 20, 30]
    assert timer.remainingTime() == -1


def test_a_repeating_timer_paused_mid_interval_goes_on_with_its_interval(qtbot) -> None:
    timer, clock, fired = manual(100, single_shot=False)
    timer.start()
    clock.advance(130)
    timer.pause()
    assert timer.remainingTime() == 70
    clock.advance(1000)
    timer.resume()
    clock.advance(170)
    assert fired == [100, 1200, 1300]


def test_restarting_counts_a_full_interval_again(qtbot) -> None:
    timer, clock, fired = manual(100)
    timer.start()
    clock.advance(90)
    timer.start(40)
    assert timer.interval() == 40 and timer.remainingTime() == 40
    clock.advance(40)
    assert fired == [130]


def test_run_until_says_how_long_it_took_and_fails_when_it_does_not_happen(qtbot) -> None:
    timer, clock, fired = manual(250)
    timer.start()
    assert clock.next_deadline() == 250
    assert clock.run_until(lambda: fired != [], within_ms=1000) == 250
    assert clock.next_deadline() is None
    with pytest.raises(AssertionError, match="within 500 virtual ms"):
        clock.run_until(lambda: len(fired) == 2, within_ms=500)


def test_a_zero_interval_loop_is_reported_not_run_forever(qtbot) -> None:
    timer, clock, _ = manual(0, single_shot=False)
    timer.start()
    with pytest.raises(RuntimeError, match="timer loop"):
        clock.advance(1)


def test_the_engines_timing_carries_the_clock_and_keeps_it_when_changed(qtbot) -> None:
    from dataclasses import replace

    clock = ManualClock()
    timing = replace(Timing.fast(), clock=clock)
    assert replace(timing, auto_score_ms=5000).clock is clock
    assert timing == Timing.fast()  # the clock is not part of the intervals
    assert Timing().clock is None  # the program counts on Qt's clock


def test_on_qts_clock_it_fires_once_and_pauses(qtbot) -> None:
    timer = PausableTimer(20)
    fired: list[int] = []
    timer.timeout.connect(lambda: fired.append(1))
    timer.start()
    qtbot.waitUntil(lambda: fired == [1], timeout=5000)
    assert not timer.isActive() and timer.remainingTime() == -1
    timer.start(60_000)
    timer.pause()
    assert 0 <= timer.remainingTime() <= 60_000 and timer.isPaused()
    timer.resume()
    assert timer.isActive() and not timer.isPaused()
    timer.stop()
    assert fired == [1] and not timer.isActive()


def test_a_timer_overdue_after_a_stop_counts_its_interval_again(qtbot) -> None:
    """Reliability R6: the monotonic clock goes on while the process is stopped; on
    SIGCONT every timer is overdue. One far past its time counts again, once."""
    timer, clock, fired = manual(3000)
    restarts: list[int] = []
    timer.restarted.connect(lambda: restarts.append(clock.now))
    timer.start()
    clock.advance(500)
    clock.stop_process(30_000)
    clock.advance(0)  # SIGCONT: what was due fires now, late
    assert fired == [] and restarts == [30_500] and timer.isActive()
    assert timer.remainingTime() == 3000
    clock.advance(2999)
    assert fired == []
    clock.advance(1)
    assert fired == [33_500] and not timer.isActive()


def test_a_timer_late_but_not_stopped_fires(qtbot) -> None:
    """A busy machine delays a timer a little: it fires, late, and counts nothing again;
    and after one restart the next late firing fires (a timer is delayed once at most)."""
    timer, clock, fired = manual(1000, single_shot=False)
    timer.start()
    clock.stop_process(1000 + STOPPED_MS - 1)
    clock.advance(0)
    assert len(fired) == 1
    clock.stop_process(60_000)
    clock.advance(0)
    assert len(fired) == 1  # counted again
    clock.stop_process(60_000)
    clock.advance(0)
    assert len(fired) == 2  # a second stop at once: fired, not delayed again
