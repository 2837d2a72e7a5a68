"""The score sheet's geometry: the row names' column, the players' columns and the
sheet's most width, and each player's name in its column's header.

Every seat's column is in sight: a column is at least as wide as its scores, and each
wants the room of its player's first name (in bold, at 90 % of the sheet's font, else at
70 %: a long name such as "Calculatorul" does not make the six other columns as wide).
When even that does not fit beside the row names (wrapped, or on one line where two
lines would not fit the rows and a name would be cut), as with seven seats at a large
text on a small screen, the sheet's text gets smaller by steps of 5 % until it does,
never below the system's size (:meth:`SheetLayout._fit_font`): a player sees every seat
and every row's whole name in the largest text the window holds; only then does the
sheet scroll sideways.

The row names' column is as wide in every language
(:mod:`dicegame.games.penta.ui.sheet.row_names`), so nothing jumps when the language changes;
the columns share the rest (:mod:`dicegame.games.penta.ui.sheet.sheet_columns`).
:class:`SheetLayout` is the table these live in; the score sheet
(:class:`~dicegame.games.penta.ui.sheet.scoresheet.ScoreSheet`) fills its cells.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget, QTableWidgetItem

from dicegame.core.common import Player
from dicegame.games.penta.ui.sheet.row_names import (
    PADDING,
    RowNamesHeader,
    is_cut,
    label_margins,
    names_in_every_language,
    shown_name,
)
from dicegame.games.penta.ui.sheet.sheet_columns import (
    COLUMN_MAX_WIDTH,
    COLUMN_MIN_WIDTH,
    HEADER_MIN_FONT,
    HEADER_PADDING,
    HEADER_READABLE_FONT,
    first_word_width,
    header_text,
    share_width,
)
from dicegame.games.penta.ui.sheet.sheet_rows import row_names_everywhere
from dicegame.i18n import format_number
from dicegame.ui.board.computer_badge import computer_badge, word_badge
from dicegame.ui.style.text_size import text_scale
from dicegame.ui.style.theme import current_theme
from dicegame.ui.voice.words import is_default_computer, plain_tip, player_name

__all__ = ["ROW_MIN_HEIGHT", "ROW_NAMES_MAX_CHARS", "SheetLayout"]

ROW_MIN_HEIGHT = 20  # 18 rows and the header fit a 1000×540 window
BADGE_GAP = 4  # between a computer's name and its badge
ROW_NAMES_MAX_CHARS = 20  # average characters: the row names' most when the columns scroll
FIT_STEP = 0.05  # the sheet's text gets smaller by this share to show every seat
WIDEST_SCORE = 888  # a player's total, in bold (a sum over 999 is rare: cut then)
WIDEST_BONUS_TO_GO = "62/63"  # the upper sum on its way to the bonus


def _row_names_width(font: QFont) -> int:
    """The row names' width on one line in ``font``, in any language."""
    metrics = QFontMetrics(font)
    return max(metrics.horizontalAdvance(name) for name in row_names_everywhere()) + 2 * PADDING


