"""The Penta score sheet: one column per player, the 13 boxes, sums, bonuses and TOTAL.

A thin view: it shows :class:`~dicegame.core.penta.Sheet` values and, for the current
player, the points the current dice would write in each open box (from
:meth:`Sheet.options`, so the joker rule is the core's). Boxes the joker forbids are
greyed; the box a hint suggests is marked in teal (:meth:`ScoreSheet.set_hinted_box`). It
reports clicks (``boxClicked``), double-clicks (``boxActivated``) and the
Enter key (``validateRequested``); the owner decides what is legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from dicegame.core.common import Player
from dicegame.core.penta import (
    LOWER_BOXES,
    UPPER_BONUS_THRESHOLD,
    UPPER_BOXES,
    Box,
    Sheet,
)
from dicegame.i18n import format_number
from dicegame.ui.dice import HINT_COLOR
from dicegame.ui.words import counted, is_default_computer, plain_tip, player_name

__all__ = ["HINT_BACKGROUND", "HINT_COLOR", "ROW_OF", "ROWS", "ScoreSheet", "SumRow", "box_name"]


class SumRow:
    """The computed rows of the sheet (not boxes)."""

    UPPER_SUM = "upper_sum"
    UPPER_BONUS = "upper_bonus"
    PENTA_BONUS = "penta_bonus"
    LOWER_SUM = "lower_sum"
    TOTAL = "total"


#: The sheet's rows, top to bottom: a Box or a SumRow key.
ROWS: tuple[Box | str, ...] = (
    *UPPER_BOXES,
    SumRow.UPPER_SUM,
    SumRow.UPPER_BONUS,
    *LOWER_BOXES,
    SumRow.PENTA_BONUS,
    SumRow.LOWER_SUM,
    SumRow.TOTAL,
)
ROW_OF: dict[Box | str, int] = {row: index for index, row in enumerate(ROWS)}

FILLED_COLOR = QColor("#1f2430")
PREVIEW_COLOR = QColor("#5d6b85")
ZERO_PREVIEW_COLOR = QColor("#a0a6b3")
FORBIDDEN_COLOR = QColor("#c3c6cc")
CURRENT_COLUMN_COLOR = QColor("#eaf2ff")
SELECTED_COLOR = QColor("#ffd666")
HINT_BACKGROUND = QColor("#b8e6de")  # with HINT_COLOR text: the dice's hint ring colour
SUM_ROW_COLOR = QColor("#f1f1f4")
TOTAL_ROW_COLOR = QColor("#e2e4ea")
COLUMN_MIN_WIDTH = 56
COLUMN_MAX_WIDTH = 130  # wider columns only waste room the dice could use


def box_name(box: Box) -> str:
    """The box's name in the interface language."""
    translate = QCoreApplication.translate
    names = {
        Box.ONES: translate("ScoreSheet", "Aces"),
        Box.TWOS: translate("ScoreSheet", "Twos"),
        Box.THREES: translate("ScoreSheet", "Threes"),
        Box.FOURS: translate("ScoreSheet", "Fours"),
        Box.FIVES: translate("ScoreSheet", "Fives"),
        Box.SIXES: translate("ScoreSheet", "Sixes"),
        Box.THREE_OF_A_KIND: translate("ScoreSheet", "Three of a kind"),
        Box.FOUR_OF_A_KIND: translate("ScoreSheet", "Four of a kind"),
        Box.FULL_HOUSE: translate("ScoreSheet", "Full house"),
        Box.SMALL_STRAIGHT: translate("ScoreSheet", "Small straight"),
        Box.LARGE_STRAIGHT: translate("ScoreSheet", "Large straight"),
        Box.CHANCE: translate("ScoreSheet", "Chance"),
        Box.PENTA: translate("ScoreSheet", "Penta"),
    }
    return names[Box(box)]


def _sum_row_name(key: str) -> str:
    translate = QCoreApplication.translate
    names = {
        SumRow.UPPER_SUM: translate("ScoreSheet", "Upper sum"),
        SumRow.UPPER_BONUS: translate("ScoreSheet", "Upper bonus"),
        SumRow.PENTA_BONUS: translate("ScoreSheet", "Penta bonus"),
        SumRow.LOWER_SUM: translate("ScoreSheet", "Lower sum"),
        SumRow.TOTAL: translate("ScoreSheet", "TOTAL"),
    }
    return names[key]


