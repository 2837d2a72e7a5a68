"""Build the Farkle Master tables shipped in resources/farkle/ (needs numpy).

    .venv/bin/python tools/build_farkle_table.py [--target 5000 10000 15000] [--seed 5000]
    .venv/bin/python tools/build_farkle_table.py --target 10000 --from-f32 /tmp/ft
    .venv/bin/python tools/build_farkle_table.py --target 5000 10000 --residual-only

Solves two-player Farkle for the chance of winning, exactly under the program's rules
(dicegame.games.farkle.core.rules: scoring, hot dice; the first to bank the target triggers one last
turn of the other player; equal totals share the win, counted as half a win). States are
counted in units of 50 points: my banked score ``a``, the opponent's ``b`` (both below the
target ``T``), the turn points ``t`` and the dice ``n`` about to be rolled. Banking with
``a + t >= T + CAP`` is forced (dicegame.games.farkle.core.master.CAP_UNITS): rolling on that far
past the target is never worth its risk in these tables, and the cap keeps them finite.

Value iteration, ordered so that every value is computed once its inputs are final:
banking moves to a larger sum ``a + b`` and a roll to larger turn points, so states are
swept by the key ``2 (a + b) + t`` from the top down, all states of one key at once as
numpy arrays. The one loop, a farkle (``(a, b)`` turns into the opponent's ``(b, a)``,
same sum), is closed exactly: each value is carried as ``v + beta * f`` with ``beta`` the
chance of a farkle under the chosen play and ``f`` the farkle's value, and the two turn
starts of a pair are solved together. Choices use a guess of ``f`` (a first pass from a
simple estimate, then each pass from the previous one; where a value swings back from one
pass to the next, the next guess takes half the step). From the second pass on, turn
starts of larger sums than any that moved by more than 2e-6 in the last pass keep their
values and are not swept again (nothing of a larger sum depends on a smaller one).

Tolerance: once a pass changes no value by 1e-2 or more, the build measures how far the
table, quantised as shipped, is from its fixed point, and stops within 2e-5: at 4 corners,
200 random turn starts and the 200 that moved most in the last pass, the chance that the
program's own turn solver (TurnValues, float64) computes from the table differs from the
table's value by at most 2e-5 (the quantisation alone gives about 1e-5). It also stops
when a pass changes no value by more than ``--tolerance``. The sidecar states
both: ``residual`` (and ``residual_states``) and ``tolerance`` (the last pass's change).

Writes ``master_<T>.q16`` (``W[a][b]``: the chance that the player to move at the start of
a turn, with ``a`` banked against ``b``, wins; quantised to steps of 1/65535 and stored as
little-endian int16 second differences, :func:`dicegame.games.farkle.core.master.encode_table`)
and ``master_<T>.json`` (layout, encoding, tolerance, residual, the first player's chance,
the build's wall time and the sha256 the program checks when it loads the table).
``--seed`` reads the smaller target's table through the program's loader (so quantised:
states pinned from it carry its 7.6e-6 rounding). ``--from-f32 FOLDER`` converts tables
written by earlier versions (``master_<T>.f32``, float32, same order, with their
``.json``) without solving again.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from array import array
from pathlib import Path
from typing import NamedTuple

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dicegame.games.farkle.core.master import (  # noqa: E402
    CAP_UNITS,
    ENCODING,
    LAYOUT,
    MAX_GAIN_UNITS,
    SCALE,
    STEP,
    TABLE_DIR,
    TurnValues,
    decode_table,
    encode_table,
    last_turn_values,
    load_table,
    meta_file,
    table_file,
)
from dicegame.games.farkle.core.rolls import roll_outcomes  # noqa: E402

RING = MAX_GAIN_UNITS + 1
PAD = MAX_GAIN_UNITS // 2 + 1
RESIDUAL_SAMPLES = 200
RESIDUAL_FROM = 1e-2  # from this largest change of a pass on, the residual is measured
RESIDUAL_TOLERANCE = 2e-5  # stop once the shipped table is this close to its fixed point
FROZEN = 2e-6  # turn starts of sums above any that moved more than this are not solved again


def _groups(n: int) -> tuple[list[tuple[float, list[tuple[int, int]]]], float]:
    groups = [
        (o.probability, [(p // STEP, left) for p, left in o.options]) for o in roll_outcomes(n)
    ]
    return groups, 1.0 - sum(p for p, _ in groups)


class Residual(NamedTuple):
    """The largest distance of a table from its fixed point, over ``states`` turn starts."""

    worst: float
    states: int

    def fields(self) -> dict:
        """As the sidecar states it."""
        return {"residual": float(f"{self.worst:.3g}"), "residual_states": self.states}


class Block(NamedTuple):
    """The states of key ``k`` in rows ``first .. last - 1``, columns ``c0 .. c1 - 1``."""

    k: int
    r0: int
    first: int
    last: int
    c0: int
    c1: int


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
        # the pinned states keep their values, and so do those above ``top_sum`` in a
        # partial pass (:meth:`run`); all others are solved again
        self.W = guess.copy()
        self.top_sum = 2 * T
        # Wext[b, x]: the chance of the player to move with b against x (x < T), or, for
        # x >= T, of the last player with b who must beat x: G(x - b)
        xmax = T + self.S + MAX_GAIN_UNITS + 2
        self.G = np.array(last_turn_values(xmax), dtype=np.float64)
        self.xmax = xmax
        self.groups = {n: _groups(n) for n in range(1, 7)}  # by the number of dice rolled
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
        bank = self.bank_values(k, s, bc).astype(np.float32)
        forced = (self.a + t) >= T + CAP_UNITS
        first = max(0, (k - self.S) // 2 + 1 - r0)  # rows above: t >= S, bank
        slot = k % RING
        self.buf_v[slot, 1:, PAD : PAD + first] = bank[:first]
        self.buf_b[slot, 1:, PAD : PAD + first] = 0.0
        # rows of sums from T - 1 + pinned on hold only known states: skipped
        last = min(H, T - 1 + self.pinned - r0)
        if last <= first:
            return
        # columns a of the states of rows first.. (b = s - a within 0 .. T - 1)
        c0 = max(0, r0 + first - T + 1)
        c1 = min(k // 2, T - 1) + 1
        if c1 <= c0:
            c0, c1 = 0, 1
        roll_v, roll_b = self.block(Block(k, r0, first, last, c0, c1), bank, forced, bc)
        if k % 2 == 0 and k // 2 - r0 < last and k // 2 <= self.top_sum:  # turn starts
            row = k // 2 - r0 - first
            v_row, b_row = np.zeros(T), np.zeros(T)
            v_row[c0:c1], b_row[c0:c1] = roll_v[row], roll_b[row]
            self.close_pair(k // 2, v_row, b_row)

    def block(
        self, block: Block, bank: np.ndarray, forced: np.ndarray, bc: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """Compute the states of one block for every n; returns the six-dice roll values
        and farkle chances (the pair solve needs those of the turn starts)."""
        k, r0, first, last, c0, c1 = block
        rows, width = last - first, c1 - c0
        farkle_guess = (1.0 - self.guess[bc[first:last, c0:c1], self.a[:, c0:c1]]).astype(
            np.float32
        )
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
        slot = k % RING
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
            take_bank = forced_rest | (bank_rest >= roll_v)
            out = PAD + first, PAD + last
            self.buf_v[slot, n, out[0] : out[1], c0:c1] = np.where(take_bank, bank_rest, roll_v)
            self.buf_b[slot, n, out[0] : out[1], c0:c1] = np.where(
                take_bank, np.float32(0.0), roll_b
            )
        return roll_v, roll_b

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

    def run(self, top_sum: int | None = None) -> np.ndarray:
        """One pass: every turn start solved again, or (``top_sum``) only those of sums
        up to ``top_sum``, the others kept from the guess. A sum's states read only
        states of the same sum (more turn points) and turn starts of larger sums, so the
        sweep then starts at the first key of sum ``top_sum``'s states."""
        kmax = 2 * (2 * self.T - 2) + self.S + RING + 2
        if top_sum is not None:
            self.top_sum = top_sum
            kmax = min(kmax, 2 * top_sum + self.S + RING + 2)
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


