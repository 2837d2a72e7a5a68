"""Measure how each Penta level plays, for the chance to win; write level_shapes.py.

    nice -n 10 .venv/bin/python tools/build_penta_level_shapes.py [--games 4000] [--seed 35]

1. For Good, Casual and Beginner (and Perfect, as a check: its shortfall should be 0 and
   its scale 1), play ``--games`` solitaire games each with the level's own choices
   (:func:`dicegame.games.penta.core.levels.choose_hold` / ``choose_box``). At every turn
   start with ``n`` boxes open, the points the game still scored minus Perfect's expectation
   from that state is the level's residual; per ``n``, the SHORTFALL is minus its mean and
   the SCALE the square root of its variance over the mean of Perfect's own variance from
   the same states (``moments_tables.spread``).
2. With those shapes, play ``--fit-games`` more games per level (Perfect, Good, Casual;
   other seeds: held out from step 1 and from the benchmark), seat them two at a time
   (Perfect with Perfect, and Good and Casual mixed), and fit the power ``a`` of the
   two-player map ``logit p' = a logit p`` by the least Brier score of the mover's chance
   over every turn start where some distribution is not exact (the map leaves the
   others alone; a grid of step 0.005): one power for tables where every seat is modelled
   as Perfect, one for the others (their errors differ: the Perfect model's raw chances are
   a little over-confident, the reshaped levels' a little under-confident). With
   ``--players 2 3`` the same fits for three players are printed, not used (their raw
   chances were within 2 points in every decile). ``--fit-only`` keeps the shapes of the
   module as it is and fits the map again.

Writes ``dicegame/games/penta/core/level_shapes.py`` (the constants, with the run's
figures in its docstring); prints what it measured.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import textwrap
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dicegame.games.penta.core import (  # noqa: E402
    PentaLevel,
    chances,
    level_shapes,
    levels,
    moments_tables,
    strategy,
)
from dicegame.games.penta.core.rules import PentaGame, Sheet  # noqa: E402

OUT = ROOT / "dicegame" / "games" / "penta" / "core" / "level_shapes.py"
BOXES = 13
MEASURED = (PentaLevel.GOOD, PentaLevel.CASUAL, PentaLevel.BEGINNER)
GRID = [0.7 + 0.005 * i for i in range(121)]


@dataclass
class Played:
    """One solitaire game: the sheet at every turn start (14: the last one full)."""

    level: PentaLevel
    sheets: list[Sheet] = field(default_factory=list)

    @property
    def final(self) -> int:
        return self.sheets[-1].total


def play(level: PentaLevel, rng: random.Random) -> Played:
    """One game of ``level``, as :func:`levels.play_solitaire` plays it."""
    game = PentaGame(1, rng=rng)
    played = Played(level)
    while not game.is_over:
        played.sheets.append(game.sheet)
        dice = game.roll()
        while game.rolls_left > 0:
            keep = levels.choose_hold(level, game.sheet, dice, game.rolls_left, rng)
            if levels.stops_rolling(keep):
                break
            game.set_holds(strategy.hold_flags(dice, keep))
            dice = game.roll()
        game.score(levels.choose_box(level, game.sheet, dice, rng))
    played.sheets.append(game.sheet)
    return played


def play_many(level: PentaLevel, count: int, seed: int) -> list[Played]:
    rng = random.Random(seed)
    start = time.process_time()
    games = [play(level, rng) for _ in range(count)]
    mean = sum(g.final for g in games) / count
    print(
        f"{level.value}: {count} games, mean {mean:.2f} ({time.process_time() - start:.0f} s CPU)",
        flush=True,
    )
    return games


def shape(games: Sequence[Played]) -> tuple[list[float], list[float], int]:
    """Per open-box count 0..13: (shortfall, scale), and the states with no spread."""
    sums = [[0.0, 0.0, 0.0, 0] for _ in range(BOXES + 1)]  # residual, residual², var, n
    flat = 0
    for game in games:
        for sheet in game.sheets[:-1]:
            state = strategy.sheet_state(sheet)
            open_boxes = BOXES - sheet.filled_count
            residual = game.final - sheet.total - strategy.state_value(state)
            sd = moments_tables.spread(state)[0]
            flat += sd == 0.0 and open_boxes > 1
            row = sums[open_boxes]
            row[0] += residual
            row[1] += residual * residual
            row[2] += sd * sd
            row[3] += 1
    shortfall, scale = [0.0], [1.0]
    for residual, square, variance, n in sums[1:]:
        mean = residual / n
        shortfall.append(-mean)
        scale.append(math.sqrt(max(square / n - mean * mean, 0.0) / (variance / n)))
    return shortfall, scale, flat


# ----- the two-player map -----------------------------------------------------------------
def positions(table: Sequence[Played]) -> list[tuple[list[Sheet], int, float]]:
    """Every turn start of one game of these seats: (sheets, mover, mover's share)."""
    finals = [player.final for player in table]
    top = max(finals)
    winners = finals.count(top)
    found = []
    for turn in range(BOXES):
        for mover in range(len(table)):
            sheets = [
                player.sheets[turn + 1 if seat < mover else turn]
                for seat, player in enumerate(table)
            ]
            share = 1.0 / winners if finals[mover] == top else 0.0
            found.append((sheets, mover, share))
    return found


Row = tuple[tuple[float, ...], int, float]


def raw_chances(tables: Sequence[Sequence[Played]]) -> list[Row]:
    """The raw chances of every position the map applies to (not all exact)."""
    rows = []
    for table in tables:
        seat_levels = [player.level for player in table]
        for sheets, mover, share in positions(table):
            if not chances.all_exact(sheets):
                rows.append((chances.raw_win_chances(sheets, seat_levels), mover, share))
    return rows


def brier(rows: Sequence[Row], power: float) -> float:
    total = 0.0
    for raw, mover, share in rows:
        raised = [p**power if p > 0.0 else 0.0 for p in raw]
        total += (raised[mover] / sum(raised) - share) ** 2
    return total / len(rows)


def fit_power(rows: Sequence[Row]) -> tuple[float, float, float]:
    """(best power, its Brier score, the Brier score of the raw chances)."""
    scores = [(brier(rows, a), a) for a in GRID]
    best, power = min(scores)
    return round(power, 3), best, brier(rows, 1.0)


def tables_of(
    pools: Sequence[list[Played]], players: int, rng: random.Random
) -> list[list[Played]]:
    """Disjoint tables of ``players`` seats, each seat drawn from the pools mixed."""
    games = [game for pool in pools for game in pool]
    rng.shuffle(games)
    return [games[i : i + players] for i in range(0, len(games) - players + 1, players)]


# ----- the module ---------------------------------------------------------------------------
Shapes = dict[PentaLevel, tuple[list[float], list[float]]]
Powers = dict[tuple[int, bool], float]


def render(shapes: Shapes, powers: Powers, notes: Sequence[str]) -> str:
    def row(values: Sequence[float], digits: int) -> str:
        """A tuple as ruff formats it: one value a line (the magic trailing comma)."""
        inner = "".join(f"        {v:.{digits}f},\n" for v in values)
        return "(\n" + inner + "    )"

    lines = [
        '"""How the Penta levels play, measured: WRITTEN BY tools/build_penta_level_shapes.py.',
        "",
        "Do not edit; run the tool again after a change of a level or of the strategy table.",
        "Indexed by the boxes still open (0-13): SHORTFALL is the level's mean shortfall of the",
        "points still to come against Perfect's expectation, SCALE its spread over Perfect's",
        "(:mod:`dicegame.games.penta.core.play_levels`). CHANCE_POWER: the fitted power of the",
        "chances' recalibration map, by (players, every seat modelled as Perfect); absent: 1.",
        "",
        *(line for note in notes for line in textwrap.wrap(note, 92)),
        '"""',
        "",
        "SHORTFALL: dict[str, tuple[float, ...]] = {",
        *(f'    "{lv.value}": {row(s, 3)},' for lv, (s, _) in shapes.items()),
        "}",
        "SCALE: dict[str, tuple[float, ...]] = {",
        *(f'    "{lv.value}": {row(c, 4)},' for lv, (_, c) in shapes.items()),
        "}",
        "CHANCE_POWER: dict[tuple[int, bool], float] = {",
        *(f"    ({k}, {perfect}): {a:.3f}," for (k, perfect), a in powers.items()),
        "}",
        "",
    ]
    return "\n".join(lines)


def install(shapes: Shapes, powers: Powers) -> None:
    """Use these shapes in this process (before the module is written)."""
    level_shapes.SHORTFALL = {lv.value: tuple(s) for lv, (s, _) in shapes.items()}
    level_shapes.SCALE = {lv.value: tuple(c) for lv, (_, c) in shapes.items()}
    level_shapes.CHANCE_POWER = dict(powers)
    chances.forget_cache()


def measure_shapes(args: argparse.Namespace, notes: list[str]) -> Shapes:
    shapes: Shapes = {}
    for offset, level in enumerate((PentaLevel.PERFECT, *MEASURED)):
        games = play_many(level, args.games, args.seed * 1000 + offset)
        shortfall, scale, flat = shape(games)
        mean = sum(g.final for g in games) / len(games)
        note = (
            f"{level.value}: mean {mean:.2f}; shortfall from the start {shortfall[BOXES]:.2f}, "
            f"scale {scale[BOXES]:.3f}; states with no spread: {flat}"
        )
        print(note, flush=True)
        notes.append(note + ".")
        if level is not PentaLevel.PERFECT:
            shapes[level] = (shortfall, scale)
    return shapes


def shapes_in_module(notes: list[str]) -> Shapes:
    """The shapes the module holds now, with the notes of the run that measured them."""
    doc = (level_shapes.__doc__ or "").splitlines()
    start = next((i for i, line in enumerate(doc) if line.startswith("Run ")), len(doc))
    end = next((i for i, line in enumerate(doc) if " players, " in line), len(doc))
    notes.extend(doc[start:end])
    return {
        level: (list(level_shapes.SHORTFALL[level.value]), list(level_shapes.SCALE[level.value]))
        for level in MEASURED
    }


def fit_map(args: argparse.Namespace, notes: list[str]) -> Powers:
    rng = random.Random(args.seed * 1000 + 99)
    pools = {
        level: play_many(level, args.fit_games, args.seed * 1000 + 10 + i)
        for i, level in enumerate((PentaLevel.PERFECT, PentaLevel.GOOD, PentaLevel.CASUAL))
    }
    mixed = [pools[PentaLevel.GOOD], pools[PentaLevel.CASUAL]]
    powers: Powers = {}
    for players in args.players:
        for every_perfect, pool in ((True, [pools[PentaLevel.PERFECT]]), (False, mixed)):
            rows = raw_chances(tables_of(pool, players, rng))
            power, best, raw = fit_power(rows)
            kind = "Perfect tables" if every_perfect else "Good/Casual tables mixed"
            note = (
                f"Map: {players} players, {kind}, {len(rows)} positions: power {power:.3f}, "
                f"Brier {best:.5f} (raw {raw:.5f})"
            )
            print(note, flush=True)
            notes.append(note + ".")
            if players == 2:
                powers[(players, every_perfect)] = power
    return powers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000, help="games per level, shapes")
    parser.add_argument("--fit-games", type=int, default=1500, help="games per level, map")
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--players", type=int, nargs="+", default=[2], help="map fits")
    parser.add_argument("--fit-only", action="store_true", help="keep the module's shapes")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    problem = moments_tables.table_problem()
    if problem is not None:
        sys.exit(problem)
    chances._CACHE_POINTS = 1 << 40  # every state seen stays (a build, not the program)
    notes: list[str] = []
    if args.fit_only:
        shapes = shapes_in_module(notes)
    else:
        notes.append(
            f"Run {datetime.now(UTC):%Y-%m-%d %H:%M} UTC: --games {args.games} --seed {args.seed}."
        )
        shapes = measure_shapes(args, notes)
    install(shapes, {})
    notes.append(
        f"Map fitted {datetime.now(UTC):%Y-%m-%d %H:%M} UTC: --fit-games {args.fit_games}"
        f" --seed {args.seed}."
    )
    powers = fit_map(args, notes)
    args.out.write_text(render(shapes, powers, notes), encoding="utf-8")
    print(f"wrote {args.out} ({time.process_time():.0f} s CPU)")


if __name__ == "__main__":
    main()
