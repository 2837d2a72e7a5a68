"""Build the Penta spread table shipped in resources/penta/ (needs numpy).

    .venv/bin/python tools/build_penta_moments.py [--out resources/penta] [--workers 1]

For every turn-start state, the standard deviation and the skewness of the points still
to come when the player follows the Perfect strategy (the decisions of the shipped
``strategy_table.f32``; dicegame.games.penta.core.moments_solver). Writes ``moments.f16``
(little-endian float16, shape [2, penta_state, mask, upper] = [2, 3, 4096, 64]: the
standard deviation, then the skewness; 0 for states no game reaches) and
``split.f16.xz`` (xz-compressed float16, the same states, [6, 3, 4096, 64]: the points
still to come as a mixture of "no Penta scored from here on" and "some Penta scored" --
the probability of the second, the second's mean minus the state's mean, then the
standard deviation and skewness of the first and of the second), ``endgame.json`` (the
exact distribution of the last turn's points for every state with one box open) and
``moments.json`` (layouts and the sha256 of the files, which the program verifies when it
loads them).
The mean is the strategy table's own value.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import lzma
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dicegame.games.penta.core.exact_turns import exact_remaining, last_turn_states  # noqa: E402
from dicegame.games.penta.core.moments_solver import NO_PENTA, solve_moments  # noqa: E402
from dicegame.games.penta.core.moments_tables import (  # noqa: E402
    ENDGAME_FILE,
    MOMENTS_FILE,
    MOMENTS_META_FILE,
    MOMENTS_SHAPE,
    SPLIT_FILE,
    SPLIT_SHAPE,
)
from dicegame.games.penta.core.strategy import (  # noqa: E402
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
SPLIT_LAYOUT = (
    "xz-compressed flat float16 little-endian (the sha256 is the compressed file's), "
    "shape [value, penta_state, mask, upper] = "
    f"{list(SPLIT_SHAPE)}, states as in moments.f16; the points still to come as a mixture "
    "of N (no Penta scored from here on: no 50 in the Penta box, no Penta bonus) and P "
    "(some Penta scored): value 0 = P(P), 1 = mean of P minus the state's mean, 2 = standard "
    "deviation of N, 3 = skewness of N, 4 = standard deviation of P, 5 = skewness of P; "
    "all 0 where no game reaches the state or P cannot happen; mantissas rounded to 7 bits "
    "(values 0, 1), 5 bits (2, 4) and 4 bits (3, 5)"
)
DROPPED_BITS = 3
#: Mantissa bits dropped per split value: the chance and the shift keep 7 bits (within
#: 0.4 %), the standard deviations 5 (1.6 %), the skewnesses 4 (3.1 %): the file is
#: 0.62 MiB under xz instead of 0.99 (the .deb's limit is near).
SPLIT_DROPPED_BITS = (3, 3, 5, 6, 5, 6)
#: Below this probability a part of the mixture is left out (its moments are noise).
NEGLIGIBLE = 1e-6
#: A part with a smaller standard deviation (points) is as good as one value.
CERTAIN = 0.01
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


def _sd_skew(m1: np.ndarray, m2: np.ndarray, m3: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Standard deviation and skewness from raw moments (skewness 0 where sd is ~0)."""
    variance = np.maximum(m2 - m1 * m1, 0.0)
    third = m3 - 3 * m1 * m2 + 2 * m1**3
    sd = np.sqrt(variance)
    skew = np.divide(third, sd**3, out=np.zeros_like(sd), where=sd > 1e-6)
    return sd, skew


def _reachable() -> np.ndarray:
    return np.broadcast_to(reachable_uppers()[None], TABLE_SHAPE)


def spread(raw: np.ndarray) -> np.ndarray:
    """(sd, skewness) per state from the raw moments, 0 where unreachable or certain."""
    sd, skew = _sd_skew(*raw[:3])
    reachable = _reachable()
    return np.stack((np.where(reachable, sd, 0.0), np.where(reachable, skew, 0.0)))


