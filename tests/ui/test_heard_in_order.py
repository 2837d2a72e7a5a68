"""Speech in the order things happen, once each (issue 36 item 1; accessibility review of
3 December, D2, D4, D5, D7, D8): what a screen reader says, modelled as Orca does it.

A screen reader speaks a focus move at once, and a notification when the program's voice
(:class:`dicegame.ui.voice.speech.WindowVoice`, the real one) posts it. So :class:`Heard` records,
in order, both: each focus move (the name of the widget that takes the focus) and each
notification the voice posts. Every announcement reaches that voice, as on AT-SPI.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget
from support.games import landed
from support.scripted import ScriptedRng
from test_penta_view import make_view, sheet_with

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import Box
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Pace, Settings
from dicegame.ui.voice import announce, speech
from dicegame.ui.window.mainwindow import MainWindow

# The computer's pause lasts a minute unless skipped; its steps are quick.
WAITING = replace(Timing.fast(), undo_grace_ms=60_000)
CARD = "Computer plays next — press Ctrl+Z to take your move back, or Space to go on"


class Heard:
    """What a screen reader would say, in order: ("focus", name) and ("notification",
    text), the notifications posted by the window's real voice (a manual clock: a message
    waits for the one before until :meth:`flush`)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.said: list[tuple[str, str]] = []
        self.now = 0.0
        self._voices: dict[int, speech.WindowVoice] = {}
        original = speech.NotificationSpeaker.speak

        def speak(speaker: speech.NotificationSpeaker, text: str) -> None:
            self.said.append(("notification", text))
            original(speaker, text)

        monkeypatch.setattr(speech.NotificationSpeaker, "speak", speak)
        self._stop = announce.listen(self._to_voice)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus)
        self._app = app

    def _voice(self, widget: QWidget) -> speech.WindowVoice:
        window = widget.window()
        voice = self._voices.get(id(window))
        if voice is None:
            voice = speech.WindowVoice(window, clock=lambda: self.now)
            self._voices[id(window)] = voice
        return voice

    def _to_voice(self, widget: QWidget, text: str) -> None:
        self._voice(widget).say(text)

    def _focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None:
            self.said.append(("focus", new.accessibleName() or new.objectName()))

    def flush(self) -> None:
        """Time enough has passed: every message waiting is said."""
        self.now += 3600
        for voice in self._voices.values():
            voice.flush()

    def focus_moves(self) -> list[str]:
        return [text for kind, text in self.said if kind == "focus"]

    def texts(self) -> list[str]:
        return [text for _kind, text in self.said]

    def close(self) -> None:
        self._stop()
        self._app.focusChanged.disconnect(self._focus)


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> Iterator[Heard]:
    recorder = Heard(monkeypatch)
    yield recorder
    recorder.close()


def make_window(qtbot, folder: Path, dice: list[int]) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_computer_pace(Pace.SLOW)  # a pace whose computer waits behind the card
    window = MainWindow(
        timing=WAITING,
        rng_factory=lambda: ScriptedRng(list(dice)),
        autosave=AutosaveManager(folder=folder),
        settings=settings,
    )
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitActive(window):
        window.activateWindow()
    return window


def spoken_once_in_order(texts: list[str], *parts: str) -> bool:
    """Each of ``parts`` is said once in all of ``texts``, in the order given."""
    joined = " | ".join(texts)
    places = [joined.find(part) for part in parts]
    once = all(joined.count(part) == 1 for part in parts)
    return once and -1 not in places and places == sorted(places)


def test_a_farkle_bank_is_said_before_the_next_players_card(qtbot, tmp_path, heard) -> None:
    # D8, D4: Ana banks; Rui's hand-over card follows her bank, once, with no focus move.
    window = make_window(qtbot, tmp_path, [1, 5, 3, 4, 6, 6] * 3)
    view = window.start_game(GameSetup(FARKLE, ("Ana", "Rui"), with_computer=False))
    view.focus_board()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    landed(view.engine)
    qtbot.keyClick(view, Qt.Key.Key_1)
    heard.said.clear()
    qtbot.keyClick(view, Qt.Key.Key_B)
    assert view.hand_over.waiting()
    heard.flush()
    bank = "Ana banked 100 points and has 100 points."
    card = "Rui's turn: press Space or click to start"
    assert spoken_once_in_order(heard.texts(), bank, card), heard.said
    assert heard.focus_moves() == []
    qtbot.keyClick(view, Qt.Key.Key_Space)  # Rui starts: the card goes, the focus stays
    assert not view.hand_over.waiting() and view.hasFocus()
    assert heard.focus_moves() == []


