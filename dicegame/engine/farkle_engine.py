"""The Farkle engine: a :class:`~dicegame.core.farkle.FarkleGame` driven by slots and timers.

The widgets call the slots (``roll``, ``toggleDie``, ``bank``, ``endTurn``, ``newGame``) and
redraw from the signals. Every change emits its specific signal(s) and then ``stateChanged``
(autosave hooks that one). Illegal actions never raise out of a slot: they are refused with
``dieRefused(index)`` or ``actionRefused(reason)`` and change nothing.

One single-shot QTimer (injectable) paces everything that happens without a click:

* a computer turn, one visible step per tick (roll, set aside, roll again or bank), with time
  for the roll animation after a roll and for the banner after hot dice;
* after a farkle (anyone's), the turn ends by itself once the banner has been shown
  (``roll_animation_ms + banner_ms``); ``endTurn()`` ends it at once (a click on the banner).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from dicegame.core.common import GameOverError
from dicegame.core.farkle import (
    DICE_COUNT,
    DieDoesNotCountError,
    FarkleError,
    FarkleGame,
    FarklePhase,
    InvalidSelectionError,
    NothingSetAsideError,
    farkle_probability,
)
from dicegame.core.farkle_ai import (
    ExpertAI,
    FarkleAI,
    StepKind,
    TurnStep,
    expert_turn_value,
    make_ai,
    play_turn,
)
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.engine.undo import UndoPoint

__all__ = ["Refusal", "Advice", "FarkleEngine", "expert_advice"]


class Refusal(StrEnum):
    """Why an action was refused (the widgets turn it into a translated message)."""

    COMPUTER_TURN = "computer_turn"
    GAME_OVER = "game_over"
    WRONG_PHASE = "wrong_phase"
    NOTHING_SET_ASIDE = "nothing_set_aside"
    INVALID_SELECTION = "invalid_selection"
    NO_SUCH_DIE = "no_such_die"
    NOTHING_TO_UNDO = "nothing_to_undo"


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


class FarkleEngine(QObject):
    """Runs one Farkle game for the widgets.

    ``setup``: the New game choice (players, target, computer level). ``game``: a game
    restored from a save (else a new one from ``setup``, rolling with ``rng``).
    ``step_timer``: the single-shot timer that paces computer turns and farkle pauses
    (tests may pass their own and fire ``timeout`` themselves).
    """

    rolled = Signal(object)  # tuple of the dice rolled
    selectionChanged = Signal(object)  # sorted tuple of the indices set aside from the roll
    dieRefused = Signal(int)  # that die counts in no combination of this roll
    actionRefused = Signal(str)  # a Refusal value
    turnPointsChanged = Signal(int)  # the turn total (committed rolls + valid selection)
    banked = Signal(int, int)  # seat, points banked
    farkled = Signal(int, int)  # seat, turn points lost
    hotDice = Signal()
    lastTurn = Signal(int)  # seat of the player who reached the target
    turnChanged = Signal(int)  # seat now playing
    gameOver = Signal(object)  # the game's ranking(): (place, seat, player, total) rows
    stateChanged = Signal()  # after EVERY change
    undone = Signal(int)  # seat whose scoring or bank was taken back
    undoAvailable = Signal(bool)  # a human's last bank can be taken back

    def __init__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        game: FarkleGame | None = None,
        *,
        step_timer: QTimer | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.setup = setup
        self.timing = timing or Timing()
        self.rng = rng if rng is not None else random.Random()
        self.ai: FarkleAI | None = make_ai(setup.computer_level) if setup.with_computer else None
        self.game = game if game is not None else self._new_game()
        self._steps: Iterator[TurnStep] | None = None
        self._hot_announced = self.game.hot_dice
        self._undo: UndoPoint[FarkleGame] = UndoPoint()
        self.timer = step_timer if step_timer is not None else QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._tick)
        self._schedule(rolled=bool(self.game.roll_dice))

    def _new_game(self) -> FarkleGame:
        return FarkleGame(self.setup.players(), target=self.setup.target, rng=self.rng)

    # ----- what the widgets ask -------------------------------------------------------------
    @property
    def is_computer_turn(self) -> bool:
        return not self.game.game_over and self.game.player.is_computer

    @property
    def human_can_roll(self) -> bool:
        return not self.is_computer_turn and self.game.can_roll

    @property
    def human_can_bank(self) -> bool:
        return not self.is_computer_turn and self.game.can_bank

    def risk(self) -> Fraction | None:
        """Chance that the next roll is a farkle, when a roll is legal now."""
        return farkle_probability(self.game.dice_to_roll) if self.game.can_roll else None

    def advice(self) -> Advice | None:
        return expert_advice(self.game)

    # ----- slots (the player's actions) -----------------------------------------------------
    @Slot()
    def roll(self) -> None:
        if self._refused_for_human():
            return
        try:
            self.game.roll()
        except FarkleError as error:
            self._refuse(error)
            return
        self._after_roll()

    @Slot(int)
    def toggleDie(self, index: int) -> None:
        if self._refused_for_human():
            return
        try:
            self.game.toggle(index)
        except DieDoesNotCountError:
            self.dieRefused.emit(index)
            return
        except (FarkleError, IndexError) as error:
            self._refuse(error)
            return
        self._after_selection()

    @Slot()
    def bank(self) -> None:
        if self._refused_for_human():
            return
        seat, trigger = self.game.current, self.game.final_trigger
        self._undo.remember(self.game)
        try:
            points = self.game.bank()
        except FarkleError as error:
            self._undo.forget()
            self._refuse(error)
            return
        if not self.game.game_over:
            self.undoAvailable.emit(True)
        self._after_bank(seat, points, trigger)
        if self.game.game_over:
            self._forget_undo()

    @property
    def can_undo(self) -> bool:
        return self._undo.available

    @Slot()
    def undo(self) -> None:
        """Take back the last human bank until the next player rolls.

        The turn comes back exactly as it was before banking: the dice set aside, the
        turn's points, the dice left to roll and the random generator's state.
        """
        if not self._undo.available:
            self.actionRefused.emit(Refusal.NOTHING_TO_UNDO.value)
            return
        self.timer.stop()
        self._undo.restore(self.game)
        self._steps = None
        self._hot_announced = self.game.hot_dice
        self.undoAvailable.emit(False)
        self.undone.emit(self.game.current)
        self.turnChanged.emit(self.game.current)
        self.selectionChanged.emit(tuple(sorted(self.game.selected)))
        self.turnPointsChanged.emit(self.game.turn_total)
        self._changed()

    def _forget_undo(self) -> None:
        if self._undo.available:
            self._undo.forget()
            self.undoAvailable.emit(False)

    @Slot()
    def endTurn(self) -> None:
        """After a farkle: pass the turn now (anyone's farkle: it only skips the pause)."""
        try:
            self.game.end_turn()
        except (FarkleError, GameOverError) as error:
            self._refuse(error)
            return
        self._after_turn_passed()

    @Slot()
    def newGame(self) -> None:
        """Start over with the same players and target."""
        self.timer.stop()
        self._forget_undo()
        self.game = self._new_game()
        self._after_turn_passed()

    # ----- the changes and their signals ----------------------------------------------------
    def _refused_for_human(self) -> bool:
        if self.game.game_over:
            self.actionRefused.emit(Refusal.GAME_OVER.value)
            return True
        if self.is_computer_turn:
            self.actionRefused.emit(Refusal.COMPUTER_TURN.value)
            return True
        return False

    def _refuse(self, error: Exception) -> None:
        self.actionRefused.emit(_refusal_of(error).value)

    def _after_roll(self) -> None:
        game = self.game
        self._forget_undo()
        self._hot_announced = False
        self.rolled.emit(game.roll_dice)
        self.selectionChanged.emit(())
        self.turnPointsChanged.emit(game.turn_total)
        if game.farkled:
            self.farkled.emit(game.current, game.lost_points)
        self._changed(rolled=True)

    def _after_selection(self) -> None:
        game = self.game
        self.selectionChanged.emit(tuple(sorted(game.selected)))
        self.turnPointsChanged.emit(game.turn_total)
        announce = game.hot_dice and not self._hot_announced
        self._hot_announced = game.hot_dice
        if announce:
            self.hotDice.emit()
        self._changed(banner=announce)

    def _after_bank(self, seat: int, points: int, trigger_before: int | None) -> None:
        self.banked.emit(seat, points)
        if trigger_before is None and self.game.final_trigger is not None:
            self.lastTurn.emit(self.game.final_trigger)
        self._after_turn_passed()

    def _after_turn_passed(self) -> None:
        game = self.game
        self._steps = None
        self._hot_announced = False
        self.selectionChanged.emit(())
        self.turnPointsChanged.emit(0)
        self.turnChanged.emit(game.current)
        if game.game_over:
            self.gameOver.emit(game.ranking())
        self._changed()

    def _changed(self, *, rolled: bool = False, banner: bool = False) -> None:
        self.stateChanged.emit()
        self._schedule(rolled=rolled, banner=banner)

    def set_computer_step_ms(self, ms: int) -> None:
        """Change the computer's pace (Game ▸ Computer pace), from its next step on."""
        self.timing = replace(self.timing, computer_step_ms=ms)

    # ----- timed steps ----------------------------------------------------------------------
    def _schedule(self, *, rolled: bool = False, banner: bool = False) -> None:
        """Start the timer for what happens next without a click, if anything."""
        timing, game = self.timing, self.game
        if game.game_over:
            self.timer.stop()
            return
        animation = timing.roll_animation_ms if rolled else 0
        if game.phase is FarklePhase.FARKLED:
            self.timer.start(animation + timing.banner_ms)
        elif self.is_computer_turn:
            pause = timing.banner_ms if banner else 0
            self.timer.start(animation + pause + timing.computer_step_ms)
        else:
            self.timer.stop()

    @Slot()
    def _tick(self) -> None:
        """One step without a click: end a farkled turn, or one step of the computer."""
        game = self.game
        if game.phase is FarklePhase.FARKLED:
            self.endTurn()
        elif self.is_computer_turn and self.ai is not None:
            self._computer_step()

    def _computer_step(self) -> None:
        game = self.game
        seat, trigger = game.current, game.final_trigger
        if self._steps is None:
            self._steps = play_turn(game, self.ai)
        step = next(self._steps, None)
        if step is None:  # the turn had already passed
            self._steps = None
            self._schedule()
        elif step.kind is StepKind.ROLL:
            self._after_roll()
        elif step.kind is StepKind.SET_ASIDE:
            self._after_selection()
        elif step.kind is StepKind.BANK:
            self._after_bank(seat, step.points, trigger)
        else:  # StepKind.FARKLE: play_turn ended the farkled turn itself
            self._after_turn_passed()
