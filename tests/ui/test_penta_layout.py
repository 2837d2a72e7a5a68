"""Issue 11, Penta layout: everything fits a 1024×600 screen; nothing jumps.

Runs offscreen and under ``xvfb-run -s "-screen 0 1024x600x24"``."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.ui.sheet.sheet_rows import ROW_OF, SumRow
from dicegame.games.penta.ui.view import PentaView
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

SIX_AND_THE_COMPUTER = GameSetup(
    humans=("Ana", "Rui", "Maria Fernanda Albuquerq", "João", "Ioana", "Mihai")
)
TASKBAR = 40


def open_game(qtbot, size: tuple[int, int]) -> tuple[MainWindow, PentaView]:
    window = MainWindow(timing=Timing.fast(), rng_factory=lambda: random.Random(3))
    qtbot.addWidget(window)
    window.setMinimumSize(0, 0)  # the window's own minimum is the window engineer's
    window.resize(*size)
    window.show()
    view = window.start_game(SIX_AND_THE_COMPUTER)
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window, view


def inside(window: QWidget, widget: QWidget, rect: QRect | None = None) -> bool:
    rect = rect or widget.rect()
    top_left = widget.mapTo(window, rect.topLeft())
    bottom_right = widget.mapTo(window, rect.bottomRight())
    area = QRect(QPoint(0, 0), window.size())
    return widget.isVisible() and area.contains(top_left) and area.contains(bottom_right)


@pytest.mark.parametrize("size", [(1000, 540), (1024, 600 - TASKBAR)])
def test_everything_a_player_needs_fits_a_small_screen(qtbot, size) -> None:
    window, view = open_game(qtbot, size)
    assert window.size().toTuple() == size
    view.engine.roll()
    QApplication.processEvents()
    for name in ("rollButton", "validateButton", "hintButton", "diceTray"):
        assert inside(window, view.findChild(QWidget, name)), name
    for index in range(5):
        assert inside(window, view.tray.dice[index])
        assert view.tray.dice[index].width() >= 48
    table = view.sheet
    for row in (SumRow.TOTAL, *ROW_OF):
        rect = table.visualItemRect(table.cell_item(row, 6))
        assert inside(window, table.viewport(), rect), row
    assert table.cell_item(SumRow.TOTAL, 0).text() == "0"


def widths(view: PentaView) -> list[int]:
    header = view.sheet.horizontalHeader()
    return [header.sectionSize(column) for column in range(header.count())]


def geometry(view: PentaView) -> tuple:
    dice = tuple(die.size().toTuple() for die in view.tray.dice)
    return dice, tuple(widths(view)), view.sheet.geometry().getRect()


def test_columns_share_the_width_and_long_names_elide_at_a_word(qtbot) -> None:
    _window, view = open_game(qtbot, (1000, 540))
    sizes = widths(view)
    assert max(sizes) - min(sizes) <= 1
    header = view.sheet.horizontalHeaderItem(2)
    assert header.text() in ("Maria…", "Maria Fernanda…")
    assert header.toolTip() == "Maria Fernanda Albuquerq"


def test_nothing_jumps_on_a_language_switch_or_a_computer_turn(qtbot, languages) -> None:
    setup = GameSetup(humans=("Ana",), with_computer=True)
    window = MainWindow(timing=Timing.fast(), rng_factory=lambda: ScriptedRng([1, 2, 3, 4, 6]))
    qtbot.addWidget(window)
    window.setMinimumSize(0, 0)
    window.resize(1000, 540)
    window.show()
    view = window.start_game(setup)
    view.engine.set_computer_step_ms(60_000)
    QApplication.processEvents()
    before = geometry(view)
    for code in ("ro", "pt_BR", "en"):
        languages.set_language(code)
        QCoreApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
        QApplication.processEvents()
        assert geometry(view) == before, code
    view.engine.roll()
    view.engine.scoreBox(view.sheet.selectable_boxes()[-1])
    assert view.engine.is_computer_turn
    QApplication.processEvents()
    assert view.sheet.horizontalHeaderItem(1).font().bold()
    assert geometry(view) == before


def test_dice_and_sheet_grow_with_a_large_window(qtbot) -> None:
    sizes = {}
    for size in ((1000, 520), (1900, 1040)):
        view = PentaView(SIX_AND_THE_COMPUTER, timing=Timing.fast(), rng=random.Random(1))
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        QApplication.processEvents()
        sizes[size] = (view.tray.dice[0].height(), view.sheet.font().pointSizeF())
    (small_die, small_font), (large_die, large_font) = sizes.values()
    assert large_die >= 1.6 * small_die
    assert large_font >= 1.4 * small_font
