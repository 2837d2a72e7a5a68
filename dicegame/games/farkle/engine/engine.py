"""The Farkle engine: a :class:`~dicegame.games.farkle.core.rules.FarkleGame` driven by slots and
timers.

The widgets call the slots (``roll``, ``toggleDie``, ``bank``, ``endTurn``, ``newGame``) and
redraw from the signals. Every change emits its specific signal(s) and then ``stateChanged``
(autosave hooks that one). Illegal actions never raise out of a slot: they are refused with
``dieRefused(index)`` or ``actionRefused(reason)`` and change nothing.

Three :class:`~dicegame.engine.timing.PausableTimer` objects pace everything that happens
without a click, and :meth:`FarkleEngine.setPaused` stops them all while the player cannot
see the game (each resumes with the time it had left):

* ``landing_timer``: the dice tumble for ``roll_animation_ms``; ``diceLanded`` says when they
  have landed. Only then is a farkle told (``farkled``), may dice be set aside (a click
  before is refused with ``Refusal.DICE_ROLLING``), and does the computer go on;
* ``banner_timer``: a banner (farkle, hot dice, last turn) shows for ``banner_ms``, then
  ``bannerEnded``; after a farkle (anyone's) the turn then ends by itself; ``endTurn()``
  ends it at once (a click on the banner). The computer waits for a banner to end;
* ``computer_timer``: a computer turn, one visible step per ``computer_step_ms``; after a
  human's bank its first step waits for the base's pending pause (``pending_timer``), so
  that the bank can still be taken back.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from dicegame.core.common import GameOverError
from dicegame.core.highlights import Highlight
from dicegame.core.setup import GameSetup
from dicegame.engine.base import (
    SHARED_REFUSALS,
    DecisionCodec,
    GameEngine,
    holds_shared_refusals,
)
from dicegame.engine.cues import Cue
from dicegame.engine.log_entries import LogBook
from dicegame.engine.tables import BackgroundLoad, in_thread_after
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import TARGET
from dicegame.games.farkle.core import tables as farkle_tables
from dicegame.games.farkle.core.ai import (
    ExpertAI,
    FarkleAI,
    StepKind,
    TurnStep,
    play_turn,
)
from dicegame.games.farkle.core.expert_table import expert_turn_value
from dicegame.games.farkle.core.field import field_chances
from dicegame.games.farkle.core.highlights import FarkleHighlight, bank_highlights
from dicegame.games.farkle.core.levels import make_ai
from dicegame.games.farkle.core.master import TableError, chance_to_win, choice_chances
from dicegame.games.farkle.core.rules import (
    DICE_COUNT,
    DieDoesNotCountError,
    FarkleError,
    FarkleGame,
    FarklePhase,
    InvalidSelectionError,
    NothingSetAsideError,
    farkle_probability,
)
from dicegame.games.farkle.engine import followers
from dicegame.games.farkle.engine.review import (
    DECISIONS_KEY,
    FarkleDecision,
    decision_now,
    decisions_from_json,
    decisions_to_json,
    game_round,
)

__all__ = [
    "Advice",
    "Chances",
    "FarkleEngine",
    "Refusal",
    "expert_advice",
    "seat_levels",
    "win_chances",
]


@holds_shared_refusals
class Refusal(StrEnum):
    """Why an action was refused (the widgets turn it into a translated message): Farkle's
    own reasons, then the shared ones of :class:`dicegame.engine.base.Refusal`."""

    WRONG_PHASE = "wrong_phase"
    NOTHING_SET_ASIDE = "nothing_set_aside"
    INVALID_SELECTION = "invalid_selection"
    NO_SUCH_DIE = "no_such_die"
    COMPUTER_TURN, GAME_OVER, DICE_ROLLING, PAUSED, NOTHING_TO_UNDO = SHARED_REFUSALS


def _refusal_of(error: Exception) -> Refusal:
    if isinstance(error, GameOverError):
        return Refusal.GAME_OVER
    if isinstance(error, NothingSetAsideError):
        return Refusal.NOTHING_SET_ASIDE
    if isinstance(error, InvalidSelectionError):
        return Refusal.INVALID_SELECTION
    if isinstance(error, IndexError):
        return Refusal.NO_SUCH_DIE
    return Refusal.WRONG_PHASE


@dataclass(frozen=True)
class Advice:
    """What the Expert would do now.

    ``action``: "roll", "bank" or "set_aside" (then ``dice`` are the values it would set
    aside). ``expected``: the points the turn is expected to end with if the dice are
    rolled now, playing on as the Expert (None when nothing can be rolled yet).
    """

    action: str
    dice: tuple[int, ...] = ()
    expected: float | None = None


_EXPERT = ExpertAI()

#: A game's tables start loading this long after the game (its first frame is shown by
#: then; some 70 ms of CPU for two players, 300 ms for more: issue 37).
TABLES_AFTER_MS = 150


def expert_advice(game: FarkleGame) -> Advice | None:
    """The Expert's next move in the current position (None when there is no choice)."""
    phase = game.phase
    if phase is FarklePhase.TURN_START:
        return Advice("roll", expected=expert_turn_value(game.turn_points, DICE_COUNT))
    if phase is not FarklePhase.CHOOSING:
        return None
    if not game.selection_valid:
        indices = _EXPERT.choose_set_aside(game)
        return Advice("set_aside", dice=tuple(sorted(game.roll_dice[i] for i in indices)))
    expected = expert_turn_value(game.turn_total, game.dice_to_roll)
    return Advice("bank" if _EXPERT.should_bank(game) else "roll", expected=expected)