def build(
    target: int, passes: int, tolerance: float, log, seed=None
) -> tuple[np.ndarray, float, Residual | None]:
    """Passes until the largest change of a pass is below ``tolerance`` or the table, as
    shipped, is within :data:`RESIDUAL_TOLERANCE` of its fixed point at the sampled turn
    starts (:func:`turn_residual`). Returns the table, its last change and its residual
    (None when it was not measured: the table is then measured when written)."""
    T = target // STEP
    guess = heuristic_guess(T) if seed is None else seeded_guess(T, seed)
    pinned = None if seed is None else T - seed.shape[0]
    change = float("nan")
    residual: Residual | None = None
    last_step = np.zeros((T, T))
    sums = np.add.outer(np.arange(T), np.arange(T))
    # the first pass solves every turn start not pinned: sums up to (pinned - 1) + (T - 1)
    top_sum = None if pinned is None else pinned + T - 2
    for number in range(1, passes + 1):
        started = time.perf_counter()
        W = Solver(target, guess, pinned).run(top_sum)
        step = W - guess
        change = float(np.max(np.abs(step)))
        log(
            f"target {target}: pass {number} in {time.perf_counter() - started:.1f} s "
            f"(sums up to {2 * T - 2 if top_sum is None else top_sum}), largest change "
            f"{change:.2e} at {np.unravel_index(np.argmax(np.abs(step)), step.shape)}, "
            f"first player {W[0, 0]:.6f}"
        )
        if change < RESIDUAL_FROM:
            # with the turn starts that moved most: a sample alone could miss them
            moved_most = np.argsort(np.abs(step), axis=None)[-RESIDUAL_SAMPLES:]
            also = zip(*np.unravel_index(moved_most, step.shape), strict=True)
            residual = turn_residual(target, quantised(W), also=also)
            log(f"  residual {residual.worst:.2e} ({residual.states} turn starts)")
        if change < tolerance or (residual is not None and residual.worst <= RESIDUAL_TOLERANCE):
            return W, change, residual
        # where a state's value swings back (the pair solves overshoot, far from the
        # answer), take half the step; elsewhere the whole step
        swings = step * last_step < 0
        guess = np.where(swings, guess + 0.5 * step, W)
        last_step = np.where(swings, 0.5 * step, step)
        # the turn starts of larger sums than any that moved by more than FROZEN keep
        # their values: the next pass solves only the smaller sums again
        moved = np.abs(step) > FROZEN
        top_sum = int(sums[moved].max()) if moved.any() else 0
    return guess, change, None  # the guess, not the W measured last


