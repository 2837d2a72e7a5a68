"""Penta's big moments, as codes (see :mod:`dicegame.core.highlights`).

A Penta scoring's gain (what the TOTAL grew by) holds the box's own points, an upper bonus
the box reached and a joker's Penta bonus; :func:`split_gain` takes it apart (a box never
pays 35 or more in the upper section, nor 100 or more anywhere, so the parts are never
ambiguous).
"""

from __future__ import annotations

from enum import StrEnum

from dicegame.games.penta.core.rules import PENTA_BONUS, UPPER_BONUS, Box

__all__ = ["PENTA_SCORE", "PentaHighlight", "penta_highlights", "split_gain"]

PENTA_SCORE = 50  # what the Penta box holds when five of a kind is scored in it


class PentaHighlight(StrEnum):
    PENTA = "penta"  # five of a kind scored in the Penta box
    PENTA_BONUS = "penta_bonus"  # a further Penta: +100
    UPPER_BONUS = "upper_bonus"  # the upper section reached 63: +35


def split_gain(box: Box, gained: int) -> tuple[int, int, int]:
    """``gained`` as (the box's own points, the upper bonus it reached, the Penta bonus)."""
    penta_bonus = PENTA_BONUS if gained >= PENTA_BONUS else 0
    rest = gained - penta_bonus
    upper_bonus = UPPER_BONUS if box.is_upper and rest >= UPPER_BONUS else 0
    return rest - upper_bonus, upper_bonus, penta_bonus


def penta_highlights(box: Box, gained: int) -> tuple[PentaHighlight, ...]:
    """The big moments of one Penta scoring, the greatest first."""
    held, upper_bonus, penta_bonus = split_gain(box, gained)
    found = []
    if box is Box.PENTA and held == PENTA_SCORE:
        found.append(PentaHighlight.PENTA)
    if penta_bonus:
        found.append(PentaHighlight.PENTA_BONUS)
    if upper_bonus:
        found.append(PentaHighlight.UPPER_BONUS)
    return tuple(found)
