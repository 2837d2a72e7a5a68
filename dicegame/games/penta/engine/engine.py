"""The Penta engine: a :class:`PentaGame` driven by slots, observed through signals.

The engine owns the timers of a game, all of them :class:`PausableTimer` objects that
:meth:`PentaEngine.setPaused` stops while the player cannot see the game: the dice
landing after a roll (``Timing.roll_animation_ms``: the dice cannot be held before, and
the computer's messages wait for it), the auto-score countdown after a human's third roll
(it starts when the dice have landed; 3 s by default, 5, 10, 30 s or off; its state is
kept by the engine's :class:`~dicegame.games.penta.engine.countdown.AutoScoreCountdown`),
and the pacing of the computer's turns (one step per tick so a person can follow). Widgets
call the slots and redraw from the signals; they never touch the core game directly.
An illegal action from the interface never raises: the engine refuses it,
changes nothing and emits ``actionRefused(reason)`` with a :class:`Refusal` value.

It also records every human decision (the state and the choice) so that the end-of-game
move review can price them against the optimal strategy (:func:`review_decision`). The
decisions travel with the autosave as plain JSON (``save_extra`` / ``restore_extra`` of the
engines' base), so the review of a resumed game still covers the moves made before the
interruption.

The hint (:meth:`PentaEngine.hint`) and, in a game of two or more, everyone's chance to win
(:meth:`PentaEngine.chances`, ``chancesChanged`` after every scoring while a view shows it,
each seat modelled by how it plays: :meth:`PentaEngine.seat_levels`) are answered by the
engine's :class:`~dicegame.games.penta.engine.advice.Advisor`, which reads the position and
changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from enum import StrEnum
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
from dicegame.engine.timing import Timing
from dicegame.games.penta.core import PentaLevel, strategy
from dicegame.games.penta.core import levels as penta_levels
from dicegame.games.penta.core.highlights import penta_highlights
from dicegame.games.penta.core.rules import (
    DICE_COUNT,
    ROUNDS,
    Box,
    BoxFilledError,
    JokerRuleError,
    NoRollsLeftError,
    NotRolledError,
    PentaGame,
    Sheet,
)
from dicegame.games.penta.engine import advice, followers
from dicegame.games.penta.engine.advice import Advisor, Hint
from dicegame.games.penta.engine.chance_tables import ChanceTables
from dicegame.games.penta.engine.countdown import AutoScoreCountdown
from dicegame.games.penta.engine.decisions import (
    DECISIONS_KEY,
    Choice,
    Decision,
    DecisionReview,
    best_choice,
    decisions_from_json,
    decisions_to_json,
    review_decision,
)

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


@holds_shared_refusals
class Refusal(StrEnum):
    """Why an action was refused (the view turns it into a translated message): Penta's
    own reasons, then the shared ones of :class:`dicegame.engine.base.Refusal`."""

    NOT_ROLLED = "not_rolled"
    NO_ROLLS_LEFT = "no_rolls_left"
    ALL_HELD = "all_held"  # every die is held: a roll would change nothing
    BOX_FILLED = "box_filled"
    JOKER_RULE = "joker_rule"
    NO_BOX_SELECTED = "no_box_selected"
    COMPUTER_TURN, GAME_OVER, DICE_ROLLING, PAUSED, NOTHING_TO_UNDO = SHARED_REFUSALS


_REFUSALS: tuple[tuple[type[Exception], Refusal], ...] = (
    (NotRolledError, Refusal.NOT_ROLLED),
    (NoRollsLeftError, Refusal.NO_ROLLS_LEFT),
    (BoxFilledError, Refusal.BOX_FILLED),
    (JokerRuleError, Refusal.JOKER_RULE),
    (GameOverError, Refusal.GAME_OVER),
)
_ILLEGAL = tuple(error for error, _ in _REFUSALS)


# A computer turn's steps at most (3 rolls, 2 holds, a choice, the scoring), with room.
MAX_COMPUTER_STEPS = 20


class PentaEngine(GameEngine[PentaGame]):
    """A Penta game for the interface: slots for actions, signals for every change."""

    diceRolled = Signal(object, object)  # dice values (0 = blank), indices of the dice rolled
    holdsChanged = Signal(object)  # tuple of 5 bools
    boxSelected = Signal(object)  # Box or None
    boxScored = Signal(int, object, int)  # seat, box, points the TOTAL grew by
    sacrificeChanged = Signal(bool)  # no open box scores: one must be sacrificed
    countdownTick = Signal(int)  # auto-score: seconds left; 0 = no countdown running
    autoScoreTarget = Signal(object)  # the Box the running countdown will score, or None
    autoScored = Signal(object)  # Box the auto-score wrote
    computerStep = Signal(str, object)  # "roll" dice | "hold" kept values | "select" box
    # and the shared ones of GameEngine: turnChanged(seat) (the round: game.round),
    # diceLanded, gameOver, actionRefused, stateChanged, undone, undoAvailable,
    # chancesChanged (one chance to win a seat, or None: after a scoring, undo, new game)

    def __init__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        game: PentaGame | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(setup, timing, rng, game, parent)
        self.selected: Box | None = None
        self.decisions: list[Decision] = []
        self._computer_next = "roll"
        self._advisor = Advisor(self)  # the hint and the chances
        self.chance_tables = ChanceTables(parent=self)  # loaded off the GUI thread
        self.chance_tables.loaded.connect(self._emit_chances)
        if setup.with_computer and PentaLevel(setup.level) is PentaLevel.MASTER:
            self.chance_tables.request()  # the Master reads them near the end
        self._countdown = AutoScoreCountdown(
            self, self._timer, self._best_box, lambda box: self._score_human(box, auto=True)
        )
        # its timers are the engine's (made by _timer: paused with the others)
        self.countdown_timer = self._countdown.timer
        self.countdown_tick_timer = self._countdown.tick_timer
        self.countdown_wait_timer = self._countdown.wait_timer  # postponeCountdown

    def _new_game(self) -> PentaGame:
        return PentaGame(self.setup.players(), self.rng)

    # ----- state ---------------------------------------------------------------
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
    def set_auto_score_ms(self, ms: int) -> None:
        """Change the auto-score time (Game ▸ Auto-score); 0 turns it off. A countdown
        running starts again with the new time (or stops, when off); a third roll waiting
        for a box gets one."""
        super().set_auto_score_ms(ms)
        self._countdown.time_changed()

    def _started(self) -> None:
        """A new game (newGame): nothing selected, no decisions yet."""
        self.selected = None
        self.decisions = []
        self._computer_next = "roll"
        self.start()
        self.stateChanged.emit()

    def _announce_state(self) -> None:
        game = self.game
        self.turnChanged.emit(game.current)
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
            self._countdown.start()

    def _stop_timers(self) -> None:
        self.computer_timer.stop()
        self.landing_timer.stop()
        self._countdown.stop()

    # ----- human actions -----------------------------------------------------------
    def _turn_unrolled(self) -> bool:
        return self.game.rolls_used == 0

    def _human_roll(self) -> bool:
        """Roll the dice not held (``roll``: the player may act)."""
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
            self._countdown.stop()
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
    def _restored(self, extra: dict[str, Any]) -> None:
        """Undo took back a scoring (or auto-score): sheet, dice, holds, rolls left and the
        random state are as before it; the move review drops the decision. No countdown
        starts again: the player chooses the box themself."""
        del self.decisions[extra["decisions"] :]
        self.selected = None
        self._computer_next = "roll"

    # ----- the hint and the chance to win (the advisor's) ---------------------------
    def hint(self) -> Hint | None:
        """The optimal choice now and the cost of the current one; None if no roll yet."""
        return self._advisor.hint()

    def chances(self) -> tuple[float, ...] | None:
        """Everyone's chance to win, one a seat (None in a solo game, once it is over, or
        without its tables)."""
        return self._advisor.chances()

    def seat_levels(self) -> tuple[PentaLevel, ...]:
        """The level each seat is modelled by in the chances."""
        return self._advisor.seat_levels()

    @property
    def hints_available(self) -> bool:
        """False when the strategy table is damaged: no hints, no review."""
        return advice.hints_available()

    @property
    def chances_available(self) -> bool:
        """False when a table the chances need is missing or damaged."""
        return advice.chances_available()

    def _best_box(self) -> Box:
        """The box of the auto-score and the computer (greedy when the table is damaged)."""
        game, dice = self.game, self._rolled_dice()
        if self.hints_available:
            return strategy.best_box(game.sheet, dice)
        return strategy.greedy_box(game.sheet, dice)

    def _rolled_dice(self) -> tuple[int, ...]:
        """The dice of a turn that has rolled (the auto-score and the computer's choices
        come only after a roll)."""
        dice = self.game.dice
        assert dice is not None, "no roll yet this turn"
        return dice

    def current_choice(self) -> Choice | None:
        """The selected box, else (with rolls left) the held dice values."""
        game = self.game
        if self.selected is not None:
            return self.selected
        if game.dice is None or game.rolls_left == 0:
            return None
        return tuple(sorted(v for v, h in zip(game.dice, game.held, strict=True) if h))

    # ----- the log and the sounds (the shared contract) ---------------------------------------
    def connect_log(self, log: LogBook) -> None:
        followers.connect_log(self, log)

    def connect_sounds(self, play: Callable[[Cue], None]) -> None:
        followers.connect_sounds(self, play)

    # ----- the decisions in the autosave ----------------------------------------------------
    decision_codec = DecisionCodec(DECISIONS_KEY, decisions_to_json, decisions_from_json)

    def _decision_fits(self, decision: Decision) -> bool:
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
        self._forget_undo_on_roll()
        self._set_selected(None)
        self._countdown.held = False  # a new roll: the countdown may run again
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
        self._countdown.stop()
        self.selected = None
        self.boxSelected.emit(None)
        self.boxScored.emit(seat, box, gained)
        for highlight in penta_highlights(box, gained):
            self.highlighted.emit(highlight.value)
        self.sacrificeChanged.emit(False)
        if game.is_over:
            self._forget_undo()  # the end is final (the computer may end it in the window)
            self.diceRolled.emit(self.shown_dice(), ())
            self.gameOver.emit(game.ranking())
            self.highlighted.emit(Highlight.WIN.value)
            return True
        if game.round == ROUNDS and game.current == 0:
            self.highlighted.emit(Highlight.LAST_ROUND.value)  # before its first turn
        self.turnChanged.emit(game.current)
        self.diceRolled.emit(self.shown_dice(), ())
        self.holdsChanged.emit(game.held)
        if self.is_computer_turn:
            self._computer_next = "roll"
            self._start_computer_turn()  # after a human's scoring: the pending pause first
        return True

    # ----- the dice landing --------------------------------------------------------------
    def _landed(self) -> None:
        game = self.game
        if game.is_over or game.dice is None:
            return
        self.diceLanded.emit(game.dice)
        if self.is_computer_turn:
            self.computerStep.emit("roll", game.dice)
            self.computer_timer.start()
        else:
            self._countdown.start()

    # ----- the auto-score countdown (its timers and state: countdown.py) ----------------
    @property
    def countdown_active(self) -> bool:
        """The countdown runs, or waits to run (:meth:`postponeCountdown`)."""
        return self._countdown.active

    @property
    def countdown_left(self) -> int:
        """The seconds the countdown shows (0: none running)."""
        return self._countdown.left

    @property
    def countdown_held(self) -> bool:
        """The player stopped the countdown (a key): this roll waits for them."""
        return self._countdown.held

    @property
    def auto_score_box(self) -> Box | None:
        """What the running countdown will score."""
        return self._countdown.box

    @property
    def scoring_automatically(self) -> bool:
        """True while the auto-score writes its box."""
        return self._countdown.scoring

    @Slot()
    def holdCountdown(self) -> None:
        """A key: the running countdown stops and the roll waits for the player's box
        (nothing is scored by itself); the key again starts the countdown afresh."""
        self._countdown.hold()
        self.stateChanged.emit()

    @Slot(int)
    def postponeCountdown(self, ms: int) -> None:
        """The countdown's warning cannot be heard before ``ms`` from now (a screen
        reader's queue): the countdown runs its whole time from then on (it shows it
        meanwhile). A running countdown only; called again, the wait starts again."""
        self._countdown.postpone(ms)

    # ----- the computer --------------------------------------------------------------
    def _computer_step(self) -> None:
        """One visible step of the computer's turn; schedules the next one. At the
        Instant pace the whole turn, at once (every step still signalled and logged)."""
        if not self.computer_at_once:
            self._computer_move()
            return
        seat = self.game.current
        for _step in range(MAX_COMPUTER_STEPS):
            if not self.is_computer_turn or self.game.current != seat:
                break
            self._computer_move()
            self.computer_timer.stop()  # the loop takes the next step itself

    def _computer_move(self) -> None:
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
            assert box is not None, "the computer scores the box it selected"
            self._score(box)
            self.stateChanged.emit()
            return
        self.stateChanged.emit()
        self.computer_timer.start()

    def _other_sheets(self) -> tuple[Sheet, ...]:
        """The sheets of everyone but the player whose turn it is (the Master plays
        against them all)."""
        game = self.game
        return tuple(sheet for seat, sheet in enumerate(game.sheets) if seat != game.current)

    def _computer_decide(self) -> None:
        game, dice = self.game, self._rolled_dice()
        level = PentaLevel(self.setup.level)
        keep: tuple[int, ...] = dice
        if game.rolls_left > 0 and self.hints_available:  # damaged table: score at once
            keep = penta_levels.choose_hold(
                level, game.sheet, dice, game.rolls_left, self.rng, self._other_sheets()
            )
        if len(keep) < DICE_COUNT:
            game.set_holds(strategy.hold_flags(dice, keep))
            self.holdsChanged.emit(game.held)
            self.computerStep.emit("hold", keep)
            self._computer_next = "roll"
        else:
            box = (
                penta_levels.choose_box(level, game.sheet, dice, self.rng, self._other_sheets())
                if self.hints_available
                else self._best_box()  # the greedy fallback
            )
            self._set_selected(box)
            self.computerStep.emit("select", box)
            self._computer_next = "score"
