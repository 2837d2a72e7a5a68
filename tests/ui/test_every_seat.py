"""Every seat in sight at 200 % (issue 36 item 4, the lead's screenshot sweep): Penta with
seven seats at Game ▸ Text size 200 % showed one column of its score sheet on a 1024×600
screen and four on 1920×1080, the rest behind a sideways scroll bar. Every column is in
sight now, its scores and its player's first name whole: the columns are as wide as their
scores and names need (a long name does not widen the others), and where even that does
not fit beside whole row names, the sheet's text is smaller, never below the system's
size. Farkle's seat playing keeps its turn's points apart from its total."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from test_text_fits import LANGUAGES, SEVEN, open_board, relaid, settle

from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.ui.style.text_size import apply_text_scale

pytestmark = pytest.mark.window

FULL_HD = (1904, 1036)  # 1920×1080 less a taskbar and a frame
NETBOOK_600 = (1024, 560)


@pytest.fixture
def text_size() -> Iterator[object]:
    """Game ▸ Text size for one test; 100 % again afterwards (the font is shared)."""
    yield apply_text_scale
    apply_text_scale(100)


def cell_faults(sheet) -> list[str]:
    """Scores wider than their column."""
    header = sheet.horizontalHeader()
    faults = []
    for row in range(sheet.rowCount()):
        for column in range(sheet.columnCount()):
            item = sheet.item(row, column)
            needed = QFontMetrics(item.font()).horizontalAdvance(item.text()) + 4
            if item.text() and needed > header.sectionSize(column):
                faults.append(f"{item.text()!r} needs {needed} > {header.sectionSize(column)}")
    return faults


def every_column_in_sight(sheet) -> bool:
    header = sheet.horizontalHeader()
    needed = sum(header.sectionSize(column) for column in range(sheet.columnCount()))
    return needed <= sheet.viewport().width() and sheet.horizontalScrollBar().maximum() == 0


def layout_of(sheet) -> tuple[object, ...]:
    """The row names' width, the columns' widths and the room they share."""
    header = sheet.horizontalHeader()
    columns = [header.sectionSize(column) for column in range(sheet.columnCount())]
    return sheet.verticalHeader().width(), columns, sheet.viewport().width()


@pytest.mark.parametrize(
    ("size", "fresh"),
    [(NETBOOK_600, "pt_PT"), (FULL_HD, "ro")],
    ids=["1024x600", "1920x1080"],
)
def test_at_200_percent_every_seat_s_column_is_in_sight(
    qtbot, languages, text_size, size, fresh
) -> None:
    """One window per screen, laid out at a larger size first (as the window a player
    makes smaller), then re-laid in each language."""
    relaid(languages, text_size, fresh, 200)
    window = open_board(qtbot, PENTA, SEVEN, size=(1366, 728))
    window.resize(*size)
    settle()
    view = window.view
    sheet = view.sheet
    text = QApplication.font().pointSizeF()
    for language in LANGUAGES:
        relaid(languages, text_size, language, 200)
        sheet.update_state(view.game.sheets, 6, None, None, interactive=False)
        settle()
        assert every_column_in_sight(sheet), (language, layout_of(sheet))
        assert cell_faults(sheet) == [], language
        assert sheet.font().pointSizeF() >= text / 2 - 0.01, language  # the system's size
        for column in range(sheet.columnCount()):
            item = sheet.horizontalHeaderItem(column)
            first_word = item.toolTip().split()[0]
            assert item.text() in (first_word, first_word + "…", item.toolTip()), language
            width = QFontMetrics(item.font()).horizontalAdvance(item.text())
            assert width <= sheet.horizontalHeader().sectionSize(column), (item.text(), language)
        names = sheet.verticalHeader()  # every row's name whole, on one line or two
        for row in range(sheet.rowCount()):
            whole = sheet.verticalHeaderItem(row).text()
            assert names.shown_text(row).replace("\n", " ") == whole, language


def test_the_sheet_takes_its_whole_text_size_again_where_there_is_room(
    qtbot, languages, text_size
) -> None:
    """The smaller text is for a window too small for every seat: a larger window gives
    the sheet at least the whole text size back."""
    relaid(languages, text_size, "en", 200)
    window = open_board(qtbot, PENTA, SEVEN, size=NETBOOK_600)
    sheet = window.view.sheet
    small = sheet.font().pointSizeF()
    assert small < QApplication.font().pointSizeF()  # seven seats on a netbook at 200 %
    window.resize(*FULL_HD)
    settle()
    assert sheet.font().pointSizeF() > small
    assert sheet.font().pointSizeF() >= QApplication.font().pointSizeF()
    assert every_column_in_sight(sheet)


# ----- Farkle: the seat playing at 200 % --------------------------------------------------------
def text_gap(row) -> int:
    """The pixels between the end of the turn's points and the start of the total."""
    turn, total = row.turn, row.total
    turn_end = turn.x() + turn.contentsRect().x()
    turn_end += turn.fontMetrics().horizontalAdvance(turn.text())
    total_start = total.x() + total.contentsRect().right() + 1
    total_start -= total.fontMetrics().horizontalAdvance(total.text())
    return total_start - turn_end


@pytest.mark.parametrize("language", ["pt_PT", "ro"])
def test_farkle_s_turn_points_and_total_read_as_two_numbers(
    qtbot, languages, text_size, language
) -> None:
    """«+1 000 0» read as one number: a wide letter's room lies between the turn's points
    and the total, at every text size."""
    relaid(languages, text_size, language, 200)
    window = open_board(qtbot, FARKLE, SEVEN)
    for percent in (200, 100):
        relaid(languages, text_size, language, percent)
        row = window.view.score_board.current_row()
        assert row.turn.isVisible() and row.turn.text() and row.total.text() == "0"
        em = row.total.fontMetrics().horizontalAdvance("M")
        assert text_gap(row) >= em, (percent, text_gap(row), em)


def test_the_dice_s_column_is_as_wide_as_a_fresh_window_s_after_a_larger_one(
    qtbot, languages, text_size
) -> None:
    """The buttons' one row of a larger window kept the dice's column that wide when the
    window became smaller: the seven-seat sheet lost to it the room of its columns."""
    relaid(languages, text_size, "pt_PT", 200)
    window = open_board(qtbot, PENTA, SEVEN, size=NETBOOK_600)
    column = window.view.left_scroll
    fresh = column.width()
    window.resize(1366, 728)
    settle()
    window.resize(*NETBOOK_600)
    settle()
    assert column.width() == fresh
