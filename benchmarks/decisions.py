"""How long the computer takes to decide: every level of both games, p50 / p99 / max.

    nice -n 15 .venv/bin/python benchmarks/decisions.py              # every level, ~10 min
    nice -n 15 .venv/bin/python benchmarks/decisions.py --games 4 --game farkle
    nice -n 5 .venv/bin/python benchmarks/decisions.py --game farkle --level master --players 3 6

Games are played through the cores (``PentaGame`` with ``choose_hold`` / ``choose_box``;
``FarkleGame`` with ``play_turn``), the computer in seat 0 and the other seats played by
Perfect (Penta) or the Expert (Farkle), at 2 players and larger tables (the Master plays
differently there). Every decision of the computer (a Penta hold or box; a Farkle set-aside
or bank) is timed in CPU (``thread_time``) after the warm-up the program runs in the
background at its start; the first game of a row starts with the caches as the warm-up
left them. The goal is 50 ms at p99 for every row (the last column).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.core.warm_up import warm_up
from dicegame.games.farkle.core.ai import FarkleAI, play_turn
from dicegame.games.farkle.core.levels import LEVELS, make_ai
from dicegame.games.farkle.core.rules import FarkleGame
from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.levels import PentaLevel, choose_box, choose_hold, stops_rolling
from dicegame.games.penta.core.rules import PentaGame

GOAL = 0.050
T = TypeVar("T")


def timed(times: list[float], call: Callable[[], T]) -> T:
    began = time.thread_time()
    result = call()
    times.append(time.thread_time() - began)
    return result


def penta_game(level: PentaLevel, seats: int, seed: int, times: list[float]) -> None:
    rng = random.Random(seed)
    game = PentaGame(seats, rng=rng)
    while not game.is_over:
        me = game.current == 0
        mine = level if me else PentaLevel.PERFECT
        others = [s for i, s in enumerate(game.sheets) if i != game.current]
        dice = game.roll()
        while game.rolls_left > 0:
            began = time.thread_time()
            keep = choose_hold(mine, game.sheet, dice, game.rolls_left, rng, others)
            if me:
                times.append(time.thread_time() - began)
            if stops_rolling(keep):
                break
            game.set_holds(strategy.hold_flags(dice, keep))
            dice = game.roll()
        began = time.thread_time()
        box = choose_box(mine, game.sheet, dice, rng, others)
        if me:
            times.append(time.thread_time() - began)
        game.score(box)


class Timed:
    def __init__(self, player: FarkleAI, times: list[float]) -> None:
        self.player, self.name, self.times = player, player.name, times

    def choose_set_aside(self, game: FarkleGame) -> tuple[int, ...]:
        return timed(self.times, lambda: self.player.choose_set_aside(game))

    def should_bank(self, game: FarkleGame) -> bool:
        return timed(self.times, lambda: self.player.should_bank(game))


def farkle_game(level: str, seats: int, seed: int, times: list[float], target: int) -> None:
    game = FarkleGame(seats, target=target, rng=random.Random(seed))
    players = [Timed(make_ai(level), times)] + [make_ai("expert")] * (seats - 1)
    while not game.is_over:
        for _ in play_turn(game, players[game.current]):
            pass


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def row(name: str, times: Sequence[float], seconds: float) -> bool:
    p99 = percentile(times, 0.99)
    print(
        f"{name:34s} {len(times):7d} {1000 * percentile(times, 0.5):8.2f} {1000 * p99:8.2f} "
        f"{1000 * max(times):8.2f} {seconds:7.0f} s  {'yes' if p99 <= GOAL else 'NO'}",
        flush=True,
    )
    return p99 <= GOAL


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=("penta", "farkle", "both"), default="both")
    parser.add_argument("--games", type=int, default=10, help="games per row")
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--target", type=int, default=10000, help="Farkle's target")
    parser.add_argument("--level", help="only this level's rows (e.g. master)")
    parser.add_argument("--players", type=int, nargs="+", help="only the rows of these tables")
    args = parser.parse_args()
    warm_up()  # as the program does in the background once its window shows
    print(
        f"decision times, {args.games} games a row, seed {args.seed}, Farkle target "
        f"{args.target}, started {datetime.now(UTC):%Y-%m-%d %H:%M:%S} UTC"
    )
    print(
        f"{'game, level, players':34s} {'count':>7s} {'p50 ms':>8s} {'p99 ms':>8s} {'max ms':>8s}"
    )
    rows: list[tuple[str, Callable[[int, list[float]], None]]] = []
    if args.game in ("penta", "both"):
        for level in PentaLevel:
            for seats in (2, 3) if level is PentaLevel.MASTER else (2,):
                rows.append((f"Penta {level.value}, {seats}", partial(penta_game, level, seats)))
    if args.game in ("farkle", "both"):
        for farkle_level in LEVELS:
            for seats in (2, 3, 6) if farkle_level == "master" else (2, 3):
                rows.append(
                    (
                        f"Farkle {farkle_level}, {seats}",
                        partial(farkle_game, farkle_level, seats, target=args.target),
                    )
                )
    if args.level:
        rows = [(name, play) for name, play in rows if name.split(",")[0].endswith(args.level)]
    if args.players:
        rows = [(name, play) for name, play in rows if int(name.split(", ")[-1]) in args.players]
    good = True
    for name, play in rows:
        times: list[float] = []
        began = time.monotonic()
        for game in range(args.games):
            play(args.seed * 1000 + game, times)
        good &= row(name, times, time.monotonic() - began)
    print(f"finished {datetime.now(UTC):%Y-%m-%d %H:%M:%S} UTC; every p99 within 50 ms: {good}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
