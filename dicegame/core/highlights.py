"""The big moments of a game, as codes: what a celebration, a sound and the log name.

Pure rules, no words: the interface words each :class:`Highlight` in the player's
language. A Penta scoring's gain (what the TOTAL grew by) holds the box's own points, an
upper bonus the box reached and a joker's Penta bonus; :func:`split_gain` takes it apart
(a box never pays 35 or more in the upper section, nor 100 or more anywhere, so the parts
are never ambiguous).
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (Farkle's engine uses this module: Penta's rules load with Penta)
    from dicegame.games.penta.core.rules import Box

__all__ = ["BIG_BANK", "Highlight", "bank_highlights", "penta_highlights", "split_gain"]

BIG_BANK = 1000  # a Farkle bank of this many points or more is a big moment
PENTA_SCORE = 50  # what the Penta box holds when five of a kind is scored in it


class Highlight(StrEnum):
    PENTA = "penta"  # five of a kind scored in the Penta box
    PENTA_BONUS = "penta_bonus"  # a further Penta: +100
    UPPER_BONUS = "upper_bonus"  # the upper section reached 63: +35
    HOT_DICE = "hot_dice"  # Farkle: every die scored, all six come back
    BIG_BANK = "big_bank"  # Farkle: a bank of BIG_BANK points or more
    FARKLE = "farkle"  # Farkle: no die scores, the turn's points are lost
    LAST_ROUND = "last_round"  # the game's last round (Penta) or last turns (Farkle) begin
    WIN = "win"  # the game is over


def split_gain(box: Box, gained: int) -> tuple[int, int, int]:
    """``gained`` as (the box's own points, the upper bonus it reached, the Penta bonus)."""
    from dicegame.games.penta.core.rules import PENTA_BONUS, UPPER_BONUS

    penta_bonus = PENTA_BONUS if gained >= PENTA_BONUS else 0
    rest = gained - penta_bonus
    upper_bonus = UPPER_BONUS if box.is_upper and rest >= UPPER_BONUS else 0
    return rest - upper_bonus, upper_bonus, penta_bonus


def penta_highlights(box: Box, gained: int) -> tuple[Highlight, ...]:
    """The big moments of one Penta scoring, the greatest first."""
    from dicegame.games.penta.core.rules import Box

    held, upper_bonus, penta_bonus = split_gain(box, gained)
    found = []
    if box is Box.PENTA and held == PENTA_SCORE:
        found.append(Highlight.PENTA)
    if penta_bonus:
        found.append(Highlight.PENTA_BONUS)
    if upper_bonus:
        found.append(Highlight.UPPER_BONUS)
    return tuple(found)


def bank_highlights(points: int) -> tuple[Highlight, ...]:
    """A Farkle bank's big moment, if it is one."""
    return (Highlight.BIG_BANK,) if points >= BIG_BANK else ()
