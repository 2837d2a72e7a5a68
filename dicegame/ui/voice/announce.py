"""What the program says to screen readers: the one way out, and the announcers' base.

Every spoken announcement goes through :func:`announce`, which tells the listeners
(tests record them with :func:`listen`) and hands the text to :mod:`dicegame.ui.voice.speech`:
a notification object on AT-SPI (what Orca 43 speaks), an announcement elsewhere.

The words are each game's: a game's view makes its announcer (an :class:`Announcer`, in the
game's own ``ui`` folder, e.g. ``games/penta/ui/announcer.py``), which says what the
engine's signals mean. What every announcer shares is here: how it speaks, a seat's name,
and whose turn it is: when the hand-over card names the next player (``card_names``), the
announcer leaves the name to the card, so that it is heard once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from dicegame.ui.voice import speech
from dicegame.ui.voice.words import player_name

if TYPE_CHECKING:
    from dicegame.engine.base import GameEngine

__all__ = ["Announcer", "announce", "dice_text", "listen", "sentences"]

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
    if QAccessible.isActive():
        speech.deliver(widget, text, assertive)


def dice_text(values: Sequence[int]) -> str:
    """Dice values as a spoken list, "4, 4, 6": a screen reader reads each as a number
    (not "4-4-6", which some voices read "four dash four…"). Every game's spoken dice."""
    return ", ".join(str(value) for value in values)


def sentences(*parts: str) -> str:
    """``parts`` said as sentences, one after the other (each ends as a sentence once)."""
    return " ".join(speech.sentence(part.strip()) for part in parts if part.strip())


#: The engine an announcer follows: ``PentaAnnouncer(Announcer[PentaEngine])``.
EngineT = TypeVar("EngineT", bound="GameEngine[Any]")


def _no_card(_seat: int) -> bool:
    return False


class Announcer(QObject, Generic[EngineT]):
    """Says a game to screen readers, from its ``engine``'s signals, on ``widget`` (the view).

    A game's announcer connects the signals it words; what it shares with the others is
    here. ``card_names(seat)``: True when the hand-over card says that it is ``seat``'s
    turn (the view's :meth:`~dicegame.ui.board.hand_over.HandOver.names_turn_of`); a game
    without a card, or a test, leaves it out.
    """

    def __init__(
        self,
        engine: EngineT,
        widget: QWidget,
        card_names: Callable[[int], bool] = _no_card,
    ) -> None:
        super().__init__(widget)
        self.engine = engine
        self.widget = widget
        self._card_names = card_names

    def _say(self, text: str, assertive: bool = False) -> None:
        announce(self.widget, text, assertive)

    def _name(self, seat: int) -> str:
        return player_name(self.engine.game.players[seat])

    def _card_says_turn(self, seat: int) -> bool:
        """The hand-over card says whose turn it is (it shows, or is due, for ``seat``):
        the announcer does not say the name before it ("Rui's turn. Rui's turn: …")."""
        return not self.engine.game.is_over and self._card_names(seat)
