"""The Penta engine: a :class:`PentaGame` driven by slots, observed through signals.

The engine owns the timers of a game: the 3-second auto-score countdown after a human's
third roll, and the pacing of the computer's turns (one step per tick so a person can
follow). Widgets call the slots and redraw from the signals; they never touch the core
game directly. An illegal action from the interface never raises: the engine refuses it,
changes nothing and emits ``actionRefused(reason)`` with a :class:`Refusal` value.

It also records every human decision (the state and the choice) so that the end-of-game
move review can price them against the optimal strategy (:func:`review_decision`), and
answers hints (:meth:`PentaEngine.hint`). The decisions travel with the autosave as plain
JSON (:meth:`PentaEngine.save_extra` / :meth:`PentaEngine.restore_extra`), so the review
of a resumed game still covers the moves made before the interruption.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from dicegame.core import penta_levels
from dicegame.core import penta_strategy as strategy
from dicegame.core.common import MAX_HUMANS, GameOverError, Player
from dicegame.core.penta import (
    DICE_COUNT,
    ROLLS_PER_TURN,
    ROUNDS,
    Box,
    BoxFilledError,
    JokerRuleError,
    NoRollsLeftError,
    NotRolledError,
    PentaGame,
    Sheet,
)
from dicegame.core.saves import (
    SaveFormatError,
    expect_bool,
    expect_int,
    expect_list,
    expect_object,
    expect_str,
    sheet_from_dict,  # the save format's own sheet checks
    sheet_to_dict,
)
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
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

#: The key of the decisions in a save's ``extra``.
DECISIONS_KEY = "penta_decisions"
# 13 rounds, at most 3 decisions a turn (two holds and a box), for every human seat.
MAX_DECISIONS = ROUNDS * ROLLS_PER_TURN * MAX_HUMANS


class Refusal(StrEnum):
    """Why an action was refused (the view turns it into a translated message)."""

    NOT_ROLLED = "not_rolled"
    NO_ROLLS_LEFT = "no_rolls_left"
    BOX_FILLED = "box_filled"
    JOKER_RULE = "joker_rule"
    NO_BOX_SELECTED = "no_box_selected"
    COMPUTER_TURN = "computer_turn"
    GAME_OVER = "game_over"
    NOTHING_TO_UNDO = "nothing_to_undo"


_REFUSALS: tuple[tuple[type[Exception], Refusal], ...] = (
    (NotRolledError, Refusal.NOT_ROLLED),
    (NoRollsLeftError, Refusal.NO_ROLLS_LEFT),
    (BoxFilledError, Refusal.BOX_FILLED),
    (JokerRuleError, Refusal.JOKER_RULE),
    (GameOverError, Refusal.GAME_OVER),
)
_ILLEGAL = tuple(error for error, _ in _REFUSALS)

#: A decision: a Box (score now) or the sorted dice values held before rolling again.
Choice = Box | tuple[int, ...]


@dataclass(frozen=True)
class Decision:
    """One human decision: the state it was taken in and what was chosen."""

    seat: int
    round: int
    sheet: Sheet
    dice: tuple[int, ...]
    rolls_left: int
    choice: Choice
    auto: bool = False  # the auto-score chose (the player let the countdown run out)


@dataclass(frozen=True)
class DecisionReview:
    """A decision priced against the optimal one."""

    decision: Decision
    best: Choice
    loss: float  # expected final points lost (>= 0)


@dataclass(frozen=True)
class Hint:
    """The best choice now, and what the player's current choice would cost."""

    best: Choice
    best_value: float  # expected final TOTAL when playing ``best``, then optimally
    current: Choice | None  # the selected box, else the held dice (None: nothing yet)
    cost: float | None  # expected points the current choice loses against ``best``


def best_choice(sheet: Sheet, dice: Sequence[int], rolls_left: int) -> tuple[Choice, float]:
    """The optimal choice and its expected final TOTAL.

    With rolls left it is the best hold, except that holding all five dice means
    "score now", returned as the best box.
    """
    if rolls_left > 0:
        keep, value = strategy.rank_holds(sheet, dice, rolls_left)[0]
        if len(keep) < DICE_COUNT:
            return keep, value
    box, value = strategy.rank_boxes(sheet, dice)[0]
    return box, value


