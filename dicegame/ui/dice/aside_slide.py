"""Farkle's set-aside dice slide from the tray to the set-aside row when the player rolls on.

:class:`AsideSlide` is a picture over the board, transparent to the mouse: it draws the
dice just set aside on their way from where they lay in the tray to their places in the
row's new group (whose own dice wait, unpainted, until they arrive). It is told where they
leave from (:meth:`AsideSlide.take_off`, before the tray shows the new roll) and where they
land (:meth:`AsideSlide.land_on`, once the row shows the new group); its length is the
roll's. With the animations off, nothing slides: the row shows them at once.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPoint, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from dicegame.ui.board.motion import motion
from dicegame.ui.dice.dice import DieWidget, posed
from dicegame.ui.dice.dice_motion import Box, Pose, drawn_box, fit_pose
from dicegame.ui.dice.die_face import drawn_pad
from dicegame.ui.style.theme import current_theme

__all__ = ["AsideSlide"]

SPIN = 120.0  # degrees a die turns on its way


def board_rect(die: DieWidget, board: QWidget) -> QRectF:
    """Where ``die``'s body lies, in ``board``'s coordinates."""
    return die.body_rect().translated(die.mapTo(board, QPoint(0, 0)))


class AsideSlide(QWidget):
    """The set-aside dice on their way to the row (over ``board``, for ``duration_ms``)."""

    def __init__(self, board: QWidget, duration_ms: int) -> None:
        super().__init__(board)
        self.setObjectName("asideSlide")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._board = board
        self._starts: list[tuple[QRectF, int]] = []
        self._targets: list[DieWidget] = []
        self._starts_flying: list[tuple[QRectF, int]] = []
        self._progress = 1.0
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(max(1, duration_ms))
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._step)
        self._animation.finished.connect(self._arrive)
        self._enabled = duration_ms > 0
        board.installEventFilter(self)
        self.setGeometry(board.rect())
        self.hide()

    # ----- API ----------------------------------------------------------------------------
    def take_off(self, dice: Sequence[DieWidget]) -> None:
        """These dice (set aside in the tray) leave now: where they lie, and their faces."""
        self.land()
        if self._enabled and motion().enabled():
            self._starts = [(board_rect(die, self._board), die.value()) for die in dice]

    def land_on(self, targets: Sequence[DieWidget]) -> None:
        """The row shows their new group: they slide there (once per take-off)."""
        starts, self._starts = self._starts, []
        if not starts or len(starts) != len(targets):
            return
        self._starts_flying = starts
        self._targets = list(targets)
        for die in self._targets:
            die.setFlying(True)
        self.setGeometry(self._board.rect())
        self.show()
        self.raise_()
        self._progress = 0.0
        self._animation.start()

    def is_sliding(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def set_progress(self, progress: float) -> None:
        """Show the slide at ``progress`` (tests step it)."""
        self._animation.setCurrentTime(round(progress * self._animation.duration()))

    def positions(self) -> list[QRectF]:
        """Where each sliding die is drawn now (board coordinates)."""
        return [rect for rect, _angle, _die in self._frames()]

    def drawn_boxes(self) -> list[Box]:
        """The box round each sliding die as drawn now, turned, edge and shadow included
        (board coordinates): inside the part of the board that is seen."""
        boxes = []
        for rect, angle, _die in self._frames():
            side = rect.width()
            pose = self._pose(rect, angle)
            boxes.append(
                drawn_box((rect.center().x(), rect.center().y()), side, pose, drawn_pad(side))
            )
        return boxes

    def _pose(self, rect: QRectF, angle: float) -> Pose:
        """A sliding die's pose: turned by ``angle``, moved in (or shrunk) as little as it
        takes to stay whole in the board's part that is seen (a die near its edge)."""
        seen = self._board.visibleRegion().boundingRect()
        area = seen if not seen.isEmpty() else self._board.rect()
        box = (float(area.left()), float(area.top()), area.right() + 1.0, area.bottom() + 1.0)
        side = rect.width()
        centre = (rect.center().x(), rect.center().y())
        return fit_pose(centre, side, Pose(0.0, 0.0, angle, 1.0), box, drawn_pad(side))

    def land(self) -> None:
        """Finish at once (a new roll, the animations switched off)."""
        if self.is_sliding():
            self._animation.stop()
            self._arrive()

    # ----- inside -------------------------------------------------------------------------
    def _frames(self) -> list[tuple[QRectF, float, DieWidget]]:
        frames = []
        p = self._progress
        for (start, _value), die in zip(self._starts_flying, self._targets, strict=True):
            try:
                end = board_rect(die, self._board)
            except RuntimeError:  # the group went (a new turn): nothing to land on
                continue
            rect = QRectF(
                start.x() + (end.x() - start.x()) * p,
                start.y() + (end.y() - start.y()) * p,
                start.width() + (end.width() - start.width()) * p,
                start.height() + (end.height() - start.height()) * p,
            )
            frames.append((rect, SPIN * (1.0 - p), die))
        return frames

    def _step(self, value: object) -> None:
        self._progress = float(value)  # type: ignore[arg-type]
        self.update()

    def _arrive(self) -> None:
        self._progress = 1.0
        for die in self._targets:
            with contextlib.suppress(RuntimeError):
                die.setFlying(False)
        self._targets = []
        self._starts_flying = []
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.setGeometry(self._board.rect())
        return False

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = current_theme()
        for rect, angle, die in self._frames():
            painter.save()
            posed(painter, rect.center(), self._pose(rect, angle))
            die.paint_die(painter, rect, theme)
            painter.restore()
        painter.end()
