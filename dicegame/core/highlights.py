"""The big moments of a game, as codes: what a celebration, a sound and the log name.

Pure rules, no words: the interface words each moment in the player's language. The engine
emits a moment's code by its ``highlighted`` signal. The moments every game may have are
here (:class:`Highlight`: the last round begins, the game is won); a game's own moments
are codes of its own, in its core (``games/penta/core/highlights.py``: a Penta, its bonus,
the upper bonus; ``games/farkle/core/highlights.py``: hot dice, a big bank, a farkle), and
its view words them. A game with no moments of its own has only these.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Highlight"]


class Highlight(StrEnum):
    LAST_ROUND = "last_round"  # the game's last round (or last turns) begin
    WIN = "win"  # the game is over
