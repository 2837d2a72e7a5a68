"""Build the Farkle Master tables shipped in resources/farkle/ (needs numpy).

    .venv/bin/python tools/build_farkle_table.py [--target 5000 10000 15000] [--seed 5000]
    .venv/bin/python tools/build_farkle_table.py --target 10000 --from-f32 /tmp/ft

Solves two-player Farkle for the chance of winning, exactly under the program's rules
(dicegame.core.farkle: scoring, hot dice; the first to bank the target triggers one last
turn of the other player; equal totals share the win, counted as half a win). States are
counted in units of 50 points: my banked score ``a``, the opponent's ``b`` (both below the
target ``T``), the turn points ``t`` and the dice ``n`` about to be rolled. Banking with
``a + t >= T + CAP`` is forced (dicegame.core.farkle_master.CAP_UNITS): rolling on that far
past the target is never worth its risk in these tables, and the cap keeps them finite.

Value iteration, ordered so that every value is computed once its inputs are final:
banking moves to a larger sum ``a + b`` and a roll to larger turn points, so states are
swept by the key ``2 (a + b) + t`` from the top down, all states of one key at once as
numpy arrays. The one loop, a farkle (``(a, b)`` turns into the opponent's ``(b, a)``,
same sum), is closed exactly: each value is carried as ``v + beta * f`` with ``beta`` the
chance of a farkle under the chosen play and ``f`` the farkle's value, and the two turn
starts of a pair are solved together. Choices use a guess of ``f`` (a first pass from a
simple estimate, then each pass from the previous one); the build reports the largest
change of the last pass, the stated tolerance.

Writes ``master_<T>.q16`` (``W[a][b]``: the chance that the player to move at the start of
a turn, with ``a`` banked against ``b``, wins; quantised to steps of 1/65535 and stored as
little-endian int16 second differences, :func:`dicegame.core.farkle_master.encode_table`)
and ``master_<T>.json`` (layout, encoding, tolerance, the first player's chance and the
sha256 the program checks when it loads the table). ``--seed`` reads the smaller target's
table through the program's loader (so quantised: states pinned from it carry its 7.6e-6
rounding). ``--from-f32 FOLDER`` converts tables written by earlier versions
(``master_<T>.f32``, float32, same order, with their ``.json``) without solving again.
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

from dicegame.core.farkle_ai import roll_outcomes  # noqa: E402
from dicegame.core.farkle_master import (  # noqa: E402
    CAP_UNITS,
    ENCODING,
    LAYOUT,
    MAX_GAIN_UNITS,
    SCALE,
    STEP,
    TABLE_DIR,
    encode_table,
    last_turn_values,
    load_table,
    meta_file,
    table_file,
)

RING = MAX_GAIN_UNITS + 1
DAMP_ABOVE = 0.02
PAD = MAX_GAIN_UNITS // 2 + 1


def _groups(n: int) -> tuple[list[tuple[float, list[tuple[int, int]]]], float]:
    groups = [
        (o.probability, [(p // STEP, left) for p, left in o.options]) for o in roll_outcomes(n)
    ]
    return groups, 1.0 - sum(p for p, _ in groups)


class Solver:
    """One pass of the keyed sweep for a target of ``T`` units."""

    def __init__(self, target: int, guess: np.ndarray, pinned: int | None = None) -> None:
        T = self.T = target // STEP
        # states with both scores >= pinned are known exactly (a smaller target's table)
        self.pinned = pinned if pinned is not None else 2 * T
        self.S = T + CAP_UNITS  # largest turn points a state can have
        self.H = self.S // 2 + PAD + 2  # rows (sums) per key
        self.rows = self.H + PAD
        self.guess = guess  # W guess, [a, b]
        self.W = np.zeros((T, T))
        if pinned is not None:
            self.W[pinned:, pinned:] = guess[pinned:, pinned:]
        # Wext[b, x]: the chance of the player to move with b against x (x < T), or, for
        # x >= T, of the last player with b who must beat x: G(x - b)
        xmax = T + self.S + MAX_GAIN_UNITS + 2
        self.G = np.array(last_turn_values(xmax), dtype=np.float64)
        self.xmax = xmax
        self.groups = [None] + [_groups(n) for n in range(1, 7)]
        shape = (RING, 7, self.rows, T)
        self.buf_v = np.zeros(shape, dtype=np.float32)
        self.buf_b = np.zeros(shape, dtype=np.float32)
        self.a = np.arange(T)[None, :]

    def r0(self, k: int) -> int:
        return -((self.S - k) // 2) - PAD + 1  # ceil((k - S) / 2) - PAD + 1

    def bank_values(self, k: int, s: np.ndarray, bc: np.ndarray) -> np.ndarray:
        t = k - 2 * s
        x = np.clip(self.a + t, 0, self.xmax - 1)
        below = x < self.T
        won = self.G[np.clip(x - bc, 0, len(self.G) - 1)]
        w = np.where(below, self.W[bc, np.minimum(x, self.T - 1)], won)
        return 1.0 - w

    def key(self, k: int) -> None:
        T, H = self.T, self.H
        r0 = self.r0(k)
        s = (r0 + np.arange(H))[:, None]
        t = k - 2 * s
        bc = np.clip(s - self.a, 0, T - 1)
        ac = np.broadcast_to(self.a, bc.shape)
        bank = self.bank_values(k, s, bc).astype(np.float32)
        forced = (self.a + t) >= T + CAP_UNITS
        slot = k % RING
        first = max(0, (k - self.S) // 2 + 1 - r0)  # rows above: t >= S, bank
        # rows of sums from T - 1 + pinned on hold only known states: skipped
        last = min(H, T - 1 + self.pinned - r0)
        if last <= first:
            return
        rows = last - first
        # columns a of the states of rows first.. (b = s - a within 0 .. T - 1)
        c0 = max(0, r0 + first - T + 1)
        c1 = min(k // 2, T - 1) + 1
        if c1 <= c0:
            c0, c1 = 0, 1
        width = c1 - c0
        farkle_guess = (1.0 - self.guess[bc, ac][first:last, c0:c1]).astype(np.float32)
        views = {}
        for d in range(1, RING):
            start = PAD - (self.r0(k + d) - r0) + first
            ring = (k + d) % RING
            views[d] = (
                self.buf_v[ring, :, start : start + rows, c0:c1],
                self.buf_b[ring, :, start : start + rows, c0:c1],
            )
        tmp = np.empty((rows, width), dtype=np.float32)
        best_v = np.empty_like(tmp)
        best_b = np.empty_like(tmp)
        better = np.empty((rows, width), dtype=bool)
        bank_rest = bank[first:last, c0:c1]
        forced_rest = forced[first:last, c0:c1]
        for n in range(1, 7):
            groups, p_farkle = self.groups[n]
            roll_v = farkle_guess * np.float32(p_farkle)
            roll_b = np.full((rows, width), p_farkle, dtype=np.float32)
            for p, options in groups:
                p32 = np.float32(p)
                d, left = options[0]
                if len(options) == 1:
                    np.multiply(views[d][0][left], p32, out=tmp)
                    roll_v += tmp
                    np.multiply(views[d][1][left], p32, out=tmp)
                    roll_b += tmp
                    continue
                np.copyto(best_v, views[d][0][left])
                np.copyto(best_b, views[d][1][left])
                for d, left in options[1:]:
                    cand_v = views[d][0][left]
                    np.greater(cand_v, best_v, out=better)
                    np.copyto(best_b, views[d][1][left], where=better)
                    np.maximum(best_v, cand_v, out=best_v)
                best_v *= p32
                roll_v += best_v
                best_b *= p32
                roll_b += best_b
            if n == 6 and k % 2 == 0 and k // 2 - r0 < last:
                row = k // 2 - r0 - first
                v_row = np.zeros(T)
                b_row = np.zeros(T)
                v_row[c0:c1] = roll_v[row]
                b_row[c0:c1] = roll_b[row]
                self.close_pair(k // 2, v_row, b_row)
            out_v = self.buf_v[slot, n, PAD : PAD + H]
            out_b = self.buf_b[slot, n, PAD : PAD + H]
            out_v[:first] = bank[:first]
            out_b[:first] = 0.0
            take_bank = forced_rest | (bank_rest >= roll_v)
            out_v[first:last, c0:c1] = np.where(take_bank, bank_rest, roll_v)
            out_b[first:last, c0:c1] = np.where(take_bank, np.float32(0.0), roll_b)

    def close_pair(self, s: int, v: np.ndarray, beta: np.ndarray) -> None:
        """Turn starts of sum s: solve W(a, b) and W(b, a) together."""
        T = self.T
        lo, hi = max(0, s - T + 1), min(s, T - 1)
        if lo > hi:
            return
        a = np.arange(lo, hi + 1)
        b = s - a
        # v = alpha + beta * (1 - guess_ba) and W_ab = alpha + beta * (1 - W_ba), so
        # W_ab = c_ab - beta_ab * W_ba with c = v + beta * guess_ba
        c = v[a] + beta[a] * self.guess[b, a]
        c_ba, beta_ba = c[b - lo], beta[b]
        w = (c - beta[a] * c_ba) / (1.0 - beta[a] * beta_ba)
        free = (a < self.pinned) | (b < self.pinned)
        self.W[a[free], b[free]] = w[free]

    def run(self) -> np.ndarray:
        kmax = 2 * (2 * self.T - 2) + self.S + RING + 2
        for k in range(kmax, -1, -1):
            self.key(k)
        return self.W


def heuristic_guess(T: int) -> np.ndarray:
    """A first estimate of W: a logistic curve of the lead, measured in turns left."""
    a = np.arange(T)[:, None]
    b = np.arange(T)[None, :]
    lead = (a - b) / np.sqrt(np.maximum(T - np.minimum(a, b), 1) * 10.0)
    return 1.0 / (1.0 + np.exp(-2.0 * lead - 0.1))


def seeded_guess(T: int, smaller: np.ndarray) -> np.ndarray:
    """A first estimate from a solved smaller target: the game depends only on the points
    still missing, so where both players are within the smaller target of the goal the
    smaller table is the answer; elsewhere it is read at the same fraction of the way."""
    units = smaller.shape[0]
    offset = T - units
    scaled = np.minimum((np.arange(T) * units) // T, units - 1)
    guess = smaller[np.ix_(scaled, scaled)].copy()
    guess[offset:, offset:] = smaller
    return guess


def build(target: int, passes: int, tolerance: float, log, seed=None) -> tuple[np.ndarray, float]:
    T = target // STEP
    guess = heuristic_guess(T) if seed is None else seeded_guess(T, seed)
    pinned = None if seed is None else T - seed.shape[0]
    change = float("nan")
    for number in range(1, passes + 1):
        started = time.perf_counter()
        W = Solver(target, guess, pinned).run()
        diff = np.abs(W - guess)
        change = float(np.max(diff))
        log(f"  largest change at {np.unravel_index(np.argmax(diff), diff.shape)}")
        log(
            f"target {target}: pass {number} in {time.perf_counter() - started:.1f} s, "
            f"largest change {change:.2e}, first player {W[0, 0]:.6f}"
        )
        # far from the answer, the pair solves overshoot: average the last two passes
        guess = 0.5 * (W + guess) if change > DAMP_ABOVE else W
        if change < tolerance:
            guess = W
            break
    return guess, change


def write_table(
    W: np.ndarray, target: int, change: float, seconds: float, folder: Path, first=None
) -> dict:
    """Write ``W`` (``units x units``) in the shipped format; ``first``: the first player's
    chance before quantisation (default ``W[0, 0]``)."""
    units = target // STEP
    data = encode_table(np.asarray(W, dtype=np.float64).ravel().tolist(), units)
    meta = {
        "target": target,
        "layout": LAYOUT,
        "encoding": ENCODING,
        "units": units,
        "cap_units": CAP_UNITS,
        "dtype": "<i2",
        "scale": SCALE,
        "quantisation_error": float(f"{0.5 / SCALE:.3g}"),
        "bytes": len(data),
        "tolerance": float(f"{change:.3g}"),
        "first_player": round(float(W[0, 0] if first is None else first), 6),
        "build_seconds": round(seconds, 1),
        "sha256": hashlib.sha256(data).hexdigest(),
    }
    folder.mkdir(parents=True, exist_ok=True)
    (folder / table_file(target)).write_bytes(data)
    (folder / meta_file(target)).write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    return meta


def read_table(target: int, folder: Path) -> np.ndarray:
    """A table written in the shipped format, through the program's loader."""
    units = target // STEP
    return np.array(load_table(target, folder), dtype=np.float64).reshape(units, units)


