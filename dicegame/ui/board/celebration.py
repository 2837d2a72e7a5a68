"""The big moments, celebrated: a short band over the board (a Penta, a bonus, a big bank,
the last round, the win), with its own sound (:mod:`dicegame.ui.voice.sound`) and one sentence
for screen readers.

A :class:`Celebration` is a :class:`~dicegame.ui.board.banner.Banner` laid over a part of the
board that the player does not need at that moment (Penta: the message area; Farkle: the
banners' slot), never over the dice or the score sheet. It follows the engine's
``highlighted`` signal; the moments of one move (a Penta scored with the upper bonus, the
last scoring and the win) come together in one band. It lasts :data:`CELEBRATION_MS`,
a purely visual timer of its own; a click hides it sooner, and it never takes the focus
or a key, so play goes on underneath. With the animations on, its words pop in and its
points rise; off, the same band shows at once, still.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
)
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QFrame, QWidget

from dicegame.core.highlights import Highlight
from dicegame.i18n import format_number
from dicegame.ui.board.banner import Banner, BannerStyle
from dicegame.ui.board.motion import motion
from dicegame.ui.style.theme import current_theme
from dicegame.ui.voice.announce import announce
from dicegame.ui.voice.words import player_name

if TYPE_CHECKING:
    from dicegame.engine.base import GameEngine
    from dicegame.games.farkle.engine.engine import FarkleEngine
    from dicegame.games.penta.engine.engine import PentaEngine
    from dicegame.ui.board.board_view import BoardView


class FarkleBoard(Protocol):
    """What Farkle's celebration needs of its view (the views import this module: a
    protocol, not the view class, keeps the imports free of a circle)."""

    @property
    def engine(self) -> FarkleEngine: ...
    @property
    def board(self) -> QWidget: ...
    @property
    def banner_slot(self) -> QWidget: ...
    @property
    def banner(self) -> Banner: ...


__all__ = [
    "CELEBRATION_MS",
    "Celebration",
    "farkle_celebration",
    "highlight_text",
    "penta_celebration",
]

CELEBRATION_MS = 1800  # at most 2 s
FARKLE_BANDS = {Highlight.BIG_BANK.value, Highlight.WIN.value}  # the others: its banners
POP_MS = 420  # the words pop in, the points rise

STYLES = {
    Highlight.PENTA: BannerStyle.SUCCESS,
    Highlight.PENTA_BONUS: BannerStyle.SUCCESS,
    Highlight.UPPER_BONUS: BannerStyle.SUCCESS,
    Highlight.BIG_BANK: BannerStyle.SUCCESS,
    Highlight.HOT_DICE: BannerStyle.SUCCESS,
    Highlight.FARKLE: BannerStyle.DANGER,
    Highlight.LAST_ROUND: BannerStyle.WARNING,
    Highlight.WIN: BannerStyle.INFO,
}


def highlight_text(highlight: Highlight, points: int = 0, names: Iterable[str] = ()) -> str:
    """A big moment in words: "Penta!", "Penta bonus: +100", "Ana wins!"."""
    translate = QCoreApplication.translate
    if highlight is Highlight.PENTA:
        return translate("Celebration", "Penta!")
    if highlight is Highlight.PENTA_BONUS:
        return translate("Celebration", "Penta bonus: +%1").replace("%1", format_number(points))
    if highlight is Highlight.UPPER_BONUS:
        return translate("Celebration", "Upper bonus: +%1").replace("%1", format_number(points))
    if highlight is Highlight.BIG_BANK:
        return translate("Celebration", "Big bank: +%1").replace("%1", format_number(points))
    if highlight is Highlight.LAST_ROUND:
        return translate("Celebration", "Last round!")
    if highlight is Highlight.WIN:
        from dicegame.ui.voice.words import join_names

        winners = list(names)
        if len(winners) == 1:
            return translate("ResultsDialog", "%1 wins!").replace("%1", winners[0])
        return translate("ResultsDialog", "Shared win: %1").replace("%1", join_names(winners))
    if highlight is Highlight.HOT_DICE:
        return translate("FarkleView", "Hot dice!")
    return translate("FarkleView", "Farkle!")


class Celebration(Banner):
    """A big moment's band. ``words(highlight)`` gives its text in the current language;
    ``spoken``: the moments this band says to screen readers (the others are said by the
    game's announcer already)."""

    def __init__(
        self,
        parent: QWidget,
        anchor: QWidget,
        words: Callable[[Highlight], str],
        spoken: Iterable[Highlight],
        duration_ms: int = CELEBRATION_MS,
        companion: Banner | None = None,
    ) -> None:
        super().__init__(parent, anchor, fill_anchor=True)
        self._companion = companion  # a banner in the same place: its words join the band
        self.setObjectName("celebration")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._words = words
        self._spoken = frozenset(spoken)
        self.highlights: list[Highlight] = []  # what the band shows now
        self._gathering: list[Highlight] = []  # this move's moments, shown together
        self._gather = QTimer(self)
        self._gather.setSingleShot(True)
        self._gather.setInterval(0)
        self._gather.timeout.connect(self._show_gathered)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(duration_ms)
        self._timer.timeout.connect(self.cancel)
        self._retranslate_soon = QTimer(self)
        self._retranslate_soon.setSingleShot(True)
        self._retranslate_soon.setInterval(0)
        self._retranslate_soon.timeout.connect(self.retranslate)
        self._pop = 1.0
        self._pop_animation = QVariantAnimation(self)
        self._pop_animation.setStartValue(0.0)
        self._pop_animation.setEndValue(1.0)
        self._pop_animation.setDuration(POP_MS)
        self._pop_animation.setEasingCurve(QEasingCurve.Type.OutBack)
        self._pop_animation.valueChanged.connect(self._set_pop)
        self.finished.connect(self._timer.stop)

    # ----- API ----------------------------------------------------------------------------
    def celebrate(self, highlight: Highlight | str) -> None:
        """A big moment happened: shown (with the others of the same move) in a moment."""
        moment = Highlight(highlight)
        if moment in self._spoken:  # said at once, in its place among the move's words
            announce(self, self._words(moment))
        self._gathering.append(moment)
        self._gather.start()

    def busy(self) -> bool:
        """True while a band shows or this move's moments are about to show."""
        return self.is_showing() or self._gather.isActive()

    def flush(self) -> None:
        """Show what was gathered now (a redraw or a test need not wait for the loop)."""
        if self._gather.isActive():
            self._gather.stop()
            self._show_gathered()

    def retranslate(self) -> None:
        if self.is_showing():
            self.set_text(self._text_of(self.highlights))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate_soon.start()  # after the companion's new words
        super().changeEvent(event)

    def is_popping(self) -> bool:
        return self._pop_animation.state() == QVariantAnimation.State.Running

    def set_pop(self, progress: float) -> None:
        """Show the pop at ``progress`` (0 just shown, 1 settled): tests step it."""
        self._pop_animation.setCurrentTime(round(progress * POP_MS))

    # ----- inside -------------------------------------------------------------------------
    def _text_of(self, highlights: list[Highlight]) -> str:
        parts = [self._words(highlight) for highlight in highlights]
        companion = self._companion
        if companion is not None and companion.is_showing() and companion.text():
            parts.insert(0, companion.text())  # e.g. "Last turn!" with the big bank
        return "  ·  ".join(parts)

    def _show_gathered(self) -> None:
        highlights, self._gathering = self._gathering, []
        if not highlights:
            return
        self.highlights = highlights
        text = self._text_of(highlights)
        self.show_message(text, STYLES[highlights[0]], kind=highlights[0].value)
        self.setAccessibleName(text)
        self._timer.start()
        self._pop_animation.stop()
        if motion().enabled():
            self._pop = 0.0
            self._pop_animation.start()
        else:
            self._pop = 1.0

    def _set_pop(self, value: object) -> None:
        self._pop = float(value)  # type: ignore[arg-type]
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = current_theme()
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        radius = min(rect.height() * 0.3, 18.0)
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        painter.fillPath(path, getattr(theme, self._style.value))  # opaque: as the contrast test
        painter.setPen(theme.banner_text)
        painter.setFont(self.font())
        pop = self._pop
        scale = 0.6 + 0.4 * pop  # the words grow to their size (OutBack: a little beyond)
        rise = (1.0 - min(1.0, pop)) * rect.height() * 0.35  # and rise into place
        centre = rect.center()
        painter.translate(centre.x(), centre.y() + rise)
        painter.scale(scale, scale)
        painter.translate(-centre.x(), -centre.y())
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)
        painter.end()


