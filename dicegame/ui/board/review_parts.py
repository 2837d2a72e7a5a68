"""What the end-of-game move review of any game shows: the totals, the costliest decisions
and a bar chart of the points lost per turn (each game words its own decisions)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from dicegame.ui.style.object_names import named
from dicegame.ui.style.theme import current_theme

WORST_COUNT = 3
NEGLIGIBLE_LOSS = 0.05  # below this a decision counts as optimal (rounding noise)


def format_loss(loss: float) -> str:
    """A loss as shown: one decimal in the interface's locale, e.g. "3.2" / "3,2"."""
    return QLocale().toString(float(loss), "f", 1)


class LossChart(QWidget):
    """A small bar chart: expected points lost in each round."""

    def __init__(self, losses: Sequence[float], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lossChart")
        self.losses = list(losses)
        self.setMinimumHeight(110)
        self.setMaximumHeight(220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._retranslate()

    def sizeHint(self) -> QSize:
        return QSize(420, 130)

    def _retranslate(self) -> None:
        self.setAccessibleName(self.tr("Points lost per round"))
        self.setToolTip(
            "\n".join(
                self.tr("Round %1: −%2").replace("%1", str(i + 1)).replace("%2", format_loss(v))
                for i, v in enumerate(self.losses)
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = painter.fontMetrics()
        label_height = metrics.height() + 2
        peak = max(max(self.losses, default=0.0), 1.0)
        left = metrics.horizontalAdvance(format_loss(max(peak, 10.0))) + 8  # the top label
        plot = QRectF(left, label_height, self.width() - left - 4, self.height() - 2 * label_height)
        theme = current_theme()
        painter.setPen(QPen(theme.chart_axis, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawText(
            QRectF(0, plot.top() - label_height / 2, left - 4, label_height),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            format_loss(peak),
        )
        slot = plot.width() / max(1, len(self.losses))
        for index, loss in enumerate(self.losses):
            x = plot.left() + index * slot
            height = plot.height() * loss / peak
            if height > 0:
                bar = QRectF(x + slot * 0.18, plot.bottom() - height, slot * 0.64, height)
                painter.fillRect(bar, theme.chart_bar)
            painter.setPen(theme.chart_axis)
            painter.drawText(
                QRectF(x, plot.bottom() + 2, slot, label_height),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(index + 1),
            )
        painter.end()


class ReviewParts(QWidget):
    """What a player's review shows in either game: a summary, the costliest decisions
    under a bold title, and a bar chart of the points lost per turn (the subclass words
    them in ``_retranslate``)."""

    def __init__(self, losses: Sequence[float], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = named(QLabel(), "reviewSummary")
        self.summary.setWordWrap(True)
        self.worst_title = QLabel()
        font = self.worst_title.font()
        font.setBold(True)
        self.worst_title.setFont(font)
        self.worst = named(QLabel(), "reviewWorst")
        self.worst.setWordWrap(True)
        self.worst.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chart = LossChart(losses, self)
        layout = QVBoxLayout(self)
        for widget in (self.summary, self.worst_title, self.worst, self.chart):
            layout.addWidget(widget)
        layout.addStretch()
