"""Timer intervals of the engines and widgets, injectable so tests run fast.

Every engine timer is a :class:`PausableTimer`. It counts on Qt's clock, or, when its
``Timing`` carries a :class:`ManualClock`, on virtual time that moves only when a test says
so: then nothing depends on how busy the machine is.

The monotonic clock goes on while the process is stopped (job control's SIGSTOP, a
debugger, a paused virtual machine): every timer is then overdue when it resumes, and
would fire at once (the auto-score before the player sees the board again). A timer that
fires :data:`STOPPED_MS` or more after its deadline counts its interval again instead.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from dicegame.core.limits import DEFAULT_AUTO_SCORE_SECONDS

#: A timer firing this late was not just delayed by a busy machine: the process was stopped.
STOPPED_MS = 5000


@dataclass(frozen=True)
class Timing:
    """Every delay the program waits for, in milliseconds.

    The defaults are the real program's. Tests pass ``Timing.fast()``, or intervals with
    a ``clock`` (a :class:`ManualClock`) to decide themselves when time passes.
    """

    # Penta: after the 3rd roll, score automatically (the settings' default too)
    auto_score_ms: int = DEFAULT_AUTO_SCORE_SECONDS * 1000
    countdown_tick_ms: int = 1000  # visible countdown step of the auto-score
    computer_step_ms: int = 400  # pace of a computer turn, one step per tick (Normal)
    roll_animation_ms: int = 450  # dice tumbling
    banner_ms: int = 1800  # Farkle banners (farkle, hot dice, last turn)
    score_flash_ms: int = 1200  # Penta: the scored dice and cell stay shown (visual only)
    undo_grace_ms: int = 3000  # the computer's turn waits: a human's move can be undone
    # None: Qt's clock (the program). A ManualClock: virtual time (tests).
    clock: ManualClock | None = field(default=None, compare=False, repr=False)

    @classmethod
    def fast(cls) -> Timing:
        """Tiny intervals for tests: everything happens within a few event-loop turns."""
        return cls(
            auto_score_ms=30,
            countdown_tick_ms=10,
            computer_step_ms=1,
            roll_animation_ms=0,
            banner_ms=1,
            score_flash_ms=0,
            undo_grace_ms=0,
        )


class Countdown(Protocol):
    """One interval being counted: what PausableTimer needs of a clock's timer."""

    def start(self, ms: int) -> None: ...
    def stop(self) -> None: ...
    def isActive(self) -> bool: ...
    def remainingTime(self) -> int: ...
    def lateness(self) -> int: ...


class _QtCountdown:
    """A single-shot precise QTimer (the program's clock)."""

    def __init__(self, parent: QObject, fire: Callable[[], None]) -> None:
        from PySide6.QtCore import Qt  # not at import: the welcome page never needs it

        self._timer = QTimer(parent)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(fire)
        self._due_ns = 0

    def start(self, ms: int) -> None:
        self._due_ns = time.monotonic_ns() + ms * 1_000_000  # Qt's clock: CLOCK_MONOTONIC
        self._timer.start(ms)

    def lateness(self) -> int:
        """Milliseconds since the deadline of the last start (when it fires: how late)."""
        return (time.monotonic_ns() - self._due_ns) // 1_000_000

    def stop(self) -> None:
        self._timer.stop()

    def isActive(self) -> bool:
        return self._timer.isActive()

    def remainingTime(self) -> int:
        return max(0, self._timer.remainingTime())


class ManualClock:
    """Virtual time for tests: timers on this clock fire only inside :meth:`advance` or
    :meth:`run_until`, in the order of their deadlines, in the test's own call stack.

    ``now`` starts at 0 and counts milliseconds. A timer started while another fires
    (the engine's next step) is counted from the firing one's deadline, as on a real clock.
    """

    #: More firings than this in one call is a timer loop (a repeating 0 ms timer), not a test.
    MAX_FIRINGS = 100_000

    def __init__(self) -> None:
        self.now = 0
        self._countdowns: list[_ManualCountdown] = []
        self._started = 0  # start order: equal deadlines fire first come, first served

    def countdown(self, fire: Callable[[], None]) -> _ManualCountdown:
        countdown = _ManualCountdown(self, fire)
        self._countdowns.append(countdown)
        return countdown

    def next_deadline(self) -> int | None:
        """When the next timer fires (None: nothing is counting)."""
        due = self._next()
        return None if due is None else due.deadline

    def stop_process(self, ms: int) -> None:
        """The process is stopped for ``ms`` (SIGSTOP ... SIGCONT): time passes and nothing
        fires; what came due meanwhile fires, late, at the next :meth:`advance`."""
        self.now += max(0, ms)

    def advance(self, ms: int) -> None:
        """Let ``ms`` milliseconds pass: every timer due by then fires, earliest first."""
        end = self.now + max(0, ms)
        self._fire_until(lambda: False, end)
        self.now = end

    def run_until(self, condition: Callable[[], bool], within_ms: int) -> int:
        """Fire timers one by one until ``condition()`` holds; the virtual ms it took.

        Raises AssertionError if it does not hold within ``within_ms`` of virtual time
        (or no timer is left to change anything).
        """
        started = self.now
        if not self._fire_until(condition, started + within_ms):
            raise AssertionError(
                f"condition not met within {within_ms} virtual ms "
                f"(next timer at {self.next_deadline()}, now {self.now})"
            )
        return self.now - started

    def _fire_until(self, condition: Callable[[], bool], end: int) -> bool:
        for _ in range(self.MAX_FIRINGS):
            if condition():
                return True
            due = self._next()
            if due is None or due.deadline is None or due.deadline > end:
                return False
            self.now = max(self.now, due.deadline)  # later after a stop_process
            due.deadline = None
            due.fire()
        raise RuntimeError(f"more than {self.MAX_FIRINGS} timer firings: a timer loop")

    def _next(self) -> _ManualCountdown | None:
        counting = [each for each in self._countdowns if each.deadline is not None]
        return min(counting, key=lambda each: (each.deadline, each.order), default=None)

    def start_order(self) -> int:
        """A number that grows with every start (equal deadlines fire in start order)."""
        self._started += 1
        return self._started


