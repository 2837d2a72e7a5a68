"""Each moment a blind player must hear is announced, in English and Portuguese (issue 23
item 1, review A3, A4, A8): a Penta hold or release when the die is not focused (and not
twice when it is), the auto-score countdown with its box, the sacrifice message, the
computer's turn in few words, Farkle's set-aside and the computer's bank."""

# ruff: noqa: F811 (the tests take the imported fixture "heard" by its name)
from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt
from support.scripted import ScriptedRng
from test_farkle_access import (
    english_numbers,  # noqa: F401 (autouse: 1,050)
    heard,  # noqa: F401 (the fixture: every text announced)
)
from test_penta_access import focus
from test_penta_view import die, make_view, sheet_with

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import FarkleView

# A countdown of 3 s that does not tick while the test runs.
STILL = Timing(
    auto_score_ms=3000, countdown_tick_ms=600_000, roll_animation_ms=0, computer_step_ms=600_000
)
NOTHING_SCORES = sheet_with(ONES=3, THREES=9, FOURS=12, SIXES=18, CHANCE=22)

SAID = {
    "en": {
        "held": "Die 2: 1, held",
        "released": "Die 2: 1, released",
        "roll": "You rolled 1, 1, 3, 4, 6, 2 rolls left",
        "sacrifice": "No open box scores: you must sacrifice one.",
        "countdown": "Scoring in 3 seconds: Aces.",
    },
    "pt_PT": {
        "held": "Dado 2: 1, guardado",
        "released": "Dado 2: 1, solto",
        "roll": "Saiu 1, 1, 3, 4, 6, faltam 2 lançamentos",
        "sacrifice": "Nenhuma casa aberta rende pontos: é preciso sacrificar uma.",
        "countdown": "Registo automático dentro de 3 segundos: Ás.",
    },
}


@pytest.fixture(params=["en", "pt_PT"])
def language(request, languages) -> str:
    languages.set_language(request.param)
    return request.param


def penta_view(qtbot, sheets=None):
    view = make_view(qtbot, [1, 1, 3, 4, 6] * 3, sheets=sheets, timing=STILL)
    view.show()
    focus(qtbot, view)
    return view


def test_a_hold_and_a_release_are_said_when_the_die_is_not_focused(qtbot, language, heard) -> None:
    view = penta_view(qtbot)
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_2)  # the board has the focus, not the die
    qtbot.keyClick(view, Qt.Key.Key_2)
    said = SAID[language]
    assert heard == [said["roll"], said["held"], said["released"]]


def test_a_focused_die_says_its_hold_itself_not_twice(qtbot, heard) -> None:
    view = penta_view(qtbot)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    second = die(view, 1)
    second.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(second.hasFocus)
    heard.clear()
    assert view.engine.toggleHold(1)  # its new name "Die 2: 1, held" is read by Orca
    assert view.game.held[1] and heard == []


def test_the_countdown_is_said_with_its_box(qtbot, language, heard) -> None:
    view = penta_view(qtbot)
    heard.clear()
    for _ in range(3):
        qtbot.waitUntil(lambda: not view.engine.rolling)
        assert view.engine.roll()
    qtbot.waitUntil(lambda: view.engine.countdown_active)
    assert heard[-1] == SAID[language]["countdown"]
    assert heard.count(SAID[language]["countdown"]) == 1


def test_the_sacrifice_is_said_once(qtbot, language, heard) -> None:
    view = penta_view(qtbot, sheets=[NOTHING_SCORES])
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not view.engine.rolling)
    assert view.engine.roll()  # still nothing scores: not said again
    assert heard.count(SAID[language]["sacrifice"]) == 1
    assert heard[1] == SAID[language]["sacrifice"]  # right after the roll it follows


def test_a_computer_turn_is_said_without_a_double_full_stop(qtbot, heard) -> None:
    view = make_view(qtbot, [1, 2, 2, 4, 6] + [5] * 15, computer=True, timing=Timing.fast())
    heard.clear()
    view.engine.roll()
    qtbot.waitUntil(lambda: not view.engine.rolling)
    from dicegame.games.penta.core.rules import Box

    assert view.engine.scoreBox(Box.CHANCE)
    qtbot.waitUntil(lambda: view.game.current == 0, timeout=5000)
    assert "Computer is playing…" in heard
    assert "Ana, your turn. Round 2/13." in heard
    assert not [text for text in heard if "…." in text or ".." in text]


FARKLE_SAID = {
    "en": ["Ana set aside 1, 5: 150 points this turn.", "Computer banks 1,050: total 1,050."],
    "pt_PT": [
        "Ana pôs de lado 1, 5: 150 pontos neste turno.",
        "Computador guarda 1\u00a0050: total 1\u00a0050.",
    ],
}


def test_farkle_set_aside_and_the_computers_bank(qtbot, language, heard) -> None:
    QLocale.setDefault(QLocale(language if language != "en" else "en_US"))
    setup = GameSetup(FARKLE, humans=("Ana",), with_computer=True)
    timing = Timing(roll_animation_ms=0, banner_ms=1, computer_step_ms=1, undo_grace_ms=0)
    view = FarkleView(setup, timing=timing, rng=ScriptedRng([1, 5, 2, 3, 4, 6, 1, 1, 1, 5, 2, 3]))
    qtbot.addWidget(view)
    view.show()
    view.engine.roll()
    qtbot.waitUntil(lambda: not view.engine.rolling)
    view.engine.toggleDie(0)
    view.engine.toggleDie(1)
    assert heard[-1] == FARKLE_SAID[language][0]
    view.engine.bank()
    qtbot.waitUntil(lambda: view.game.current == 0, timeout=5000)
    assert FARKLE_SAID[language][1] in heard
