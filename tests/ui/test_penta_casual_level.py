"""The New game dialog offers Penta's Casual level, between Good and Beginner, with its
one-line description, in the interface language (issue 26 item 4)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.levels import PentaLevel
from dicegame.ui.games import ui_game
from dicegame.ui.window.dialogs import NewGameDialog

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"

LISTS = {
    "en": ["Master", "Perfect", "Good", "Casual", "Beginner"],
    "pt_PT": ["Mestre", "Perfeito", "Bom", "Amador", "Principiante"],
    "pt_BR": ["Mestre", "Perfeito", "Bom", "Amador", "Iniciante"],
    "ro": ["Maestru", "Perfect", "Bun", "Amator", "Începător"],
}
MASTER_LINES = {
    "en": "Master: in its last two or three turns, plays for the best chance to finish",
    "pt_PT": "Mestre: nas duas ou três últimas rondas, joga para ter a maior probabilidade",
    "ro": "Maestru: în ultimele două sau trei ture, joacă pentru cea mai mare șansă",
}
CASUAL_LINES = {
    "en": "Casual: makes half of its choices as Good does and the other half as Beginner does",
    "pt_PT": "Amador: faz metade das escolhas como o Bom e a outra metade como o Principiante",
    "pt_BR": "Amador: faz metade das escolhas como o Bom e a outra metade como o Iniciante",
    "ro": "Amator: face jumătate din alegeri ca nivelul Bun și cealaltă jumătate",
}


@pytest.mark.parametrize("code", ["en", "pt_PT", "pt_BR", "ro"])
def test_the_dialog_offers_casual_between_good_and_beginner(qtbot, languages, code) -> None:
    languages.set_language(code)
    dialog = NewGameDialog(None, PENTA)
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.level_combos[PENTA]
    assert [combo.itemText(i) for i in range(combo.count())] == LISTS[code]
    assert [combo.itemData(i) for i in range(combo.count())] == list(PentaLevel)
    combo.setCurrentIndex(combo.findData(PentaLevel.CASUAL))
    assert dialog.level_help.text().startswith(CASUAL_LINES[code])
    assert "200" in dialog.level_help.text()
    assert dialog.setup().level is PentaLevel.CASUAL
    again = NewGameDialog(None, PENTA, dialog.setup())  # the last game's choice
    qtbot.addWidget(again)
    assert again.level_combos[PENTA].currentData() == PentaLevel.CASUAL


def test_the_list_follows_a_language_change(qtbot, languages) -> None:
    dialog = NewGameDialog(None, PENTA)
    qtbot.addWidget(dialog)
    dialog.level_combos[PENTA].setCurrentIndex(3)
    assert dialog.level_combos[PENTA].currentText() == "Casual"
    languages.set_language("ro")
    qtbot.waitUntil(lambda: dialog.level_combos[PENTA].currentText() == "Amator")
    assert dialog.level_help.text().startswith("Amator:")


@pytest.mark.parametrize("code", ["en", "pt_PT", "pt_BR", "ro"])
def test_the_rules_page_describes_every_level_the_dialog_offers(qtbot, languages, code) -> None:
    """Penta's rules page has a line for each level, by the name the dialog lists it."""
    languages.set_language(code)
    dialog = NewGameDialog(None, PENTA)
    qtbot.addWidget(dialog)
    page = (RULES / f"penta.{code}.html").read_text(encoding="utf-8")
    lines = {item.split("</b>")[0]: item for item in page.split("<li><b>")[1:]}
    names = [ui_game(PENTA).level_name(level) for level in PentaLevel]
    assert [name for name in lines if name in names] == names  # in the dialog's order
    casual = ui_game(PENTA).level_name(PentaLevel.CASUAL)
    assert re.search(r"\b200\b", lines[casual])  # about 200 points a game


@pytest.mark.parametrize("code", ["en", "pt_PT", "ro"])
def test_the_dialog_describes_the_master(qtbot, languages, code) -> None:
    """The Master (issue 26 item 2) has its line in the dialog, and its rules paragraph
    says what it plays for and by how much it beats Perfect."""
    languages.set_language(code)
    dialog = NewGameDialog(None, PENTA)
    qtbot.addWidget(dialog)
    combo = dialog.level_combos[PENTA]
    combo.setCurrentIndex(combo.findData(PentaLevel.MASTER))
    assert dialog.level_help.text().startswith(MASTER_LINES[code])
    assert dialog.setup().level is PentaLevel.MASTER
    page = (RULES / f"penta.{code}.html").read_text(encoding="utf-8")
    line = page.split(f"<li><b>{ui_game(PENTA).level_name(PentaLevel.MASTER)}</b>")[1]
    line = line.split("</li>")[0]
    assert re.search(r"\b5\d[,.]\d %", line)  # the head-to-head win rate, 5x.x %