@dataclass(frozen=True)
class Chances:
    """Everyone's chance to win now.

    ``seats``: each seat's chance (they sum to 1). ``bank`` / ``roll``: the mover's chance
    after banking now / rolling on (when both are possible). ``last_turn``: the mover plays
    the last turn. ``by_level``: from the model of each seat's level (games of 3 or more,
    or two players without a sound Master table); else from the Master's two-player table
    (best play by both).
    """

    seats: tuple[float, ...]
    bank: float | None = None
    roll: float | None = None
    last_turn: bool = False
    by_level: bool = False


def seat_levels(game: FarkleGame, computer_level: str) -> list[str]:
    """How each seat is modelled: the computer by its level, a person as the Expert."""
    return [computer_level if player.is_computer else "expert" for player in game.players]


def win_chances(game: FarkleGame, levels: Sequence[str] | None = None) -> Chances | None:
    """The chances to win now (None when the game is over or solo). Two players: the
    Master's exact table, when it loads; otherwise, and with 3 or more players, the model
    of :mod:`dicegame.games.farkle.core.field` with each seat playing as ``levels`` says (all
    Expert when not given)."""
    seats = len(game.players)
    if game.is_over or seats < 2:
        return None
    if seats == 2:
        try:
            mine = chance_to_win(game)
            bank = roll = None
            if game.can_bank:
                bank, roll = choice_chances(game, game.turn_total, game.dice_to_roll)
        except TableError:
            pass
        else:
            chances = (mine, 1.0 - mine) if game.current == 0 else (1.0 - mine, mine)
            return Chances(chances, bank, roll, game.is_final_round)
    field = field_chances(game, levels or ["expert"] * seats)
    return Chances(field.seats, field.bank, field.roll, game.is_final_round, by_level=True)


