"""Penta optimal strategy: table build time, load time, decision times, simulated games.

    .venv/bin/python benchmarks/penta_strategy.py               # about a minute
    .venv/bin/python benchmarks/penta_strategy.py --no-build --games 10000

Targets: build < 2 min on 2 cores, load < 100 ms, each decision < 10 ms on a
mid-game state seen for the first time (the within-turn values are then cached per
state, so the following decisions of the turn are cheaper: both are printed).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.rules import PentaGame, Sheet


def play_game(rng: random.Random, sheets: list[Sheet] | None = None) -> int:
    """One solitaire game by the strategy; returns the final total."""
    game = PentaGame(1, rng=rng)
    while not game.is_over:
        if sheets is not None:
            sheets.append(game.sheet)
        dice = game.roll()
        while game.rolls_left > 0:
            keep = strategy.best_hold(game.sheet, dice, game.rolls_left)
            if len(keep) == len(dice):
                break
            game.set_holds(strategy.hold_flags(dice, keep))
            dice = game.roll()
        game.score(strategy.best_box(game.sheet, dice))
    return game.sheet.total


def bench_build() -> None:
    from dicegame.games.penta.core.solver import JokerRule, solve  # numpy: build time only

    start = time.perf_counter()
    table = solve(JokerRule.SPEC)
    print(f"table build (spec rule):    {time.perf_counter() - start:7.1f} s   target < 120 s")
    print(f"  E(start) = {table[0, 0, 0]:.4f}")


def bench_load() -> None:
    times = []
    for _ in range(5):
        start = time.perf_counter()
        strategy.load_table()
        times.append(time.perf_counter() - start)
    print(
        f"table load (read + sha256):  {1000 * times[0]:6.1f} ms first, "
        f"{1000 * min(times):.1f} ms best   target < 100 ms"
    )


def mid_game_positions(count: int) -> list[tuple[Sheet, tuple[int, ...]]]:
    """(sheet, dice) from turns 4 to 10 of simulated games, with a random roll."""
    rng = random.Random(7)
    positions: list[tuple[Sheet, tuple[int, ...]]] = []
    while len(positions) < count:
        sheets: list[Sheet] = []
        play_game(rng, sheets)
        for sheet in sheets[3:10]:
            positions.append((sheet, tuple(rng.randint(1, 6) for _ in range(5))))
    return positions[:count]


def time_decision(
    name: str, positions: list, decide: Callable[[Sheet, tuple[int, ...]], object]
) -> None:
    cold, warm = [], []
    for sheet, dice in positions:
        strategy._turns.clear()  # first decision of the state: within-turn values computed
        start = time.perf_counter()
        decide(sheet, dice)
        cold.append(time.perf_counter() - start)
        start = time.perf_counter()
        decide(sheet, dice)
        warm.append(time.perf_counter() - start)
    print(
        f"{name:<28} {1000 * statistics.mean(cold):6.2f} ms mean, "
        f"{1000 * statistics.quantiles(cold, n=20)[-1]:.2f} ms p95 "
        f"(cached state: {1000 * statistics.mean(warm):.2f} ms)"
        "   target < 10 ms"
    )


def bench_decisions(count: int) -> None:
    positions = mid_game_positions(count)
    time_decision("best box:", positions, strategy.best_box)
    time_decision("best hold, 1 roll left:", positions, lambda s, d: strategy.best_hold(s, d, 1))
    time_decision("best hold, 2 rolls left:", positions, lambda s, d: strategy.best_hold(s, d, 2))
    time_decision(
        "move review (hold, 2 left):", positions, lambda s, d: strategy.decision_loss(s, d, 2, ())
    )


def bench_games(games: int) -> None:
    rng = random.Random(1)
    start = time.perf_counter()
    scores = [play_game(rng) for _ in range(games)]
    seconds = time.perf_counter() - start
    mean = statistics.mean(scores)
    error = statistics.stdev(scores) / games**0.5
    expected = strategy.expected_score(Sheet())
    spread = statistics.stdev(scores)
    print(
        f"{games} simulated games: mean {mean:.2f} +- {error:.2f} (std {spread:.1f}), "
        f"E(start) {expected:.4f}, {(mean - expected) / error:+.2f} standard errors"
    )
    print(f"  {1000 * seconds / games:.1f} ms per game (13 turns of holds and boxes)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="skip the table build")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--positions", type=int, default=200)
    args = parser.parse_args()
    if not args.no_build:
        bench_build()
    bench_load()
    bench_decisions(args.positions)
    bench_games(args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
