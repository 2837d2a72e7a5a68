"""Starting a Farkle game shows the Expert's advice without solving its turn table on the
GUI thread (issue 25, no freeze): the advice comes from the shipped table."""

from __future__ import annotations

import pytest
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE, expert_table
from dicegame.games.farkle.core.levels import FarkleLevel
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window


@pytest.fixture
def solves(monkeypatch: pytest.MonkeyPatch):
    """Every solve of the Expert's table, and no table cached before or after the test."""
    calls: list[int] = []
    real = expert_table.solve_expert_table

    def counting(residue: int) -> expert_table._ExpertTable:
        calls.append(residue)
        return real(residue)

    monkeypatch.setattr(expert_table, "solve_expert_table", counting)
    expert_table._expert_table.cache_clear()
    yield calls
    expert_table._expert_table.cache_clear()


def test_a_farkle_game_starts_without_solving_the_expert_table(qtbot, solves) -> None:
    window = MainWindow(timing=Timing.fast(), rng_factory=lambda: ScriptedRng([1, 2, 2, 3, 4, 6]))
    qtbot.addWidget(window)
    window.show()
    setup = GameSetup(FARKLE, humans=("Ana",), level=FarkleLevel.EXPERT)
    view = window.start_game(setup)
    assert view.expert_label.text().startswith("Expert: roll (expects ")
    view.engine.roll()
    qtbot.waitUntil(lambda: not view.engine.rolling)
    assert view.expert_label.text() == "Expert: set aside 1"  # the only scoring die
    assert solves == []


def test_without_the_shipped_table_the_advice_is_solved_once(
    qtbot, solves, monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    """The counting hook sees a solve when there is one (so the test above can fail)."""
    monkeypatch.setattr(expert_table, "EXPERT_TABLE_DIR", tmp_path)  # an empty folder
    window = MainWindow(timing=Timing.fast())
    qtbot.addWidget(window)
    view = window.start_game(GameSetup(FARKLE, humans=("Ana", "Rui"), with_computer=False))
    assert view.expert_label.text().startswith("Expert: roll (expects ")
    assert solves == [0]
