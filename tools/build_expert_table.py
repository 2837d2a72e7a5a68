"""Build the Farkle Expert's turn table shipped in resources/farkle/ (about 0.2 s).

    .venv/bin/python tools/build_expert_table.py            # writes the two files
    .venv/bin/python tools/build_expert_table.py --check    # exit 1 if they are stale

The Expert's exact maximum-expected-score turn
(:func:`dicegame.games.farkle.core.expert_table.expert_turn_value`)
is solved by backward induction over (turn points, dice to roll). The program used to solve
it on the GUI thread at the first Farkle game (about 0.4 s of CPU on a loaded machine: a
freeze, issue 25); it now reads ``expert_table.f64`` (``roll[n][k]`` for n = 1..6 and every
turn total 50 k below the largest bank bound, little-endian float64, about 34 kB) and checks
it against ``expert_table.json`` (layout, size, the bank bounds, the sha256). The values are
the solver's floats bit for bit (``tests/core/test_expert_table.py`` compares them), so the
advice and the Expert's play are exactly those of the computation.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.games.farkle.core.expert_table import (
    EXPERT_META,
    EXPERT_TABLE,
    EXPERT_TABLE_DIR,
    encode_expert_rolls,
    expert_meta,
    solve_expert_rolls,
)


def built() -> tuple[bytes, str]:
    """The table's bytes and its sidecar's text, as the solver makes them now."""
    roll = solve_expert_rolls(0)
    data = encode_expert_rolls(roll)
    return data, json.dumps(expert_meta(roll, data), indent=2) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("--out", type=Path, default=EXPERT_TABLE_DIR, help="folder")
    args = parser.parse_args()
    data, meta = built()
    table, sidecar = args.out / EXPERT_TABLE, args.out / EXPERT_META
    if args.check:
        fresh = table.read_bytes() == data and sidecar.read_text(encoding="utf-8") == meta
        print("up to date" if fresh else f"stale: run {Path(__file__).name}")
        return 0 if fresh else 1
    table.write_bytes(data)
    sidecar.write_text(meta, encoding="utf-8")
    print(f"wrote {table} ({len(data)} bytes) and {sidecar}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
