"""The New game dialog offers the Farkle Master at the tables the Farkle core offers it at."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from support.master_tables import damaged_tables

from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core import levels as farkle_levels
from dicegame.games.farkle.core.levels import FarkleLevel
from dicegame.games.farkle.core.rules import TARGETS
from dicegame.ui.window.dialogs import NewGameDialog

pytestmark = pytest.mark.window

MASTER = list(FarkleLevel).index(FarkleLevel.MASTER)


def _offered(dialog: NewGameDialog) -> bool:
    return dialog.level_combos[FARKLE].model().item(MASTER).isEnabled()


def test_the_master_is_offered_at_larger_tables(qtbot, tmp_path: Path) -> None:
    dialog = NewGameDialog(kind=FARKLE)
    qtbot.addWidget(dialog)
    with damaged_tables(tmp_path, 15000):
        dialog.option_combos[FARKLE]["target"].setCurrentIndex(TARGETS.index(15000))
        assert not _offered(dialog)  # two players: the Master needs the target's table
        qtbot.keyClick(dialog.humans_spin, Qt.Key.Key_Up)  # three players
        assert _offered(dialog)  # a larger table: the model of everyone's chances
        dialog.level_combos[FARKLE].setCurrentIndex(MASTER)
        assert dialog.setup().level is FarkleLevel.MASTER


def test_a_master_not_offered_at_larger_tables_falls_back(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(farkle_levels, "FIELD_MASTER_OFFERED", False)
    dialog = NewGameDialog(kind=FARKLE)
    qtbot.addWidget(dialog)
    dialog.level_combos[FARKLE].setCurrentIndex(MASTER)
    assert _offered(dialog)
    qtbot.keyClick(dialog.humans_spin, Qt.Key.Key_Up)
    assert not _offered(dialog)
    assert dialog.setup().level is FarkleLevel.EXPERT
    qtbot.keyClick(dialog.humans_spin, Qt.Key.Key_Down)
    assert _offered(dialog)
