"""One redraw per event-loop turn, however many changes ask for it.

Engines say what changed with several fine-grained signals in a row (one Penta roll:
``diceRolled``, ``boxSelected``, ``stateChanged``, then ``diceLanded``). A widget that
redraws whole on each would redraw four times for one roll; with :class:`Redraw` every
"something changed" path calls :meth:`Redraw.schedule` and the widget is redrawn once, on
the next turn of the event loop (a zero-time single shot, as ``QWidget.update()`` coalesces
paints). Whatever must be current at once (the end of a click or a key, a text read aloud)
calls :meth:`Redraw.flush`.

The timer is purely visual (like the score flash): it never decides anything in the game,
so it is the widget's, not the engine's.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

__all__ = ["Redraw"]

# A redraw that asks for itself again (Penta's end screen clears the dice, which tells the
# view the dice are drawn) runs again at once, this many times at most; then next turn.
_MAX_PASSES = 3


class Redraw(QObject):
    """Calls ``redraw()`` once for all the :meth:`schedule` calls of one event-loop turn."""

    def __init__(self, redraw: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self._redraw = redraw
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)

    @property
    def pending(self) -> bool:
        """True while a scheduled redraw has not run yet."""
        return self._dirty

    def schedule(self) -> None:
        """Something changed: redraw on the next turn of the event loop (once)."""
        self._dirty = True
        if not self._timer.isActive():
            self._timer.start()

    def flush(self) -> None:
        """Run the scheduled redraw now (nothing when none is pending)."""
        passes = 0
        while self._dirty and passes < _MAX_PASSES:
            self._dirty = False
            self._timer.stop()
            passes += 1
            self._redraw()

    def now(self) -> None:
        """Redraw now, whether or not anything was scheduled (a language switch)."""
        self._dirty = True
        self.flush()
