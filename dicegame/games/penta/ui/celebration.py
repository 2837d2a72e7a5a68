"""Penta's celebration: a Penta, its bonus, the upper bonus and the last round over the
message area (the dice and the sheet stay in sight); the win over the dice, which nobody
needs any more, for the message area holds the final standings and their buttons."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QWidget

from dicegame.core.highlights import Highlight
from dicegame.games.penta.core.highlights import PentaHighlight
from dicegame.games.penta.core.rules import PENTA_BONUS, UPPER_BONUS
from dicegame.i18n import format_number
from dicegame.ui.board.celebration import Celebration, game_winners, highlight_text

if TYPE_CHECKING:
    from dicegame.core.common import Player
    from dicegame.games.penta.engine.engine import PentaEngine
    from dicegame.ui.board.board_view import BoardView

__all__ = ["penta_celebration", "penta_highlight_text"]

# said by the announcer already: the Penta bonus and the upper bonus (with their box), the win
SPOKEN = frozenset({PentaHighlight.PENTA, Highlight.LAST_ROUND})


def penta_highlight_text(highlight: str, points: int = 0, winners: Sequence[Player] = ()) -> str:
    """A Penta moment in words: "Penta!", "Penta bonus: +100", "Upper bonus: +35"; the
    shared ones as every game says them."""
    translate = QCoreApplication.translate
    if highlight == PentaHighlight.PENTA:
        return translate("Celebration", "Penta!")
    if highlight == PentaHighlight.PENTA_BONUS:
        return translate("Celebration", "Penta bonus: +%1").replace("%1", format_number(points))
    if highlight == PentaHighlight.UPPER_BONUS:
        return translate("Celebration", "Upper bonus: +%1").replace("%1", format_number(points))
    return highlight_text(highlight, winners)


def penta_celebration(view: BoardView[PentaEngine], dice: QWidget) -> Celebration:
    """The Penta view's celebration (made after its announcer: it speaks second); the win's
    band lies over ``dice``, the tray."""
    engine = view.engine
    points: dict[str, int] = {
        PentaHighlight.PENTA_BONUS: PENTA_BONUS,
        PentaHighlight.UPPER_BONUS: UPPER_BONUS,
    }

    def words(highlight: str) -> str:
        return penta_highlight_text(highlight, points.get(highlight, 0), game_winners(engine))

    anchor = view.findChild(QFrame, "statusFrame")
    assert anchor is not None, "the Penta board has a message area"
    celebration = Celebration(view, anchor, words, SPOKEN, end_anchor=dice)
    engine.highlighted.connect(celebration.celebrate)
    return celebration
