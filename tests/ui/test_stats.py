"""The Statistics window: tables, the score chart, choosing a player, retranslation."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QPalette
from support.games import finished_penta

from dicegame.core.common import Player
from dicegame.core.records import Records, name_key
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.rules import FarkleGame
from dicegame.games.farkle.core.stats import FarkleTurnStats
from dicegame.games.penta.core import PENTA
from dicegame.i18n import format_number
from dicegame.ui.window.stats import ScoreChart, StatisticsDialog, nice_ticks

DAY = date(2025, 1, 3)


def finished_farkle(totals: list[int]) -> FarkleGame:
    game = FarkleGame(["Ana", "Ion"], target=5000)
    game.totals, game.turn_number, game.final_trigger, game.is_over = totals, 21, 0, True
    return game


@pytest.fixture
def records() -> Records:
    result = Records()
    for index in range(12):
        players = ["Ana", "Rui", Player("Computer", is_computer=True)] if index % 2 else ["ana"]
        result.record_game(PENTA, finished_penta(players, index), DAY + timedelta(days=index))
    result.record_game(FARKLE, finished_farkle([5200, 3100]), DAY, FarkleTurnStats([3, 4], [1, 0]))
    return result


@pytest.fixture
def dialog(qtbot, records: Records) -> StatisticsDialog:
    window = StatisticsDialog(records)
    qtbot.addWidget(window)
    window.show()
    return window


def test_high_score_tables(dialog: StatisticsDialog, records: Records) -> None:
    assert dialog.objectName() == "statisticsDialog"
    table = dialog.findChild(type(dialog.pages[PENTA].high_scores), "pentaHighScores")
    best = records.high_scores(PENTA)
    assert table.rowCount() == 10
    assert [table.item(r, 2).text() for r in range(10)] == [format_number(e.score) for e in best]
    computer_rows = [r for r in range(10) if best[r].computer]
    for row in computer_rows:
        assert table.item(row, 1).font().italic()
    farkle = dialog.pages[FARKLE].high_scores
    assert [farkle.item(r, 1).text() for r in range(2)] == ["Ana", "Ion"]
    assert farkle.item(0, 2).text() == format_number(5200)


def test_player_statistics_tables(dialog: StatisticsDialog) -> None:
    penta = dialog.pages[PENTA].players
    headers = [penta.horizontalHeaderItem(c).text() for c in range(penta.columnCount())]
    assert headers == ["Player", "Games", "Wins", "Average", "Best", "Pentas", "Upper bonus"]
    names = sorted(penta.item(r, 0).text() for r in range(penta.rowCount()))
    assert names == ["Ana", "Computer", "Rui"]
    farkle = dialog.pages[FARKLE].players
    assert farkle.columnCount() == 8
    row = [farkle.item(0, c).text() for c in range(8)]
    assert row[0] == "Ana" and row[1:3] == ["1", "1"]
    assert row[5] == format_number(5200 // 10)  # 20 turns done: 10 each
    assert row[6:] == ["3", "1"]


def test_chart_follows_the_chosen_player(dialog: StatisticsDialog, records: Records) -> None:
    page = dialog.pages[PENTA]
    assert page.chart.player == "Ana"  # the player with most games comes first
    assert len(page.chart.points) == 12
    rows = {page.players.item(r, 0).text(): r for r in range(page.players.rowCount())}
    page.players.selectRow(rows["Rui"])
    assert page.chart.player == "Rui"
    assert page.chooser.currentText() == "Rui"
    rui = records.player(PENTA, "rui")
    assert [p.score for p in page.chart.points] == [p.score for p in rui.history]
    assert page.chart.accessibleName() == "Score history of Rui"
    page.choose_player(name_key("Computer", is_computer=True))
    assert page.chart.player == "Computer"


def highlight_pixels(chart: ScoreChart) -> int:
    image = chart.grab().toImage()
    color = chart.palette().color(QPalette.ColorRole.Highlight).rgb()
    return sum(
        image.pixel(x, y) == color
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    )


def test_chart_draws_the_history_and_an_empty_state(qtbot, records: Records) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(400, 240)
    assert highlight_pixels(chart) == 0
    assert chart.toolTip() == "No games yet"
    chart.set_history("Ana", records.player(PENTA, "ana").history)
    assert highlight_pixels(chart) > 100
    assert chart.toolTip().startswith("12 games; last:")
    chart.set_history("Solo", records.player(PENTA, "ana").history[:1])
    assert highlight_pixels(chart) > 5


def test_set_records_refreshes(dialog: StatisticsDialog) -> None:
    dialog.set_records(Records())
    page = dialog.pages[PENTA]
    assert page.high_scores.rowCount() == 0 and page.players.rowCount() == 0
    assert page.chart.points == [] and page.chooser.count() == 0


class ShoutingTranslator(QTranslator):
    """A catalog that 'translates' every string to upper case."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return source.upper() if source else source

    def isEmpty(self) -> bool:
        return False


def test_language_change_retranslates_everything(dialog: StatisticsDialog, qtbot) -> None:
    translator = ShoutingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "STATISTICS")
        page = dialog.pages[FARKLE]
        assert dialog.tabs.tabText(1) == "FARKLE"
        assert page.players.horizontalHeaderItem(7).text() == "HOT DICE"
        assert page.high_label.text() == "&HIGH SCORES"
        assert page.chart.accessibleName() == "SCORE HISTORY OF %1".replace("%1", "Ana")
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistics")


def test_nice_ticks() -> None:
    assert nice_ticks(0, 163) == [0, 50, 100, 150, 200]
    assert nice_ticks(0, 6250) == [0, 2000, 4000, 6000, 8000]
    flat = nice_ticks(5, 5)
    assert flat[0] <= 5 < flat[-1]


@pytest.mark.parametrize(
    ("code", "day"),
    [("en", "1/3/2025"), ("pt_PT", "03/01/2025"), ("pt_BR", "03/01/2025"), ("ro", "03.01.2025")],
)
def test_the_record_dates_have_four_digit_years(qtbot, languages, records, code, day) -> None:
    """Review D7: pt_PT's short format alone wrote "03/01/25"; a record is read years later."""
    languages.set_language(code)
    window = StatisticsDialog(records)
    qtbot.addWidget(window)
    farkle = window.pages[FARKLE].high_scores
    assert farkle.item(0, 3).text() == day
