"""Issue 23 item 3, states as states: the chosen box is the sheet's accessible *selected*
cell (never "not selected … Selected"), the countdown's box says so, and the player's own
cell keeps the focus while the computer plays. Read through the accessibility tree, as a
screen reader reads it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from support.scripted import ScriptedRng
from test_penta_view import make_view, sheet

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import ManualClock, Timing
from dicegame.games.penta.core.rules import Box, PentaGame
from dicegame.games.penta.ui.sheet.scoresheet import ScoreSheet
from dicegame.games.penta.ui.sheet.sheet_rows import ROW_OF
from dicegame.games.penta.ui.view import PentaView

Role = QAccessible.Role


def cell(table: ScoreSheet, box: Box, seat: int):
    """The accessible cell of ``box`` in ``seat``'s column, as a screen reader finds it:
    the table's children are its headers and cells, row by row."""
    table.refresh_now()
    interface = QAccessible.queryAccessibleInterface(table)
    child = interface.child((ROW_OF[box] + 1) * (table.columnCount() + 1) + seat + 1)
    assert child.role() == Role.Cell
    return child


def selected_cells(table: ScoreSheet) -> list[str]:
    interface = QAccessible.queryAccessibleInterface(table)
    children = (interface.child(index) for index in range(interface.childCount()))
    return [
        child.text(QAccessible.Text.Name)
        for child in children
        if child.role() == Role.Cell and child.state().selected
    ]


def focused_sheet(qtbot, view: PentaView) -> ScoreSheet:
    with qtbot.waitActive(view):
        view.activateWindow()
    table = sheet(view)
    table.setFocus(Qt.FocusReason.TabFocusReason)
    return table


def test_the_chosen_box_is_the_selected_cell_and_nothing_says_not_selected(qtbot) -> None:
    view = make_view(qtbot, [1, 2, 3, 4, 6], humans=("Ana", "Bo"))
    table = focused_sheet(qtbot, view)
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert selected_cells(table) == []  # nothing chosen yet
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert view.engine.selected is Box.TWOS
    twos = cell(table, Box.TWOS, 0)
    assert twos.text(QAccessible.Text.Name) == "Twos, Ana: 2 if scored now"
    assert twos.state().selected and twos.state().focused
    assert "Selected" not in twos.text(QAccessible.Text.Description)
    assert selected_cells(table) == ["Twos, Ana: 2 if scored now"]
    aces = cell(table, Box.ONES, 0)
    assert not aces.state().selected and not aces.state().selectable  # no "not selected"
    qtbot.keyClick(table, Qt.Key.Key_Return)  # scored: nothing is selected any more
    assert selected_cells(table) == []


def test_the_selection_keeps_the_sheet_colours(qtbot) -> None:
    """The selection is for screen readers: the cell is drawn as it is unselected (its
    own background, not the palette's highlight)."""
    view = make_view(qtbot, [1, 2, 3, 4, 6])
    table = focused_sheet(qtbot, view)
    qtbot.keyClick(table, Qt.Key.Key_Space)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    table.refresh_now()
    index = table.model().index(ROW_OF[Box.ONES], 0)
    rect = table.visualRect(index)
    spot = (rect.left() + rect.width() // 5, rect.center().y())
    assert table.selectionModel().isSelected(index)
    selected = table.viewport().grab().toImage().pixelColor(*spot)
    table.selectionModel().clearSelection()
    unselected = table.viewport().grab().toImage().pixelColor(*spot)
    assert selected == unselected
    assert selected != table.palette().color(table.palette().ColorRole.Highlight)


def test_the_countdown_box_is_selected_and_says_when_it_is_scored(qtbot) -> None:
    clock = ManualClock()
    timing = replace(Timing.fast(), auto_score_ms=3000, countdown_tick_ms=1000, clock=clock)
    view = make_view(qtbot, [2, 2, 2, 5, 5] * 3, timing=timing)
    table = focused_sheet(qtbot, view)
    for _ in range(3):
        qtbot.keyClick(table, Qt.Key.Key_Space)
    box = view.engine.auto_score_box
    assert box is not None and view.engine.selected is None
    counting = cell(table, box, 0)
    assert counting.state().selected and counting.state().focused
    assert counting.text(QAccessible.Text.Description) == "Will be scored in 3 seconds"
    clock.advance(1000)
    qtbot.waitUntil(lambda: view.engine.countdown_left == 2)
    assert cell(table, box, 0).text(QAccessible.Text.Description) == ("Will be scored in 2 seconds")


@pytest.mark.parametrize("pause_ms", [0, 30])  # with the computer's pause card, or none
def test_the_player_keeps_the_focus_and_the_cell_while_the_computer_plays(
    qtbot, pause_ms: int
) -> None:
    setup = GameSetup(humans=("Ana",), with_computer=True)
    rng = ScriptedRng([1, 2, 2, 4, 6] + [5] * 5 + [3, 3, 3, 1, 2])
    timing = replace(Timing.fast(), computer_step_ms=5, undo_grace_ms=pause_ms)
    game = PentaGame(setup.players(), rng)
    view = PentaView(setup, timing=timing, rng=rng, game=game)
    view.hand_over.watch(view.engine)  # as the main window does
    qtbot.addWidget(view)
    view.show()
    table = focused_sheet(qtbot, view)
    columns: list[int] = []
    table.currentCellChanged.connect(lambda _row, column, *_: columns.append(column))
    chosen: list[tuple[int, object]] = []
    view.engine.boxSelected.connect(lambda box: chosen.append((view.game.current, box)))
    qtbot.keyClick(table, Qt.Key.Key_Space)
    qtbot.keyClick(table, Qt.Key.Key_Down)  # Aces
    qtbot.keyClick(table, Qt.Key.Key_Return)
    if pause_ms:
        qtbot.waitUntil(view.hand_over.computer_pending)  # the card has the keyboard
    qtbot.waitUntil(
        lambda: view.game.current == 0 and view.game.sheets[1].filled_count, timeout=5000
    )
    assert any(seat == 1 and box is not None for seat, box in chosen)  # the computer chose
    assert all(column == 0 for column in columns if column >= 0)  # never the computer's
    assert (table.currentRow(), table.currentColumn()) == (ROW_OF[Box.ONES], 0)
    assert QApplication.focusWidget() is table
    assert selected_cells(table) == []  # the computer's choice is not the player's
