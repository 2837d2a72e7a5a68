"""The score sheet's geometry: the row names' column, the players' columns and the
sheet's most width, and each player's name in its column's header.

The row names' column is as wide in every language (:mod:`dicegame.games.penta.ui.row_names`), so
nothing jumps when the language changes; the columns share the rest
(:mod:`dicegame.games.penta.ui.sheet_columns`). :class:`SheetLayout` is the table these live in; the
score sheet (:class:`~dicegame.games.penta.ui.scoresheet.ScoreSheet`) fills its cells.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget, QTableWidgetItem

from dicegame.core.common import Player
from dicegame.games.penta.ui.row_names import PADDING, label_margins
from dicegame.games.penta.ui.sheet_columns import (
    COLUMN_MAX_WIDTH,
    COLUMN_MIN_WIDTH,
    HEADER_MIN_FONT,
    HEADER_PADDING,
    HEADER_READABLE_FONT,
    first_word_width,
    header_text,
    share_width,
)
from dicegame.games.penta.ui.sheet_rows import row_names_everywhere
from dicegame.ui.board.computer_badge import computer_badge, word_badge
from dicegame.ui.style.text_size import scaled, text_scale
from dicegame.ui.style.theme import current_theme
from dicegame.ui.voice.words import elide_name, is_default_computer, plain_tip, player_name

__all__ = ["ROW_MIN_HEIGHT", "ROW_NAMES_MAX_CHARS", "SheetLayout"]

ROW_MIN_HEIGHT = 20  # 18 rows and the header fit a 1000×540 window
BADGE_GAP = 4  # between a computer's name and its badge
ROW_NAMES_MAX_CHARS = 20  # average characters: the row names' most when the columns scroll


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
        self._fit_row_names()
        self._fit_columns()
        self._refresh_headers()  # the columns have their width now: the names follow it

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
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
        least = self._column_min_width()
        wanted = self.columnCount() * max(self._column_wanted_width(), least)
        if line + wanted <= room:
            width = line
        elif word + self.columnCount() * least <= room:
            width = max(word, room - wanted)  # the columns have (nearly) their room
        else:
            width = min(line, max(word, most))
        header = self.verticalHeader()
        if header.width() != width or header.minimumWidth() != width:
            header.setFixedWidth(width)

    def _fit_columns(self) -> None:
        """Equal columns while every name's first word shows at HEADER_READABLE_FONT; else
        the columns of the longer names as wide as they need, the others equal
        (:func:`~dicegame.games.penta.ui.sheet_columns.share_width`; the same at every turn)."""
        header = self.horizontalHeader()
        font = QFont(self.font())
        font.setBold(True)  # any column may be the current player's
        most = self._column_max_width()
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

    def _column_max_width(self) -> int:
        """A player's column at most, at the window's scale and the text size."""
        return round(COLUMN_MAX_WIDTH * self.scale * text_scale() / 100)

    def _widest_first_word(self) -> int:
        """The widest first word of the players' names, in bold at the sheet's font (a
        name is cut only between words)."""
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        words = [elide_name(player_name(p), metrics, 0, whole_words=True) for p in self.players]
        return max((metrics.horizontalAdvance(word) for word in words), default=0)

    def _column_min_width(self) -> int:
        """Room for every name's first word in bold at the smallest font a header takes
        (the sheet scrolls sideways when the columns need more than the window has)."""
        widest = round(self._widest_first_word() * HEADER_MIN_FONT)
        wanted = max(scaled(COLUMN_MIN_WIDTH), widest + HEADER_PADDING)
        return min(wanted, self._column_max_width())

    def _column_wanted_width(self) -> int:
        """Room for every name's first word in bold at the sheet's full font."""
        return min(self._widest_first_word() + HEADER_PADDING, self._column_max_width())
