"""The Penta score sheet: one column per player, the 13 boxes, sums, bonuses and TOTAL.

A thin view: it shows :class:`~dicegame.core.penta.Sheet` values and, for the current
player, the points the current dice would write in each open box (from
:meth:`Sheet.options`, so the joker rule is the core's). Boxes the joker forbids are
greyed; the box a hint suggests is marked in teal (:meth:`ScoreSheet.set_hinted_box`). It
reports clicks (``boxClicked``), double-clicks (``boxActivated``) and the
Enter key (``validateRequested``); the owner decides what is legal.

States as states: the box the player stands on (the selected one, or the auto-score
countdown's) is the table's real selection and current cell, so a screen reader says
"selected" (the selection keeps the sheet's own colours: the delegate does not paint it).
While the player is not at the keyboard (the computer plays, the dice roll), the current
cell stays where the player left it. With the keyboard focus the sheet shows a focus ring.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QResizeEvent,
    QShowEvent,
)
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
from dicegame.ui.board_keys import QT_TRANSLATE_NOOP
from dicegame.ui.focus_ring import paint_focus_ring_on
from dicegame.ui.redraw import Redraw
from dicegame.ui.row_names import PADDING, RowNamesHeader, names_in_every_language
from dicegame.ui.sheet_columns import (
    COLUMN_MAX_WIDTH,
    COLUMN_MIN_WIDTH,
    HEADER_MIN_FONT,
    HEADER_PADDING,
    HEADER_READABLE_FONT,
    first_word_width,
    header_text,
    share_width,
)
from dicegame.ui.sheet_selection import OwnColours, select_only
from dicegame.ui.text_size import follow, scaled, text_scale
from dicegame.ui.theme import bind, current_theme
from dicegame.ui.words import counted, elide_name, is_default_computer, plain_tip, player_name

if TYPE_CHECKING:
    from PySide6.QtGui import QFocusEvent, QPaintEvent

__all__ = ["ROW_OF", "ROWS", "ScoreSheet", "SumRow", "box_name"]


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

ROW_MIN_HEIGHT = 20  # 18 rows and the header fit a 1000×540 window
ROW_NAMES_MAX_CHARS = 20  # average characters: the row names' most when the columns scroll


_BOX_NAMES: dict[Box, str] = {
    Box.ONES: QT_TRANSLATE_NOOP("ScoreSheet", "Aces"),
    Box.TWOS: QT_TRANSLATE_NOOP("ScoreSheet", "Twos"),
    Box.THREES: QT_TRANSLATE_NOOP("ScoreSheet", "Threes"),
    Box.FOURS: QT_TRANSLATE_NOOP("ScoreSheet", "Fours"),
    Box.FIVES: QT_TRANSLATE_NOOP("ScoreSheet", "Fives"),
    Box.SIXES: QT_TRANSLATE_NOOP("ScoreSheet", "Sixes"),
    Box.THREE_OF_A_KIND: QT_TRANSLATE_NOOP("ScoreSheet", "Three of a kind"),
    Box.FOUR_OF_A_KIND: QT_TRANSLATE_NOOP("ScoreSheet", "Four of a kind"),
    Box.FULL_HOUSE: QT_TRANSLATE_NOOP("ScoreSheet", "Full house"),
    Box.SMALL_STRAIGHT: QT_TRANSLATE_NOOP("ScoreSheet", "Small straight"),
    Box.LARGE_STRAIGHT: QT_TRANSLATE_NOOP("ScoreSheet", "Large straight"),
    Box.CHANCE: QT_TRANSLATE_NOOP("ScoreSheet", "Chance"),
    Box.PENTA: QT_TRANSLATE_NOOP("ScoreSheet", "Penta"),
}
_SUM_NAMES: dict[str, str] = {
    SumRow.UPPER_SUM: QT_TRANSLATE_NOOP("ScoreSheet", "Upper sum"),
    SumRow.UPPER_BONUS: QT_TRANSLATE_NOOP("ScoreSheet", "Upper bonus"),
    SumRow.PENTA_BONUS: QT_TRANSLATE_NOOP("ScoreSheet", "Penta bonus"),
    SumRow.LOWER_SUM: QT_TRANSLATE_NOOP("ScoreSheet", "Lower sum"),
    SumRow.TOTAL: QT_TRANSLATE_NOOP("ScoreSheet", "TOTAL"),
}


def box_name(box: Box) -> str:
    """The box's name in the interface language."""
    return QCoreApplication.translate("ScoreSheet", _BOX_NAMES[Box(box)])


