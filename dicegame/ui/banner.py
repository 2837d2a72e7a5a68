"""A transient banner over a game board: «Turno perdido!», «Dados quentes!», «Último turno!».

The banner is a child of the board, drawn over it as a coloured band of big bold text. It
hides itself after ``duration_ms`` (``Timing.banner_ms``) or at once when clicked. It covers
only a band across the board, so the buttons around it stay usable while it shows.

Usage::

    banner = Banner(board)
    banner.show_message(self.tr("Farkle!"), BannerStyle.DANGER, timing.banner_ms, kind="farkle")

The ``kind`` is a free tag for the owner: on a language change the owner re-sets the text of
the banner showing (``banner.kind`` tells which one) with :meth:`Banner.set_text`.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPainterPath
from PySide6.QtWidgets import QWidget

from dicegame.ui.words import plain_tip


class BannerStyle(Enum):
    """Background colour of the band (the text is white)."""

    DANGER = "#c62828"  # a farkle: red
    SUCCESS = "#2e7d32"  # hot dice: green
    WARNING = "#e65100"  # the last turn: deep orange
    INFO = "#1565c0"


class Banner(QWidget):
    """A click-to-dismiss overlay message over its parent widget.

    ``anchor``: the widget (a descendant of the parent, or the parent itself) the band is
    centred on; by default the parent.
    """

    dismissed = Signal()  # clicked away before its time
    finished = Signal()  # hidden, by time or by click

    def __init__(self, parent: QWidget, anchor: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.kind = ""
        self._text = ""
        self._style = BannerStyle.INFO
        self._anchor = anchor or parent
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._time_up)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        font = QFont(self.font())
        font.setPointSizeF(max(20.0, font.pointSizeF() * 2.4))
        font.setBold(True)
        self.setFont(font)
        parent.installEventFilter(self)
        if self._anchor is not parent:
            self._anchor.installEventFilter(self)
        self.hide()

    # ----- API ----------------------------------------------------------------------------
    def show_message(
        self,
        text: str,
        style: BannerStyle = BannerStyle.INFO,
        duration_ms: int = 1800,
        kind: str = "",
    ) -> None:
        """Show ``text`` for ``duration_ms`` (replacing any banner showing)."""
        self.kind = kind
        self._style = style
        self.set_text(text)
        self.show()
        self.raise_()
        self._timer.start(max(1, duration_ms))

    def set_text(self, text: str) -> None:
        self._text = text
        self.setAccessibleName(text)
        self.setToolTip(plain_tip(text))
        self._place()
        self.update()

    def text(self) -> str:
        return self._text

    def style_kind(self) -> BannerStyle:
        return self._style

    def is_showing(self) -> bool:
        return not self.isHidden()

    def cancel(self) -> None:
        """Hide now because the game moved on (emits only ``finished``)."""
        if self.isHidden():
            return
        self._timer.stop()
        self.hide()
        self.finished.emit()

    def dismiss(self) -> None:
        """Hide now, as a click does (emits ``dismissed`` then ``finished``)."""
        if self.isHidden():
            return
        self._timer.stop()
        self.hide()
        self.dismissed.emit()
        self.finished.emit()

    # ----- geometry -----------------------------------------------------------------------
    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        metrics = QFontMetrics(self.font())
        height = metrics.height() * 2
        margin = 24
        width = min(parent.width() - 2 * margin, metrics.horizontalAdvance(self._text) + 6 * margin)
        width = max(width, min(parent.width(), 240))
        area = self._anchor_rect()
        x = area.center().x() - width // 2
        y = area.center().y() - height // 2
        x = max(0, min(x, parent.width() - width))
        y = max(0, min(y, parent.height() - height))
        self.setGeometry(QRect(x, y, width, height))

    def _anchor_rect(self) -> QRect:
        parent = self.parentWidget()
        if self._anchor is parent:
            return parent.rect()
        top_left = self._anchor.mapTo(parent, self._anchor.rect().topLeft())
        return QRect(top_left, self._anchor.size())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.LayoutRequest):
            self._place()
        return False

    # ----- events -------------------------------------------------------------------------
    def _time_up(self) -> None:
        self.hide()
        self.finished.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()
        self.dismiss()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        radius = rect.height() * 0.3
        path = QPainterPath()
        path.addRoundedRect(rect.translated(2, 3), radius, radius)
        painter.fillPath(path, QColor(0, 0, 0, 70))
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        color = QColor(self._style.value)
        color.setAlpha(240)
        painter.fillPath(path, color)
        painter.setPen(QColor("white"))
        painter.setFont(self.font())
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)
        painter.end()
