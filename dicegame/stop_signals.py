"""The system's requests to stop, heard on the GUI thread.

At log-out or shut-down the session sends SIGTERM; a terminal sends SIGINT (Ctrl+C) or
SIGHUP (its window closed). Python's default answer is to die at once (SIGTERM, SIGHUP), or
to raise KeyboardInterrupt in whatever slot runs next (SIGINT), which the error notice then
reports as a bug. :class:`StopSignals` turns each of them into its :attr:`requested`
signal instead, so the program ends as Game ▸ Quit ends it: the window's place is kept,
the autosave flushed, the lock and the listening socket let go.

Qt's event loop runs no Python code while it waits, so a Python signal handler alone would
run only at the next slot. The C-level handler writes the signal's number to
:func:`signal.set_wakeup_fd`'s socket; a :class:`QSocketNotifier` wakes the loop for it and
:meth:`StopSignals._drain` reads the numbers and emits. ``_socket`` is used, not ``socket``,
for the reason :mod:`dicegame.local_listener` gives.
"""

from __future__ import annotations

import _socket
import signal
from collections.abc import Callable, Iterable
from contextlib import suppress
from types import FrameType
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, Signal

__all__ = ["StopSignals", "STOP_SIGNALS"]

# SIGHUP does not exist on Windows.
STOP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name)
)

Handler = Callable[[int, FrameType | None], Any] | int | None


def _noted(_number: int, _frame: FrameType | None) -> None:
    """The Python-level handler: nothing to do, the wake-up socket carries the number."""


class StopSignals(QObject):
    """Emits :attr:`requested` with the signal's number when one of ``signals`` comes.

    Create it on the main thread; :meth:`close` puts the previous handlers back."""

    requested = Signal(int)

    def __init__(
        self, parent: QObject | None = None, signals: Iterable[int] = STOP_SIGNALS
    ) -> None:
        super().__init__(parent)
        self.setObjectName("stopSignals")
        self._reader, self._writer = _socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous: dict[int, Handler] = {
            number: signal.signal(number, _noted) for number in signals
        }
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)

    def _drain(self) -> None:
        try:
            numbers = self._reader.recv(64)
        except (BlockingIOError, InterruptedError):
            return
        for number in numbers:
            if number in self._previous:
                self.requested.emit(number)

    def close(self) -> None:
        """Stop listening; the handlers and wake-up socket from before come back."""
        if self._reader.fileno() < 0:
            return
        self._notifier.setEnabled(False)
        with suppress(ValueError):  # not the main thread any more: nothing to put back
            signal.set_wakeup_fd(self._previous_fd)
            for number, handler in self._previous.items():
                signal.signal(number, handler if handler is not None else signal.SIG_DFL)
        self._reader.close()
        self._writer.close()
