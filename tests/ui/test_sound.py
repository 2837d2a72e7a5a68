"""Sounds: the right cue for each game event, in order; none when muted or minimised."""

from __future__ import annotations

from support.games import landed
from support.scripted import ScriptedRng
from support.sound import RecordingPlayer

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.ui.voice.sound import CommandPlayer, Cue, SoundBoard, cue_path

# Farkle: the test fires the computer's steps and ends farkles itself
MANUAL = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000)


def penta_engine(dice: list[int]) -> PentaEngine:
    setup = GameSetup(humans=("Ana", "Rui"), with_computer=False)
    engine = PentaEngine(setup, Timing.fast(), ScriptedRng(dice))
    engine.start()
    return engine


def farkle_engine(dice: list[int]) -> FarkleEngine:
    setup = GameSetup(kind=FARKLE, humans=("Ana", "Rui"), with_computer=False)
    return FarkleEngine(setup, MANUAL, ScriptedRng(dice))


def test_every_cue_has_its_sound_file() -> None:
    for cue in Cue:
        data = cue_path(cue).read_bytes()
        assert data[:4] == b"RIFF" and data[8:12] == b"WAVE", cue
        assert len(data) < 64 * 1024


def test_a_penta_turn_sounds_roll_hold_roll_score(qtbot) -> None:
    player = RecordingPlayer()
    board = SoundBoard(player=player)
    engine = penta_engine([6, 6, 2, 3, 6, 6, 1, 4])
    board.attach(engine)
    engine.roll()
    landed(engine)
    engine.toggleHold(0)
    engine.toggleHold(1)
    engine.toggleHold(0)  # releasing is silent
    engine.roll()
    landed(engine)
    engine.scoreBox(Box.CHANCE)
    assert player.played == ["roll", "hold", "hold", "roll", "score"]


def test_a_farkle_turn_sounds_roll_set_aside_roll_farkle(qtbot) -> None:
    player = RecordingPlayer()
    board = SoundBoard(player=player)
    engine = farkle_engine([1, 2, 3, 4, 6, 6, 2, 3, 4, 6, 2])
    board.attach(engine)
    engine.roll()
    landed(engine)
    engine.toggleDie(0)
    engine.roll()  # nothing scores
    landed(engine)
    assert player.played == ["roll", "set_aside", "roll", "farkle"]


def test_hot_dice_and_bank(qtbot) -> None:
    player = RecordingPlayer()
    board = SoundBoard(player=player)
    engine = farkle_engine([1, 1, 1, 5, 5, 5])
    board.attach(engine)
    engine.roll()
    landed(engine)
    for index in range(6):
        engine.toggleDie(index)
    engine.bank()
    assert player.played[-2:] == ["hot_dice", "big_bank"]  # 1 500 points: a big bank
    assert player.played.count("set_aside") == 6


def test_muted_or_minimised_is_silent(qtbot) -> None:
    player = RecordingPlayer()
    minimised = [False]
    board = SoundBoard(enabled=False, player=player, is_minimised=lambda: minimised[0])
    engine = penta_engine([1, 2, 3, 4, 5])
    board.attach(engine)
    engine.roll()
    landed(engine)
    assert player.played == []
    board.setEnabled(True)
    minimised[0] = True
    board.play(Cue.SCORE)
    assert player.played == []
    minimised[0] = False
    board.play(Cue.SCORE)
    assert player.played == ["score"]


def test_the_command_player_uses_the_first_player_found(monkeypatch) -> None:
    monkeypatch.setattr("sys.platform", "linux")
    found = {"paplay": "/usr/bin/paplay", "aplay": "/usr/bin/aplay"}
    monkeypatch.setattr("shutil.which", lambda name: found.get(name))
    assert CommandPlayer()._command == ["/usr/bin/paplay"]
    monkeypatch.setattr("shutil.which", lambda name: None)
    assert CommandPlayer()._command is None
