"""benchmarks/idle_memory.py drops each build's files from the page cache before its runs:
two byte-identical builds differed by 5.1 MiB of RssFile, by how their libraries' pages sat
in the cache (issue 37 item 4)."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARK = Path(__file__).resolve().parents[1] / "benchmarks" / "idle_memory.py"


@pytest.fixture
def idle_memory() -> ModuleType:
    spec = importlib.util.spec_from_file_location("idle_memory_benchmark", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not hasattr(os, "POSIX_FADV_DONTNEED"), reason="Linux's posix_fadvise")
def test_every_file_of_the_build_is_dropped_from_the_cache(
    idle_memory: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "_internal").mkdir()
    (tmp_path / "dicegame").write_bytes(b"program")
    (tmp_path / "_internal" / "libQt6Gui.so.6").write_bytes(b"library")
    (tmp_path / "libQt6Gui.so.6").symlink_to(tmp_path / "_internal" / "libQt6Gui.so.6")
    advised: list[tuple[str, int, int, int]] = []

    def advise(descriptor: int, offset: int, length: int, advice: int) -> None:
        advised.append((os.readlink(f"/proc/self/fd/{descriptor}"), offset, length, advice))

    monkeypatch.setattr(os, "posix_fadvise", advise)
    assert idle_memory.forget_cached_pages(tmp_path) == 2
    dropped = os.POSIX_FADV_DONTNEED
    assert sorted(advised) == [
        (str(tmp_path / "_internal" / "libQt6Gui.so.6"), 0, 0, dropped),
        (str(tmp_path / "dicegame"), 0, 0, dropped),
    ]