def test_a_farkle_is_said_before_the_computers_card(qtbot, tmp_path, heard) -> None:
    # D8, the farkle case: the player learns why the turn ended before the next card.
    window = make_window(qtbot, tmp_path, [2, 2, 3, 4, 6, 6] * 3)
    view = window.start_game(GameSetup(FARKLE, ("Ana",), with_computer=True))
    view.focus_board()
    heard.said.clear()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    landed(view.engine)
    qtbot.waitUntil(lambda: view.game.current == 1 or view.hand_over.waiting(), timeout=5000)
    heard.flush()
    # up to the computer's own roll: at a quick pace (or a slow poll) it may have rolled,
    # and farkled too, before the wait above sees the turn change
    texts = heard.texts()
    computer_rolls = [i for i, text in enumerate(texts) if text.startswith("Computer rolled")]
    texts = texts[: computer_rolls[0]] if computer_rolls else texts
    assert spoken_once_in_order(texts, "Ana rolled 2, 2, 3, 4, 6, 6.", "Farkle!"), heard.said
    if view.hand_over.computer_pending():
        assert spoken_once_in_order(texts, "Farkle!", CARD), heard.said
    assert heard.focus_moves() == []


def test_the_computers_penta_turn_moves_no_focus(qtbot, tmp_path, heard) -> None:
    # D5, D4: from Ana's scoring to her turn back, nothing moves the focus (Orca would say
    # "Penta." over the message); the pending card is said once, after her scoring.
    window = make_window(qtbot, tmp_path, [1, 5, 3, 4, 6] + [4, 4, 4, 1, 6] * 6)
    view = window.start_game(GameSetup(PENTA, ("Ana",), with_computer=True))
    view.focus_board()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    landed(view.engine)
    view.engine.selectBox(Box.CHANCE)
    heard.said.clear()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.hand_over.computer_pending()
    heard.flush()
    assert spoken_once_in_order(heard.texts(), "Ana scored 19 in Chance.", CARD), heard.said
    qtbot.keyClick(view, Qt.Key.Key_Space)  # go on: the computer plays
    qtbot.waitUntil(lambda: view.game.current == 0, timeout=10_000)
    heard.flush()
    assert heard.focus_moves() == []
    assert view.hasFocus()
    texts = heard.texts()
    assert sum(text.count(CARD) for text in texts) == 1
    assert spoken_once_in_order(texts, "Computer ends with ", "Ana, your turn. Round 2/13.")


def test_the_upper_bonus_is_named_apart_from_the_box(qtbot) -> None:
    # D2: 54 in the upper section, then 9 in Threes: the box holds 9, the bonus is 35.
    upper = sheet_with(ONES=3, TWOS=6, FOURS=12, FIVES=15, SIXES=18)
    view = make_view(qtbot, [3, 3, 3, 1, 2], sheets=[upper])
    said: list[str] = []
    stop = announce.listen(lambda _widget, text: said.append(text))
    try:
        view.engine.roll()
        landed(view.engine)
        assert view.engine.scoreBox(Box.THREES)
    finally:
        stop()
    assert "Ana scored 9 in Threes and the upper bonus of 35. Total 98." in said, said
    assert view.info_label.text() == "Ana scored 9 in Threes and the upper bonus of 35"


