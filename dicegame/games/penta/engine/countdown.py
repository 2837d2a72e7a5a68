"""The auto-score countdown of a Penta engine: after a human's third roll has landed, with
no box selected, the best box is scored by itself when the countdown runs out (3 s by
default, 5, 10, 30 s or off: ``Timing.auto_score_ms``), unless the player chooses first.

:class:`~dicegame.games.penta.engine.engine.PentaEngine` owns one
:class:`AutoScoreCountdown` and hands it what the countdown does; the engine keeps the
slots (``holdCountdown``, ``postponeCountdown``, ``set_auto_score_ms``) and the signals
(``countdownTick``, ``autoScoreTarget``, ``autoScored``). The countdown's three timers are
the engine's: made by the engine's timer factory, children of the engine, paused with its
others (:meth:`~dicegame.engine.base.GameEngine.setPaused`):

* ``timer``: the whole auto-score time, then the box is scored;
* ``tick_timer``: the seconds shown (``countdownTick``), read on whole seconds of ``timer``;
* ``wait_timer``: a screen reader's warning cannot be heard yet (``postponeCountdown``);
  the countdown waits, then runs its whole time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from dicegame.engine.timing import PausableTimer

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from dicegame.engine.timing import Timing
    from dicegame.games.penta.core.rules import Box, PentaGame

__all__ = ["AutoScoreCountdown", "CountdownEngine", "MakeTimer"]

#: The engine's timer factory (``GameEngine._timer``): interval, slot, single shot.
MakeTimer = Callable[[int, Callable[[], None], bool], PausableTimer]


class CountdownEngine(Protocol):
    """What the countdown reads of its engine and the signals it emits (the engine's
    module imports this one: a protocol keeps the imports free of a circle)."""

    @property
    def game(self) -> PentaGame: ...
    @property
    def timing(self) -> Timing: ...
    @property
    def selected(self) -> Box | None: ...
    @property
    def is_computer_turn(self) -> bool: ...
    @property
    def rolling(self) -> bool: ...
    @property
    def countdownTick(self) -> SignalInstance: ...
    @property
    def autoScoreTarget(self) -> SignalInstance: ...


class AutoScoreCountdown:
    """The countdown's timers and state. ``best_box``: the box it will score; ``score``
    writes it for the player (a human's scoring, marked as the auto-score's)."""

    def __init__(
        self,
        engine: CountdownEngine,
        make_timer: MakeTimer,
        best_box: Callable[[], Box],
        score: Callable[[Box], object],
    ) -> None:
        self.engine = engine
        self._best_box = best_box
        self._score = score
        self.left = 0  # seconds the countdown shows (0: none running)
        self.held = False  # the player stopped it (a key): this roll waits for them
        self.box: Box | None = None  # what the running countdown will score
        self.scoring = False  # True while the auto-score writes its box
        timing = engine.timing
        self.timer = make_timer(timing.auto_score_ms, self._over, True)
        self.tick_timer = make_timer(timing.countdown_tick_ms, self._tick, False)
        self.timer.restarted.connect(self._restarted)
        self.wait_timer = make_timer(0, self._run, True)  # postpone

    @property
    def active(self) -> bool:
        """The countdown runs, or waits to run (:meth:`postpone`)."""
        return self.timer.isActive() or self.wait_timer.isActive()

    def start(self) -> None:
        """After a human's third roll has landed, with nothing selected: the countdown
        (unless the Auto-score setting is off: then the player chooses, however long)."""
        engine = self.engine
        game, ms = engine.game, engine.timing.auto_score_ms
        if ms <= 0 or game.is_over or engine.is_computer_turn or engine.rolling:
            return
        if game.dice is None or game.rolls_left > 0 or engine.selected is not None:
            return
        if self.held:
            return
        self.box = self._best_box()
        self.timer.start(ms)
        self.tick_timer.start(engine.timing.countdown_tick_ms)
        self.left = self._seconds_left()
        engine.countdownTick.emit(self.left)
        engine.autoScoreTarget.emit(self.box)

    def stop(self) -> None:
        """No countdown, nor one waiting to run (what it showed is cleared)."""
        self.wait_timer.stop()
        self.tick_timer.stop()
        if self.timer.isActive() or self.left:
            self.timer.stop()
            self.left = 0
            self.box = None
            self.engine.countdownTick.emit(0)
            self.engine.autoScoreTarget.emit(None)

    def hold(self) -> None:
        """A running countdown stops and the roll waits for the player's box; held, it
        starts afresh."""
        if self.active:
            self.stop()
            self.held = True
        elif self.held:
            self.held = False
            self.start()

    def postpone(self, ms: int) -> None:
        """A running countdown waits ``ms``, then runs its whole time (it shows it
        meanwhile); called again, the wait starts again."""
        if ms <= 0 or not self.active:
            return
        self.timer.stop()
        self.tick_timer.stop()
        self.wait_timer.start(ms)

    def time_changed(self) -> None:
        """The auto-score time has changed: a running countdown starts again with it (or
        stops, when off); a third roll waiting for a box gets one."""
        self.timer.setInterval(self.engine.timing.auto_score_ms)
        self.stop()
        self.start()  # when the roll waits for a box

    def _seconds_left(self) -> int:
        """What the countdown shows: whole seconds left, at least 1 while it runs (read
        on the ticks, which fall on whole seconds of the countdown)."""
        left = self.timer.remainingTime()
        return max(1, round(left / 1000)) if left >= 0 else 0

    def _run(self) -> None:
        timing = self.engine.timing
        self.timer.start(timing.auto_score_ms)
        self.tick_timer.start(timing.countdown_tick_ms)

    def _tick(self) -> None:
        seconds = self._seconds_left()
        if self.timer.isActive() and seconds != self.left:
            self.left = seconds
            self.engine.countdownTick.emit(seconds)

    def _restarted(self) -> None:
        """The process was stopped during the countdown (SIGSTOP): the countdown counts
        the whole time again, shown from its start, with its ticks."""
        self.tick_timer.start(self.engine.timing.countdown_tick_ms)
        self._tick()

    def _over(self) -> None:
        box = self.box
        self.stop()
        engine = self.engine
        if box is not None and not engine.is_computer_turn and not engine.game.is_over:
            self.scoring = True
            try:
                self._score(box)
            finally:
                self.scoring = False
