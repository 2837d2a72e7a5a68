"""The big moments: each is celebrated once over the message area (never over the dice or
the sheet), with its own sound, said once to screen readers, named in the log, and gone
after it, leaving the board as it was."""

# ruff: noqa: F811 (the tests take the imported fixture "heard" by its name)
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFrame, QWidget
from support.games import landed
from support.scripted import ScriptedRng
from support.sound import RecordingPlayer
from test_farkle_access import (
    english_numbers,  # noqa: F401 (autouse: 1,500)
    heard,  # noqa: F401 (the fixture: every text announced)
)
from test_penta_view import make_view, sheet_with

from dicegame.core.common import Player
from dicegame.core.highlights import Highlight
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.ui.view import PentaView
from dicegame.ui.board.celebration import CELEBRATION_MS, Celebration, highlight_text
from dicegame.ui.board.motion import motion
from dicegame.ui.voice.sound import SoundBoard

PENTA = [6, 6, 6, 6, 6]
STRAIGHT = [1, 2, 3, 4, 5]


def shows(celebration: Celebration) -> list[str]:
    """Every text the band shows from now on (one entry per showing)."""
    texts: list[str] = []
    original = celebration.show_message

    def counting(text: str, *args, **kwargs) -> None:
        texts.append(text)
        original(text, *args, **kwargs)

    celebration.show_message = counting  # type: ignore[method-assign]
    return texts


def in_board(widget: QWidget, board: QWidget) -> QRect:
    return QRect(widget.mapTo(board, widget.rect().topLeft()), widget.size())


def settled(qtbot, view: QWidget) -> QImage:
    """The board's picture once its layout has settled (two grabs alike)."""
    last = view.grab().toImage()
    for _ in range(50):
        qtbot.wait(20)
        now = view.grab().toImage()
        if now == last:
            return now
        last = now
    raise AssertionError("the board never settled")


def score(qtbot, view: PentaView, box: Box) -> None:
    view.engine.roll()
    landed(view.engine)
    view.engine.scoreBox(box)
    view.celebration.flush()


def penta_view(qtbot, dice: list[int], **kwargs) -> tuple[PentaView, RecordingPlayer]:
    view = make_view(qtbot, dice, humans=("Ana", "Rui"), **kwargs)
    view.hand_over.set_enabled(False)
    player = RecordingPlayer()
    SoundBoard(player=player, parent=view).attach(view.engine)
    return view, player


def test_a_penta_and_a_penta_bonus(qtbot, heard) -> None:
    view, player = penta_view(qtbot, PENTA + STRAIGHT + PENTA)
    shown = shows(view.celebration)
    score(qtbot, view, Box.PENTA)
    assert shown == ["Penta!"] and view.celebration.is_showing()
    assert player.played[-1] == "penta"
    assert heard.count("Penta!") == 1
    band = in_board(view.celebration, view)
    assert band == in_board(view.findChild(QFrame, "statusFrame"), view)
    for covered_not in (view.tray, view.sheet):
        assert not band.intersects(in_board(covered_not, view))
    score(qtbot, view, Box.CHANCE)  # Rui
    assert shown == ["Penta!"]  # a plain score: no celebration
    score(qtbot, view, Box.SIXES)  # Ana's second Penta: the joker, in Sixes
    assert shown == ["Penta!", "Penta bonus: +100"]
    assert player.played[-1] == "penta_bonus"
    assert view.log_panel.texts()[0] == "Ana: 30 points in Sixes, Penta bonus: +100"
    assert "Ana scored 30 in Sixes and a Penta bonus of 100" in view.info_label.text()
    bonus_said = [text for text in heard if "Penta bonus" in text or "bonus of 100" in text]
    assert len(bonus_said) == 1  # with the scoring, by the announcer


def test_the_upper_bonus(qtbot, heard) -> None:
    sheets = [sheet_with(ONES=3, TWOS=6, THREES=9, FOURS=12, FIVES=15), sheet_with()]
    view, player = penta_view(qtbot, [6, 6, 6, 2, 3], sheets=sheets)
    shown = shows(view.celebration)
    score(qtbot, view, Box.SIXES)  # 45 + 18 = 63: +35
    assert shown == ["Upper bonus: +35"]
    assert player.played[-1] == "upper_bonus"
    # said once, by the announcer with its box, not again by the band
    assert "Upper bonus: +35" not in heard
    assert sum("the upper bonus of 35" in text for text in heard) == 1
    assert view.log_panel.texts()[0] == "Ana: 18 points in Sixes, Upper bonus: +35"
    assert "Ana scored 18 in Sixes" in view.info_label.text()  # not "53 in Sixes"


