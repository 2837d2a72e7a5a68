"""The Penta engine: a :class:`PentaGame` driven by slots, observed through signals.

The engine owns the timers of a game, all of them :class:`PausableTimer` objects that
:meth:`PentaEngine.setPaused` stops while the player cannot see the game: the dice
landing after a roll (``Timing.roll_animation_ms``: the dice cannot be held before, and
the computer's messages wait for it), the auto-score countdown after a human's third roll
(it starts when the dice have landed; 3 s by default, 5, 10, 30 s or off), and the pacing
of the computer's turns (one step per tick so a person can follow). Widgets call the slots
and redraw from the signals; they never touch the core game directly.
An illegal action from the interface never raises: the engine refuses it,
changes nothing and emits ``actionRefused(reason)`` with a :class:`Refusal` value.

It also records every human decision (the state and the choice) so that the end-of-game
move review can price them against the optimal strategy (:func:`review_decision`), and
answers hints (:meth:`PentaEngine.hint`). The decisions travel with the autosave as plain
JSON (:meth:`PentaEngine.save_extra` / :meth:`PentaEngine.restore_extra`), so the review
of a resumed game still covers the moves made before the interruption.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from dicegame.core import penta_levels
from dicegame.core import penta_strategy as strategy
from dicegame.core.common import GameOverError
from dicegame.core.penta import (
    DICE_COUNT,
    Box,
    BoxFilledError,
    JokerRuleError,
    NoRollsLeftError,
    NotRolledError,
    PentaGame,
)
from dicegame.core.saves import (
    SaveFormatError,
)
from dicegame.core.setup import GameSetup
from dicegame.engine.penta_decisions import (
    DECISIONS_KEY,
    Choice,
    Decision,
    DecisionReview,
    best_choice,
    decisions_from_json,
    decisions_to_json,
    review_decision,
)
from dicegame.engine.timing import PausableTimer, Timing
from dicegame.engine.undo import UndoPoint

__all__ = [
    "Choice",
    "Decision",
    "DecisionReview",
    "Hint",
    "PentaEngine",
    "Refusal",
    "DECISIONS_KEY",
    "best_choice",
    "decisions_from_json",
    "decisions_to_json",
    "review_decision",
]


class Refusal(StrEnum):
    """Why an action was refused (the view turns it into a translated message)."""

    NOT_ROLLED = "not_rolled"
    NO_ROLLS_LEFT = "no_rolls_left"
    ALL_HELD = "all_held"  # every die is held: a roll would change nothing
    BOX_FILLED = "box_filled"
    JOKER_RULE = "joker_rule"
    NO_BOX_SELECTED = "no_box_selected"
    COMPUTER_TURN = "computer_turn"
    GAME_OVER = "game_over"
    DICE_ROLLING = "dice_rolling"  # the dice have not landed yet
    PAUSED = "paused"  # the game waits while another window is open
    NOTHING_TO_UNDO = "nothing_to_undo"


_REFUSALS: tuple[tuple[type[Exception], Refusal], ...] = (
    (NotRolledError, Refusal.NOT_ROLLED),
    (NoRollsLeftError, Refusal.NO_ROLLS_LEFT),
    (BoxFilledError, Refusal.BOX_FILLED),
    (JokerRuleError, Refusal.JOKER_RULE),
    (GameOverError, Refusal.GAME_OVER),
)
_ILLEGAL = tuple(error for error, _ in _REFUSALS)


@dataclass(frozen=True)
class Hint:
    """The best choice now, and what the player's current choice would cost."""

    best: Choice
    best_value: float  # expected final TOTAL when playing ``best``, then optimally
    current: Choice | None  # the selected box, else the held dice (None: nothing yet)
    cost: float | None  # expected points the current choice loses against ``best``


