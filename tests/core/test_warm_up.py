"""The background warm-up (issue 25): it fills the caches a first game would fill on the
GUI thread, and a step that fails does not stop the others."""

from __future__ import annotations

import pytest

from dicegame.core import farkle, farkle_ai, farkle_master, penta_chances, penta_strategy, warm_up


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


def test_the_warm_up_unpacks_the_penta_chance_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """The split table is xz-compressed (some 80 ms to unpack): the warm-up thread loads
    it, so the first chance shown on the GUI thread finds every table loaded."""
    penta_chances.forget_moments()
    penta_chances.forget_cache()
    warm_up.warm_up()
    monkeypatch.setattr(penta_chances, "load_split", lambda *_: pytest.fail("loaded again"))
    assert penta_chances.table_problem() is None
    assert len(penta_chances._remaining) >= 1  # the start of a game's distribution


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
