"""The computer's spoken turn fits in its turn (issue 23 item 2, review A9).

Computer turns of both games are played on virtual time (a ManualClock) with the program's
own intervals: the default pace (Normal) and the Speech pace. What the announcers say
from the human's move that hands the turn over to the computer's last move is counted at
espeak's default rate (175 words a minute, plus the word "notification" Orca says before
each message): it must fit in the time the computer's turn takes, with the messages said
one after the other as ``speech.WindowVoice`` says them (none starts before the one before
has been said).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest
from PySide6.QtWidgets import QWidget
from support.scripted import ScriptedRng
from test_farkle_access import english_numbers  # noqa: F401 (autouse: 1,050)

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import ManualClock, Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.farkle.ui.announcer import FarkleAnnouncer
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.games.penta.ui.announcer import PentaAnnouncer
from dicegame.persist.settings import PACE_DELAY_MS, Pace
from dicegame.ui.voice.announce import listen
from dicegame.ui.voice.speech import speaking_seconds

SEEDS = range(12)
#: The Speech pace leaves this share of the computer's turn silent, at least.
SPEECH_PACE_ROOM = 0.25


@dataclass
class SpokenTurn:
    """What was said (virtual ms, text) from ``start`` until the turn came back at ``end``."""

    start: int
    end: int
    said: list[tuple[int, str]]

    @property
    def duration_ms(self) -> int:
        return self.end - self.start

    @property
    def words(self) -> int:
        return sum(len(text.split()) for _, text in self.said)

    @property
    def speaking_ms(self) -> float:
        """Every message's time at 175 words a minute, "notification" included."""
        return sum(speaking_seconds(text) * 1000 for _, text in self.said)


def timing_at(pace: Pace) -> Timing:
    return Timing(computer_step_ms=PACE_DELAY_MS[pace], clock=ManualClock())


class Recorder:
    """What is said during the computer's turn: from the turn passing to it until it
    passes back (what the human's move said before, and the human's turn after, are not
    counted; the human's own message is kept in ``handed_over``). Made before the
    announcer, so that it sees each turn change before the announcer speaks of it."""

    def __init__(self, engine, clock: ManualClock) -> None:
        self.engine, self.clock = engine, clock
        self.said: list[tuple[int, str]] = []
        self.handed_over: list[str] = []
        self.computer_playing = False
        self.back = False
        engine.turnChanged.connect(self._turn)

    def _turn(self, seat: int) -> None:
        computer = self.engine.game.players[seat].is_computer
        if self.computer_playing and not computer:
            self.back = True
        self.computer_playing = computer

    def _heard(self, _widget, text: str) -> None:
        if self.back:
            return
        if self.computer_playing:
            self.said.append((self.clock.now, text))
        else:
            self.handed_over.append(text)

    def play(self, hand_over) -> SpokenTurn:
        """``hand_over()``: the human's last move; the computer plays its turn."""
        stop = listen(self._heard)
        try:
            start = self.clock.now
            hand_over()
            self.clock.run_until(lambda: self.back or self.engine.game.is_over, 120_000)
        finally:
            stop()
        return SpokenTurn(start, self.clock.now, self.said)


def penta_computer_turn(qtbot, pace: Pace, seed: int) -> SpokenTurn:
    """Ana rolls once and scores Chance; the computer plays its whole turn."""
    timing = timing_at(pace)
    setup = GameSetup(humans=("Ana",), with_computer=True)
    engine = PentaEngine(setup, timing, random.Random(seed))
    clock = timing.clock
    assert clock is not None
    recorder = Recorder(engine, clock)
    widget = QWidget()
    qtbot.addWidget(widget)
    PentaAnnouncer(engine, widget, lambda _seat: "")
    engine.start()
    engine.roll()
    clock.run_until(lambda: not engine.rolling, within_ms=5_000)
    return recorder.play(lambda: engine.scoreBox(Box.CHANCE))


def farkle_computer_turn(qtbot, pace: Pace, seed: int) -> SpokenTurn:
    """Ana rolls 1 2 3 4 6 6, sets the 1 aside and banks; the computer plays its turn."""
    timing = timing_at(pace)
    setup = GameSetup(FARKLE, humans=("Ana",), with_computer=True)
    rng = ScriptedRng([1, 2, 3, 4, 6, 6])
    rng.seed(seed)
    engine = FarkleEngine(setup, timing, rng)
    clock = timing.clock
    assert clock is not None
    recorder = Recorder(engine, clock)
    widget = QWidget()
    qtbot.addWidget(widget)
    FarkleAnnouncer(widget, engine)
    engine.roll()
    clock.run_until(lambda: not engine.rolling, within_ms=5_000)
    engine.toggleDie(0)
    return recorder.play(engine.bank)


PLAYS = {"penta": penta_computer_turn, "farkle": farkle_computer_turn}


@pytest.mark.parametrize("game", sorted(PLAYS))
def test_the_computers_turn_is_told_within_its_turn_at_the_slow_pace(qtbot, game) -> None:
    """(Normal became quicker, issue 34: there the steps are said merged, after the turn;
    a screen reader gets the Speech pace until its player chooses another.)"""
    for seed in SEEDS:
        turn = PLAYS[game](qtbot, Pace.SLOW, seed)
        assert turn.said, "the computer's turn says something"
        assert turn.speaking_ms <= turn.duration_ms, (seed, turn)


@pytest.mark.parametrize("game", sorted(PLAYS))
def test_the_speech_pace_leaves_room_after_the_computers_spoken_turn(qtbot, game) -> None:
    for seed in SEEDS:
        turn = PLAYS[game](qtbot, Pace.SPEECH, seed)
        assert turn.speaking_ms <= (1 - SPEECH_PACE_ROOM) * turn.duration_ms, (seed, turn)


def test_the_speech_pace_is_the_slowest() -> None:
    assert PACE_DELAY_MS[Pace.SPEECH] == max(PACE_DELAY_MS.values())


def test_a_default_timing_is_the_normal_pace() -> None:
    assert replace(Timing(), clock=None).computer_step_ms == PACE_DELAY_MS[Pace.NORMAL]
