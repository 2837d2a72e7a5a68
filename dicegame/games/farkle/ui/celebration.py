"""Farkle's celebration: a big bank in the banners' slot beside the dice (the farkle, hot
dice and the last turn have their banners, timed by the engine); the win over the dice,
which nobody needs any more (the slot is narrow then: the winner's headline takes the
room, and the standings and their buttons must stay in sight)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from dicegame.core.highlights import Highlight
from dicegame.games.farkle.core.highlights import FarkleHighlight
from dicegame.i18n import format_number
from dicegame.ui.board.banner import Banner, BannerStyle
from dicegame.ui.board.celebration import Celebration, game_winners, highlight_text

if TYPE_CHECKING:
    from dicegame.core.common import Player
    from dicegame.games.farkle.engine.engine import FarkleEngine

__all__ = ["FarkleBoard", "farkle_celebration", "farkle_highlight_text"]

FARKLE_BANDS = {FarkleHighlight.BIG_BANK.value, Highlight.WIN.value}  # the others: banners
STYLES = {FarkleHighlight.FARKLE.value: BannerStyle.DANGER}


class FarkleBoard(Protocol):
    """What Farkle's celebration needs of its view (the view imports this module: a
    protocol, not the view class, keeps the imports free of a circle)."""

    @property
    def engine(self) -> FarkleEngine: ...
    @property
    def board(self) -> QWidget: ...
    @property
    def banner_slot(self) -> QWidget: ...
    @property
    def banner(self) -> Banner: ...
    @property
    def tray(self) -> QWidget: ...


def farkle_highlight_text(highlight: str, points: int = 0, winners: Sequence[Player] = ()) -> str:
    """A Farkle moment in words: "Big bank: +1,500", "Hot dice!", "Farkle!"; the shared
    ones as every game says them."""
    translate = QCoreApplication.translate
    if highlight == FarkleHighlight.BIG_BANK:
        return translate("Celebration", "Big bank: +%1").replace("%1", format_number(points))
    if highlight == FarkleHighlight.HOT_DICE:
        return translate("FarkleView", "Hot dice!")
    if highlight == FarkleHighlight.FARKLE:
        return translate("FarkleView", "Farkle!")
    return highlight_text(highlight, winners)


def farkle_celebration(view: FarkleBoard) -> Celebration:
    """The Farkle view's celebration (made after its announcer: it speaks second)."""
    engine = view.engine
    banked = [0]

    def on_banked(_seat: int, points: int) -> None:
        banked[0] = points

    def words(highlight: str) -> str:
        return farkle_highlight_text(highlight, banked[0], game_winners(engine))

    celebration = Celebration(
        view.board,
        view.banner_slot,
        words,
        {FarkleHighlight.BIG_BANK},
        companion=view.banner,
        styles=STYLES,
        end_anchor=view.tray,
    )
    engine.banked.connect(on_banked)
    engine.highlighted.connect(
        lambda code: celebration.celebrate(code) if code in FARKLE_BANDS else None
    )
    return celebration
