"""Penta Master: decision times, and head to head against Perfect.

    .venv/bin/python benchmarks/penta_master.py --games 2000 --workers 2
    nice -n 5 .venv/bin/python benchmarks/penta_master.py --games 40000 --workers 2 \\
        --out /work/runs/master26-h2h.json

(a) Decision times: CPU time (``time.process_time``) of every Master hold and box
    decision in ``--timing-games`` games against Perfect, started with empty caches (a
    program just opened); p50 / p99 / max of the hold and of the box decisions.
(b) Head to head: games in PAIRS with the same dice. Each seat has its own dice, drawn
    per turn from a generator seeded by (seed, pair, seat, round), so a different hold
    elsewhere never shifts them. In the first game of a pair the Master sits in seat 0,
    in the second in seat 1: the same dice, the players swapped. A game counts 1 for a
    Master win, 1/2 for a tie. The 95 % interval is clustered by pair (the two games of
    a pair are not independent): mean of the pair scores +- 1.96 standard errors.

Progress is printed as pairs complete, and the partial result is written to ``--out``
after every batch, so a run that is cut short still gives a figure. ``--pool A.json B.json``
prints runs of different seeds pooled (weighted by pairs, the runs independent).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.games.penta.core import chances as penta_chances
from dicegame.games.penta.core import master as penta_master
from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.rules import DICE_COUNT, Box, Sheet

ROUNDS = 13
BATCH = 25  # pairs a worker plays between two reports

Timer = Callable[[str, float], None]


def _dice(rng: random.Random, kept: Sequence[int] = ()) -> tuple[int, ...]:
    return (*kept, *(rng.randint(1, 6) for _ in range(DICE_COUNT - len(kept))))


def _turn(
    sheets: list[Sheet], seat: int, master: bool, rng: random.Random, timer: Timer | None
) -> None:
    """One turn of the player in ``seat`` (the Master or Perfect); writes its sheet."""
    sheet = sheets[seat]
    others = [s for i, s in enumerate(sheets) if i != seat]
    dice = _dice(rng)
    timer = timer if master else None  # only the Master's decisions are timed
    deciding = "for the win" if penta_master.plays_for_the_win(sheet, others) else "as Perfect"
    for rolls_left in (2, 1):
        start = time.process_time() if timer else 0.0
        if master:
            keep = penta_master.best_hold(sheet, others, dice, rolls_left)
        else:
            keep = strategy.best_hold(sheet, dice, rolls_left)
        if timer:
            timer(f"hold {deciding}", time.process_time() - start)
        if len(keep) == DICE_COUNT:
            break
        dice = _dice(rng, keep)
    start = time.process_time() if timer else 0.0
    box: Box = (
        penta_master.best_box(sheet, others, dice) if master else strategy.best_box(sheet, dice)
    )
    if timer:
        timer(f"box {deciding}", time.process_time() - start)
    sheets[seat] = sheet.score(box, dice)


def play(seed: int, pair: int, master_seat: int, timer: Timer | None = None) -> float:
    """One game of a pair; the Master's score (1 win, 0.5 tie, 0 loss)."""
    sheets = [Sheet(), Sheet()]
    for round_ in range(ROUNDS):
        for seat in (0, 1):
            rng = random.Random(f"{seed}-{pair}-{seat}-{round_}")
            _turn(sheets, seat, seat == master_seat, rng, timer)
    mine, theirs = sheets[master_seat].total, sheets[1 - master_seat].total
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def play_pairs(job: tuple[int, int, int, tuple[int, int]]) -> list[tuple[float, float]]:
    """Pairs ``first`` .. ``first + count - 1``: per pair, (Master in seat 0, in seat 1)."""
    seed, first, count, horizon = job
    penta_master.HORIZON, penta_master.OTHERS_HORIZON = horizon
    # The second game of a pair replays the first one's Perfect turns until the players'
    # paths part: a cache that holds a whole pair's turns saves computing them twice.
    strategy._TURN_CACHE_SIZE = 1024
    return [(play(seed, p, 0), play(seed, p, 1)) for p in range(first, first + count)]


def timing(seed: int, games: int, horizon: tuple[int, int]) -> dict[str, dict[str, float]]:
    """(a): the Master's decision times over ``games`` games, caches emptied first."""
    penta_master.HORIZON, penta_master.OTHERS_HORIZON = horizon
    penta_master.forget_turns()
    penta_chances.forget_cache()
    found: dict[str, list[float]] = {}
    for game in range(games):
        play(seed + 1, game, game % 2, lambda kind, s: found.setdefault(kind, []).append(s))
    everything = {kind: _quantiles(values) for kind, values in sorted(found.items())}
    everything["every decision"] = _quantiles([s for values in found.values() for s in values])
    return everything


def _quantiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)] * 1000

    return {
        "count": len(ordered),
        "p50_ms": at(0.5),
        "p99_ms": at(0.99),
        "max_ms": ordered[-1] * 1000,
    }


