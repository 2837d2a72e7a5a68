"""Exact Penta distributions of the points still to come, up to K open boxes (issue 35.5).

    nice -n 10 .venv/bin/python tools/build_penta_exact.py --open 5 --out /work/runs/exact5

For every canonical turn-start state a game can reach with at most ``--open`` boxes open,
the EXACT distribution of the points still to come under the Perfect strategy
(:func:`dicegame.games.penta.core.chances.remaining_exact`, every turn enumerated),
states taken by open boxes ascending so that each one's successors are already known.

Writes to ``--out``:

* ``exact.f64`` + ``exact.json``: every distribution in full (float64, the values
  :func:`remaining_exact` returns, byte for byte) and the index, with the sha256 of the
  values; benchmarks/penta_master_lookahead.py plays on them (``--table``) instead of
  enumerating them again in every game. Hundreds of MiB: never shipped.
* ``ship.u16.xz``: what a shipped table would weigh: each distribution's CDF on whole
  points, quantised to 16 bits, xz-compressed. Its size (and its sha256) is printed and
  kept in ``exact.json``; the issue allows a table only if it adds <= 2 MiB to the .deb.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import lzma
import sys
import time
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dicegame.games.penta.core import chances  # noqa: E402
from dicegame.games.penta.core.exact_turns import _open_count, canonical  # noqa: E402
from dicegame.games.penta.core.strategy import (  # noqa: E402
    MASK_BOXES,
    PENTA_FIFTY,
    PENTA_OPEN,
    PENTA_ZERO,
    UPPER_CAP,
    State,
)

BOXES = MASK_BOXES + 1


def _upper_totals(mask: int) -> set[int]:
    """Upper totals (capped) a sheet with these upper boxes filled can hold."""
    totals = {0}
    for face in range(1, 7):
        if mask >> (face - 1) & 1:
            totals = {min(UPPER_CAP, t + face * n) for t in totals for n in range(6)}
    return totals


def states(open_boxes: int) -> list[State]:
    """Every canonical turn-start state with ``open_boxes`` boxes open."""
    found: set[State] = set()
    for mask in range(1 << MASK_BOXES):
        filled = bin(mask).count("1")
        for penta_state in (PENTA_OPEN, PENTA_ZERO, PENTA_FIFTY):
            if BOXES - filled - (penta_state != PENTA_OPEN) != open_boxes:
                continue
            for upper in _upper_totals(mask):
                found.add(canonical((penta_state, mask, upper)))
    return sorted(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--open", type=int, default=5, help="most open boxes (K)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    chances._EXACT_CACHE_SIZE = 10**9  # keep every level: the next one reads it
    values = array("d")
    index: list[tuple[int, int, int, int, int]] = []
    ship = bytearray()
    clock = time.process_time()
    for open_boxes in range(1, args.open + 1):
        level = states(open_boxes)
        for state in level:
            assert _open_count(state) == open_boxes
            low, probabilities = chances.remaining_exact(state)
            index.append((*state, low, len(values)))
            values.extend(probabilities)
            cdf, running = array("H"), 0.0
            for p in probabilities[:-1]:
                running += p
                cdf.append(min(65535, round(running * 65535)))
            ship += low.to_bytes(2, "little", signed=True)
            ship += len(cdf).to_bytes(2, "little") + cdf.tobytes()
        # the level below this one is no longer needed
        for state in [s for s in chances._exactly if _open_count(s) < open_boxes]:
            del chances._exactly[state]
        print(
            f"{open_boxes} open: {len(level)} states, {len(values)} values so far, "
            f"{time.process_time() - clock:.0f} s CPU",
            flush=True,
        )
    data = values.tobytes()
    (args.out / "exact.f64").write_bytes(data)
    packed = lzma.compress(bytes(ship), preset=9 | lzma.PRESET_EXTREME)
    (args.out / "ship.u16.xz").write_bytes(packed)
    meta = {
        "open_boxes": args.open,
        "layout": "exact.f64: float64 little-endian, the distributions one after another; "
        "index: [penta_state, mask, upper, lowest points, offset], the length runs to the "
        "next offset (the last one to the end)",
        "sha256": hashlib.sha256(data).hexdigest(),
        "states": len(index),
        "values": len(values),
        "ship_bytes": len(packed),
        "ship_sha256": hashlib.sha256(packed).hexdigest(),
        "index": index,
    }
    (args.out / "exact.json").write_text(json.dumps(meta), encoding="utf-8")
    print(
        f"{len(index)} states, {len(data) / 2**20:.1f} MiB float64; shipped as 16-bit CDFs "
        f"xz: {len(packed) / 2**20:.2f} MiB (limit 2 MiB); sha256 {meta['sha256']}"
    )


if __name__ == "__main__":
    main()
