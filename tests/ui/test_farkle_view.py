"""The Farkle board, driven by clicks and keys on the real widgets (scripted dice)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QRect, Qt, QTranslator
from PySide6.QtWidgets import QLabel
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.ui.window.dialogs import ResultsDialog
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

# The turn passes by itself only after a minute: tests click or wait for it.
SLOW_BANNER = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=1)


@pytest.fixture(autouse=True)
def english_numbers():
    previous = QLocale()
    QLocale.setDefault(QLocale("en_US"))
    yield
    QLocale.setDefault(previous)


def make_view(
    qtbot,
    dice: list[int],
    humans: tuple[str, ...] = ("Ana",),
    with_computer: bool = False,
    target: int = 10000,
    timing: Timing | None = None,
) -> FarkleView:
    setup = GameSetup(
        FARKLE, humans=humans, with_computer=with_computer, options={"target": target}
    )
    view = FarkleView(setup, timing=timing or Timing.fast(), rng=ScriptedRng(dice))
    qtbot.addWidget(view)
    view.resize(1024, 680)
    view.show()
    qtbot.waitExposed(view)
    return view


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def shown_dice(view: FarkleView) -> list[int]:
    return [die.value() for die in view.tray.dice if not die.isHidden()]


def held(view: FarkleView) -> list[int]:
    return [die.index for die in view.tray.dice if die.isHeld()]


def test_roll_and_bank_are_enabled_only_when_legal(qtbot) -> None:
    view = make_view(qtbot, [1, 5, 2, 3, 4, 6], humans=("Ana", "Rui"))
    assert view.roll_button.text() == "Roll" and view.bank_button.text() == "Bank"
    assert view.roll_button.isEnabled() and not view.bank_button.isEnabled()
    assert view.risk_label.text() == "Risk of a farkle: 2.3%"
    click(qtbot, view.roll_button)
    assert shown_dice(view) == [1, 5, 2, 3, 4, 6]
    assert not view.roll_button.isEnabled() and not view.bank_button.isEnabled()
    assert view.risk_label.text() == "Risk of a farkle: –"
    click(qtbot, view.tray.dice[0])
    assert held(view) == [0]
    assert view.roll_button.isEnabled() and view.bank_button.isEnabled()
    assert view.risk_label.text() == "Risk of a farkle: 7.7%"  # 5 dice left
    assert view.selection_label.text() == "Set aside from this roll: 100"
    click(qtbot, view.tray.dice[1])
    assert view.turn_label.text() == "Turn: 150"
    assert view.risk_label.text() == "Risk of a farkle: 15.7%"
    click(qtbot, view.tray.dice[1])  # back into play
    assert held(view) == [0] and view.turn_label.text() == "Turn: 100"
    click(qtbot, view.bank_button)
    assert view.game.totals == [100, 0]
    assert view.status.text() == "Rui, your turn"
    assert view.event_label.text() == "Ana banked 100 points."
    assert view.roll_button.isEnabled() and not view.bank_button.isEnabled()
    assert view.score_board.findChild(QLabel, "seatTotal0").text() == "100"


def test_a_die_that_cannot_count_is_refused_and_stays_in_play(qtbot) -> None:
    view = make_view(qtbot, [1, 2, 3, 4, 6, 6])
    click(qtbot, view.roll_button)
    click(qtbot, view.tray.dice[1])  # the 2
    assert held(view) == []
    assert view.hint.text() == "A 2 does not score in this roll: it stays in play."
    assert "c62828" in view.hint.styleSheet()  # shown in red
    assert view.tray.dice[1].isVisible() and not view.roll_button.isEnabled()
    click(qtbot, view.tray.dice[0])  # the 1 is fine; the message goes
    assert held(view) == [0] and "does not score" not in view.hint.text()


def test_dice_set_aside_earlier_are_shown_apart_and_cannot_be_taken_back(qtbot) -> None:
    view = make_view(qtbot, [1, 5, 2, 3, 4, 6, 5, 2, 3, 4, 6], humans=("Ana", "Rui"))
    click(qtbot, view.roll_button)
    click(qtbot, view.tray.dice[0])
    click(qtbot, view.roll_button)
    assert shown_dice(view) == [5, 2, 3, 4, 6]  # five dice in play
    aside = [die for group in view.set_aside_row.groups for die in group.dice]
    assert [die.value() for die in aside] == [1] and aside[0].isVisible()
    assert view.aside_points.text() == "100 points so far"
    click(qtbot, aside[0])  # not a button: nothing changes
    assert view.game.set_aside == [(1,)] and held(view) == []
    click(qtbot, view.tray.dice[0])
    assert view.turn_label.text() == "Turn: 150"


def test_set_aside_dice_stay_grouped_by_roll_and_keys_point_at_the_dice_in_play(qtbot) -> None:
    view = make_view(qtbot, [1, 5, 2, 3, 4, 6, 5, 5, 2, 3, 4, 1, 2, 3], humans=("Ana", "Rui"))
    tray_positions = [die.geometry() for die in view.tray.dice]
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)  # the 1
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)  # both 5s of the second roll
    qtbot.keyClick(view, Qt.Key.Key_2)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert shown_dice(view) == [1, 2, 3]
    groups = view.set_aside_row.groups
    assert [[die.value() for die in group.dice] for group in groups] == [[1], [5, 5]]
    assert [group.points.text() for group in groups] == ["100", "100"]
    assert [group.points.toolTip() for group in groups] == ["100 points", "100 points"]
    assert all(group.isVisible() for group in groups)
    assert groups[1].accessibleName() == "Roll 2 set aside 5 5: 100 points"
    assert [die.geometry() for die in view.tray.dice] == tray_positions  # nothing closed up
    qtbot.keyClick(view, Qt.Key.Key_1)  # key 1: the first die in play, the new 1
    assert held(view) == [0] and view.turn_label.text() == "Turn: 300"


def test_hot_dice_show_a_banner_and_all_six_can_roll(qtbot) -> None:
    view = make_view(qtbot, [1, 1, 1, 5, 5, 5, 2, 2, 2, 3, 4, 6], timing=SLOW_BANNER)
    click(qtbot, view.roll_button)
    for die in view.tray.dice:
        click(qtbot, die)
    assert view.banner.is_showing() and view.banner.text() == "Hot dice!"
    assert view.roll_button.isEnabled() and view.bank_button.isEnabled()
    assert view.risk_label.text() == "Risk of a farkle: 2.3%"  # all six again
    assert view.hint.text().startswith("Hot dice")
    click(qtbot, view.roll_button)  # the banner does not block play
    assert shown_dice(view) == [2, 2, 2, 3, 4, 6]
    assert not view.banner.is_showing()  # it goes with the new roll
    assert view.game.turn_points == 1500


def test_a_farkle_banner_then_a_click_passes_the_turn(qtbot) -> None:
    view = make_view(
        qtbot, [1, 2, 3, 4, 6, 6, 2, 3, 4, 6, 2], humans=("Ana", "Rui"), timing=SLOW_BANNER
    )
    click(qtbot, view.roll_button)
    click(qtbot, view.tray.dice[0])
    click(qtbot, view.roll_button)
    assert view.banner.is_showing() and view.banner.text() == "Farkle!"
    assert not view.roll_button.isEnabled() and not view.bank_button.isEnabled()
    assert view.event_label.text() == "Ana rolled no scoring die and lost 100 points."
    assert view.turn_label.text() == "Turn: 0"
    click(qtbot, view.banner)
    assert not view.banner.is_showing()
    assert view.status.text() == "Rui, your turn" and view.game.totals == [0, 0]
    assert view.roll_button.isEnabled()


def test_after_a_farkle_the_turn_passes_by_itself(qtbot) -> None:
    view = make_view(qtbot, [2, 3, 4, 6, 2, 3], humans=("Ana", "Rui"))
    click(qtbot, view.roll_button)
    qtbot.waitUntil(lambda: view.status.text() == "Rui, your turn", timeout=2000)


def test_keys_roll_toggle_and_bank(qtbot) -> None:
    view = make_view(qtbot, [1, 5, 2, 3, 6, 6], humans=("Ana", "Rui"))
    view.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert shown_dice(view) == [1, 5, 2, 3, 6, 6]
    qtbot.keyClick(view, Qt.Key.Key_2)
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert held(view) == [0, 1]
    qtbot.keyClick(view, Qt.Key.Key_3)  # the 2: refused
    assert held(view) == [0, 1] and "does not score" in view.hint.text()
    qtbot.keyClick(view, Qt.Key.Key_B)
    assert view.game.totals == [150, 0]


def test_the_computer_turn_blocks_human_actions_with_feedback(qtbot) -> None:
    timing = Timing(roll_animation_ms=0, banner_ms=1, computer_step_ms=60_000)
    view = make_view(qtbot, [1, 2, 3, 4, 6, 6, 5, 5, 2, 3, 4, 6], with_computer=True, timing=timing)
    click(qtbot, view.roll_button)
    click(qtbot, view.tray.dice[0])
    click(qtbot, view.bank_button)
    assert view.status.text() == "Computer is playing…"
    assert not view.roll_button.isEnabled() and not view.bank_button.isEnabled()
    view.engine.computer_timer.timeout.emit()  # the computer's first step: its roll
    assert shown_dice(view) == [5, 5, 2, 3, 4, 6]
    assert view.event_label.text() == "Computer rolled 5 5 2 3 4 6."
    click(qtbot, view.tray.dice[0])
    assert view.hint.text() == "Please wait: the computer is playing."
    assert held(view) == []
    view.engine.computer_timer.timeout.emit()  # it sets aside
    assert held(view) and view.event_label.text().startswith("Computer set aside 5")


def test_last_turn_then_the_computer_ends_the_game(qtbot) -> None:
    view = make_view(qtbot, [1, 1, 1, 2, 3, 4], with_computer=True, target=5000)
    view.engine.game.totals[:] = [4500, 4800]
    click(qtbot, view.roll_button)
    for index in (0, 1, 2):
        click(qtbot, view.tray.dice[index])
    click(qtbot, view.bank_button)  # 5500: the computer has one last turn
    assert view.banner.text() == "Last turn!"
    notice = view.score_board.notice.text()
    assert notice == "Last turn! Ana reached the target: everyone else plays once more."
    qtbot.waitUntil(view.game_end.is_over, timeout=5000)
    assert view.results_dialog is None  # the board is the ending: the results on a click
    click(qtbot, view.end_board.results_button)
    dialog = view.results_dialog
    assert dialog.isVisible() and view.game.is_over
    winner = "Ana" if view.game.totals[0] > view.game.totals[1] else "Computer"
    assert dialog.winners() == [winner]
    assert view.again_button.isVisible() and not view.roll_button.isVisible()
    assert view.status.text() == f"Game over: {winner} wins!"
    with qtbot.waitSignal(view.playAgainRequested) as blocker:
        click(qtbot, dialog.play_again_button)
    assert blocker.args[0] == view.setup
    assert dialog.result() == ResultsDialog.PLAY_AGAIN


def test_expert_advice_is_shown(qtbot) -> None:
    view = make_view(qtbot, [1, 1, 2, 3, 4, 6])
    assert view.expert_label.text() == "Expert: roll (expects 549 this turn)"
    click(qtbot, view.roll_button)
    assert view.expert_label.text() == "Expert: set aside 1"
    click(qtbot, view.tray.dice[0])
    assert view.expert_label.text().startswith("Expert: roll (expects ")


def test_scoreboard_shows_every_seat_and_the_computer(qtbot) -> None:
    humans = ("Ana", "Rui", "Maria", "Ioana", "Pedro", "Alexandrina")
    view = make_view(qtbot, [1, 5, 2, 3, 4, 6], humans=humans, with_computer=True)
    board = view.score_board
    assert len(board.rows) == 7
    assert board.rows[6].badge.isVisible() and not board.rows[0].badge.isVisible()
    assert board.rows[6].accessibleName().startswith("Computer: 0 points of 10,000")
    assert board.rows[0].marker.text() and not board.rows[1].marker.text()
    assert board.target.text() == "Target: 10,000"
    click(qtbot, view.roll_button)
    click(qtbot, view.tray.dice[0])
    assert board.rows[0].turn.text() == "+100"
    view.engine.game.totals[2] = 2500
    click(qtbot, view.bank_button)
    assert board.rows[0].bar.value() == 100 and board.rows[2].bar.value() == 2500
    assert board.rows[1].marker.text() and not board.rows[0].marker.text()


def computer_playing(qtbot, computer_name: str) -> FarkleView:
    """A view where the computer (named ``computer_name``) is about to play."""
    setup = GameSetup(FARKLE, ("Ana",), with_computer=True, computer_name=computer_name)
    timing = Timing(roll_animation_ms=0, banner_ms=1, computer_step_ms=60_000)
    view = FarkleView(setup, timing=timing, rng=ScriptedRng([1, 2, 3, 4, 6, 6]))
    qtbot.addWidget(view)
    click(qtbot, view.roll_button)
    click(qtbot, view.tray.dice[0])
    click(qtbot, view.bank_button)
    return view


def test_a_custom_computer_name_says_it_is_the_computer(qtbot) -> None:
    view = computer_playing(qtbot, "HAL")
    assert view.status.text() == "HAL (computer) is playing…"
    assert view.score_board.rows[1].accessibleName().startswith("HAL (computer): 0 points")


@pytest.mark.parametrize(
    ("code", "status", "seat"),
    [
        ("pt_PT", "O Computador está a jogar…", "Computador: 0 de "),
        ("pt_BR", "O Computador está jogando…", "Computador: 0 de "),
        ("ro", "Joacă Calculatorul…", "Calculatorul: 0 din "),
    ],
)
def test_the_default_computer_name_is_not_repeated(qtbot, languages, code, status, seat) -> None:
    languages.set_language(code)
    view = computer_playing(qtbot, "Computer")
    assert view.status.text() == status
    assert view.score_board.rows[1].accessibleName().startswith(seat)


def test_seven_seats_fit_in_1024_by_700(qtbot) -> None:
    window = MainWindow(timing=Timing.fast(), rng_factory=lambda: ScriptedRng([1, 5, 2, 3, 4, 6]))
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    humans = ("Ana", "Rui", "Maria João", "Ioana", "Pedro", "Alexandrina")
    view = window.start_game(GameSetup(FARKLE, humans=humans))
    assert isinstance(view, FarkleView)
    qtbot.waitExposed(window)
    click(qtbot, view.roll_button)
    qtbot.waitUntil(lambda: view.height() > 600)

    def inside(widget) -> bool:
        top_left = widget.mapTo(window, QPoint(0, 0))
        return (
            top_left.x() >= 0
            and top_left.y() >= 0
            and top_left.x() + widget.width() <= window.width()
            and top_left.y() + widget.height() <= window.height()
        )

    widgets = [view.roll_button, view.bank_button, view.risk_label, *view.tray.dice]
    widgets += view.score_board.rows
    assert all(inside(widget) for widget in widgets)
    assert min(die.width() for die in view.tray.dice) >= 60
    assert view.score_board.rows[6].geometry().bottom() < view.score_board.height()


PORTUGUESE = {"Roll": "Lançar", "Bank": "Guardar", "Hot dice!": "Dados quentes!"}


class FakePortuguese(QTranslator):
    """Translates a few strings, as a real pt_PT catalog does."""

    def isEmpty(self) -> bool:
        return False

    def translate(self, context, source, disambiguation=None, n=-1):
        return PORTUGUESE.get(source)  # None: not translated here


def test_language_change_retranslates_without_losing_the_game(qtbot) -> None:
    view = make_view(qtbot, [1, 1, 1, 5, 5, 5], timing=SLOW_BANNER)
    click(qtbot, view.roll_button)
    for die in view.tray.dice:
        click(qtbot, die)
    translator = FakePortuguese()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: view.roll_button.text() == "Lançar")
        assert view.bank_button.text() == "Guardar"
        assert view.banner.text() == "Dados quentes!"
        assert shown_dice(view) == [1, 1, 1, 5, 5, 5] and held(view) == [0, 1, 2, 3, 4, 5]
        assert view.turn_label.text() == "Turn: 1,500"
    finally:
        QCoreApplication.removeTranslator(translator)


def board_rect(view: FarkleView, widget) -> QRect:
    return QRect(widget.mapTo(view.board, QPoint(0, 0)), widget.size())


def test_the_farkle_banner_spares_the_dice_and_the_roll_stays_until_the_next_roll(qtbot) -> None:
    dice = [1, 2, 3, 4, 6, 6, 2, 3, 4, 6, 2, 5, 5, 5, 2, 3, 4]
    view = make_view(qtbot, dice, humans=("Ana", "Rui"), timing=SLOW_BANNER)
    click(qtbot, view.roll_button)
    click(qtbot, view.tray.dice[0])
    click(qtbot, view.roll_button)
    assert view.banner.is_showing() and view.banner.text() == "Farkle!"
    shown = [die for die in view.tray.dice if die.isVisible()]
    assert len(shown) == 5
    banner = board_rect(view, view.banner)
    assert not any(banner.intersects(board_rect(view, die)) for die in shown)
    click(qtbot, view.banner)  # the turn passes: Rui plays, Ana's farkle stays in sight
    assert view.status.text() == "Rui, your turn"
    assert shown_dice(view) == [2, 3, 4, 6, 2]
    assert not any(die.isEnabled() for die in shown)  # to see, not to play
    assert view.event_label.text() == "Ana rolled no scoring die and lost 100 points."
    click(qtbot, view.tray.dice[0])
    assert view.game.selected == frozenset()
    click(qtbot, view.roll_button)  # Rui's roll replaces them
    assert shown_dice(view) == [5, 5, 5, 2, 3, 4]
    assert all(die.isEnabled() for die in view.tray.dice)
    assert view.event_label.text() == ""


def test_the_farkled_roll_stays_when_the_turn_passes_by_itself(qtbot) -> None:
    view = make_view(qtbot, [2, 3, 4, 6, 2, 3], humans=("Ana", "Rui"))
    click(qtbot, view.roll_button)
    qtbot.waitUntil(lambda: view.status.text() == "Rui, your turn", timeout=2000)
    assert shown_dice(view) == [2, 3, 4, 6, 2, 3]


def test_a_farkle_with_nothing_at_stake_says_nothing_was_lost(qtbot) -> None:
    view = make_view(qtbot, [2, 3, 4, 6, 2, 3], humans=("Ana", "Rui"), timing=SLOW_BANNER)
    click(qtbot, view.roll_button)
    text = view.event_label.text()
    assert text == "Ana rolled no scoring die, with no points at stake: nothing lost."
    assert "lost 0" not in text


def test_banking_a_total_that_cannot_win_in_the_last_turn_gets_a_note(qtbot) -> None:
    dice = [1, 2, 3, 4, 6, 6, 1, 1, 1, 2, 3, 4]
    view = make_view(qtbot, dice, humans=("Ana", "Rui", "Eva"), target=5000)
    game = view.engine.game
    game.totals[:] = [1000, 4300, 5200]
    game.final_trigger = 2  # Eva reached the target: Ana and Rui play once more
    note = view.bank_note
    click(qtbot, view.roll_button)
    assert not note.isVisible()  # nothing to bank yet
    click(qtbot, view.tray.dice[0])
    assert note.isVisible() and note.text() == "Eva still leads with 5,200: bank anyway?"
    assert abs(note.geometry().center().y() - view.bank_button.geometry().center().y()) < 30
    assert view.bank_button.isEnabled()  # a note, not a lock nor a dialog
    click(qtbot, view.bank_button)
    assert game.totals[0] == 1100 and game.current == 1
    click(qtbot, view.roll_button)
    click(qtbot, view.tray.dice[0])
    assert note.isVisible()  # 4,400 < 5,200
    click(qtbot, view.tray.dice[1])
    click(qtbot, view.tray.dice[2])  # three 1s: 5,300 wins
    assert not note.isVisible() and note.text() == ""
