"""Build the Penta spread table shipped in resources/penta/ (needs numpy).

    .venv/bin/python tools/build_penta_moments.py [--out resources/penta] [--workers 1]

For every turn-start state, the standard deviation and the skewness of the points still
to come when the player follows the Perfect strategy (the decisions of the shipped
``strategy_table.f32``; dicegame.core.penta_moments_solver). Writes ``moments.f16``
(little-endian float16, shape [2, penta_state, mask, upper] = [2, 3, 4096, 64]: the
standard deviation, then the skewness; 0 for states no game reaches) and
``endgame.json`` (the exact distribution of the last turn's points for every state with
one box open) and ``moments.json`` (layouts and the sha256 of both files, which the
program verifies when it loads them).
The mean is the strategy table's own value.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dicegame.core.penta_chances import (  # noqa: E402
    ENDGAME_FILE,
    MOMENTS_FILE,
    MOMENTS_META_FILE,
    MOMENTS_SHAPE,
    exact_remaining,
    last_turn_states,
)
from dicegame.core.penta_moments_solver import solve_moments  # noqa: E402
from dicegame.core.penta_strategy import (  # noqa: E402
    MASK_COUNT,
    TABLE_DIR,
    TABLE_SHAPE,
    UPPER_CAP,
    UPPER_STATES,
    load_table,
)

LAYOUT = (
    "flat float16 little-endian, shape [moment, penta_state, mask, upper] = "
    f"{list(MOMENTS_SHAPE)}, index ((moment * 3 + penta_state) * 4096 + mask) * 64 + upper; "
    "moment 0 = standard deviation, 1 = skewness of the points still to come from the "
    "start of a turn under the Perfect strategy; states as in strategy_table.json; "
    "0 where no game reaches the state; mantissas rounded to 7 bits"
)
DROPPED_BITS = 3
ENDGAME_LAYOUT = (
    "states: [penta_state, mask, upper, low, probabilities] per turn-start state with one "
    "box open (upper 0 where it no longer matters); probabilities[i] = P(the last turn adds "
    "low + i points), bonuses included"
)


def reachable_uppers() -> np.ndarray:
    """reachable[mask, upper]: some game has this capped upper total with these boxes."""
    reachable = np.zeros((MASK_COUNT, UPPER_STATES), dtype=bool)
    for mask in range(MASK_COUNT):
        totals = {0}
        for face in range(1, 7):
            if mask >> (face - 1) & 1:
                totals = {min(UPPER_CAP, t + face * n) for t in totals for n in range(6)}
        reachable[mask, sorted(totals)] = True
    return reachable


def spread(raw: np.ndarray) -> np.ndarray:
    """(sd, skewness) per state from the raw moments, 0 where unreachable or certain."""
    m1, m2, m3 = raw
    variance = np.maximum(m2 - m1 * m1, 0.0)
    third = m3 - 3 * m1 * m2 + 2 * m1**3
    sd = np.sqrt(variance)
    skew = np.divide(third, sd**3, out=np.zeros_like(sd), where=sd > 1e-6)
    reachable = np.broadcast_to(reachable_uppers()[None], TABLE_SHAPE)
    return np.stack((np.where(reachable, sd, 0.0), np.where(reachable, skew, 0.0)))


def half_precision(values: np.ndarray) -> np.ndarray:
    """float16 rounded to DROPPED_BITS fewer mantissa bits (within 0.4 %): xz packs the
    file to about a sixth of its size instead of a quarter."""
    bits = values.astype("<f2").view("<u2").astype(np.uint32)
    bits = (bits + (1 << (DROPPED_BITS - 1))) & ~np.uint32((1 << DROPPED_BITS) - 1)
    return bits.astype("<u2").view("<f2")


def endgame() -> bytes:
    """The exact distribution of the last turn's points for every one-box state (JSON)."""
    rows = []
    for state in last_turn_states():
        low, probabilities = exact_remaining(state)
        rows.append([*state, low, [float(f"{p:.12g}") for p in probabilities]])
    text = json.dumps({"layout": ENDGAME_LAYOUT, "states": rows}, separators=(",", ":"))
    return (text + "\n").encode("utf-8")


def write_moments(values: np.ndarray, folder: Path, seconds: float) -> dict[str, object]:
    """Write the float16 values, the endgame table and their metadata; return the metadata."""
    data = half_precision(values).tobytes()
    last_turns = endgame()
    meta: dict[str, object] = {
        "layout": LAYOUT,
        "shape": list(MOMENTS_SHAPE),
        "dtype": "<f2",
        "bytes": len(data),
        "strategy_sha256": json.loads((folder / "strategy_table.json").read_text())["sha256"],
        "start_sd": round(float(values[0, 0, 0, 0]), 4),
        "start_skewness": round(float(values[1, 0, 0, 0]), 4),
        "sha256": hashlib.sha256(data).hexdigest(),
        "endgame_sha256": hashlib.sha256(last_turns).hexdigest(),
    }
    folder.mkdir(parents=True, exist_ok=True)
    (folder / MOMENTS_FILE).write_bytes(data)
    (folder / ENDGAME_FILE).write_bytes(last_turns)
    (folder / MOMENTS_META_FILE).write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    return meta


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT.joinpath("resources", *TABLE_DIR))
    parser.add_argument("--workers", type=int, default=1, help="threads (numpy releases the GIL)")
    parser.add_argument("--raw", type=Path, help="a .npy of raw moments to reuse or to save")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    if args.raw is not None and args.raw.exists():
        raw = np.load(args.raw)
    else:
        table = np.array(load_table(args.out), dtype=np.float64).reshape(TABLE_SHAPE)
        raw = solve_moments(
            table,
            workers=args.workers,
            progress=lambda filled: print(f"{filled} boxes filled", flush=True),
        )
        gap = np.abs(raw[0] - table).max()
        print(f"largest gap between the pass's mean and the strategy table: {gap:.2e}")
        if args.raw is not None:
            np.save(args.raw, raw)
    seconds = time.perf_counter() - start
    meta = write_moments(spread(raw), args.out, seconds)
    print(f"start: sd {meta['start_sd']}, skewness {meta['start_skewness']} ({seconds:.0f} s)")
    print(f"wrote {args.out / MOMENTS_FILE} ({meta['bytes']} bytes), sha256 {meta['sha256']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
