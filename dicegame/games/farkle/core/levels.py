"""The Farkle computer's levels, by name: the registry above the players' modules.

- **Normal** (default): :data:`~dicegame.games.farkle.core.ai.NORMAL`, the threshold player the
  rules page describes.
- **Expert**: :class:`~dicegame.games.farkle.core.ai.ExpertAI`, the exact maximum-expected-score
  turn strategy.
- **Master**: :class:`~dicegame.games.farkle.core.field_master.FieldMasterAI`, the maximum
  chance to win: exact with two players (:class:`~dicegame.games.farkle.core.master.MasterAI`),
  under the model of everyone's chances at a larger table.

It sits above :mod:`dicegame.games.farkle.core.ai`, :mod:`dicegame.games.farkle.core.master` and
:mod:`dicegame.games.farkle.core.field_master` (the Master builds on the Expert's roll
outcomes), as :mod:`dicegame.games.penta.core.levels` sits above the Penta strategy, so none of
them imports another back. :func:`offered_levels` says which levels a table offers; the New
game dialog asks it.
"""

from __future__ import annotations

from dicegame.games.farkle.core import DEFAULT_LEVEL, FarkleLevel
from dicegame.games.farkle.core.ai import NORMAL, ExpertAI, FarkleAI
from dicegame.games.farkle.core.field_master import FieldMasterAI
from dicegame.games.farkle.core.master import has_table

__all__ = [
    "DEFAULT_LEVEL",
    "FIELD_MASTER_OFFERED",
    "LEVELS",
    "FarkleLevel",
    "make_ai",
    "offered_levels",
]

LEVELS = tuple(FarkleLevel)

#: Whether the Master is offered at tables of 3 to 6: it is, as it wins more than its
#: share against the Expert (benchmarks/farkle_master_field.py, docs/farkle-master.md).
FIELD_MASTER_OFFERED = True


def make_ai(level: str = DEFAULT_LEVEL) -> FarkleAI:
    """The computer player of a level: "normal" (default), "expert" or "master"."""
    if level == "normal":
        return NORMAL
    if level == "expert":
        return ExpertAI()
    if level == "master":
        return FieldMasterAI()
    raise ValueError(f"unknown Farkle level {level!r}; expected one of {LEVELS}")


def offered_levels(seats: int, target: int) -> tuple[str, ...]:
    """The levels a game of ``seats`` players to ``target`` offers: the Master needs the
    target's table with two players (else it would play as the Expert), and is offered at
    larger tables only if :data:`FIELD_MASTER_OFFERED`."""
    master = has_table(target) if seats <= 2 else FIELD_MASTER_OFFERED
    return LEVELS if master else tuple(level for level in LEVELS if level != "master")