def summary(results: list[tuple[float, float]]) -> dict[str, float]:
    """Win rate of the Master with its pair-clustered 95 % interval."""
    pairs = [(a + b) / 2 for a, b in results]
    mean = statistics.fmean(pairs)
    half = 1.96 * statistics.stdev(pairs) / math.sqrt(len(pairs)) if len(pairs) > 1 else 1.0
    games = [score for pair in results for score in pair]
    return {
        "pairs": len(pairs),
        "games": 2 * len(pairs),
        "win_rate": mean,
        "ci_low": mean - half,
        "ci_high": mean + half,
        "master_wins": sum(score == 1.0 for score in games),
        "ties": sum(score == 0.5 for score in games),
        "master_losses": sum(score == 0.0 for score in games),
        "seat0_rate": statistics.fmean(a for a, _ in results),
        "seat1_rate": statistics.fmean(b for _, b in results),
    }


def _jobs(
    seed: int, pairs: int, horizon: tuple[int, int]
) -> Iterator[tuple[int, int, int, tuple[int, int]]]:
    for first in range(0, pairs, BATCH):
        yield seed, first, min(BATCH, pairs - first), horizon


def _line(result: dict[str, float]) -> str:
    return (
        f"{result['games']:6d} games: Master {100 * result['win_rate']:.2f} % "
        f"[{100 * result['ci_low']:.2f}, {100 * result['ci_high']:.2f}] (95 %, pairs); "
        f"in seat 0 {100 * result['seat0_rate']:.1f} %, in seat 1 "
        f"{100 * result['seat1_rate']:.1f} % (unpaired, dice luck included)"
    )


def pooled(runs: Sequence[dict[str, float]]) -> dict[str, float]:
    """Runs of different seeds as one: the win rate weighted by pairs, its 95 % interval
    from the runs' own (pair-clustered) standard errors, the runs being independent."""
    pairs = sum(run["pairs"] for run in runs)
    rate = sum(run["pairs"] * run["win_rate"] for run in runs) / pairs
    variance = sum((run["pairs"] * (run["ci_high"] - run["ci_low"]) / 3.92) ** 2 for run in runs)
    half = 1.96 * math.sqrt(variance) / pairs
    return {
        "pairs": pairs,
        "games": 2 * pairs,
        "win_rate": rate,
        "ci_low": rate - half,
        "ci_high": rate + half,
    }


def pool_runs(paths: Sequence[Path]) -> None:
    """Print each run's head-to-head (``--out`` files) and all of them pooled."""
    runs = []
    for path in paths:
        report = json.loads(path.read_text(encoding="utf-8"))
        run = report["head_to_head"]
        runs.append(run)
        print(
            f"{path.name}: {report['command']} ({report['started_utc']}-"
            f"{report.get('updated_utc', '?')} UTC): {run['games']} games, "
            f"{100 * run['win_rate']:.2f} % [{100 * run['ci_low']:.2f}, "
            f"{100 * run['ci_high']:.2f}]"
        )
    both = pooled(runs)
    print(
        f"pooled, {len(runs)} runs: {both['games']} games, Master {100 * both['win_rate']:.2f} % "
        f"[{100 * both['ci_low']:.2f}, {100 * both['ci_high']:.2f}] (95 %)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40_000, help="head-to-head games (even)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--timing-games", type=int, default=20)
    parser.add_argument("--horizon", type=int, default=penta_master.HORIZON)
    parser.add_argument("--others-horizon", type=int, default=penta_master.OTHERS_HORIZON)
    parser.add_argument("--out", type=Path, help="JSON file for the (partial) results")
    parser.add_argument("--pool", type=Path, nargs="+", help="pool these --out files, play none")
    args = parser.parse_args()
    if args.pool:
        pool_runs(args.pool)
        return
    horizon = (args.horizon, args.others_horizon)
    started = datetime.now(UTC)
    print(f"run started {started:%Y-%m-%d %H:%M} UTC; seed {args.seed}; horizon {horizon}")
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
                f"{kind:21s}: {row['count']:5.0f}, p50 {row['p50_ms']:.2f} ms, "
                f"p99 {row['p99_ms']:.2f} ms, max {row['max_ms']:.2f} ms",
                flush=True,
            )
    results: list[tuple[float, float]] = []
    clock = time.perf_counter()
    with multiprocessing.Pool(args.workers) as pool:
        for batch in pool.imap_unordered(play_pairs, _jobs(args.seed, args.games // 2, horizon)):
            results.extend(batch)
            report["head_to_head"] = summary(results)
            report["elapsed_s"] = time.perf_counter() - clock
            report["updated_utc"] = f"{datetime.now(UTC):%Y-%m-%d %H:%M:%S}"
            if args.out:
                args.out.write_text(json.dumps(report, indent=1), encoding="utf-8")
            rate = 2 * len(results) / (time.perf_counter() - clock)
            print(f"{_line(summary(results))}   [{rate:.1f} games/s]", flush=True)
    final = summary(results)
    verdict = "ABOVE" if final["ci_low"] > 0.5 else "NOT above"
    print(f"final: {_line(final)}; the interval lies {verdict} 50 %")


if __name__ == "__main__":
    main()
