"""Fewer inputs per turn (issue 34 items 1 and 2): Roll at the start of a turn, Score with
one click, and the sheet's jump and box keys (each scores the right box, Undo stays)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from support.scripted import ScriptedRng
from test_penta_view import click_box, make_view

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.rules import FarklePhase
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.ui.sheet.sheet_selection import BOX_KEYS, Jump, jump

ROLLS = [2, 2, 3, 5, 6] * 6  # the scripted dice: Twos 4, Threes 3, Fives 5, Chance 18


def key(qtbot, view, which: Qt.Key) -> None:
    view.setFocus()
    qtbot.keyClick(view, which)


def test_one_click_on_an_open_box_scores_it_and_undo_takes_it_back(qtbot) -> None:
    view = make_view(qtbot, ROLLS, humans=("Ana", "Rui"))
    click_box(qtbot, view, Box.CHANCE)  # (no roll yet: refused, nothing scored)
    view.engine.roll()
    click_box(qtbot, view, Box.CHANCE)
    assert view.game.sheets[0].scores[Box.CHANCE] is None  # one click only selects…
    view.set_quick_play(auto_roll=False, one_click=True)
    click_box(qtbot, view, Box.FIVES)
    assert view.game.sheets[0].scores[Box.FIVES] == 5  # …unless Score with one click is on
    assert view.engine.can_undo
    assert view.engine.undo()
    assert view.game.sheets[0].scores[Box.FIVES] is None and view.game.current == 0


def test_a_box_key_chooses_that_box_and_again_scores_it(qtbot) -> None:
    view = make_view(qtbot, ROLLS, humans=("Ana", "Rui"))
    key(qtbot, view, Qt.Key.Key_Space)
    key(qtbot, view, BOX_KEYS[Box.THREES])
    assert view.engine.selected is Box.THREES and view.game.sheets[0].scores[Box.THREES] is None
    key(qtbot, view, BOX_KEYS[Box.THREES])
    assert view.game.sheets[0].scores[Box.THREES] == 3
    assert view.engine.can_undo


def test_with_one_click_a_box_key_scores_at_once(qtbot) -> None:
    view = make_view(qtbot, ROLLS, humans=("Ana", "Rui"))
    view.set_quick_play(auto_roll=False, one_click=True)
    key(qtbot, view, Qt.Key.Key_Space)
    key(qtbot, view, BOX_KEYS[Box.CHANCE])
    assert view.game.sheets[0].scores[Box.CHANCE] == 18 and view.engine.can_undo


def test_home_end_and_the_page_keys_jump_between_open_boxes(qtbot) -> None:
    view = make_view(qtbot, ROLLS)
    key(qtbot, view, Qt.Key.Key_Space)
    key(qtbot, view, Qt.Key.Key_End)
    assert view.engine.selected is Box.PENTA
    key(qtbot, view, Qt.Key.Key_Home)
    assert view.engine.selected is Box.ONES
    key(qtbot, view, Qt.Key.Key_PageDown)
    assert view.engine.selected is Box.THREE_OF_A_KIND
    key(qtbot, view, Qt.Key.Key_PageUp)
    assert view.engine.selected is Box.ONES
    view.sheet.setFocus()  # the sheet takes them too
    qtbot.keyClick(view.sheet, Qt.Key.Key_End)
    assert view.engine.selected is Box.PENTA
    key(qtbot, view, Qt.Key.Key_Return)
    assert view.game.sheets[0].scores[Box.PENTA] == 0 and view.engine.can_undo


def test_the_jumps_skip_filled_boxes() -> None:
    boxes = [Box.TWOS, Box.SIXES, Box.FULL_HOUSE, Box.CHANCE]
    assert jump(boxes, None, Jump.NEXT_SECTION) is Box.TWOS
    assert jump(boxes, None, Jump.PREVIOUS_SECTION) is Box.FULL_HOUSE
    assert jump(boxes, Box.SIXES, Jump.NEXT_SECTION) is Box.FULL_HOUSE
    assert jump(boxes, Box.CHANCE, Jump.PREVIOUS_SECTION) is Box.TWOS
    assert jump([Box.CHANCE], Box.CHANCE, Jump.NEXT_SECTION) is Box.CHANCE
    assert jump([], None, Jump.FIRST) is None


def test_box_keys_clash_with_no_other_game_key() -> None:
    from dicegame.games.penta.ui.keys import PENTA_KEYS

    others = {k for row in PENTA_KEYS if row.name != "box_key" for k in row.keys}
    assert len(set(BOX_KEYS.values())) == len(Box) and not others & set(BOX_KEYS.values())


def test_roll_at_the_start_of_a_turn_rolls_each_human_turn_once(qtbot) -> None:
    view = make_view(qtbot, ROLLS, humans=("Ana", "Rui"))
    view.hand_over.set_enabled(True)
    view.set_quick_play(auto_roll=True, one_click=False)
    qtbot.waitUntil(lambda: view.game.rolls_used == 1)  # Ana's first roll, made for her
    view.engine.scoreBox(Box.CHANCE)
    qtbot.wait(20)
    assert view.hand_over.waiting() and view.game.rolls_used == 0  # the card waits for Rui
    key(qtbot, view.hand_over, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: view.game.rolls_used == 1)
    assert view.game.current == 1
    qtbot.wait(20)
    assert view.game.rolls_used == 1  # only the first roll


def test_roll_at_the_start_of_a_turn_in_farkle(qtbot) -> None:
    setup = GameSetup(FARKLE, ("Ana",), with_computer=False)
    view = FarkleView(setup, timing=Timing.fast(), rng=ScriptedRng([1, 5, 2, 3, 4, 6] * 3))
    qtbot.addWidget(view)
    assert view.engine.game.phase is FarklePhase.TURN_START
    view.set_quick_play(auto_roll=True, one_click=False)
    qtbot.waitUntil(lambda: view.engine.game.phase is FarklePhase.CHOOSING)


def test_the_sheet_the_key_line_and_help_say_the_box_keys(qtbot) -> None:
    from test_keyboard_help import keyboard_page, section

    from dicegame.games.penta.ui.sheet.sheet_rows import ROW_OF
    from dicegame.games.penta.ui.texts import keys_text

    view = make_view(qtbot, ROLLS)
    shown = view.sheet.verticalHeader().row_keys
    assert {box: shown[ROW_OF[box]] for box in Box} == dict(zip(Box, "ABCEFGIJKLMQU", strict=True))
    assert "Home/End, PgUp/PgDn or a box's letter" in keys_text()
    assert "Esc pause the countdown" in keys_text()
    penta = section(keyboard_page(qtbot), "Penta")
    assert penta["The letter beside a box"] == "Choose that box; the same letter again scores it"
    assert penta["Home / End / PgUp / PgDown"].startswith("First or last open box")
    assert penta["Esc"] == "Pause the auto-score countdown, or start it again"
