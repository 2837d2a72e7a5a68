"""Build the Penta strategy table shipped in resources/penta/ (needs numpy).

    .venv/bin/python tools/build_penta_table.py [--rule spec] [--out resources/penta]

Solves solitaire Penta exactly (dicegame.games.penta.core.solver) and writes
``strategy_table.f32`` (little-endian float32, layout in dicegame.games.penta.core.strategy)
and ``strategy_table.json`` (layout, rule, E(start) and the sha256 that the program
verifies when it loads the table).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dicegame.games.penta.core.solver import JokerRule, solve  # noqa: E402
from dicegame.games.penta.core.strategy import (  # noqa: E402
    META_FILE,
    TABLE_DIR,
    TABLE_FILE,
    TABLE_SHAPE,
    state_index,
)

LAYOUT = (
    "flat float32 little-endian, shape [penta_state, mask, upper] = "
    f"{list(TABLE_SHAPE)}, index (penta_state * 4096 + mask) * 64 + upper; "
    "penta_state 0 open, 1 holds 0, 2 holds 50; mask bit i set when Box(i) (i < 12) "
    "is filled; upper = upper-section total capped at 63; value = expected points "
    "still to come from the start of a turn, bonuses included"
)


def write_table(table, rule: JokerRule, folder: Path) -> dict:
    """Write the values and their metadata; return the metadata."""
    data = table.astype("<f4").tobytes()
    meta = {
        "rule": rule.value,
        "layout": LAYOUT,
        "shape": list(TABLE_SHAPE),
        "dtype": "<f4",
        "bytes": len(data),
        "expected_start": round(float(table.flat[state_index(0, 0, 0)]), 6),
        "sha256": hashlib.sha256(data).hexdigest(),
    }
    folder.mkdir(parents=True, exist_ok=True)
    (folder / TABLE_FILE).write_bytes(data)
    (folder / META_FILE).write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    return meta


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rule", choices=[r.value for r in JokerRule], default="spec")
    parser.add_argument("--out", type=Path, default=ROOT.joinpath("resources", *TABLE_DIR))
    args = parser.parse_args(argv)
    start = time.perf_counter()
    table = solve(JokerRule(args.rule))
    seconds = time.perf_counter() - start
    meta = write_table(table, JokerRule(args.rule), args.out)
    print(f"rule {args.rule}: E(start) = {meta['expected_start']:.4f}, built in {seconds:.1f} s")
    print(f"wrote {args.out / TABLE_FILE} ({meta['bytes']} bytes), sha256 {meta['sha256']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