def convert_f32(target: int, source: Path, out: Path) -> dict:
    """Re-encode ``source/master_<T>.f32`` (checked against its .json) without solving."""
    data = (source / f"master_{target}.f32").read_bytes()
    old = json.loads((source / meta_file(target)).read_text(encoding="utf-8"))
    if hashlib.sha256(data).hexdigest() != old["sha256"]:
        raise SystemExit(f"{source / f'master_{target}.f32'} does not match its sha256")
    units = target // STEP
    W = np.frombuffer(data, dtype="<f4").astype(np.float64).reshape(units, units)
    return write_table(W, target, old["tolerance"], old["build_seconds"], out, old["first_player"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", type=int, nargs="+", default=[5000, 10000, 15000])
    parser.add_argument("--passes", type=int, default=12, help="at most")
    parser.add_argument("--tolerance", type=float, default=1e-4, help="stop below this change")
    parser.add_argument(
        "--seed", type=int, help="start from the table of this smaller target in --out"
    )
    parser.add_argument("--out", type=Path, default=TABLE_DIR)
    parser.add_argument(
        "--from-f32", type=Path, metavar="FOLDER", help="convert FOLDER/master_<T>.f32, no solving"
    )
    args = parser.parse_args(argv)
    for target in args.target:
        if args.from_f32:
            print(json.dumps(convert_f32(target, args.from_f32, args.out)), flush=True)
            continue
        started = time.perf_counter()
        seed = read_table(args.seed, args.out) if args.seed else None
        log = lambda text: print(text, flush=True)  # noqa: E731
        W, change = build(target, args.passes, args.tolerance, log, seed)
        seconds = time.perf_counter() - started
        meta = write_table(W, target, change, seconds, args.out)
        print(json.dumps(meta), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
