"""Every table the program ships is built by a tool under tools/ and checked by sha256.

The inventory below names, for each table in resources/, the tool that writes it, the
sidecar holding its sha256 and the loader that checks it. The tests fail on a table that is
not in it (a new table must say how it is built and checked), on a table whose bytes differ
from its sidecar's sha256, on a tool that does not name its table, and on a loader that
accepts a copy with one byte changed.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from dicegame.games.farkle.core import expert_table
from dicegame.games.farkle.core import master as farkle_master
from dicegame.games.penta.core import moments_tables
from dicegame.games.penta.core import strategy as penta_strategy
from dicegame.paths import resource_path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Table:
    path: str  # under resources/
    sidecar: str  # under resources/
    key: str  # the sidecar's sha256 entry
    tool: str  # under tools/
    load: Callable[[Path], object]  # the program's loader, from a folder
    error: type[Exception]  # what it raises on a damaged table


def _master(target: int) -> Table:
    return Table(
        f"farkle/master_{target}.q16",
        f"farkle/master_{target}.json",
        "sha256",
        "build_farkle_table.py",
        lambda folder: farkle_master.load_table(target, folder),
        farkle_master.TableError,
    )


TABLES = (
    Table(
        "penta/strategy_table.f32",
        "penta/strategy_table.json",
        "sha256",
        "build_penta_table.py",
        penta_strategy.load_table,
        penta_strategy.StrategyTableError,
    ),
    Table(
        "penta/moments.f16",
        "penta/moments.json",
        "sha256",
        "build_penta_moments.py",
        moments_tables.load_moments,
        moments_tables.MomentsTableError,
    ),
    Table(
        "penta/split.f16.xz",
        "penta/moments.json",
        "split_sha256",
        "build_penta_moments.py",
        moments_tables.load_split,
        moments_tables.MomentsTableError,
    ),
    Table(
        "penta/endgame.json",
        "penta/moments.json",
        "endgame_sha256",
        "build_penta_moments.py",
        moments_tables.load_endgame,
        moments_tables.MomentsTableError,
    ),
    Table(
        "farkle/expert_table.f64",
        "farkle/expert_table.json",
        "sha256",
        "build_expert_table.py",
        expert_table.load_expert_rolls,
        expert_table.ExpertTableError,
    ),
    *(_master(target) for target in (5000, 10000, 15000)),
)

#: Folders of resources/ that hold tables (the others: icons, sounds, rules pages).
TABLE_FOLDERS = ("penta", "farkle")


def _resources() -> Path:
    return Path(resource_path("penta")).parent


def test_every_shipped_table_is_in_the_inventory() -> None:
    listed = {table.path for table in TABLES} | {table.sidecar for table in TABLES}
    shipped = {
        path.relative_to(_resources()).as_posix()
        for folder in TABLE_FOLDERS
        for path in (_resources() / folder).iterdir()
    }
    assert shipped == listed


@pytest.mark.parametrize("table", TABLES, ids=lambda table: table.path)
def test_each_table_matches_the_sha256_of_its_sidecar(table: Table) -> None:
    data = (_resources() / table.path).read_bytes()
    meta = json.loads((_resources() / table.sidecar).read_text(encoding="utf-8"))
    assert hashlib.sha256(data).hexdigest() == meta[table.key]


@pytest.mark.parametrize("table", TABLES, ids=lambda table: table.path)
def test_each_table_is_built_by_its_tool(table: Table) -> None:
    tool = (ROOT / "tools" / table.tool).read_text(encoding="utf-8")
    name = Path(table.path).name
    generic = name.replace(name.split("_")[-1].split(".")[0], "<T>") if "master_" in name else name
    assert f"``{generic}``" in tool, f"tools/{table.tool} does not name {name}"


def test_the_spread_tables_were_built_from_the_shipped_strategy() -> None:
    meta = json.loads((_resources() / "penta/moments.json").read_text(encoding="utf-8"))
    strategy = json.loads((_resources() / "penta/strategy_table.json").read_text(encoding="utf-8"))
    assert meta["strategy_sha256"] == strategy["sha256"]


@pytest.mark.parametrize("table", TABLES, ids=lambda table: table.path)
def test_each_loader_refuses_a_table_with_one_byte_changed(table: Table, tmp_path: Path) -> None:
    folder = tmp_path / Path(table.path).parent
    shutil.copytree(_resources() / Path(table.path).parent, folder)
    table.load(folder)  # the copy loads
    damaged = folder / Path(table.path).name
    data = bytearray(damaged.read_bytes())
    data[len(data) // 3] ^= 0x04
    damaged.write_bytes(bytes(data))
    with pytest.raises(table.error):
        table.load(folder)
