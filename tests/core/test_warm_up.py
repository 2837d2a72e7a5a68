"""The background warm-up (issue 25): it fills the caches a first game would fill on the
GUI thread, and a step that fails does not stop the others."""

from __future__ import annotations

import pytest

from dicegame.core import warm_up
from dicegame.games.farkle.core import ai as farkle_ai
from dicegame.games.farkle.core import master as farkle_master
from dicegame.games.farkle.core import rules as farkle
from dicegame.games.penta.core import chances as penta_chances
from dicegame.games.penta.core import strategy as penta_strategy


@pytest.fixture
def cold_caches():
    caches = (
        farkle_ai.roll_outcomes,
        farkle.farkle_probability,
        farkle_ai._expert_table,
        farkle_master._last_turn_rows,
    )
    for cached in caches:
        cached.cache_clear()
    yield caches
    for cached in caches:
        cached.cache_clear()


def test_the_warm_up_fills_what_the_first_games_need(cold_caches) -> None:
    warm_up.warm_up()
    assert [cached.cache_info().currsize for cached in cold_caches] == [6, 6, 1, 1]
    assert penta_strategy.table_problem() is None  # loaded (and kept) without a problem


def test_the_warm_up_leaves_the_penta_chance_tables_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Some 15 MiB once unpacked: an idle program does not hold them (a Penta game loads
    them in the background when it first needs them, see the engine's tests)."""
    loads: list[str] = []
    for name in ("_moments", "_split", "_endgame"):
        monkeypatch.setattr(penta_chances, name, None)  # as in a program just started
    for name in ("load_moments", "load_split", "load_endgame"):
        monkeypatch.setattr(penta_chances, name, lambda *_, name=name: loads.append(name))
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
