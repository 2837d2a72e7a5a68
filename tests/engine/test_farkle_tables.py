"""Farkle's tables, loaded when a game first needs them (issue 37: idle memory back near
70 MiB, every game start within 100 ms): the idle program holds none; a Farkle game asks
for them in a background thread at its start, never computes its chances on the GUI thread
before they are in, and shows them once they are; advice and risk need no wait."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.tables import BackgroundLoad
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core import tables as farkle_tables
from dicegame.games.farkle.core.levels import FarkleLevel
from dicegame.games.farkle.core.master import TableError
from dicegame.games.farkle.engine import engine as farkle_engine
from dicegame.games.farkle.engine.engine import FarkleEngine, win_chances

# Steps and banners that wait a minute: nothing moves by itself.
MANUAL = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000, undo_grace_ms=0)


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """As in a program just started: no part of Farkle's tables said loaded (the caches
    behind them may be full: the values are the same). Returns the parts loaded since."""
    done: set[tuple[str, int]] = set()
    monkeypatch.setattr(farkle_tables, "_done", done)
    steps = dict(farkle_tables._STEPS)
    order: list[tuple[str, int]] = []

    def recorded(name: str) -> Callable[[int], None]:
        def step(target: int) -> None:
            order.append((name, target))
            steps[name](target)

        return step

    monkeypatch.setattr(farkle_tables, "_STEPS", {name: recorded(name) for name in steps})
    return order


@pytest.fixture
def jobs(monkeypatch: pytest.MonkeyPatch) -> list[Callable[[], None]]:
    """The engines' loads, kept here instead of started: the test runs them."""
    kept: list[Callable[[], None]] = []

    def held(kind, is_loaded, load, start=None, parent=None) -> BackgroundLoad:
        return BackgroundLoad(kind, is_loaded, load, kept.append, parent)

    monkeypatch.setattr(farkle_engine, "BackgroundLoad", held)
    return kept


@pytest.fixture
def computed(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Each computation of the chances (the real ones), one entry a call."""
    calls: list[int] = []

    def counted(game, levels=None):
        calls.append(len(game.players))
        return win_chances(game, levels)

    monkeypatch.setattr(farkle_engine, "win_chances", counted)
    return calls


def make_engine(
    humans: tuple[str, ...] = ("Ana",), level: FarkleLevel = FarkleLevel.MASTER, target=10000
) -> FarkleEngine:
    setup = GameSetup(
        kind=FARKLE, humans=humans, with_computer=True, level=level, options={"target": target}
    )
    return FarkleEngine(setup, MANUAL, ScriptedRng([2, 3, 4, 6, 2, 3] * 20))


def test_a_first_game_asks_at_its_start_and_shows_its_chances_once_loaded(
    qtbot, fresh, jobs, computed
) -> None:
    engine = make_engine()
    assert len(jobs) == 1  # asked for at once: the computer's play reads them too
    seen: list[object] = []
    engine.chancesChanged.connect(seen.append)
    engine.setChancesWanted(True)
    assert seen == [None] and engine.chances() is None
    assert computed == []  # never computed on the GUI thread before the tables are in
    assert len(jobs) == 1  # asked once
    advice = engine.advice()  # the Expert's advice needs no wait (a millisecond)
    assert advice is not None and advice.action == "roll" and advice.expected
    assert engine.risk() is not None
    jobs[0]()  # the load ends (in a thread of its own in the program)
    assert fresh == [("rolls", 0), ("expert", 0), ("master", 10000)]
    qtbot.waitUntil(lambda: seen[-1] is not None)
    assert seen[-1] == win_chances(engine.game, ["expert", "master"])
    assert computed and engine.tables.ready()


def test_a_larger_game_loads_the_fields_tables_not_the_masters(qtbot, fresh, jobs) -> None:
    engine = make_engine(humans=("Ana", "Rui"), level=FarkleLevel.EXPERT, target=5000)
    engine.setChancesWanted(True)
    assert engine.chances() is None
    jobs[0]()
    assert fresh == [("rolls", 0), ("expert", 0), ("field", 0)]
    qtbot.waitUntil(lambda: engine.chances() is not None)
    chances = engine.chances()
    assert chances is not None and chances.by_level and len(chances.seats) == 3


def test_a_solo_game_asks_for_nothing(qtbot, fresh, jobs) -> None:
    setup = GameSetup(kind=FARKLE, humans=("Ana",), with_computer=False)
    engine = FarkleEngine(setup, MANUAL, ScriptedRng([2, 3, 4, 6, 2, 3]))
    engine.setChancesWanted(True)
    assert jobs == [] and engine.chances() is None
    assert engine.advice() is not None


def test_the_load_runs_in_a_thread_of_its_own_and_the_chances_follow(qtbot, fresh) -> None:
    threads: list[str] = []
    farkle_tables._STEPS["rolls"] = lambda _: threads.append(threading.current_thread().name)
    engine = make_engine(target=5000)
    seen: list[object] = []
    engine.chancesChanged.connect(seen.append)
    engine.setChancesWanted(True)
    # not while the game starts: from the event loop, once its first frame is shown
    assert threads == [] and not any(
        t.name.startswith("dicegame-farkle") for t in threading.enumerate()
    )
    qtbot.waitUntil(lambda: seen[-1] is not None)
    assert threads == ["dicegame-farkle-tables"]
    assert fresh == [("expert", 0), ("master", 5000)]  # rolls recorded by the stand-in


def test_a_game_of_other_needs_waits_for_its_own_load(qtbot, fresh, jobs) -> None:
    """Two games ask; the load of the first ends: the second, which needs the field's
    tables, is not told its are in."""
    two, three = make_engine(), make_engine(humans=("Ana", "Rui"), level=FarkleLevel.EXPERT)
    said: list[str] = []
    two.tables.loaded.connect(lambda: said.append("two"))
    three.tables.loaded.connect(lambda: said.append("three"))
    jobs[0]()
    qtbot.waitUntil(lambda: said == ["two"])
    assert not three.tables.ready()
    jobs[1]()
    qtbot.waitUntil(lambda: said == ["two", "three"])
    assert three.tables.ready()


def test_a_game_closed_while_they_load_is_left_alone(qtbot, fresh, jobs) -> None:
    closed = make_engine()
    closed.setChancesWanted(True)
    closed.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    jobs[0]()  # ends after its game closed: nothing to say, nothing raised
    QCoreApplication.processEvents()
    assert farkle_tables.loaded(farkle_tables.parts(2, 10000))


def test_a_damaged_master_table_loads_the_fields_model_instead(fresh, monkeypatch) -> None:
    """The chances of two players then come from the field's model: it is loaded in the
    background too, not on the GUI thread at the first chance."""

    def damaged(target: int) -> None:
        raise TableError("damaged")

    monkeypatch.setitem(farkle_tables._STEPS, "master", damaged)
    needed = farkle_tables.parts(2, 10000)
    farkle_tables.load(needed)
    assert farkle_tables.loaded(needed)
    assert ("field", 0) in farkle_tables._done and ("field", 0) in fresh
