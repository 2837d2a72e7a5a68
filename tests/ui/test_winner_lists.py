"""A shared win names its winners as the interface language lists them (review F9).

"Ana and Rui", «Ana e Rui», „Ana și Rui”: the announcements, the Farkle status line, the
results headline and the game log all join the names with :func:`join_names`.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLabel
from support.scripted import ScriptedRng

from dicegame.core.common import Player
from dicegame.core.setup import GameSetup
from dicegame.engine.game_log import GameLog, LogEntry, LogKind
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.farkle.ui.announcer import FarkleAnnouncer
from dicegame.games.farkle.ui.texts import status_text
from dicegame.games.penta.ui.announcer import penta_winners_text
from dicegame.i18n import LanguageManager
from dicegame.ui.voice.announce import listen
from dicegame.ui.voice.words import join_names
from dicegame.ui.window.dialogs import ResultsDialog
from dicegame.ui.window.game_log_panel import GameLogPanel

THREE = ["Ana", "Rui", "Ioana"]
# Three players share the win with 250 points; Pedro comes fourth.
RANKING = [(1, 0, Player("Ana"), 250), (1, 1, Player("Rui"), 250), (1, 2, Player("Ioana"), 250)]
RANKING.append((4, 3, Player("Pedro"), 90))

LISTS = {
    "en": ("Ana and Rui", "Ana, Rui, and Ioana"),
    "pt_PT": ("Ana e Rui", "Ana, Rui e Ioana"),
    "pt_BR": ("Ana e Rui", "Ana, Rui e Ioana"),
    "ro": ("Ana și Rui", "Ana, Rui și Ioana"),
}
TEXTS = {  # language: (Penta announcement, Farkle status line, results headline, log line)
    "en": (
        "Ana, Rui, and Ioana share the win with 250.",
        "Game over: shared win (Ana, Rui, and Ioana)",
        "Shared win: Ana, Rui, and Ioana",
        "Game over. Winner: Ana, Rui, and Ioana",
    ),
    "pt_PT": (
        "Ana, Rui e Ioana partilham a vitória com 250.",
        "Fim da partida: vitória partilhada (Ana, Rui e Ioana)",
        "Vitória partilhada: Ana, Rui e Ioana",
        "Fim da partida. Vitória: Ana, Rui e Ioana",
    ),
    "pt_BR": (
        "Ana, Rui e Ioana dividem a vitória com 250.",
        "Fim da partida: vitória dividida (Ana, Rui e Ioana)",
        "Vitória dividida: Ana, Rui e Ioana",
        "Fim da partida. Vitória: Ana, Rui e Ioana",
    ),
    "ro": (
        "Ana, Rui și Ioana împart victoria cu 250.",
        "Sfârșitul partidei: victorie împărțită (Ana, Rui și Ioana)",
        "Victorie împărțită: Ana, Rui și Ioana",
        "Partida s-a încheiat. Victorie: Ana, Rui și Ioana",
    ),
}


@pytest.mark.parametrize("code", list(LISTS))
def test_names_are_joined_in_the_interface_language(languages: LanguageManager, code) -> None:
    languages.set_language(code)
    assert join_names(["Ana"]) == "Ana"
    assert (join_names(["Ana", "Rui"]), join_names(THREE)) == LISTS[code]


def test_the_list_follows_the_program_language_not_the_system_locale(
    languages: LanguageManager,
) -> None:
    """A German system that shows the English interface says "and", not "und"."""
    QLocale.setDefault(QLocale("de_DE"))  # what QLocale() is before any language is chosen
    assert join_names(["Ana", "Rui"]) == "Ana and Rui"
    languages.set_language("ro")
    assert join_names(["Ana", "Rui"]) == "Ana și Rui"


@pytest.mark.parametrize("code", list(TEXTS))
def test_every_shared_win_text_lists_the_winners(qtbot, languages: LanguageManager, code) -> None:
    languages.set_language(code)
    penta, status, headline, log_line = TEXTS[code]
    assert penta_winners_text(RANKING, [*THREE, "Pedro"]) == penta
    assert status_text(SimpleNamespace(is_over=True, ranking=lambda: RANKING)) == status
    dialog = ResultsDialog(RANKING)
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == headline
    setup = GameSetup(FARKLE, humans=(*THREE, "Pedro"), with_computer=False)
    engine = FarkleEngine(setup, Timing.fast(), ScriptedRng([1, 2, 3, 4, 5, 6]))
    panel = GameLogPanel(GameLog(engine))
    qtbot.addWidget(panel)
    assert panel.describe(LogEntry(LogKind.GAME_OVER, 0, values=(0, 1, 2))) == log_line


def test_the_farkle_announcer_lists_the_winners(qtbot, languages: LanguageManager) -> None:
    languages.set_language("pt_PT")
    label = QLabel()
    qtbot.addWidget(label)
    setup = GameSetup(FARKLE, humans=(*THREE, "Pedro"), with_computer=False)
    engine = FarkleEngine(setup, Timing.fast(), ScriptedRng([1, 2, 3, 4, 5, 6]))
    announcer = FarkleAnnouncer(label, engine)
    heard: list[str] = []
    stop = listen(lambda _widget, text: heard.append(text))
    try:
        engine.gameOver.emit(RANKING)
    finally:
        stop()
    assert heard == []  # the results dialog says it, by its name
    assert announcer.game_over_text(RANKING) == (
        "Fim da partida: vitória partilhada (Ana, Rui e Ioana) com 250 pontos."
    )
