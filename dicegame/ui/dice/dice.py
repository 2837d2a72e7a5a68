"""The die widget shared by both games: one clickable die, and how it is posed.

A die is drawn with QPainter (crisp at any size and device pixel ratio). It knows
nothing of the rules: it shows a value, a "held" look and a "hinted" ring (a hint suggests
keeping it), shakes when refused, and reports clicks. The tray that lines dice up and plays
their roll is :class:`~dicegame.ui.dice.tray.DiceTray`; :func:`posed` turns a painter for
a die drawn off its slot (landed, on its way, sliding aside).
"""

from __future__ import annotations

import math
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
)
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from dicegame.ui.dice.dice_motion import REST, Pose, fit_pose
from dicegame.ui.dice.die_face import MARGIN, drawn_pad, edge_width, paint_body, paint_pips
from dicegame.ui.style.theme import Theme, current_theme

LOCK_MIN_SIDE = 36  # smaller dice only show what was set aside: no padlock to cover the pips
FOCUS_GAP = 3.0  # the focus frame, this far out of the die's body
HINT_GAPS = (4.0, 6.5)  # the hint's two rings, this far out


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
        self._whole = False  # disabled, yet in full colour: a finished game's last roll
        self._pose = REST  # where it landed: a little off its slot, a little tilted
        self._flying = False  # on its way: the tray draws it
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

    def isShownWhole(self) -> bool:
        return self._whole

    def setShownWhole(self, whole: bool) -> None:
        """``whole``: a disabled die keeps its full colours (the last roll of a finished
        game, as it lay); else a disabled die is dulled (a roll over, waiting)."""
        if whole != self._whole:
            self._whole = whole
            self.update()

    def _dulled(self) -> bool:
        return not self.isEnabled() and not self._whole

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

    def body_rect(self) -> QRectF:
        """Where the die's body lies on its slot (widget coordinates), before its pose."""
        side = min(self.width(), self.height()) - 2 * MARGIN
        offset_x = (self.width() - side) / 2
        offset_y = (self.height() - side) / 2
        if self._held:
            offset_y -= 3  # a held die sits a little higher
        if self._shake:
            offset_x += 6 * math.sin(self._shake * math.pi * 6) * (1 - self._shake)
        return QRectF(offset_x, offset_y + 1, side, side)

    def pose(self) -> Pose:
        """The pose it lies in on its slot: a little off and tilted where it landed."""
        return self._pose

    def setPose(self, pose: Pose) -> None:
        if pose != self._pose:
            self._pose = pose
            self.update()

    def isFlying(self) -> bool:
        """In the air: the tray draws it on its way, the slot stays empty."""
        return self._flying

    def setFlying(self, flying: bool) -> None:
        if flying != self._flying:
            self._flying = flying
            self.update()

    def face(self) -> int:
        """The face painted now (the value, or a tumbling face while it rolls)."""
        return self._face

    def drawn_pose(self) -> Pose:
        """The pose it is drawn in on its slot: its own, turned less (and moved in) where
        the slot has no room for the whole tilted die (a die grown since it landed)."""
        rect = self.body_rect()
        centre = (rect.center().x(), rect.center().y())
        box = (0.0, 0.0, float(self.width()), float(self.height()))
        return fit_pose(centre, rect.width(), self._pose, box, self.drawn_pad(), turn_less=True)

    def drawn_pad(self) -> float:
        """How far its picture reaches beyond its body: edge and shadow, the focus frame,
        the hint's rings."""
        side = self.body_rect().width()
        pad = drawn_pad(side, thick=self._held or self._refused)
        if self.hasFocus():
            pad = max(pad, FOCUS_GAP + 1.0)
        if self._hinted:
            pad = max(pad, HINT_GAPS[-1] + 1.0)
        return pad

    def paintEvent(self, event) -> None:
        if self._flying:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.body_rect()
        posed(painter, rect.center(), self.drawn_pose())
        self.paint_die(painter, rect, current_theme())
        painter.end()

    def paint_die(self, painter: QPainter, rect: QRectF, theme: Theme) -> None:
        """The die in ``rect`` (on its slot, or on its way across the tray)."""
        side = rect.width()
        if self._hinted:
            self._paint_hint_ring(painter, rect, theme)
        self._paint_body(painter, rect, theme)
        if self._face:
            self._paint_pips(painter, rect, theme)
        if self._held and side >= LOCK_MIN_SIDE:
            self._paint_lock(painter, rect, theme)
        if self._refused:
            self._paint_cross(painter, rect, theme)

    def _paint_body(self, painter: QPainter, rect: QRectF, theme: Theme) -> None:
        if self._dulled():
            face = theme.die_face_disabled
        else:
            face = theme.held_face if self._held else theme.die_face
        if self._refused:
            edge, width = theme.refused, edge_width(rect.width(), thick=True)
        elif self._held:
            edge, width = theme.held_edge, edge_width(rect.width(), thick=True)
        else:
            edge, width = theme.die_edge, edge_width(rect.width())
        paint_body(painter, rect, face, edge, width, theme.shadow)
        if self.hasFocus():  # a dashed frame: never mistaken for the hint's double ring
            radius = rect.width() * 0.16
            painter.setPen(QPen(theme.focus, 2, Qt.PenStyle.DashLine))
            gap = FOCUS_GAP
            painter.drawRoundedRect(rect.adjusted(-gap, -gap, gap, gap), radius, radius)

    def _paint_hint_ring(self, painter: QPainter, rect: QRectF, theme: Theme) -> None:
        """Two thin solid rings just outside the die: the hint's shape, not only its colour."""
        radius = rect.width() * 0.16
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.hint_mark, 1.6))
        for gap in HINT_GAPS:
            ring = rect.adjusted(-gap, -gap, gap, gap)
            painter.drawRoundedRect(ring, radius + gap, radius + gap)

    def _paint_lock(self, painter: QPainter, rect: QRectF, theme: Theme) -> None:
        """A padlock badge on the top-right corner of a held die."""
        size = max(12.0, rect.width() * 0.3)
        room = max(0.0, min(self.width() - rect.right(), rect.top()) - 1)  # the slot's edge
        inset = max(size * 0.32, size / 2 - room)  # over the corner, never cut by the slot
        centre = QPointF(rect.right() - inset, rect.top() + inset)
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
        if self._dulled():
            color = theme.pip_disabled
        else:
            color = theme.pip_one if self._face == 1 else theme.pip
        paint_pips(painter, rect, self._face, color)


def posed(painter: QPainter, centre: QPointF, pose: Pose) -> None:
    """Turn ``painter`` so that what is drawn round ``centre`` stands in ``pose``."""
    if pose.is_still():
        return
    painter.translate(centre.x() + pose.dx, centre.y() + pose.dy)
    painter.rotate(pose.angle)
    painter.scale(pose.scale, pose.scale)
    painter.translate(-centre.x(), -centre.y())
