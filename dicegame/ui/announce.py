"""What the program says to screen readers, in one place.

Every spoken announcement goes through :func:`announce`, which posts a
``QAccessibleAnnouncementEvent`` (Qt 6.8+) for the widget and tells the listeners
(tests record them with :func:`listen`). The texts themselves are built by the
per-game announcer classes below, from the engines' signals: this module is the one
place that says what is announced and with which words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from dicegame.i18n import format_number

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
# refusals, whose turn it is, the end of the game; and the texts the view shows for them)


# The status texts keep the context they had in the view ("PentaView": their translations
# stay); what only screen readers hear is in "PentaAnnouncer".


def penta_dice_text(values: Sequence[int]) -> str:
    """Dice values as "4-4-6"."""
    return "-".join(str(value) for value in values)


def penta_refusal_text(reason: str) -> str:
    """Why an action was refused, in words (a Refusal value, or "other_column")."""
    from dicegame.engine.penta_engine import Refusal

    texts = {
        Refusal.NOT_ROLLED: lambda: QCoreApplication.translate("PentaView", "Roll the dice first."),
        Refusal.NO_ROLLS_LEFT: lambda: QCoreApplication.translate(
            "PentaView", "No rolls left: choose a box and validate."
        ),
        Refusal.ALL_HELD: lambda: QCoreApplication.translate(
            "PentaView", "All five dice are held: release one to roll, or choose a box."
        ),
        Refusal.BOX_FILLED: lambda: QCoreApplication.translate(
            "PentaView", "This box is already filled."
        ),
        Refusal.JOKER_RULE: lambda: QCoreApplication.translate(
            "PentaView", "The joker rule forbids this box for this Penta."
        ),
        Refusal.NO_BOX_SELECTED: lambda: QCoreApplication.translate(
            "PentaView", "Select a box on the sheet first."
        ),
        Refusal.COMPUTER_TURN: lambda: QCoreApplication.translate(
            "PentaView", "Wait: the computer is playing."
        ),
        Refusal.GAME_OVER: lambda: QCoreApplication.translate("PentaView", "The game is over."),
        Refusal.DICE_ROLLING: lambda: QCoreApplication.translate(
            "PentaView", "Wait: the dice are still rolling."
        ),
        Refusal.PAUSED: lambda: QCoreApplication.translate(
            "PentaView", "The game is paused while another window is open."
        ),
        PENTA_OTHER_COLUMN: lambda: QCoreApplication.translate(
            "PentaView", "Only the current player's open boxes can be chosen."
        ),
    }
    return texts[reason]()


#: The view's own refusal: a click in another player's column.
PENTA_OTHER_COLUMN = "other_column"


def penta_computer_text(name: str, kind: str, payload: object) -> str:
    """One step of the computer's turn: "roll" dice, "hold" kept values, "select" box."""
    from dicegame.ui.scoresheet import box_name

    if kind == "roll":
        text = QCoreApplication.translate("PentaView", "%1 rolls %2").replace(
            "%2", penta_dice_text(payload)
        )
    elif kind == "hold":
        if payload:
            text = QCoreApplication.translate("PentaView", "%1 keeps %2").replace(
                "%2", penta_dice_text(payload)
            )
        else:
            text = QCoreApplication.translate("PentaView", "%1 rerolls every die")
    else:
        text = QCoreApplication.translate("PentaView", "%1 chooses %2").replace(
            "%2", box_name(payload)
        )
    return text.replace("%1", name)


def penta_scored_text(name: str, box: object, gained: int, auto: bool) -> str:
    """A box written: "Ana scored 18 in Sixes" (or, by the auto-score, "Time is up: …")."""
    from dicegame.ui.scoresheet import box_name

    text = (
        QCoreApplication.translate("PentaView", "Time is up: %1 scored %2 in %3")
        if auto
        else QCoreApplication.translate("PentaView", "%1 scored %2 in %3")
    )
    return (
        text.replace("%1", name).replace("%2", format_number(gained)).replace("%3", box_name(box))
    )


def penta_turn_text(name: str, computer: bool) -> str:
    """Whose turn it is."""
    return (
        QCoreApplication.translate("PentaView", "%1 is playing…")
        if computer
        else QCoreApplication.translate("PentaView", "%1, your turn")
    ).replace("%1", name)


def penta_round_text(round_: int, rounds: int) -> str:
    return (
        QCoreApplication.translate("PentaView", "Round %1/%2")
        .replace("%1", str(round_))
        .replace("%2", str(rounds))
    )