def review_decision(decision: Decision) -> DecisionReview:
    """Price one decision: the optimal choice and the expected points lost."""
    best, _ = best_choice(decision.sheet, decision.dice, decision.rolls_left)
    loss = strategy.decision_loss(
        decision.sheet, decision.dice, decision.rolls_left, decision.choice
    )
    return DecisionReview(decision, best, loss)


# ----- decisions as plain JSON (for the autosave) ----------------------------------------------
def decisions_to_json(decisions: Sequence[Decision]) -> list[dict[str, Any]]:
    """The decisions as JSON values (lists, dicts, numbers, strings, booleans)."""
    return [_decision_to_json(decision) for decision in decisions]


def _decision_to_json(decision: Decision) -> dict[str, Any]:
    data: dict[str, Any] = {
        "seat": decision.seat,
        "round": decision.round,
        "sheet": sheet_to_dict(decision.sheet),
        "dice": list(decision.dice),
        "rolls_left": decision.rolls_left,
        "auto": decision.auto,
    }
    if isinstance(decision.choice, Box):
        data["box"] = decision.choice.name
    else:
        data["keep"] = list(decision.choice)
    return data


def decisions_from_json(data: Any, players: Sequence[Player]) -> list[Decision]:
    """Decisions read back from :func:`decisions_to_json`, each checked to be one a human
    of ``players`` could have taken (a legal box, a hold the dice allow, a sheet that fits
    the round). Raises :class:`~dicegame.core.saves.SaveFormatError` on anything else."""
    items = expect_list(data, "The recorded decisions", 0, MAX_DECISIONS)
    return [_decision_from_json(item, index, players) for index, item in enumerate(items)]


def _decision_from_json(data: Any, index: int, players: Sequence[Player]) -> Decision:
    where = f"Decision {index + 1}"
    obj = expect_object(
        data,
        where,
        ("seat", "round", "sheet", "dice", "rolls_left", "auto"),
        optional=("box", "keep"),
    )
    seat = expect_int(obj["seat"], f"{where}, seat", 0, len(players) - 1)
    if players[seat].is_computer:
        raise SaveFormatError(f"{where} is the computer's.")
    round_ = expect_int(obj["round"], f"{where}, round", 1, ROUNDS)
    sheet = sheet_from_dict(obj["sheet"], seat)
    if sheet.filled_count != round_ - 1:
        raise SaveFormatError(f"{where}: the sheet does not fit round {round_}.")
    dice_items = expect_list(obj["dice"], f"{where}, dice", DICE_COUNT, DICE_COUNT)
    dice = tuple(expect_int(die, f"{where}, a die", 1, 6) for die in dice_items)
    rolls_left = expect_int(obj["rolls_left"], f"{where}, rolls left", 0, ROLLS_PER_TURN - 1)
    auto = expect_bool(obj["auto"], f"{where}, auto")
    choice = _choice_from_json(obj, where, sheet, dice, rolls_left)
    return Decision(seat, round_, sheet, dice, rolls_left, choice, auto)


def _choice_from_json(
    obj: dict, where: str, sheet: Sheet, dice: tuple[int, ...], rolls_left: int
) -> Choice:
    if ("box" in obj) == ("keep" in obj):
        raise SaveFormatError(f"{where} must hold either a box or the dice kept.")
    if "box" in obj:
        name = expect_str(obj["box"], f"{where}, box", 40)
        if name not in Box.__members__ or Box[name] not in sheet.options(dice):
            raise SaveFormatError(f"{where}: the box {name[:40]!r} was not a legal choice.")
        return Box[name]
    keep_items = expect_list(obj["keep"], f"{where}, dice kept", 0, DICE_COUNT)
    keep = tuple(sorted(expect_int(die, f"{where}, a die kept", 1, 6) for die in keep_items))
    if rolls_left == 0 or Counter(keep) - Counter(dice):
        raise SaveFormatError(f"{where}: the dice kept were not a legal choice.")
    return keep


