"""Farkle fits a 1024×600 netbook (minus a taskbar), uses big screens, and never jumps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QTranslator
from PySide6.QtWidgets import QWidget
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

HUMANS = ("Ana", "Rui", "Maria João", "Ioana", "Pedro", "Alexandrina")
NETBOOK = (1000, 540)  # 1024×600 less a taskbar and the window frame: the window's minimum
SLOW_COMPUTER = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000)


def window_with_farkle(qtbot, size, humans=HUMANS, dice=(1, 5, 2, 3, 4, 6), timing=None):
    window = MainWindow(timing=timing or Timing.fast(), rng_factory=lambda: ScriptedRng(list(dice)))
    qtbot.addWidget(window)
    window.setMinimumSize(*NETBOOK)  # the new minimum (the window's own fit is not ours)
    window.resize(*size)
    window.show()
    view = window.start_game(GameSetup(FARKLE, humans=humans, with_computer=True))
    assert isinstance(view, FarkleView)
    qtbot.waitExposed(window)
    qtbot.wait(20)
    return window, view


def rect_in(window: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", [NETBOOK, (1024, 560), (1366, 728)])
def test_everything_a_player_needs_is_inside_a_small_window(qtbot, size) -> None:
    window, view = window_with_farkle(qtbot, size)
    view.engine.game.totals[6] = 10_150
    view.engine.game.final_trigger = 6  # the last-turn notice shows too
    view.engine.roll()
    view.engine.toggleDie(0)
    viewport = view.side.scroll.viewport()

    def seats_in_sight() -> bool:
        return all(
            viewport.rect().contains(QRect(row.mapTo(viewport, QPoint(0, 0)), row.size()))
            for row in view.score_board.rows
        )

    # The last-turn notice grows the column; the log folds for it on a later event-loop
    # turn (ui/board/log_room.py), which a loaded machine may take a while to reach.
    qtbot.waitUntil(seats_in_sight, timeout=5000)
    assert (window.width(), window.height()) == size  # the view does not push it bigger
    area = window.rect()
    needed = [view.roll_button, view.bank_button, view.risk_label, view.expert_label]
    needed += [*view.tray.dice, view.set_aside_row, view.hint, view.turn_label]
    needed += [view.score_board, *view.score_board.rows, view.score_board.notice]
    for widget in needed:
        assert area.contains(rect_in(window, widget)), widget.objectName()
    for row in view.score_board.rows:  # every seat in sight, none scrolled away
        assert viewport.rect().contains(QRect(row.mapTo(viewport, QPoint(0, 0)), row.size()))
    assert min(die.width() for die in view.tray.dice) >= 60
    assert view.roll_button.height() >= 40 and view.risk_label.height() >= 14


def test_dice_grow_with_the_window(qtbot) -> None:
    window, view = window_with_farkle(qtbot, NETBOOK)
    small = view.tray.dice[0].width()
    window.resize(1900, 1000)
    qtbot.waitUntil(lambda: view.tray.dice[0].width() > small)
    side = min(view.tray.dice[0].width(), view.tray.dice[0].height())
    assert side >= 180  # no small dice in an empty board
    dice = QRect(view.tray.dice[0].mapTo(view.board, QPoint(0, 0)), view.tray.dice[0].size())
    dice = dice.united(
        QRect(view.tray.dice[5].mapTo(view.board, QPoint(0, 0)), view.tray.dice[5].size())
    )
    assert dice.width() >= view.board.width() * 0.6


class FakeRomanian(QTranslator):
    """Long words everywhere, as a real catalog may have."""

    def isEmpty(self) -> bool:
        return False

    def translate(self, context, source, disambiguation=None, n=-1):
        return source.replace(" ", " lunguț ") + " și încă ceva foarte lung"


def die_geometry(view: FarkleView) -> list[QRect]:
    return [QRect(die.mapTo(view, QPoint(0, 0)), die.size()) for die in view.tray.dice]


@pytest.mark.parametrize("size", [NETBOOK, (1366, 728), (1920, 1040)])
def test_dice_do_not_move_on_a_language_switch_nor_the_computer_s_turn(qtbot, size) -> None:
    dice = (1, 2, 3, 4, 6, 6, 5, 5, 2, 3, 4, 6)
    _window, view = window_with_farkle(qtbot, size, dice=dice, timing=SLOW_COMPUTER)
    before = die_geometry(view)
    translator = FakeRomanian()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: "încă" in view.roll_button.text())
        qtbot.wait(20)
        assert die_geometry(view) == before
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: "încă" not in view.roll_button.text())
    for _ in HUMANS:  # every human banks 100: the computer becomes the current player
        view.engine.roll()
        view.engine.toggleDie(0)
        view.engine.bank()
        view.engine.rng.script[:0] = [1, 2, 3, 4, 6, 6]
    assert view.engine.is_computer_turn
    qtbot.wait(20)
    assert die_geometry(view) == before
    view.engine.computer_timer.timeout.emit()  # the computer rolls
    qtbot.wait(20)
    assert die_geometry(view) == before


def test_a_long_name_elides_at_a_word_boundary_with_the_full_name_in_a_tooltip(qtbot) -> None:
    long_name = "MMMMMM WWWWWW MMMMMM WWWWWW MMMM"  # the longest allowed (32), wide letters
    _window, view = window_with_farkle(qtbot, NETBOOK, humans=("Ana", long_name))
    label = view.score_board.rows[1].name
    shown = label.text()
    assert shown != long_name and shown.endswith("…")
    assert long_name.startswith(shown[:-1].rstrip()) and shown[:-1].rstrip() in long_name
    assert long_name[len(shown[:-1].rstrip())] == " "  # cut between two words
    assert label.fontMetrics().horizontalAdvance(shown) <= label.width()
    assert label.toolTip() == long_name
