"""The Penta score sheet: one column per player, the 13 boxes, sums, bonuses and TOTAL.

A thin view: it shows :class:`~dicegame.games.penta.core.rules.Sheet` values and, for the current
player, the points the current dice would write in each open box (from
:meth:`Sheet.options`, so the joker rule is the core's). Boxes the joker forbids are
greyed; the box a hint suggests is marked in teal (:meth:`ScoreSheet.set_hinted_box`).
Each cell has a spoken name by meaning ("Sixes, Ana: 18 if scored now").

The player's side of it (the box they stand on as the table's selection, the boxes they
may choose, clicks, keys, the focus ring, and the signals that report them to the owner,
who decides what is legal) is :mod:`dicegame.games.penta.ui.sheet.sheet_input`'s. The rows
and their names are :mod:`dicegame.games.penta.ui.sheet.sheet_rows`'s; the widths of the row
names and the players' columns, and the players' headers,
:mod:`dicegame.games.penta.ui.sheet.sheet_layout`'s.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QTableWidgetItem,
    QWidget,
)

from dicegame.core.common import Player
from dicegame.games.penta.core.rules import UPPER_BONUS_THRESHOLD, UPPER_BOXES, Box, Sheet
from dicegame.games.penta.ui.sheet.row_names import RowNamesHeader
from dicegame.games.penta.ui.sheet.sheet_input import SheetInput
from dicegame.games.penta.ui.sheet.sheet_layout import ROW_MIN_HEIGHT
from dicegame.games.penta.ui.sheet.sheet_rows import ROW_OF, ROWS, SumRow, box_name, sum_row_name
from dicegame.games.penta.ui.sheet.sheet_selection import BOX_KEYS, OwnColours
from dicegame.i18n import format_number
from dicegame.ui.board.redraw import Redraw
from dicegame.ui.style.text_size import follow, text_scale
from dicegame.ui.style.theme import bind, current_theme
from dicegame.ui.voice.words import counted, plain_tip, player_name

__all__ = ["ScoreSheet"]


class ScoreSheet(SheetInput):
    """The score sheet of every player; the current player's column is highlighted."""

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
        # the countdown's box while the current cell waits for the voice to be quiet, and
        # once it may go there (see _follow_selection)
        self._cell_waits_for: Box | None = None
        self._cell_may_go_to: Box | None = None
        self.interactive = False
        self.one_click = False  # Game ▸ Score with one click: a click scores an open box
        self.flashed: tuple[int, Box] | None = None  # the cell just scored, shown a moment
        self.scale = 1.0
        self.fit = 1.0
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
        names = RowNamesHeader(self)  # names wrap or cut between words
        self.setVerticalHeader(names)
        for box, key in BOX_KEYS.items():  # each box's key, shown at the end of its name
            names.row_keys[ROW_OF[box]] = QKeySequence(key).toString()
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
        font.setPointSizeF(self._base_point_size * scale * text * self.fit)
        self.setFont(font)
        self._font_changed()
        self._limit_width()

    def _font_changed(self) -> None:
        self._relabel()  # names and widths at once; the cells with the next redraw
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
            self._cell_waits_for = self._cell_may_go_to = None
            self._redraw.schedule()

    def set_countdown(self, seconds: int) -> None:
        """The auto-score countdown's seconds left (0: none), said in its box's description."""
        if seconds != self.countdown:
            self.countdown = seconds
            self._redraw.schedule()

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
            name = name.replace("%1", sum_row_name(row)).replace("%2", player)
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
        item = self._bold_current_cell(box)
        item.setForeground(QBrush(theme.hint_text))
        if box != self.selected:
            item.setBackground(QBrush(theme.hint_cell))

    def _bold_current_cell(self, box: Box) -> QTableWidgetItem:
        """The current player's cell of ``box``, its text made bold."""
        item = self._cell(box, self.current)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        return item

    def _mark_auto_score_cell(self) -> None:
        """The countdown's box: the palette's highlight, bold, and a tooltip saying so."""
        box = self.auto_score_box
        if box is None or not self.sheets or self.dice is None:
            return
        item = self._bold_current_cell(box)
        theme = current_theme()
        item.setBackground(QBrush(theme.highlight_cell))
        item.setForeground(QBrush(theme.highlight_text))
        item.setToolTip(self.tr("Scored here when the countdown ends"))

    def _retranslate(self) -> None:
        self._relabel()
        self._redraw.now()  # the cells' texts and spoken names are in the language too
        self._limit_width()

    def _relabel(self) -> None:
        """The row names (their fonts too) and the players' headers, in the language and
        font of now; the cells are the redraw's."""
        labels = [box_name(row) if isinstance(row, Box) else sum_row_name(row) for row in ROWS]
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

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
