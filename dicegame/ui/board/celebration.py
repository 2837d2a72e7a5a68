"""The big moments, celebrated: a short band over the board (a game's own moments, such as a
Penta or a big bank; the last round; the win), with its own sound (the engine's
``connect_sounds``) and one sentence for screen readers.

A :class:`Celebration` is a :class:`~dicegame.ui.board.banner.Banner` laid over a part of the
board that the player does not need at that moment: in play never over the dice or the score
sheet; at the end never over the standings or the buttons.
It follows the engine's ``highlighted`` signal; the moments of one move (a scoring with a
bonus, the last scoring and the win) come together in one band. It lasts
:data:`CELEBRATION_MS`, a purely visual timer of its own; a click hides it sooner, and it
never takes the focus or a key, so play goes on underneath. With the animations on, its
words pop in and its points rise; off, the same band shows at once, still.

Each game's view makes its own (``games/<game>/ui/celebration.py``): where the band lies,
the words of its own moments (the shared ones are :func:`highlight_text`), which moments it
shows and which it says.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

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
from PySide6.QtWidgets import QWidget

from dicegame.core.highlights import Highlight
from dicegame.ui.board.banner import Banner, BannerStyle
from dicegame.ui.board.motion import motion
from dicegame.ui.style.theme import current_theme
from dicegame.ui.voice.announce import announce
from dicegame.ui.voice.words import about_player, join_names, player_name

if TYPE_CHECKING:
    from dicegame.core.common import Player
    from dicegame.engine.base import GameEngine

__all__ = ["CELEBRATION_MS", "STYLES", "Celebration", "game_winners", "highlight_text"]

CELEBRATION_MS = 1800  # at most 2 s
POP_MS = 420  # the words pop in, the points rise

# The shared moments' looks; a game's own moments are a success unless it says otherwise.
STYLES: Mapping[str, BannerStyle] = {
    Highlight.LAST_ROUND: BannerStyle.WARNING,
    Highlight.WIN: BannerStyle.INFO,
}


def highlight_text(highlight: str, winners: Sequence[Player] = ()) -> str:
    """A moment every game may have, in words: "Last round!", "Ana wins!" (the
    ``winners``; "The computer wins!" with its article where the language needs one); ""
    for a game's own moment (its view words those)."""
    translate = QCoreApplication.translate
    if highlight == Highlight.LAST_ROUND:
        return translate("Celebration", "Last round!")
    if highlight == Highlight.WIN:
        if len(winners) == 1:
            named = translate("ResultsDialog", "%1 wins!")
            return about_player(winners[0], named, translate("ResultsDialog", "The computer wins!"))
        names = join_names([player_name(player) for player in winners])
        return translate("ResultsDialog", "Shared win: %1").replace("%1", names)
    return ""


def game_winners(engine: GameEngine[Any]) -> list[Player]:
    """The game's winners (for the win's band)."""
    return [player for place, _, player, _ in engine.game.ranking() if place == 1]


class Celebration(Banner):
    """A big moment's band. ``words(highlight)`` gives its text in the current language
    (a highlight's code: a :class:`~dicegame.core.highlights.Highlight` or the game's own);
    ``spoken``: the moments this band says to screen readers (the others are said by the
    game's announcer already); ``styles``: the game's own moments' looks (the shared ones
    are :data:`STYLES`; any other is a success); ``end_anchor``: where the band of the
    move that ends the game lies, when the ending fills its usual place (Penta's standings
    and their buttons take the message area)."""

    def __init__(
        self,
        parent: QWidget,
        anchor: QWidget,
        words: Callable[[str], str],
        spoken: Iterable[str],
        duration_ms: int = CELEBRATION_MS,
        companion: Banner | None = None,
        styles: Mapping[str, BannerStyle] | None = None,
        end_anchor: QWidget | None = None,
    ) -> None:
        super().__init__(parent, anchor, fill_anchor=True)
        self._play_anchor = anchor
        self._end_anchor = end_anchor or anchor
        self._companion = companion  # a banner in the same place: its words join the band
        self.setObjectName("celebration")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._words = words
        self._spoken = frozenset(str(code) for code in spoken)
        self._styles = {**STYLES, **(styles or {})}
        self.highlights: list[str] = []  # what the band shows now (codes)
        self._gathering: list[str] = []  # this move's moments, shown together
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
    def celebrate(self, highlight: str) -> None:
        """A big moment happened: shown (with the others of the same move) in a moment."""
        moment = str(highlight)
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
    def _text_of(self, highlights: list[str]) -> str:
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
        ends = Highlight.WIN in highlights
        self.set_anchor(self._end_anchor if ends else self._play_anchor)
        text = self._text_of(highlights)
        style = self._styles.get(highlights[0], BannerStyle.SUCCESS)
        self.show_message(text, style, kind=highlights[0])
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