# ----- the games' celebrations ------------------------------------------------------------
def _winners(engine: GameEngine) -> list[str]:
    return [player_name(player) for place, _, player, _ in engine.game.ranking() if place == 1]


def penta_celebration(view: BoardView[PentaEngine]) -> Celebration:
    """Penta's: a Penta, its bonus, the upper bonus, the last round and the win, over the
    message area (the dice and the sheet stay in sight)."""
    from dicegame.games.penta.core.rules import PENTA_BONUS, UPPER_BONUS

    engine = view.engine
    points = {Highlight.PENTA_BONUS: PENTA_BONUS, Highlight.UPPER_BONUS: UPPER_BONUS}

    def words(highlight: Highlight) -> str:
        return highlight_text(highlight, points.get(highlight, 0), _winners(engine))

    anchor = view.findChild(QFrame, "statusFrame")
    assert anchor is not None, "the Penta board has a message area"
    # said by the announcer already: the Penta bonus and the upper bonus (with their box)
    # and the win
    spoken = {Highlight.PENTA, Highlight.LAST_ROUND}
    celebration = Celebration(view, anchor, words, spoken)
    engine.highlighted.connect(celebration.celebrate)
    return celebration


def farkle_celebration(view: FarkleBoard) -> Celebration:
    """Farkle's: a big bank and the win, in the banners' slot beside the dice (the farkle,
    hot dice and the last turn have their banners, timed by the engine)."""
    engine = view.engine
    banked = [0]

    def on_banked(_seat: int, points: int) -> None:
        banked[0] = points

    def words(highlight: Highlight) -> str:
        return highlight_text(highlight, banked[0], _winners(engine))

    celebration = Celebration(
        view.board, view.banner_slot, words, {Highlight.BIG_BANK}, companion=view.banner
    )
    engine.banked.connect(on_banked)
    engine.highlighted.connect(
        lambda code: celebration.celebrate(code) if code in FARKLE_BANDS else None
    )
    return celebration
