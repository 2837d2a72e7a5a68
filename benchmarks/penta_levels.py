"""Penta computer levels: mean final score of each over solitaire games.

    .venv/bin/python benchmarks/penta_levels.py                 # 10 000 games a level
    .venv/bin/python benchmarks/penta_levels.py --games 500     # a quick look
    .venv/bin/python benchmarks/penta_levels.py --levels casual # one level only

Prints each level's mean final TOTAL with its 95 % interval (1.96 standard errors),
and whether the Perfect level's interval holds the exact expectation 254.48 that the
strategy table gives for the start of a game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.levels import (
    CASUAL_BEGINNER_SHARE,
    GOOD_TEMPERATURE,
    PentaLevel,
    play_solitaire,
)
from dicegame.games.penta.core.rules import Sheet


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--levels",
        nargs="+",
        type=PentaLevel,
        default=list(PentaLevel),
        metavar="LEVEL",
        help=f"the levels to play (default all: {' '.join(PentaLevel)})",
    )
    args = parser.parse_args()
    exact = strategy.expected_score(Sheet())
    print(
        f"{args.games} solitaire games a level, seed {args.seed}; Good's T = {GOOD_TEMPERATURE}, "
        f"Casual's share of Beginner's choices = {CASUAL_BEGINNER_SHARE}"
    )
    print(f"run started {datetime.now(UTC):%Y-%m-%d %H:%M} UTC")
    print(f"exact expectation of the Perfect level: {exact:.2f}")
    for level in args.levels:
        rng = random.Random(f"{args.seed}-{level.value}")
        start = time.perf_counter()
        totals = [play_solitaire(level, rng) for _ in range(args.games)]
        mean = statistics.fmean(totals)
        half = 1.96 * statistics.stdev(totals) / len(totals) ** 0.5
        line = f"{level.value:9s} mean {mean:7.2f} ± {half:4.2f} (95 %)"
        if level is PentaLevel.PERFECT:
            inside = abs(mean - exact) <= half
            line += f"   exact {exact:.2f} {'inside' if inside else 'OUTSIDE'} the interval"
        print(f"{line}   [{time.perf_counter() - start:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
