"""Penta Master's longer look-ahead (issue 35 item 5): the variant against today's Master.

    nice -n 10 .venv/bin/python benchmarks/penta_master_lookahead.py --games 100000 \\
        --workers 2 --out /work/runs/lookahead.json

The variant (``look_ahead=True``: plays for the win from :data:`LOOK_AHEAD` open boxes
on, on exact distributions) plays two-player games against today's Master, in PAIRS with
the same dice (each seat's dice drawn per turn from a generator seeded by (seed, pair,
seat, round), as in benchmarks/penta_master.py): the variant in seat 0, then in seat 1.

The two games of a pair are the same game as long as each turn ends on the same sheet
whether the variant or today's Master plays it (both play exactly Perfect until the
variant's horizon, and often choose alike after it): that shared part is played ONCE,
and the games are played apart only from the first turn that ends differently (the
pair's results are exactly those of the two full games: tests/test_penta_lookahead.py
checks it).

``--table DIR`` (tools/build_penta_exact.py's output) reads the exact distributions of
the states it holds instead of enumerating them in every game: the same values, float64
for float64, the same choices, much less CPU.

A game counts 1 for a variant win, 1/2 for a tie. The 95 % interval is clustered by pair
(mean of the pair scores +- 1.96 standard errors). (a) first: CPU time
(``time.process_time``) of the variant's decisions in ``--timing-games`` games, caches
emptied first. Progress is printed as pairs complete and written to ``--out`` after each
batch, so a run cut short still gives its figure (``--pool`` as in penta_master.py).
"""

from __future__ import annotations

import argparse
import json
import mmap
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# mypy names benchmarks/*.py as top-level modules, as the others import each other
# (pyproject.toml); the tests import this file as benchmarks.penta_master_lookahead.
if TYPE_CHECKING:
    from penta_master import _dice, _quantiles, pool_runs, summary
else:
    from benchmarks.penta_master import _dice, _quantiles, pool_runs, summary
from dicegame.games.penta.core import chances as penta_chances
from dicegame.games.penta.core import master as penta_master
from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.chances import Distribution
from dicegame.games.penta.core.exact_turns import canonical
from dicegame.games.penta.core.rules import DICE_COUNT, Sheet
from dicegame.games.penta.core.strategy import State

ROUNDS = 13
SEATS = 2
BATCH = 10  # pairs a worker plays between two reports

PERFECT, MASTER, VARIANT = "perfect", "master", "variant"
Timer = Callable[[str, float], None]


def _turn(
    sheets: list[Sheet], seat: int, player: str, rng: random.Random, timer: Timer | None
) -> None:
    """One turn of ``player`` in ``seat``; writes its sheet."""
    sheet = sheets[seat]
    others = [s for i, s in enumerate(sheets) if i != seat]
    look_ahead = player == VARIANT
    timed = timer if look_ahead else None
    dice = _dice(rng)
    for rolls_left in (2, 1):
        start = time.process_time()
        if player == PERFECT:
            keep = strategy.best_hold(sheet, dice, rolls_left)
        else:
            keep = penta_master.best_hold(sheet, others, dice, rolls_left, look_ahead)
        if timed:
            timed("hold", time.process_time() - start)
        if len(keep) == DICE_COUNT:
            break
        dice = _dice(rng, keep)
    start = time.process_time()
    if player == PERFECT:
        box = strategy.best_box(sheet, dice)
    else:
        box = penta_master.best_box(sheet, others, dice, look_ahead)
    if timed:
        timed("box", time.process_time() - start)
    sheets[seat] = sheet.score(box, dice)


def _rng(seed: int, pair: int, seat: int, round_: int) -> random.Random:
    return random.Random(f"{seed}-{pair}-{seat}-{round_}")


