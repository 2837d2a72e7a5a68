"""The Farkle board's passing messages: what just happened, the hint, the banners.

:class:`FarkleMessages` keeps the board's transient words: the line telling what just
happened (``eventLabel``: a bank, a farkle, an undo, the computer's roll and choice), the
hint under the dice (what the player can do, or in bold why a click or a key was refused,
until the next redraw) and the banners (Farkle!, Hot dice!, Last turn!), which wait for
the dice to land. The engine times the banners; the view redraws the rest.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel

from dicegame.core.common import Player
from dicegame.games.farkle.core.rules import FarkleGame
from dicegame.games.farkle.ui.texts import banner_text, hint_text, refusal_text
from dicegame.i18n import format_number
from dicegame.ui.board.banner import Banner, BannerStyle
from dicegame.ui.dice.tray import DiceTray
from dicegame.ui.style.theme import bind, current_theme
from dicegame.ui.voice.words import counted, player_name

__all__ = ["FarkleMessages"]

BANNER_STYLES = {
    "farkle": BannerStyle.DANGER,
    "hot": BannerStyle.SUCCESS,
    "last": BannerStyle.WARNING,
}


class FarkleMessages(QObject):
    """The event line, the hint and the banners of the game ``game()`` returns."""

    def __init__(
        self,
        game: Callable[[], FarkleGame],
        event_label: QLabel,
        hint: QLabel,
        banner: Banner,
        tray: DiceTray,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._game = game
        self.event_label = event_label
        self.hint = hint
        self.banner = banner
        self.tray = tray
        self._event: tuple[str, tuple] | None = None  # what just happened, for eventLabel
        self._refusal: tuple[str, int] | None = None  # (reason, die) shown until next change
        self._pending_banner: str | None = None  # waits for the roll animation
        bind(hint, lambda _theme: self.show_hint(), now=False)

    # ----- the event line -----------------------------------------------------------------
    def set_event(self, kind: str, player: Player, value: object) -> None:
        """Tell what ``player`` just did (``kind`` "": nothing to tell)."""
        self._event = (kind, (player, value))
        self.event_label.setText(self.event_text())

    def event_text(self) -> str:
        if self._event is None or not self._event[0]:
            return ""
        kind, (player, value) = self._event
        if kind == "undone":
            text = self.tr("%1 took back the bank: the turn goes on.")
        elif kind == "banked":
            text = counted(self.tr("%1 banked %2 point(s).", "", value), value)
            text = text.replace("%2", format_number(value))
        elif kind == "farkled" and value == 0:
            text = self.tr("%1 rolled no scoring die, with no points at stake: nothing lost.")
        elif kind == "farkled":
            text = counted(
                self.tr("%1 rolled no scoring die and lost %2 point(s).", "", value), value
            )
            text = text.replace("%2", format_number(value))
        elif kind == "computer_rolled":
            text = self.tr("%1 rolled %2.").replace("%2", " ".join(map(str, value)))
        else:
            text = self.tr("%1 set aside %2.").replace("%2", " ".join(map(str, value)))
        return text.replace("%1", player_name(player))

    # ----- the hint -----------------------------------------------------------------------
    def refuse(self, reason: str, die: int = -1) -> None:
        """Say why a click or a key was refused (``reason`` "die": ``die`` does not score)."""
        self._refusal = (reason, die)
        self.show_hint()

    def clear_refusal(self) -> None:
        """A redraw: the refusal goes (the next :meth:`show_hint` gives the hint)."""
        self._refusal = None

    def show_hint(self) -> None:
        theme = current_theme()
        if self._refusal is not None:
            self.hint.setStyleSheet(f"color: {theme.css('refusal_text')}; font-weight: bold;")
            self.hint.setText(refusal_text(self._game(), *self._refusal))
        else:
            self.hint.setStyleSheet(f"color: {theme.css('muted_text')};")
            self.hint.setText(hint_text(self._game()))

    # ----- the banners --------------------------------------------------------------------
    def show_banner(self, kind: str) -> None:
        """Show the banner ``kind`` ("farkle", "hot", "last") once the dice have landed."""
        if self.tray.is_animating():
            self._pending_banner = kind  # after the dice have landed
            return
        style = BANNER_STYLES[kind]
        self.banner.show_message(banner_text(kind), style, kind)  # the engine times it

    def on_animation_finished(self) -> None:
        kind, self._pending_banner = self._pending_banner, None
        if kind is not None:
            self.show_banner(kind)

    def retranslate_banner(self) -> None:
        if self.banner.is_showing() and self.banner.kind:
            self.banner.set_text(banner_text(self.banner.kind))