def split(raw: np.ndarray) -> np.ndarray:
    """The SPLIT_LAYOUT values per state from the pass's channels (see MOMENTS there)."""
    total = raw[:3]
    kept = raw[NO_PENTA : NO_PENTA + 4]  # E[1_N], E[R 1_N], E[R^2 1_N], E[R^3 1_N]
    scored = np.concatenate((1.0 - kept[:1], total - kept[1:]))  # the same for P
    chance = scored[0]
    both = (chance > NEGLIGIBLE) & (kept[0] > NEGLIGIBLE) & _reachable()
    safe_n = np.where(both, kept[0], 1.0)
    safe_p = np.where(both, chance, 1.0)
    sd_n, skew_n = _sd_skew(*(kept[1:] / safe_n))
    sd_p, skew_p = _sd_skew(*(scored[1:] / safe_p))
    # a part of a few points or one value (the Penta box alone: 50): its skewness is noise
    skew_n = np.where(sd_n > CERTAIN, skew_n, 0.0)
    skew_p = np.where(sd_p > CERTAIN, skew_p, 0.0)
    shift = scored[1] / safe_p - total[0]
    values = np.stack((chance, shift, sd_n, skew_n, sd_p, skew_p))
    return np.where(both[None], values, 0.0)


def half_precision(values: np.ndarray, dropped: int = DROPPED_BITS) -> np.ndarray:
    """float16 rounded to ``dropped`` fewer mantissa bits (3: within 0.4 %): xz packs the
    file to about a sixth of its size instead of a quarter."""
    bits = values.astype("<f2").view("<u2").astype(np.uint32)
    bits = (bits + (1 << (dropped - 1))) & ~np.uint32((1 << dropped) - 1)
    return bits.astype("<u2").view("<f2")


def split_precision(parts: np.ndarray) -> np.ndarray:
    """The split values rounded as SPLIT_DROPPED_BITS says (coarser for the spreads)."""
    return np.stack([half_precision(v, d) for v, d in zip(parts, SPLIT_DROPPED_BITS, strict=True)])


def endgame() -> bytes:
    """The exact distribution of the last turn's points for every one-box state (JSON)."""
    rows = []
    for state in last_turn_states():
        low, probabilities = exact_remaining(state)
        rows.append([*state, low, [float(f"{p:.12g}") for p in probabilities]])
    text = json.dumps({"layout": ENDGAME_LAYOUT, "states": rows}, separators=(",", ":"))
    return (text + "\n").encode("utf-8")


def write_moments(
    values: np.ndarray, parts: np.ndarray, folder: Path, seconds: float
) -> dict[str, object]:
    """Write the float16 spread and split values, the endgame table and their metadata;
    return the metadata."""
    data = half_precision(values).tobytes()
    split_data = lzma.compress(
        split_precision(parts).tobytes(), format=lzma.FORMAT_XZ, preset=9 | lzma.PRESET_EXTREME
    )
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
        "split_layout": SPLIT_LAYOUT,
        "split_shape": list(SPLIT_SHAPE),
        "split_bytes": len(split_data),  # compressed
        "start_penta_chance": round(float(parts[0, 0, 0, 0]), 4),
        "split_sha256": hashlib.sha256(split_data).hexdigest(),
    }
    folder.mkdir(parents=True, exist_ok=True)
    (folder / MOMENTS_FILE).write_bytes(data)
    (folder / SPLIT_FILE).write_bytes(split_data)
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
    meta = write_moments(spread(raw), split(raw), args.out, seconds)
    print(f"start: sd {meta['start_sd']}, skewness {meta['start_skewness']} ({seconds:.0f} s)")
    print(f"wrote {args.out / MOMENTS_FILE} ({meta['bytes']} bytes), sha256 {meta['sha256']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
