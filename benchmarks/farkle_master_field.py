"""The Farkle Master at a larger table: one Master against Experts, seats rotated.

    nice -n 15 .venv/bin/python benchmarks/farkle_master_field.py --games 20000 --workers 2

Game g puts the Master (:class:`~dicegame.games.farkle.core.field_master.FieldMasterAI`,
every other seat modelled as the Expert, which they are) in seat ``g % players`` and the
Expert everywhere else; each game has its own dice, seeded by (seed, g). Games are played
through the core (``FarkleGame``, ``play_turn``). A game scores the Master's share of the
win (1, 0, or 1/m in an m-way tie); the 95 % interval is 1.96 standard errors of the
per-game shares. ``--until HH:MM`` (UTC) stops starting games at that time and reports
the games played. ``--first N`` starts at game N of the seed, to go on from an earlier run;
``--earlier N:SHARE:HALF`` (that run's games, share and half interval, in %) then also
prints the two runs pooled: the mean of all games, the interval from both runs' spreads.

Decision times: the CPU time (``thread_time``) of every ``choose_set_aside`` and
``should_bank`` of the Master, p50 / p99 / max, after the warm-up the program runs in the
background at its start (the Master's first decision of a turn solves the turn).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Sequence
from contextlib import nullcontext
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.core.warm_up import warm_up
from dicegame.games.farkle.core import DEFAULT_TARGET
from dicegame.games.farkle.core.ai import ExpertAI, FarkleAI, play_turn
from dicegame.games.farkle.core.field_master import FieldMasterAI
from dicegame.games.farkle.core.master import MasterAI
from dicegame.games.farkle.core.rules import FarkleGame

CHUNK = 25


class Timed:
    """A computer player whose decisions are timed (CPU of this thread, seconds)."""

    def __init__(self, player: FarkleAI) -> None:
        self.player = player
        self.name = player.name
        self.times: list[float] = []

    def choose_set_aside(self, game: FarkleGame) -> tuple[int, ...]:
        began = time.thread_time()
        chosen = self.player.choose_set_aside(game)
        self.times.append(time.thread_time() - began)
        return chosen

    def should_bank(self, game: FarkleGame) -> bool:
        began = time.thread_time()
        bank = self.player.should_bank(game)
        self.times.append(time.thread_time() - began)
        return bank


def share_of(game: FarkleGame, seat: int) -> float:
    best = max(game.totals)
    winners = [s for s, total in enumerate(game.totals) if total == best]
    return 1 / len(winners) if seat in winners else 0.0


PLAYERS: dict[str, FarkleAI] = {
    "master": FieldMasterAI(),
    "leader": MasterAI(),  # the earlier Master: its two-player table against the leader
    "expert": ExpertAI(),  # the control: every seat the Expert
}


def play(job: tuple[int, int, int, int, int, str]) -> tuple[list[float], list[float]]:
    """Games ``first`` .. ``first + count - 1``: the Master's shares and decision times."""
    first, count, players, target, seed, who = job
    master = Timed(PLAYERS[who])
    expert = ExpertAI()
    shares = []
    for number in range(first, first + count):
        seat = number % players
        game = FarkleGame(players, target=target, rng=random.Random(f"{seed}-{number}"))
        while not game.is_over:
            for _ in play_turn(game, master if game.current == seat else expert):
                pass
        shares.append(share_of(game, seat))
    return shares, master.times


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(shares: Sequence[float], players: int) -> str:
    n = len(shares)
    mean = sum(shares) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s in shares) / max(1, n - 1))
    half = 1.96 * sd / math.sqrt(n)
    fair = 1 / players
    return (
        f"{n} games: Master's share {100 * mean:.2f} % (95 %: {100 * (mean - half):.2f}-"
        f"{100 * (mean + half):.2f} %), fair share {100 * fair:.2f} %, "
        f"difference {100 * (mean - fair):+.2f} ± {100 * half:.2f} points"
    )