def penta_roll_text(values: Sequence[int], rolls_left: int) -> str:
    """Your roll's result: "You rolled 1-3-4-4-6, 2 rolls left"."""
    texts = {  # one roll or two left (a turn has three): no plural forms needed
        2: lambda: QCoreApplication.translate("PentaAnnouncer", "You rolled %1, 2 rolls left"),
        1: lambda: QCoreApplication.translate("PentaAnnouncer", "You rolled %1, 1 roll left"),
        0: lambda: QCoreApplication.translate(
            "PentaAnnouncer", "You rolled %1, no rolls left: choose a box"
        ),
    }
    text = texts[rolls_left]()
    return text.replace("%1", penta_dice_text(values))


def penta_winners_text(ranking: Sequence[tuple[int, int, object, int]], names: list[str]) -> str:
    """The end of the game: who won, with what."""
    winners = [names[seat] for place, seat, _, _ in ranking if place == 1]
    best = format_number(ranking[0][3]) if ranking else "0"
    if len(winners) == 1:
        text = QCoreApplication.translate("PentaAnnouncer", "%1 wins with %2.").replace(
            "%1", winners[0]
        )
    else:
        text = QCoreApplication.translate("PentaAnnouncer", "%1 share the win with %2.")
        text = text.replace("%1", ", ".join(winners))
    return text.replace("%2", best)


def penta_dice_reading(values: Sequence[int], held: Sequence[bool]) -> str:
    """Key D: the dice, with the held ones said."""
    if not any(values):
        return QCoreApplication.translate("PentaAnnouncer", "Dice: not rolled yet.")
    parts = []
    for value, is_held in zip(values, held, strict=False):
        parts.append(
            QCoreApplication.translate("PentaAnnouncer", "%1 held").replace("%1", str(value))
            if is_held
            else str(value)
        )
    return QCoreApplication.translate("PentaAnnouncer", "Dice: %1.").replace("%1", ", ".join(parts))


def penta_totals_reading(names: Sequence[str], totals: Sequence[int]) -> str:
    """Key T: every player's TOTAL."""
    parts = [f"{name} {format_number(total)}" for name, total in zip(names, totals, strict=True)]
    return QCoreApplication.translate("PentaAnnouncer", "Totals: %1.").replace(
        "%1", ", ".join(parts)
    )


class PentaAnnouncer(QObject):
    """Says a Penta game to screen readers, from its engine's signals (through ``widget``)."""

    def __init__(self, engine, widget: QWidget) -> None:
        super().__init__(widget)
        self.engine = engine
        self.widget = widget
        engine.diceRolled.connect(self._on_rolled)
        engine.computerStep.connect(self._on_computer_step)
        engine.boxScored.connect(self._on_scored)
        engine.actionRefused.connect(self._on_refused)
        engine.turnChanged.connect(self._on_turn)
        engine.gameOver.connect(self._on_game_over)

    def _name(self, seat: int) -> str:
        from dicegame.ui.words import player_name

        return player_name(self.engine.game.players[seat])

    def _say(self, text: str, assertive: bool = False) -> None:
        announce(self.widget, text, assertive)

    def _on_rolled(self, dice: tuple[int, ...], rolled: tuple[int, ...]) -> None:
        game = self.engine.game
        if rolled and all(dice) and not self.engine.is_computer_turn:
            self._say(penta_roll_text(dice, game.rolls_left))

    def _on_computer_step(self, kind: str, payload: object) -> None:
        name = self._name(self.engine.game.current)
        self._say(penta_computer_text(name, kind, payload))

    def _on_scored(self, seat: int, box: object, gained: int) -> None:
        auto = self.engine.scoring_automatically
        text = penta_scored_text(self._name(seat), box, gained, auto)
        total = self.engine.game.sheets[seat].total
        self._say(
            text
            + ". "
            + QCoreApplication.translate("PentaAnnouncer", "Total %1.").replace(
                "%1", format_number(total)
            )
        )

    def _on_refused(self, reason: str) -> None:
        self._say(penta_refusal_text(reason), assertive=True)

    def _on_turn(self, seat: int, round_: int) -> None:
        from dicegame.core.penta import ROUNDS

        player = self.engine.game.players[seat]
        text = penta_turn_text(self._name(seat), player.is_computer)
        self._say(text + ". " + penta_round_text(round_, ROUNDS) + ".")

    def _on_game_over(self, ranking) -> None:
        names = [self._name(seat) for seat in range(len(self.engine.game.players))]
        over = QCoreApplication.translate("PentaView", "Game over")
        self._say(over + ". " + penta_winners_text(ranking, names))


# ----- Farkle announcements -----------------------------------------------------------
# (the Farkle view's announcer: roll results, set-asides, the computer's steps, banks,
# banners: farkle, hot dice, last turn; whose turn it is, the end of the game)