class ScoreSheet(QTableWidget):
    """The score sheet of every player; the current player's column is highlighted."""

    boxClicked = Signal(object)  # Box: select it
    boxActivated = Signal(object)  # Box: score it now (double-click)
    validateRequested = Signal()  # Enter / Return

    def __init__(self, players: Sequence[Player], parent: QWidget | None = None) -> None:
        super().__init__(len(ROWS), len(players), parent)
        self.setObjectName("scoreSheet")
        self.players = list(players)
        self.sheets = [Sheet() for _ in self.players]
        self.current = 0
        self.dice: tuple[int, ...] | None = None
        self.selected: Box | None = None
        self.hinted_box: Box | None = None
        self.interactive = False
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        columns = self.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        columns.setMinimumSectionSize(COLUMN_MIN_WIDTH)
        columns.setHighlightSections(False)
        columns.setTextElideMode(Qt.TextElideMode.ElideRight)  # a long name: "Alexand…"
        for seat, player in enumerate(self.players):
            if player.is_computer:  # "Computador", "Calculator": as wide as its name needs
                columns.setSectionResizeMode(seat, QHeaderView.ResizeMode.ResizeToContents)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        rows.setMinimumSectionSize(22)
        rows.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        rows.setHighlightSections(False)
        for row in range(len(ROWS)):
            for column in range(len(self.players)):
                item = QTableWidgetItem()
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, column, item)
        self.cellClicked.connect(self._on_clicked)
        self.cellDoubleClicked.connect(self._on_double_clicked)
        self._retranslate()

    # ----- state from the owner --------------------------------------------------------
    def update_state(
        self,
        sheets: Sequence[Sheet],
        current: int,
        dice: Sequence[int] | None,
        selected: Box | None,
        interactive: bool,
    ) -> None:
        """Show the sheets; previews for ``current`` when ``dice`` is a roll."""
        self.sheets = list(sheets)
        self.current = current
        self.dice = tuple(dice) if dice and all(dice) else None
        self.selected = selected
        self.interactive = interactive
        self._refresh()

    def set_hinted_box(self, box: Box | None) -> None:
        """Mark the box a hint suggests (the current player's cell and its row name);
        None clears the mark."""
        if box != self.hinted_box:
            self.hinted_box = box
            self._refresh()

    def options(self) -> dict[Box, int]:
        """Legal boxes of the current player for the current dice, with their points."""
        if self.dice is None or not self.sheets:
            return {}
        return self.sheets[self.current].options(self.dice)

    def selectable_boxes(self) -> list[Box]:
        """The boxes the current player may choose now, in sheet order (top to bottom)."""
        if not self.interactive:
            return []
        options = self.options()
        return [row for row in ROWS if isinstance(row, Box) and row in options]

    def next_box(self, step: int) -> Box | None:
        """The selectable box ``step`` rows below (negative: above) the selection, wrapping."""
        boxes = self.selectable_boxes()
        if not boxes:
            return None
        if self.selected not in boxes:
            return boxes[0] if step > 0 else boxes[-1]
        return boxes[(boxes.index(self.selected) + step) % len(boxes)]

    def cell_item(self, row: Box | str, seat: int) -> QTableWidgetItem:
        """The cell of one row (a Box or a SumRow key) for one seat."""
        return self.item(ROW_OF[row], seat)

    # ----- drawing ---------------------------------------------------------------------
    def _refresh(self) -> None:
        options = self.options()
        joker_bonus = 0
        if self.dice is not None:
            joker_bonus = self.sheets[self.current].bonus_for(self.dice)
        for seat, sheet in enumerate(self.sheets):
            is_current = seat == self.current
            for row in ROWS:
                item = self.cell_item(row, seat)
                if isinstance(row, Box):
                    self._show_box(item, sheet, row, options if is_current else None)
                else:
                    self._show_sum(item, sheet, row, joker_bonus if is_current else 0)
                self._paint_background(item, row, is_current)
        self._mark_hinted_cell()
        self._refresh_headers()

    def _show_box(
        self, item: QTableWidgetItem, sheet: Sheet, box: Box, options: dict[Box, int] | None
    ) -> None:
        font = QFont(self.font())
        flags = Qt.ItemFlag.ItemIsEnabled
        tooltip = ""
        value = sheet[box]
        if value is not None:
            text, color = format_number(value), FILLED_COLOR
            font.setBold(True)
        elif options is None or self.dice is None:
            text, color = "", FILLED_COLOR
        elif box in options:
            points = options[box]
            text = format_number(points)
            color = PREVIEW_COLOR if points else ZERO_PREVIEW_COLOR
            font.setItalic(True)
            tooltip = counted(self.tr("%n point(s) in %1", "", points), points)
            tooltip = tooltip.replace("%1", box_name(box))
        else:
            text, color = "–", FORBIDDEN_COLOR
            flags = Qt.ItemFlag.NoItemFlags
            tooltip = self.tr("The joker rule forbids this box for this Penta")
        if box == self.selected and options is not None:
            font.setBold(True)
            color = FILLED_COLOR
        item.setText(text)
        item.setFont(font)
        item.setForeground(QBrush(color))
        item.setFlags(flags)
        item.setToolTip(tooltip)

    def _show_sum(self, item: QTableWidgetItem, sheet: Sheet, row: str, joker_bonus: int) -> None:
        font = QFont(self.font())
        font.setBold(row == SumRow.TOTAL)
        color = FILLED_COLOR
        if row == SumRow.UPPER_SUM:
            text = format_number(sheet.upper_total)
        elif row == SumRow.UPPER_BONUS:
            text, color = self._upper_bonus_text(sheet)
        elif row == SumRow.PENTA_BONUS:
            text = format_number(sheet.penta_bonus)
            if joker_bonus:
                text = f"{text} (+{format_number(joker_bonus)})"
                font.setItalic(True)
            elif not sheet.penta_bonus:
                color = ZERO_PREVIEW_COLOR
        elif row == SumRow.LOWER_SUM:
            text = format_number(sheet.lower_total)
        else:
            text = format_number(sheet.total)
            font.setPointSizeF(font.pointSizeF() * 1.1)
        item.setText(text)
        item.setFont(font)
        item.setForeground(QBrush(color))
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setToolTip("")

    def _upper_bonus_text(self, sheet: Sheet) -> tuple[str, QColor]:
        if sheet.upper_bonus:
            return format_number(sheet.upper_bonus), FILLED_COLOR
        if all(not sheet.is_open(box) for box in UPPER_BOXES):
            return format_number(0), FILLED_COLOR
        progress = f"{format_number(sheet.upper_total)}/{format_number(UPPER_BONUS_THRESHOLD)}"
        return progress, PREVIEW_COLOR

    def _paint_background(self, item: QTableWidgetItem, row: Box | str, is_current: bool) -> None:
        if row == SumRow.TOTAL:
            color = TOTAL_ROW_COLOR
        elif not isinstance(row, Box):
            color = SUM_ROW_COLOR
        elif is_current and row == self.selected and self.dice is not None:
            color = SELECTED_COLOR
        elif is_current:
            color = CURRENT_COLUMN_COLOR
        else:
            color = self.palette().color(QPalette.ColorRole.Base)
        item.setBackground(QBrush(color))

    def _mark_hinted_cell(self) -> None:
        """Teal text and background for the hinted box, teal bold for its row name."""
        for row in ROWS:
            header = self.verticalHeaderItem(ROW_OF[row])
            if header is not None and isinstance(row, Box):
                hinted = row == self.hinted_box
                font = QFont(self.font())
                font.setBold(hinted)
                header.setFont(font)
                header.setData(
                    Qt.ItemDataRole.ForegroundRole, QBrush(HINT_COLOR) if hinted else None
                )
        box = self.hinted_box
        if box is None or not self.sheets or self.dice is None:
            return
        item = self.cell_item(box, self.current)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        item.setForeground(QBrush(HINT_COLOR))
        if box != self.selected:
            item.setBackground(QBrush(HINT_BACKGROUND))

    def _refresh_headers(self) -> None:
        for seat, player in enumerate(self.players):
            header = self.horizontalHeaderItem(seat) or QTableWidgetItem()
            is_current = seat == self.current
            name = player_name(player)
            header.setText(f"▶ {name}" if is_current else name)
            font = QFont(self.font())
            font.setBold(is_current)
            header.setFont(font)
            tooltip = name
            if player.is_computer and not is_default_computer(player):
                tooltip = self.tr("%1 (computer)").replace("%1", name)
            header.setToolTip(plain_tip(tooltip))
            self.setHorizontalHeaderItem(seat, header)

    def _retranslate(self) -> None:
        labels = [box_name(row) if isinstance(row, Box) else _sum_row_name(row) for row in ROWS]
        self.setVerticalHeaderLabels(labels)
        total_header = self.verticalHeaderItem(ROW_OF[SumRow.TOTAL])
        font = QFont(self.font())
        font.setBold(True)
        total_header.setFont(font)
        self.setAccessibleName(self.tr("Score sheet"))
        self._refresh()
        self._limit_width()

    def _limit_width(self) -> None:
        """No wider than the row names plus COLUMN_MAX_WIDTH per player."""
        rows_width = self.verticalHeader().sizeHint().width()
        columns = self.columnCount() * COLUMN_MAX_WIDTH
        self.setMaximumWidth(rows_width + columns + 2 * self.frameWidth() + 4)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # ----- input -------------------------------------------------------------------------
    def _box_at(self, row: int, column: int) -> Box | None:
        key = ROWS[row]
        if column != self.current or not self.interactive or not isinstance(key, Box):
            return None
        return key if self.sheets[self.current].is_open(key) else None

    def _on_clicked(self, row: int, column: int) -> None:
        box = self._box_at(row, column)
        if box is not None:
            self.boxClicked.emit(box)

    def _on_double_clicked(self, row: int, column: int) -> None:
        box = self._box_at(row, column)
        if box is not None:
            self.boxActivated.emit(box)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            box = self.next_box(1 if key == Qt.Key.Key_Down else -1)
            if box is not None:
                self.boxClicked.emit(box)
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.validateRequested.emit()
            event.accept()
        else:
            super().keyPressEvent(event)
