"""The Penta strategy table is a read-only view of its file, not a copy (issue 37: its
3 MiB were part of the idle program's memory, though a game reads a few pages of it),
with the very values of the file: the same decisions."""

from __future__ import annotations

import shutil
from array import array
from pathlib import Path

import pytest

from dicegame.games.penta.core.strategy import (
    TABLE_LENGTH,
    StrategyTableError,
    load_table,
    table_paths,
)


def test_the_table_is_a_read_only_view_of_the_file() -> None:
    table = load_table()
    assert isinstance(table, memoryview)
    assert table.readonly and table.format == "f" and len(table) == TABLE_LENGTH
    copy = array("f")
    copy.frombytes(table_paths()[0].read_bytes())
    assert table.tolist() == copy.tolist()  # the same values: the same decisions


def test_an_empty_table_file_is_refused(tmp_path: Path) -> None:
    values, meta = table_paths()
    shutil.copy(meta, tmp_path / meta.name)
    (tmp_path / values.name).write_bytes(b"")
    with pytest.raises(StrategyTableError, match="checksum"):
        load_table(tmp_path)
