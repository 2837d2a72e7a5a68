"""What a Farkle game says to screen readers: :class:`FarkleAnnouncer`.

Roll results, set-asides, the computer's steps, banks, the banners (farkle, hot dice, last
turn), whose turn it is, the end of the game; and what the read-aloud keys say: D the dice,
S the scoreboard, T the totals.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.i18n import format_number
from dicegame.ui.voice.announce import Announcer, dice_text, sentences
from dicegame.ui.voice.words import counted, fill, join_names, player_name

if TYPE_CHECKING:
    from dicegame.core.common import Player
    from dicegame.games.farkle.core.rules import FarkleGame

__all__ = ["FarkleAnnouncer"]


class FarkleAnnouncer(Announcer[FarkleEngine]):
    """Says what happens in a Farkle game, from its engine's signals, on ``widget``
    (``card_names``: see :class:`~dicegame.ui.voice.announce.Announcer`)."""

    def __init__(
        self,
        widget: QWidget,
        engine: FarkleEngine,
        card_names: Callable[[int], bool] = lambda _seat: False,
    ) -> None:
        super().__init__(engine, widget, card_names)
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
        # the computer's first words name it ("Computer keeps 1, 5."): fewer words; the
        # hand-over card names the next human itself ("Rui's turn: press Space…"): once
        game = self.game
        if not (game.is_over or game.player.is_computer or self._card_says_turn(game.current)):
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
