"""Dice widgets shared by both games: one clickable die, and a tray of dice.

A die is drawn with QPainter (crisp at any size and device pixel ratio). It knows
nothing of the rules: it shows a value, a "held" look and a "hinted" ring (a hint suggests
keeping it), and reports clicks. The tray
lines dice up, plays a short roll animation and a "refused" shake.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QEvent,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QSizePolicy, QWidget

from dicegame.ui.die_face import MARGIN, paint_body, paint_pips
from dicegame.ui.theme import Theme, current_theme

TRAY_MARGIN = 8  # round the row of dice
TRAY_SPACING = 12  # between two dice
LOCK_MIN_SIDE = 36  # smaller dice only show what was set aside: no padlock to cover the pips


class DieWidget(QAbstractButton):
    """One die: value 1..6 (0 = not rolled yet), held or not, clickable.

    For assistive technology it is a check box whose checked state is "kept": held in
    Penta, set aside in Farkle (:meth:`setKeptWord` says which word its name uses). A
    click does not check it by itself: the game decides (``setHeld``).

    Its accessible name says the value it has landed on (:meth:`setValue`); the faces of
    the roll animation (:meth:`showTumbling`) are only painted, so that a screen reader
    hears one name change per roll. Its description is the hint's sentence or nothing (no
    tooltip stands in for it), so it never lags behind the name.
    """

    HELD = "held"  # Penta: a die kept for the next roll
    SET_ASIDE = "set_aside"  # Farkle: a scoring die taken out of play

    def __init__(
        self,
        index: int,
        parent: QWidget | None = None,
        held_word: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.index = index
        self._held_word = held_word
        self.setCheckable(True)
        self._value = 0
        self._face = 0  # the face painted: the value, or a tumbling face during a roll
        self._held = False
        self._hinted = False
        self._shake = 0.0
        self._refused = False
        # ``held_word`` given (Farkle's trays): the kept state is called "set aside"
        self._kept_word = self.HELD if held_word is None else self.SET_ASIDE
        self.setObjectName(f"die{index}")
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(48, 48)
        self._shake_animation = QPropertyAnimation(self, b"shake", self)
        self._shake_animation.setDuration(360)
        self._shake_animation.setEasingCurve(QEasingCurve.Type.Linear)
        self._shake_animation.finished.connect(self._end_refused)
        self._retranslate()

    # ----- state ---------------------------------------------------------------
    def value(self) -> int:
        return self._value

    def setValue(self, value: int) -> None:
        """The value the die has landed on (its name says it)."""
        if value != self._value:
            self._value = value
            self._retranslate()
        if value != self._face:
            self._face = value
            self.update()

    def showTumbling(self, face: int) -> None:
        """Paint ``face`` for one frame of the roll animation; the name keeps the value."""
        if face != self._face:
            self._face = face
            self.update()

    def isHeld(self) -> bool:
        return self._held

    def setHeld(self, held: bool) -> None:
        if held != self._held:
            self._held = held
            self.setChecked(held)
            self._retranslate()
            self.update()

    def nextCheckState(self) -> None:
        """A click asks the game; only ``setHeld`` changes the checked state."""

    def keptWord(self) -> str:
        return self._kept_word

    def setKeptWord(self, word: str) -> None:
        """What a kept die is called: ``DieWidget.HELD`` or ``DieWidget.SET_ASIDE``."""
        if word != self._kept_word:
            self._kept_word = word
            self._retranslate()

    def isHinted(self) -> bool:
        return self._hinted

    def setHinted(self, hinted: bool) -> None:
        """Ring the die twice: the hint suggests keeping it (independent of held)."""
        if hinted != self._hinted:
            self._hinted = hinted
            self._retranslate()
            self.update()

    def refuse(self) -> None:
        """Shake, crossed out: this die cannot be taken."""
        self._refused = True
        self._shake_animation.stop()
        self._shake_animation.setStartValue(0.0)
        self._shake_animation.setEndValue(1.0)
        self._shake_animation.start()
        self.update()

    def _end_refused(self) -> None:
        self._refused = False
        self._shake = 0.0
        self.update()

    def _get_shake(self) -> float:
        return self._shake

    def _set_shake(self, value: float) -> None:
        self._shake = value
        self.update()

    shake = Property(float, _get_shake, _set_shake)

    # ----- text ----------------------------------------------------------------
    def _retranslate(self) -> None:
        number = self.index + 1
        if self._value == 0:
            text = self.tr("Die %1: not rolled").replace("%1", str(number))
        elif self._held and self._kept_word == self.SET_ASIDE:
            text = self.tr("Die %1: %2, set aside").replace("%1", str(number))
            text = text.replace("%2", str(self._value))
        elif self._held:
            text = self.tr("Die %1: %2, held").replace("%1", str(number))
            text = text.replace("%2", str(self._value))
        else:
            text = self.tr("Die %1: %2").replace("%1", str(number)).replace("%2", str(self._value))
        if text != self.accessibleName():
            self.setAccessibleName(text)
        hint = self.tr("The hint suggests keeping this die") if self._hinted else ""
        if hint != self.accessibleDescription():
            self.setAccessibleDescription(hint)
        self.setToolTip(hint)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # ----- painting ------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(84, 84)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = current_theme()
        side = min(self.width(), self.height()) - 2 * MARGIN
        offset_x = (self.width() - side) / 2
        offset_y = (self.height() - side) / 2
        if self._held:
            offset_y -= 3  # a held die sits a little higher
        if self._shake:
            offset_x += 6 * math.sin(self._shake * math.pi * 6) * (1 - self._shake)
        rect = QRectF(offset_x, offset_y + 1, side, side)
        if self._hinted:
            self._paint_hint_ring(painter, rect, theme)
        self._paint_body(painter, rect, theme)
        if self._face:
            self._paint_pips(painter, rect, theme)
        if self._held and side >= LOCK_MIN_SIDE:
            self._paint_lock(painter, rect, theme)
        if self._refused:
            self._paint_cross(painter, rect, theme)
        painter.end()

    def _paint_body(self, painter: QPainter, rect: QRectF, theme: Theme) -> None:
        if not self.isEnabled():
            face = theme.die_face_disabled
        else:
            face = theme.held_face if self._held else theme.die_face
        if self._refused:
            edge, width = theme.refused, max(3.0, rect.width() * 0.06)
        elif self._held:
            edge, width = theme.held_edge, max(3.0, rect.width() * 0.06)
        else:
            edge, width = theme.die_edge, max(1.5, rect.width() * 0.02)
        paint_body(painter, rect, face, edge, width, theme.shadow)
        if self.hasFocus():  # a dashed frame: never mistaken for the hint's double ring
            radius = rect.width() * 0.16
            painter.setPen(QPen(theme.focus, 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)

    def _paint_hint_ring(self, painter: QPainter, rect: QRectF, theme: Theme) -> None:
        """Two thin solid rings just outside the die: the hint's shape, not only its colour."""
        radius = rect.width() * 0.16
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.hint_mark, 1.6))
        for gap in (4.0, 6.5):
            ring = rect.adjusted(-gap, -gap, gap, gap)
            painter.drawRoundedRect(ring, radius + gap, radius + gap)

    def _paint_lock(self, painter: QPainter, rect: QRectF, theme: Theme) -> None:
        """A padlock badge on the top-right corner of a held die."""
        size = max(12.0, rect.width() * 0.3)
        centre = QPointF(rect.right() - size * 0.32, rect.top() + size * 0.32)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.held_badge)
        painter.drawEllipse(centre, size / 2, size / 2)
        body = QRectF(centre.x() - size * 0.2, centre.y() - size * 0.04, size * 0.4, size * 0.27)
        painter.setBrush(theme.held_face)
        painter.drawRoundedRect(body, size * 0.04, size * 0.04)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.held_face, max(1.5, size * 0.08)))
        top_left = QPointF(centre.x() - size * 0.13, centre.y() - size * 0.26)
        shackle = QRectF(top_left, QSizeF(size * 0.26, size * 0.4))
        painter.drawArc(shackle, 0, 180 * 16)
        painter.drawLine(
            QPointF(shackle.left(), shackle.center().y()),
            QPointF(shackle.left(), body.top()),
        )
        painter.drawLine(
            QPointF(shackle.right(), shackle.center().y()),
            QPointF(shackle.right(), body.top()),
        )

    def _paint_cross(self, painter: QPainter, rect: QRectF, theme: Theme) -> None:
        """A refused die is crossed out while it shakes."""
        inset = rect.width() * 0.14
        pen = QPen(theme.refused, max(3.0, rect.width() * 0.07))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        inner = rect.adjusted(inset, inset, -inset, -inset)
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(inner.topRight(), inner.bottomLeft())

    def _paint_pips(self, painter: QPainter, rect: QRectF, theme: Theme) -> None:
        if not self.isEnabled():
            color = theme.pip_disabled
        else:
            color = theme.pip_one if self._face == 1 else theme.pip
        paint_pips(painter, rect, self._face, color)


