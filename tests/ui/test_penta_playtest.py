"""Issue 12, Penta items 1-7: each defect of the playtest, through the real widgets."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from support.scripted import ScriptedRng
from test_penta_view import button, click, click_box, die, make_view, sheet, sheet_with

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.core.rules import Box, PentaGame
from dicegame.games.penta.ui.sheet.sheet_rows import ROW_OF, SumRow
from dicegame.games.penta.ui.view import PentaView
from dicegame.ui.dice.dice import DieWidget
from dicegame.ui.style.theme import current_theme
from dicegame.ui.voice.announce import listen

ALL_BUT_CHANCE = {box.name: 0 for box in Box if box is not Box.CHANCE}


def focus(qtbot, view: PentaView) -> None:
    with qtbot.waitActive(view):
        view.activateWindow()
    view.focus_board()


def test_hint_during_the_countdown_then_the_auto_score_raises_nothing(qtbot) -> None:
    # Item 1: the hint's text was rendered with the dice already gone (TypeError x6).
    view = make_view(qtbot, [1, 2, 3, 4, 6] * 3, humans=("Ana", "Bo"))
    focus(qtbot, view)
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.engine.countdown_active
    qtbot.keyClick(view, Qt.Key.Key_H)
    assert view.hint_label.text().startswith("Hint:")
    qtbot.waitUntil(lambda: view.game.current == 1, timeout=2000)
    assert view.hint_label.text() == ""
    assert "Time is up: Ana scored" in view.info_label.text()


def test_roll_is_refused_with_all_five_dice_held(qtbot) -> None:
    # Item 2: a roll with every die held spent a roll and changed nothing.
    view = make_view(qtbot, [2, 2, 2, 5, 5])
    focus(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5):
        qtbot.keyClick(view, key)
    roll = button(view, "rollButton")
    assert not roll.isEnabled()
    assert "All five dice are held" in roll.toolTip()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.game.rolls_left == 2
    assert view.info_label.text().startswith("All five dice are held")
    qtbot.keyClick(view, Qt.Key.Key_5)  # release one: Roll is back
    assert roll.isEnabled()


def test_a_clean_end_screen(qtbot) -> None:
    # Item 3: after the results, blank held dice, "Roll (3 left)" and a current player.
    view = make_view(qtbot, [6, 6, 5, 4, 1], sheets=[sheet_with(**ALL_BUT_CHANCE)])
    heard: list[str] = []
    stop = listen(lambda _widget, text: heard.append(text))
    click(qtbot, button(view, "rollButton"))
    click_box(qtbot, view, Box.CHANCE, double=True)
    stop()
    assert view.game.is_over
    result = "Game over. Ana wins with 22. 1. Ana, 22."
    assert heard[-2:] == ["Ana scored 22 in Chance. Total 22.", result]  # the board says it
    assert not view.results_shown()  # no dialog by itself: one click away
    click(qtbot, button(view, "resultsButton"))
    assert view.results_dialog.accessibleName() == result
    view.results_dialog.reject()
    # the last roll as it lay, no padlock (issue 33: the ending on the board)
    assert [die(view, i).value() for i in range(5)] == [6, 6, 5, 4, 1]
    assert not any(die(view, i).isHeld() for i in range(5))
    assert not button(view, "rollButton").isVisible()
    table = sheet(view)
    assert not table.horizontalHeaderItem(0).text().startswith("▶")
    assert view.turn_label.text() == "Ana wins with 22."
    assert view.round_label.text() == "Game over"
    for name in ("playAgainButton", "newGameButton", "resultsButton", "reviewButton"):
        assert button(view, name).isVisible()
    with qtbot.waitSignal(view.newGameRequested):
        click(qtbot, button(view, "newGameButton"))
    click(qtbot, button(view, "resultsButton"))
    assert view.results_shown()
    view.results_dialog.reject()
    with qtbot.waitSignal(view.playAgainRequested):
        click(qtbot, button(view, "playAgainButton"))
    view.focus_board()  # every action has a key
    with qtbot.waitSignal(view.newGameRequested):
        qtbot.keyClick(view, Qt.Key.Key_N)
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert view.results_shown()
    view.results_dialog.reject()
    view.focus_board()
    qtbot.keyClick(view, Qt.Key.Key_V)
    assert view.game_end.review_dialog.isVisible()


def test_refusals_clear_on_the_next_action(qtbot) -> None:
    # Item 5: "Select a box on the sheet first." stayed after two more rolls.
    view = make_view(qtbot, [1, 2, 3, 4, 6] * 2)
    focus(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.info_label.text() == "Select a box on the sheet first."
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.info_label.text() == ""


def flash_view(qtbot, **kwargs) -> PentaView:
    return make_view(qtbot, timing=replace(Timing.fast(), score_flash_ms=60_000), **kwargs)


def test_the_scored_dice_and_cell_stay_shown_a_moment(qtbot) -> None:
    # Item 6: the dice vanished at once and nothing showed which box took them.
    view = flash_view(qtbot, dice=[6, 6, 6, 2, 3, 1, 1, 1, 1, 2], humans=("Ana", "Bo"))
    click(qtbot, button(view, "rollButton"))
    click_box(qtbot, view, Box.SIXES, double=True)
    assert view.game.current == 1
    assert [die(view, i).value() for i in range(5)] == [6, 6, 6, 2, 3]
    table = sheet(view)
    highlight = current_theme().highlight_cell  # the palette's Highlight, made readable (C1)
    for row in (Box.SIXES, SumRow.TOTAL):
        assert table.cell_item(row, 0).background().color() == highlight
    assert button(view, "rollButton").isEnabled()  # never blocks input
    click(qtbot, button(view, "rollButton"))  # the next roll replaces them at once
    assert [die(view, i).value() for i in range(5)] == [1, 1, 1, 1, 2]
    assert table.cell_item(Box.SIXES, 0).background().color() != highlight


def test_the_auto_score_flashes_too(qtbot) -> None:
    view = flash_view(qtbot, dice=[1, 2, 3, 4, 6] * 3, humans=("Ana", "Bo"))
    focus(qtbot, view)
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: view.game.current == 1, timeout=2000)
    assert view.flashing() and view.sheet.flashed[0] == 0
    assert [die(view, i).value() for i in range(5)] == [1, 2, 3, 4, 6]


def test_the_computers_box_flashes_too(qtbot) -> None:
    view = flash_view(qtbot, dice=[1, 2, 3, 4, 6] + [5] * 15, computer=True)
    click(qtbot, button(view, "rollButton"))
    click_box(qtbot, view, Box.CHANCE, double=True)
    qtbot.waitUntil(lambda: view.game.current == 0, timeout=5000)
    assert view.flashing() and view.sheet.flashed == (1, Box.PENTA)
    assert [die(view, i).value() for i in range(5)] == [5] * 5


def test_only_the_current_players_open_boxes_are_selectable(qtbot) -> None:
    # Item 7: clicks on filled boxes or other columns left a frame and said nothing.
    view = make_view(
        qtbot, [1, 2, 3, 4, 6], humans=("Ana", "Bo"), sheets=[sheet_with(ONES=3), sheet_with()]
    )
    click(qtbot, button(view, "rollButton"))
    table = sheet(view)
    other = table.cell_item(Box.TWOS, 1)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualItemRect(other).center()
    )
    assert view.info_label.text() == "Only the current player's open boxes can be chosen."
    assert not table.currentIndex().isValid()
    click_box(qtbot, view, Box.ONES)  # filled
    assert view.info_label.text() == "This box is already filled."
    assert view.engine.selected is None and not table.currentIndex().isValid()
    click_box(qtbot, view, Box.FOURS)
    assert (table.currentRow(), table.currentColumn()) == (ROW_OF[Box.FOURS], 0)


def test_no_focus_frame_on_a_die_while_the_computer_plays(qtbot) -> None:
    setup = GameSetup(humans=("Ana",), with_computer=True)
    rng = ScriptedRng([1, 2, 3, 4, 6])
    slow = replace(Timing.fast(), computer_step_ms=60_000)
    view = PentaView(setup, timing=slow, rng=rng, game=PentaGame(setup.players(), rng))
    qtbot.addWidget(view)
    view.show()
    focus(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    die(view, 2).setFocus(Qt.FocusReason.TabFocusReason)
    assert isinstance(QApplication.focusWidget(), DieWidget)
    click_box(qtbot, view, Box.CHANCE, double=True)
    assert view.engine.is_computer_turn
    assert not isinstance(QApplication.focusWidget(), DieWidget)
