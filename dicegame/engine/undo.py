"""One step of undo for the engines: the state just before a human's scoring or bank.

The engine remembers a copy of the game (and of its random generator's state) just
before a human scores a Penta box (or the auto-score does) or banks in Farkle, and
forgets it as soon as anyone rolls, the game ends or a new game starts. Taking it back
restores the game exactly: the same dice, holds, rolls left and random state, so undo
can never be used to re-roll.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

GameT = TypeVar("GameT")

__all__ = ["UndoPoint"]


@dataclass
class _Snapshot(Generic[GameT]):
    game: GameT
    rng_state: Any
    extra: dict[str, Any] = field(default_factory=dict)


class UndoPoint(Generic[GameT]):
    """At most one remembered state; ``take`` gives it back once."""

    def __init__(self) -> None:
        self._snapshot: _Snapshot[GameT] | None = None

    @property
    def available(self) -> bool:
        return self._snapshot is not None

    def remember(self, game: GameT, **extra: Any) -> None:
        """Keep a copy of ``game``; its random generator is shared, its state kept apart."""
        rng = _rng_of(game)
        self._snapshot = _Snapshot(_copy(game, rng), rng.getstate(), dict(extra))

    def forget(self) -> None:
        self._snapshot = None

    def restore(self, game: GameT) -> dict[str, Any]:
        """Put ``game`` back in the remembered state, in place (the same object, so the
        autosave keeps following it), its random generator included; returns the extras."""
        if self._snapshot is None:
            raise LookupError("nothing to undo")
        snapshot, self._snapshot = self._snapshot, None
        rng = _rng_of(snapshot.game)
        rng.setstate(snapshot.rng_state)
        vars(game).clear()
        vars(game).update(vars(_copy(snapshot.game, rng)))
        return snapshot.extra


def _rng_of(game: object) -> random.Random:
    rng = getattr(game, "rng", None)
    if not isinstance(rng, random.Random):
        raise TypeError("an undoable game keeps its random generator in .rng")
    return rng


def _copy(game: GameT, rng: random.Random) -> GameT:
    """A deep copy of ``game`` that keeps using the engine's own ``rng`` object."""
    return copy.deepcopy(game, memo={id(rng): rng})
