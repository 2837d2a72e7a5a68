"""One contract for both games: both engines are GameEngines with the same shared signals,
refusals, pause, pace, undo point and autosave data."""

from __future__ import annotations

import random
from enum import StrEnum

import pytest

from dicegame.core.setup import GameSetup
from dicegame.engine import base
from dicegame.engine.base import SHARED_REFUSALS, GameEngine, holds_shared_refusals
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.farkle.engine.engine import Refusal as FarkleRefusal
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.games.penta.engine.engine import Refusal as PentaRefusal

SHARED_SIGNALS = {
    "actionRefused": "actionRefused(QString)",
    "diceLanded": "diceLanded(PyObject)",
    "gameOver": "gameOver(PyObject)",
    "stateChanged": "stateChanged()",
    "turnChanged": "turnChanged(int)",
    "undoAvailable": "undoAvailable(bool)",
    "undone": "undone(int)",
}


def penta(qtbot) -> PentaEngine:
    setup = GameSetup(PENTA, ("Ana", "Rui"), with_computer=False)
    engine = PentaEngine(setup, Timing.fast(), random.Random(3))
    engine.start()
    return engine


def farkle(qtbot) -> FarkleEngine:
    setup = GameSetup(FARKLE, ("Ana", "Rui"), with_computer=False)
    return FarkleEngine(setup, Timing.fast(), random.Random(3))


ENGINES = pytest.mark.parametrize("make", [penta, farkle], ids=["penta", "farkle"])


def refusals(engine: GameEngine) -> list[str]:
    seen: list[str] = []
    engine.actionRefused.connect(seen.append)
    return seen


@ENGINES
def test_both_engines_are_game_engines_with_the_shared_signals(qtbot, make) -> None:
    engine = make(qtbot)
    assert isinstance(engine, GameEngine)
    meta = engine.metaObject()
    for name, signature in SHARED_SIGNALS.items():
        assert meta.indexOfSignal(signature) >= 0, signature
        assert getattr(type(engine), name) is getattr(GameEngine, name), name  # not redeclared


@pytest.mark.parametrize("refusal", [PentaRefusal, FarkleRefusal], ids=["penta", "farkle"])
def test_each_game_refusal_holds_the_shared_ones_with_their_values(refusal) -> None:
    for shared in base.Refusal:
        assert refusal[shared.name] == shared == shared.value
        assert refusal(shared.value).name == shared.name


def test_the_games_keep_their_own_refusals_apart() -> None:
    assert {"NOT_ROLLED", "ALL_HELD", "JOKER_RULE"} <= PentaRefusal.__members__.keys()
    assert "WRONG_PHASE" not in PentaRefusal.__members__
    assert {"WRONG_PHASE", "NO_SUCH_DIE"} <= FarkleRefusal.__members__.keys()
    assert "NOT_ROLLED" not in FarkleRefusal.__members__


def test_a_game_refusal_must_hold_every_shared_one_with_its_value() -> None:
    with pytest.raises(TypeError, match="COMPUTER_TURN"):

        @holds_shared_refusals
        class Missing(StrEnum):
            OWN = "own"

    with pytest.raises(TypeError, match="GAME_OVER"):

        @holds_shared_refusals
        class Swapped(StrEnum):
            COMPUTER_TURN, DICE_ROLLING, GAME_OVER, PAUSED, NOTHING_TO_UNDO = SHARED_REFUSALS


@ENGINES
def test_a_paused_game_refuses_a_roll_in_both_games(qtbot, make) -> None:
    engine = make(qtbot)
    said = refusals(engine)
    engine.setPaused(True)
    assert engine.paused and all(timer.isPaused() for timer in engine._timers())
    assert engine.roll() is False
    assert said == [base.Refusal.PAUSED]
    engine.setPaused(False)
    assert engine.roll() is True and not engine.paused


@ENGINES
def test_nothing_to_undo_is_refused_the_same_way(qtbot, make) -> None:
    engine = make(qtbot)
    said = refusals(engine)
    assert not engine.can_undo
    assert engine.undo() is False
    assert said == [base.Refusal.NOTHING_TO_UNDO]


@ENGINES
def test_the_pace_and_the_auto_score_time_reach_either_engine(qtbot, make) -> None:
    engine = make(qtbot)
    engine.set_computer_step_ms(1234)
    engine.set_auto_score_ms(5000)
    assert engine.timing.computer_step_ms == 1234 == engine.computer_timer.interval()
    assert engine.timing.auto_score_ms == 5000


@ENGINES
def test_turn_changed_carries_the_seat_in_both_games(qtbot, make) -> None:
    engine = make(qtbot)
    seats: list[tuple[int, ...]] = []
    engine.turnChanged.connect(lambda *args: seats.append(args))
    engine.newGame()
    assert seats[-1] == (0,)


@ENGINES
def test_the_autosave_data_is_a_json_object_either_engine_takes_back(qtbot, make) -> None:
    engine = make(qtbot)
    extra = engine.save_extra()
    assert isinstance(extra, dict)
    assert engine.restore_extra(extra) is True


@ENGINES
def test_a_new_game_is_a_fresh_game_of_the_same_setup(qtbot, make) -> None:
    engine = make(qtbot)
    engine.roll()
    old = engine.game
    engine.newGame()
    assert engine.game is not old and not engine.game.is_over
    assert [p.name for p in engine.game.players] == [p.name for p in old.players]
    assert not engine.is_computer_turn and not engine.rolling