def _score(sheets: list[Sheet], variant_seat: int) -> float:
    mine, theirs = sheets[variant_seat].total, sheets[1 - variant_seat].total
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def _finish(
    seed: int,
    pair: int,
    sheets: list[Sheet],
    start: int,
    variant_seat: int,
    timer: Timer | None = None,
) -> float:
    """Play the game on from turn ``start`` (round * SEATS + seat); the variant's score."""
    sheets = list(sheets)
    for turn in range(start, ROUNDS * SEATS):
        round_, seat = divmod(turn, SEATS)
        player = VARIANT if seat == variant_seat else MASTER
        _turn(sheets, seat, player, _rng(seed, pair, seat, round_), timer)
    return _score(sheets, variant_seat)


def play_full(seed: int, pair: int, variant_seat: int, timer: Timer | None = None) -> float:
    """One whole game of a pair, nothing shared; the variant's score."""
    return _finish(seed, pair, [Sheet(), Sheet()], 0, variant_seat, timer)


def play_pair(seed: int, pair: int) -> tuple[float, float, int]:
    """Both games of a pair (variant in seat 0, in seat 1), their shared part played
    once: (variant's score in seat 0, in seat 1, turns shared)."""
    sheets = [Sheet(), Sheet()]
    for turn in range(ROUNDS * SEATS):
        round_, seat = divmod(turn, SEATS)
        others = [s for i, s in enumerate(sheets) if i != seat]
        if not penta_master.plays_for_the_win(sheets[seat], others, look_ahead=True):
            # today's Master's horizon lies inside the variant's: both play Perfect
            _turn(sheets, seat, PERFECT, _rng(seed, pair, seat, round_), None)
            continue
        by_variant, by_master = list(sheets), list(sheets)
        _turn(by_variant, seat, VARIANT, _rng(seed, pair, seat, round_), None)
        _turn(by_master, seat, MASTER, _rng(seed, pair, seat, round_), None)
        if by_variant == by_master:
            sheets = by_variant
            continue
        # the variant sits in this seat in game `seat`, today's Master in the other
        games = (by_variant, by_master) if seat == 0 else (by_master, by_variant)
        first = _finish(seed, pair, games[0], turn + 1, 0)
        second = _finish(seed, pair, games[1], turn + 1, 1)
        return first, second, turn
    return _score(sheets, 0), _score(sheets, 1), ROUNDS * SEATS


def use_table(folder: Path) -> int:
    """Read the exact distributions of tools/build_penta_exact.py's states from its
    output (mapped, shared by the workers) instead of enumerating them; the count."""
    meta = json.loads((folder / "exact.json").read_text(encoding="utf-8"))
    with (folder / "exact.f64").open("rb") as file:
        mapped = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
    values = memoryview(mapped).cast("d")
    index = meta["index"]
    ends = [row[4] for row in index[1:]] + [len(values)]
    where = {
        (ps, mask, upper): (low, start, end)
        for (ps, mask, upper, low, start), end in zip(index, ends, strict=True)
    }
    enumerate_it = penta_chances.remaining_exact

    def remaining_exact(state: State) -> Distribution:
        found = where.get(canonical(state))
        if found is None:
            return enumerate_it(state)
        low, start, end = found
        return low, tuple(values[start:end])

    penta_chances.remaining_exact = remaining_exact
    # master's own name for it, imported from chances and not re-exported (no_implicit_reexport)
    penta_master.remaining_exact = remaining_exact  # type: ignore[attr-defined]
    return len(where)


_table_used = 0


def _configure(horizon: tuple[int, int]) -> None:
    penta_master.LOOK_AHEAD, penta_master.LOOK_AHEAD_OTHERS = horizon
    # the two endings of a pair revisit the same Perfect turns
    strategy._TURN_CACHE_SIZE = 1024


Job = tuple[int, int, int, tuple[int, int], Path | None]


def play_pairs(job: Job) -> list[tuple[float, float, int]]:
    seed, first, count, horizon, table = job
    _configure(horizon)
    global _table_used
    if table is not None and not _table_used:
        _table_used = use_table(table)
    return [play_pair(seed, p) for p in range(first, first + count)]


