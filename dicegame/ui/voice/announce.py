"""What the program says to screen readers, in one place.

Every spoken announcement goes through :func:`announce`, which tells the listeners
(tests record them with :func:`listen`) and hands the text to :mod:`dicegame.ui.voice.speech`:
a notification object on AT-SPI (what Orca 43 speaks), an announcement elsewhere. The
texts themselves are built by the per-game announcer classes below, from the engines'
signals: this module is the one place that says what is announced and with which words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from dicegame.i18n import format_number
from dicegame.ui.voice import speech
from dicegame.ui.voice.words import counted, fill, join_names, player_name

if TYPE_CHECKING:
    from dicegame.core.common import Player
    from dicegame.games.farkle.core.rules import FarkleGame
    from dicegame.games.farkle.engine.engine import FarkleEngine
    from dicegame.games.penta.core.rules import Box
    from dicegame.games.penta.engine.engine import PentaEngine

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


# ----- Penta announcements ------------------------------------------------------------
# (the Penta view's announcer: roll results, holds, the computer's steps, scores written,
# refusals, whose turn it is, the end of the game; and the texts the view shows for them)


# The status texts keep the context they had in the view ("PentaView": their translations
# stay); what only screen readers hear is in "PentaAnnouncer".


def dice_text(values: Sequence[int]) -> str:
    """Dice values as a spoken list, "4, 4, 6": a screen reader reads each as a number
    (not "4-4-6", which some voices read "four dash four…"). Both games' spoken dice."""
    return ", ".join(str(value) for value in values)


def sentences(*parts: str) -> str:
    """``parts`` said as sentences, one after the other (each ends as a sentence once)."""
    return " ".join(speech.sentence(part.strip()) for part in parts if part.strip())


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
    from dicegame.games.penta.ui.sheet_rows import box_name

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
    from dicegame.games.penta.ui.sheet_rows import box_name

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
    from dicegame.core.highlights import split_gain

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


class PentaAnnouncer(QObject):
    """Says a Penta game to screen readers, from its engine's signals (through ``widget``),
    and reads the dice, a sheet and the totals aloud on demand (keys D, S, T).
    ``sheet_reading(seat)``: that player's column as the sheet's cells name it."""

    def __init__(
        self, engine: PentaEngine, widget: QWidget, sheet_reading: Callable[[int], str]
    ) -> None:
        super().__init__(widget)
        self.engine = engine
        self.widget = widget
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

    def _name(self, seat: int) -> str:
        return player_name(self.engine.game.players[seat])

    def _say(self, text: str, assertive: bool = False) -> None:
        announce(self.widget, text, assertive)

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
        from dicegame.ui.board.dice import DieWidget

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
        from dicegame.games.penta.ui.sheet_rows import box_name

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
        from dicegame.games.penta.ui.sheet_rows import box_name

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
        text = penta_turn_text(self._name(seat), computer)
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


# ----- Farkle announcements -----------------------------------------------------------
# (the Farkle view's announcer: roll results, set-asides, the computer's steps, banks,
# banners: farkle, hot dice, last turn; whose turn it is, the end of the game; and what
# the read-aloud keys say: D the dice, S the scoreboard, T the totals)


