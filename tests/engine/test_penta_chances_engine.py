"""The Penta engine's chance to win (issue 26 item 1): ``chancesChanged`` once per new
position while wanted, never while hidden; the hint's box chances. Numbers come from a
stand-in for :mod:`dicegame.games.penta.core.chances` (its own numbers are not checked here)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import replace

import pytest
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.core import chances as penta_chances
from dicegame.games.penta.core import moments_tables
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet
from dicegame.games.penta.engine.engine import PentaEngine

FULL_HOUSE = [3, 3, 3, 5, 5]


def by_totals(sheets: Sequence[Sheet]) -> tuple[float, ...]:
    weights = [1 + sheet.total for sheet in sheets]
    return tuple(weight / sum(weights) for weight in weights)


@pytest.fixture
def asked(monkeypatch) -> list[int]:
    """``win_chances`` replaced by :func:`by_totals`; one entry per call. The tables are
    in memory, as after the warm-up (their load in the background is tested below)."""
    assert moments_tables.table_problem() is None
    calls: list[int] = []

    def fake(sheets: Sequence[Sheet], levels: object = None) -> tuple[float, ...]:
        calls.append(len(sheets))
        return by_totals(sheets)

    monkeypatch.setattr(penta_chances, "win_chances", fake)
    return calls


def make_engine(humans=("Ana", "Rui")) -> PentaEngine:
    setup = GameSetup(humans=humans, with_computer=False)
    rng = ScriptedRng(FULL_HOUSE * 6)
    timing = replace(Timing.fast(), auto_score_ms=0)
    engine = PentaEngine(setup, timing, rng, game=PentaGame(setup.players(), rng))
    engine.start()
    return engine


def test_one_update_per_scoring_and_none_for_holds(qtbot, asked) -> None:
    engine = make_engine()
    seen: list[object] = []
    engine.chancesChanged.connect(seen.append)
    engine.setChancesWanted(True)
    assert seen == [(0.5, 0.5)]
    engine.roll()
    engine.toggleHold(0)
    engine.selectBox(Box.CHANCE)
    assert seen == [(0.5, 0.5)] and len(asked) == 1  # no sheet changed: nothing new
    engine.scoreBox(Box.FULL_HOUSE)
    assert seen == [(0.5, 0.5), by_totals(engine.game.sheets)] and len(asked) == 2
    engine.undo()
    assert seen[-1] == (0.5, 0.5) and len(seen) == 3


def test_hidden_chances_are_never_computed(qtbot, asked) -> None:
    engine = make_engine()
    seen: list[object] = []
    engine.chancesChanged.connect(seen.append)
    engine.setChancesWanted(False)
    for _ in range(3):
        engine.roll()
    engine.scoreBox(Box.FULL_HOUSE)
    hint_dice = [engine.roll() for _ in range(3)]
    hint = engine.hint()
    assert all(hint_dice) and hint is not None and hint.chances == ()
    assert seen == [] and asked == []
    assert engine.chances() is not None  # asked for: computed


def test_a_solo_game_has_no_chances(qtbot, asked) -> None:
    engine = make_engine(humans=("Ana",))
    engine.setChancesWanted(True)
    assert engine.chances() is None and asked == []


def test_the_hint_scores_the_box_chances_of_this_very_roll(qtbot, monkeypatch) -> None:
    seen: list[tuple[int, tuple[int, ...]]] = []

    def fake(
        sheets: Sequence[Sheet], mover: int, dice: Sequence[int], levels: object = None
    ) -> dict[Box, float]:
        seen.append((mover, tuple(dice)))
        return {box: 0.1 * box.value / 12 for box in sheets[mover].options(dice)}

    monkeypatch.setattr(penta_chances, "box_chances", fake)
    engine = make_engine()
    engine.setChancesWanted(True)
    for _ in range(3):
        engine.roll()
    hint = engine.hint()
    assert hint is not None and seen == [(0, tuple(FULL_HOUSE))]
    chances = [chance for _, chance in hint.chances]
    assert chances[:2] == sorted(chances[:2], reverse=True)  # the best first
    assert hint.chances[0][0] is Box.PENTA and hint.chances[1][0] is Box.CHANCE
    assert hint.best in [box for box, _ in hint.chances]  # and the hint's own box


def test_a_damaged_chances_table_shows_no_chance_and_raises_nothing(qtbot, monkeypatch) -> None:
    """A damaged moments or endgame table (the strategy table itself fine): no chance on the
    board and none in the hint, while the hint and the game go on; nothing raises in a slot."""

    def refuse(*args: object) -> object:
        raise AssertionError("computed from a damaged table")

    monkeypatch.setattr(moments_tables, "table_problem", lambda: "moments.f16: sha256 differs")
    monkeypatch.setattr(penta_chances, "win_chances", refuse)
    monkeypatch.setattr(penta_chances, "box_chances", refuse)
    engine = make_engine()
    seen: list[object] = []
    engine.chancesChanged.connect(seen.append)
    engine.setChancesWanted(True)
    for _ in range(3):
        engine.roll()
    hint = engine.hint()
    assert hint is not None and hint.chances == ()
    engine.scoreBox(Box.FULL_HOUSE)
    assert engine.chances() is None and all(chances is None for chances in seen)


def test_before_the_tables_load_the_engine_asks_once_and_emits_after(
    qtbot, asked, monkeypatch
) -> None:
    """Tables not in memory: no chance and no load on this thread; one background load is
    started (a recorded starter here), and its end brings the chances by signal."""
    from dicegame.games.penta.engine import engine as penta_engine
    from dicegame.games.penta.engine.chance_tables import ChanceTables

    jobs: list[object] = []
    loaded: list[bool] = []
    monkeypatch.setattr(moments_tables, "tables_loaded", lambda: bool(loaded))
    monkeypatch.setattr(
        penta_engine, "ChanceTables", lambda parent: ChanceTables(start=jobs.append, parent=parent)
    )
    engine = make_engine()
    seen: list[object] = []
    engine.chancesChanged.connect(seen.append)
    engine.setChancesWanted(True)
    assert seen == [None] and asked == [] and len(jobs) == 1  # asked for once, not loaded
    loaded.append(True)
    jobs[0]()  # the background thread's work: load, then say so to the GUI thread
    qtbot.waitUntil(lambda: seen[-1] == (0.5, 0.5))
    assert len(jobs) == 1 and len(asked) == 1


@pytest.mark.parametrize(("level", "loads"), [("master", 1), ("perfect", 0)])
def test_a_master_game_loads_them_at_its_start(monkeypatch, level, loads) -> None:
    """The Master reads them near the end, chances shown or not: its game starts their
    load in the background at once (the warm-up no longer does); other levels wait."""
    from dicegame.games.penta.core.levels import PentaLevel
    from dicegame.games.penta.engine import engine as penta_engine
    from dicegame.games.penta.engine.chance_tables import ChanceTables

    jobs: list[object] = []
    monkeypatch.setattr(moments_tables, "tables_loaded", lambda: False)
    monkeypatch.setattr(
        penta_engine, "ChanceTables", lambda parent: ChanceTables(start=jobs.append, parent=parent)
    )
    setup = GameSetup(humans=("Ana",), with_computer=True, level=PentaLevel(level))
    PentaEngine(setup, Timing.fast(), ScriptedRng(FULL_HOUSE))
    assert len(jobs) == loads


def test_a_damaged_table_found_in_the_background_shows_no_chance(qtbot, monkeypatch) -> None:
    """The load fails in its thread: the chances stay empty, the game goes on, and the
    engine does not start loading again and again."""
    threads: list[str] = []

    def damaged(*_args: object) -> bytes:
        threads.append(threading.current_thread().name)
        raise moments_tables.MomentsTableError("split.f16.xz: sha256 differs")

    for name in ("_moments", "_split", "_endgame"):
        monkeypatch.setattr(moments_tables, name, None)
    monkeypatch.setattr(moments_tables, "load_split", damaged)
    engine = make_engine()
    seen: list[object] = []
    engine.chancesChanged.connect(seen.append)
    engine.setChancesWanted(True)
    qtbot.waitUntil(lambda: engine.chance_tables.ready())
    for _ in range(3):
        engine.roll()
    engine.scoreBox(Box.FULL_HOUSE)
    assert engine.chances() is None and set(seen) == {None}
    assert threads[0] != threading.main_thread().name


def test_a_game_closed_while_they_load_is_left_alone(qtbot, asked, monkeypatch) -> None:
    """The first game is closed before its load ends; the load still tells the next game,
    which was waiting for the same tables, and nothing is said to the closed one."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from dicegame.games.penta.engine import engine as penta_engine
    from dicegame.games.penta.engine.chance_tables import ChanceTables

    jobs: list[Callable[[], None]] = []
    loaded: list[bool] = []
    monkeypatch.setattr(moments_tables, "tables_loaded", lambda: bool(loaded))
    monkeypatch.setattr(
        penta_engine, "ChanceTables", lambda parent: ChanceTables(start=jobs.append, parent=parent)
    )
    closed, next_game = make_engine(), make_engine()
    closed.setChancesWanted(True)
    next_game.setChancesWanted(True)
    seen: list[object] = []
    next_game.chancesChanged.connect(seen.append)
    closed.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    loaded.append(True)
    jobs[0]()  # the closed game's load ends
    qtbot.waitUntil(lambda: seen == [(0.5, 0.5)])
