"""The Farkle computer's levels, by name: the registry above the players' modules.

- **Normal** (default): :data:`~dicegame.games.farkle.core.ai.NORMAL`, the threshold player the
  rules page describes.
- **Expert**: :class:`~dicegame.games.farkle.core.ai.ExpertAI`, the exact maximum-expected-score
  turn strategy.
- **Master**: :class:`~dicegame.games.farkle.core.master.MasterAI`, the maximum chance to win.

It sits above both :mod:`dicegame.games.farkle.core.ai` and :mod:`dicegame.games.farkle.core.master`
(the Master builds on the Expert's roll outcomes), as :mod:`dicegame.games.penta.core.levels`
sits above the Penta strategy, so neither module imports the other back.
"""

from __future__ import annotations

from dicegame.games.farkle.core.ai import NORMAL, ExpertAI, FarkleAI
from dicegame.games.farkle.core.master import MasterAI

__all__ = ["DEFAULT_LEVEL", "LEVELS", "make_ai"]

LEVELS = ("normal", "expert", "master")
DEFAULT_LEVEL = "normal"


def make_ai(level: str = DEFAULT_LEVEL) -> FarkleAI:
    """The computer player of a level: "normal" (default), "expert" or "master"."""
    if level == "normal":
        return NORMAL
    if level == "expert":
        return ExpertAI()
    if level == "master":
        return MasterAI()
    raise ValueError(f"unknown Farkle level {level!r}; expected one of {LEVELS}")