class FarkleAnnouncer(QObject):
    """Says what happens in a Farkle game, from its engine's signals, on ``widget``."""

    def __init__(self, widget: QWidget, engine: FarkleEngine) -> None:
        super().__init__(widget)
        self.widget = widget
        self.engine = engine
        self._aside: tuple[int, ...] = ()  # the dice set aside from this roll, as last said
        engine.rolled.connect(self._on_rolled)
        engine.selectionChanged.connect(self._on_selection_changed)
        engine.dieRefused.connect(self._on_die_refused)
        engine.banked.connect(self._on_banked)
        engine.farkled.connect(self._on_farkled)
        engine.hotDice.connect(self._on_hot_dice)
        engine.lastTurn.connect(self._on_last_turn)
        engine.turnChanged.connect(self._on_turn_changed)
        # the end: the results dialog says it (``game_over_text``), once the rest is said

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
        self._aside = ()  # a new roll: nothing of it is set aside, nothing was returned
        if self.game.player.is_computer:
            return  # what it sets aside, banks or farkles says it: fewer words (its pace)
        text = self.tr("%1 rolled %2.").replace("%2", dice_text(values))
        self._say(text.replace("%1", self._name()))

    def _on_selection_changed(self, indices: tuple[int, ...]) -> None:
        """A die set aside or returned to play: what changed and what is set aside now.
        (A roll, a bank or a new turn clears the selection: they say so themselves.)"""
        game = self.game
        before, self._aside = self._aside, indices
        returned = [index for index in before if index not in indices]
        if returned and all(index < len(game.roll_dice) for index in returned):
            self._say(self._returned_text(returned, indices))
            return
        if not indices:
            return
        dice = dice_text([game.roll_dice[i] for i in indices])
        if game.player.is_computer:  # what it kept, in few words: its bank says the points
            text = self.tr("%1 keeps %2.")
        elif not game.selection_valid:
            text = self.tr("%1 set aside %2: not a scoring combination.")
        else:
            text = self.tr("%1 set aside %2: %3 this turn.")
        self._say(fill(text, self._name(), dice, self._points(game.turn_total)))

    def _returned_text(self, returned: Sequence[int], aside: Sequence[int]) -> str:
        """ "Ana returned 5 to play. Set aside: 1; 100 points this turn." """
        game, name = self.game, self._name()
        back = dice_text([game.roll_dice[index] for index in returned])
        points = self._points(game.turn_total)
        if not aside:
            text = self.tr(
                "%1 returned %2 to play. Nothing set aside from this roll; %3 this turn."
            )
            return fill(text, name, back, points)
        kept = dice_text([game.roll_dice[index] for index in aside])
        if not game.selection_valid:
            text = self.tr("%1 returned %2 to play. Set aside: %3; not a scoring combination.")
            return fill(text, name, back, kept)
        text = self.tr("%1 returned %2 to play. Set aside: %3; %4 this turn.")
        return fill(text, name, back, kept, points)

    def _on_die_refused(self, index: int) -> None:
        value = self.game.roll_dice[index] if index < len(self.game.roll_dice) else 0
        self._say(self.tr("A %1 does not score in this roll.").replace("%1", str(value)))

    def _on_banked(self, seat: int, points: int) -> None:
        self._aside = ()  # banked: the dice set aside go with the points
        if self.game.players[seat].is_computer:  # in few words: the computer's pace
            text = self.tr("%1 banks %2: total %3.").replace("%1", self._name(seat))
            text = text.replace("%2", format_number(points))
            self._say(text.replace("%3", format_number(self.game.totals[seat])))
            return
        text = self.tr("%1 banked %2 and has %3.")
        total = self._points(self.game.totals[seat])
        self._say(fill(text, self._name(seat), self._points(points), total))

    def _on_farkled(self, seat: int, lost: int) -> None:
        if lost:
            text = self.tr("Farkle! No die scores: %1 loses %2.")
            text = text.replace("%2", self._points(lost))
        else:
            text = self.tr("Farkle! No die scores: %1 had no points at stake.")
        text = text.replace("%1", self._name(seat))
        if self.game.players[seat].is_computer:  # its rolls are not said: this one is
            rolled = self.tr("%1 rolled %2.").replace("%2", dice_text(self.game.roll_dice))
            text = sentences(rolled.replace("%1", self._name(seat)), text)
        self._say(text, assertive=True)

    def _on_hot_dice(self) -> None:
        if self.game.player.is_computer:  # its bank says the points
            self._say(self.tr("Hot dice!"), assertive=True)
            return
        text = self.tr("Hot dice! All six dice come back, with %1 this turn.")
        self._say(text.replace("%1", self._points(self.game.turn_total)), assertive=True)

    def _on_last_turn(self, seat: int) -> None:
        text = self.tr("Last turn! %1 reached the target: everyone else plays once more.")
        self._say(text.replace("%1", self._name(seat)), assertive=True)

    def _on_turn_changed(self, _seat: int) -> None:
        self._aside = tuple(sorted(self.game.selected))  # a new turn, or one undo restored
        # the computer's first words name it ("Computer keeps 1, 5."): fewer words
        if not self.game.is_over and not self.game.player.is_computer:
            self._say(self.tr("%1's turn.").replace("%1", self._name()))

    def game_over_text(self, ranking: Sequence[tuple[int, int, Player, int]]) -> str:
        """The end of the game as the results dialog says it first."""
        winners = [player_name(player) for place, _, player, _ in ranking if place == 1]
        best = ranking[0][3] if ranking else 0
        if len(winners) == 1:
            text = self.tr("Game over: %1 wins with %2.").replace("%1", winners[0])
        else:
            text = self.tr("Game over: shared win (%1) with %2.").replace("%1", join_names(winners))
        return text.replace("%2", self._points(best))

    # ----- read aloud on demand -----------------------------------------------------------
    def read_dice(self) -> None:
        """Key D: the dice in play, those set aside from this roll, and earlier."""
        game = self.game
        if not game.roll_dice:
            parts = [self.tr("No dice rolled yet.")]
        else:
            free = [v for i, v in enumerate(game.roll_dice) if i not in game.selected]
            parts = [self.tr("Dice in play: %1.").replace("%1", dice_text(free) or "–")]
            if game.selected:
                chosen = dice_text(game.selected_dice)
                parts.append(self.tr("Set aside from this roll: %1.").replace("%1", chosen))
        for group in game.turn_groups:  # hot dice included, as the row shows
            parts.append(self.tr("Set aside earlier: %1.").replace("%1", dice_text(group)))
        self._say(" ".join(parts))

    def read_scoreboard(self) -> None:
        """Key S: every seat's total, who plays, the target."""
        game = self.game
        parts = []
        for seat, total in enumerate(game.totals):
            parts.append(fill(self.tr("%1: %2."), self._name(seat), self._points(total)))
        parts.append(self.tr("Target: %1.").replace("%1", format_number(game.target)))
        if not game.is_over:
            parts.append(self.tr("%1's turn.").replace("%1", self._name()))
        self._say(" ".join(parts))

    def read_totals(self) -> None:
        """Key T: this turn's points, the player's total and the leader's."""
        game = self.game
        turn = self._points(0 if game.farkled else game.turn_total)
        total = self._points(game.totals[game.current])
        text = fill(self.tr("This turn: %1. %2 has %3."), turn, self._name(), total)
        leader = max(range(len(game.totals)), key=lambda seat: (game.totals[seat], -seat))
        if leader != game.current:
            lead = self.tr("%1 leads with %2.")
            text += " " + fill(lead, self._name(leader), self._points(game.totals[leader]))
        self._say(text)