class FarkleEngine(GameEngine[FarkleGame]):
    """Runs one Farkle game for the widgets.

    ``setup``: the New game choice (players, target, computer level). ``game``: a game
    restored from a save (else a new one from ``setup``, rolling with ``rng``).
    """

    rolled = Signal(object)  # tuple of the dice rolled (they start tumbling)
    selectionChanged = Signal(object)  # sorted tuple of the indices set aside from the roll
    dieRefused = Signal(int)  # that die counts in no combination of this roll
    turnPointsChanged = Signal(int)  # the turn total (committed rolls + valid selection)
    banked = Signal(int, int)  # seat, points banked
    farkled = Signal(int, int)  # seat, turn points lost (when the dice have landed)
    bannerEnded = Signal()  # the farkle / hot dice / last turn banner has been shown
    hotDice = Signal()
    lastTurn = Signal(int)  # seat of the player who reached the target
    # and the shared ones of GameEngine: diceLanded (the rolled dice, landed: now they may
    # be set aside), turnChanged(seat), gameOver, actionRefused, stateChanged (after EVERY
    # change), undone, undoAvailable, chancesChanged (Chances or None, after a change)

    def __init__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        game: FarkleGame | None = None,
        *,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(setup, timing, rng, game, parent)
        self.ai: FarkleAI | None = make_ai(setup.level) if setup.with_computer else None
        self._steps: Iterator[TurnStep] | None = None
        self._hot_announced = self.game.hot_dice
        self.decisions: list[FarkleDecision] = []  # the humans', for the move review
        needed = farkle_tables.parts(len(self.game.players), self.game.target)
        self.tables = BackgroundLoad(  # loaded off the GUI thread (issue 37)
            "farkle",
            lambda: farkle_tables.loaded(needed),
            lambda: farkle_tables.load(needed),
            in_thread_after(TABLES_AFTER_MS, "dicegame-farkle-tables"),
            parent=self,
        )
        self.tables.loaded.connect(self._emit_chances)
        if len(self.game.players) > 1:
            self.tables.request()  # the chances and the computer's play read them
        self.banner_timer = self._timer(self.timing.banner_ms, self._banner_over)
        if self.game.phase is FarklePhase.FARKLED:  # restored during a farkle's banner
            self.banner_timer.start()
        else:
            self._next_step()

    def _new_game(self) -> FarkleGame:
        return FarkleGame(
            self.setup.players(), target=int(self.setup.options[TARGET]), rng=self.rng
        )

    # ----- what the widgets ask -------------------------------------------------------------
    @property
    def human_can_roll(self) -> bool:
        return not self.is_computer_turn and not self.rolling and self.game.can_roll

    @property
    def human_can_bank(self) -> bool:
        return not self.is_computer_turn and not self.rolling and self.game.can_bank

    def risk(self) -> Fraction | None:
        """Chance that the next roll is a farkle, when a roll is legal now."""
        return farkle_probability(self.game.dice_to_roll) if self.game.can_roll else None

    def advice(self) -> Advice | None:
        return expert_advice(self.game)

    def leader_beating_bank(self) -> tuple[int, int] | None:
        """In the last turn, (seat, total) of a leader that banking now would not beat.

        None when there is nothing to bank, outside the last turn, or when the bank can
        still win (or share the win).
        """
        game = self.game
        if game.final_trigger is None or not game.can_bank:
            return None
        banked = game.totals[game.current] + game.turn_total
        others = [seat for seat in range(len(game.players)) if seat != game.current]
        leader = max(others, key=lambda seat: (game.totals[seat], -seat))
        return (leader, game.totals[leader]) if banked < game.totals[leader] else None

    def chances(self) -> Chances | None:
        """Everyone's chance to win now (see :func:`win_chances`), each seat as it plays;
        None until the tables are in (:attr:`tables`: they load in the background, and
        ``chancesChanged`` follows: a game never computes them on the GUI thread first)."""
        if self.game.is_over or len(self.game.players) < 2:
            return None
        if not self.tables.ready():
            self.tables.request()
            return None
        return win_chances(self.game, seat_levels(self.game, self.setup.level))

    # ----- slots (the player's actions) -----------------------------------------------------
    def _turn_unrolled(self) -> bool:
        return self.game.phase is FarklePhase.TURN_START

    def _human_roll(self) -> bool:
        """Roll the dice left to roll (``roll``: the player may act)."""
        rolling_on = self.game.phase is FarklePhase.CHOOSING and self.game.selection_valid
        decision = decision_now(self.game, banks=False) if rolling_on else None
        try:
            self.game.roll()
        except FarkleError as error:
            return self._refuse_error(error)
        if decision is not None:
            self.decisions.append(decision)
        self._after_roll()
        return True

    def review(self, seat: int | None = None) -> list[FarkleDecision]:
        """The humans' decisions of this game (of ``seat`` only, if given), priced."""
        return [d for d in self.decisions if seat is None or d.seat == seat]

    @Slot(int)
    def toggleDie(self, index: int) -> None:
        if not self._human_turn_or_refuse():
            return
        try:
            self.game.toggle(index)
        except DieDoesNotCountError:
            self.dieRefused.emit(index)
            return
        except (FarkleError, IndexError) as error:
            self._refuse_error(error)
            return
        self._after_selection()

    @Slot()
    def bank(self) -> None:
        if not self._human_turn_or_refuse():
            return
        seat, trigger = self.game.current, self.game.final_trigger
        decision = decision_now(self.game, banks=True) if self.game.selection_valid else None
        self._undo.remember(self.game, decisions=len(self.decisions))
        try:
            points = self.game.bank()
        except FarkleError as error:
            self._undo.forget()
            self._refuse_error(error)
            return
        if decision is not None:
            self.decisions.append(decision)
        if not self.game.is_over:
            self.undoAvailable.emit(True)
        self._after_bank(seat, points, trigger)
        if self.game.is_over:
            self._forget_undo()

    # ----- undo: the last human bank, until the next player rolls ---------------------------
    def _restored(self, extra: dict[str, Any]) -> None:
        """Undo took back a bank: the dice set aside, the turn's points, the dice left to
        roll and the random state are as before it; the review drops the bank."""
        self._steps = None
        self._hot_announced = self.game.hot_dice
        del self.decisions[extra.get("decisions", len(self.decisions)) :]

    def _announce_state(self) -> None:
        self.turnChanged.emit(self.game.current)
        self.selectionChanged.emit(tuple(sorted(self.game.selected)))
        self.turnPointsChanged.emit(self.game.turn_total)

    def _after_undo(self) -> None:
        self._changed()

    @Slot()
    def endTurn(self) -> None:
        """After a farkle: pass the turn now (anyone's farkle: it only skips the pause)."""
        if self.rolling:
            self._refuse(Refusal.DICE_ROLLING)
            return
        try:
            self.game.end_turn()
        except (FarkleError, GameOverError) as error:
            self._refuse_error(error)
            return
        self.banner_timer.stop()
        self._after_turn_passed()

    def _started(self) -> None:
        """A new game (newGame): the same players and target."""
        self.decisions = []
        self._after_turn_passed()

    # ----- the log and the sounds (the shared contract) ---------------------------------------
    log_kinds = followers.FarkleLogKind

    def connect_log(self, log: LogBook) -> None:
        followers.connect_log(self, log)

    def connect_sounds(self, play: Callable[[Cue], None]) -> None:
        followers.connect_sounds(self, play)

    # ----- the decisions in the autosave (the move review of a resumed game) ----------------
    decision_codec = DecisionCodec(DECISIONS_KEY, decisions_to_json, decisions_from_json)

    def _decision_fits(self, decision: FarkleDecision) -> bool:
        """A resumed decision is of a round the game has reached."""
        return decision.round <= game_round(self.game)

    # ----- the changes and their signals ----------------------------------------------------
    def _refuse_error(self, error: Exception) -> bool:
        return self._refuse(_refusal_of(error))

    def _after_roll(self) -> None:
        game = self.game
        self._forget_undo_on_roll()
        self._hot_announced = False
        self.banner_timer.stop()  # a new roll: a banner showing has had its time
        self.rolled.emit(game.roll_dice)
        self.selectionChanged.emit(())
        self.turnPointsChanged.emit(game.turn_total)
        self._start_landing()

    def _landed(self) -> None:
        """The dice have landed: tell what they say, then go on."""
        game = self.game
        self.diceLanded.emit(game.roll_dice)
        if game.farkled:
            self.farkled.emit(game.current, game.lost_points)
            self.highlighted.emit(FarkleHighlight.FARKLE.value)
            self.banner_timer.start(self.timing.banner_ms)
            self.stateChanged.emit()  # saved with the farkle in the game log
        self._next_step()

    def _after_selection(self) -> None:
        game = self.game
        self.selectionChanged.emit(tuple(sorted(game.selected)))
        self.turnPointsChanged.emit(game.turn_total)
        announce = game.hot_dice and not self._hot_announced
        self._hot_announced = game.hot_dice
        if announce:
            self.hotDice.emit()
            self.highlighted.emit(FarkleHighlight.HOT_DICE.value)
            self.banner_timer.start(self.timing.banner_ms)
        self._changed()

    def _after_bank(self, seat: int, points: int, trigger_before: int | None) -> None:
        self.banked.emit(seat, points)
        for highlight in bank_highlights(points):
            self.highlighted.emit(highlight.value)
        if trigger_before is None and self.game.final_trigger is not None:
            self.lastTurn.emit(self.game.final_trigger)
            self.highlighted.emit(Highlight.LAST_ROUND.value)
            self.banner_timer.start(self.timing.banner_ms)
        self._after_turn_passed()

    def _after_turn_passed(self) -> None:
        game = self.game
        self._steps = None
        self._hot_announced = False
        self.selectionChanged.emit(())
        self.turnPointsChanged.emit(0)
        self.turnChanged.emit(game.current)
        if game.is_over:
            self.gameOver.emit(game.ranking())
            self.highlighted.emit(Highlight.WIN.value)
        self._changed()

    def _changed(self) -> None:
        self.stateChanged.emit()
        self._next_step()

    # ----- timed steps ----------------------------------------------------------------------
    def _next_step(self) -> None:
        """Start the computer's next step, unless the dice or a banner are still showing
        (their end calls this again) or nothing waits for the computer."""
        if self.game.is_over:  # a banner showing still ends in its time
            self.landing_timer.stop()
            self.computer_timer.stop()
            return
        if self.rolling or self.banner_timer.isActive() or self.computer_pending:
            return
        if self.is_computer_turn and self.ai is not None:
            self._start_computer_turn()  # after a human's bank: the pending pause first
        else:
            self.computer_timer.stop()

    def _banner_over(self) -> None:
        self.bannerEnded.emit()
        if self.game.phase is FarklePhase.FARKLED:
            self.endTurn()
        else:
            self._next_step()

    def _computer_step(self) -> None:
        game = self.game
        if not self.is_computer_turn or self.ai is None:
            return
        seat, trigger = game.current, game.final_trigger
        if self._steps is None:
            self._steps = play_turn(game, self.ai)
        step = next(self._steps, None)
        if step is None:  # the turn had already passed
            self._steps = None
            self._next_step()
        elif step.kind is StepKind.ROLL:
            self._after_roll()
        elif step.kind is StepKind.SET_ASIDE:
            self._after_selection()
        elif step.kind is StepKind.BANK:
            self._after_bank(seat, step.points, trigger)
        else:  # StepKind.FARKLE: play_turn ended the farkled turn itself
            self._after_turn_passed()
