"""The Penta Master at a larger table: one Master against Perfect players, seats rotated.

    nice -n 10 .venv/bin/python benchmarks/penta_master_field.py --games 20000 --workers 1 \\
        --until 02:00 --out master-field.json

Game g puts the Master (:mod:`dicegame.games.penta.core.master`, weighing every other
player's final total at once) in seat ``g % players`` and Perfect in every other seat,
through the core's levels (``choose_hold`` / ``choose_box``). Each seat has its own dice,
drawn per turn from a generator seeded by (seed, g, seat, round), so one player's holds
never shift another's dice. A game scores the Master's share of the win (1, 0, or 1/m in
an m-way tie).

Two estimates of the Master's share, each with its 95 % interval (1.96 standard errors of
the per-game values; the games are independent):

- **plain**: the mean of the Master's shares;
- **paired**: the same game replayed with Perfect in the Master's seat (the same dice; the
  other seats play the same game, as Penta players do not interact) is the CONTROL, whose
  expected share is exactly one in ``players`` (identical players, seats rotated). The
  Master's share is estimated as 1/players + mean(Master's share - the control's): the
  same quantity, with the dice luck the two share taken out, so a narrower interval.

Decision times: the CPU time (``thread_time``) of every Master hold and box, p50 / p99 /
max, all of them and those played for the win, after the tables are loaded (as the program
does before the Master's first decision for the win).

``--until HH:MM`` (UTC) starts no chunk after that time; ``--first N`` starts at game N of
the seed (to go on from an earlier run); ``--out FILE`` keeps every game's two shares (a
run cut short still gives its figure), and ``--pool A.json B.json`` prints runs pooled.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import nullcontext
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.games.penta.core import PentaLevel, moments_tables, strategy
from dicegame.games.penta.core import master as penta_master
from dicegame.games.penta.core.levels import choose_box, choose_hold, stops_rolling
from dicegame.games.penta.core.rules import DICE_COUNT, Sheet

ROUNDS = 13
CHUNK = 25

Job = tuple[int, int, int, int]  # first game, games, players, seed
Result = tuple[list[tuple[float, float]], list[float], list[float]]


def _dice(rng: random.Random, kept: Sequence[int] = ()) -> tuple[int, ...]:
    return (*kept, *(rng.randint(1, 6) for _ in range(DICE_COUNT - len(kept))))


def _turn(
    sheet: Sheet,
    others: Sequence[Sheet],
    level: PentaLevel,
    rng: random.Random,
    times: tuple[list[float], list[float]] | None,
) -> Sheet:
    """One turn of ``level`` with the dice of ``rng``; the sheet after it. ``times``
    (every decision, those for the win) receive the CPU time of each decision."""
    winning = penta_master.plays_for_the_win(sheet, others)
    dice = _dice(rng)
    for rolls_left in (2, 1):
        began = time.thread_time()
        keep = choose_hold(level, sheet, dice, rolls_left, rng, others)
        _note(times, time.thread_time() - began, winning)
        if stops_rolling(keep):
            break
        dice = _dice(rng, keep)
    began = time.thread_time()
    box = choose_box(level, sheet, dice, rng, others)
    _note(times, time.thread_time() - began, winning)
    return sheet.score(box, dice)


def _note(times: tuple[list[float], list[float]] | None, spent: float, winning: bool) -> None:
    if times is not None:
        times[0].append(spent)
        if winning:
            times[1].append(spent)


def share_of(totals: Sequence[int], seat: int) -> float:
    """The seat's share of the win: 1, 0, or 1/m in an m-way tie for first."""
    best = max(totals)
    winners = sum(total == best for total in totals)
    return 1 / winners if totals[seat] == best else 0.0


def play(
    seed: int, number: int, players: int, times: tuple[list[float], list[float]] | None = None
) -> tuple[float, float]:
    """Game ``number``: (the Master's share, the control's: Perfect in its seat)."""
    seat_m = number % players
    sheets = [Sheet()] * players
    control = Sheet()
    for round_ in range(ROUNDS):
        for seat in range(players):
            key = f"{seed}-{number}-{seat}-{round_}"
            if seat == seat_m:
                others = tuple(s for i, s in enumerate(sheets) if i != seat)
                sheets[seat] = _turn(
                    sheets[seat], others, PentaLevel.MASTER, random.Random(key), times
                )
                control = _turn(control, (), PentaLevel.PERFECT, random.Random(key), None)
            else:
                sheets[seat] = _turn(sheets[seat], (), PentaLevel.PERFECT, random.Random(key), None)
    totals = [sheet.total for sheet in sheets]
    master = share_of(totals, seat_m)
    totals[seat_m] = control.total
    return master, share_of(totals, seat_m)


def _load_tables() -> None:
    """The strategy and chance tables, read and checked (the program loads them in the
    background before the Master needs them)."""
    problem = moments_tables.table_problem()
    if problem is not None:
        raise SystemExit(f"the Penta tables are damaged: {problem}")


def play_chunk(job: Job) -> Result:
    """Games ``first`` .. ``first + count - 1``: their shares and the Master's times."""
    first, count, players, seed = job
    # the control replays the Master seat's Perfect turns: keep a whole game's turns
    strategy._TURN_CACHE_SIZE = 1024
    _load_tables()
    times: tuple[list[float], list[float]] = ([], [])
    shares = [play(seed, number, players, times) for number in range(first, first + count)]
    return shares, times[0], times[1]


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _interval(values: Sequence[float]) -> tuple[float, float]:
    """(mean, half of its 95 % interval)."""
    n = len(values)
    mean = math.fsum(values) / n
    sd = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / max(1, n - 1))
    return mean, 1.96 * sd / math.sqrt(n)


