"""Penta's board sizes: the dice from the window, the text on top of them.

The dice's side is decided from the view's size as the 100 % text would lay it out (the
dice's column's share of the width, or what a narrow sheet leaves it; the tray's share of
the height), never from the room a larger text leaves over: at 200 % the dice's column
grows by its scroll bar and takes from the sheet what the dice need (the sheet's row
names wrap, its columns scroll), and its texts wrap or scroll under the dice. The
window's menu bar, one line of text above the view, takes its growth from the view's
height: the dice get it back (:func:`line_growth`).

:class:`PentaSizes` holds this concern for :class:`~dicegame.games.penta.ui.view.PentaView`:
the tray's height, the column's width, the button row's columns and the panel's fonts
(which grow with the window, like the dice and the sheet).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QGridLayout,
    QPushButton,
    QScrollArea,
    QWidget,
)

from dicegame.games.penta.ui.sheet.scoresheet import ScoreSheet
from dicegame.ui.board.controls_column import scrolls_at
from dicegame.ui.dice.dice import DieWidget
from dicegame.ui.dice.tray import DiceTray
from dicegame.ui.style.fit_text import LinesLabel
from dicegame.ui.style.text_size import text_scale

__all__ = [
    "COLUMN_GAP",
    "KEYS_MIN_LINES",
    "LEFT_MAX_WIDTH",
    "LEFT_MIN_WIDTH",
    "PentaSizes",
    "TRAY_MIN_HEIGHT",
    "line_growth",
]

LEFT_MIN_WIDTH = 400  # five readable dice and the three buttons
LEFT_WIDTH_SHARE = 0.4  # of the view's width: the dice's column, at every text size
LEFT_MAX_WIDTH = 760  # at the reference height; grows with the window
REFERENCE_HEIGHT = 700  # above it, dice, sheet and panels grow in proportion
TRAY_MIN_HEIGHT = 80
TRAY_HEIGHT_SHARE = 0.2  # of the view's height (with the 100 % text)
TRAY_MAX_HEIGHT = 150  # at the reference height
COLUMN_GAP = 8  # between the dice's column and the sheet
KEYS_MIN_LINES = 2  # the keys line, cut to give the column's room, keeps these (as Farkle's)


def line_growth() -> int:
    """How much taller a line of the application's text is than at 100 % (the menu bar
    above the view grows by that much)."""
    font = QApplication.font()
    base = QFont(font)
    base.setPointSizeF(font.pointSizeF() * 100 / text_scale())
    return max(0, QFontMetrics(font).height() - QFontMetrics(base).height())


class _OnLayout(QObject):
    """Calls ``then`` on the event loop's next turn after ``widget`` asked for a new
    layout (a text that changed its height), once however many asked."""

    def __init__(self, widget: QWidget | None, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(then)
        if widget is not None:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.timer.start()
        return False


class PentaSizes:
    """The sizes of a Penta view's dice's column (left) beside its score sheet."""

    def __init__(
        self,
        view: QWidget,
        column: QScrollArea,
        tray: DiceTray,
        sheet: ScoreSheet,
        buttons: QGridLayout,
        all_buttons: Callable[[], list[QPushButton]],
        keys: LinesLabel,
        log_panel: QWidget,
    ) -> None:
        self.view = view
        self.keys = keys
        self.log_panel = log_panel
        # a message come or gone changes the keys' room: measured again once laid out
        self._relaid = _OnLayout(column.widget(), self.fit_keys)
        self.column = column
        self.tray = tray
        self.sheet = sheet
        self.buttons = buttons
        self.all_buttons = all_buttons
        self._button_columns = 0
        self._arranged: list[QPushButton] = []  # the buttons in the grid, in its order
        self._base_sizes: dict[QWidget, float] = {}
        self._base_text_scale = 100

    def _panel(self) -> QWidget:
        panel = self.column.widget()
        assert panel is not None  # the column is built with its panel
        return panel

    # ----- the window's sizes ------------------------------------------------------------
    def basis_height(self) -> int:
        """The view's height as the 100 % text would leave it."""
        return self.view.height() + line_growth()

    def scale(self) -> float:
        """Dice, sheet and panels grow with the window above the reference height."""
        return max(1.0, self.basis_height() / REFERENCE_HEIGHT)

    def fit(self) -> None:
        """Tray height, fonts and column width from the view's size and the text size."""
        scale = self.scale()
        self.column.setMaximumWidth(round(LEFT_MAX_WIDTH * scale))
        self.sheet.set_scale(scale)
        height = round(self.basis_height() * TRAY_HEIGHT_SHARE)
        height = min(height, round(TRAY_MAX_HEIGHT * scale))
        # no higher than the dice the column's width gives: many seats leave the dice
        # narrow, and the height they cannot use goes to the texts under them
        height = max(TRAY_MIN_HEIGHT, min(height, self._tray_height_for_width()))
        if self.tray.height() != height:
            self.tray.setFixedHeight(height)
        self._scale_fonts(scale)

    def _row_width(self) -> int:
        """The width the dice's column and the sheet share."""
        layout = self.view.layout()
        assert isinstance(layout, QBoxLayout)  # built with the view
        margins = layout.contentsMargins()
        return self.view.width() - margins.left() - margins.right()

    def _side_for_width(self) -> int:
        """The dice's side by the width alone, as the 100 % text lays the view out: the
        column's share of the width or what a narrow sheet leaves it."""
        width = self._row_width()
        share = max(LEFT_MIN_WIDTH, round(width * LEFT_WIDTH_SHARE))
        left = width - self.sheet.widest_at_base_text() - COLUMN_GAP
        left = min(max(share, left), self.column.maximumWidth())
        return self.tray.side_for_width(left)

    def _tray_height_for_width(self) -> int:
        """The tray's height that holds dice of the side the width gives."""
        return self._side_for_width() - self.tray.side_for_height(0)  # and its margins

    def dice_side(self) -> int:
        """The dice's side as the 100 % text lays the view out: the tray's height, and the
        column's share of the width or what a narrow sheet leaves it."""
        by_height = self.tray.side_for_height(self.tray.height())
        return min(self._side_for_width(), by_height)

    def fit_column_width(self) -> None:
        """The dice's column: its share of the width whatever the text size, and room for
        the dice's side the window gives them (plus the scroll bar when a large text makes
        the column scroll): a larger text never makes smaller dice."""
        width = self._row_width()
        share = round(width * LEFT_WIDTH_SHARE)
        self.arrange_buttons()
        bar = self.column.verticalScrollBar().sizeHint().width()
        needed = self._panel_least_width() + bar  # nothing is cut on the right
        dice = self.tray.width_for_side(self.dice_side())
        if scrolls_at(self.column, dice, self._column_height()):
            dice += bar  # the column scrolls: its bar does not take the dice's width
        least = max(LEFT_MIN_WIDTH, needed, dice, min(share, self.column.maximumWidth()))
        self.column.setMinimumWidth(least)
        self.arrange_buttons()
        self.fit_keys()

    def fit_keys(self) -> None:
        """The keys line is whole while the column has room for it; in a column that
        would scroll (a large text, many seats) it gives way first, down to
        KEYS_MIN_LINES lines of its first whole words (the whole line is its tooltip and
        its accessible name, and Help ▸ Keyboard lists every key), never the dice, the
        buttons or the messages. The game log counts folded: it opens only on room left."""
        panel = self._panel()
        layout = panel.layout()
        assert layout is not None
        layout.activate()
        width = max(self.column.width(), self.column.minimumWidth())
        keys = self.keys
        metrics = QFontMetrics(keys.font())
        line = metrics.lineSpacing()
        whole = keys.lines_for_width(width)
        least = layout.totalMinimumHeightForWidth(width) if layout.hasHeightForWidth() else 0
        least = max(least, layout.minimumSize().height())
        shown = keys.heightForWidth(width) if keys.isVisible() else 0
        if self.log_panel.isVisible():  # its list not counted (as LogRoom counts)
            least += self._log_header_height() - self.log_panel.minimumSizeHint().height()
        over = least - max(0, shown) + whole * line - self._column_height()
        if over <= 0:
            keys.set_max_lines(None)
        else:
            keys.set_max_lines(max(KEYS_MIN_LINES, whole - math.ceil(over / line)))

    def _log_header_height(self) -> int:
        header = getattr(self.log_panel, "header", None)
        return header.minimumSize().height() if header is not None else 0

    def _panel_least_width(self) -> int:
        """The panel's least width with its buttons one under the other: the column's
        width decides the buttons' rows, never the rows the width (a row of three wide
        buttons, arranged in a larger window, kept the column that wide: a seven-seat
        sheet lost its columns to it at 200 %)."""
        panel = self._panel().layout()
        assert panel is not None
        panel.activate()  # the fonts may have just grown
        row = self.buttons.parentWidget()
        shown = [b.sizeHint().width() for b in self.all_buttons() if not b.isHidden()]
        widths = []
        for index in range(panel.count()):
            item = panel.itemAt(index)
            if item is None or item.widget() is None:
                continue
            if item.widget() is row:
                widths.append(max(shown, default=0))
            else:
                widths.append(item.minimumSize().width())
        margins = panel.contentsMargins()
        return max(widths, default=0) + margins.left() + margins.right()

    def _column_height(self) -> int:
        layout = self.view.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        return self.view.height() - margins.top() - margins.bottom()

    # ----- the button row ----------------------------------------------------------------
    def arrange_buttons(self) -> None:
        """The buttons in one row when their texts fit it, else two or one per row:
        a button's text is never cut."""
        shown = [b for b in self.all_buttons() if not b.isHidden()]
        room = self.column.minimumWidth() - self.column.verticalScrollBar().sizeHint().width()
        spacing = self.buttons.horizontalSpacing()
        columns = len(shown)
        while columns > 1:
            needed = sum(self._column_widths(shown, columns))
            if needed + spacing * (columns - 1) <= room:
                break
            columns -= 1
        # each column's share of the row by the width its widest text needs: the room
        # left over goes to them in proportion, and no button gets less than its text and
        # its padding (an equal share squeezed "Roll (2 left)" against its borders)
        widths = self._column_widths(shown, columns)
        for column in range(len(self.all_buttons())):
            stretch = widths[column] if column < len(widths) else 0
            if self.buttons.columnStretch(column) != stretch:
                self.buttons.setColumnStretch(column, stretch)
        if columns == self._button_columns and shown == self._arranged:
            return  # (the end's three buttons replace play's three: not the same row)
        self._button_columns = columns
        self._arranged = shown
        for button in self.all_buttons():
            self.buttons.removeWidget(button)
        for index, button in enumerate(shown):
            self.buttons.addWidget(button, index // columns, index % columns)

    @staticmethod
    def _column_widths(shown: list[QPushButton], columns: int) -> list[int]:
        """The width each of ``columns`` columns needs: its widest button's text."""
        widths = [0] * columns
        for index, button in enumerate(shown):
            column = index % columns
            widths[column] = max(widths[column], button.sizeHint().width())
        return widths

    # ----- the panel's fonts -------------------------------------------------------------
    def _scale_fonts(self, scale: float) -> None:
        """The panel's texts grow with the window, like the dice and the sheet."""
        if not self._base_sizes:
            widgets = self._panel().findChildren(QWidget)
            self._base_sizes = {
                w: w.font().pointSizeF() for w in widgets if not isinstance(w, DieWidget)
            }
            self._base_text_scale = text_scale()
        scale *= text_scale() / self._base_text_scale  # Game ▸ Text size comes on top
        for widget, size in self._base_sizes.items():
            if abs(widget.font().pointSizeF() - size * scale) > 1e-6:
                font = widget.font()
                font.setPointSizeF(size * scale)
                widget.setFont(font)
