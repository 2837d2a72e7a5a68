"""Penta polish (issue 24 item 5; playtest defect 14): the free panel holds the game log,
the joker message says what the box holds and the bonus, Undo's message and the log say
the same, and a sacrifice message never lingers into the next turn."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QWidget
from support.games import landed
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet
from dicegame.games.penta.ui.layout import STATUS_MIN_HEIGHT
from dicegame.games.penta.ui.view import PentaView
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Settings
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

LEFT = Qt.MouseButton.LeftButton


def sheet_with(**filled: int) -> Sheet:
    scores: list[int | None] = [None] * len(Box)
    for name, points in filled.items():
        scores[Box[name]] = points
    return Sheet(tuple(scores))


def make_view(qtbot, dice, humans=("Ana",), computer=False, sheets=None, size=(1100, 720)):
    setup = GameSetup(humans=humans, with_computer=computer)
    rng = ScriptedRng(dice) if dice is not None else random.Random(0)
    game = PentaGame(setup.players(), rng)
    if sheets is not None:
        game.sheets = list(sheets)
    view = PentaView(setup, timing=Timing.fast(), rng=rng, game=game)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_the_free_panel_holds_the_open_game_log(qtbot) -> None:
    view = make_view(qtbot, [2, 2, 3, 5, 6] * 4)
    qtbot.waitUntil(lambda: view.log_panel.list.isVisible())  # open: there is room
    status = view.findChild(QWidget, "statusFrame")
    assert status.height() <= STATUS_MIN_HEIGHT + 30  # no large empty box
    assert view.log_panel.list.height() > status.height()
    view.engine.roll()
    landed(view.engine)
    assert view.log_panel.texts()[0].startswith("Ana rolled")


def test_a_small_window_keeps_the_log_folded(qtbot) -> None:
    view = make_view(qtbot, [2, 2, 3, 5, 6], size=(1000, 430))
    qtbot.wait(30)
    assert not view.log_panel.list.isVisible()


def test_the_joker_message_says_the_box_and_the_bonus(qtbot) -> None:
    sheets = [sheet_with(PENTA=50, FOURS=16)]  # a Penta of 4s: the joker fills any box
    view = make_view(qtbot, [4, 4, 4, 4, 4], sheets=sheets)
    view.engine.roll()
    landed(view.engine)
    view.engine.scoreBox(Box.LARGE_STRAIGHT)
    assert view.game.sheets[0][Box.LARGE_STRAIGHT] == 40
    assert view.info_label.text() == "Ana scored 40 in Large straight and a Penta bonus of 100"


def test_a_sacrifice_message_goes_with_the_scoring(qtbot) -> None:
    open_box = {box.name: 0 for box in Box if box is not Box.LARGE_STRAIGHT}
    view = make_view(
        qtbot,
        [1, 1, 2, 2, 3] * 3,
        humans=("Ana",),
        computer=True,
        sheets=[sheet_with(**open_box), Sheet()],
    )
    for _ in range(3):
        view.engine.roll()
        landed(view.engine)
    view.refresh_now()
    assert view.sacrifice_label.isVisible()  # no open box scores these dice
    view.engine.scoreBox(Box.LARGE_STRAIGHT)
    view.refresh_now()
    assert view.game.current == 1 and not view.sacrifice_label.isVisible()


def test_the_undo_message_and_the_log_say_the_same(qtbot, tmp_path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        timing=Timing.fast(),
        rng_factory=lambda: ScriptedRng([2, 2, 3, 5, 6] * 4),
        autosave=AutosaveManager(folder=tmp_path),
        settings=settings,
    )
    qtbot.addWidget(window)
    window.show()
    window.set_hand_over(False)
    view = window.start_game(GameSetup(PENTA, ("Ana", "Rui"), with_computer=False))
    view.engine.roll()
    landed(view.engine)
    view.engine.scoreBox(Box.CHANCE)
    qtbot.mouseClick(view.undo_button, LEFT)
    message = view.info_label.text()
    assert message == "Ana took back the last scoring."
    assert view.log_panel.texts()[0] + "." == message
