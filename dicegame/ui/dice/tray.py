"""The tray: a row of dice, their roll and their refusals, for both games.

:class:`DiceTray` lines up its :class:`~dicegame.ui.dice.dice.DieWidget` buttons (each
stays on its slot, clickable, all the while), forwards their clicks as ``dieClicked``,
shows the values, holds and refusals the game sets, and plays the roll: the dice that are
not held fly across it (it draws them on their way, :mod:`dicegame.ui.dice.dice_motion`
plans each flight from its own cosmetic random numbers) and land. It holds no text of its
own: each die says what it shows.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QVariantAnimation, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QHBoxLayout, QWidget

from dicegame.ui.board.motion import motion
from dicegame.ui.dice.dice import DieWidget, posed
from dicegame.ui.dice.dice_motion import (
    REST,
    Flight,
    Pose,
    fit_pose,
    largest_tilt,
    plan_flight,
)
from dicegame.ui.dice.die_face import drawn_pad
from dicegame.ui.style.theme import current_theme

TRAY_MARGIN = 8  # round the row of dice
TRAY_SPACING = 12  # between two dice


class DiceTray(QWidget):
    """A row of dice. Emits ``dieClicked(index)``; shows values, holds and refusals.

    ``animation_ms`` is the length of the roll animation (0 in tests: no animation). The
    animation is only a picture: the game's engine says when the dice have landed (its
    paused-aware timer of the same length), and the view calls :meth:`land` then. While
    they roll, the dice that are not held fly across the tray (the tray draws them), spin,
    hop and settle each at its own small tilt and place (:mod:`dicegame.ui.dice.dice_motion`);
    each stays a button on its slot all the while, so input is never blocked. With the
    animations off (:mod:`dicegame.ui.board.motion`) the dice show their values at once, straight.
    """

    dieClicked = Signal(int)
    rollAnimationFinished = Signal()

    def __init__(
        self,
        count: int,
        parent: QWidget | None = None,
        animation_ms: int = 450,
        held_word: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("diceTray")
        self.animation_ms = animation_ms
        self._cosmetic_rng = random.Random()  # only for the flights, never the game
        self._final: list[int] = []
        self._flights: dict[int, Flight] = {}
        self._progress = 1.0
        self._roll = QVariantAnimation(self)
        self._roll.setStartValue(0.0)
        self._roll.setEndValue(1.0)
        self._roll.valueChanged.connect(self._animate_step)
        self._roll.finished.connect(self._finish_animation)
        layout = QHBoxLayout(self)
        layout.setSpacing(TRAY_SPACING)
        layout.setContentsMargins(TRAY_MARGIN, TRAY_MARGIN, TRAY_MARGIN, TRAY_MARGIN)
        self.dice: list[DieWidget] = []
        for index in range(count):
            die = DieWidget(index, self, held_word)
            die.clicked.connect(lambda _=False, i=index: self.dieClicked.emit(i))
            layout.addWidget(die)
            self.dice.append(die)
        motion().changed.connect(self._on_motion_changed)

    # ----- sizes ---------------------------------------------------------------
    def side_for_width(self, width: int) -> int:
        """The dice's side in a tray ``width`` wide (the dice in one row)."""
        count = len(self.dice)
        return (width - 2 * TRAY_MARGIN - (count - 1) * TRAY_SPACING) // count

    @staticmethod
    def side_for_height(height: int) -> int:
        """The dice's side in a tray ``height`` high."""
        return height - 2 * TRAY_MARGIN

    def width_for_side(self, side: int) -> int:
        """The width a tray needs for dice of ``side`` pixels."""
        count = len(self.dice)
        return count * side + (count - 1) * TRAY_SPACING + 2 * TRAY_MARGIN

    # ----- the roll --------------------------------------------------------------
    def set_cosmetic_seed(self, seed: int) -> None:
        """Make the flights repeatable (tests, benchmarks, screenshots)."""
        self._cosmetic_rng.seed(seed)

    def set_values(
        self, values: list[int] | tuple[int, ...], rolling: list[int] | None = None
    ) -> None:
        """Show ``values`` (0 = blank); dice listed in ``rolling`` tumble first."""
        self._final = list(values) + [0] * (len(self.dice) - len(values))
        rolled = [i for i in (rolling or []) if self._final[i]]
        self._roll.stop()
        if self.animation_ms <= 0 or not rolled or not motion().enabled():
            self._flights = {}
            self._finish_animation()
            return
        self._flights = {index: self._plan(index) for index in rolled}
        for index in rolled:
            self.dice[index].setFlying(True)
        self._roll.setDuration(self.animation_ms)
        self._roll.start()
        self._animate_step(0.0)

    def _plan(self, index: int) -> Flight:
        die = self.dice[index]
        side = die.body_rect().width()
        slot_x = die.x() + die.body_rect().x()
        # it lands tilted no more than its slot holds whole (a shift off it is moved back in)
        tilt = largest_tilt(side, min(die.width(), die.height()) - 2 * drawn_pad(side))
        return plan_flight(self._cosmetic_rng, slot_x, float(self.width()), side, tilt)

    def is_animating(self) -> bool:
        return self._roll.state() == QVariantAnimation.State.Running

    def progress(self) -> float:
        """How far the roll has gone: 0 thrown, 1 landed (1 when nothing rolls)."""
        return self._progress

    def set_progress(self, progress: float) -> None:
        """Show the roll at ``progress`` (tests and benchmarks step it by hand)."""
        self._roll.setCurrentTime(round(progress * self._roll.duration()))

    def land(self) -> None:
        """Stop tumbling now and show the real values (the engine says they landed)."""
        if self.is_animating():
            self._roll.stop()
            self._finish_animation()

    def _animate_step(self, value: object) -> None:
        self._progress = float(value)  # type: ignore[arg-type]
        for index, flight in self._flights.items():
            self.dice[index].showTumbling(flight.face_at(self._progress, self._final[index]))
        self.update()

    def _finish_animation(self) -> None:
        self._progress = 1.0
        for index, (die, value) in enumerate(zip(self.dice, self._final, strict=True)):
            flight = self._flights.get(index)
            if flight is not None:
                die.setPose(flight.landing)
            elif not motion().enabled() or not value:
                die.setPose(REST)
            die.setFlying(False)
            die.setValue(value)
        self._flights = {}
        self.update()
        self.rollAnimationFinished.emit()

    def _on_motion_changed(self, enabled: bool) -> None:
        if not enabled:  # the same dice at once, straight
            self.land()
            for die in self.dice:
                die.setPose(REST)

    # ----- where each die is drawn -------------------------------------------------
    def pose_of(self, index: int) -> Pose:
        """Where die ``index`` is drawn now, relative to its slot."""
        flight = self._flights.get(index)
        if flight is None:
            return self.dice[index].pose()
        return flight.pose_at(self._progress)

    def paintEvent(self, event) -> None:
        if not self._flights:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = current_theme()
        for index in self._flights:
            die = self.dice[index]
            if not die.isVisible():
                continue
            rect = die.body_rect().translated(die.x(), die.y())
            painter.save()
            posed(painter, rect.center(), self.flying_pose(index))
            die.paint_die(painter, rect, theme)
            painter.restore()
        painter.end()

    def flying_pose(self, index: int) -> Pose:
        """Where die ``index`` is drawn on its way: its flight's pose, moved in (and shrunk)
        as little as it takes to stay whole in the part of the tray that is seen."""
        die = self.dice[index]
        rect = die.body_rect().translated(die.x(), die.y())
        seen = self.visibleRegion().boundingRect()
        area = seen if not seen.isEmpty() else self.rect()
        box = (float(area.left()), float(area.top()), area.right() + 1.0, area.bottom() + 1.0)
        centre = (rect.center().x(), rect.center().y())
        pad = drawn_pad(rect.width())
        return fit_pose(centre, rect.width(), self.pose_of(index), box, pad)

    # ----- holds and refusals -------------------------------------------------------
    def set_held(self, flags: list[bool] | tuple[bool, ...]) -> None:
        for die, held in zip(self.dice, list(flags) + [False] * len(self.dice), strict=False):
            die.setHeld(held)

    def set_dice_enabled(self, enabled: bool, dulled: bool = True) -> None:
        """Dice a click reaches, or not; disabled ones are ``dulled`` unless they show a
        finished game's last roll as it lay."""
        for die in self.dice:
            die.setEnabled(enabled)
            die.setShownWhole(not dulled)

    def refuse(self, index: int) -> None:
        self.dice[index].refuse()
