"""The Penta screen, driven by clicking the real widgets (seeded dice, fast timers)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QPushButton
from support.scripted import ScriptedRng

from dicegame.core.common import Player
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import ManualClock, Timing
from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet
from dicegame.games.penta.ui.review import PentaReview
from dicegame.games.penta.ui.sheet.scoresheet import ScoreSheet
from dicegame.games.penta.ui.sheet.sheet_rows import ROW_OF
from dicegame.games.penta.ui.view import PentaView, keep_positions
from dicegame.ui.dice.dice import DieWidget
from dicegame.ui.style.theme import current_theme
from dicegame.ui.window.dialogs import ResultsDialog
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window


def sheet_with(**filled: int) -> Sheet:
    scores: list[int | None] = [None] * len(Box)
    for name, points in filled.items():
        scores[Box[name]] = points
    return Sheet(tuple(scores))


def make_view(
    qtbot,
    dice: list[int] | None = None,
    humans: tuple[str, ...] = ("Ana",),
    computer: bool = False,
    sheets: list[Sheet] | None = None,
    timing: Timing | None = None,
    seed: int | None = None,
) -> PentaView:
    setup = GameSetup(humans=humans, with_computer=computer)
    rng = random.Random(seed) if seed is not None else ScriptedRng(dice or [])
    game = PentaGame(setup.players(), rng)
    if sheets is not None:
        game.sheets = list(sheets)
    view = PentaView(setup, timing=timing or Timing.fast(), rng=rng, game=game)
    qtbot.addWidget(view)
    view.resize(1100, 720)
    view.show()
    return view


def button(view: PentaView, name: str) -> QPushButton:
    return view.findChild(QPushButton, name)


def die(view: PentaView, index: int) -> DieWidget:
    return view.findChild(DieWidget, f"die{index}")


def sheet(view: PentaView) -> ScoreSheet:
    return view.findChild(ScoreSheet, "scoreSheet")


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_box(qtbot, view: PentaView, box: Box, double: bool = False) -> None:
    table = sheet(view)
    item = table.cell_item(box, view.game.current)
    centre = table.visualItemRect(item).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    if double:
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def test_object_names_and_labels(qtbot) -> None:
    view = make_view(qtbot)
    assert button(view, "validateButton").text() == "Validate move"
    assert button(view, "rollButton").text() == "Roll (3 left)"
    assert button(view, "hintButton") is not None
    assert [die(view, i).value() for i in range(5)] == [0] * 5
    assert not button(view, "validateButton").isEnabled()
    assert view.turn_label.text() == "Ana, your turn"
    assert view.round_label.text() == "Round 1/13"
    table = sheet(view)
    assert table.verticalHeaderItem(0).text() == "Aces"
    assert table.verticalHeaderItem(table.rowCount() - 1).text() == "TOTAL"


def test_full_two_player_game_by_clicking(qtbot) -> None:
    view = make_view(qtbot, humans=("Ana", "Rui"), seed=11)
    for _ in range(26):
        click(qtbot, button(view, "rollButton"))
        box = sheet(view).selectable_boxes()[0]
        click_box(qtbot, view, box)
        assert view.engine.selected is box
        click(qtbot, button(view, "validateButton"))
    qtbot.waitUntil(view.game_end.is_over, timeout=3000)
    click(qtbot, button(view, "reviewButton"))  # the move review, one click away
    assert isinstance(view.review_widget, PentaReview)
    assert set(view.review_widget.pages) == {0, 1}
    view.game_end.review_dialog.reject()
    click(qtbot, button(view, "resultsButton"))  # and the results
    dialog = view.results_dialog
    totals = sorted(view.game.totals(), reverse=True)
    assert [row[3] for row in dialog.ranking] == totals
    assert view.round_label.text() == "Game over"  # the winner is on the headline
    with qtbot.waitSignal(view.playAgainRequested) as blocker:
        click(qtbot, dialog.play_again_button)
    assert blocker.args == [view.setup]
    assert dialog.result() == ResultsDialog.PLAY_AGAIN


def test_holds_survive_a_roll(qtbot) -> None:
    view = make_view(qtbot, [5, 2, 5, 3, 1, 6, 6, 6])
    click(qtbot, button(view, "rollButton"))
    click(qtbot, die(view, 0))
    click(qtbot, die(view, 2))
    assert die(view, 0).isHeld() and die(view, 2).isHeld() and not die(view, 1).isHeld()
    click(qtbot, button(view, "rollButton"))
    assert [die(view, i).value() for i in range(5)] == [5, 6, 5, 6, 6]
    assert die(view, 0).isHeld() and die(view, 2).isHeld()
    assert button(view, "rollButton").text() == "Roll (1 left)"


def test_auto_score_fires_after_the_third_roll(qtbot) -> None:
    timing = replace(Timing.fast(), auto_score_ms=90, countdown_tick_ms=30)
    view = make_view(qtbot, [2, 2, 2, 5, 5] * 3, timing=timing)
    for _ in range(3):
        click(qtbot, button(view, "rollButton"))
    assert not button(view, "rollButton").isEnabled()
    assert view.countdown_label.isVisible()
    assert view.countdown_label.text() == "Scoring in 1…"
    expected = strategy.best_box(view.game.sheet, view.game.dice)
    with qtbot.waitSignal(view.engine.autoScored, timeout=2000):
        pass
    assert view.game.sheets[0][expected] is not None
    assert not view.countdown_label.isVisible()
    assert view.info_label.text().startswith("Time is up: Ana scored")


def test_selecting_a_box_cancels_the_countdown(qtbot) -> None:
    clock = ManualClock()
    timing = replace(Timing.fast(), auto_score_ms=90, countdown_tick_ms=30, clock=clock)
    view = make_view(qtbot, timing=timing, seed=3)
    for _ in range(3):
        click(qtbot, button(view, "rollButton"))
    assert view.engine.countdown_active
    click_box(qtbot, view, Box.CHANCE)
    assert not view.engine.countdown_active and not view.countdown_label.isVisible()
    clock.advance(60_000)
    assert view.game.sheets[0].filled_count == 0
    click(qtbot, button(view, "validateButton"))
    assert view.game.sheets[0][Box.CHANCE] == sum(view.engine.decisions[-1].dice)


def test_sacrifice_message(qtbot) -> None:
    full = sheet_with(ONES=3, THREES=9, FOURS=12, SIXES=18, CHANCE=22)
    view = make_view(qtbot, [1, 1, 3, 4, 6], sheets=[full])
    assert not view.sacrifice_label.isVisible()
    click(qtbot, button(view, "rollButton"))
    assert not view.sacrifice_label.isVisible()  # two rolls left: it does not matter yet
    click_box(qtbot, view, Box.TWOS)  # choosing a box: now it does
    assert view.sacrifice_label.isVisible()
    assert view.sacrifice_label.text() == "No open box scores: one must be sacrificed"
    click_box(qtbot, view, Box.TWOS, double=True)
    assert view.game.sheets[0][Box.TWOS] == 0
    assert not view.sacrifice_label.isVisible()


def test_joker_forbidden_boxes_are_greyed_and_cannot_be_chosen(qtbot) -> None:
    view = make_view(qtbot, [3] * 5, sheets=[sheet_with(PENTA=50)])
    click(qtbot, button(view, "rollButton"))
    table = sheet(view)
    assert table.selectable_boxes() == [Box.THREES]
    chance = table.cell_item(Box.CHANCE, 0)
    assert not chance.flags() & Qt.ItemFlag.ItemIsEnabled
    click_box(qtbot, view, Box.CHANCE)
    assert view.engine.selected is None
    click_box(qtbot, view, Box.CHANCE, double=True)
    assert view.game.sheets[0][Box.CHANCE] is None
    assert table.cell_item(Box.THREES, 0).text() == "15"
    assert "+100" in table.cell_item("penta_bonus", 0).text()
    click_box(qtbot, view, Box.THREES)
    click(qtbot, button(view, "validateButton"))
    assert view.game.sheets[0].total == 50 + 15 + 100


def test_a_game_against_the_computer_finishes(qtbot) -> None:
    view = make_view(qtbot, humans=("Ana",), computer=True, seed=5)
    for _ in range(13):
        qtbot.waitUntil(lambda: button(view, "rollButton").isEnabled(), timeout=5000)
        click(qtbot, button(view, "rollButton"))
        click_box(qtbot, view, strategy.best_box(view.game.sheet, view.game.dice), double=True)
        if not view.game.is_over:
            assert view.turn_label.text() == "Computer is playing…"
            assert not button(view, "rollButton").isEnabled()
    qtbot.waitUntil(view.game_end.is_over, timeout=5000)
    assert all(sheet.is_complete for sheet in view.game.sheets)
    click(qtbot, button(view, "reviewButton"))
    assert list(view.review_widget.pages) == [0]  # only the human is reviewed
    view.game_end.review_dialog.close()


def test_the_sheet_says_computer_once(qtbot) -> None:
    players = [Player("Ana"), Player("Computer", is_computer=True), Player("HAL", True)]
    table = ScoreSheet(players)
    qtbot.addWidget(table)
    tooltips = [table.horizontalHeaderItem(seat).toolTip() for seat in range(3)]
    assert tooltips == ["Ana", "Computer", "HAL (computer)"]


def test_hint_shows_the_best_choice(qtbot) -> None:
    view = make_view(qtbot, [2, 3, 4, 5, 6] * 3)
    assert not button(view, "hintButton").isEnabled()
    for _ in range(3):
        click(qtbot, button(view, "rollButton"))
    click(qtbot, button(view, "hintButton"))
    assert view.hint_label.text().startswith("Hint: score 40 in Large straight")
    click_box(qtbot, view, Box.CHANCE)
    assert view.hint_label.text() == ""  # a new choice clears the old hint
    click(qtbot, button(view, "hintButton"))
    assert "Your current choice (score 20 in Chance) costs about" in view.hint_label.text()


def hinted_dice(view: PentaView) -> list[int]:
    return [index for index in range(5) if die(view, index).isHinted()]


def test_a_hinted_hold_rings_exactly_the_dice_to_keep_until_the_roll(qtbot) -> None:
    view = make_view(qtbot, [6, 2, 6, 3, 6, 1, 4])
    click(qtbot, button(view, "rollButton"))
    click(qtbot, die(view, 1))  # holds the 2: the hint will say to let it go
    click(qtbot, button(view, "hintButton"))
    hint = view.engine.hint()
    assert hint.best == (6, 6, 6)
    assert hinted_dice(view) == [0, 2, 4]
    assert [die(view, i).isHeld() for i in range(5)] == [False, True, False, False, False]
    assert sheet(view).hinted_box is None
    click(qtbot, button(view, "rollButton"))
    assert hinted_dice(view) == []


def test_a_hint_marks_the_held_one_of_two_equal_dice() -> None:
    held = (False, True, False, False, False)
    assert keep_positions((5, 5, 2, 3, 1), held, (5,)) == held
    assert keep_positions((5, 5, 2, 3, 1), held, (5, 5, 1)) == (True, True, False, False, True)


def test_a_hinted_box_is_highlighted_in_the_sheet_until_scored(qtbot) -> None:
    view = make_view(qtbot, [2, 3, 4, 5, 6] * 3 + [1, 1, 1, 1, 1])
    for _ in range(3):
        click(qtbot, button(view, "rollButton"))
    click(qtbot, button(view, "hintButton"))
    table = sheet(view)
    assert table.hinted_box is Box.LARGE_STRAIGHT and hinted_dice(view) == []
    cell = table.cell_item(Box.LARGE_STRAIGHT, 0)
    theme = current_theme()
    hint_background, hint_color = theme.hint_cell, theme.hint_text
    assert cell.background().color() == hint_background
    assert cell.foreground().color() == hint_color
    row_name = table.verticalHeaderItem(ROW_OF[Box.LARGE_STRAIGHT])
    assert row_name.foreground().color() == hint_color and row_name.font().bold()
    other = table.cell_item(Box.CHANCE, 0)
    assert other.background().color() != hint_background
    click_box(qtbot, view, Box.CHANCE, double=True)  # scores Chance instead
    assert view.game.sheets[0][Box.CHANCE] == 20
    assert table.hinted_box is None
    assert cell.background().color() != hint_background
    assert not table.verticalHeaderItem(ROW_OF[Box.LARGE_STRAIGHT]).font().bold()


def test_keyboard(qtbot) -> None:
    view = make_view(qtbot, [6, 6, 6, 1, 2, 6, 6])
    with qtbot.waitActive(view):
        view.activateWindow()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.game.rolls_used == 1
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3):
        qtbot.keyClick(view, key)
    assert view.game.held == (True, True, True, False, False)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.game.dice == (6, 6, 6, 6, 6)
    qtbot.keyClick(view, Qt.Key.Key_H)
    assert view.hint_label.text().startswith("Hint:")
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.engine.selected is Box.ONES
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.engine.selected is Box.PENTA
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.game.sheets[0][Box.PENTA] == 50


def test_keys_work_whatever_has_the_focus(qtbot) -> None:
    view = make_view(qtbot, [2, 3, 4, 5, 6, 1])
    with qtbot.waitActive(view):
        view.activateWindow()
    click(qtbot, die(view, 0))  # refused (not rolled) but the die now has the focus
    die(view, 0).setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)  # the board rolls
    assert view.game.rolls_used == 1
    qtbot.waitUntil(lambda: not view.engine.rolling)
    die(view, 0).setFocus()
    qtbot.keyClick(die(view, 0), Qt.Key.Key_Space)  # a focused die: Space holds it
    assert view.game.rolls_used == 1 and view.game.held[0]
    qtbot.keyClick(die(view, 0), Qt.Key.Key_Space)  # and releases it
    assert view.game.rolls_used == 1 and not view.game.held[0]
    table = sheet(view)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert view.engine.selected is Box.TWOS
    qtbot.keyClick(table, Qt.Key.Key_1)
    assert view.game.held[0]
    qtbot.keyClick(table, Qt.Key.Key_Enter)
    assert view.game.sheets[0][Box.TWOS] == 2


def test_refused_die_click_explains(qtbot) -> None:
    view = make_view(qtbot)
    click(qtbot, die(view, 0))
    assert view.info_label.text() == "Roll the dice first."


def test_language_change_keeps_the_state(qtbot) -> None:
    view = make_view(qtbot, [1, 1, 3, 4, 6], sheets=[sheet_with(ONES=3, CHANCE=22)])
    click(qtbot, button(view, "rollButton"))
    click_box(qtbot, view, Box.FOURS)
    QCoreApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
    assert view.engine.selected is Box.FOURS
    assert view.game.dice == (1, 1, 3, 4, 6)
    assert button(view, "validateButton").text() == "Validate move"
    assert sheet(view).cell_item(Box.FOURS, 0).text() == "4"


@pytest.mark.parametrize(
    ("code", "validate", "sacrifice", "aces"),
    [
        (
            "pt_PT",
            "Validar a jogada",
            "Nenhuma casa aberta rende pontos: é preciso sacrificar uma",
            "Ás",
        ),
        (
            "ro",
            "Validează tura",
            "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una",
            "Asuri",
        ),
    ],
)
def test_switching_language_mid_game(qtbot, languages, code, validate, sacrifice, aces) -> None:
    full = sheet_with(ONES=3, THREES=9, FOURS=12, SIXES=18, CHANCE=22)
    view = make_view(qtbot, [1, 1, 3, 4, 6], humans=("Ana", "Rui"), sheets=[full, Sheet()])
    click(qtbot, button(view, "rollButton"))
    click_box(qtbot, view, Box.PENTA)
    languages.set_language(code)
    qtbot.waitUntil(lambda: button(view, "validateButton").text() == validate)
    assert view.sacrifice_label.text() == sacrifice
    assert sheet(view).verticalHeaderItem(0).text() == aces
    assert sheet(view).verticalHeaderItem(sheet(view).rowCount() - 1).text() == "TOTAL"
    assert view.engine.selected is Box.PENTA and view.game.dice == (1, 1, 3, 4, 6)
    click(qtbot, button(view, "validateButton"))
    assert view.game.sheets[0][Box.PENTA] == 0 and view.game.current == 1
    languages.set_language("en")
    qtbot.waitUntil(lambda: button(view, "validateButton").text() == "Validate move")


def test_main_window_plays_penta_and_play_again_starts_a_fresh_game(qtbot) -> None:
    window = MainWindow(timing=Timing.fast(), rng_factory=lambda: random.Random(4))
    qtbot.addWidget(window)
    setup = GameSetup(humans=("Ana",), with_computer=False)
    view = window.start_game(setup)
    assert isinstance(view, PentaView) and window.view is view
    for _ in range(13):
        click(qtbot, button(view, "rollButton"))
        click_box(qtbot, view, sheet(view).selectable_boxes()[-1], double=True)
    qtbot.waitUntil(view.game_end.is_over, timeout=3000)
    click(qtbot, button(view, "resultsButton"))
    with qtbot.waitSignal(window.gameStarted) as blocker:
        click(qtbot, view.results_dialog.play_again_button)
    fresh = blocker.args[0]
    assert isinstance(fresh, PentaView) and fresh is not view
    assert fresh.game.round == 1 and fresh.game.sheets[0].filled_count == 0
