"""What a Penta game says to screen readers: :class:`PentaAnnouncer` and its texts.

The Penta view's announcer: roll results, holds, the computer's end of turn, scores
written, refusals, whose turn it is, the end of the game; and the texts the view shows for
them. The status texts keep the context they have in the view ("PentaView": their
translations stay); what only screen readers hear is in "PentaAnnouncer".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget

from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.i18n import format_number
from dicegame.ui.voice.announce import Announcer, dice_text, sentences
from dicegame.ui.voice.words import counted, fill, join_names, player_name

if TYPE_CHECKING:
    from dicegame.games.penta.core.rules import Box

__all__ = [
    "PENTA_OTHER_COLUMN",
    "PentaAnnouncer",
    "penta_bonuses_of",
    "penta_computer_text",
    "penta_refusal_text",
    "penta_round_text",
    "penta_scored_text",
    "penta_turn_text",
    "penta_winners_text",
]


def penta_refusal_text(reason: str) -> str:
    """Why an action was refused, in words (a Refusal value, or "other_column")."""
    from dicegame.games.penta.engine.engine import Refusal

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
        Refusal.NOTHING_TO_UNDO: lambda: QCoreApplication.translate(
            "PentaView", "Nothing to undo: only a scoring, before the next player rolls."
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
    from dicegame.games.penta.ui.sheet.sheet_rows import box_name

    if kind == "roll":
        text = QCoreApplication.translate("PentaView", "%1 rolls %2").replace(
            "%2", dice_text(cast("Sequence[int]", payload))
        )
    elif kind == "hold":
        if payload:
            text = QCoreApplication.translate("PentaView", "%1 keeps %2").replace(
                "%2", dice_text(cast("Sequence[int]", payload))
            )
        else:
            text = QCoreApplication.translate("PentaView", "%1 rerolls every die")
    else:
        text = QCoreApplication.translate("PentaView", "%1 chooses %2").replace(
            "%2", box_name(cast("Box", payload))
        )
    return text.replace("%1", name)


# The computer's steps a screen reader is told: none; its scoring says the dice it ended
# with and the box ("Computer ends with 4, 4, 4, 1, 6: 12 in Fours."), in few words: the
# speech keeps pace with its turn.
PENTA_SPOKEN_COMPUTER_STEPS: frozenset[str] = frozenset()


def penta_scored_text(
    name: str, box: Box, gained: int, auto: bool, bonus: int = 0, upper: int = 0
) -> str:
    """A box written: "Ana scored 18 in Sixes" (or, by the auto-score, "Time is up: …").

    ``gained`` is what the TOTAL grew by; the bonuses in it are said apart from what the box
    holds: a Penta ``bonus`` (a joker), "Ana scored 40 in Large straight and a Penta bonus of
    100"; the ``upper`` bonus the box reached, "Computer scored 6 in Threes and the upper
    bonus of 35"."""
    from dicegame.games.penta.ui.sheet.sheet_rows import box_name

    translate = QCoreApplication.translate
    held = format_number(gained - bonus - upper)
    if bonus:
        text = (
            translate("PentaView", "Time is up: %1 scored %2 in %3 and a Penta bonus of %4")
            if auto
            else translate("PentaView", "%1 scored %2 in %3 and a Penta bonus of %4")
        )
        text = fill(text, name, held, box_name(box), format_number(bonus))
        if upper:
            also = translate("PentaView", "The upper bonus of %1 is reached too.")
            text = sentences(text, also.replace("%1", format_number(upper)))
        return text
    if upper:
        text = (
            translate("PentaView", "Time is up: %1 scored %2 in %3 and the upper bonus of %4")
            if auto
            else translate("PentaView", "%1 scored %2 in %3 and the upper bonus of %4")
        )
        return fill(text, name, held, box_name(box), format_number(upper))
    text = (
        translate("PentaView", "Time is up: %1 scored %2 in %3")
        if auto
        else translate("PentaView", "%1 scored %2 in %3")
    )
    return fill(text, name, held, box_name(box))


