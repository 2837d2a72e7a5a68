"""The Penta chance tables, loaded off the GUI thread when a game first needs them
(issue 37: a game starts within 100 ms, the first one too, even before the warm-up ends).

Unpacking the xz split table and reading the endgame table cost some 70 ms of CPU and
11 MiB; a game that shows the chances asked for them while its view was built, on the GUI
thread. Now the engine asks :class:`ChanceTables` whether they are in memory
(:meth:`ChanceTables.ready`, which never loads); if not, :meth:`ChanceTables.request`
loads them in a background thread and ``loaded`` follows on the GUI thread, when the
engine emits its chances. Until then there is no chance to show (nothing is drawn).

Whoever loads first — this thread, another game's, the warm-up — the others wait for it
(:func:`dicegame.games.penta.core.chances.table_problem` holds a lock) and find them there.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot

from dicegame.games.penta.core import chances as penta_chances

__all__ = ["ChanceTables", "in_thread"]

Job = Callable[[], None]


def in_thread(job: Job) -> None:
    """Run ``job`` in a daemon thread (quitting never waits for it)."""
    threading.Thread(target=job, name="dicegame-penta-tables", daemon=True).start()


class _Relay(QObject):
    """Says, on the GUI thread, that a load has finished: one for the program, never
    deleted, so a loading thread never signals through a closed game's object."""

    finished = Signal()


_relay: _Relay | None = None


def _the_relay() -> _Relay:
    global _relay
    if _relay is None:  # made by the first game, on the GUI thread
        _relay = _Relay()
    return _relay


class ChanceTables(QObject):
    """One engine's view of the shared tables: ready, or loading in the background."""

    loaded = Signal()  # on the GUI thread, once a requested load has finished (or failed)

    def __init__(
        self,
        load: Callable[[], object] | None = None,
        start: Callable[[Job], object] = in_thread,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._load = load  # by default penta_chances.table_problem, as it is then
        self._start = start
        self._loading = False
        self._tried = False  # a load finished: a damaged table is then known, not awaited
        self._relay = _the_relay()
        self._relay.finished.connect(self._on_finished, Qt.ConnectionType.QueuedConnection)

    def ready(self) -> bool:
        """The tables are in memory, or a load has been tried (then the game finds out why
        not where it did before). Never loads."""
        return self._tried or penta_chances.tables_loaded()

    def request(self) -> None:
        """Start loading them in the background, once; ``loaded`` follows."""
        if self._loading or self.ready():
            return
        self._loading = True
        self._start(self._run)

    def _run(self) -> None:
        relay = self._relay  # this object may be gone by the end (the game closed)
        try:
            (self._load or penta_chances.table_problem)()
        finally:
            with contextlib.suppress(RuntimeError):  # the program is quitting
                relay.finished.emit()

    @Slot()
    def _on_finished(self) -> None:
        """A load finished (this one's or another game's: the same tables)."""
        if not self._loading:
            return
        self._loading = False
        self._tried = True
        self.loaded.emit()
