"""The background warm-up (issue 25): it fills the caches a first game would fill on the
GUI thread, and a step that fails does not stop the others."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from dicegame.core import warm_up
from dicegame.games.farkle.core import expert_table, rolls
from dicegame.games.farkle.core import master as farkle_master
from dicegame.games.farkle.core import rules as farkle
from dicegame.games.penta.core import moments_tables
from dicegame.games.penta.core import strategy as penta_strategy


@pytest.fixture
def cold_caches():
    caches = (
        rolls.roll_outcomes,
        farkle.farkle_probability,
        expert_table._expert_table,
        farkle_master._last_turn_rows,
    )
    for cached in caches:
        cached.cache_clear()
    yield caches
    for cached in caches:
        cached.cache_clear()


def test_the_warm_up_fills_what_the_first_penta_game_needs_and_leaves_farkle_out(
    cold_caches,
) -> None:
    """Issue 37: Farkle's tables (some 5 MiB) are loaded when a Farkle game first needs
    them (:mod:`dicegame.games.farkle.core.tables`), not by an idle program."""
    warm_up.warm_up()
    assert [cached.cache_info().currsize for cached in cold_caches] == [0, 0, 0, 0]
    assert penta_strategy.table_problem() is None  # loaded (and kept) without a problem


def test_an_idle_program_holds_no_farkle_table(tmp_path) -> None:
    """In a program just started (a fresh interpreter), after the whole warm-up: none of
    Farkle's tables is in memory, none is said loaded."""
    script = (
        "from dicegame.core.warm_up import warm_up\n"
        "warm_up()\n"
        "from dicegame.games.farkle.core import expert_table, master, rolls, tables, turns\n"
        "from dicegame.games.farkle.core.rules import farkle_probability\n"
        "caches = (rolls.roll_outcomes, farkle_probability, expert_table._expert_table,\n"
        "          master._last_turn_rows, turns.turn_model, turns.chase_model)\n"
        "print([c.cache_info().currsize for c in caches],\n"
        "      [tables.loaded(tables.parts(seats, 10000)) for seats in (2, 3)])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],  # this tree's dicegame
    )
    assert done.stdout.splitlines()[-1] == "[0, 0, 0, 0, 0, 0] [False, False]"


def test_the_warm_up_leaves_the_penta_chance_tables_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Some 15 MiB once unpacked: an idle program does not hold them (a Penta game loads
    them in the background when it first needs them, see the engine's tests)."""
    loads: list[str] = []
    for name in ("_moments", "_split", "_endgame"):
        monkeypatch.setattr(moments_tables, name, None)  # as in a program just started
    for name in ("load_moments", "load_split", "load_endgame"):
        monkeypatch.setattr(moments_tables, name, lambda *_, name=name: loads.append(name))
    warm_up.warm_up()
    assert loads == []


def test_a_failing_step_does_not_stop_the_others(monkeypatch: pytest.MonkeyPatch) -> None:
    done: list[str] = []

    def broken() -> None:
        raise RuntimeError("a damaged table")

    monkeypatch.setattr(warm_up, "WARM_UP_STEPS", (broken, lambda: done.append("next")))
    warm_up.warm_up()
    assert done == ["next"]


def test_it_runs_in_a_daemon_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    done: list[str] = []
    monkeypatch.setattr(warm_up, "WARM_UP_STEPS", (lambda: done.append("step"),))
    thread = warm_up.start_warm_up()
    assert thread.daemon  # quitting never waits for it
    thread.join()
    assert done == ["step"]


def test_then_runs_in_the_thread_after_the_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    done: list[str] = []
    monkeypatch.setattr(warm_up, "WARM_UP_STEPS", (lambda: done.append("step"),))
    thread = warm_up.start_warm_up(then=lambda: done.append("then"))
    thread.join()
    assert done == ["step", "then"]