def pooled(shares: Sequence[float], earlier: str, players: int) -> str:
    """Both runs as one: ``earlier`` is ``N:SHARE:HALF`` as an earlier summary printed it."""
    count_text, share_text, half_text = earlier.split(":")
    n1, mean1 = int(count_text), float(share_text) / 100
    sd1 = float(half_text) / 100 / 1.96 * math.sqrt(n1)
    n2 = len(shares)
    mean2 = sum(shares) / n2
    squares = (n1 - 1) * sd1**2 + n1 * mean1**2 + sum(s * s for s in shares)
    n = n1 + n2
    mean = (n1 * mean1 + n2 * mean2) / n
    half = 1.96 * math.sqrt((squares - n * mean**2) / (n - 1)) / math.sqrt(n)
    fair = 1 / players
    return (
        f"pooled with the earlier {n1} games: {n} games, Master's share {100 * mean:.2f} % "
        f"(95 %: {100 * (mean - half):.2f}-{100 * (mean + half):.2f} %), "
        f"difference {100 * (mean - fair):+.2f} ± {100 * half:.2f} points"
    )


def _deadline(text: str | None) -> float | None:
    if text is None:
        return None
    now = datetime.now(UTC)
    hour, minute = (int(part) for part in text.split(":"))
    stop = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    return time.monotonic() + (stop - now).total_seconds()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--target", type=int, default=DEFAULT_TARGET)
    parser.add_argument("--seed", type=int, default=20261203)
    parser.add_argument("--workers", type=int, default=1, help="1, or 2: one process more")
    parser.add_argument(
        "--player",
        choices=sorted(PLAYERS),
        default="master",
        help="the seat measured: the Master, the earlier Master (leader) or the Expert",
    )
    parser.add_argument("--until", help="UTC HH:MM: start no game after it")
    parser.add_argument("--first", type=int, default=0, help="the first game's number")
    parser.add_argument("--earlier", help="N:SHARE:HALF of an earlier run, to pool with")
    args = parser.parse_args()
    stop = _deadline(args.until)
    print(
        f"Farkle {args.player} vs {args.players - 1} Experts, target {args.target}, "
        f"seed {args.seed}, seats rotated, started {datetime.now(UTC):%Y-%m-%d %H:%M:%S} UTC",
        flush=True,
    )
    end = args.first + args.games
    jobs = [
        (first, min(CHUNK, end - first), args.players, args.target, args.seed, args.player)
        for first in range(args.first, end, CHUNK)
    ]
    shares: dict[int, list[float]] = {}
    times: list[float] = []
    began = time.monotonic()
    warm_up()  # as the program does in the background once its window shows
    # this process plays every other chunk; with --workers 2, one more process the others
    with (
        multiprocessing.Pool(1, initializer=warm_up) if args.workers > 1 else nullcontext() as pool
    ):
        step = 2 if pool is not None else 1
        for index in range(0, len(jobs), step):
            pair = jobs[index : index + step]
            pending = pool.apply_async(play, (pair[1],)) if len(pair) > 1 and pool else None
            results = [play(pair[0])] + ([pending.get()] if pending is not None else [])
            for job, (done, spent) in zip(pair, results, strict=True):
                shares[job[0]] = done
                times += spent
            played = [s for first in sorted(shares) for s in shares[first]]
            print(
                f"[{time.monotonic() - began:6.0f} s] {summary(played, args.players)}", flush=True
            )
            if stop is not None and time.monotonic() >= stop:
                break
    played = [s for first in sorted(shares) for s in shares[first]]
    seconds = time.monotonic() - began
    print(f"\nfinished {datetime.now(UTC):%Y-%m-%d %H:%M:%S} UTC, {seconds:.0f} s wall")
    print(summary(played, args.players))
    if args.earlier:
        print(pooled(played, args.earlier, args.players))
    print(
        f"games {args.first}-{args.first + len(played) - 1} of seed {args.seed} (in order: "
        f"every game before the last is in); Master's decisions: {len(times)}, "
        f"CPU p50 {1000 * percentile(times, 0.5):.2f} ms, "
        f"p99 {1000 * percentile(times, 0.99):.2f} ms, max {1000 * max(times):.2f} ms"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