class DiceTray(QWidget):
    """A row of dice. Emits ``dieClicked(index)``; shows values, holds and refusals.

    ``animation_ms`` is the length of the roll animation (0 in tests: no animation). The
    animation is only a picture: the game's engine says when the dice have landed (its
    paused-aware timer of the same length), and the view calls :meth:`land` then.
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
        self._cosmetic_rng = random.Random()  # only for the tumbling faces, never the game
        self._final: list[int] = []
        self._rolling: list[int] = []
        self._frames_left = 0
        self._timer = QTimer(self)
        self._timer.setInterval(50)
        self._timer.timeout.connect(self._animate_step)
        layout = QHBoxLayout(self)
        layout.setSpacing(TRAY_SPACING)
        layout.setContentsMargins(TRAY_MARGIN, TRAY_MARGIN, TRAY_MARGIN, TRAY_MARGIN)
        self.dice: list[DieWidget] = []
        for index in range(count):
            die = DieWidget(index, self, held_word)
            die.clicked.connect(lambda _=False, i=index: self.dieClicked.emit(i))
            layout.addWidget(die)
            self.dice.append(die)

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

    def set_values(
        self, values: list[int] | tuple[int, ...], rolling: list[int] | None = None
    ) -> None:
        """Show ``values`` (0 = blank); dice listed in ``rolling`` tumble first."""
        self._final = list(values) + [0] * (len(self.dice) - len(values))
        self._rolling = [i for i in (rolling or []) if self._final[i]]
        if self.animation_ms <= 0 or not self._rolling:
            self._finish_animation()
            return
        self._frames_left = max(1, self.animation_ms // self._timer.interval())
        self._timer.start()
        self._animate_step()

    def is_animating(self) -> bool:
        return self._timer.isActive()

    def land(self) -> None:
        """Stop tumbling now and show the real values (the engine says they landed)."""
        if self._timer.isActive():
            self._finish_animation()

    def _animate_step(self) -> None:
        if self._frames_left <= 0:
            self._finish_animation()
            return
        self._frames_left -= 1
        for index in self._rolling:
            self.dice[index].showTumbling(self._cosmetic_rng.randint(1, 6))

    def _finish_animation(self) -> None:
        self._timer.stop()
        for die, value in zip(self.dice, self._final, strict=True):
            die.setValue(value)
        self.rollAnimationFinished.emit()

    def set_held(self, flags: list[bool] | tuple[bool, ...]) -> None:
        for die, held in zip(self.dice, list(flags) + [False] * len(self.dice), strict=False):
            die.setHeld(held)

    def set_dice_enabled(self, enabled: bool) -> None:
        for die in self.dice:
            die.setEnabled(enabled)

    def refuse(self, index: int) -> None:
        self.dice[index].refuse()
