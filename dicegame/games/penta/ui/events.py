"""What the Penta board does when its engine signals: the state the view redraws from.

:class:`PentaEvents` is the base of :class:`~dicegame.games.penta.ui.view.PentaView`: it
connects the engine's signals and answers them. What they change is kept as data, never
as text: what just happened (``_info``: a box scored, the computer's step, a refusal, an
undo), the hint asked for (``_hint``), the auto-score countdown's seconds and whether the
roll must sacrifice a box; the view words and draws them (``_render_status``,
``_info_text``, ``_render_hint_marks``), so a language switch redraws them in the new
language without losing anything.

The scored dice and cell stay shown a moment (``Timing.score_flash_ms``, a timer of the
view): a purely visual effect, input is never blocked and a new roll replaces them at
once; the hand-over curtain keeps them until the next player starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.ui.board.board_view import BoardView
from dicegame.ui.voice.announce import announce

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer

    from dicegame.games.penta.core.rules import Box, PentaGame
    from dicegame.games.penta.engine.engine import Hint
    from dicegame.games.penta.ui.sheet.scoresheet import ScoreSheet
    from dicegame.ui.board.end_board import EndBoard
    from dicegame.ui.board.game_end import GameEnd
    from dicegame.ui.dice.tray import DiceTray

__all__ = ["PentaEvents"]


class PentaEvents(BoardView[PentaEngine]):
    """The engine's signals answered: the status area's data, the scored moment, and a
    redraw scheduled (or made at once) for each change. The view builds the widgets and
    the state named here, and draws."""

    # the view's widgets and state (PentaView.__init__ makes them)
    tray: DiceTray
    sheet: ScoreSheet
    end_board: EndBoard
    game_end: GameEnd
    ranking: list | None
    _info: tuple | None  # what just happened, for the status area
    _hint: Hint | None
    _countdown: int
    _sacrifice: bool
    _flash: tuple[int, Box, list[int]] | None  # the seat, the box and the dice just scored
    _flash_timer: QTimer

    @property
    def game(self) -> PentaGame:
        return self.engine.game

    def _connect_engine(self) -> None:
        engine = self.engine
        engine.diceRolled.connect(self._on_dice_rolled)
        engine.diceLanded.connect(self._on_dice_landed)
        engine.autoScoreTarget.connect(self.sheet.set_auto_score_box)
        engine.holdsChanged.connect(self.tray.set_held)
        engine.sacrificeChanged.connect(self._on_sacrifice)
        engine.countdownTick.connect(self._on_countdown)
        engine.countdownTick.connect(self.sheet.set_countdown)
        engine.boxScored.connect(self._on_box_scored)
        engine.computerStep.connect(self._on_computer_step)
        engine.actionRefused.connect(self._on_refused)
        engine.gameOver.connect(self._on_game_over)
        engine.stateChanged.connect(self._on_state_changed)
        engine.turnChanged.connect(self._on_turn_changed)
        engine.undone.connect(self._on_undone)
        engine.boxSelected.connect(self._schedule_refresh)

    # ----- engine signals ------------------------------------------------------------------
    def _on_turn_changed(self, seat: int) -> None:
        if self.hand_over.turn_changed(seat, self.game.is_over):
            self._flash_timer.stop()  # the scored dice and cell stay until the next starts
        self._schedule_refresh()

    def _on_hand_over(self, waiting: bool) -> None:
        """The hand-over curtain shows (the board stays) or the next player has started."""
        if not waiting:
            self._end_flash()
        self._schedule_refresh()
        if not waiting:
            self.refresh_now()  # the next player starts: the board is theirs at once

    def _on_undone(self, seat: int) -> None:
        self.hand_over.reset(seat)
        self._end_flash()
        self._info = ("undone", seat)
        announce(self, self._info_text())

    def _on_dice_rolled(self, dice: tuple[int, ...], rolled: tuple[int, ...]) -> None:
        keep = self._flash_timer.isActive() or self.hand_over.waiting()
        if not any(dice) and self._flash is not None and keep:
            self._schedule_refresh()  # the scored dice stay a moment (or until the hand-over)
            return
        self._end_flash(redraw=False)
        if rolled:
            self.hand_over.finish()  # the next player has started, whatever the way
            self._clear_refusal()
        self.tray.set_values(list(dice), list(rolled))
        self._schedule_refresh()

    def _on_dice_landed(self, _dice: tuple[int, ...]) -> None:
        self.tray.land()
        self._refresh_for_change()  # no stateChanged follows the landing

    def _on_sacrifice(self, needed: bool) -> None:
        self._sacrifice = needed
        self._render_status()

    def _on_countdown(self, seconds: int) -> None:
        self._countdown = seconds
        self._render_status()

    def _on_box_scored(self, seat: int, box: Box, gained: int) -> None:
        kind = "auto" if self.engine.scoring_automatically else "scored"
        self._info = (kind, seat, box, gained)
        self._hint = None
        self._sacrifice = False  # said of the roll just scored: never into the next turn
        self.end_board.remember_roll([die.value() for die in self.tray.dice])
        self._start_flash(seat, box)

    def _on_computer_step(self, kind: str, payload: object) -> None:
        self._info = ("computer", kind, payload)
        self._render_status()

    def _on_refused(self, reason: str) -> None:
        self._info = ("refused", reason)
        self._render_status()

    def _clear_refusal(self) -> None:
        if self._info is not None and self._info[0] == "refused":
            self._info = None

    def _on_state_changed(self) -> None:
        self._hint = None
        self._clear_refusal()
        self._refresh_for_change()
        self._render_hint_marks()

    def _on_game_over(self, ranking: list) -> None:
        self.ranking = list(ranking)
        self._schedule_refresh()
        self.game_end.over(self.ranking)  # the board's ending; the dialogs when asked

    # ----- the scored dice and cell, shown a moment -------------------------------------------
    def _start_flash(self, seat: int, box: Box) -> None:
        if self.timing.score_flash_ms <= 0:
            return
        self._flash = (seat, box, [die.value() for die in self.tray.dice])
        self.sheet.flash(seat, box)
        self._flash_timer.start(self.timing.score_flash_ms)

    def flashing(self) -> bool:
        """True while the last scored dice and cell are still shown."""
        return self._flash is not None

    def _end_flash(self, redraw: bool = True) -> None:
        if self._flash is None:
            return
        self._flash = None
        self._flash_timer.stop()
        self.sheet.flash(None, None)
        if redraw:
            self.tray.set_values(list(self.engine.shown_dice()))
            self._schedule_refresh()

    # ----- drawn by the view -------------------------------------------------------------
    def _render_status(self) -> None:
        raise NotImplementedError

    def _info_text(self) -> str:
        raise NotImplementedError

    def _render_hint_marks(self) -> None:
        raise NotImplementedError