def penta_bonuses_of(box: Box, gained: int) -> tuple[int, int]:
    """The bonuses within ``gained``, what a scoring in ``box`` just added to the total (the
    box, a joker's Penta bonus, the upper bonus the box reached): (Penta, upper)."""
    from dicegame.games.penta.core.highlights import split_gain

    _, upper, penta = split_gain(box, gained)
    return penta, upper


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
    return text.replace("%1", dice_text(values))


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
        text = text.replace("%1", join_names(winners))
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


class PentaAnnouncer(Announcer[PentaEngine]):
    """Says a Penta game to screen readers, from its engine's signals (through ``widget``),
    and reads the dice, a sheet and the totals aloud on demand (keys D, S, T).
    ``sheet_reading(seat)``: that player's column as the sheet's cells name it;
    ``card_names``: see :class:`~dicegame.ui.voice.announce.Announcer`."""

    def __init__(
        self,
        engine: PentaEngine,
        widget: QWidget,
        sheet_reading: Callable[[int], str],
        card_names: Callable[[int], bool] = lambda _seat: False,
    ) -> None:
        super().__init__(engine, widget, card_names)
        self._sheet_reading = sheet_reading
        self._held = tuple(engine.game.held)
        self._dice: tuple[int, ...] = ()  # the last dice rolled (the computer's: said at its end)
        self._sacrifice = False
        engine.diceRolled.connect(self._on_rolled)
        engine.holdsChanged.connect(self._on_holds)
        engine.sacrificeChanged.connect(self._on_sacrifice)
        engine.autoScoreTarget.connect(self._on_countdown_started)
        engine.computerStep.connect(self._on_computer_step)
        engine.boxScored.connect(self._on_scored)
        engine.actionRefused.connect(self._on_refused)
        engine.turnChanged.connect(self._on_turn)
        # the end: the results dialog says it (``game_over_text``), once the rest is said

    def _on_rolled(self, dice: tuple[int, ...], rolled: tuple[int, ...]) -> None:
        game = self.engine.game
        if rolled and all(dice):
            self._dice = tuple(dice)
        if rolled and all(dice) and not self.engine.is_computer_turn:
            self._say(penta_roll_text(dice, game.rolls_left))

    def _on_holds(self, held: tuple[bool, ...]) -> None:
        """A player's hold or release: "Die 1: 5, held" (a focused die says it itself,
        by its new name)."""
        before, self._held = self._held, tuple(held)
        engine = self.engine
        if engine.is_computer_turn or engine.game.dice is None or len(before) != len(held):
            return
        changed = [index for index in range(len(held)) if before[index] != held[index]]
        if len(changed) != 1 or self._die_focused(changed[0]):
            return
        index = changed[0]
        text = (
            QCoreApplication.translate("DieWidget", "Die %1: %2, held")
            if held[index]
            else QCoreApplication.translate("PentaAnnouncer", "Die %1: %2, released")
        )
        value = engine.game.dice[index]
        self._say(text.replace("%1", str(index + 1)).replace("%2", str(value)))

    def _die_focused(self, index: int) -> bool:
        from dicegame.ui.dice.dice import DieWidget

        focused = QApplication.focusWidget()
        return (
            isinstance(focused, DieWidget)
            and focused.index == index
            and self.widget.isAncestorOf(focused)
        )

    def _on_sacrifice(self, needed: bool) -> None:
        """No open box scores with this roll: said once, when it becomes so (a player's)."""
        was, self._sacrifice = self._sacrifice, needed
        if needed and not was and not self.engine.is_computer_turn:
            self._say(
                QCoreApplication.translate(
                    "PentaAnnouncer", "No open box scores: you must sacrifice one."
                )
            )

    def _on_countdown_started(self, box: Box | None) -> None:
        """The auto-score's countdown begins: in how long, and which box it will score."""
        from dicegame.games.penta.ui.sheet.sheet_rows import box_name

        seconds = self.engine.countdown_left
        if box is None or seconds <= 0:
            return
        text = counted(self.tr("Scoring in %n second(s): %1.", "", seconds), seconds)
        self._say(text.replace("%1", box_name(box)))

    def _on_computer_step(self, kind: str, payload: object) -> None:
        if kind in PENTA_SPOKEN_COMPUTER_STEPS:
            name = self._name(self.engine.game.current)
            self._say(penta_computer_text(name, kind, payload))

    def _on_scored(self, seat: int, box: Box, gained: int) -> None:
        auto = self.engine.scoring_automatically
        sheet = self.engine.game.sheets[seat]
        bonus, upper = penta_bonuses_of(box, gained)
        text = penta_scored_text(self._name(seat), box, gained, auto, bonus, upper)
        total = QCoreApplication.translate("PentaAnnouncer", "Total %1.")
        total = total.replace("%1", format_number(sheet.total))
        if self.engine.game.players[seat].is_computer and self._dice:
            # its rolls are not said (its pace): the dice it scored are, in few words
            self._say(sentences(self._computer_end(seat, box, gained, text), total))
            return
        self._say(sentences(text, total))

    def _computer_end(self, seat: int, box: Box, scored: int, text: str) -> str:
        """ "Computer ends with 4, 4, 4, 1, 6: 12 in Fours." (with a bonus, the whole
        scoring ``text`` follows the dice)."""
        from dicegame.games.penta.ui.sheet.sheet_rows import box_name

        translate = QCoreApplication.translate
        name, dice = self._name(seat), dice_text(self._dice)
        if scored == (self.engine.game.sheets[seat].scores[box] or 0):  # no bonus in it
            ends = translate("PentaAnnouncer", "%1 ends with %2: %3 in %4.")
            return fill(ends, name, dice, format_number(scored), box_name(box))
        ends = translate("PentaAnnouncer", "%1 ends with %2.")
        return sentences(fill(ends, name, dice), text)

    def _on_refused(self, reason: str) -> None:
        self._say(penta_refusal_text(reason), assertive=True)

    def _on_turn(self, seat: int) -> None:
        from dicegame.games.penta.core.rules import ROUNDS

        game = self.engine.game
        self._held = tuple(game.held)
        computer = game.players[seat].is_computer
        # the hand-over card names the player: not said twice ("Rui's turn: press Space…")
        text = "" if self._card_says_turn(seat) else penta_turn_text(self._name(seat), computer)
        if computer and seat != 0:  # the round was said at its first player's turn
            self._say(sentences(text))
        else:
            self._say(sentences(text, penta_round_text(game.round, ROUNDS)))

    def game_over_text(self, ranking: Sequence[tuple[int, int, object, int]]) -> str:
        """The end of the game as the results dialog says it first: "Game over. Ana wins
        with 222." """
        names = [self._name(seat) for seat in range(len(self.engine.game.players))]
        over = QCoreApplication.translate("PentaView", "Game over")
        return sentences(over, penta_winners_text(ranking, names))

    # ----- read aloud on demand -----------------------------------------------------------
    def read_dice(self) -> None:
        """Key D: say the dice."""
        text = penta_dice_reading(self.engine.shown_dice(), self.engine.game.held)
        self._say(text, assertive=True)

    def read_sheet(self) -> None:
        """Key S: say the current player's sheet (the cells' own names)."""
        game = self.engine.game
        seat = game.current if not game.is_over else 0
        self._say(self._sheet_reading(seat), assertive=True)

    def read_totals(self) -> None:
        """Key T: say every player's TOTAL."""
        game = self.engine.game
        names = [player_name(player) for player in game.players]
        self._say(penta_totals_reading(names, game.totals()), assertive=True)