class SheetLayout(QTableWidget):
    """A table of one column per player under their names, beside the row names: its
    widths follow the text size and the window, never the language or the turn."""

    players: list[Player]
    current: int  # the current player's seat (-1: none)
    scale: float  # the window's size, 1: the reference size
    fit: float  # the share of its font the sheet takes to show every seat (1: all of it)
    _row_widths: tuple[int, int, int]  # widest row name of any language, widest word, most

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
            badge_room = room - self._badge_width(seat, player)
            beside = header_text(name, bold, badge_room) == (font, shown)
            # a first word too long even in the least font: the badge goes under it
            beside = beside and QFontMetrics(font).horizontalAdvance(shown) <= badge_room
            align = Qt.AlignmentFlag.AlignCenter
            if player.is_computer:  # the badge beside the name, or under it when narrow
                self._badge(seat).setProperty("beside", beside)
                align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                if beside:
                    align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            header.setTextAlignment(align)
            header.setFont(font)
            header.setText(shown)
            background = QBrush(theme.current_column) if is_current else None
            header.setData(Qt.ItemDataRole.BackgroundRole, background)
            tooltip = name
            if player.is_computer and not is_default_computer(player):
                tooltip = QCoreApplication.translate("ScoreSheet", "%1 (computer)")
                tooltip = tooltip.replace("%1", name)
            header.setToolTip(plain_tip(tooltip))
            spoken = name
            if is_current:  # the sheet's own strings (lupdate finds them here)
                spoken = QCoreApplication.translate("ScoreSheet", "%1, current player")
                spoken = spoken.replace("%1", name)
            header.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
            if self.horizontalHeaderItem(seat) is not header:
                self.setHorizontalHeaderItem(seat, header)
        self._place_badges()

    def _badge(self, seat: int) -> QLabel:
        """The computer badge of ``seat``'s header, as on Farkle's scoreboard."""
        badges: dict[int, QLabel] = self.__dict__.setdefault("_badges", {})
        if not badges:  # the badges follow the sheet's sideways scrolling
            self.horizontalScrollBar().valueChanged.connect(self._place_badges)
        if seat not in badges:
            badges[seat] = computer_badge(self.horizontalHeader().viewport(), f"sheetBadge{seat}")
        return badges[seat]

    def _badge_width(self, seat: int, player: Player) -> int:
        """The room the computer's badge takes from its name (none for a human)."""
        if not player.is_computer:
            return 0
        badge = self._badge(seat)
        word_badge(badge)
        return badge.sizeHint().width() + BADGE_GAP

    def _place_badges(self) -> None:
        """Each computer badge at its header's right end, where the name left it room."""
        columns = self.horizontalHeader()
        under = 0  # the header's height with a badge under a name
        for seat, badge in self.__dict__.get("_badges", {}).items():
            badge.setVisible(seat < len(self.players) and self.players[seat].is_computer)
            if not badge.isVisible():
                continue
            badge.resize(badge.sizeHint())
            left = columns.sectionViewportPosition(seat)
            size = columns.sectionSize(seat)
            if badge.property("beside"):
                x = left + size - badge.width() - HEADER_PADDING // 2
                badge.move(x, (columns.height() - badge.height()) // 2)
            else:
                badge.move(
                    left + (size - badge.width()) // 2, columns.height() - badge.height() - 2
                )
                item = self.horizontalHeaderItem(seat)
                line = QFontMetrics(item.font() if item else self.font()).height()
                under = line + badge.height() + 3 * BADGE_GAP
        if columns.minimumHeight() != under:
            columns.setMinimumHeight(under)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fit_font():
            self._limit_width()  # the widths from the new font
        else:
            self._fit_row_names()
            self._fit_columns()
        self._refresh_headers()  # the columns have their width now: the names follow it

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._refresh_headers()

    def _limit_width(self) -> None:
        """Row names as wide in every language; no wider than COLUMN_MAX_WIDTH per player."""
        self._fit_font()
        font = QFont(self.font())
        font.setBold(True)  # a hinted box's name and TOTAL are bold
        metrics = QFontMetrics(font)
        names = row_names_everywhere()
        line = _row_names_width(font)
        word = max(metrics.horizontalAdvance(w) for name in names for w in name.split())
        most = QFontMetrics(self.font()).averageCharWidth() * ROW_NAMES_MAX_CHARS + 2 * PADDING
        self._row_widths = (line, word + 2 * PADDING, most)
        # a row is never lower than its text and the margins the style draws it within:
        # with a large text the sheet scrolls instead
        rows = self.verticalHeader()
        rows.setMinimumSectionSize(max(ROW_MIN_HEIGHT, metrics.height() + label_margins(rows)))
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
        font.setPointSizeF(font.pointSizeF() / self.fit * 100 / text_scale())
        return self._widest(_row_names_width(font))

    # ----- every seat in sight ------------------------------------------------------------
    def _seats_room(self, font: QFont) -> int:
        """The width the row names and the players' columns share with the sheet in
        ``font``: the vertical scroll bar's kept free when the rows are too tall for the
        sheet (a large text)."""
        room = self.width() - 2 * self.frameWidth()
        return room - (self.verticalScrollBar().sizeHint().width() if self._scrolls(font) else 0)

    def _scrolls(self, font: QFont) -> bool:
        """The rows, as low as ``font`` lets them be, are too tall for the sheet."""
        return self._row_height(font) * self.rowCount() > self._rows_room(font)

    def _row_height(self, font: QFont) -> int:
        """A row's least height in ``font``: a line of bold text and the style's margins."""
        bold = QFont(font)
        bold.setBold(True)
        margins = label_margins(self.verticalHeader())
        return max(ROW_MIN_HEIGHT, QFontMetrics(bold).height() + margins)

    def _rows_room(self, font: QFont) -> int:
        """The height the rows share under the players' header at its tallest (a
        computer's badge under its name), in ``font``: the same in every language."""
        bold = QFont(font)
        bold.setBold(True)
        header = 3 * QFontMetrics(bold).height() + 3 * BADGE_GAP  # the badge: a line and more
        return self.height() - 2 * self.frameWidth() - header

    def _row_label_height(self, font: QFont) -> int:
        """The height a row's name is drawn in, the rows sharing the sheet's height."""
        rows = max(self._row_height(font), self._rows_room(font) // max(1, self.rowCount()))
        return rows - label_margins(self.verticalHeader())

    def _fit_floor(self) -> float:
        """The least share of its font the sheet takes: the system's size (at 100 % the
        sheet never shrinks)."""
        return min(1.0, 100 / text_scale())

    def _needed_width(self, font: QFont, whole_names: bool) -> int:
        """The least width of the row names (wrapped to their widest word; with
        ``whole_names``, on one line where wrapped a name would still be cut) and of every
        player's column, in ``font``."""
        bold = QFont(font)
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        words = (w for name in row_names_everywhere() for w in name.split())
        row_names = max(metrics.horizontalAdvance(w) for w in words) + 2 * PADDING
        if whole_names and self._cuts_a_name(row_names, font):
            row_names = _row_names_width(bold)
        return row_names + sum(self._column_wants(HEADER_MIN_FONT, font, everywhere=True))

    def _fit_font(self) -> bool:
        """The sheet's font as large as the text size wants while every seat's column
        is in sight, smaller by steps of FIT_STEP down to :meth:`_fit_floor` if need be;
        a sheet made smaller for its seats (or grown with the window past the text size)
        is made smaller still, down to the same floor (or the text size), to show every
        row's whole name. True when the font changed."""
        if not self.players or self.width() <= 0 or self.__dict__.get("_fitting"):
            return False
        full = QFont(self.font())
        full.setPointSizeF(self.font().pointSizeF() / self.fit)
        floor = self._fit_floor()
        seats = self._largest_share(full, floor, whole_names=False)
        fit = floor if seats is None else seats
        names_floor = floor if fit < 1 else max(floor, min(1.0, 1 / self.scale))
        names = self._largest_share(full, names_floor, whole_names=True)
        fit = min(fit, names) if names is not None else fit
        if abs(fit - self.fit) < 1e-6:
            return False
        self.fit = fit
        self.__dict__["_fitting"] = True  # the new font's own layout does not fit again
        try:
            self.setFont(_sized(full, fit))
            self._font_changed()
        finally:
            self.__dict__["_fitting"] = False
        return True

    def _largest_share(self, full: QFont, floor: float, whole_names: bool) -> float | None:
        """The largest share of ``full`` (by steps of FIT_STEP, not below ``floor``) at
        which the sheet shows every seat (and ``whole_names``); None if none does."""
        fit = 1.0
        while fit >= floor - 1e-9:
            font = _sized(full, fit)
            room = self._seats_room(font)
            if fit > self.fit + 1e-6:  # larger than now: only with room to spare, so that
                room -= round(room * FIT_STEP)  # the width the new font gives cannot undo it
            if self._needed_width(font, whole_names) <= room:
                return fit
            fit -= FIT_STEP
        return None

    def _font_changed(self) -> None:
        """The sheet's font changed: its labels follow (the score sheet's cells too)."""

    def _fit_row_names(self) -> None:
        """The row names' width, from the sheet's width and the text size only (never
        the language): every name on one line when the columns keep the room their names
        want; else narrower, down to the widest word (the names wrap or are cut between
        words); when the columns scroll anyway, the names keep most of their room (by the
        text size, never by the window, which a language switch may change)."""
        line, word, most = self._row_widths
        room = self._seats_room(self.font())
        wanted = self.columnCount() * max(self._column_wants(1.0, everywhere=True), default=0)
        if line + wanted <= room:
            width = line
        elif word + (least := sum(self._column_wants(HEADER_MIN_FONT, everywhere=True))) <= room:
            width = max(word, room - wanted)  # the columns have (nearly) their room
            if self._cuts_a_name(width):  # a name before a header's larger font
                width = max(width, min(line, room - least))
        else:
            width = min(line, max(word, most))
        header = self.verticalHeader()
        if header.width() != width or header.minimumWidth() != width:
            header.setFixedWidth(width)

    def _cuts_a_name(self, width: int, font: QFont | None = None) -> bool:
        """Some row name, in some language, would be cut (not only wrapped) in a column
        ``width`` wide, in ``font`` (the sheet's), the rows sharing the sheet's height."""
        header = self.verticalHeader()
        if not isinstance(header, RowNamesHeader) or not self.rowCount():
            return False
        font = QFont(font or self.font())
        height = self._row_label_height(font)
        font.setBold(True)  # TOTAL's and a hinted box's name
        names = row_names_everywhere()
        shown = (shown_name(name, font, width - 2 * PADDING, height)[1] for name in names)
        return any(is_cut(text, name) for text, name in zip(shown, names, strict=True))

    def _fit_columns(self) -> None:
        """Equal columns while every name's first word shows at HEADER_READABLE_FONT; else
        the columns of the longer names as wide as they need, the others equal
        (:func:`~dicegame.games.penta.ui.sheet.sheet_columns.share_width`; the same at every
        turn)."""
        header = self.horizontalHeader()
        bar = self.verticalScrollBar()
        room = self.width() - 2 * self.frameWidth() - self.verticalHeader().width()
        room -= bar.sizeHint().width() if bar.isVisible() else 0
        wants = self._column_wants(HEADER_READABLE_FONT)
        if sum(wants) > room:  # the names in a smaller font: every column in sight
            wants = self._column_wants(HEADER_MIN_FONT)
        widths = share_width(wants, room)
        narrowest = min(widths) if widths else 0
        for column, want in enumerate(wants):
            wide = widths is not None and widths[column] == want and want > narrowest
            mode = QHeaderView.ResizeMode.Fixed if wide else QHeaderView.ResizeMode.Stretch
            if header.sectionResizeMode(column) != mode:
                header.setSectionResizeMode(column, mode)
            if wide and header.sectionSize(column) != want:
                header.resizeSection(column, want)

    def _column_max_width(self) -> int:
        """A player's column at most, at the window's scale and the text size."""
        return round(COLUMN_MAX_WIDTH * self.scale * text_scale() / 100)

    def _column_wants(
        self, factor: float, font: QFont | None = None, everywhere: bool = False
    ) -> list[int]:
        """Each player's column's want: its name's first word in bold at ``factor`` of
        ``font`` (the sheet's), at least its scores' width, at most the column's most.
        ``everywhere``: the computer's default name in the language that makes it widest
        (the row names' width and the sheet's text never change with the language)."""
        font = QFont(font or self.font())
        font.setBold(True)  # any column may be the current player's
        least = self._column_min_width(font)
        most = self._column_max_width()
        names = [_names(p) if everywhere else [player_name(p)] for p in self.players]
        wants = [max(first_word_width(n, font, factor) for n in shown) for shown in names]
        return [min(most, max(least, want)) for want in wants]

    def _column_min_width(self, font: QFont | None = None) -> int:
        """A column's least width: its widest score (a total in bold, a bit larger; the
        upper sum on its way to the bonus), and COLUMN_MIN_WIDTH at the least (less with
        the sheet's text made smaller to show every seat)."""
        bold = QFont(font or self.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.1)
        plain = QFont(font or self.font())
        plain.setBold(False)
        widest = max(
            QFontMetrics(bold).horizontalAdvance(format_number(WIDEST_SCORE)),
            QFontMetrics(plain).horizontalAdvance(WIDEST_BONUS_TO_GO),
        )
        share = plain.pointSizeF() * self.fit / self.font().pointSizeF()
        least = round(COLUMN_MIN_WIDTH * min(1.0, share))  # a smaller sheet text: narrower
        return min(max(least, widest + HEADER_PADDING), self._column_max_width())


def _names(player: Player) -> list[str]:
    """The names ``player``'s header may show: the computer's default name in every
    language (its column is as wide in each: nothing moves on a language switch)."""
    if is_default_computer(player):
        return names_in_every_language("Player", ["Computer"])
    return [player_name(player)]


def _sized(font: QFont, share: float) -> QFont:
    """``font`` at ``share`` of its size."""
    sized = QFont(font)
    sized.setPointSizeF(font.pointSizeF() * share)
    return sized
