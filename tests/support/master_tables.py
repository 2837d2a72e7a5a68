"""The Master's tables swapped for copies in a scratch folder, some of them damaged, for the
tests of the fallback (the Master plays as the Expert, no chance to win is shown)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from dicegame.games.farkle.core import master as farkle_master
from dicegame.games.farkle.core.rules import TARGETS

__all__ = ["damaged_tables"]


def _forget() -> None:
    farkle_master.master_table.cache_clear()
    farkle_master.has_table.cache_clear()
    farkle_master._turn_values.cache_clear()


@contextmanager
def damaged_tables(folder: Path, *damaged: int) -> Iterator[Path]:
    """While inside, the program reads its tables from ``folder``: copies of the shipped
    ones, with one byte flipped in those of the ``damaged`` targets."""
    for target in TARGETS:
        for name in (farkle_master.table_file(target), farkle_master.meta_file(target)):
            shutil.copy(farkle_master.TABLE_DIR / name, folder / name)
    for target in damaged:
        path = folder / farkle_master.table_file(target)
        data = bytearray(path.read_bytes())
        data[len(data) // 2] ^= 0x01
        path.write_bytes(bytes(data))
    shipped = farkle_master.TABLE_DIR
    farkle_master.TABLE_DIR = folder
    _forget()
    try:
        yield folder
    finally:
        farkle_master.TABLE_DIR = shipped
        _forget()