def test_the_last_round_and_the_win(qtbot, heard) -> None:
    boxes = list(Box)
    view, player = penta_view(qtbot, [2, 2, 3, 4, 6, 1, 1, 2, 2, 3] * 13)  # Ana, Rui
    shown = shows(view.celebration)
    for index in range(12):
        score(qtbot, view, boxes[index])
        score(qtbot, view, boxes[index])
    assert shown == ["Last round!"] and player.played.count("last_turn") == 1
    assert heard.count("Last round!") == 1
    score(qtbot, view, boxes[12])
    score(qtbot, view, boxes[12])
    assert shown[-1] == "Ana wins!" and player.played[-1] == "game_end"
    assert not any(text == "Ana wins!" for text in heard)  # the announcer says the end


def test_a_celebration_leaves_the_board_as_it_was(qtbot) -> None:
    view, _player = penta_view(qtbot, STRAIGHT * 2)
    view.engine.roll()
    landed(view.engine)
    before = settled(qtbot, view)
    texts = [view.info_label.text(), view.turn_label.text()]
    view.engine.highlighted.emit("penta")  # as a scoring would
    view.celebration.flush()
    assert view.celebration.is_showing() and view.grab().toImage() != before
    assert view.tray.isEnabled() and view.roll_button.isEnabled()  # play goes on under it
    qtbot.waitUntil(lambda: not view.celebration.is_showing(), timeout=CELEBRATION_MS + 2000)
    assert [view.info_label.text(), view.turn_label.text()] == texts
    assert settled(qtbot, view) == before


def test_the_celebration_pops_only_with_the_animations_on(qtbot) -> None:
    view, _player = penta_view(qtbot, STRAIGHT)
    celebration = view.celebration
    frames = []
    celebration.celebrate("penta")
    celebration.flush()
    assert celebration.is_popping()
    for step in range(5):
        celebration.set_pop(step / 4)
        frames.append(celebration.grab().toImage())
    assert frames[0] != frames[1] != frames[4]
    celebration.cancel()
    motion().set_enabled(False)
    try:
        celebration.celebrate("penta")
        celebration.flush()
        assert celebration.is_showing() and not celebration.is_popping()
    finally:
        motion().set_enabled(True)


@pytest.fixture
def farkle(qtbot):
    setup = GameSetup(FARKLE, humans=("Ana", "Rui"), with_computer=False)
    timing = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000)
    view = FarkleView(setup, timing=timing, rng=ScriptedRng([1, 1, 1, 5, 5, 5, 2, 3, 4, 6, 6]))
    qtbot.addWidget(view)
    view.resize(1024, 640)
    view.show()
    view.hand_over.set_enabled(False)
    return view


def test_a_big_farkle_bank(qtbot, farkle, heard) -> None:
    view = farkle
    player = RecordingPlayer()
    SoundBoard(player=player, parent=view).attach(view.engine)
    shown = shows(view.celebration)
    view.engine.roll()
    landed(view.engine)
    for index in range(6):
        view.engine.toggleDie(index)
    assert view.banner.is_showing() and view.banner.text() == "Hot dice!"
    view.engine.bank()
    view.celebration.flush()
    assert shown == ["Big bank: +1,500"] and player.played[-1] == "big_bank"
    assert heard.count("Big bank: +1,500") == 1
    assert len([text for text in heard if text.startswith("Hot dice!")]) == 1
    band = in_board(view.celebration, view)
    assert not band.intersects(in_board(view.tray, view))


def test_the_computer_s_win_is_worded_with_its_article(qtbot, languages) -> None:
    """The band said «Computador venceu!» where the headline said «o computador venceu!»:
    it put the computer's bare name into "%1 wins!"."""
    setup = GameSetup(FARKLE, humans=("Ana",), with_computer=True)
    view = FarkleView(setup, timing=Timing(roll_animation_ms=0, banner_ms=1), rng=ScriptedRng([]))
    qtbot.addWidget(view)
    view.engine.game.totals[:] = [100, 10_500]
    view.engine.game.is_over = True
    words = {}
    for language in ("pt_BR", "pt_PT", "ro", "en"):
        languages.set_language(language)
        view.engine.highlighted.emit(Highlight.WIN)
        view.celebration.flush()
        words[language] = view.celebration.text()
    assert words == {
        "pt_BR": "O computador venceu!",
        "pt_PT": "O computador ganha!",
        "ro": "Calculatorul câștigă!",
        "en": "The computer wins!",
    }
    languages.set_language("en")
    shared = highlight_text(Highlight.WIN, [Player("Ana"), Player("Rui")])
    assert shared == "Shared win: Ana and Rui"
