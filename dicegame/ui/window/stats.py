"""Game ▸ Statistics: high scores, per-player statistics and a score-history chart.

A tab per game (every game of :mod:`dicegame.ui.games`, whose descriptor adds its own
columns). Each tab has the top-10 table, the players' statistics and a chart of
one player's scores game after game (drawn with QPainter: QtCharts is not part of
PySide6-Essentials). The data comes from :class:`dicegame.core.records.Records`;
:meth:`StatisticsDialog.set_records` refreshes it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QDate, QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dicegame.core.common import Player
from dicegame.core.records import HistoryPoint, PlayerStats, Records
from dicegame.core.setup import DEFAULT_KIND
from dicegame.i18n import format_number
from dicegame.ui.games import ui_game, ui_kinds
from dicegame.ui.style.object_names import named
from dicegame.ui.style.theme import current_theme
from dicegame.ui.voice.words import counted, day_text, plain_labels, player_name
from dicegame.ui.window.geometry import fit_dialog

__all__ = ["StatisticsDialog", "GameStatsPage", "ScoreChart", "average_text", "nice_ticks"]

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round axis values (steps of 1, 2 or 5 × 10ⁿ) covering ``low``..``high``."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    first = math.floor(low / step) * step
    ticks = []
    value = first
    while value < high + step * 0.999:
        ticks.append(value)
        value += step
    return ticks


def format_date(text: str) -> str:
    """The day of an ISO date (or date-time) of the records, in the locale's short format."""
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return text
    return day_text(QDate(when.year, when.month, when.day))


def average_text(value: float, decimals: int) -> str:
    """An average as the statistics show it: with ``decimals`` (a game's averages of a
    few hundred points), or whole points in the player's number format."""
    if decimals:
        return QLocale().toString(value, "f", decimals)
    return format_number(round(value))


def _number_item(text: str, value: float) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setData(Qt.ItemDataRole.UserRole, value)
    item.setTextAlignment(_RIGHT)
    return item


def _make_table(parent: QWidget, name: str) -> QTableWidget:
    table = QTableWidget(parent)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def _stretch_column(table: QTableWidget, column: int) -> None:
    """Let the name column take the spare width; numbers keep their natural width."""
    table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)


