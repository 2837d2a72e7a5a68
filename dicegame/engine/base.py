"""What every game engine is: :class:`GameEngine`, the base of the Penta and Farkle engines.

An engine is one :class:`~PySide6.QtCore.QObject` per game: slots in, signals out, and it
owns every timer of the game. What both games share lives here once:

* the shared signals (:attr:`GameEngine.actionRefused`, ``chancesChanged``, ``diceLanded``,
  ``gameOver``, ``highlighted`` (a big moment: a Penta, a bonus, hot dice, a big bank, a
  farkle, the last round, the win; said once, when it happens), ``stateChanged``,
  ``turnChanged``, ``undoAvailable``, ``undone``);
* everyone's chance to win (Game ▸ Show the chance to win): computed only while a view
  shows it (:meth:`GameEngine.setChancesWanted`), emitted by ``chancesChanged`` after every
  change that alters it; each game says what its chances are (:meth:`GameEngine.chances`);
* pause: :meth:`GameEngine.setPaused` stops every :class:`PausableTimer` the engine made
  with :meth:`GameEngine._timer` while the player cannot see the game;
* the dice landing (``landing_timer``) and the computer's pace (``computer_timer``,
  :meth:`GameEngine.set_computer_step_ms`);
* the undo point (:attr:`GameEngine.can_undo`, :meth:`GameEngine.undo`), and the pause that
  keeps it reachable against the computer (``computerPending``, ``pending_timer``,
  :meth:`GameEngine.skipComputerPause`): a computer turn that follows a human's scoring or
  bank waits ``Timing.undo_grace_ms`` before its first step;
* the refusals every game has (:class:`Refusal`); each game's own ``Refusal`` enum lists
  them too, with their values from :data:`SHARED_REFUSALS`, checked by
  :func:`holds_shared_refusals`;
* the data an engine keeps in the autosave besides the game, which the autosave keeps
  without looking inside: :meth:`GameEngine.save_extra` returns it, :meth:`GameEngine.restore_extra`
  takes it back and :meth:`GameEngine.damaged_extra` checks a save's before a game is
  resumed. It is the game log (a :class:`KeptWithSaves` that follows the engine, see
  :meth:`GameEngine.keep_with_saves`), the decisions of the move review when the game
  declares their :class:`DecisionCodec` (both games do), and what else a game adds in
  ``_own_extra`` / ``_restore_own_extra`` / ``_damaged_own_extra``;
* what its events mean elsewhere, each with a neutral default (a game that says nothing
  special still works): :meth:`GameEngine.connect_log` (its actions as game log entries),
  :meth:`GameEngine.connect_sounds` (its events as the table's sounds) and its big moments
  (``highlighted``: the codes of :mod:`dicegame.core.highlights` and its own).

A game engine fills in the hooks: ``_new_game``, ``_started``, ``_human_roll``, ``_landed``,
``_computer_step``, ``_restored`` and ``_announce_state`` (``_after_undo``,
``_stop_timers`` and ``chances`` have defaults). ``game`` is generic: ``GameEngine[PentaGame]``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, Generic, NamedTuple, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal, Slot

from dicegame.core.common import Player
from dicegame.core.setup import GameSetup
from dicegame.engine.cues import Cue
from dicegame.engine.log_entries import LOG_KEY, LogBook, OwnKinds, saved_log_entries
from dicegame.engine.timing import PausableTimer, Timing
from dicegame.engine.undo import UndoPoint

if TYPE_CHECKING:
    from dicegame.core.saves import ExtraPart, SavedGame

__all__ = [
    "DecisionCodec",
    "SHARED_REFUSALS",
    "CoreGame",
    "GameEngine",
    "KeptWithSaves",
    "Refusal",
    "holds_shared_refusals",
]


class Refusal(StrEnum):
    """Why an action was refused, in every game (each game's ``Refusal`` adds its own)."""

    COMPUTER_TURN = "computer_turn"
    GAME_OVER = "game_over"
    DICE_ROLLING = "dice_rolling"  # the dice have not landed yet
    PAUSED = "paused"  # the game waits while another window is open
    NOTHING_TO_UNDO = "nothing_to_undo"


#: The shared refusals' values, in :class:`Refusal`'s order: a game's ``Refusal`` takes them
#: with ``COMPUTER_TURN, GAME_OVER, DICE_ROLLING, PAUSED, NOTHING_TO_UNDO = SHARED_REFUSALS``.
SHARED_REFUSALS: tuple[str, ...] = tuple(member.value for member in Refusal)

RefusalT = TypeVar("RefusalT", bound=StrEnum)


def holds_shared_refusals(own: type[RefusalT]) -> type[RefusalT]:
    """A class decorator for a game's ``Refusal``: it must hold every shared refusal, with
    the same name and value (a TypeError at import otherwise).

    Python enums with members cannot be subclassed, so a game's enum lists the shared names
    and takes their values from :data:`SHARED_REFUSALS`: the values are written once, and
    mypy sees every member of each game's enum.
    """
    for shared in Refusal:
        member = own.__members__.get(shared.name)
        if member is None or member.value != shared.value:
            raise TypeError(f"{own.__qualname__}.{shared.name} must be {shared.value!r}")
    return own


class CoreGame(Protocol):
    """What an engine needs of its core game (:class:`~dicegame.games.penta.core.rules.PentaGame`,
    :class:`~dicegame.games.farkle.core.rules.FarkleGame`)."""

    rng: random.Random
    current: int

    @property
    def players(self) -> Sequence[Player]: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def player(self) -> Player: ...

    def ranking(self) -> list[tuple[int, int, Player, int]]: ...


GameT = TypeVar("GameT", bound=CoreGame)


class KeptWithSaves(Protocol):
    """Data that follows an engine and is saved with it, under its ``SAVE_KEY``."""

    SAVE_KEY: str

    def to_json(self) -> Any: ...

    def restore(self, data: Any) -> bool:
        """Take back saved data (the value of ``SAVE_KEY``, ``[]`` when the save has
        none); False, and nothing kept, when it is not valid."""
        ...


class DecisionCodec(NamedTuple):
    """How a game keeps its move review's decisions in the autosave: under ``key``, written
    by ``to_json`` and read back by ``from_json(data, players)``, which raises
    ``core.validate.SaveFormatError`` on anything a human of ``players`` could not have
    decided."""

    key: str
    to_json: Callable[[Sequence[Any]], list[dict[str, Any]]]
    from_json: Callable[[Any, Sequence[Player]], list[Any]]


class GameEngine(QObject, Generic[GameT]):
    """A game for the interface: slots for actions, signals for every change.

    ``setup``: the New game choice. ``timing``: every delay (tests pass ``Timing.fast()``).
    ``rng``: the dice's random generator. ``game``: a game restored from a save (else a
    new one, :meth:`_new_game`).
    """

    actionRefused = Signal(str)  # a Refusal value (the game's or a shared one)
    chancesChanged = Signal(object)  # the game's chances to win now (see chances()), or None
    diceLanded = Signal(object)  # the dice values, once the roll animation is over
    gameOver = Signal(object)  # the ranking: (place, seat, player, total) rows
    stateChanged = Signal()  # after every change (the autosave follows it)
    turnChanged = Signal(int)  # the seat now playing
    undoAvailable = Signal(bool)  # a human's last scoring or bank can be taken back
    undone = Signal(int)  # the seat whose scoring or bank was taken back
    computerPending = Signal(bool)  # the computer's turn waits (True) / no longer waits
    highlighted = Signal(str)  # a big moment, a core.highlights.Highlight value, once

    game: GameT
    # The game's own kinds of log entries (a StrEnum of codes), besides the shared
    # ``LogKind``: what :meth:`connect_log` writes and a saved log may hold.
    log_kinds: ClassVar[OwnKinds] = None
    # How its move review's decisions are kept in the autosave (None: it keeps none);
    # with one, ``decisions`` holds them and :meth:`_decision_fits` checks a resumed one.
    decision_codec: ClassVar[DecisionCodec | None] = None
    decisions: list[Any]

    def __init__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        game: GameT | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.setup = setup
        self.timing = timing or Timing()
        self.rng = rng if rng is not None else random.Random()
        self.game = game if game is not None else self._new_game()
        self.paused = False
        self._undo: UndoPoint[GameT] = UndoPoint()
        self._all_timers: list[PausableTimer] = []
        self._chances_wanted = False
        self._chances_shown: object = None  # what chancesChanged said last
        self._kept: list[KeptWithSaves] = []  # saved with the engine (the game log)
        self.stateChanged.connect(self._emit_chances)  # after every change, when wanted
        self.landing_timer = self._timer(self.timing.roll_animation_ms, self._land)
        self.computer_timer = self._timer(self.timing.computer_step_ms, self._computer_step)
        self.pending_timer = self._timer(self.timing.undo_grace_ms, self._pending_over)
        # The computer's turn waits behind the pending pause for a human's undo (True), or
        # plays at once while that undo stays open for undo_grace_ms (False: the main
        # window's brisk paces); an undo then takes the computer's moves back too.
        self.computer_waits = True
        self.undo_window_timer = self._timer(self.timing.undo_grace_ms, self._forget_undo)

    # ----- timers ------------------------------------------------------------------------
    def _timer(self, ms: int, slot: Callable[[], None], single_shot: bool = True) -> PausableTimer:
        """A timer of this engine: it stops while the game is paused."""
        timer = PausableTimer(ms, single_shot, self, clock=self.timing.clock)
        timer.timeout.connect(slot)
        self._all_timers.append(timer)
        return timer

    def _timers(self) -> tuple[PausableTimer, ...]:
        return tuple(self._all_timers)

    def _stop_timers(self) -> None:
        for timer in self._timers():
            timer.stop()

    @Slot(bool)
    def setPaused(self, paused: bool) -> None:
        """Stop every timer while the player cannot see the game (a dialog, a menu, the
        Rules window, the window minimised); resume each with the time it had left."""
        self.paused = paused
        for timer in self._timers():
            timer.setPaused(paused)

    @Slot(int)
    def set_computer_step_ms(self, ms: int) -> None:
        """Change the computer's pace (Game ▸ Computer pace), from its next step on."""
        self.timing = replace(self.timing, computer_step_ms=ms)
        self.computer_timer.setInterval(ms)

    @Slot(int)
    def set_auto_score_ms(self, ms: int) -> None:
        """Change the auto-score time (Game ▸ Auto-score; 0: off). Only a game that scores
        by itself (Penta) does more than keep it in its timing."""
        self.timing = replace(self.timing, auto_score_ms=max(0, ms))

    # ----- state ---------------------------------------------------------------------------
    @property
    def is_computer_turn(self) -> bool:
        return not self.game.is_over and self.game.player.is_computer

    @property
    def computer_pending(self) -> bool:
        """The computer's turn has begun and waits before its first step (paused or not):
        the human's last scoring or bank can still be taken back."""
        return self.pending_timer.isActive()

    @property
    def computer_at_once(self) -> bool:
        """The computer plays its turn at once (the Instant pace: no step time)."""
        return self.is_computer_turn and self.timing.computer_step_ms <= 0

    @property
    def awaiting_first_roll(self) -> bool:
        """A human's turn has begun and nothing is rolled yet (the view may roll for
        them: Game ▸ Roll at the start of a turn)."""
        return not self.game.is_over and not self.is_computer_turn and self._turn_unrolled()

    @property
    def rolling(self) -> bool:
        """The dice are still tumbling: nothing may be done with them yet."""
        return self.landing_timer.isActive()

    # ----- the chance to win -----------------------------------------------------------------
    def chances(self) -> object:
        """Everyone's chance to win now, in the game's own terms (Farkle's ``Chances``, Penta's
        one chance a seat); None when there is none to show (by default, always)."""
        return None

    @property
    def chances_wanted(self) -> bool:
        """A view shows the chances (Game ▸ Show the chance to win)."""
        return self._chances_wanted

    @Slot(bool)
    def setChancesWanted(self, wanted: bool) -> None:
        """Emit ``chancesChanged`` after every change (now, too) while a view shows them;
        computing them costs a little, so nobody pays when they are hidden."""
        self._chances_wanted = wanted
        if wanted:
            self._chances_shown = self.chances()
            self.chancesChanged.emit(self._chances_shown)

    def _emit_chances(self) -> None:
        """After a change: ``chancesChanged`` when they are wanted and differ from the last
        said (a view's accessible text follows them without a flood of equal updates)."""
        if not self._chances_wanted:
            return
        chances = self.chances()
        if chances != self._chances_shown:
            self._chances_shown = chances
            self.chancesChanged.emit(chances)

    # ----- refusals ------------------------------------------------------------------------
    def _refuse(self, reason: StrEnum) -> bool:
        """Say why an action is refused (a shared or a game's :class:`Refusal`); False."""
        self.actionRefused.emit(reason.value)
        return False

    def _human_refusal(self) -> Refusal | None:
        """Why the player may not act now (None: they may)."""
        if self.game.is_over:
            return Refusal.GAME_OVER
        if self.is_computer_turn:
            return Refusal.COMPUTER_TURN
        if self.paused:
            return Refusal.PAUSED
        if self.rolling:
            return Refusal.DICE_ROLLING
        return None

    def _human_turn_or_refuse(self) -> bool:
        """True when the player may act now; else refuse (say why) and False."""
        reason = self._human_refusal()
        return reason is None or self._refuse(reason)

    # ----- actions -------------------------------------------------------------------------
    @Slot()
    def newGame(self) -> None:
        """Start again with the same setup (players, target, level)."""
        self._end_computer_pending()
        self._stop_timers()
        self._forget_undo()
        self.game = self._new_game()
        self._started()

    @Slot(result=bool)
    def roll(self) -> bool:
        """Roll the dice (the player's action). False (and ``actionRefused``) if refused."""
        return self._human_turn_or_refuse() and self._human_roll()

    # ----- the dice landing ------------------------------------------------------------------
    def _start_landing(self) -> None:
        """The dice tumble for ``roll_animation_ms``; then they have landed. The
        computer's dice land at once at the Instant pace (no step time)."""
        if self.timing.roll_animation_ms > 0 and not self.computer_at_once:
            self.landing_timer.start(self.timing.roll_animation_ms)
        self.stateChanged.emit()  # redrawn as rolling
        if not self.rolling:  # no animation: landed at once
            self._land()

    def _land(self) -> None:
        self.landing_timer.stop()
        self._landed()

    # ----- undo ------------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return self._undo.available

    @Slot(result=bool)
    def undo(self) -> bool:
        """Take back the last human scoring (Penta) or bank (Farkle) until the next player
        rolls: the game comes back exactly as it was, its random generator's state included.
        False (and ``actionRefused``) when there is nothing to undo."""
        if not self._undo.available:
            return self._refuse(Refusal.NOTHING_TO_UNDO)
        self._end_computer_pending()
        self._stop_timers()
        self._restored(self._undo.restore(self.game))
        self.undoAvailable.emit(False)
        self.undone.emit(self.game.current)
        self._announce_state()
        self._after_undo()
        return True

    # ----- the computer's turn begins ---------------------------------------------------------
    def _start_computer_turn(self) -> None:
        """The computer's turn begins: its first step comes one ``computer_step_ms`` later,
        or, right after a human's scoring or bank (there is something to undo), after the
        pending pause: ``undo_grace_ms`` at least, whatever the pace. ``computerPending``
        tells the views; the pause is an engine timer, so pausing the game holds it."""
        grace = self.timing.undo_grace_ms
        if self.can_undo and grace > 0 and not self.computer_waits:
            if not self.undo_window_timer.isActive():
                self.undo_window_timer.start(grace)
            self.computer_timer.start(self.timing.computer_step_ms)
        elif self.can_undo and grace > 0:
            self.computer_timer.stop()
            self.pending_timer.start(max(grace, self.timing.computer_step_ms))
            self.computerPending.emit(True)
        else:
            self.computer_timer.start(self.timing.computer_step_ms)

    @Slot()
    def skipComputerPause(self) -> None:
        """Space, Enter or a click on the pending card: the computer plays now (at the next
        turn of the event loop, or when the game is no longer paused)."""
        if self.computer_pending:
            self.pending_timer.start(0)

    def _pending_over(self) -> None:
        """The pending pause has run out (or was skipped): the computer's first step."""
        self.computerPending.emit(False)
        if self.is_computer_turn:
            self._computer_step()

    def _end_computer_pending(self) -> None:
        """The pending pause no longer applies (undo, a new game): it ends without a step."""
        if self.pending_timer.isActive():
            self.pending_timer.stop()
            self.computerPending.emit(False)

    def _forget_undo_on_roll(self) -> None:
        """A roll ends the undo, but the computer's own while its undo window is open."""
        if not (self.is_computer_turn and self.undo_window_timer.isActive()):
            self._forget_undo()

    def _forget_undo(self) -> None:
        self.undo_window_timer.stop()
        if self._undo.available:
            self._undo.forget()
            self.undoAvailable.emit(False)

    # ----- the autosave's extra data -----------------------------------------------------------
    def keep_with_saves(self, part: KeptWithSaves) -> None:
        """Save ``part`` with this engine and restore it with it (the game log calls this
        when it starts to follow the engine)."""
        self._kept.append(part)

    def save_extra(self) -> dict[str, Any]:
        """What to keep in the autosave besides the game (``AutosaveManager.attach(extra=)``):
        the parts kept with the engine and the game's own data."""
        extra = {part.SAVE_KEY: part.to_json() for part in self._kept}
        extra.update(self._own_extra())
        return extra

    def restore_extra(self, extra: Mapping[str, Any]) -> bool:
        """Take back this engine's data from a save's ``extra``; False when a part was not
        valid (that part starts empty: a bad log or review never stops a game)."""
        restored = [part.restore(extra.get(part.SAVE_KEY, [])) for part in self._kept]
        return self._restore_own_extra(extra) and all(restored)

    @classmethod
    def damaged_extra(cls, saved: SavedGame) -> set[ExtraPart]:
        """The parts of a save's ``extra`` that :meth:`restore_extra` would drop: asked
        before the game is offered, so that the player hears of it once."""
        from dicegame.core.saves import ExtraPart

        damaged = cls._damaged_own_extra(saved)
        try:
            saved_log_entries(saved.extra.get(LOG_KEY, []), len(saved.game.players), cls.log_kinds)
        except (ValueError, TypeError):
            damaged.add(ExtraPart.LOG)
        return damaged

    def _own_extra(self) -> dict[str, Any]:
        """The game's own data to save: its decisions, if it keeps them."""
        codec = self.decision_codec
        return {} if codec is None else {codec.key: codec.to_json(self.decisions)}

    def _restore_own_extra(self, extra: Mapping[str, Any]) -> bool:
        """Take back the decisions of a resumed game; False when they are missing, not
        valid or not of this game (all dropped: the review covers the decisions from now
        on, and a bad review never stops a game)."""
        from dicegame.core.validate import SaveFormatError

        codec = self.decision_codec
        if codec is None:
            return True
        try:
            decisions = codec.from_json(extra[codec.key], self.game.players)
        except (KeyError, SaveFormatError):
            decisions = None
        if decisions is None or not all(self._decision_fits(d) for d in decisions):
            self.decisions = []
            return False
        self.decisions = decisions
        return True

    def _decision_fits(self, decision: Any) -> bool:
        """A resumed decision is one of this game as it stands (every one by default)."""
        return True

    @classmethod
    def _damaged_own_extra(cls, saved: SavedGame) -> set[ExtraPart]:
        """The game's own parts of ``saved.extra`` that are damaged: its decisions, when
        they are there and not valid."""
        from dicegame.core.saves import ExtraPart
        from dicegame.core.validate import SaveFormatError

        codec = cls.decision_codec
        if codec is None or codec.key not in saved.extra:
            return set()
        try:
            codec.from_json(saved.extra[codec.key], saved.game.players)
        except SaveFormatError:
            return {ExtraPart.REVIEW}
        return set()

    # ----- what a game's events mean to the log and the sounds ---------------------------------
    def connect_log(self, log: LogBook) -> None:
        """Follow this game's own actions into the game log: ``log.add(entry)`` for each
        (rolls, scorings, banks…). The entries every game has (an undo, the end of the
        game) are the log's own. By default none: a game whose log holds only those."""

    def connect_sounds(self, play: Callable[[Cue], None]) -> None:
        """Connect this game's own events to the table's sounds: ``play(cue)`` when one
        sounds. The end of the game is every game's (the sound board plays it). By default
        none: a game that makes no sound of its own."""

    # ----- what each game fills in -------------------------------------------------------------
    def _new_game(self) -> GameT:
        """A new game with the same setup."""
        raise NotImplementedError

    def _started(self) -> None:
        """A new game has been set: announce it and start what it needs."""
        raise NotImplementedError

    def _human_roll(self) -> bool:
        """Roll for the player (who may act): False if the game refuses."""
        raise NotImplementedError

    def _turn_unrolled(self) -> bool:
        """Nothing has been rolled yet in the current turn."""
        raise NotImplementedError

    def _landed(self) -> None:
        """The dice have landed: tell it, then go on."""
        raise NotImplementedError

    def _computer_step(self) -> None:
        """One visible step of the computer's turn."""
        raise NotImplementedError

    def _restored(self, extra: dict[str, Any]) -> None:
        """The game has been put back by undo: reset the engine's own state (``extra``:
        what was remembered with it)."""
        raise NotImplementedError

    def _announce_state(self) -> None:
        """Emit the whole state (after undo; the views redraw from it)."""
        raise NotImplementedError

    def _after_undo(self) -> None:
        """After undo has announced the state."""
        self.stateChanged.emit()
