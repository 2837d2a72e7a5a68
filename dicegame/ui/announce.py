"""What the program says to screen readers, in one place.

Every spoken announcement goes through :func:`announce`, which posts a
``QAccessibleAnnouncementEvent`` (Qt 6.8+) for the widget and tells the listeners
(tests record them with :func:`listen`). The texts themselves are built by the
per-game announcer classes below, from the engines' signals: this module is the one
place that says what is announced and with which words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from dicegame.i18n import format_number
from dicegame.ui.words import counted, player_name

if TYPE_CHECKING:
    from dicegame.core.farkle import FarkleGame
    from dicegame.engine.farkle_engine import FarkleEngine

Listener = Callable[[QWidget, str], None]
_listeners: list[Listener] = []


def listen(listener: Listener) -> Callable[[], None]:
    """Call ``listener(widget, text)`` on every announcement; returns a function that stops it."""
    _listeners.append(listener)

    def stop() -> None:
        if listener in _listeners:
            _listeners.remove(listener)

    return stop


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Have screen readers say ``text`` (politely, or at once when ``assertive``)."""
    text = text.strip()
    if not text:
        return
    for listener in list(_listeners):
        listener(widget, text)
    if not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


# ----- Penta announcements ------------------------------------------------------------
# (the Penta view's announcer: roll results, holds, the computer's steps, scores written,
# refusals, whose turn it is, the end of the game)


# ----- Farkle announcements -----------------------------------------------------------
# (the Farkle view's announcer: roll results, set-asides, the computer's steps, banks,
# banners: farkle, hot dice, last turn; whose turn it is, the end of the game; and what
# the read-aloud keys say: D the dice, S the scoreboard, T the totals)


def _faces(values: tuple[int, ...] | list[int]) -> str:
    return " ".join(str(value) for value in values)


class FarkleAnnouncer(QObject):
    """Says what happens in a Farkle game, from its engine's signals, on ``widget``."""

    def __init__(self, widget: QWidget, engine: FarkleEngine) -> None:
        super().__init__(widget)
        self.widget = widget
        self.engine = engine
        engine.rolled.connect(self._on_rolled)
        engine.selectionChanged.connect(self._on_selection_changed)
        engine.dieRefused.connect(self._on_die_refused)
        engine.banked.connect(self._on_banked)
        engine.farkled.connect(self._on_farkled)
        engine.hotDice.connect(self._on_hot_dice)
        engine.lastTurn.connect(self._on_last_turn)
        engine.turnChanged.connect(self._on_turn_changed)
        engine.gameOver.connect(self._on_game_over)

    @property
    def game(self) -> FarkleGame:
        return self.engine.game

    def _say(self, text: str, assertive: bool = False) -> None:
        announce(self.widget, text, assertive)

    def _points(self, points: int) -> str:
        """ "350 points" (a separate string for zero: "no points")."""
        if points == 0:
            return self.tr("no points")
        text = counted(self.tr("%1 point(s)", "", points), points)
        return text.replace("%1", format_number(points))

    def _name(self, seat: int | None = None) -> str:
        game = self.game
        return player_name(game.players[game.current if seat is None else seat])

    # ----- what happens -------------------------------------------------------------------
    def _on_rolled(self, values: tuple[int, ...]) -> None:
        text = self.tr("%1 rolled %2.").replace("%2", _faces(values))
        self._say(text.replace("%1", self._name()))

    def _on_selection_changed(self, indices: tuple[int, ...]) -> None:
        game = self.game
        if not indices:
            return
        dice = _faces([game.roll_dice[i] for i in indices])
        if not game.selection_valid:
            text = self.tr("%1 set aside %2: not a scoring combination.")
        else:
            text = self.tr("%1 set aside %2: %3 this turn.")
            text = text.replace("%3", self._points(game.turn_total))
        self._say(text.replace("%1", self._name()).replace("%2", dice))

    def _on_die_refused(self, index: int) -> None:
        value = self.game.roll_dice[index] if index < len(self.game.roll_dice) else 0
        self._say(self.tr("A %1 does not score in this roll.").replace("%1", str(value)))

    def _on_banked(self, seat: int, points: int) -> None:
        text = self.tr("%1 banked %2 and has %3.")
        text = text.replace("%1", self._name(seat)).replace("%2", self._points(points))
        self._say(text.replace("%3", self._points(self.game.totals[seat])))

    def _on_farkled(self, seat: int, lost: int) -> None:
        if lost:
            text = self.tr("Farkle! No die scores: %1 loses %2.")
            text = text.replace("%2", self._points(lost))
        else:
            text = self.tr("Farkle! No die scores: %1 had no points at stake.")
        self._say(text.replace("%1", self._name(seat)), assertive=True)

    def _on_hot_dice(self) -> None:
        text = self.tr("Hot dice! All six dice come back, with %1 this turn.")
        self._say(text.replace("%1", self._points(self.game.turn_total)), assertive=True)

    def _on_last_turn(self, seat: int) -> None:
        text = self.tr("Last turn! %1 reached the target: everyone else plays once more.")
        self._say(text.replace("%1", self._name(seat)), assertive=True)

    def _on_turn_changed(self, _seat: int) -> None:
        if not self.game.game_over:
            self._say(self.tr("%1's turn.").replace("%1", self._name()))

    def _on_game_over(self, ranking: list) -> None:
        winners = [player_name(player) for place, _, player, _ in ranking if place == 1]
        best = ranking[0][3] if ranking else 0
        if len(winners) == 1:
            text = self.tr("Game over: %1 wins with %2.").replace("%1", winners[0])
        else:
            text = self.tr("Game over: shared win (%1) with %2.").replace("%1", ", ".join(winners))
        self._say(text.replace("%2", self._points(best)), assertive=True)

    # ----- read aloud on demand -----------------------------------------------------------
    def read_dice(self) -> None:
        """Key D: the dice in play, those set aside from this roll, and earlier."""
        game = self.game
        if not game.roll_dice:
            parts = [self.tr("No dice rolled yet.")]
        else:
            free = [v for i, v in enumerate(game.roll_dice) if i not in game.selected]
            parts = [self.tr("Dice in play: %1.").replace("%1", _faces(free) or "–")]
            if game.selected:
                chosen = _faces(game.selected_dice)
                parts.append(self.tr("Set aside from this roll: %1.").replace("%1", chosen))
        for group in game.set_aside:
            parts.append(self.tr("Set aside earlier: %1.").replace("%1", _faces(group)))
        self._say(" ".join(parts))

    def read_scoreboard(self) -> None:
        """Key S: every seat's total, who plays, the target."""
        game = self.game
        parts = []
        for seat, total in enumerate(game.totals):
            text = self.tr("%1: %2.").replace("%1", self._name(seat))
            parts.append(text.replace("%2", self._points(total)))
        parts.append(self.tr("Target: %1.").replace("%1", format_number(game.target)))
        if not game.game_over:
            parts.append(self.tr("%1's turn.").replace("%1", self._name()))
        self._say(" ".join(parts))

    def read_totals(self) -> None:
        """Key T: this turn's points, the player's total and the leader's."""
        game = self.game
        text = self.tr("This turn: %1. %2 has %3.")
        text = text.replace("%1", self._points(0 if game.farkled else game.turn_total))
        text = text.replace("%2", self._name()).replace(
            "%3", self._points(game.totals[game.current])
        )
        leader = max(range(len(game.totals)), key=lambda seat: (game.totals[seat], -seat))
        if leader != game.current:
            lead = self.tr("%1 leads with %2.").replace("%1", self._name(leader))
            text += " " + lead.replace("%2", self._points(game.totals[leader]))
        self._say(text)
