"""Timer intervals of the engines and widgets, injectable so tests run fast."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal


@dataclass(frozen=True)
class Timing:
    """Every delay the program waits for, in milliseconds.

    The defaults are the real program's. Tests pass ``Timing.fast()``.
    """

    auto_score_ms: int = 3000  # Penta: after the 3rd roll, score automatically
    countdown_tick_ms: int = 1000  # visible countdown step of the auto-score
    computer_step_ms: int = 800  # pace of a computer turn, one step per tick
    roll_animation_ms: int = 450  # dice tumbling
    banner_ms: int = 1800  # Farkle banners (farkle, hot dice, last turn)
    score_flash_ms: int = 1200  # Penta: the scored dice and cell stay shown (visual only)
    undo_grace_ms: int = 3000  # the computer's turn waits: a human's move can be undone

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


class PausableTimer(QObject):
    """A single-shot or repeating QTimer that can be paused and resumed.

    ``pause()`` keeps the time the current interval still had to run; ``resume()`` starts
    from there (not from the full interval), then the timer goes on with its interval.
    Every engine timer is one of these, so that the engine can stop the clock while the
    player cannot see the game (a dialog, a menu, the Rules window, the window minimised).
    """

    timeout = Signal()

    def __init__(
        self, interval_ms: int = 0, single_shot: bool = True, parent: QObject | None = None
    ) -> None:
        from PySide6.QtCore import Qt  # not at import: the welcome page never needs it

        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)
        self._interval = max(0, interval_ms)
        self._single_shot = single_shot
        self._running = False  # started and not stopped (paused or ticking)
        self._paused = False
        self._remaining: int | None = None  # ms left of the current interval while paused

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
        if self._paused:
            self._timer.stop()
        else:
            self._timer.start(self._interval)

    def stop(self) -> None:
        self._running = False
        self._remaining = None
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
        if self._single_shot:
            self._running = False
        else:
            self._timer.start(self._interval)
        self.timeout.emit()
