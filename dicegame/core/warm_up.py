"""What the first game of each kind would otherwise compute on the GUI thread, done once
in a background thread just after the window is shown (issue 25: no action may block the
event loop for more than 100 ms).

:func:`start_warm_up` imports the games' rules and strategy modules and fills their caches
(each game's descriptor lists its steps, :attr:`dicegame.core.games.GameSpec.warm_up`):
the Penta strategy table (a read-only map of its file, read and checked). Not the Penta
chance-to-win tables (some 15 MiB once unpacked, an idle program need not hold them): a
Penta game loads them in a thread of its own when it first needs them
(:mod:`dicegame.games.penta.engine.chance_tables`). Nor Farkle's tables (issue 37: some
5 MiB, and a player may never play Farkle): a Farkle game loads them in a thread of its
own at its start (:mod:`dicegame.games.farkle.core.tables`).
Everything it computes is deterministic and kept in module caches, so whichever thread gets
there first, the values are the same: a game started before the warm-up ends just computes
what it needs itself, as before.
Python runs one thread at a time but switches every few milliseconds, so the event loop
stays responsive meanwhile.

Pure Python, no Qt; :func:`dicegame.app.main` starts it once the first frame is shown and
the game screens' modules are imported (:mod:`dicegame.ui.window.preload`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

__all__ = ["WARM_UP_STEPS", "game_steps", "start_warm_up", "warm_up"]


def _saves() -> None:
    from dicegame.core import saves  # noqa: F401 - imports


def game_steps() -> tuple[Callable[[], None], ...]:
    """The saves, then each game's own steps (its descriptor's ``warm_up``), in the order
    the games are offered (the default game first)."""
    from dicegame.core.games import game_spec, kinds

    return (_saves, *(step for kind in kinds() for step in game_spec(kind).warm_up))


#: The steps :func:`warm_up` runs; None: :func:`game_steps` (tests put their own).
WARM_UP_STEPS: tuple[Callable[[], None], ...] | None = None


def warm_up() -> None:
    """Run every step here. A step that fails is left to the game, which meets the same
    problem where it needs the value and handles it there (a damaged table's message)."""
    steps = WARM_UP_STEPS if WARM_UP_STEPS is not None else game_steps()
    for step in steps:
        try:
            step()
        except Exception:  # the game handles it at first use
            continue


def start_warm_up(then: Callable[[], object] | None = None) -> threading.Thread:
    """:func:`warm_up` in a daemon thread (quitting never waits for it), then ``then()``
    in that thread; returned started."""

    def run() -> None:
        warm_up()
        if then is not None:
            then()

    thread = threading.Thread(target=run, name="dicegame-warm-up", daemon=True)
    thread.start()
    return thread