def _sum_row_name(key: str) -> str:
    return QCoreApplication.translate("ScoreSheet", _SUM_NAMES[key])


def row_names_everywhere() -> list[str]:
    """Every row's name in every language (the row names' column fits them all)."""
    return names_in_every_language("ScoreSheet", [*_BOX_NAMES.values(), *_SUM_NAMES.values()])


def _row_names_width(font: QFont) -> int:
    """The row names' width on one line in ``font``, in any language."""
    metrics = QFontMetrics(font)
    return max(metrics.horizontalAdvance(name) for name in row_names_everywhere()) + 2 * PADDING


class ScoreSheet(QTableWidget):
    """The score sheet of every player; the current player's column is highlighted."""

    boxClicked = Signal(object)  # Box: select it
    boxActivated = Signal(object)  # Box: score it now (double-click)
    validateRequested = Signal()  # Enter / Return
    otherColumnClicked = Signal(int)  # a click in a column that is not the current player's

    def __init__(self, players: Sequence[Player], parent: QWidget | None = None) -> None:
        super().__init__(len(ROWS), len(players), parent)
        self.setObjectName("scoreSheet")
        self.players = list(players)
        self.sheets = [Sheet() for _ in self.players]
        self.current = 0
        self.dice: tuple[int, ...] | None = None
        self.selected: Box | None = None
        self.hinted_box: Box | None = None
        self.auto_score_box: Box | None = None
        self.countdown = 0  # seconds left of the auto-score countdown (0: none)
        self.interactive = False
        self.flashed: tuple[int, Box] | None = None  # the cell just scored, shown a moment
        self.scale = 1.0
        self._base_point_size = self.font().pointSizeF()
        self._base_text_scale = text_scale()  # the text size that point size was read at
        self.setTabKeyNavigation(False)  # Tab leaves the sheet; the arrows move inside it
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # the player's box is selected by the game (_follow_selection), never by a click
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setItemDelegate(OwnColours(self))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        columns = self.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        columns.setHighlightSections(False)
        columns.setTextElideMode(Qt.TextElideMode.ElideRight)
        columns.sectionResized.connect(lambda *_: self._refresh_headers())
        self.setVerticalHeader(RowNamesHeader(self))  # names wrap or cut between words
        self._row_widths = (0, 0, 0)  # widest row name of any language, widest word, most
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        rows.setMinimumSectionSize(ROW_MIN_HEIGHT)
        rows.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        rows.setHighlightSections(False)
        for row in range(len(ROWS)):
            for column in range(len(self.players)):
                item = QTableWidgetItem()
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, column, item)
        self.cellClicked.connect(self._on_clicked)
        self.cellDoubleClicked.connect(self._on_double_clicked)
        # flash, hint and auto-score marks come one by one: one redraw for them all
        self._redraw = Redraw(self._refresh, self)
        self._relabel()
        # the cells are filled once, by the owner's first update_state (or the next turn)
        self._redraw.schedule()
        bind(self, lambda _theme: self._redraw.now(), now=False)  # colours follow the palette
        follow(self, self._limit_width)  # and widths the text size

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
        self._redraw.now()  # the owner's one redraw (it coalesces its own changes)

    def marked_box(self) -> Box | None:
        """The box the player at the keyboard stands on: the selected one, else the one the
        auto-score countdown will take; None while nobody chooses (the computer plays)."""
        if not self.interactive or self.dice is None:
            return None
        return self.selected if self.selected is not None else self.auto_score_box

    def _follow_selection(self) -> None:
        """The table's selection and current cell are the marked box, so a screen reader
        ("selected") and the focus frame agree with the game. With nothing marked the
        player's turn has no current cell; while nobody chooses (the computer plays) the
        current cell stays on the player's own cell."""
        box = self.marked_box()
        model = self.selectionModel()
        if box is not None and 0 <= self.current < self.columnCount():
            select_only(self, self.model().index(ROW_OF[box], self.current))
            return
        if model.hasSelection():
            model.clearSelection()
        if self.interactive and self.currentIndex().isValid():
            self.setCurrentIndex(self.model().index(-1, -1))

    def flash(self, seat: int | None, box: Box | None) -> None:
        """Show the cell just scored (and its TOTAL) highlighted; None ends it."""
        self.flashed = None if seat is None or box is None else (seat, box)
        self._redraw.schedule()

    def set_scale(self, scale: float) -> None:
        """Grow text and columns with the window (1: the reference size)."""
        if abs(scale - self.scale) < 0.02:
            return
        self.scale = scale
        font = QFont(self.font())
        text = text_scale() / self._base_text_scale  # Game ▸ Text size comes on top
        font.setPointSizeF(self._base_point_size * scale * text)
        self.setFont(font)
        self._relabel()  # names and widths at once; the cells with the next redraw
        self._limit_width()
        self._redraw.schedule()

    def column_reading(self, seat: int) -> str:
        """One player's column read aloud: every box and TOTAL, by the cells' names."""
        self._redraw.flush()
        rows = [row for row in ROWS if isinstance(row, Box) or row == SumRow.TOTAL]
        names = [self._cell(row, seat).data(Qt.ItemDataRole.AccessibleTextRole) for row in rows]
        return "; ".join(name for name in names if name) + "."

    def set_hinted_box(self, box: Box | None) -> None:
        """Mark the box a hint suggests (the current player's cell and its row name);
        None clears the mark."""
        if box != self.hinted_box:
            self.hinted_box = box
            self._redraw.schedule()

    def set_auto_score_box(self, box: Box | None) -> None:
        """Mark the box the auto-score countdown will take (None: no countdown)."""
        if box != self.auto_score_box:
            self.auto_score_box = box
            self._redraw.schedule()

    def set_countdown(self, seconds: int) -> None:
        """The auto-score countdown's seconds left (0: none), said in its box's description."""
        if seconds != self.countdown:
            self.countdown = seconds
            self._redraw.schedule()

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

    def refresh_now(self) -> None:
        """Draw the marks scheduled (flash, hint, auto-score) at once, for a reader."""
        self._redraw.flush()

    def cell_item(self, row: Box | str, seat: int) -> QTableWidgetItem:
        """The cell of one row (a Box or a SumRow key) for one seat, as it is now."""
        self._redraw.flush()
        return self._cell(row, seat)

    def _cell(self, row: Box | str, seat: int) -> QTableWidgetItem:
        item = self.item(ROW_OF[row], seat)
        assert item is not None  # every cell has its item from the start
        return item

    # ----- drawing ---------------------------------------------------------------------
    def _refresh(self) -> None:
        options = self.options()
        joker_bonus = 0
        if self.dice is not None:
            joker_bonus = self.sheets[self.current].bonus_for(self.dice)
        for seat, sheet in enumerate(self.sheets):
            is_current = seat == self.current
            for row in ROWS:
                item = self._cell(row, seat)
                if isinstance(row, Box):
                    self._show_box(item, sheet, row, options if is_current else None)
                else:
                    self._show_sum(item, sheet, row, joker_bonus if is_current else 0)
                self._paint_background(item, row, is_current)
                self._name_cell(item, row, seat, sheet, options if is_current else None)
        self._mark_auto_score_cell()
        self._mark_hinted_cell()  # a hint asked for shows over the countdown's mark
        self._mark_flashed_cells()
        self._refresh_headers()
        self._follow_selection()

    def _show_box(
        self, item: QTableWidgetItem, sheet: Sheet, box: Box, options: dict[Box, int] | None
    ) -> None:
        font = QFont(self.font())
        flags = Qt.ItemFlag.ItemIsEnabled
        tooltip = ""
        theme = current_theme()
        value = sheet[box]
        if value is not None:
            text, color = format_number(value), theme.sheet_filled
            font.setBold(True)
        elif options is None or self.dice is None:
            text, color = "", theme.sheet_filled
        elif box in options:
            points = options[box]
            text = format_number(points)
            color = theme.sheet_preview if points else theme.sheet_zero_preview
            font.setItalic(True)
            tooltip = (  # zero has its own string: Qt's pt_BR plural makes 0 singular
                self.tr("0 points in %1")
                if points == 0
                else counted(self.tr("%n point(s) in %1", "", points), points)
            )
            tooltip = tooltip.replace("%1", box_name(box))
        else:
            text, color = "–", theme.sheet_forbidden
            flags = Qt.ItemFlag.NoItemFlags
            tooltip = self.tr("The joker rule forbids this box for this Penta")
        if box == self.selected and options is not None:
            font.setBold(True)
            color = theme.sheet_filled
        if box == self.marked_box() and options is not None and box in options:
            flags |= Qt.ItemFlag.ItemIsSelectable  # the game selects it (_follow_selection)
        item.setText(text)
        item.setFont(font)
        item.setForeground(QBrush(color))
        item.setFlags(flags)
        item.setToolTip(tooltip)

    def _show_sum(self, item: QTableWidgetItem, sheet: Sheet, row: str, joker_bonus: int) -> None:
        font = QFont(self.font())
        font.setBold(row == SumRow.TOTAL)
        theme = current_theme()
        color = theme.sheet_filled
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
                color = theme.sheet_zero_preview
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
        theme = current_theme()
        if sheet.upper_bonus:
            return format_number(sheet.upper_bonus), theme.sheet_filled
        if all(not sheet.is_open(box) for box in UPPER_BOXES):
            return format_number(0), theme.sheet_filled
        progress = f"{format_number(sheet.upper_total)}/{format_number(UPPER_BONUS_THRESHOLD)}"
        return progress, theme.sheet_preview

    def _paint_background(self, item: QTableWidgetItem, row: Box | str, is_current: bool) -> None:
        theme = current_theme()
        if row == SumRow.TOTAL:
            color = theme.total_row
        elif not isinstance(row, Box):
            color = theme.sum_row
        elif is_current and row == self.selected and self.dice is not None:
            color = theme.selected_cell
        elif is_current:
            color = theme.current_column
        else:
            color = theme.base
        item.setBackground(QBrush(color))

    def _name_cell(
        self,
        item: QTableWidgetItem,
        row: Box | str,
        seat: int,
        sheet: Sheet,
        options: dict[Box, int] | None,
    ) -> None:
        """The cell's accessible name by meaning: "Sixes, Ana: 18 if scored now"."""
        player = player_name(self.players[seat])
        description = ""
        if not isinstance(row, Box):
            name = self.tr("%1, %2: %3").replace("%3", item.text())
            name = name.replace("%1", _sum_row_name(row)).replace("%2", player)
        elif (scored := sheet[row]) is not None:
            name = self.tr("%1, %2: scored %3").replace("%3", format_number(scored))
            name = name.replace("%1", box_name(row)).replace("%2", player)
        elif options is not None and self.dice is not None and row not in options:
            name = self.tr("%1: not allowed by the joker rule").replace("%1", box_name(row))
        elif options is not None and self.dice is not None:
            name = self.tr("%1, %2: %3 if scored now").replace("%3", format_number(options[row]))
            name = name.replace("%1", box_name(row)).replace("%2", player)
            said = []
            seconds = self.countdown
            if row == self.auto_score_box and seconds > 0:
                said.append(
                    counted(self.tr("Will be scored in %n second(s)", "", seconds), seconds)
                )
            if row == self.hinted_box:
                said.append(self.tr("Suggested by the hint"))
            description = ", ".join(said)
        else:
            name = self.tr("%1, %2: open").replace("%1", box_name(row)).replace("%2", player)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, name)
        item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, description)

    def _mark_flashed_cells(self) -> None:
        """The cell just scored and its TOTAL in the highlight colours."""
        if self.flashed is None:
            return
        seat, box = self.flashed
        theme = current_theme()
        for row in (box, SumRow.TOTAL):
            item = self._cell(row, seat)
            item.setBackground(QBrush(theme.highlight_cell))
            item.setForeground(QBrush(theme.highlight_text))

    def _font_row_names(self) -> None:
        """The boxes' names in the sheet's font; the hinted box's in teal bold."""
        theme = current_theme()
        for row in ROWS:
            header = self.verticalHeaderItem(ROW_OF[row])
            if header is not None and isinstance(row, Box):
                hinted = row == self.hinted_box
                font = QFont(self.font())
                font.setBold(hinted)
                header.setFont(font)
                header.setData(
                    Qt.ItemDataRole.ForegroundRole, QBrush(theme.hint_text) if hinted else None
                )

    def _mark_hinted_cell(self) -> None:
        """Teal text and background for the hinted box, teal bold for its row name."""
        theme = current_theme()
        self._font_row_names()
        box = self.hinted_box
        if box is None or not self.sheets or self.dice is None:
            return
        item = self._cell(box, self.current)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        item.setForeground(QBrush(theme.hint_text))
        if box != self.selected:
            item.setBackground(QBrush(theme.hint_cell))

    def _mark_auto_score_cell(self) -> None:
        """The countdown's box: the palette's highlight, bold, and a tooltip saying so."""
        box = self.auto_score_box
        if box is None or not self.sheets or self.dice is None:
            return
        item = self._cell(box, self.current)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        theme = current_theme()
        item.setBackground(QBrush(theme.highlight_cell))
        item.setForeground(QBrush(theme.highlight_text))
        item.setToolTip(self.tr("Scored here when the countdown ends"))

    def _refresh_headers(self) -> None:
        """Each player's name in the room its column has now (cut only between words),
        the current player's in bold on the current column's colour (no marker to spend
        the width on); the whole name in the tooltip, "current player" in the spoken name."""
        theme = current_theme()
        columns = self.horizontalHeader()
        for seat, player in enumerate(self.players):
            header = self.horizontalHeaderItem(seat) or QTableWidgetItem()
            is_current = seat == self.current
            name = player_name(player)
            room = columns.sectionSize(seat) - HEADER_PADDING
            bold = QFont(self.font())
            bold.setBold(is_current)
            font, shown = header_text(name, bold, room)
            header.setFont(font)
            header.setText(shown)
            background = QBrush(theme.current_column) if is_current else None
            header.setData(Qt.ItemDataRole.BackgroundRole, background)
            tooltip = name
            if player.is_computer and not is_default_computer(player):
                tooltip = self.tr("%1 (computer)").replace("%1", name)
            header.setToolTip(plain_tip(tooltip))
            spoken = self.tr("%1, current player").replace("%1", name) if is_current else name
            header.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
            if self.horizontalHeaderItem(seat) is not header:
                self.setHorizontalHeaderItem(seat, header)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_row_names()
        self._fit_columns()
        self._refresh_headers()  # the columns have their width now: the names follow it

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._refresh_headers()

    def _retranslate(self) -> None:
        self._relabel()
        self._redraw.now()  # the cells' texts and spoken names are in the language too
        self._limit_width()

    def _relabel(self) -> None:
        """The row names (their fonts too) and the players' headers, in the language and
        font of now; the cells are the redraw's."""
        labels = [box_name(row) if isinstance(row, Box) else _sum_row_name(row) for row in ROWS]
        self.setVerticalHeaderLabels(labels)
        for row, label in enumerate(labels):  # the whole name, however it is drawn
            item = self.verticalHeaderItem(row)
            item.setToolTip(plain_tip(label))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, label)
        total_header = self.verticalHeaderItem(ROW_OF[SumRow.TOTAL])
        font = QFont(self.font())
        font.setBold(True)
        total_header.setFont(font)
        self._font_row_names()
        self.setAccessibleName(self.tr("Score sheet"))
        self._refresh_headers()

    def _limit_width(self) -> None:
        """Row names as wide in every language; no wider than COLUMN_MAX_WIDTH per player."""
        font = QFont(self.font())
        font.setBold(True)  # a hinted box's name and TOTAL are bold
        metrics = QFontMetrics(font)
        names = row_names_everywhere()
        line = _row_names_width(font)
        word = max(metrics.horizontalAdvance(w) for name in names for w in name.split())
        most = QFontMetrics(self.font()).averageCharWidth() * ROW_NAMES_MAX_CHARS + 2 * PADDING
        self._row_widths = (line, word + 2 * PADDING, most)
        # a row is never lower than its text: with a large text the sheet scrolls instead
        self.verticalHeader().setMinimumSectionSize(max(ROW_MIN_HEIGHT, metrics.height() + 2))
        self.setMaximumWidth(self._widest(line))
        self.horizontalHeader().setMinimumSectionSize(self._column_min_width())
        self._fit_row_names()
        self._fit_columns()

    def _widest(self, row_names: int) -> int:
        """The sheet's most width with row names ``row_names`` wide."""
        columns = self.columnCount() * round(COLUMN_MAX_WIDTH * self.scale)
        return row_names + columns + 2 * self.frameWidth() + 4

    def widest_at_base_text(self) -> int:
        """The sheet's most width as the 100 % text makes it (the dice's size is decided
        from the window as that text lays it out)."""
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 100 / text_scale())
        return self._widest(_row_names_width(font))

    def _fit_row_names(self) -> None:
        """The row names' width, from the sheet's width and the text size only (never
        the language): every name on one line when the columns keep the room their names
        want; else narrower, down to the widest word (the names wrap or are cut between
        words); when the columns scroll anyway, the names keep most of their room (by the
        text size, never by the window, which a language switch may change)."""
        line, word, most = self._row_widths
        bar = self.verticalScrollBar().sizeHint().width()  # kept free: a large text scrolls
        room = self.width() - 2 * self.frameWidth() - bar
        column = max(self._column_wanted_width(), self._column_min_width())
        wanted = self.columnCount() * column
        if line + wanted <= room:
            width = line
        elif word + self.columnCount() * self._column_min_width() <= room:
            width = max(word, room - wanted)  # the columns have (nearly) their room
        else:
            width = min(line, max(word, most))
        header = self.verticalHeader()
        if header.width() != width or header.minimumWidth() != width:
            header.setFixedWidth(width)

    def _fit_columns(self) -> None:
        """Equal columns while every name's first word shows at HEADER_READABLE_FONT; else
        the columns of the longer names as wide as they need, the others equal
        (:func:`~dicegame.ui.sheet_columns.share_width`; the same at every turn)."""
        header = self.horizontalHeader()
        font = QFont(self.font())
        font.setBold(True)  # any column may be the current player's
        most = round(COLUMN_MAX_WIDTH * self.scale * text_scale() / 100)
        least = header.minimumSectionSize()
        wants = [
            min(most, max(least, first_word_width(player_name(p), font, HEADER_READABLE_FONT)))
            for p in self.players
        ]
        bar = self.verticalScrollBar()
        room = self.width() - 2 * self.frameWidth() - self.verticalHeader().width()
        room -= bar.sizeHint().width() if bar.isVisible() else 0
        widths = share_width(wants, room)
        narrowest = min(widths) if widths else 0
        for column, want in enumerate(wants):
            wide = widths is not None and widths[column] == want and want > narrowest
            mode = QHeaderView.ResizeMode.Fixed if wide else QHeaderView.ResizeMode.Stretch
            if header.sectionResizeMode(column) != mode:
                header.setSectionResizeMode(column, mode)
            if wide and header.sectionSize(column) != want:
                header.resizeSection(column, want)

    def _column_min_width(self) -> int:
        """Room for every name's first word in bold (a name is cut only between words;
        the sheet scrolls sideways when the columns need more than the window has)."""
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        words = [elide_name(player_name(p), metrics, 0, whole_words=True) for p in self.players]
        widest = max((metrics.horizontalAdvance(word) for word in words), default=0)
        widest = round(widest * HEADER_MIN_FONT)  # the smallest font a header takes
        wanted = max(scaled(COLUMN_MIN_WIDTH), widest + HEADER_PADDING)
        return min(wanted, round(COLUMN_MAX_WIDTH * self.scale * text_scale() / 100))

    def _column_wanted_width(self) -> int:
        """Room for every name's first word in bold at the sheet's full font."""
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        words = [elide_name(player_name(p), metrics, 0, whole_words=True) for p in self.players]
        widest = max((metrics.horizontalAdvance(word) for word in words), default=0)
        most = round(COLUMN_MAX_WIDTH * self.scale * text_scale() / 100)
        return min(widest + HEADER_PADDING, most)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # ----- focus ------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        """The cells, then a focus ring round them while the sheet has the keyboard (with
        no box selected there is no current cell to frame). A redraw still scheduled is
        drawn first: the cells never show an older font or state."""
        self._redraw.flush()
        super().paintEvent(event)
        if self.hasFocus():
            paint_focus_ring_on(self.viewport())

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    # ----- input -------------------------------------------------------------------------
    def _box_at(self, row: int, column: int) -> Box | None:
        key = ROWS[row]
        if column != self.current or not self.interactive or not isinstance(key, Box):
            return None
        return key

    def _on_clicked(self, row: int, column: int) -> None:
        """Only the current player's open boxes are chosen; a filled one is refused by
        the engine (it says why), another player's column is reported."""
        box = self._box_at(row, column)
        if box is not None:
            self.boxClicked.emit(box)
        elif self.interactive and column != self.current and isinstance(ROWS[row], Box):
            self.otherColumnClicked.emit(column)
        self._follow_selection()  # no frame left on a cell that was not chosen

    def _on_double_clicked(self, row: int, column: int) -> None:
        box = self._box_at(row, column)
        if box is not None and self.sheets[self.current].is_open(box):
            self.boxActivated.emit(box)
        self._follow_selection()

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
        elif key in _SHEET_KEYS:
            super().keyPressEvent(event)
        else:
            event.ignore()  # the game keys (Space, digits, H…) go on to the board


_SHEET_KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
)
