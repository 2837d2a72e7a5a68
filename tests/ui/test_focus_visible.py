"""Visible focus (issue 23 item 4, review K4, WCAG 2.4.7): the board when the view itself
has the keyboard, the score sheet with no box selected, and a non-editable combo box show
a ring in the theme's focus colour, at 3:1 or more against what surrounds it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QComboBox, QWidget
from test_penta_view import button, make_view, sheet

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.ui.style.button_icons import DesktopButtonsStyle
from dicegame.ui.style.theme import contrast_ratio, current_theme, palette_named, theme_for


def close_to(color: QColor, wanted: QColor) -> bool:
    """The same colour, give or take the antialiasing of an edge."""
    return contrast_ratio(color, wanted) < 1.15


def edge(widget: QWidget) -> QColor:
    """The colour just inside the widget's left edge, half-way down."""
    return widget.grab().toImage().pixelColor(1, widget.height() // 2)


def activate(qtbot, widget: QWidget) -> None:
    widget.show()
    with qtbot.waitActive(widget):
        widget.activateWindow()


def test_the_board_shows_its_focus(qtbot) -> None:
    penta = make_view(qtbot, [1, 2, 3, 4, 6])
    farkle = FarkleView(GameSetup(FARKLE, humans=("Ana",)), timing=Timing.fast())
    qtbot.addWidget(farkle)
    for view, other in ((penta, button(penta, "rollButton")), (farkle, farkle.roll_button)):
        activate(qtbot, view)
        view.focus_board()
        assert view.hasFocus()
        assert close_to(edge(view), current_theme().focus)
        other.setFocus(Qt.FocusReason.TabFocusReason)
        assert not close_to(edge(view), current_theme().focus)  # the button has it now


def test_a_sheet_with_no_selection_shows_its_focus(qtbot) -> None:
    view = make_view(qtbot, [1, 2, 3, 4, 6])
    activate(qtbot, view)
    table = sheet(view)
    table.setFocus(Qt.FocusReason.TabFocusReason)
    assert not table.selectionModel().hasSelection() and view.engine.selected is None
    assert close_to(edge(table.viewport()), current_theme().focus)
    button(view, "rollButton").setFocus(Qt.FocusReason.TabFocusReason)
    assert not close_to(edge(table.viewport()), current_theme().focus)


def test_a_non_editable_combo_box_shows_its_focus(qtbot) -> None:
    style = DesktopButtonsStyle(False, "Fusion")  # the application's style (dicegame.app)
    holder = QWidget()
    qtbot.addWidget(holder)
    combos = [QComboBox(holder), QComboBox(holder)]
    for index, combo in enumerate(combos):
        combo.setStyle(style)
        combo.addItems(["Beginner", "Perfect"])
        combo.setGeometry(10, 10 + 40 * index, 160, 30)
    activate(qtbot, holder)
    first, second = combos
    first.setFocus(Qt.FocusReason.OtherFocusReason)  # a dialog's first field: no Tab
    assert close_to(edge(first), current_theme().focus)
    assert not close_to(edge(second), current_theme().focus)


@pytest.mark.parametrize("name", ["light", "dark", "contrast"])
def test_the_focus_ring_stands_out_from_what_it_is_drawn_on(name: str) -> None:
    palette = palette_named(name)
    theme = theme_for(palette)
    role = QPalette.ColorRole
    around = [palette.color(r) for r in (role.Window, role.Base, role.Button)]
    around += [theme.current_column, theme.sum_row, theme.total_row]
    assert min(contrast_ratio(theme.focus, color) for color in around) >= 3.0