def quantised(W: np.ndarray) -> array:
    """``W`` as the program reads it once shipped (quantised to steps of 1/SCALE)."""
    units = W.shape[0]
    return decode_table(encode_table(W.ravel().tolist(), units), units)


def write_table(
    W: np.ndarray,
    target: int,
    change: float,
    seconds: float,
    folder: Path,
    first=None,
    residual: Residual | None = None,
) -> dict:
    """Write ``W`` (``units x units``) in the shipped format; ``first``: the first player's
    chance before quantisation (default ``W[0, 0]``); ``residual``: the build's measure of
    this table (else it is measured here)."""
    units = target // STEP
    data = encode_table(np.asarray(W, dtype=np.float64).ravel().tolist(), units)
    residual = residual or turn_residual(target, decode_table(data, units))
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
        **residual.fields(),
        "first_player": round(float(W[0, 0] if first is None else first), 6),
        "build_seconds": round(seconds, 1),
        "sha256": hashlib.sha256(data).hexdigest(),
    }
    folder.mkdir(parents=True, exist_ok=True)
    (folder / table_file(target)).write_bytes(data)
    (folder / meta_file(target)).write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    return meta


def turn_residual(target: int, table, samples: int = RESIDUAL_SAMPLES, also=()) -> Residual:
    """The largest |start - table| over turn starts (the four corners, ``samples`` random
    ones and those of ``also``), ``start`` being the chance the program's own
    :class:`~dicegame.games.farkle.core.master.TurnValues` computes (float64) for a turn played at
    best with banks and farkles read in ``table``: how far the shipped, quantised table is
    from the fixed point it stands for."""
    units = target // STEP
    rng = random.Random(target)
    corners = [(0, 0), (0, units - 1), (units - 1, 0), (units - 1, units - 1)]
    randoms = [(rng.randrange(units), rng.randrange(units)) for _ in range(samples)]
    states = sorted(set(corners + randoms + [(int(a), int(b)) for a, b in also]))
    worst = max(
        abs(TurnValues(target, STEP * a, STEP * b, table).start() - table[a * units + b])
        for a, b in states
    )
    return Residual(worst, len(states))


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


def add_residual(target: int, folder: Path) -> dict:
    """Measure the residual of ``folder``'s table (read through the program's loader) and
    write it into its sidecar (for tables built before the build measured it)."""
    residual = turn_residual(target, load_table(target, folder)).fields()
    path = folder / meta_file(target)
    meta = json.loads(path.read_text(encoding="utf-8"))
    meta.update(residual)
    path.write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    return {"target": target, **residual}


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
    parser.add_argument(
        "--residual-only",
        action="store_true",
        help="measure the residual of the tables in --out and add it to their sidecars",
    )
    args = parser.parse_args(argv)
    for target in args.target:
        if args.residual_only:
            print(json.dumps(add_residual(target, args.out)), flush=True)
            continue
        if args.from_f32:
            print(json.dumps(convert_f32(target, args.from_f32, args.out)), flush=True)
            continue
        started = time.perf_counter()
        seed = read_table(args.seed, args.out) if args.seed else None
        log = lambda text: print(text, flush=True)  # noqa: E731
        W, change, residual = build(target, args.passes, args.tolerance, log, seed)
        seconds = time.perf_counter() - started
        meta = write_table(W, target, change, seconds, args.out, residual=residual)
        print(json.dumps(meta), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
