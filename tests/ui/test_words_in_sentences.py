"""The computer in a sentence, places and the unfinished game's players (review of
3 December, D1 and D6: code rows K1-K3 and K5-K7).

Portuguese puts an article before the computer («O computador ganha!», not «Computador
ganha!»), which no ``%1`` can give: a winner headline about the default computer is a
sentence of its own. A place in the ranking is written as the language writes ordinals.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from dicegame.core.common import Player
from dicegame.games.farkle.ui.texts import status_text
from dicegame.i18n import LanguageManager
from dicegame.ui.voice.words import about_player, place_text
from dicegame.ui.window.dialogs import ResultsDialog

COMPUTER = Player("Computer", is_computer=True)
COMPUTER_FIRST = [(1, 1, COMPUTER, 250), (2, 0, Player("Ana"), 200), (3, 2, Player("Rui"), 90)]
ANA_FIRST = [(1, 0, Player("Ana"), 250), (2, 1, COMPUTER, 200)]
HAL_FIRST = [(1, 1, Player("HAL", is_computer=True), 250), (2, 0, Player("Ana"), 200)]

# language: (results headline, Farkle status line) when the computer wins; Ana's headline
WINS = {
    "en": ("The computer wins!", "Game over: the computer wins!", "Ana wins!"),
    "pt_PT": ("O computador ganha!", "Fim da partida: o computador ganha!", "Ana ganha!"),
    "pt_BR": ("O computador venceu!", "Fim da partida: o computador venceu!", "Ana venceu!"),
    "ro": ("Calculatorul câștigă!", "Sfârșitul partidei: calculatorul câștigă!", "Ana câștigă!"),
}
PLACES = {"en": "1.", "pt_PT": "1.º", "pt_BR": "1º", "ro": "1."}


def results(qtbot, ranking) -> ResultsDialog:
    dialog = ResultsDialog(ranking)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("code", list(WINS))
def test_the_computers_win_is_said_with_its_article(
    qtbot, languages: LanguageManager, code: str
) -> None:
    languages.set_language(code)
    headline, status, ana = WINS[code]
    assert results(qtbot, COMPUTER_FIRST).headline.text() == headline
    assert status_text(SimpleNamespace(is_over=True, ranking=lambda: COMPUTER_FIRST)) == status
    assert results(qtbot, ANA_FIRST).headline.text() == ana  # a person keeps "%1 wins!"


def test_a_renamed_computer_is_named_like_a_person(qtbot, languages: LanguageManager) -> None:
    languages.set_language("pt_PT")
    assert results(qtbot, HAL_FIRST).headline.text() == "HAL ganha!"
    assert about_player(Player("HAL", is_computer=True), "%1!", "the computer!") == "HAL!"


def test_the_headline_follows_a_language_change(qtbot, languages: LanguageManager) -> None:
    dialog = results(qtbot, COMPUTER_FIRST)
    languages.set_language("pt_PT")
    qtbot.waitUntil(lambda: dialog.headline.text() == "O computador ganha!")
    languages.set_language("ro")
    qtbot.waitUntil(lambda: dialog.headline.text() == "Calculatorul câștigă!")


@pytest.mark.parametrize("code", list(PLACES))
def test_places_are_written_as_the_language_writes_ordinals(
    qtbot, languages: LanguageManager, code: str
) -> None:
    languages.set_language(code)
    dialog = results(qtbot, COMPUTER_FIRST)
    column = [dialog.table.item(row, 0).text() for row in range(3)]
    first = PLACES[code]
    assert column == [first, first.replace("1", "2"), first.replace("1", "3")]
    assert place_text(10) == first.replace("1", "10")
