"""``dicegame/stop_signals.py``: a stop signal wakes Qt's event loop and is emitted once.

The program's own stop signals (SIGTERM, SIGINT, SIGHUP) are tested on the real program in
``tests/test_single_instance.py``; here SIGUSR1 and SIGUSR2 stand in, so the test process's
own handlers are never touched.
"""

from __future__ import annotations

import os
import signal

import pytest

from dicegame.stop_signals import STOP_SIGNALS, StopSignals

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGUSR1"), reason="POSIX signals")


def test_the_program_stops_on_term_int_and_hup() -> None:
    assert set(STOP_SIGNALS) == {signal.SIGTERM, signal.SIGINT, signal.SIGHUP}


def test_a_signal_wakes_the_loop_and_is_emitted_once_and_others_are_left_alone(
    qtbot,
) -> None:
    others: list[int] = []
    before_usr1 = signal.getsignal(signal.SIGUSR1)
    before_usr2 = signal.signal(signal.SIGUSR2, lambda number, _frame: others.append(number))
    stop = StopSignals(signals=(signal.SIGUSR1,))
    heard: list[int] = []
    stop.requested.connect(heard.append)
    try:
        os.kill(os.getpid(), signal.SIGUSR2)  # not one of its signals: its own handler runs
        qtbot.waitUntil(lambda: others == [signal.SIGUSR2], timeout=5000)
        with qtbot.waitSignal(stop.requested, timeout=5000) as emitted:
            os.kill(os.getpid(), signal.SIGUSR1)  # the loop is woken: no slot need run
        assert emitted.args == [signal.SIGUSR1]
        qtbot.wait(50)
        assert heard == [signal.SIGUSR1]
    finally:
        stop.close()
        signal.signal(signal.SIGUSR2, before_usr2)
    assert signal.getsignal(signal.SIGUSR1) == before_usr1  # put back
    stop.close()  # twice is harmless


def test_closing_puts_the_wake_up_socket_back(qtbot) -> None:
    stop = StopSignals(signals=(signal.SIGUSR1,))
    ours = signal.set_wakeup_fd(-1)
    signal.set_wakeup_fd(ours)
    assert ours >= 0
    stop.close()
    after = signal.set_wakeup_fd(-1)
    signal.set_wakeup_fd(after)
    assert after != ours