class _ManualCountdown:
    """A single-shot timer on a ManualClock."""

    def __init__(self, clock: ManualClock, fire: Callable[[], None]) -> None:
        self._clock = clock
        self.fire = fire
        self.deadline: int | None = None
        self.due = 0  # the deadline of the last start, kept when it fires
        self.order = 0

    def start(self, ms: int) -> None:
        self.deadline = self.due = self._clock.now + max(0, ms)
        self.order = self._clock.start_order()

    def lateness(self) -> int:
        return self._clock.now - self.due

    def stop(self) -> None:
        self.deadline = None

    def isActive(self) -> bool:
        return self.deadline is not None

    def remainingTime(self) -> int:
        return -1 if self.deadline is None else self.deadline - self._clock.now


class PausableTimer(QObject):
    """A single-shot or repeating timer that can be paused and resumed.

    ``pause()`` keeps the time the current interval still had to run; ``resume()`` starts
    from there (not from the full interval), then the timer goes on with its interval.
    Every engine timer is one of these, so that the engine can stop the clock while the
    player cannot see the game (a dialog, a menu, the Rules window, the window minimised).
    It counts on Qt's clock, or on ``clock`` (a ManualClock: tests) when one is given.
    Firing :data:`STOPPED_MS` late (the process was stopped), it counts the interval again
    and emits :attr:`restarted`, not :attr:`timeout`; only once in a row, so that a machine
    too busy to keep time delays a timer by one interval at most.
    """

    timeout = Signal()
    restarted = Signal()  # it fired long after its time (a stop) and counts again

    def __init__(
        self,
        interval_ms: int = 0,
        single_shot: bool = True,
        parent: QObject | None = None,
        clock: ManualClock | None = None,
    ) -> None:
        super().__init__(parent)
        self._timer: Countdown = (
            _QtCountdown(self, self._fire) if clock is None else clock.countdown(self._fire)
        )
        self._interval = max(0, interval_ms)
        self._single_shot = single_shot
        self._running = False  # started and not stopped (paused or ticking)
        self._paused = False
        self._remaining: int | None = None  # ms left of the current interval while paused
        self._counted_again = False  # the current interval is a restart after a stop

    def interval(self) -> int:
        return self._interval

    def setInterval(self, ms: int) -> None:
        self._interval = max(0, ms)

    def isSingleShot(self) -> bool:
        return self._single_shot

    def isActive(self) -> bool:
        """Started and not stopped, whether ticking or paused."""
        return self._running

    def isPaused(self) -> bool:
        return self._paused

    def remainingTime(self) -> int:
        """Milliseconds left of the current interval (-1 when not running)."""
        if not self._running:
            return -1
        if self._paused:
            return self._remaining if self._remaining is not None else self._interval
        return max(0, self._timer.remainingTime())

    def start(self, ms: int | None = None) -> None:
        """(Re)start a full interval; while paused, it starts counting on resume."""
        if ms is not None:
            self._interval = max(0, ms)
        self._running = True
        self._remaining = None
        self._counted_again = False
        if self._paused:
            self._timer.stop()
        else:
            self._timer.start(self._interval)

    def stop(self) -> None:
        self._running = False
        self._remaining = None
        self._counted_again = False
        self._timer.stop()

    def pause(self) -> None:
        if self._paused:
            return
        self._paused = True
        if self._running and self._timer.isActive():
            self._remaining = max(0, self._timer.remainingTime())
            self._timer.stop()

    def resume(self) -> None:
        if not self._paused:
            return
        self._paused = False
        if self._running:
            left = self._remaining if self._remaining is not None else self._interval
            self._remaining = None
            self._timer.start(left)

    def setPaused(self, paused: bool) -> None:
        if paused:
            self.pause()
        else:
            self.resume()

    def _fire(self) -> None:
        if self._timer.lateness() >= STOPPED_MS and not self._counted_again:
            self._counted_again = True
            self._timer.start(self._interval)
            self.restarted.emit()
            return
        self._counted_again = False
        if self._single_shot:
            self._running = False
        else:
            self._timer.start(self._interval)
        self.timeout.emit()