class PentaEngine(QObject):
    """A Penta game for the interface: slots for actions, signals for every change."""

    diceRolled = Signal(object, object)  # dice values (0 = blank), indices of the dice rolled
    holdsChanged = Signal(object)  # tuple of 5 bools
    boxSelected = Signal(object)  # Box or None
    boxScored = Signal(int, object, int)  # seat, box, points the TOTAL grew by
    turnChanged = Signal(int, int)  # seat, round (1..13)
    sacrificeChanged = Signal(bool)  # no open box scores: one must be sacrificed
    diceLanded = Signal(object)  # the dice values, once the roll animation is over
    countdownTick = Signal(int)  # auto-score: seconds left; 0 = no countdown running
    autoScoreTarget = Signal(object)  # the Box the running countdown will score, or None
    autoScored = Signal(object)  # Box the auto-score wrote
    computerStep = Signal(str, object)  # "roll" dice | "hold" kept values | "select" box
    gameOver = Signal(object)  # the ranking: (place, seat, player, total) rows
    actionRefused = Signal(str)  # a Refusal value
    stateChanged = Signal()  # after every change (autosave)
    undone = Signal(int)  # seat whose scoring or bank was taken back
    undoAvailable = Signal(bool)  # a human's last scoring can be taken back

    def __init__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        game: PentaGame | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.setup = setup
        self.timing = timing or Timing()
        self.rng = rng if rng is not None else random.Random()
        self.game = game if game is not None else PentaGame(setup.players(), self.rng)
        self.selected: Box | None = None
        self.decisions: list[Decision] = []
        self.countdown_left = 0  # seconds the countdown shows (0: none running)
        self.auto_score_box: Box | None = None  # what the running countdown will score
        self.paused = False
        self.countdown_left = 0
        self.scoring_automatically = False  # True while the auto-score writes its box
        self._computer_next = "roll"
        self._undo: UndoPoint[PentaGame] = UndoPoint()
        timing = self.timing
        self.landing_timer = self._timer(timing.roll_animation_ms, self._land)
        self.countdown_timer = self._timer(timing.auto_score_ms, self._countdown_over)
        self.countdown_tick_timer = self._timer(
            timing.countdown_tick_ms, self._countdown_tick, single_shot=False
        )
        self.computer_timer = self._timer(timing.computer_step_ms, self._computer_step)

    def _timer(self, ms: int, slot, single_shot: bool = True) -> PausableTimer:
        timer = PausableTimer(ms, single_shot, self, clock=self.timing.clock)
        timer.timeout.connect(slot)
        return timer

    def _timers(self) -> tuple[PausableTimer, ...]:
        return (
            self.landing_timer,
            self.countdown_timer,
            self.countdown_tick_timer,
            self.computer_timer,
        )

    # ----- state ---------------------------------------------------------------
    @property
    def is_computer_turn(self) -> bool:
        return not self.game.is_over and self.game.player.is_computer

    @property
    def countdown_active(self) -> bool:
        return self.countdown_timer.isActive()

    @property
    def computer_active(self) -> bool:
        return self.computer_timer.isActive()

    @property
    def rolling(self) -> bool:
        """The dice are still tumbling: they cannot be held, nor a box chosen."""
        return self.landing_timer.isActive()

    def shown_dice(self) -> tuple[int, ...]:
        """The dice as shown: 0 for each die before the first roll of a turn."""
        return self.game.dice or (0,) * DICE_COUNT

    # ----- lifecycle -------------------------------------------------------------
    @Slot()
    def start(self) -> None:
        """Announce the whole state and start the timer it needs (call once connected)."""
        self._announce_state()
        self._resume()

    @Slot(int)
    def set_computer_step_ms(self, ms: int) -> None:
        """Change the computer's pace (Game ▸ Computer pace), from its next step on."""
        self.timing = replace(self.timing, computer_step_ms=ms)
        self.computer_timer.setInterval(ms)

    @Slot(int)
    def set_auto_score_ms(self, ms: int) -> None:
        """Change the auto-score time (Game ▸ Auto-score); 0 turns it off. A countdown
        running starts again with the new time (or stops, when off); a third roll waiting
        for a box gets one."""
        self.timing = replace(self.timing, auto_score_ms=max(0, ms))
        self.countdown_timer.setInterval(self.timing.auto_score_ms)
        self._stop_countdown()
        self._start_countdown()  # when the roll waits for a box

    @Slot(bool)
    def setPaused(self, paused: bool) -> None:
        """Stop every timer while the player cannot see the game (a dialog, a menu, the
        Rules window, the window minimised); resume each with the time it had left."""
        self.paused = paused
        for timer in self._timers():
            timer.setPaused(paused)

    @Slot()
    def newGame(self) -> None:
        """Start again with the same players."""
        self._stop_timers()
        self._forget_undo()
        self.game = PentaGame(self.setup.players(), self.rng)
        self.selected = None
        self.decisions = []
        self._computer_next = "roll"
        self.start()
        self.stateChanged.emit()

    def _announce_state(self) -> None:
        game = self.game
        self.turnChanged.emit(game.current, game.round)
        self.diceRolled.emit(self.shown_dice(), ())
        self.holdsChanged.emit(game.held)
        self.boxSelected.emit(self.selected)
        self.sacrificeChanged.emit(game.dice is not None and game.must_sacrifice())
        self.countdownTick.emit(self.countdown_left)

    def _resume(self) -> None:
        if self.game.is_over:
            self.gameOver.emit(self.game.ranking())
        elif self.is_computer_turn:
            self.computer_timer.start()
        else:
            self._start_countdown()

    def _stop_timers(self) -> None:
        self.computer_timer.stop()
        self.landing_timer.stop()
        self._stop_countdown()

    # ----- human actions -----------------------------------------------------------
    def _refuse(self, reason: Refusal) -> bool:
        self.actionRefused.emit(reason)
        return False

    def _human_turn_or_refuse(self) -> bool:
        if self.game.is_over:
            return self._refuse(Refusal.GAME_OVER)
        if self.is_computer_turn:
            return self._refuse(Refusal.COMPUTER_TURN)
        if self.paused:
            return self._refuse(Refusal.PAUSED)
        if self.rolling:
            return self._refuse(Refusal.DICE_ROLLING)
        return True

    @Slot(result=bool)
    def roll(self) -> bool:
        """Roll the dice not held. Returns False (and emits actionRefused) if refused."""
        if not self._human_turn_or_refuse():
            return False
        game = self.game
        if game.dice is not None and game.rolls_left > 0 and all(game.held):
            return self._refuse(Refusal.ALL_HELD)
        before = Decision(
            game.current,
            game.round,
            game.sheet,
            game.dice or (),
            game.rolls_left,
            tuple(sorted(v for v, h in zip(self.shown_dice(), game.held, strict=True) if h)),
        )
        if not self._do_roll():
            return False
        if before.dice:
            self.decisions.append(before)
        self._start_landing()
        return True

    @Slot(int, result=bool)
    def toggleHold(self, index: int) -> bool:
        """Hold or release one die between rolls."""
        if not self._human_turn_or_refuse():
            return False
        try:
            self.game.toggle_hold(index)
        except _ILLEGAL as error:
            return self._refuse(self._reason(error))
        self.holdsChanged.emit(self.game.held)
        self.stateChanged.emit()
        return True

    @Slot(object, result=bool)
    def selectBox(self, box: Box | None) -> bool:
        """Select the box to validate (None clears the selection); stops the countdown."""
        if not self._human_turn_or_refuse():
            return False
        if box is not None:
            box = Box(box)
            reason = self._box_refusal(box)
            if reason:
                return self._refuse(reason)
            self._stop_countdown()
        self._set_selected(box)
        self.stateChanged.emit()
        return True

    @Slot(result=bool)
    def validate(self) -> bool:
        """Score the current dice in the selected box (the button Validate move)."""
        if not self._human_turn_or_refuse():
            return False
        if self.selected is None:
            return self._refuse(Refusal.NO_BOX_SELECTED)
        return self._score_human(self.selected, auto=False)

    @Slot(object, result=bool)
    def scoreBox(self, box: Box) -> bool:
        """Select ``box`` and validate at once (double-click on the sheet)."""
        return self.selectBox(box) and self.validate()

    def _box_refusal(self, box: Box) -> Refusal | None:
        game = self.game
        if game.dice is None:
            return Refusal.NOT_ROLLED
        if not game.sheet.is_open(box):
            return Refusal.BOX_FILLED
        if box not in game.options():
            return Refusal.JOKER_RULE
        return None

    @staticmethod
    def _reason(error: Exception) -> Refusal:
        for error_type, reason in _REFUSALS:
            if isinstance(error, error_type):
                return reason
        raise error

    # ----- undo --------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return self._undo.available

    @Slot(result=bool)
    def undo(self) -> bool:
        """Take back the last human scoring (or auto-score) until the next player rolls.

        The game comes back exactly as it was before the scoring: sheet, dice, holds,
        rolls left and the random generator's state; the move review drops the decision.
        No countdown starts again: the player chooses the box themself.
        """
        if not self._undo.available:
            return self._refuse(Refusal.NOTHING_TO_UNDO)
        self._stop_timers()
        extra = self._undo.restore(self.game)
        del self.decisions[extra["decisions"] :]
        self.selected = None
        self._computer_next = "roll"
        self.undoAvailable.emit(False)
        self.undone.emit(self.game.current)
        self._announce_state()
        self.stateChanged.emit()
        return True

    def _forget_undo(self) -> None:
        if self._undo.available:
            self._undo.forget()
            self.undoAvailable.emit(False)

    # ----- hints ---------------------------------------------------------------------
    def hint(self) -> Hint | None:
        """The optimal choice now and the cost of the current one; None if no roll yet."""
        game = self.game
        if game.is_over or game.dice is None or self.is_computer_turn or self.rolling:
            return None
        if not self.hints_available:
            return None
        sheet, dice, rolls_left = game.sheet, game.dice, game.rolls_left
        best, best_value = best_choice(sheet, dice, rolls_left)
        current = self.current_choice()
        cost = None
        if current is not None:
            cost = strategy.decision_loss(sheet, dice, rolls_left, current)
        return Hint(best, best_value, current, cost)

    @property
    def hints_available(self) -> bool:
        """False when the strategy table is damaged: no hints, no review (the FALLBACK of
        :mod:`dicegame.core.penta_strategy`)."""
        return strategy.table_problem() is None

    def _best_box(self) -> Box:
        """The box of the auto-score and the computer (greedy when the table is damaged)."""
        game = self.game
        if self.hints_available:
            return strategy.best_box(game.sheet, game.dice)
        return strategy.greedy_box(game.sheet, game.dice)

    def current_choice(self) -> Choice | None:
        """The selected box, else (with rolls left) the held dice values."""
        game = self.game
        if self.selected is not None:
            return self.selected
        if game.dice is None or game.rolls_left == 0:
            return None
        return tuple(sorted(v for v, h in zip(game.dice, game.held, strict=True) if h))

    # ----- the decisions in the autosave ----------------------------------------------------
    def save_extra(self) -> dict[str, Any]:
        """What to keep in the autosave besides the game (``AutosaveManager.attach(extra=)``)."""
        return {DECISIONS_KEY: decisions_to_json(self.decisions)}

    def restore_extra(self, extra: Mapping[str, Any]) -> bool:
        """Take back the decisions of a resumed game from a save's ``extra``.

        Returns False when they are missing, not valid or not of this game: they are all
        dropped and the review covers the decisions from now on (a bad review never stops
        a game)."""
        try:
            decisions = decisions_from_json(extra[DECISIONS_KEY], self.game.players)
        except (KeyError, SaveFormatError):
            decisions = None
        if decisions is None or not all(self._fits_the_game(d) for d in decisions):
            self.decisions = []
            return False
        self.decisions = decisions
        return True

    def _fits_the_game(self, decision: Decision) -> bool:
        """The decision's sheet is an earlier state of the player's sheet now."""
        before, now = decision.sheet, self.game.sheets[decision.seat]
        return decision.round <= self.game.round and all(
            before[box] is None or before[box] == now[box] for box in Box
        )

    def review(self, seat: int | None = None) -> list[DecisionReview]:
        """Every recorded decision (of one seat, or all) priced against the optimum."""
        if not self.hints_available:
            return []
        return [review_decision(d) for d in self.decisions if seat is None or d.seat == seat]

    # ----- the core moves (shared by humans, auto-score and computer) ------------------
    def _do_roll(self) -> bool:
        game = self.game
        held = game.held
        try:
            dice = game.roll()
        except _ILLEGAL as error:
            return self._refuse(self._reason(error))
        self._forget_undo()
        self._set_selected(None)
        rolled = tuple(i for i in range(DICE_COUNT) if not held[i])
        self.diceRolled.emit(dice, rolled)
        self.sacrificeChanged.emit(game.must_sacrifice())
        return True

    def _set_selected(self, box: Box | None) -> None:
        if box != self.selected:
            self.selected = box
            self.boxSelected.emit(box)

    def _score_human(self, box: Box, auto: bool) -> bool:
        game = self.game
        decision = Decision(
            game.current, game.round, game.sheet, game.dice or (), game.rolls_left, box, auto
        )
        self._undo.remember(game, decisions=len(self.decisions))
        if not self._score(box):
            self._forget_undo()
            return False
        self.decisions.append(decision)
        if game.is_over:
            self._forget_undo()
        else:
            self.undoAvailable.emit(True)
        if auto:
            self.autoScored.emit(box)
        self.stateChanged.emit()
        return True

    def _score(self, box: Box) -> bool:
        game = self.game
        seat = game.current
        try:
            gained = game.score(box)
        except _ILLEGAL as error:
            return self._refuse(self._reason(error))
        self._stop_countdown()
        self.selected = None
        self.boxSelected.emit(None)
        self.boxScored.emit(seat, box, gained)
        self.sacrificeChanged.emit(False)
        if game.is_over:
            self.diceRolled.emit(self.shown_dice(), ())
            self.gameOver.emit(game.ranking())
            return True
        self.turnChanged.emit(game.current, game.round)
        self.diceRolled.emit(self.shown_dice(), ())
        self.holdsChanged.emit(game.held)
        if self.is_computer_turn:
            self._computer_next = "roll"
            self.computer_timer.start()
        return True

    # ----- the dice landing --------------------------------------------------------------
    def _start_landing(self) -> None:
        """The dice tumble for ``roll_animation_ms``; then they have landed."""
        if self.timing.roll_animation_ms > 0:
            self.landing_timer.start(self.timing.roll_animation_ms)
        self.stateChanged.emit()  # redrawn as rolling
        if not self.rolling:  # no animation: landed at once
            self._land()

    def _land(self) -> None:
        game = self.game
        self.landing_timer.stop()
        if game.is_over or game.dice is None:
            return
        self.diceLanded.emit(game.dice)
        if self.is_computer_turn:
            self.computerStep.emit("roll", game.dice)
            self.computer_timer.start()
        else:
            self._start_countdown()

    # ----- auto-score ----------------------------------------------------------------
    def _start_countdown(self) -> None:
        """After a human's third roll has landed, with nothing selected: the countdown
        (unless the Auto-score setting is off: then the player chooses, however long)."""
        game, ms = self.game, self.timing.auto_score_ms
        if ms <= 0 or game.is_over or self.is_computer_turn or self.rolling:
            return
        if game.dice is None or game.rolls_left > 0 or self.selected is not None:
            return
        self.auto_score_box = self._best_box()
        self.countdown_timer.start(ms)
        self.countdown_tick_timer.start(self.timing.countdown_tick_ms)
        self.countdown_left = self._seconds_left()
        self.countdownTick.emit(self.countdown_left)
        self.autoScoreTarget.emit(self.auto_score_box)

    def _seconds_left(self) -> int:
        """What the countdown shows: whole seconds left, at least 1 while it runs (read
        on the ticks, which fall on whole seconds of the countdown)."""
        left = self.countdown_timer.remainingTime()
        return max(1, round(left / 1000)) if left >= 0 else 0

    def _stop_countdown(self) -> None:
        self.countdown_tick_timer.stop()
        if self.countdown_timer.isActive() or self.countdown_left:
            self.countdown_timer.stop()
            self.countdown_left = 0
            self.auto_score_box = None
            self.countdownTick.emit(0)
            self.autoScoreTarget.emit(None)

    def _countdown_tick(self) -> None:
        seconds = self._seconds_left()
        if self.countdown_timer.isActive() and seconds != self.countdown_left:
            self.countdown_left = seconds
            self.countdownTick.emit(seconds)

    def _countdown_over(self) -> None:
        box = self.auto_score_box
        self._stop_countdown()
        if box is not None and not self.is_computer_turn and not self.game.is_over:
            self.scoring_automatically = True
            try:
                self._score_human(box, auto=True)
            finally:
                self.scoring_automatically = False

    # ----- the computer --------------------------------------------------------------
    def _computer_step(self) -> None:
        """One visible step of the computer's turn; schedules the next one."""
        if not self.is_computer_turn:
            return
        step = self._computer_next
        if step == "roll":
            self._computer_next = "decide"
            if self._do_roll():
                self._start_landing()  # its message and next step wait for the dice
            return
        if step == "decide":
            self._computer_decide()
        else:
            box = self.selected
            self._score(box)
            self.stateChanged.emit()
            return
        self.stateChanged.emit()
        self.computer_timer.start()

    def _computer_decide(self) -> None:
        game = self.game
        level = self.setup.penta_level
        keep: tuple[int, ...] = tuple(game.dice)
        if game.rolls_left > 0 and self.hints_available:  # damaged table: score at once
            keep = penta_levels.choose_hold(level, game.sheet, game.dice, game.rolls_left, self.rng)
        if len(keep) < DICE_COUNT:
            game.set_holds(strategy.hold_flags(game.dice, keep))
            self.holdsChanged.emit(game.held)
            self.computerStep.emit("hold", keep)
            self._computer_next = "roll"
        else:
            box = (
                penta_levels.choose_box(level, game.sheet, game.dice, self.rng)
                if self.hints_available
                else self._best_box()  # the greedy fallback
            )
            self._set_selected(box)
            self.computerStep.emit("select", box)
            self._computer_next = "score"
