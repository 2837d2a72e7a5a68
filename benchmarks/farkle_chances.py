"""Farkle chance to win at tables of 3-6: calibration over simulated games, and call times.

    nice -n 10 .venv/bin/python benchmarks/farkle_chances.py                  # 3, 4, 6 players
    nice -n 10 .venv/bin/python benchmarks/farkle_chances.py --players 3 --positions 500

Games are played by the program's own levels through the core (``FarkleGame``,
``play_turn``, ``make_ai``), each seat's level drawn at random from Normal, Expert and
Master (``--levels``; as tables mix them: a person is modelled as the Expert, so an Expert
seat stands for one), at the default target unless ``--target`` says otherwise. The Master
of a larger game plays against the leader and is modelled as the Expert; its decisions cost
far more CPU than the others' (``--levels normal expert`` leaves it out).

A position is the start of a turn (the final round included); the shown chance is the
mover's ``win_chances`` with every seat's true level, the outcome its share of the win (1,
0, or 1/m in an m-way tie). Per decile of the shown chance it prints n, the mean shown, the
observed share, their difference with a 95 % interval clustered by game, and whether the
goal (within 3 points) holds; then the Brier score of the mover's chance and of every
seat's beside "everyone equal" (1/k).

Call times: every ``--time-every``-th game also times ``win_chances`` after each set-aside
(the chances and both choices' chances, as the board shows them), CPU time; p50/p99/max,
after the warm-up the program runs in the background at its start.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.core.warm_up import warm_up
from dicegame.games.farkle.core import DEFAULT_TARGET
from dicegame.games.farkle.core.ai import StepKind, play_turn
from dicegame.games.farkle.core.levels import make_ai
from dicegame.games.farkle.core.master import set_turn_cache_size
from dicegame.games.farkle.core.rules import FarkleGame, FarklePhase
from dicegame.games.farkle.engine.engine import win_chances

TOLERANCE = 0.03
LEVELS = ("normal", "expert", "master")


@dataclass
class Table:
    """The positions of one table size: (game, shown chances of every seat, mover, shares)."""

    players: int
    shown: list[tuple[int, tuple[float, ...], int]] = field(default_factory=list)
    shares: dict[int, list[float]] = field(default_factory=dict)
    times: list[float] = field(default_factory=list)


def shares_of(game: FarkleGame) -> list[float]:
    best = max(game.totals)
    winners = [seat for seat, total in enumerate(game.totals) if total == best]
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(len(game.totals))]


def play_game(
    table: Table, number: int, target: int, rng: random.Random, timed: bool, mix: Sequence[str]
) -> None:
    seats = table.players
    levels = [rng.choice(mix) for _ in range(seats)]
    players = [make_ai(level) for level in levels]
    game = FarkleGame(seats, target=target, rng=random.Random(rng.getrandbits(64)))
    while not game.is_over:
        if game.phase is FarklePhase.TURN_START:
            chances = win_chances(game, levels)
            assert chances is not None
            table.shown.append((number, chances.seats, game.current))
        for step in play_turn(game, players[game.current]):
            if timed and step.kind is StepKind.SET_ASIDE and not game.is_over:
                began = time.process_time()
                win_chances(game, levels)
                table.times.append(time.process_time() - began)
    table.shares[number] = shares_of(game)


def deciles(table: Table) -> list[tuple[int, float, float, float, float]]:
    """Per decile of the mover's shown chance: n, mean shown, observed, difference, 95 %."""
    rows = []
    for decile in range(10):
        low, high = decile / 10, (decile + 1) / 10
        cells: dict[int, list[tuple[float, float]]] = {}
        for game, shown, mover in table.shown:
            chance = shown[mover]
            if low <= chance < high or (decile == 9 and chance == 1.0):
                cells.setdefault(game, []).append((chance, table.shares[game][mover]))
        pairs = [pair for cell in cells.values() for pair in cell]
        if not pairs:
            rows.append((0, math.nan, math.nan, math.nan, math.nan))
            continue
        n = len(pairs)
        mean_shown = sum(p for p, _ in pairs) / n
        observed = sum(o for _, o in pairs) / n
        diff = observed - mean_shown
        # clustered by game: the variance of per-game sums of (outcome - shown - diff)
        sums = [sum(o - p - diff for p, o in cell) for cell in cells.values()]
        width = 1.96 * math.sqrt(sum(s * s for s in sums)) / n
        rows.append((n, mean_shown, observed, diff, width))
    return rows


def brier(table: Table, every_seat: bool) -> tuple[float, float]:
    model = equal = 0.0
    count = 0
    k = table.players
    for game, shown, mover in table.shown:
        seats = range(k) if every_seat else (mover,)
        for seat in seats:
            outcome = table.shares[game][seat]
            model += (shown[seat] - outcome) ** 2
            equal += (1 / k - outcome) ** 2
            count += 1
    return model / count, equal / count


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report(table: Table, seconds: float) -> bool:
    games = len(table.shares)
    print(
        f"\n{table.players} players: {games} games, {len(table.shown)} positions, {seconds:.0f} s"
    )
    print("shown (mover) |     n | mean shown | observed | obs - shown (95 %) | within 3")
    good = True
    for decile, (n, shown, observed, diff, width) in enumerate(deciles(table)):
        if not n:
            print(f"{10 * decile:3d}-{10 * decile + 10:3d} %    |     0 |")
            continue
        ok = abs(diff) <= TOLERANCE
        good &= ok
        print(
            f"{10 * decile:3d}-{10 * decile + 10:3d} %    | {n:5d} | {100 * shown:9.1f}% |"
            f" {100 * observed:7.1f}% | {100 * diff:+5.1f} ± {100 * width:4.1f}       |"
            f" {'yes' if ok else 'NO'}"
        )
    for label, every in (("mover", False), ("every seat", True)):
        model, equal = brier(table, every)
        print(f"Brier ({label}): {model:.4f}   everyone equal (1/{table.players}): {equal:.4f}")
    if table.times:
        print(
            f"win_chances after a set-aside ({len(table.times)} calls, CPU): "
            f"p50 {1000 * percentile(table.times, 0.5):.1f} ms, "
            f"p99 {1000 * percentile(table.times, 0.99):.1f} ms, "
            f"max {1000 * max(table.times):.1f} ms"
        )
    return good


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 6])
    parser.add_argument("--positions", type=int, default=5000)
    parser.add_argument("--target", type=int, default=DEFAULT_TARGET)
    parser.add_argument("--seed", type=int, default=20261203)
    parser.add_argument("--time-every", type=int, default=10, help="0: no call times")
    parser.add_argument("--levels", nargs="+", choices=LEVELS, default=list(LEVELS))
    args = parser.parse_args()
    set_turn_cache_size(256)
    warm_up()  # as the program does in the background once its window shows
    print(
        f"Farkle chances, target {args.target}, seed {args.seed}, levels {args.levels}, started "
        f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC"
    )
    good = True
    for players in args.players:
        rng = random.Random(f"{args.seed}-{players}")
        table = Table(players)
        began = time.monotonic()
        number = 0
        while len(table.shown) < args.positions:
            timed = args.time_every > 0 and number % args.time_every == 0
            play_game(table, number, args.target, rng, timed, args.levels)
            number += 1
        good &= report(table, time.monotonic() - began)
    print(f"finished {datetime.now(UTC):%Y-%m-%d %H:%M} UTC; every decile within 3 points: {good}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
