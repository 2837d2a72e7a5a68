"""Penta chance to win: calibration over simulated Perfect-vs-Perfect games, and call times.

    nice -n 5 .venv/bin/python benchmarks/penta_chances.py               # 2 000 solitaire games
    nice -n 5 .venv/bin/python benchmarks/penta_chances.py --games 200   # a quick look

Penta players do not interact, so a k-player game of Perfect players is k solitaire games
side by side: the benchmark plays ``--games`` solitaire games with the Perfect strategy and
seats them k at a time (2, 3 and 4 players; every game used once per k). A position is the
start of a turn; the shown chance is the mover's ``win_chances`` and the outcome is its share
of the win (1, 0, or 1/m in an m-way tie for first). Per decile of the shown chance it prints
the mean shown, the observed frequency with a 95 % interval (standard errors clustered by
game, since the positions of one game are not independent) and whether the two are within
2 points; then the Brier score, beside that of always showing 1/k.

Call times: p50/p99 of ``win_chances`` at every position and of ``box_chances`` for the
roll the mover then scored, the cache emptied at the start of every game (as in a program
that has just started), for 2 and 7 players.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.core import penta_chances as chances
from dicegame.core import penta_strategy as strategy
from dicegame.core.penta import PentaGame, Sheet

TOLERANCE = 0.02  # the calibration goal: within 2 points per decile


@dataclass
class Solitaire:
    """One Perfect solitaire game: the sheet at each turn start and the roll scored."""

    sheets: list[Sheet] = field(default_factory=list)  # 14: the last one is full
    rolls: list[tuple[int, ...]] = field(default_factory=list)  # 13


def play(rng: random.Random) -> Solitaire:
    game = PentaGame(1, rng=rng)
    record = Solitaire()
    while not game.is_over:
        record.sheets.append(game.sheet)
        dice = game.roll()
        while game.rolls_left > 0:
            keep = strategy.best_hold(game.sheet, dice, game.rolls_left)
            if len(keep) == 5:
                break
            game.set_holds(strategy.hold_flags(dice, keep))
            dice = game.roll()
        record.rolls.append(dice)
        game.score(strategy.best_box(game.sheet, dice))
    record.sheets.append(game.sheet)
    return record


@dataclass
class Position:
    game: int
    sheets: list[Sheet]
    mover: int
    roll: tuple[int, ...]


def positions(table: Sequence[Solitaire], game: int) -> list[Position]:
    """Every turn start of one k-player game (seat s moves after seats < s this round)."""
    found = []
    for turn in range(13):
        for mover in range(len(table)):
            sheets = [
                player.sheets[turn + 1 if seat < mover else turn]
                for seat, player in enumerate(table)
            ]
            found.append(Position(game, sheets, mover, table[mover].rolls[turn]))
    return found


def share(finals: Sequence[int], seat: int) -> float:
    """The seat's share of the win: 1/m when it is one of m players on the top score."""
    top = max(finals)
    return 1.0 / finals.count(top) if finals[seat] == top else 0.0


@dataclass
class Sample:
    shown: float
    outcome: float
    game: int


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)]


def timed(call: Callable[[], object], wall: list[float], cpu: list[float]) -> None:
    """Append the call's wall-clock time and this thread's CPU time (which leaves out the
    waits for a core on a busy machine)."""
    start, start_cpu = time.perf_counter(), time.thread_time()
    call()
    wall.append(time.perf_counter() - start)
    cpu.append(time.thread_time() - start_cpu)


def calibration(games: Sequence[Solitaire], players: int) -> tuple[list[Sample], list[float]]:
    samples: list[Sample] = []
    times: list[float] = []
    for g in range(len(games) // players):
        table = games[g * players : (g + 1) * players]
        finals = [player.sheets[-1].total for player in table]
        for position in positions(table, g):
            start = time.perf_counter()
            shown = chances.win_chances(position.sheets)
            times.append(time.perf_counter() - start)
            samples.append(Sample(shown[position.mover], share(finals, position.mover), g))
    return samples, times


def clustered_interval(samples: Sequence[Sample]) -> float:
    """Half-width of the 95 % interval of the observed mean, clustered by game."""
    mean = statistics.fmean(s.outcome for s in samples)
    by_game: dict[int, float] = {}
    for s in samples:
        by_game[s.game] = by_game.get(s.game, 0.0) + s.outcome - mean
    variance = sum(v * v for v in by_game.values()) / len(samples) ** 2
    return 1.96 * math.sqrt(variance * len(by_game) / max(1, len(by_game) - 1))


def report(samples: Sequence[Sample], players: int) -> bool:
    print(f"\n{players} players: {len(samples)} positions")
    print("decile     n   shown  observed  95% interval  diff  within 2 points")
    passed = True
    for decile in range(10):
        part = [s for s in samples if min(9, int(s.shown * 10)) == decile]
        if not part:
            continue
        shown = statistics.fmean(s.shown for s in part)
        observed = statistics.fmean(s.outcome for s in part)
        half = clustered_interval(part)
        ok = abs(shown - observed) <= TOLERANCE
        passed &= ok
        print(
            f"{decile * 10:3d}-{decile * 10 + 10:<3d} {len(part):6d}  {shown:6.1%}  {observed:7.1%}"
            f"   ± {half:5.1%}     {observed - shown:+5.1%}  {'yes' if ok else 'NO'}"
        )
    brier = statistics.fmean((s.shown - s.outcome) ** 2 for s in samples)
    naive = statistics.fmean((1 / players - s.outcome) ** 2 for s in samples)
    print(f"Brier score {brier:.4f} (always 1/{players}: {naive:.4f}); calibrated: {passed}")
    return passed


def call_times(games: Sequence[Solitaire], players: int) -> None:
    times: dict[str, tuple[list[float], list[float]]] = {
        "win_chances": ([], []),
        "box_chances": ([], []),
    }
    for g in range(len(games) // players):
        table = games[g * players : (g + 1) * players]
        chances.forget_cache()
        for p in positions(table, g):
            timed(lambda p=p: chances.win_chances(p.sheets), *times["win_chances"])  # type: ignore[misc]
            timed(lambda p=p: chances.box_chances(p.sheets, p.mover, p.roll), *times["box_chances"])  # type: ignore[misc]
    for name, (wall, cpu) in times.items():
        print(
            f"{players} players, {name}: wall p50 {percentile(wall, 0.5) * 1000:.1f} ms, "
            f"p99 {percentile(wall, 0.99) * 1000:.1f} ms, max {max(wall) * 1000:.1f} ms; "
            f"CPU p99 {percentile(cpu, 0.99) * 1000:.1f} ms ({len(wall)} calls)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="solitaire games to play")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--timing-games", type=int, default=20, help="games per timing table")
    args = parser.parse_args()
    print(f"run {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, seed {args.seed}, {args.games} games")
    rng = random.Random(args.seed)
    start = time.perf_counter()
    games = [play(rng) for _ in range(args.games)]
    print(f"played {len(games)} Perfect solitaire games in {time.perf_counter() - start:.0f} s")
    for players in args.players:
        samples, _ = calibration(games, players)
        report(samples, players)
    if args.timing_games <= 0:
        return
    print(f"\ncall times, cache emptied every game; load average {os.getloadavg()[0]:.1f}")
    for players in (2, 7):
        call_times(games[: args.timing_games * players], players)


if __name__ == "__main__":
    main()
