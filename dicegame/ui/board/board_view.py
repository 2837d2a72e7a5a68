"""What the two game screens share: their requests, the engine and its log, one redraw per
change, the hand-over curtain, the results dialog and the board's focus and keys.

:class:`BoardView` is the skeleton; ``PentaView`` and ``FarkleView`` build their widgets,
key tables and drawing on it. Redrawing: every "something changed" signal calls
:meth:`BoardView._schedule_refresh` (the whole view is redrawn once on the next event-loop
turn, see :mod:`dicegame.ui.board.redraw`); a click, a key or a text read aloud calls
:meth:`BoardView.refresh_now` so that what follows it sees the view current.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QPaintEvent
from PySide6.QtWidgets import QAbstractButton, QWidget

from dicegame.core.setup import GameSetup
from dicegame.engine.game_log import GameLog
from dicegame.engine.timing import Timing
from dicegame.ui.board.board_keys import BoardKeys, KeyBinding
from dicegame.ui.board.hand_over import HandOver
from dicegame.ui.board.redraw import Redraw
from dicegame.ui.style.focus_ring import paint_focus_ring_on
from dicegame.ui.voice.words import player_name
from dicegame.ui.window.dialogs import ResultsDialog

if TYPE_CHECKING:
    from dicegame.engine.base import GameEngine

__all__ = ["BoardView", "EngineT"]

#: The engine a view shows: ``PentaView(BoardView[PentaEngine])``.
EngineT = TypeVar("EngineT", bound="GameEngine[Any]")


class BoardView(QWidget, Generic[EngineT]):
    """A game on screen. Emits ``playAgainRequested(setup)`` (the same players again) and
    ``newGameRequested()`` (the end screen's New game: the main window's New game action).

    A subclass sets ``self.engine`` in :meth:`_make_engine`, builds its widgets, then calls
    :meth:`_make_hand_over` and :meth:`_make_keys`; it implements ``_refresh`` (the whole
    redraw), ``_retranslate`` and ``key_table``.

    Redrawing: the engine's fine-grained signals (dice rolled, a box selected, a hold) and
    the view's own (the hand-over, the end of the score flash, the dice drawn) only
    schedule a redraw; the signals that end an engine change, ``stateChanged`` and
    ``diceLanded`` (the landing is a change of its own, on the engine's timer), redraw at
    once, once for all the signals before them. What is still scheduled is redrawn on the
    next event-loop turn, or at once where something reads the view (after a click or a
    key, before a text is read aloud).
    """

    playAgainRequested = Signal(object)  # GameSetup
    newGameRequested = Signal()

    engine: EngineT  # the game's engine: BoardView[PentaEngine] shows a PentaEngine
    engine_class: type[EngineT]  # its class (the window asks it to check a save)
    hand_over: HandOver
    keys: BoardKeys

    def __init__(
        self,
        name: str,
        focus: Qt.FocusPolicy,
        setup: GameSetup,
        timing: Timing | None,
        rng: random.Random | None,
        parent: QWidget | None,
        game: object | None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFocusPolicy(focus)  # the board: the game keys land here
        self.setup = setup
        self.timing = timing or Timing()
        self._redraw = Redraw(self._refresh, self)
        self._make_engine(rng, game)
        self.game_log = GameLog(self.engine, self)  # before the autosave: saved with it
        self.results_dialog: ResultsDialog | None = None
        self.auto_roll = False  # Game ▸ Roll at the start of a turn (the window sets it)
        self.one_click = False  # Game ▸ Score with one click (a game without boxes ignores it)

    def _make_engine(self, rng: random.Random | None, game: object | None) -> None:
        raise NotImplementedError

    def _player_name(self, seat: int) -> str:
        return player_name(self.engine.game.players[seat])

    def _make_hand_over(
        self, buttons: Sequence[QAbstractButton], board: QWidget | None = None
    ) -> None:
        """The curtain between two human players; it disables ``buttons`` while it waits;
        its card stays inside ``board`` (never over the score sheet)."""
        self.hand_over = HandOver(
            self, lambda: self.engine.game.players, self._player_name, list(buttons), board
        )
        self.hand_over.shownChanged.connect(self._on_hand_over)
        self.hand_over.shownChanged.connect(self._roll_if_due)
        self.engine.turnChanged.connect(self._roll_if_due)
        self.hand_over.reset(self.engine.game.current)

    # ----- quicker turns ------------------------------------------------------------------
    def set_quick_play(self, auto_roll: bool, one_click: bool) -> None:
        """Game ▸ Roll at the start of a turn, and Game ▸ Score with one click."""
        self.auto_roll, self.one_click = auto_roll, one_click
        self._roll_if_due()

    def _roll_if_due(self, *_args: object) -> None:
        """With Roll at the start of a turn, a human's turn begins with its first roll,
        once no card waits (on the next event-loop turn: after the turn's own redraw;
        called on every change of turn and of the curtain)."""
        if self.auto_roll:
            QTimer.singleShot(0, self._auto_roll)

    def _auto_roll(self) -> None:
        engine = self.engine
        if not self.auto_roll or self.hand_over.waiting() or engine.paused:
            return
        if engine.awaiting_first_roll and not engine.rolling:
            engine.roll()
            self.refresh_now()

    def _make_keys(
        self, has_focus: Callable[[], bool], children: Sequence[QWidget] = (), **options: Any
    ) -> None:
        """The board's keys: :meth:`key_table` while ``has_focus()``; the hand-over curtain
        first; a redraw after each key."""
        self.keys = BoardKeys(
            self,
            self.key_table(),
            has_focus,
            claim=self.hand_over.start_key,
            children=children,
            after=self.refresh_now,
            **options,
        )

    def key_table(self) -> list[KeyBinding]:
        """The board's keys: (keys, action, description) rows."""
        raise NotImplementedError

    # ----- redrawing ----------------------------------------------------------------------
    def _refresh(self) -> None:
        raise NotImplementedError

    def _schedule_refresh(self, *_args: object) -> None:
        """Something changed: the whole view is redrawn once, on the next event-loop turn."""
        self._redraw.schedule()

    def _refresh_for_change(self) -> None:
        """An engine change is complete (``stateChanged``, or the dice have landed): the
        view is redrawn now, once for all the signals the change sent (while the computer
        plays a whole turn at once, once at its end)."""
        if self.engine.computer_at_once:
            self._redraw.schedule()
        else:
            self._redraw.now()

    def refresh_now(self) -> None:
        """Run a scheduled redraw at once (after a click or a key, before a reading)."""
        self._redraw.flush()

    def _then_refresh(self, action: Callable[..., object]) -> Callable[..., None]:
        """``action`` for a widget's signal (a click), with the view current afterwards."""

        def act(*args: object) -> None:
            action(*args)
            self.refresh_now()

        return act

    def _on_hand_over(self, waiting: bool) -> None:
        raise NotImplementedError

    # ----- focus and language -------------------------------------------------------------
    def focus_board(self) -> None:
        """Give the keyboard focus back to the board (after an action, a dialog, a menu);
        while the hand-over curtain waits, the board's keys are its own."""
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def paintEvent(self, event: QPaintEvent) -> None:
        """While the board itself has the keyboard (the game keys land here), a focus ring
        round the view: a plain widget shows no focus of its own."""
        super().paintEvent(event)
        if self.hasFocus():
            paint_focus_ring_on(self)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def _retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def results_shown(self) -> bool:
        """True while the results dialog is open."""
        return self.results_dialog is not None and self.results_dialog.isVisible()