class PentaEngine(QObject):
    """A Penta game for the interface: slots for actions, signals for every change."""

    diceRolled = Signal(object, object)  # dice values (0 = blank), indices of the dice rolled
    holdsChanged = Signal(object)  # tuple of 5 bools
    boxSelected = Signal(object)  # Box or None
    boxScored = Signal(int, object, int)  # seat, box, points the TOTAL grew by
    turnChanged = Signal(int, int)  # seat, round (1..13)
    sacrificeChanged = Signal(bool)  # no open box scores: one must be sacrificed
    countdownTick = Signal(int)  # auto-score: seconds left; 0 = no countdown running
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
        self.countdown_left = 0
        self._computer_next = "roll"
        self._undo: UndoPoint[PentaGame] = UndoPoint()
        self._countdown = QTimer(self)
        self._countdown.setTimerType(Qt.TimerType.PreciseTimer)  # a visible clock
        self._countdown.setInterval(self.timing.countdown_tick_ms)
        self._countdown.timeout.connect(self._countdown_step)
        self._computer = QTimer(self)
        self._computer.setSingleShot(True)
        self._computer.setInterval(self.timing.computer_step_ms)
        self._computer.timeout.connect(self._computer_step)

    # ----- state ---------------------------------------------------------------
    @property
    def is_computer_turn(self) -> bool:
        return not self.game.is_over and self.game.player.is_computer

    @property
    def countdown_active(self) -> bool:
        return self._countdown.isActive()

    @property
    def computer_active(self) -> bool:
        return self._computer.isActive()

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
        self._computer.setInterval(ms)

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
            self._computer.start()
        elif self.game.rolls_left == 0 and self.selected is None:
            self._start_countdown()

    def _stop_timers(self) -> None:
        self._computer.stop()
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
        return True

    @Slot(result=bool)
    def roll(self) -> bool:
        """Roll the dice not held. Returns False (and emits actionRefused) if refused."""
        if not self._human_turn_or_refuse():
            return False
        game = self.game
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
        if game.rolls_left == 0:
            self._start_countdown()
        self.stateChanged.emit()
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
        if game.is_over or game.dice is None or self.is_computer_turn:
            return None
        sheet, dice, rolls_left = game.sheet, game.dice, game.rolls_left
        best, best_value = best_choice(sheet, dice, rolls_left)
        current = self.current_choice()
        cost = None
        if current is not None:
            cost = strategy.decision_loss(sheet, dice, rolls_left, current)
        return Hint(best, best_value, current, cost)

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
            self._computer.start()
        return True

    # ----- auto-score ----------------------------------------------------------------
    def _start_countdown(self) -> None:
        ticks = max(1, math.ceil(self.timing.auto_score_ms / self.timing.countdown_tick_ms))
        self.countdown_left = ticks
        self._countdown.start()
        self.countdownTick.emit(self._seconds_left())

    def _seconds_left(self) -> int:
        """What the countdown shows: whole seconds, at least 1 while it runs."""
        ms = self.countdown_left * self.timing.countdown_tick_ms
        return max(1, math.ceil(ms / 1000)) if self.countdown_left else 0

    def _stop_countdown(self) -> None:
        if self._countdown.isActive() or self.countdown_left:
            self._countdown.stop()
            self.countdown_left = 0
            self.countdownTick.emit(0)

    def _countdown_step(self) -> None:
        self.countdown_left -= 1
        if self.countdown_left > 0:
            self.countdownTick.emit(self._seconds_left())
            return
        self._stop_countdown()
        game = self.game
        self._score_human(strategy.best_box(game.sheet, game.dice), auto=True)

    # ----- the computer --------------------------------------------------------------
    def _computer_step(self) -> None:
        """One visible step of the computer's turn; schedules the next one."""
        if not self.is_computer_turn:
            return
        game = self.game
        step = self._computer_next
        if step == "roll":
            self._do_roll()
            self.computerStep.emit("roll", game.dice)
            self._computer_next = "decide"
        elif step == "decide":
            self._computer_decide()
        else:
            box = self.selected
            self._score(box)
            self.stateChanged.emit()
            return
        self.stateChanged.emit()
        self._computer.start()

    def _computer_decide(self) -> None:
        game = self.game
        level = self.setup.penta_level
        keep: tuple[int, ...] = tuple(game.dice)
        if game.rolls_left > 0:
            keep = penta_levels.choose_hold(level, game.sheet, game.dice, game.rolls_left, self.rng)
        if len(keep) < DICE_COUNT:
            game.set_holds(strategy.hold_flags(game.dice, keep))
            self.holdsChanged.emit(game.held)
            self.computerStep.emit("hold", keep)
            self._computer_next = "roll"
        else:
            box = penta_levels.choose_box(level, game.sheet, game.dice, self.rng)
            self._set_selected(box)
            self.computerStep.emit("select", box)
            self._computer_next = "score"
