"""The score sheet's rows: the 13 boxes and the computed rows, top to bottom, and their
names in the interface language (and in every language, for the row names' width).

Kept apart from the sheet's widget so that whatever only names a box (the game log, the
hint, the review, what is said aloud) needs no table.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dicegame.games.penta.core.rules import LOWER_BOXES, UPPER_BOXES, Box
from dicegame.games.penta.ui.sheet.row_names import names_in_every_language
from dicegame.ui.board.board_keys import QT_TRANSLATE_NOOP

__all__ = ["ROW_OF", "ROWS", "SumRow", "box_name", "row_names_everywhere", "sum_row_name"]


class SumRow:
    """The computed rows of the sheet (not boxes)."""

    UPPER_SUM = "upper_sum"
    UPPER_BONUS = "upper_bonus"
    PENTA_BONUS = "penta_bonus"
    LOWER_SUM = "lower_sum"
    TOTAL = "total"


#: The sheet's rows, top to bottom: a Box or a SumRow key.
ROWS: tuple[Box | str, ...] = (
    *UPPER_BOXES,
    SumRow.UPPER_SUM,
    SumRow.UPPER_BONUS,
    *LOWER_BOXES,
    SumRow.PENTA_BONUS,
    SumRow.LOWER_SUM,
    SumRow.TOTAL,
)
ROW_OF: dict[Box | str, int] = {row: index for index, row in enumerate(ROWS)}


_BOX_NAMES: dict[Box, str] = {
    Box.ONES: QT_TRANSLATE_NOOP("ScoreSheet", "Aces"),
    Box.TWOS: QT_TRANSLATE_NOOP("ScoreSheet", "Twos"),
    Box.THREES: QT_TRANSLATE_NOOP("ScoreSheet", "Threes"),
    Box.FOURS: QT_TRANSLATE_NOOP("ScoreSheet", "Fours"),
    Box.FIVES: QT_TRANSLATE_NOOP("ScoreSheet", "Fives"),
    Box.SIXES: QT_TRANSLATE_NOOP("ScoreSheet", "Sixes"),
    Box.THREE_OF_A_KIND: QT_TRANSLATE_NOOP("ScoreSheet", "Three of a kind"),
    Box.FOUR_OF_A_KIND: QT_TRANSLATE_NOOP("ScoreSheet", "Four of a kind"),
    Box.FULL_HOUSE: QT_TRANSLATE_NOOP("ScoreSheet", "Full house"),
    Box.SMALL_STRAIGHT: QT_TRANSLATE_NOOP("ScoreSheet", "Small straight"),
    Box.LARGE_STRAIGHT: QT_TRANSLATE_NOOP("ScoreSheet", "Large straight"),
    Box.CHANCE: QT_TRANSLATE_NOOP("ScoreSheet", "Chance"),
    Box.PENTA: QT_TRANSLATE_NOOP("ScoreSheet", "Penta"),
}
_SUM_NAMES: dict[str, str] = {
    SumRow.UPPER_SUM: QT_TRANSLATE_NOOP("ScoreSheet", "Upper sum"),
    SumRow.UPPER_BONUS: QT_TRANSLATE_NOOP("ScoreSheet", "Upper bonus"),
    SumRow.PENTA_BONUS: QT_TRANSLATE_NOOP("ScoreSheet", "Penta bonus"),
    SumRow.LOWER_SUM: QT_TRANSLATE_NOOP("ScoreSheet", "Lower sum"),
    SumRow.TOTAL: QT_TRANSLATE_NOOP("ScoreSheet", "TOTAL"),
}


def box_name(box: Box) -> str:
    """The box's name in the interface language."""
    return QCoreApplication.translate("ScoreSheet", _BOX_NAMES[Box(box)])


def sum_row_name(key: str) -> str:
    """A computed row's name in the interface language."""
    return QCoreApplication.translate("ScoreSheet", _SUM_NAMES[key])


def row_names_everywhere() -> list[str]:
    """Every row's name in every language (the row names' column fits them all)."""
    return names_in_every_language("ScoreSheet", [*_BOX_NAMES.values(), *_SUM_NAMES.values()])