class ScoreChart(QWidget):
    """A line chart of one player's scores, oldest game on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[HistoryPoint] = []
        self.player = ""
        self.setMinimumSize(320, 200)
        self._retranslate()

    def sizeHint(self) -> QSize:
        return QSize(460, 260)

    def set_history(self, player: str, points: Sequence[HistoryPoint]) -> None:
        self.player = player
        self.points = list(points)
        self._retranslate()
        self.update()

    def _retranslate(self) -> None:
        if self.player:
            name = self.tr("Score history of %1").replace("%1", self.player)
        else:
            name = self.tr("Score history")
        self.setAccessibleName(name)
        self.setToolTip(self._summary())

    def _summary(self) -> str:
        if not self.points:
            return self.tr("No games yet")
        last, games = self.points[-1], len(self.points)
        return (
            counted(self.tr("%1 game(s); last: %2 on %3", "", games), games)
            .replace("%1", format_number(games))
            .replace("%2", format_number(last.score))
            .replace("%3", format_date(last.date))
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.update()
        super().changeEvent(event)

    # ----- drawing -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        if not self.points:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No games yet"))
            return
        scores = [point.score for point in self.points]
        ticks = nice_ticks(min(0, *scores), max(scores))
        plot = self._plot_area(painter, ticks)
        self._draw_grid(painter, plot, ticks)
        self._draw_line(painter, plot, ticks, scores)

    def _plot_area(self, painter: QPainter, ticks: list[float]) -> QRectF:
        metrics = painter.fontMetrics()
        label_width = max(metrics.horizontalAdvance(format_number(int(t))) for t in ticks)
        height = metrics.height()
        return QRectF(
            label_width + 14, height, self.width() - label_width - 24, self.height() - 2.6 * height
        )

    def _y(self, plot: QRectF, ticks: list[float], value: float) -> float:
        span = ticks[-1] - ticks[0] or 1
        return plot.bottom() - (value - ticks[0]) / span * plot.height()

    def _x(self, plot: QRectF, index: int) -> float:
        count = len(self.points)
        if count == 1:
            return plot.center().x()
        return plot.left() + index / (count - 1) * plot.width()

    def _draw_grid(self, painter: QPainter, plot: QRectF, ticks: list[float]) -> None:
        palette = self.palette()
        text_color = palette.color(QPalette.ColorRole.Text)
        grid = QColor(text_color)
        grid.setAlpha(40)
        metrics = painter.fontMetrics()
        for tick in ticks:
            y = self._y(plot, ticks, tick)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text_color)
            label = QRectF(0, y - metrics.height() / 2, plot.left() - 8, metrics.height())
            painter.drawText(label, _RIGHT, format_number(int(tick)))
        count = len(self.points)
        step = max(1, math.ceil(count / 8))
        for index in range(0, count, step):
            x = self._x(plot, index)
            box = QRectF(x - 30, plot.bottom() + 4, 60, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignHCenter, format_number(index + 1))

    def _draw_line(self, painter: QPainter, plot: QRectF, ticks: list[float], scores) -> None:
        color = current_theme().chart_line
        points = [QPointF(self._x(plot, i), self._y(plot, ticks, s)) for i, s in enumerate(scores)]
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        painter.setPen(QPen(color, 2.2))
        painter.drawPath(path)
        painter.setBrush(color)
        radius = 3.5 if len(points) <= 60 else 2.0
        for point in points:
            painter.drawEllipse(point, radius, radius)


def latest_player(stats: Sequence[PlayerStats]) -> PlayerStats:
    """The human whose last game is the most recent (the computer only if alone)."""

    def last_played(entry: PlayerStats) -> tuple[bool, str, int]:
        last = entry.history[-1].date if entry.history else ""
        return (not entry.computer, last, entry.games)

    return max(stats, key=last_played)


class GameStatsPage(QWidget):
    """One game's tab: high scores, players, and the chart of the chosen player."""

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.game_ui = ui_game(kind)
        prefix = kind
        self.setObjectName(f"{prefix}StatsPage")
        self.records = Records()
        self.stats: Sequence[PlayerStats] = []
        self.high_label = named(QLabel(self), f"{prefix}HighScoresLabel")
        self.high_scores = _make_table(self, f"{prefix}HighScores")
        self.players_label = named(QLabel(self), f"{prefix}PlayersLabel")
        self.players = _make_table(self, f"{prefix}PlayerStats")
        self.players.setSortingEnabled(True)
        self.chart_label = named(QLabel(self), f"{prefix}ChartLabel")
        self.chooser = named(QComboBox(self), f"{prefix}ChartPlayer")
        self.chart = ScoreChart(self)
        self.chart.setObjectName(f"{prefix}ScoreChart")
        for label, buddy in (
            (self.high_label, self.high_scores),
            (self.players_label, self.players),
        ):
            label.setBuddy(buddy)
        self.chart_label.setBuddy(self.chooser)
        self.chooser.currentIndexChanged.connect(self._show_chosen)
        self.players.itemSelectionChanged.connect(self._choose_selected_row)
        self._lay_out()

    def _lay_out(self) -> None:
        chart_head = QHBoxLayout()
        chart_head.addWidget(self.chart_label)
        chart_head.addWidget(self.chooser, 1)
        grid = QGridLayout(self)
        grid.addWidget(self.high_label, 0, 0)
        grid.addWidget(self.high_scores, 1, 0)
        grid.addLayout(chart_head, 0, 1)
        grid.addWidget(self.chart, 1, 1)
        grid.addWidget(self.players_label, 2, 0, 1, 2)
        grid.addWidget(self.players, 3, 0, 1, 2)
        grid.setColumnStretch(0, 2)
        grid.setColumnStretch(1, 3)
        grid.setRowStretch(1, 3)
        grid.setRowStretch(3, 2)

    # ----- data ----------------------------------------------------------------------------
    def set_records(self, records: Records) -> None:
        self.records = records
        self.stats = records.players(self.kind)
        self.refresh()

    def refresh(self) -> None:
        """Rewrite every text (after new records or a language change)."""
        self._retranslate_labels()
        self._fill_high_scores()
        self._fill_players()
        self._fill_chooser()

    def _name_item(self, name: str, computer: bool) -> QTableWidgetItem:
        """A player's name; the computer seat in italics, said so in the tooltip."""
        item = QTableWidgetItem(player_name(Player(name, computer)))
        if computer:
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
            item.setToolTip(self.tr("Computer player"))
        return item

    def _fill_high_scores(self) -> None:
        table = self.high_scores
        table.setColumnCount(4)
        table.setHorizontalHeaderLabels(["#", self.tr("Player"), self.tr("Score"), self.tr("Date")])
        entries = self.records.high_scores(self.kind)
        table.setRowCount(len(entries))
        for row, entry in enumerate(entries):
            table.setItem(row, 0, _number_item(format_number(row + 1), row + 1))
            table.setItem(row, 1, self._name_item(entry.name, entry.computer))
            table.setItem(row, 2, _number_item(format_number(entry.score), entry.score))
            table.setItem(row, 3, QTableWidgetItem(format_date(entry.date)))
        _stretch_column(table, 1)
        table.setAccessibleName(self.tr("High scores"))

    def _columns(self) -> list[str]:
        common = [self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Average")]
        return [*common, self.tr("Best"), *self.game_ui.stats_columns()]

    def _average_item(self, value: float) -> QTableWidgetItem:
        """With the game's decimals (Penta's one; Farkle's are in the thousands: none)."""
        return _number_item(average_text(value, self.game_ui.average_decimals), value)

    def _row(self, stats: PlayerStats) -> list[QTableWidgetItem]:
        cells = [
            self._name_item(stats.name, stats.computer),
            _number_item(format_number(stats.games), stats.games),
            _number_item(format_number(stats.wins), stats.wins),
            self._average_item(stats.average),
            _number_item(format_number(stats.best), stats.best),
        ]
        cells += [_number_item(text, value) for text, value in self.game_ui.stats_cells(stats)]
        cells[0].setData(Qt.ItemDataRole.UserRole, stats.key)
        return cells

    def _fill_players(self) -> None:
        table = self.players
        table.setSortingEnabled(False)
        columns = self._columns()
        table.setColumnCount(len(columns))
        table.setHorizontalHeaderLabels(columns)
        table.setRowCount(len(self.stats))
        for row, stats in enumerate(self.stats):
            for column, item in enumerate(self._row(stats)):
                table.setItem(row, column, item)
        table.setSortingEnabled(True)
        _stretch_column(table, 0)
        table.setAccessibleName(self.tr("Player statistics"))

    def _fill_chooser(self) -> None:
        chosen = self.chooser.currentData()
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for stats in self.stats:
            self.chooser.addItem(player_name(Player(stats.name, stats.computer)), stats.key)
        index = self.chooser.findData(chosen) if chosen is not None else -1
        if index < 0 and self.stats:  # start with the human who played last
            index = self.chooser.findData(latest_player(self.stats).key)
        self.chooser.setCurrentIndex(index)
        self.chooser.blockSignals(False)
        self._show_chosen()

    def choose_player(self, key: str) -> None:
        """Show the chart of the player with this key (see ``records.name_key``)."""
        index = self.chooser.findData(key)
        if index >= 0:
            self.chooser.setCurrentIndex(index)

    def _choose_selected_row(self) -> None:
        rows = self.players.selectionModel().selectedRows()
        if rows:
            item = self.players.item(rows[0].row(), 0)
            if item is not None:
                self.choose_player(item.data(Qt.ItemDataRole.UserRole))

    def _show_chosen(self) -> None:
        key = self.chooser.currentData()
        stats = next((s for s in self.stats if s.key == key), None)
        if stats is None:
            self.chart.set_history("", [])
        else:
            self.chart.set_history(self.chooser.currentText(), stats.history)

    # ----- language ------------------------------------------------------------------------
    def _retranslate_labels(self) -> None:
        self.high_label.setText(self.tr("&High scores"))
        self.players_label.setText(self.tr("&Players"))
        self.chart_label.setText(self.tr("S&core history of"))
        self.chooser.setAccessibleName(self.tr("Player shown in the chart"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()  # numbers and dates follow the new locale too
        super().changeEvent(event)


class StatisticsDialog(QDialog):
    """A tab per game with its high scores, player statistics and score chart."""

    def __init__(
        self,
        records: Records,
        parent: QWidget | None = None,
        kind: str = DEFAULT_KIND,
        player: str | None = None,
    ) -> None:
        """``player``: the key (``records.name_key``) of the player whose chart opens."""
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # each opening makes a new one
        self.tabs = named(QTabWidget(self), "statisticsTabs")
        self.pages = {game: GameStatsPage(game, self) for game in ui_kinds()}
        for page in self.pages.values():
            self.tabs.addTab(page, "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.setObjectName("statisticsButtons")
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        fit_dialog(self, QSize(920, 660))
        self.set_records(records)
        if player is not None:
            for page in self.pages.values():
                page.choose_player(player)
        self.show_game(kind)
        self._retranslate()
        plain_labels(self)  # player names are never read as HTML

    def set_records(self, records: Records) -> None:
        for page in self.pages.values():
            page.set_records(records)

    def show_game(self, kind: str) -> None:
        self.tabs.setCurrentWidget(self.pages[kind])

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.tabs.setAccessibleName(self.tr("Statistics"))
        for index, page in enumerate(self.pages.values()):
            self.tabs.setTabText(index, page.game_ui.title())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
