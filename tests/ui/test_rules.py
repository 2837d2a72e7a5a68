"""Help ▸ Rules: a page per game and language, complete, with working dice pictures."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QPixmap, QTextDocument

from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.rules import TARGETS, farkle_probability
from dicegame.games.penta.core import PENTA
from dicegame.i18n import LANGUAGES, format_number, format_percent, locale_for
from dicegame.ui.window.rules import RulesDialog, rules_page

CODES = list(LANGUAGES)

# The spec's box table, in sheet order.
BOX_NAMES = {
    "en": [
        "Aces", "Twos", "Threes", "Fours", "Fives", "Sixes", "Three of a kind", "Four of a kind",
        "Full house", "Small straight", "Large straight", "Chance", "Penta",
    ],
    "pt_PT": [
        "Ás", "Dois", "Três", "Quatro", "Cinco", "Seis", "Trio", "Quadra", "Full",
        "Sequência pequena", "Sequência grande", "Chance", "Penta",
    ],
    "pt_BR": [
        "Ases", "Dois", "Três", "Quatro", "Cinco", "Seis", "Trinca", "Quadra", "Full House",
        "Sequência pequena", "Sequência grande", "Chance", "Cinco Iguais",
    ],
    "ro": [
        "Asuri", "Doi", "Trei", "Patru", "Cinci", "Șase", "Trei de un fel", "Careu", "Full",
        "Suită mică", "Suită mare", "Șansă", "Penta",
    ],
}  # fmt: skip

# Strings the spec requires verbatim, and the words each language's pages must use.
PENTA_STRINGS = {
    "en": ["Validate move", "TOTAL", "joker", "five 4s", "20 points plus the 100 bonus"],
    "pt_PT": [
        "«Validar a jogada»",
        "«Nenhuma casa aberta rende pontos: é preciso sacrificar uma»",
        "TOTAL", "ronda", "casa", "folha", "lançamento", "cinco 4", "20 pontos, mais 100 de bónus",
    ],
    "pt_BR": [
        "“Validar jogada”", "TOTAL", "rodada", "casa", "folha", "lançamento", "coringa",
        "cinco 4", "20 pontos, mais 100 de bônus",
    ],
    "ro": [
        "„Validează tura”",
        "„Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una”",
        "TOTAL", "tură", "căsuță", "aruncare", "cinci de 4", "20 de puncte, plus bonusul de 100",
    ],
}  # fmt: skip
FARKLE_STRINGS = {
    "en": ["Roll", "Bank", "Farkle!", "Hot dice!", "Last turn!", "Humans + 1 AI", "300 points"],
    "pt_PT": [
        "«Lançar»", "«Guardar»", "«Turno perdido!»", "«Dados quentes!»", "«Último turno!»",
        "«Nova partida»", "«Humanos + 1 IA»", "300 pontos",
    ],
    "pt_BR": [
        "“Lançar”", "“Guardar”", "“Turno perdido!”", "“Dados quentes!”", "“Última rodada!”",
        "“Nova partida”", "“Humanos + 1 IA”", "300 pontos",
    ],
    "ro": [
        "„Aruncă”", "„Încasează”", "„Tură pierdută!”", "„Zaruri fierbinți!”", "„Ultima tură!”",
        "„Partidă nouă”", "„Oameni + 1 IA”", "300 de puncte",
    ],
}  # fmt: skip
FARKLE_POINTS = [100, 50, 1000, 200, 600, 1500, 4000, 750]
# Slips of the Romanian seed, and cedilla letters instead of the correct comma-below ones.
ROMANIAN_MISTAKES = ["doarurilor", "șeptilor", "Trei la fel", "ş", "ţ", "Ş", "Ţ"]


def page_text(kind: str, code: str) -> str:
    """The page's text without tags, line breaks as spaces, entities decoded (&nbsp; → U+00A0)."""
    raw = rules_page(kind, code).read_text(encoding="utf-8")
    return html.unescape(re.sub(r"[ \t\n]+", " ", re.sub(r"<[^>]+>", "", raw)))


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("kind", [PENTA, FARKLE])
def test_every_page_exists_and_declares_its_language(kind: str, code: str) -> None:
    raw = rules_page(kind, code).read_text(encoding="utf-8")
    assert f'<html lang="{code.replace("_", "-")}">' in raw
    assert '<meta charset="utf-8">' in raw


