"""Farkle's tables, loaded when a Farkle game first needs them (issue 37: idle memory).

What the first Farkle game would otherwise compute on the GUI thread, some 50 ms of CPU for
the chances of two players and 280 ms for those of three or more, and some 5 MiB once in
memory: the set-aside options and the farkle chance of every roll, the Expert's turn table
(read from its file), the Master's last-turn chances and its first turn of a game to the
target, and the levels' turn distributions behind the chances of larger games. The
background warm-up of an idle program no longer loads them (a player may never play
Farkle); a Farkle game asks for them in a background thread when it starts
(:class:`dicegame.engine.tables.BackgroundLoad`, in the Farkle engine) and shows its
chances once they are in.

Everything here is deterministic and kept in the modules' caches, so whichever thread gets
there first, the values are the same; :func:`load` runs one thread at a time (another one
waits, then finds them there). Pure Python, no Qt.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable

__all__ = ["load", "loaded", "parts"]

Part = tuple[str, int]  # a step's name and the target it is for (0: every target)


def _rolls(_: int) -> None:
    """The set-aside options and the farkle chance of every roll."""
    from dicegame.games.farkle.core.rolls import roll_outcomes
    from dicegame.games.farkle.core.rules import DICE_COUNT, farkle_probability

    for dice in range(1, DICE_COUNT + 1):
        roll_outcomes(dice)
        farkle_probability(dice)


def _expert(_: int) -> None:
    """The Expert's turn table (read from its file)."""
    from dicegame.games.farkle.core.expert_table import expert_turn_value

    expert_turn_value(0, 6)


def _master(target: int) -> None:
    """The Master's last-turn chances and its first turn of a game to ``target`` (raises
    :class:`~dicegame.games.farkle.core.master.TableError` when its table cannot be read)."""
    from dicegame.games.farkle.core.master import last_turn_chance, turn_values

    last_turn_chance(0, 0, 6)
    turn_values(target, 0, 0)  # the chances at the start of a game to ``target``


def _field(_: int) -> None:
    """The per-turn distributions and final-round tables behind the chances of 3-6
    players."""
    from dicegame.games.farkle.core.turns import CHASE_CAP, chase_model, policy_of, turn_model

    for level in ("expert", "normal"):
        assert turn_model(policy_of(level)).start
        chase_model(level).reach(CHASE_CAP)


_STEPS: dict[str, Callable[[int], None]] = {
    "rolls": _rolls,
    "expert": _expert,
    "master": _master,
    "field": _field,
}

_done: set[Part] = set()  # loaded, or tried (a damaged table is then the game's to say)
_lock = threading.Lock()


def parts(seats: int, target: int) -> tuple[Part, ...]:
    """What a game of ``seats`` players to ``target`` needs: the rolls and the Expert's
    table; with two players the Master's chances for the target, with more the field's."""
    need: tuple[Part, ...] = (("rolls", 0), ("expert", 0))
    if seats == 2:
        return (*need, ("master", target))
    return (*need, ("field", 0)) if seats > 2 else need


def loaded(needed: tuple[Part, ...]) -> bool:
    """Every part of ``needed`` is in memory (or was tried). Never loads (a GUI thread
    may ask)."""
    return all(part in _done for part in needed)


def load(needed: tuple[Part, ...]) -> None:
    """Load every part of ``needed`` not yet in, in order, one thread at a time. A part
    that fails is left to the game, which meets it where it needs the value; the Master's
    table failing, the chances of two players come from the field's model, loaded then."""
    with _lock:
        for name, target in needed:
            if (name, target) in _done:
                continue
            try:
                _STEPS[name](target)
            except Exception:
                if name == "master" and ("field", 0) not in _done:
                    _load_field_instead()
            _done.add((name, target))


def _load_field_instead() -> None:
    with contextlib.suppress(Exception):  # the game meets it where it needs the value
        _STEPS["field"](0)
    _done.add(("field", 0))
