"""The Master tables' build (tools/build_farkle_table.py) on small targets: it stops at its
stated tolerance, seeding from a smaller target gives the same table, and the sidecar says
how close the shipped table is to its fixed point."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest

from dicegame.games.farkle.core.master import STEP, TurnValues, decode_table, table_file

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tool():
    spec = importlib.util.spec_from_file_location(
        "build_farkle_table", ROOT / "tools" / "build_farkle_table.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def small(tool):
    """The 500-point game, built from scratch, and its log."""
    lines: list[str] = []
    W, change, residual = tool.build(500, 12, 1e-9, lines.append)
    return W, change, residual, lines


def test_the_build_stops_when_the_shipped_table_is_at_its_fixed_point(tool, small) -> None:
    W, _, residual, lines = small
    assert residual.worst <= tool.RESIDUAL_TOLERANCE
    assert any("residual" in line for line in lines)
    units = W.shape[0]
    table = tool.quantised(W)
    for a, b in [(0, 0), (3, 7), (9, 9), (5, 0)]:
        start = TurnValues(500, STEP * a, STEP * b, table).start()
        assert start == pytest.approx(table[a * units + b], abs=tool.RESIDUAL_TOLERANCE)


def test_chances_grow_with_my_score_and_fall_with_the_opponents(small) -> None:
    W = small[0]
    assert np.all(np.diff(W, axis=0) >= -1e-4)
    assert np.all(np.diff(W, axis=1) <= 1e-4)
    assert 0.5 < W[0, 0] < 0.65  # moving first is worth something, not everything


@pytest.mark.slow
@pytest.mark.tables
def test_a_table_seeded_from_a_smaller_target_is_the_same_table(tool, small) -> None:
    """The game depends only on the points still missing: 750 seeded from 500 (its states
    within 500 of the goal pinned, only the others solved) equals 750 solved from
    scratch."""
    seed = small[0]
    seeded, *_ = tool.build(750, 12, 1e-9, lambda _: None, seed=seed)
    scratch, *_ = tool.build(750, 12, 1e-9, lambda _: None)
    assert np.max(np.abs(seeded - scratch)) < 5e-5
    assert np.array_equal(seeded[5:, 5:], seed)


def test_the_sidecar_states_the_tolerance_and_the_residual(tool, small, tmp_path) -> None:
    W, change, residual, _ = small
    # the build's own measure is written as it is (with the states that moved most)
    given = tool.write_table(W, 500, change, 1.0, tmp_path, residual=residual)
    assert (given["residual"], given["residual_states"]) == tuple(residual.fields().values())
    meta = tool.write_table(W, 500, change, 1.0, tmp_path)  # measured when written
    assert meta["residual"] <= tool.RESIDUAL_TOLERANCE
    assert meta["residual_states"] >= 50
    stored = json.loads((tmp_path / "master_500.json").read_text(encoding="utf-8"))
    assert stored == meta
    data = (tmp_path / table_file(500)).read_bytes()
    decoded = np.array(decode_table(data, 10)).reshape(10, 10)
    assert np.max(np.abs(decoded - W)) <= 0.5 / 65535 + 1e-12
