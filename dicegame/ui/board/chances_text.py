"""The chance to win in words, as both games show it: "Chance to win: Ana: 61%; Rui: 39%".

Whole percents as the locale writes them (:func:`percent`), never a false certainty
("<1%", ">99%"); everyone's chances together add up to 100 on screen
(:func:`whole_percents`); a name and its percentage never part at a line break
(:func:`unbroken`). Farkle's and Penta's chance lines both come from here
(``Chances`` translation context).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from dicegame.i18n import format_percent
from dicegame.ui.voice.words import fill

__all__ = ["chance_pair", "chances_line", "percent", "seat_chances", "unbroken", "whole_percents"]


def unbroken(pattern: str) -> str:
    """``pattern`` with a no-break space after each colon, as the catalogs write it: the
    chance line never breaks between a name and its percentage, in English too."""
    return pattern.replace(": ", ":\u00a0")


def percent(chance: float, whole: int | None = None) -> str:
    """A chance to win, in whole percent as the locale writes them (``whole``: the number
    to write, when a line of chances was rounded together). Chances are shown only while
    the game is open: a chance that is not a certainty but would round to 0 % or 100 %
    reads "<1 %" or ">99 %" (a player one big turn from winning is not at 0 %); a
    certainty (banking now cannot win) stays 0 % or 100 %."""
    shown = 100 * chance
    if 0 < shown < 0.5:
        return "<" + format_percent(1, 0)
    if 99.5 <= shown < 100:
        return ">" + format_percent(99, 0)
    return format_percent(shown if whole is None else whole, 0)


def whole_percents(chances: Sequence[float]) -> list[int]:
    """Chances that sum to 1 in whole percents that sum to 100: each rounded down, then
    the largest remainders rounded up (33.4, 33.3, 33.3 reads 34, 33, 33)."""
    shares = [100 * chance for chance in chances]
    wholes = [math.floor(share) for share in shares]
    missing = min(max(0, round(100 - sum(wholes))), len(wholes))
    by_remainder = sorted(range(len(shares)), key=lambda seat: wholes[seat] - shares[seat])
    for seat in by_remainder[:missing]:
        wholes[seat] += 1
    return wholes


def chance_pair(name: str, shown: str) -> str:
    """ "Ana: 61%" (one line)."""
    return fill(unbroken(QCoreApplication.translate("Chances", "%1: %2")), name, shown)


def seat_chances(chances: Sequence[float], name_of: Callable[[int], str]) -> str:
    """ "Ana: 61%; Rui: 39%": every seat's chance, rounded together so that the percentages
    shown add up to 100."""
    wholes = whole_percents(chances)
    return "; ".join(
        chance_pair(name_of(seat), percent(chance, whole))
        for seat, (chance, whole) in enumerate(zip(chances, wholes, strict=True))
    )


def chances_line(chances: Sequence[float], name_of: Callable[[int], str]) -> str:
    """ "Chance to win: Ana: 61%; Rui: 39%"."""
    text = QCoreApplication.translate("Chances", "Chance to win: %1")
    return text.replace("%1", seat_chances(chances, name_of))
