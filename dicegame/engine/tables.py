"""A game's tables, loaded off the GUI thread when a game first needs them (issue 37: a game
starts within 100 ms, the first one too, and an idle program does not hold tables a
player may never use).

An engine asks its :class:`BackgroundLoad` whether the tables are in memory
(:meth:`BackgroundLoad.ready`, which never loads); if not, :meth:`BackgroundLoad.request`
loads them in a background thread and ``loaded`` follows on the GUI thread, when the
engine shows what needed them. Until then there is nothing to show from them.

Each game says what its tables are: ``is_loaded`` (never loads: a GUI thread asks) and
``load`` (it loads them, one thread at a time: whoever loads first — this thread, another
game's, the warm-up — the others wait for it and find them there). Penta's chance tables
(:mod:`dicegame.games.penta.engine.chance_tables`) and Farkle's tables
(:mod:`dicegame.games.farkle.core.tables`) go through it.
"""

from __future__ import annotations

import atexit
import contextlib
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot

__all__ = ["BackgroundLoad", "Job", "in_thread", "in_thread_after", "stop_signalling"]

Job = Callable[[], None]


def in_thread(job: Job, name: str = "dicegame-tables") -> None:
    """Run ``job`` in a daemon thread (quitting never waits for it)."""
    threading.Thread(target=job, name=name, daemon=True).start()


def in_thread_after(delay_ms: int, name: str) -> Callable[[Job], None]:
    """Run a job in a daemon thread, ``delay_ms`` from now (from the event loop): a load
    asked for while a game starts then begins once its first frame is shown. Python runs
    one thread at a time, so a pure-Python load running meanwhile would make the start
    take up to two or three times as long (issue 37)."""
    from PySide6.QtCore import QTimer

    def start(job: Job) -> None:
        QTimer.singleShot(delay_ms, lambda: in_thread(job, name))

    return start


class _Relay(QObject):
    """Says, on the GUI thread, that a load has finished: one for each kind of tables, for
    the program, never deleted, so a loading thread never signals through a closed game's
    object."""

    finished = Signal()


_relays: dict[str, _Relay] = {}

# Held while a loading thread signals. Once the program quits (:func:`stop_signalling`), a
# load that finishes says nothing: the interpreter's exit deletes the relays (module
# teardown) while a daemon thread may still be loading, and its signal then reached a
# deleted QObject: a crash at exit, 1 run in about 60 on a busy machine (seen in
# test_startup's script, which exits right after starting a game).
_signalling = threading.Lock()
_stopped = False


def stop_signalling() -> None:
    """The program is quitting: no loading thread signals from now on (one signalling now
    is waited for). Registered with ``atexit`` with the first relay: it runs before the
    interpreter tears its modules (and the relays) down; until then a relay is alive."""
    global _stopped
    with _signalling:
        _stopped = True


def _signal_finished(relay: _Relay) -> None:
    """On the loading thread: ``relay.finished``, unless the program is quitting."""
    with _signalling:
        if _stopped:
            return
        with contextlib.suppress(RuntimeError):  # the relay is gone
            relay.finished.emit()


def _the_relay(kind: str) -> _Relay:
    relay = _relays.get(kind)
    if relay is None:  # made by the first game of that kind, on the GUI thread
        if not _relays:
            atexit.register(stop_signalling)
        relay = _relays[kind] = _Relay()
    return relay


class BackgroundLoad(QObject):
    """One engine's view of some shared tables: ready, or loading in the background.

    ``kind``: which tables (the loads of one kind share a relay); ``is_loaded``: they are
    in memory (never loads); ``load``: loads them (returns or raises: either way the load is
    over, and a damaged table is then the game's to find where it needs it); ``start``:
    how ``load`` is run (a daemon thread; tests keep the job)."""

    loaded = Signal()  # on the GUI thread, once a requested load has finished (or failed)

    def __init__(
        self,
        kind: str,
        is_loaded: Callable[[], bool],
        load: Callable[[], object],
        start: Callable[[Job], object] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._kind = kind
        self._is_loaded = is_loaded
        self._load = load
        self._start = start or (lambda job: in_thread(job, f"dicegame-{kind}-tables"))
        self._loading = False
        self._job_done = False  # this object's load has run (set by the loading thread)
        self._tried = False  # a load finished: a damaged table is then known, not awaited
        self._relay = _the_relay(kind)
        self._relay.finished.connect(self._on_finished, Qt.ConnectionType.QueuedConnection)

    def ready(self) -> bool:
        """The tables are in memory, or a load has been tried (then the game finds out why
        not where it needs them). Never loads."""
        return self._tried or self._is_loaded()

    def request(self) -> None:
        """Start loading them in the background, once; ``loaded`` follows."""
        if self._loading or self.ready():
            return
        self._loading = True
        self._job_done = False
        self._start(self._run)

    def _run(self) -> None:
        relay = self._relay  # this object may be gone by the end (the game closed)
        try:
            self._load()
        except Exception:  # the game meets the problem where it needs the tables
            pass
        finally:
            self._job_done = True
            _signal_finished(relay)

    @Slot()
    def _on_finished(self) -> None:
        """A load of this kind finished: this one's, or another game's (the same tables, or
        others of the kind: then this one waits for its own, unless they are in now)."""
        if not self._loading or not (self._job_done or self._is_loaded()):
            return
        self._loading = False
        self._tried = True
        self.loaded.emit()
