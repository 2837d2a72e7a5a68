"""What a Penta hint says and marks: the best choice in words (and, in a game of two or
more, the mover's chance to win for the best boxes), the dice to ring."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from dicegame.games.penta.core.rules import Box, Sheet
from dicegame.games.penta.engine.engine import Choice, Hint
from dicegame.games.penta.ui.review import format_loss
from dicegame.games.penta.ui.sheet.sheet_rows import box_name
from dicegame.i18n import format_number
from dicegame.ui.board.chances_text import chance_pair, percent, unbroken
from dicegame.ui.voice.announce import dice_text
from dicegame.ui.voice.words import fill

__all__ = ["NEGLIGIBLE_COST", "box_chances_text", "choice_text", "hint_text", "keep_positions"]

NEGLIGIBLE_COST = 0.05


def keep_positions(
    dice: Sequence[int], held: Sequence[bool], keep: Sequence[int]
) -> tuple[bool, ...]:
    """Which dice to mark for keeping the values ``keep``: held dice first, so that a
    player already holding one of two equal dice sees that very die marked."""
    wanted = Counter(keep)
    marked = [False] * len(dice)
    for held_first in (True, False):
        for index, (value, is_held) in enumerate(zip(dice, held, strict=True)):
            if is_held == held_first and wanted[value] > 0:
                marked[index] = True
                wanted[value] -= 1
    return tuple(marked)


def hint_text(hint: Hint, sheet: Sheet, dice: Sequence[int]) -> str:
    """The hint in words, for the dice on the table (never called without dice)."""
    total = format_number(round(hint.best_value))
    text = QCoreApplication.translate("PentaView", "Hint: %1 (expected final total about %2).")
    text = text.replace("%1", choice_text(hint.best, sheet, dice)).replace("%2", total)
    if hint.chances:
        text += " " + box_chances_text(hint.chances)
    if hint.current is None or hint.cost is None:
        return text
    if hint.cost < NEGLIGIBLE_COST:
        best = QCoreApplication.translate("PentaView", "Your current choice is the best one.")
        return text + " " + best
    current = QCoreApplication.translate(
        "PentaView", "Your current choice (%1) costs about %2 points."
    )
    current = current.replace("%1", choice_text(hint.current, sheet, dice))
    return text + " " + current.replace("%2", format_loss(hint.cost))


def box_chances_text(chances: Sequence[tuple[Box, float]]) -> str:
    """ "Full house: 61% to win; Chance: 58%." (the boxes in the hint's order)."""
    (first, chance), *others = chances
    text = QCoreApplication.translate("PentaView", "%1: %2 to win")
    parts = [fill(unbroken(text), box_name(first), percent(chance))]
    parts += [chance_pair(box_name(box), percent(chance)) for box, chance in others]
    return "; ".join(parts) + "."


def choice_text(choice: Choice, sheet: Sheet, dice: Sequence[int]) -> str:
    """A box to score ("score 18 in Sixes") or the dice to keep."""
    if isinstance(choice, Box):
        points = sheet.options(tuple(dice))[choice]
        text = QCoreApplication.translate("PentaView", "score %1 in %2")
        return text.replace("%1", format_number(points)).replace("%2", box_name(choice))
    if not choice:
        return QCoreApplication.translate("PentaView", "roll all five dice again")
    text = QCoreApplication.translate("PentaView", "keep %1 and roll again")
    return text.replace("%1", dice_text(choice))
