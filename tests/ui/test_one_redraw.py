"""One redraw per change: a Penta roll (its landing included) and a Farkle bank redraw the
whole view at most twice, however many fine-grained signals the engine sends for them
(the review measured 4 full redraws of the Penta view for one roll)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from support.scripted import ScriptedRng

from dicegame.core.common import Player
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.scoreboard import FarkleScoreBoard
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.games.penta.core.rules import Box, PentaGame
from dicegame.games.penta.ui.sheet.scoresheet import ScoreSheet
from dicegame.games.penta.ui.sheet.sheet_rows import ROW_OF, SumRow
from dicegame.games.penta.ui.view import PentaView

# The dice land on the engine's timer (not at once), as in the real program.
LANDING = replace(Timing.fast(), roll_animation_ms=20, banner_ms=60_000)


def count_calls(monkeypatch: pytest.MonkeyPatch, cls: type, name: str) -> list[object]:
    """Patch ``cls.name`` (before the widgets are built) to record each call's ``self``."""
    calls: list[object] = []
    original = getattr(cls, name)

    def counted(self, *args, **kwargs):
        calls.append(self)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(cls, name, counted)
    return calls


def board_focused(qtbot, view) -> None:
    view.resize(1100, 720)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(view.hasFocus)


def test_one_penta_roll_redraws_the_view_and_the_sheet_at_most_twice(qtbot, monkeypatch) -> None:
    view_redraws = count_calls(monkeypatch, PentaView, "_refresh")
    sheet_redraws = count_calls(monkeypatch, ScoreSheet, "_refresh")
    setup = GameSetup(humans=("Ana", "Rui"), with_computer=False)
    rng = ScriptedRng([2, 3, 3, 5, 6])
    view = PentaView(setup, timing=LANDING, rng=rng, game=PentaGame(setup.players(), rng))
    qtbot.addWidget(view)
    board_focused(qtbot, view)
    qtbot.wait(10)  # whatever the start scheduled is drawn
    view_redraws.clear()
    sheet_redraws.clear()

    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.engine.rolling  # the landing is still to come
    qtbot.waitUntil(lambda: not view.engine.rolling)
    qtbot.waitUntil(view.hint_button.isEnabled)  # drawn as landed
    qtbot.wait(10)  # and nothing more comes

    assert [die.value() for die in view.tray.dice] == [2, 3, 3, 5, 6]
    assert view.roll_button.text() == "Roll (2 left)"
    assert 1 <= view_redraws.count(view) <= 2
    assert 1 <= len(sheet_redraws) <= 2


def test_one_farkle_bank_redraws_the_view_and_the_scores_at_most_twice(qtbot, monkeypatch) -> None:
    view_redraws = count_calls(monkeypatch, FarkleView, "_refresh")
    score_redraws = count_calls(monkeypatch, FarkleScoreBoard, "show_game")
    setup = GameSetup(FARKLE, humans=("Ana", "Rui"), with_computer=False)
    view = FarkleView(setup, timing=LANDING, rng=ScriptedRng([1, 5, 3, 4, 6, 6]))
    qtbot.addWidget(view)
    view.hand_over.set_enabled(True)  # the setting's default: the bank raises the curtain
    board_focused(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not view.engine.rolling)
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert view.bank_button.isEnabled()
    qtbot.wait(10)
    view_redraws.clear()
    score_redraws.clear()

    qtbot.keyClick(view, Qt.Key.Key_B)
    qtbot.wait(10)

    assert view.game.totals == [100, 0]
    assert view.event_label.text() == "Ana banked 100 points."
    assert view.hand_over.waiting()
    assert 1 <= view_redraws.count(view) <= 2
    assert 1 <= len(score_redraws) <= 2


def test_a_new_penta_view_fills_its_sheet_once(qtbot, monkeypatch) -> None:
    """Issue 25 item 3: the sheet's construction only schedules its cells; the view's first
    update fills them, once (they were filled twice, and a third time at the first scale)."""
    fills = count_calls(monkeypatch, ScoreSheet, "_refresh")
    setup = GameSetup(humans=("Ana", "Rui"), with_computer=False)
    view = PentaView(setup, timing=LANDING, rng=ScriptedRng([2, 3, 3, 5, 6]))
    qtbot.addWidget(view)

    assert len(fills) == 1  # filled by the view's first update, at once
    total = view.sheet.item(ROW_OF[SumRow.TOTAL], 1)
    assert total is not None and total.text() == "0"
    name = view.sheet.item(ROW_OF[Box.CHANCE], 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert name == "Chance, Ana: open"


def test_a_scale_change_refills_the_sheet_once_on_the_next_turn(qtbot, monkeypatch) -> None:
    fills = count_calls(monkeypatch, ScoreSheet, "_refresh")
    sheet = ScoreSheet([Player("Ana"), Player("Computer", is_computer=True)])
    qtbot.addWidget(sheet)
    sheet.refresh_now()
    fills.clear()

    sheet.set_scale(1.5)
    sheet.set_scale(1.8)

    assert fills == []  # the cells wait for the next turn of the event loop
    size = sheet.font().pointSizeF()
    assert sheet.verticalHeaderItem(ROW_OF[Box.ONES]).font().pointSizeF() == size  # at once
    assert sheet.horizontalHeaderItem(0).font().pointSizeF() <= size
    qtbot.waitUntil(lambda: len(fills) == 1)
    assert sheet.item(ROW_OF[Box.CHANCE], 0).font().pointSizeF() == size
    qtbot.wait(10)
    assert len(fills) == 1