def timing(seed: int, games: int, horizon: tuple[int, int]) -> dict[str, dict[str, float]]:
    """The variant's decision times over ``games`` games, caches emptied first."""
    _configure(horizon)
    penta_master.forget_turns()
    penta_chances.forget_cache()
    found: dict[str, list[float]] = {}
    for game in range(games):
        play_full(seed + 1, game, game % 2, lambda k, s: found.setdefault(k, []).append(s))
    everything = {kind: _quantiles(values) for kind, values in sorted(found.items())}
    everything["every decision"] = _quantiles([s for values in found.values() for s in values])
    return everything


def _jobs(seed: int, pairs: int, horizon: tuple[int, int], table: Path | None) -> Iterator[Job]:
    for first in range(0, pairs, BATCH):
        yield seed, first, min(BATCH, pairs - first), horizon, table


def _line(result: dict[str, float]) -> str:
    return (
        f"{result['games']:6d} games: variant {100 * result['win_rate']:.3f} % "
        f"[{100 * result['ci_low']:.3f}, {100 * result['ci_high']:.3f}] (95 %, pairs); "
        f"{result['diverged_pairs']} pairs ended differently"
    )


def _summary(results: list[tuple[float, float, int]]) -> dict[str, float]:
    found = summary([(a, b) for a, b, _ in results])
    found["diverged_pairs"] = sum(a + b != 1.0 for a, b, _ in results)
    found["mean_shared_turns"] = sum(t for *_, t in results) / len(results)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000, help="games (even)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3505)
    parser.add_argument("--timing-games", type=int, default=10)
    parser.add_argument("--horizon", type=int, default=penta_master.LOOK_AHEAD)
    parser.add_argument("--others-horizon", type=int, default=penta_master.LOOK_AHEAD_OTHERS)
    parser.add_argument("--table", type=Path, help="tools/build_penta_exact.py's output")
    parser.add_argument("--until", help="stop starting batches at this UTC time (HH:MM)")
    parser.add_argument("--out", type=Path, help="JSON file for the (partial) results")
    parser.add_argument("--pool", type=Path, nargs="+", help="pool these --out files, play none")
    args = parser.parse_args()
    if args.pool:
        pool_runs(args.pool)
        return
    horizon = (args.horizon, args.others_horizon)
    started = datetime.now(UTC)
    print(f"run started {started:%Y-%m-%d %H:%M} UTC; seed {args.seed}; look-ahead {horizon}")
    report: dict[str, object] = {
        "command": " ".join(sys.argv),
        "started_utc": f"{started:%Y-%m-%d %H:%M:%S}",
        "horizon": horizon,
    }
    if args.timing_games:
        times = timing(args.seed, args.timing_games, horizon)
        report["decision_times"] = times
        for kind, row in times.items():
            print(
                f"{kind:15s}: {row['count']:5.0f}, p50 {row['p50_ms']:.2f} ms, "
                f"p99 {row['p99_ms']:.2f} ms, max {row['max_ms']:.2f} ms",
                flush=True,
            )
    results: list[tuple[float, float, int]] = []
    clock = time.perf_counter()
    with multiprocessing.Pool(args.workers) as pool:
        for batch in pool.imap(play_pairs, _jobs(args.seed, args.games // 2, horizon, args.table)):
            results.extend(batch)
            found = _summary(results)
            report["head_to_head"] = found
            report["elapsed_s"] = time.perf_counter() - clock
            report["updated_utc"] = f"{datetime.now(UTC):%Y-%m-%d %H:%M:%S}"
            if args.out:
                args.out.write_text(json.dumps(report, indent=1), encoding="utf-8")
            rate = 2 * len(results) / (time.perf_counter() - clock)
            print(f"{_line(found)}   [{rate:.2f} games/s]", flush=True)
            if args.until and f"{datetime.now(UTC):%H:%M}" >= args.until:
                pool.terminate()
                break
    final = _summary(results)
    verdict = "ABOVE" if final["ci_low"] > 0.5 else "NOT above"
    print(f"final: {_line(final)}; the interval lies {verdict} 50 %")


if __name__ == "__main__":
    main()
