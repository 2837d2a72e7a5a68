"""Farkle for keyboard and screen-reader players: focus, keys, names, announcements."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.ui.voice.announce import listen

SLOW = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000)


@pytest.fixture(autouse=True)
def english_numbers():
    previous = QLocale()
    QLocale.setDefault(QLocale("en_US"))
    yield
    QLocale.setDefault(previous)


@pytest.fixture
def heard():
    texts: list[str] = []
    stop = listen(lambda _widget, text: texts.append(text))
    yield texts
    stop()


def make_view(qtbot, dice, humans=("Ana", "Rui"), with_computer=False, timing=SLOW):
    setup = GameSetup(FARKLE, humans=humans, with_computer=with_computer)
    view = FarkleView(setup, timing=timing, rng=ScriptedRng(dice))
    qtbot.addWidget(view)
    view.resize(1024, 640)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    view.focus_board()
    qtbot.waitUntil(view.hasFocus)
    return view


def held(view: FarkleView) -> list[int]:
    return [die.index for die in view.tray.dice if die.isHeld()]


def test_space_on_a_focused_bank_banks_and_does_not_roll(qtbot) -> None:
    view = make_view(qtbot, [1, 2, 3, 4, 6, 6])
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)
    view.bank_button.setFocus()
    qtbot.keyClick(view.bank_button, Qt.Key.Key_Space)
    assert view.game.totals == [100, 0] and view.game.current == 1
    assert view.game.roll_dice == ()  # Rui has not rolled
    assert view.hasFocus()  # back to the board


def test_enter_on_a_focused_roll_button_rolls_and_focus_returns(qtbot) -> None:
    view = make_view(qtbot, [1, 2, 3, 4, 6, 6])
    view.roll_button.setFocus()
    qtbot.keyClick(view.roll_button, Qt.Key.Key_Return)
    assert view.game.roll_dice == (1, 2, 3, 4, 6, 6)
    assert view.hasFocus()


def test_game_keys_act_only_when_the_board_has_focus(qtbot) -> None:
    view = make_view(qtbot, [1, 5, 5, 4, 6, 6])
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)
    view.roll_button.setFocus()
    assert view.roll_button.hasFocus()
    qtbot.keyClick(view.roll_button, Qt.Key.Key_2)  # a button has focus: not a game key
    qtbot.keyClick(view.roll_button, Qt.Key.Key_B)
    assert held(view) == [0] and view.game.current == 0
    view.tray.dice[3].setFocus()  # a die is part of the board
    qtbot.keyClick(view.tray.dice[3], Qt.Key.Key_2)
    assert held(view) == [0, 1]
    view.tray.dice[2].setFocus()
    qtbot.keyClick(view.tray.dice[2], Qt.Key.Key_Space)  # the focused die takes Space
    assert held(view) == [0, 1, 2] and view.game.roll_dice == (1, 5, 5, 4, 6, 6)


def test_a_clicked_die_leaves_space_to_the_board(qtbot) -> None:
    view = make_view(qtbot, [1, 5, 5, 4, 6, 6, 2, 2, 3, 4, 6])
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.mouseClick(view.tray.dice[0], Qt.MouseButton.LeftButton)
    assert held(view) == [0] and view.hasFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)  # rolls the other five
    assert view.game.set_aside == [(1,)] and view.game.roll_dice == (2, 2, 3, 4, 6)


def test_tab_reaches_every_control_and_comes_back(qtbot) -> None:
    view = make_view(qtbot, [1, 5, 3, 4, 6, 6])
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)  # Roll and Bank both enabled
    view.roll_button.setFocus()
    reached: list[QWidget] = []
    for _ in range(20):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
        if reached[-1] is view.roll_button:
            break
    assert reached[-1] is view.roll_button
    assert {*view.tray.dice, view.bank_button, view} <= set(reached)
    back: list[QWidget] = []
    for _ in range(len(reached)):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
        back.append(QApplication.focusWidget())
    assert back[-1] is view.roll_button and set(back) == set(reached)


def accessible_name(widget: QWidget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def test_every_interactive_element_has_a_meaningful_name_and_dice_a_checked_state(qtbot) -> None:
    view = make_view(qtbot, [1, 5, 3, 4, 6, 6, 1, 2, 3, 4, 6])
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # the 1 set aside, five dice in play
    qtbot.keyClick(view, Qt.Key.Key_1)
    interactive = [
        widget
        for widget in [view, *view.findChildren(QWidget)]
        if widget.isVisible()
        and (isinstance(widget, QAbstractButton) or widget.focusPolicy() & Qt.TabFocus)
    ]
    assert len(interactive) >= 9
    for widget in interactive:
        name = accessible_name(widget)
        assert name and name != widget.objectName() and len(name) > 3, widget.objectName()
    assert accessible_name(view) == "Farkle board"
    assert accessible_name(view.roll_button) == "Roll 4 dice"
    assert accessible_name(view.bank_button) == "Bank 200 points"
    first = QAccessible.queryAccessibleInterface(view.tray.dice[0])
    second = QAccessible.queryAccessibleInterface(view.tray.dice[1])
    assert first.state().checkable and first.state().checked
    assert second.state().checkable and not second.state().checked
    assert first.text(QAccessible.Text.Name) == "Die 1: 1, set aside"
    earlier = view.set_aside_row.groups[0]
    assert accessible_name(earlier) == "Roll 1 set aside 1: 100 points"


def test_read_aloud_keys(qtbot, heard) -> None:
    view = make_view(qtbot, [1, 5, 3, 4, 6, 6])
    view.engine.game.totals[1] = 750
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)
    heard.clear()
    for key in (Qt.Key.Key_D, Qt.Key.Key_S, Qt.Key.Key_T):
        qtbot.keyClick(view, key)
    assert heard == [
        "Dice in play: 5, 3, 4, 6, 6. Set aside from this roll: 1.",
        "Ana: no points. Rui: 750 points. Target: 10,000. Ana's turn.",
        "This turn: 100 points. Ana has no points. Rui leads with 750 points.",
    ]


def play_a_farkle_then_a_computer_turn(qtbot, view: FarkleView) -> None:
    """Ana: 1 2 3 4 6 6, sets the 1 aside, rolls 2 3 4 6 2 (farkle). The computer plays."""
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the turn passes now
    qtbot.waitUntil(lambda: view.game.current == 0 and view.game.turn_number > 2, timeout=5000)


FARKLE_THEN_COMPUTER = [1, 2, 3, 4, 6, 6, 2, 3, 4, 6, 2, 1, 1, 1, 5, 2, 3, 2, 3, 4, 6]

ANNOUNCED = {
    "en": [
        "Ana rolled 1, 2, 3, 4, 6, 6.",
        "Ana set aside 1: 100 points this turn.",
        "Ana rolled 2, 3, 4, 6, 2.",
        "Farkle! No die scores: Ana loses 100 points.",
        "Computer keeps 1, 1, 1, 5.",  # its turn in few words: no rolls (issue 23, A9)
        "Computer banks 1,050: total 1,050.",
        "Big bank: +1,050",  # a bank of 1 000 or more is celebrated
        "Ana's turn.",
    ],
    "pt_PT": [
        "Ana lançou 1, 2, 3, 4, 6, 6.",
        "Ana pôs de lado 1: 100 pontos neste turno.",
        "Ana lançou 2, 3, 4, 6, 2.",
        "Turno perdido! Nenhum dado dá pontos: Ana perde 100 pontos.",
        "Computador põe de lado 1, 1, 1, 5.",
        "Computador guarda 1\u00a0050: total 1\u00a0050.",
        "Grande pontuação guardada: +1\u00a0050",
        "Vez de Ana.",
    ],
}


@pytest.mark.parametrize("code", ["en", "pt_PT"])
def test_a_farkle_and_a_computer_turn_are_announced(qtbot, languages, heard, code) -> None:
    languages.set_language(code)
    QLocale.setDefault(QLocale(code if code != "en" else "en_US"))
    timing = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=1)
    view = make_view(
        qtbot, FARKLE_THEN_COMPUTER, humans=("Ana",), with_computer=True, timing=timing
    )
    play_a_farkle_then_a_computer_turn(qtbot, view)
    assert heard == ANNOUNCED[code]


def test_a_farkle_with_nothing_at_stake_the_banners_and_the_end_are_announced(qtbot, heard) -> None:
    view = make_view(qtbot, [2, 3, 4, 6, 2, 3, 1, 1, 1, 5, 5, 5], timing=SLOW)
    view.engine.game.totals[:] = [0, 9000]
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert heard[-1] == "Farkle! No die scores: Ana had no points at stake."
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert heard[-1] == "Rui's turn."
    qtbot.keyClick(view, Qt.Key.Key_Space)
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5):
        qtbot.keyClick(view, key)
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_6)
    assert heard == [
        "Rui set aside 1, 1, 1, 5, 5, 5: 1,500 points this turn.",
        "Hot dice! All six dice come back, with 1,500 points this turn.",
    ]
    qtbot.keyClick(view, Qt.Key.Key_B)
    assert heard[-4:] == [
        "Rui banked 1,500 points and has 10,500 points.",
        "Big bank: +1,500",
        "Last turn! Rui reached the target: everyone else plays once more.",
        "Ana's turn.",
    ]
    view.engine.rng.script[:] = [1, 2, 3, 4, 6, 6]
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)
    qtbot.keyClick(view, Qt.Key.Key_B)
    result = "Game over: Rui wins with 10,500 points. 1. Rui, 10,500; 2. Ana, 100."
    assert [text for text in heard if text.startswith("Game over")] == [result]  # the board's
    assert not view.results_shown()  # no dialog by itself: R opens it, saying it again
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert view.results_dialog.accessibleName() == result
    view.results_dialog.close()
    view.focus_board()
    with qtbot.waitSignal(view.playAgainRequested, timeout=1000):
        qtbot.keyClick(view, Qt.Key.Key_Space)  # at the end, Space plays again


def test_names_follow_a_language_switch(qtbot, languages) -> None:
    view = make_view(qtbot, [1, 5, 3, 4, 6, 6])
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)
    languages.set_language("pt_PT")
    qtbot.waitUntil(lambda: view.roll_button.text() == "Lançar")
    assert accessible_name(view.tray.dice[0]) == "Dado 1: 1, posto de lado"
    assert accessible_name(view.bank_button) == "Guardar 100 pontos"
    assert accessible_name(view.roll_button) == "Lançar 5 dados"


RETURNS = {
    "en": [
        "Ana set aside 1, 5: 150 points this turn.",
        "Ana returned 5 to play. Set aside: 1; 100 points this turn.",
        "Ana returned 1 to play. Nothing set aside from this roll; no points this turn.",
    ],
    "pt_PT": [
        "Ana pôs de lado 1, 5: 150 pontos neste turno.",
        "Ana devolveu 5 ao jogo. Postos de lado: 1; 100 pontos neste turno.",
        "Ana devolveu 1 ao jogo. Nada posto de lado deste lançamento; nenhum ponto neste turno.",
    ],
    "pt_BR": [
        "Ana separou 1, 5: 150 pontos neste turno.",
        "Ana devolveu 5 ao jogo. Separados: 1; 100 pontos neste turno.",
        "Ana devolveu 1 ao jogo. Nada separado deste lançamento; nenhum ponto neste turno.",
    ],
    "ro": [
        "Ana a pus deoparte 1, 5: 150 de puncte în tura aceasta.",
        "Ana a readus 5 în joc. Puse deoparte: 1; 100 de puncte în tura aceasta.",
        "Ana a readus 1 în joc. Nimic nu e pus deoparte din această aruncare; "
        "niciun punct în tura aceasta.",
    ],
}


@pytest.mark.parametrize("code", sorted(RETURNS))
def test_returning_a_die_is_said_the_last_one_too(qtbot, languages, heard, code) -> None:
    """Every set-aside change is spoken: a die returned to play says so, and what is
    still set aside, or that nothing is (the last one was silent)."""
    languages.set_language(code)
    QLocale.setDefault(QLocale(code if code != "en" else "en_US"))
    view = make_view(qtbot, [1, 5, 2, 3, 3, 6], humans=("Ana",))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    heard.clear()
    for key in (Qt.Key.Key_1, Qt.Key.Key_2):
        qtbot.keyClick(view, key)
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_2)  # the 5 goes back
    qtbot.keyClick(view, Qt.Key.Key_1)  # the 1, the last die set aside
    assert held(view) == [] and view.game.selected == frozenset()
    assert heard == RETURNS[code][1:]
    qtbot.keyClick(view, Qt.Key.Key_2)
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert heard[-1] == RETURNS[code][0]


def test_a_selection_that_stops_scoring_and_a_later_roll_are_said(qtbot, heard) -> None:
    """Returning one 2 of three leaves two that do not score; with earlier rolls' points,
    nothing set aside from this roll still says the turn's points. A roll or a bank, which
    clear the selection, say nothing of dice returned; after an undo, a return is said."""
    view = make_view(qtbot, [2, 2, 2, 3, 4, 6, 1, 3, 4], humans=("Ana",))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3):
        qtbot.keyClick(view, key)
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert heard == ["Ana returned 2 to play. Set aside: 2, 2; not a scoring combination."]
    qtbot.keyClick(view, Qt.Key.Key_3)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # 1 3 4: 200 points so far
    qtbot.keyClick(view, Qt.Key.Key_1)
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert heard == [
        "Ana returned 1 to play. Nothing set aside from this roll; 200 points this turn."
    ]
    qtbot.keyClick(view, Qt.Key.Key_1)
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_B)
    assert view.game.totals == [300]
    assert heard and not [text for text in heard if "returned" in text]
    assert view.engine.undo()  # the bank taken back: the 1 is set aside again
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert heard == [
        "Ana returned 1 to play. Nothing set aside from this roll; 200 points this turn."
    ]
