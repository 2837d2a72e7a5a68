"""Two boxes' engine: slots in, signals out, its timers the engine base's."""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import Any

from PySide6.QtCore import Signal, Slot

from dicegame.core.common import GameError
from dicegame.engine.base import SHARED_REFUSALS, GameEngine, holds_shared_refusals
from dicegame.engine.cues import Cue

from .core import BOXES, HIGH, LOW, TwoBoxesGame, new_game


@holds_shared_refusals
class Refusal(StrEnum):
    COMPUTER_TURN, GAME_OVER, DICE_ROLLING, PAUSED, NOTHING_TO_UNDO = SHARED_REFUSALS
    NOT_NOW = "not_now"  # a second roll, a box before the roll or a filled box


class TwoBoxesEngine(GameEngine[TwoBoxesGame]):
    boxScored = Signal(int, int, int)  # seat, box, points

    def _new_game(self) -> TwoBoxesGame:
        return new_game(self.setup, self.rng)  # with its High box's option

    def _started(self) -> None:
        self._announce_state()
        self.stateChanged.emit()
        self._next_turn()

    def _turn_unrolled(self) -> bool:
        return self.game.die is None

    def _human_roll(self) -> bool:
        try:
            self.game.roll()
        except GameError:
            return self._refuse(Refusal.NOT_NOW)
        self._start_landing()
        return True

    def _landed(self) -> None:
        self.diceLanded.emit((self.game.die,))
        self.stateChanged.emit()
        if self.is_computer_turn:
            self.computer_timer.start(self.timing.computer_step_ms)

    @Slot(int, result=bool)
    def scoreBox(self, box: int) -> bool:
        """Put the die into ``box`` of the player's (LOW or HIGH)."""
        if not self._human_turn_or_refuse():
            return False
        return self._score(box)

    def _score(self, box: int) -> bool:
        seat = self.game.current
        try:
            points = self.game.score(box)
        except GameError:
            return self._refuse(Refusal.NOT_NOW)
        self.boxScored.emit(seat, box, points)
        self._announce_state()
        self.stateChanged.emit()
        if self.game.is_over:
            self.gameOver.emit(self.game.ranking())
        else:
            self._next_turn()
        return True

    def _next_turn(self) -> None:
        if self.is_computer_turn:
            self._start_computer_turn()

    def _computer_step(self) -> None:
        """Roll; then the High box for a 4 or more (or when it is the only one left)."""
        if not self.is_computer_turn:
            return
        if self.game.die is None:
            self.game.roll()
            self._start_landing()
            return
        open_boxes = self.game.open_boxes()
        self._score(HIGH if HIGH in open_boxes and self.game.die >= 4 else open_boxes[0])

    def connect_sounds(self, play: Callable[[Cue], None]) -> None:
        """The table's sounds: the die landing, a box filled (the end is every game's)."""
        self.diceLanded.connect(lambda _dice: play(Cue.ROLL))
        self.boxScored.connect(lambda *_: play(Cue.SCORE))

    def _restored(self, extra: dict[str, Any]) -> None:
        """No undo in this game: nothing to put back."""

    def _announce_state(self) -> None:
        self.turnChanged.emit(self.game.current)


__all__ = ["BOXES", "HIGH", "LOW", "Refusal", "TwoBoxesEngine"]
