"""The game log records every action of both games, in order, and survives a save."""

from __future__ import annotations

import random
from pathlib import Path

from support.games import landed
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.game_log import LOG_KEY, GameLog, LogEntry, LogKind
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.farkle.engine.followers import FarkleLogKind
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.persist.autosave import AutosaveManager

# Farkle: the test fires the computer's steps and ends farkles itself
MANUAL = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000)


def kinds(log: GameLog) -> list[str]:
    return [entry.kind.value for entry in log.entries]


def test_a_scripted_penta_turn_is_logged_in_order(qtbot) -> None:
    setup = GameSetup(humans=("Ana", "Rui"), with_computer=False)
    engine = PentaEngine(setup, Timing.fast(), ScriptedRng([6, 6, 2, 3, 1, 6, 4, 5]))
    log = GameLog(engine)
    engine.start()
    engine.roll()
    landed(engine)
    engine.toggleHold(0)
    engine.toggleHold(1)
    engine.toggleHold(4)
    engine.roll()
    landed(engine)
    engine.scoreBox(Box.SIXES)
    engine.undo()
    assert log.entries == [
        LogEntry(LogKind.ROLL, 0, (6, 6, 2, 3, 1)),
        LogEntry(LogKind.ROLL, 0, (6, 6, 6, 4, 1), kept=(1, 6, 6)),
        LogEntry(LogKind.SCORE, 0, points=18, box=int(Box.SIXES)),
        LogEntry(LogKind.UNDO, 0),
    ]


def test_the_auto_score_and_the_computer_are_logged(qtbot) -> None:
    setup = GameSetup(humans=("Ana",), with_computer=True)
    engine = PentaEngine(setup, Timing.fast(), random.Random(1))
    log = GameLog(engine)
    engine.start()
    for _ in range(3):
        engine.roll()
        landed(engine)
    qtbot.waitUntil(lambda: engine.game.current == 0 and engine.game.round == 2, timeout=5000)
    scores = [entry for entry in log.entries if entry.kind is LogKind.SCORE]
    assert [(entry.seat, entry.auto) for entry in scores] == [(0, True), (1, False)]
    computer_rolls = [entry for entry in log.entries if entry.kind is LogKind.ROLL and entry.seat]
    assert 1 <= len(computer_rolls) <= 3


def test_a_farkle_turn_with_set_asides_and_a_farkle(qtbot) -> None:
    setup = GameSetup(kind=FARKLE, humans=("Ana", "Rui"), with_computer=False)
    engine = FarkleEngine(setup, MANUAL, ScriptedRng([1, 5, 3, 4, 6, 6, 2, 3, 4, 6]))
    log = GameLog(engine)
    engine.roll()
    landed(engine)
    engine.toggleDie(0)
    engine.toggleDie(1)
    engine.roll()  # 2 3 4 6: a farkle
    landed(engine)
    assert log.entries == [
        LogEntry(LogKind.ROLL, 0, (1, 5, 3, 4, 6, 6)),
        LogEntry(FarkleLogKind.SET_ASIDE, 0, (1, 5), points=150),
        LogEntry(LogKind.ROLL, 0, (2, 3, 4, 6)),
        LogEntry(FarkleLogKind.FARKLE, 0, points=150),
    ]


def test_the_log_survives_save_and_resume(qtbot, tmp_path: Path) -> None:
    setup = GameSetup(humans=("Ana", "Rui"), with_computer=False)
    engine = PentaEngine(setup, Timing.fast(), random.Random(5))
    log = GameLog(engine)
    autosave = AutosaveManager(tmp_path)
    autosave.attach(engine, extra=engine.save_extra)  # the log is saved with the engine
    engine.start()
    engine.roll()
    landed(engine)
    engine.roll()
    landed(engine)
    engine.scoreBox(Box.CHANCE)
    saved = AutosaveManager(tmp_path).pending_game().saved
    resumed = PentaEngine(saved.setup, Timing.fast(), saved.game.rng, game=saved.game)
    resumed_log = GameLog(resumed)
    assert saved.extra[LOG_KEY] == log.to_json()
    assert resumed.restore_extra(saved.extra)  # the engine restores its log
    assert resumed_log.entries == log.entries and len(log.entries) == 3


def test_a_damaged_log_in_a_save_is_dropped_not_fatal(qtbot) -> None:
    setup = GameSetup(humans=("Ana",), with_computer=False)
    engine = PentaEngine(setup, Timing.fast(), random.Random(5))
    log = GameLog(engine)
    for bad in ({"k": "roll"}, [{"k": "nonsense", "s": 0}], [{"k": "roll", "s": 7}], "x"):
        assert not log.restore(bad if isinstance(bad, list) else [bad])
        assert log.entries == []