def test_the_end_result_is_said_once_after_the_last_message_then_play_again(
    qtbot, heard, monkeypatch
) -> None:
    # D7: the last scoring is said whole, then the whole result (once), then the focus
    # moves to Play again; no dialog opens by itself: R opens the results, saying them.
    monkeypatch.setattr(speech, "WORDS_PER_SECOND", 100.0)  # the waits are short here
    all_but_chance = {box.name: 0 for box in Box if box is not Box.CHANCE}
    view = make_view(qtbot, [6, 6, 5, 4, 1], sheets=[sheet_with(**all_but_chance)])
    view.show()
    with qtbot.waitActive(view):
        view.activateWindow()
    view.focus_board()
    qtbot.waitUntil(view.hasFocus)
    heard._voice(view)  # the view's window has a voice, as with a screen reader
    view.engine.roll()
    landed(view.engine)
    heard.flush()
    heard.now += 3600  # all said
    heard.said.clear()
    assert view.engine.scoreBox(Box.CHANCE)
    result = "Game over. Ana wins with 22. 1. Ana, 22."
    play_again = view.end_board.play_again
    assert not play_again.hasFocus()  # not before the scoring and the result are said
    qtbot.waitUntil(play_again.hasFocus, timeout=5000)
    texts = heard.texts()
    assert spoken_once_in_order(texts, "Ana scored 22 in Chance. Total 22.", result), heard.said
    assert heard.said[-1] == ("focus", "Play again")  # then the focus, once
    assert heard.focus_moves() == ["Play again"]
    assert not view.results_shown()
    qtbot.keyClick(play_again, Qt.Key.Key_R)  # the player asks: the dialog says it all
    assert view.results_dialog is not None and view.results_shown()
    assert view.results_dialog.accessibleName() == result
    assert view.results_dialog.table.accessibleName() == "Results"


def names_heard(heard: Heard, name: str) -> int:
    return sum(text.count(name) for text in heard.texts())


def test_a_farkle_hand_over_says_the_next_players_name_once(qtbot, tmp_path, heard) -> None:
    # Issue 36: "Rui's turn. Rui's turn: press Space…": the card says whose turn it is.
    window = make_window(qtbot, tmp_path, [1, 5, 3, 4, 6, 6] * 3)
    view = window.start_game(GameSetup(FARKLE, ("Ana", "Rui"), with_computer=False))
    view.focus_board()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    landed(view.engine)
    qtbot.keyClick(view, Qt.Key.Key_1)
    heard.said.clear()
    qtbot.keyClick(view, Qt.Key.Key_B)
    assert view.hand_over.waiting()
    heard.flush()
    card = "Rui's turn: press Space or click to start"
    assert spoken_once_in_order(heard.texts(), "Ana banked 100 points", card), heard.said
    assert names_heard(heard, "Rui") == 1, heard.said


def test_a_penta_hand_over_says_the_next_players_name_once(qtbot, tmp_path, heard) -> None:
    # Issue 36: "Rui, your turn. Round 1/13. Rui's turn: press Space…": said once.
    window = make_window(qtbot, tmp_path, [1, 5, 3, 4, 6] * 4)
    view = window.start_game(GameSetup(PENTA, ("Ana", "Rui"), with_computer=False))
    view.focus_board()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    landed(view.engine)
    view.engine.selectBox(Box.CHANCE)
    heard.said.clear()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.hand_over.waiting()
    heard.flush()
    card = "Rui's turn: press Space or click to start"
    assert spoken_once_in_order(heard.texts(), "Ana scored 19 in Chance.", card), heard.said
    assert names_heard(heard, "Rui") == 1, heard.said
    qtbot.keyClick(view, Qt.Key.Key_Space)  # Rui starts: nothing names him again
    heard.flush()
    assert names_heard(heard, "Rui") == 1, heard.said


def test_without_the_hand_over_the_turn_is_still_said(qtbot, tmp_path, heard) -> None:
    # Game ▸ Hand-over off: no card, so the announcer names the next player.
    window = make_window(qtbot, tmp_path, [1, 5, 3, 4, 6, 6] * 3)
    view = window.start_game(GameSetup(FARKLE, ("Ana", "Rui"), with_computer=False))
    window.set_hand_over(False)
    view.focus_board()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    landed(view.engine)
    qtbot.keyClick(view, Qt.Key.Key_1)
    heard.said.clear()
    qtbot.keyClick(view, Qt.Key.Key_B)
    assert not view.hand_over.waiting()
    heard.flush()
    assert spoken_once_in_order(heard.texts(), "Ana banked 100 points", "Rui's turn."), heard.said
