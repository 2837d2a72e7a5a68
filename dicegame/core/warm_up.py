"""What the first game of each kind would otherwise compute on the GUI thread, done once
in a background thread just after the window is shown (issue 25: no action may block the
event loop for more than 100 ms).

:func:`start_warm_up` imports the games' rules and strategy modules and fills their caches:
the Penta strategy table (read and checked), the Farkle set-aside options of every roll,
the farkle chances, the Expert's table (read from its file), the Master's last-turn
chances and its first turn of a game to 10 000, and the levels' turn distributions behind
the chances of larger games. Not the Penta chance-to-win tables (some 15 MiB once
unpacked, an idle program need not hold them): a Penta game loads them in a thread of
its own when it first needs them (:mod:`dicegame.engine.chance_tables`).
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

__all__ = ["WARM_UP_STEPS", "start_warm_up", "warm_up"]


def _penta() -> None:
    from dicegame.core import saves  # noqa: F401 - imports
    from dicegame.games.penta.core import strategy as penta_strategy

    penta_strategy.table_problem()  # a damaged table is found again, and said, by the game


def _farkle_rolls() -> None:
    from dicegame.games.farkle.core.ai import roll_outcomes
    from dicegame.games.farkle.core.rules import DICE_COUNT, farkle_probability

    for dice in range(1, DICE_COUNT + 1):
        roll_outcomes(dice)
        farkle_probability(dice)


def _farkle_expert() -> None:
    from dicegame.games.farkle.core.ai import expert_turn_value

    expert_turn_value(0, 6)


def _farkle_master() -> None:
    from dicegame.games.farkle.core.master import last_turn_chance, turn_values
    from dicegame.games.farkle.core.rules import DEFAULT_TARGET

    last_turn_chance(0, 0, 6)
    turn_values(DEFAULT_TARGET, 0, 0)  # the chances at the start of a game to 10 000


def _farkle_field() -> None:
    from dicegame.games.farkle.core.turns import CHASE_CAP, chase_model, policy_of, turn_model

    # The per-turn distributions and final-round tables behind the chances of 3-6 players.
    for level in ("expert", "normal"):
        assert turn_model(policy_of(level)).start
        chase_model(level).reach(CHASE_CAP)


#: In the order a player is likely to need them (Penta is the default game).
WARM_UP_STEPS: tuple[Callable[[], None], ...] = (
    _penta,
    _farkle_rolls,
    _farkle_expert,
    _farkle_master,
    _farkle_field,
)


def warm_up() -> None:
    """Run every step here. A step that fails is left to the game, which meets the same
    problem where it needs the value and handles it there (a damaged table's message)."""
    for step in WARM_UP_STEPS:
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