def summary(results: Sequence[tuple[float, float]], players: int) -> dict[str, float]:
    fair = 1 / players
    plain, plain_half = _interval([master for master, _ in results])
    control, _ = _interval([own for _, own in results])
    gain, gain_half = _interval([master - own for master, own in results])
    return {
        "games": len(results),
        "players": players,
        "share": plain,
        "share_half": plain_half,
        "control": control,
        "paired_share": fair + gain,
        "paired_half": gain_half,
        "wins": sum(master == 1.0 for master, _ in results),
        "shared": sum(0.0 < master < 1.0 for master, _ in results),
        "same_as_control": sum(master == own for master, own in results),
    }


def describe(result: dict[str, float]) -> str:
    fair = 1 / result["players"]
    share, half = result["share"], result["share_half"]
    paired, paired_half = result["paired_share"], result["paired_half"]
    return (
        f"{result['games']:.0f} games: Master's share {100 * share:.2f} % "
        f"(95 %: {100 * (share - half):.2f}-{100 * (share + half):.2f}); paired with "
        f"Perfect in its seat {100 * paired:.2f} % ({100 * (paired - paired_half):.2f}-"
        f"{100 * (paired + paired_half):.2f}), {100 * (paired - fair):+.2f} ± "
        f"{100 * paired_half:.2f} points over {100 * fair:.2f} %; control "
        f"{100 * result['control']:.2f} %"
    )


def _deadline(text: str | None) -> float | None:
    if text is None:
        return None
    now = datetime.now(UTC)
    hour, minute = (int(part) for part in text.split(":"))
    stop = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    return time.monotonic() + (stop - now).total_seconds()


def _jobs(first: int, games: int, players: int, seed: int) -> list[Job]:
    end = first + games
    return [(start, min(CHUNK, end - start), players, seed) for start in range(first, end, CHUNK)]


def _results(path: Path) -> Iterator[tuple[float, float]]:
    report = json.loads(path.read_text(encoding="utf-8"))
    for master, own in report["shares"]:
        yield float(master), float(own)


def pool_runs(paths: Sequence[Path], players: int) -> None:
    """Each run's figure (its ``--out`` file) and all their games as one."""
    everything: list[tuple[float, float]] = []
    for path in paths:
        report = json.loads(path.read_text(encoding="utf-8"))
        found = list(_results(path))
        everything += found
        print(f"{path.name}: {report['command']} ({report['started_utc']}-")
        print(f"  {report.get('updated_utc', '?')} UTC): {describe(summary(found, players))}")
    print(f"pooled: {describe(summary(everything, players))}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=20261204)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--until", help="UTC HH:MM: start no chunk after it")
    parser.add_argument("--first", type=int, default=0, help="the first game's number")
    parser.add_argument("--out", type=Path, help="JSON file for every game's shares")
    parser.add_argument("--pool", type=Path, nargs="+", help="pool these --out files, play none")
    args = parser.parse_args()
    if args.pool:
        pool_runs(args.pool, args.players)
        return 0
    stop = _deadline(args.until)
    started = datetime.now(UTC)
    print(
        f"Penta Master vs {args.players - 1} Perfect, seed {args.seed}, seats rotated, games "
        f"from {args.first}, started {started:%Y-%m-%d %H:%M:%S} UTC",
        flush=True,
    )
    report: dict[str, object] = {
        "command": " ".join(sys.argv),
        "started_utc": f"{started:%Y-%m-%d %H:%M:%S}",
    }
    results: list[tuple[float, float]] = []
    times: tuple[list[float], list[float]] = ([], [])
    began = time.monotonic()
    jobs = _jobs(args.first, args.games, args.players, args.seed)
    with multiprocessing.Pool(args.workers) if args.workers > 1 else nullcontext() as pool:
        chunks = pool.imap(play_chunk, jobs) if pool is not None else map(play_chunk, jobs)
        for shares, every, winning in chunks:
            results += shares
            times[0].extend(every)
            times[1].extend(winning)
            report.update(
                summary=summary(results, args.players),
                shares=results,
                updated_utc=f"{datetime.now(UTC):%Y-%m-%d %H:%M:%S}",
            )
            if args.out:
                args.out.write_text(json.dumps(report), encoding="utf-8")
            seconds = time.monotonic() - began
            print(
                f"[{seconds:6.0f} s, {len(results) / seconds:.2f} games/s] "
                f"{describe(summary(results, args.players))}",
                flush=True,
            )
            if stop is not None and time.monotonic() >= stop:
                break
    seconds = time.monotonic() - began
    final = summary(results, args.players)
    print(f"\nfinished {datetime.now(UTC):%Y-%m-%d %H:%M:%S} UTC, {seconds:.0f} s wall")
    print(describe(final))
    above = final["paired_share"] - final["paired_half"] > 1 / args.players
    print(
        f"games {args.first}-{args.first + len(results) - 1} of seed {args.seed}; the paired "
        f"interval lies {'ABOVE' if above else 'NOT above'} one in {args.players}; "
        f"{final['same_as_control']:.0f} games scored as the control did"
    )
    for name, spent in (("every decision", times[0]), ("for the win", times[1])):
        if spent:
            print(
                f"Master's decisions, {name}: {len(spent)}, CPU p50 "
                f"{1000 * percentile(spent, 0.5):.2f} ms, p99 "
                f"{1000 * percentile(spent, 0.99):.2f} ms, max {1000 * max(spent):.2f} ms"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
