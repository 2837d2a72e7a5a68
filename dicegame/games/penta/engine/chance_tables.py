"""The Penta chance tables, loaded off the GUI thread when a game first needs them
(issue 37: a game starts within 100 ms, the first one too, even before the warm-up ends).

Unpacking the xz split table and reading the endgame table cost some 70 ms of CPU and
11 MiB; a game that shows the chances asked for them while its view was built, on the GUI
thread. Now the engine asks :class:`ChanceTables` whether they are in memory
(:meth:`ChanceTables.ready`, which never loads); if not, :meth:`ChanceTables.request`
loads them in a background thread and ``loaded`` follows on the GUI thread, when the
engine emits its chances. Until then there is no chance to show (nothing is drawn).
The mechanism is the engines' shared one (:class:`dicegame.engine.tables.BackgroundLoad`).

Whoever loads first — this thread, another game's, the warm-up — the others wait for it
(:func:`dicegame.games.penta.core.moments_tables.table_problem` holds a lock) and find them there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from dicegame.engine import tables
from dicegame.engine.tables import BackgroundLoad, Job
from dicegame.games.penta.core import moments_tables

__all__ = ["ChanceTables", "in_thread"]


def in_thread(job: Job) -> None:
    """Run ``job`` in a daemon thread (quitting never waits for it)."""
    tables.in_thread(job, "dicegame-penta-tables")


class ChanceTables(BackgroundLoad):
    """One engine's view of the shared tables: ready, or loading in the background."""

    def __init__(
        self,
        load: Callable[[], object] | None = None,
        start: Callable[[Job], object] = in_thread,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(
            "penta",
            lambda: moments_tables.tables_loaded(),  # looked up at each call (tests swap it)
            lambda: (load or moments_tables.table_problem)(),
            start,
            parent,
        )
