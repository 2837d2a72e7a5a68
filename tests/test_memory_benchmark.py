"""benchmarks/memory.py --trace names the line that allocated (issue 37 item 5): it printed
the first frame of each tracemalloc traceback, which is the OLDEST one kept (12 frames up,
a Qt slot or the benchmark's own loop), not the allocation."""

from __future__ import annotations

import importlib.util
import sys
import tracemalloc
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARK = Path(__file__).resolve().parents[1] / "benchmarks" / "memory.py"


@pytest.fixture
def memory(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> ModuleType:
    """The benchmark's module, its changes to the environment and sys.path undone after."""
    monkeypatch.setenv("DICEGAME_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setattr("tempfile.mkdtemp", lambda **_: str(tmp_path))
    spec = importlib.util.spec_from_file_location("memory_benchmark", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def allocate() -> list[object]:
    return [object() for _ in range(2000)]  # the line the report must name


def caller() -> list[object]:
    return allocate()


def test_the_trace_names_the_allocating_line_then_its_callers(memory: ModuleType) -> None:
    tracemalloc.start(4)
    try:
        kept = caller()
        snapshot = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    stat = max(snapshot.statistics("traceback"), key=lambda stat: stat.size)
    line = allocate.__code__.co_firstlineno + 1
    name = Path(__file__).name
    assert memory.where(stat.traceback).startswith(f"{name}:{line} < {name}:")
    assert len(kept) == 2000