@pytest.mark.parametrize("code", CODES)
def test_penta_page_covers_the_rules(code: str) -> None:
    raw = rules_page(PENTA, code).read_text(encoding="utf-8")
    text = page_text(PENTA, code)
    for name in BOX_NAMES[code]:
        assert f"<tr><td>{name}</td>" in raw, f"box {name!r} missing from the sheet table"
    for needed in PENTA_STRINGS[code]:
        assert needed in text, needed
    for number in ("13", "3", "63", "35", "25", "30", "40", "50", "100"):
        assert re.search(rf"\b{number}\b", text), number


@pytest.mark.parametrize("code", CODES)
def test_farkle_page_covers_the_rules(code: str) -> None:
    locale = locale_for(code)
    text = page_text(FARKLE, code)
    for needed in FARKLE_STRINGS[code]:
        assert needed in text, needed
    for target in TARGETS:
        assert format_number(target, locale) in text, f"target {target}"
    for points in FARKLE_POINTS:
        assert format_number(points, locale) in text, f"{points} points"
    for dice in range(1, 7):
        risk = format_percent(float(farkle_probability(dice)) * 100, locale=locale)
        assert risk in text, f"risk with {dice} dice: {risk}"


@pytest.mark.parametrize("kind", [PENTA, FARKLE])
def test_romanian_pages_have_no_seed_slips(kind: str) -> None:
    text = page_text(kind, "ro")
    for mistake in ROMANIAN_MISTAKES:
        assert mistake not in text, mistake


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("kind", [PENTA, FARKLE])
def test_every_picture_resolves_and_renders(qapp, kind: str, code: str) -> None:
    page = rules_page(kind, code)
    sources = set(re.findall(r'<img src="([^"]+)"', page.read_text(encoding="utf-8")))
    assert sources, "no dice pictures"
    document = QTextDocument()
    document.setBaseUrl(QUrl.fromLocalFile(str(page)))
    for source in sources:
        assert (page.parent / source).is_file(), source
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(source))
        assert isinstance(image, QPixmap), f"{source} not loaded"
        assert not image.isNull(), f"{source} does not render (QtSvg image plugin?)"


def shown_page(dialog: RulesDialog, kind: str) -> Path:
    return Path(dialog.browsers[kind].source().toLocalFile())


def test_dialog_shows_the_current_language_and_reloads_on_a_switch(qtbot, languages) -> None:
    dialog = RulesDialog(None, FARKLE)
    qtbot.addWidget(dialog)
    assert dialog.objectName() == "rulesDialog"
    assert dialog.current_game() == FARKLE
    assert dialog.windowTitle() == "Rules"
    assert shown_page(dialog, PENTA) == rules_page(PENTA, "en")
    assert "Aces" in dialog.browsers[PENTA].toPlainText()

    languages.set_language("ro")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Reguli")
    assert shown_page(dialog, FARKLE) == rules_page(FARKLE, "ro")
    assert shown_page(dialog, PENTA) == rules_page(PENTA, "ro")
    assert "Asuri" in dialog.browsers[PENTA].toPlainText()
    assert dialog.current_game() == FARKLE

    languages.set_language("pt_BR")
    qtbot.waitUntil(lambda: shown_page(dialog, PENTA) == rules_page(PENTA, "pt_BR"))
    assert dialog.windowTitle() == "Regras"
    assert "Cinco Iguais" in dialog.browsers[PENTA].toPlainText()


def test_dialog_opens_on_the_requested_game(qtbot) -> None:
    dialog = RulesDialog(None, PENTA)
    qtbot.addWidget(dialog)
    assert dialog.current_game() == PENTA
    dialog.show_game(FARKLE)
    assert dialog.current_game() == FARKLE
    assert dialog.tabs.tabText(0) == "Penta"
