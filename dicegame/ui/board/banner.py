"""A transient banner over a game board: «Turno perdido!», «Dados quentes!», «Último turno!».

The banner is a child of the board, drawn over it as a coloured band of big bold text. It
has no clock of its own: the game's engine times it (``Timing.banner_ms``, paused while the
player cannot see the game) and its owner hides it with :meth:`Banner.cancel` when the
engine says so (``FarkleEngine.bannerEnded``); a click hides it at once. It covers only a
band across the board, so the buttons around it stay usable while it shows.

Usage::

    banner = Banner(board)
    banner.show_message(self.tr("Farkle!"), BannerStyle.DANGER, kind="farkle")
    engine.bannerEnded.connect(banner.cancel)

The ``kind`` is a free tag for the owner: on a language change the owner re-sets the text of
the banner showing (``banner.kind`` tells which one) with :meth:`Banner.set_text`.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QMouseEvent, QPainter, QPainterPath
from PySide6.QtWidgets import QWidget

from dicegame.ui.style.text_size import text_scale
from dicegame.ui.style.theme import current_theme
from dicegame.ui.voice.words import plain_tip


class BannerStyle(Enum):
    """Background colour of the band: its theme role (the text is ``banner_text``)."""

    DANGER = "banner_danger"  # a farkle: red
    SUCCESS = "banner_success"  # hot dice: green
    WARNING = "banner_warning"  # the last turn: deep orange
    INFO = "banner_info"


class Banner(QWidget):
    """A click-to-dismiss overlay message over its parent widget.

    ``anchor``: the widget (a descendant of the parent, or the parent itself) the band is
    centred on; by default the parent. ``fill_anchor``: the band takes exactly the anchor's
    rectangle (a slot kept free for it beside the dice), its font fitted to that room.
    """

    dismissed = Signal()  # clicked away before its time
    finished = Signal()  # hidden, by its owner or by a click

    def __init__(
        self, parent: QWidget, anchor: QWidget | None = None, fill_anchor: bool = False
    ) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self._fill_anchor = fill_anchor
        self.kind = ""
        self._text = ""
        self._style = BannerStyle.INFO
        self._anchor = anchor or parent
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        font = QFont(self.font())
        font.setPointSizeF(max(20.0, font.pointSizeF() * 2.4))
        font.setBold(True)
        self.setFont(font)
        self._full_font = QFont(font)
        self._full_font_scale = text_scale()  # Game ▸ Text size when _full_font was set
        parent.installEventFilter(self)
        if self._anchor is not parent:
            self._anchor.installEventFilter(self)
        self.hide()

    # ----- API ----------------------------------------------------------------------------
    def show_message(
        self, text: str, style: BannerStyle = BannerStyle.INFO, kind: str = ""
    ) -> None:
        """Show ``text`` (replacing any banner showing) until :meth:`cancel` or a click."""
        self.kind = kind
        self._style = style
        self.set_text(text)
        self.show()
        self.raise_()

    def set_text(self, text: str) -> None:
        self._text = text
        self.setAccessibleName(text)
        self.setToolTip(plain_tip(text))
        self._place()
        self.update()

    def text(self) -> str:
        return self._text

    def set_anchor(self, anchor: QWidget | None) -> None:
        """Lay the band over ``anchor`` from now on (None: its parent)."""
        parent = self.parentWidget()
        anchor = anchor or parent
        if anchor is self._anchor or anchor is None:
            return
        if self._anchor is not parent:
            self._anchor.removeEventFilter(self)
        self._anchor = anchor
        if anchor is not parent:
            anchor.installEventFilter(self)
        self._place()

    def is_showing(self) -> bool:
        return not self.isHidden()

    def cancel(self) -> None:
        """Hide now: its time is over or the game moved on (emits only ``finished``)."""
        if self.isHidden():
            return
        self.hide()
        self.finished.emit()

    def dismiss(self) -> None:
        """Hide now, as a click does (emits ``dismissed`` then ``finished``)."""
        if self.isHidden():
            return
        self.hide()
        self.dismissed.emit()
        self.finished.emit()

    # ----- geometry -----------------------------------------------------------------------
    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        if self._fill_anchor:
            self._fill()
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

    def _fill(self) -> None:
        """Take the anchor's rectangle; shrink the font until the text fits in it."""
        area = self._anchor_rect()
        self.setGeometry(area)
        font = QFont(self._full_font)
        size = font.pointSizeF() * text_scale() / self._full_font_scale
        font.setPointSizeF(size)
        while size > 8:
            metrics = QFontMetrics(font)
            fits_width = metrics.horizontalAdvance(self._text) + 24 <= area.width()
            if fits_width and metrics.height() + 8 <= area.height():
                break
            size -= 1
            font.setPointSizeF(size)
        self.setFont(font)

    def _anchor_rect(self) -> QRect:
        parent = self.parentWidget()
        assert parent is not None  # a banner is always shown over its board
        if self._anchor is parent:
            return parent.rect()
        top_left = self._anchor.mapTo(parent, self._anchor.rect().topLeft())
        return QRect(top_left, self._anchor.size())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.LayoutRequest):
            self._place()
        return False

    # ----- events -------------------------------------------------------------------------
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
        theme = current_theme()
        painter.fillPath(path, theme.shadow)
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        painter.fillPath(path, getattr(theme, self._style.value))  # opaque: as the contrast test
        painter.setPen(theme.banner_text)
        painter.setFont(self.font())
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)
        painter.end()
