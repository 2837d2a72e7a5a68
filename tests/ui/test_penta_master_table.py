"""The Penta Master at any table (issue 35 item 3): the New game dialog offers it whatever
the number of players, and its description there and on the rules page says by how much
it beats Perfect players with two and with three players (benchmarks/penta_master_field.py:
34.3 % of three-player games, docs/penta-strategy.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QStandardItemModel

from dicegame.games.penta.core import PENTA, PentaLevel
from dicegame.ui.games import ui_game
from dicegame.ui.window.dialogs import NewGameDialog

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"
#: The three-player share and a third, as each language writes them.
FIGURES = {
    "en": ("34.3 %", "33.3 %"),
    "pt_PT": ("34,3 %", "33,3 %"),
    "pt_BR": ("34,3 %", "33,3 %"),
    "ro": ("34,3 %", "33,3 %"),
}


@pytest.mark.parametrize("code", sorted(FIGURES))
def test_the_master_is_offered_at_every_table_and_says_by_how_much(
    qtbot, languages, code: str
) -> None:
    languages.set_language(code)
    dialog = NewGameDialog(None, PENTA)
    qtbot.addWidget(dialog)
    combo = dialog.level_combos[PENTA]
    master = combo.findData(PentaLevel.MASTER)
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    for humans in range(1, dialog.humans_spin.maximum() + 1):  # 2 to 7 players
        dialog.humans_spin.setValue(humans)
        item = model.item(master)
        assert item is not None and item.isEnabled()
        combo.setCurrentIndex(master)
        assert dialog.setup().level is PentaLevel.MASTER
        text = dialog.level_help.text()
        assert all(figure in text for figure in FIGURES[code]), text


@pytest.mark.parametrize("code", sorted(FIGURES))
def test_the_rules_page_gives_the_master_s_three_player_share(qtbot, languages, code) -> None:
    languages.set_language(code)
    dialog = NewGameDialog(None, PENTA)
    qtbot.addWidget(dialog)
    page = (RULES / f"penta.{code}.html").read_text(encoding="utf-8")
    master = ui_game(PENTA).level_name(PentaLevel.MASTER)
    line = page.split(f"<li><b>{master}</b>")[1]
    line = " ".join(line.split("</li>")[0].split())
    assert all(figure in line for figure in FIGURES[code]), line
