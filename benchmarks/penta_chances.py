"""Penta chance to win: calibration over simulated games of the computer levels, call times.

    nice -n 5 .venv/bin/python benchmarks/penta_chances.py                 # 20 000 games
    nice -n 5 .venv/bin/python benchmarks/penta_chances.py --games 400     # a quick look
    ... --levels good casual --players 2 3     # Good and Casual seats mixed
    ... --games-file /tmp/penta-games.pickle   # play once, reuse the games in later runs

Penta players do not interact, so a k-player game is k solitaire games side by side. The
benchmark plays ``--games`` solitaire games per level of ``--levels`` once (each with the
level's own choices; the sheet at each turn start and the final total), pools them, then
seats them k at a time (2, 3 and 4 players) in ``--groupings`` independent random groupings
(disjoint groups of k within a grouping, every game in each: with several levels the seats
mix them at random, as players mix them). A position is the start of a turn; the shown
chance is the mover's ``win_chances`` with every seat modelled by its own level (with
``--as-people``: by the level fitted from the points its decisions had lost so far, as the
program models a person), the outcome its share of the win (1, 0, or 1/m in an m-way tie
for first). The Brier score is printed beside that of always showing 1/k and that of the old
model (every seat assumed to play Perfect, no recalibration map).

The chances of every position are computed from each game's cached per-turn distribution
(``final_distribution``) by a numpy copy of the combining step, checked against
``win_chances`` itself on ``--checks`` random positions per table (the largest difference is
printed). Per decile of the shown chance it prints n, the mean shown, the observed frequency,
their difference with a 95 % interval and whether the goal (within 2 points) holds. A
solitaire game takes part in many positions (13 turns, k seats, every grouping), so the
interval is a delete-a-block jackknife over solitaire games: the games are cut into
``--blocks`` blocks, and each block is left out in turn together with every position any of
its games takes part in. Then the Brier score (with its interval), beside that of always
showing 1/k.

Call times: p50/p99 of ``win_chances`` at every position and of ``box_chances`` for the
roll the mover then scored, the cache emptied at the start of every game (as in a program
that has just started), for 2 and 7 players.
"""

from __future__ import annotations

import argparse
import math
import os
import pickle
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.games.penta.core import (
    PentaLevel,
    chances,
    level_shapes,
    levels,
    moments_tables,
    play_levels,
    strategy,
)
from dicegame.games.penta.core.rules import PentaGame, Sheet

TURNS = 13


@dataclass
class Solitaire:
    """One solitaire game: the sheet at each turn start and the roll scored."""

    sheets: list[Sheet] = field(default_factory=list)  # 14: the last one is full
    rolls: list[tuple[int, ...]] = field(default_factory=list)  # 13
    level: PentaLevel = PentaLevel.PERFECT
    #: Expected points the player's decisions had lost at each turn start (14; the move
    #: review's measure, 0 for Perfect): what a person's level is fitted from.
    lost: list[float] = field(default_factory=lambda: [0.0] * (TURNS + 1))


CACHE_POINTS = chances._CACHE_POINTS


def play(rng: random.Random, level: PentaLevel = PentaLevel.PERFECT) -> Solitaire:
    game = PentaGame(1, rng=rng)
    record = Solitaire(level=level, lost=[])
    lost = 0.0
    while not game.is_over:
        record.sheets.append(game.sheet)
        record.lost.append(lost)
        dice = game.roll()
        while game.rolls_left > 0:
            if level is PentaLevel.PERFECT:  # the same choices, without the level's coin
                keep = strategy.best_hold(game.sheet, dice, game.rolls_left)
            else:
                keep = levels.choose_hold(level, game.sheet, dice, game.rolls_left, rng)
            if len(keep) == 5:
                break
            if level is not PentaLevel.PERFECT:
                lost += strategy.decision_loss(game.sheet, dice, game.rolls_left, keep)
            game.set_holds(strategy.hold_flags(dice, keep))
            dice = game.roll()
        record.rolls.append(dice)
        if level is PentaLevel.PERFECT:
            game.score(strategy.best_box(game.sheet, dice))
        else:
            box = levels.choose_box(level, game.sheet, dice, rng)
            lost += strategy.decision_loss(game.sheet, dice, game.rolls_left, box)
            game.score(box)
    record.sheets.append(game.sheet)
    record.lost.append(lost)
    return record


def played_games(
    count: int, seed: int, file: Path | None, level: PentaLevel = PentaLevel.PERFECT
) -> list[Solitaire]:
    """``count`` solitaire games of ``level`` from ``seed``, read from ``file`` when it
    holds them (the same seed and level, at least as many: the first ``count`` games of a
    longer run are those of a run of ``count`` games), else played (and saved there)."""
    if file is not None and file.exists():
        saved = pickle.loads(file.read_bytes())
        if (
            saved["count"] >= count
            and saved["seed"] == seed
            and saved.get("level", PentaLevel.PERFECT.value) == level.value
        ):
            print(f"read {count} {level.value} games from {file}")
            # files of earlier runs hold no lost points (a person's fit needs them)
            return [
                Solitaire(list(game[0]), list(game[1]), level, list(game[2]))
                if len(game) > 2
                else Solitaire(list(game[0]), list(game[1]), level)
                for game in saved["games"][:count]
            ]
    rng = random.Random(seed)
    start = time.process_time()
    games = [play(rng, level) for _ in range(count)]
    print(
        f"played {count} {level.value} solitaire games in {time.process_time() - start:.0f} s CPU"
    )
    if file is not None:
        plain = [(game.sheets, game.rolls, game.lost) for game in games]  # any script reads it
        file.write_bytes(
            pickle.dumps({"count": count, "seed": seed, "level": level.value, "games": plain})
        )
    return games


def level_file(file: Path | None, level: PentaLevel, levels_played: int) -> Path | None:
    """The games file of one level (the file itself for Perfect alone, as before)."""
    if file is None or (levels_played == 1 and level is PentaLevel.PERFECT):
        return file
    return file.with_name(f"{file.stem}-{level.value}{file.suffix}")


@dataclass
class Position:
    sheets: list[Sheet]
    mover: int
    roll: tuple[int, ...]


def positions(table: Sequence[Solitaire]) -> list[Position]:
    """Every turn start of one k-player game (seat s moves after seats < s this round)."""
    found = []
    for turn in range(TURNS):
        for mover in range(len(table)):
            sheets = [
                player.sheets[turn + 1 if seat < mover else turn]
                for seat, player in enumerate(table)
            ]
            found.append(Position(sheets, mover, table[mover].rolls[turn]))
    return found


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)]


# ----- the chances of many positions at once ----------------------------------------------
@dataclass
class Columns:
    """Per game, P(X = x) and P(X < x) of its final total on one grid (rows: games)."""

    low: int
    mass: np.ndarray
    below: np.ndarray


def columns(sheets: Sequence[Sheet], seat_levels: Sequence[PentaLevel]) -> Columns:
    distributions = [
        chances.final_distribution(sheet, level)
        for sheet, level in zip(sheets, seat_levels, strict=True)
    ]
    low, size = chances._grid(distributions)
    mass = np.zeros((len(sheets), size))
    for row, (start, probabilities) in enumerate(distributions):
        mass[row, start - low : start - low + len(probabilities)] = probabilities
    below = np.cumsum(mass, axis=1) - mass
    return Columns(low, mass, below)


def shown_chances(
    seats: Sequence[Columns], rows: np.ndarray, mover: int, power: float | np.ndarray = 1.0
) -> np.ndarray:
    """The mover's chance to win per group: ``rows[group, seat]`` is the game in the seat,
    ``seats[seat]`` the columns that seat's games are at (the same rule as win_chances:
    ties shared through the Gauss-Legendre integral, then every player's share normalised,
    then the recalibration map ``p^power / sum p^power``, ``power`` one or one a group)."""
    size = max(c.mass.shape[1] + c.low for c in seats) - min(c.low for c in seats)
    low = min(c.low for c in seats)
    mass = np.zeros((len(seats), len(rows), size))
    below = np.zeros_like(mass)
    for seat, c in enumerate(seats):
        start = c.low - low
        mass[seat, :, start : start + c.mass.shape[1]] = c.mass[rows[:, seat]]
        below[seat, :, start : start + c.mass.shape[1]] = c.below[rows[:, seat]]
        below[seat, :, start + c.mass.shape[1] :] = 1.0
    raw = np.zeros((len(seats), len(rows)))
    for t, w in chances._NODES:
        factors = below + t * mass
        for seat in range(len(seats)):
            others = np.prod(np.delete(factors, seat, axis=0), axis=0)
            raw[seat] += w * np.einsum("gx,gx->g", mass[seat], others)
    raised = (raw / raw.sum(axis=0)) ** np.asarray(power)
    shares: np.ndarray = raised[mover] / raised.sum(axis=0)
    return shares


@dataclass
class Table:
    """The positions of one player count: shown chance, outcome and the games involved."""

    players: int
    shown: list[np.ndarray] = field(default_factory=list)
    old: list[np.ndarray] = field(default_factory=list)  # every seat Perfect, no map
    outcome: list[np.ndarray] = field(default_factory=list)
    games: list[np.ndarray] = field(default_factory=list)  # (positions, players)
    grouping: list[np.ndarray] = field(default_factory=list)  # which grouping
    group: list[np.ndarray] = field(default_factory=list)  # which group in it
    checked: list[float] = field(default_factory=list)  # |numpy - win_chances|


def outcomes(finals: np.ndarray, mover: int) -> np.ndarray:
    """The mover's share of the win per group (finals: groups x seats)."""
    top = finals.max(axis=1)
    on_top = finals == top[:, None]
    share: np.ndarray = np.where(on_top[:, mover], 1.0 / on_top.sum(axis=1), 0.0)
    return share


def levels_at(games: Sequence[Solitaire], turn: int, as_people: bool) -> list[PentaLevel]:
    """Each game's seat as the chances model it at the start of ``turn`` (0-13): its level,
    or as people are, the level fitted from the points its decisions had lost by then."""
    if not as_people:
        return [game.level for game in games]
    return [play_levels.fitted_level(game.lost[turn], turn) for game in games]


def modelled_perfect(seats: Sequence[PentaLevel]) -> np.ndarray:
    """Per game: its seat is modelled as Perfect (which recalibration power applies)."""
    return np.array([play_levels.modelled_as(s) is PentaLevel.PERFECT for s in seats])


def powers(players: int, perfect: Sequence[np.ndarray], rows: np.ndarray) -> np.ndarray:
    """The recalibration power of each group (``rows[group, seat]``): the one for tables
    where every seat is modelled as Perfect, or the one for the others."""
    every = np.all([perfect[seat][rows[:, seat]] for seat in range(players)], axis=0)
    return np.where(
        every,
        level_shapes.CHANCE_POWER.get((players, True), 1.0),
        level_shapes.CHANCE_POWER.get((players, False), 1.0),
    )


def calibration(
    games: Sequence[Solitaire],
    players: Sequence[int],
    groupings: int,
    checks: int,
    seed: int,
    as_people: bool = False,
) -> dict[int, Table]:
    """Every position of every grouping, turn by turn (the distribution cache holds two
    turns' states of every game, so each state's distribution is computed once)."""
    rng = random.Random(seed)
    finals = np.array([game.sheets[-1].total for game in games])
    seatings = {
        k: [
            np.array(rng.sample(range(len(games)), len(games) // k * k)).reshape(-1, k)
            for _ in range(groupings)
        ]
        for k in players
    }
    tables = {k: Table(k) for k in players}
    # Perfect's and a level's, of at most 1 200 points each
    chances._CACHE_POINTS = 2 * (4 * len(games) + 100) * 1200
    per_check = {k: max(1, checks // (TURNS * k * groupings)) for k in players}
    chances.forget_cache()
    perfect = [PentaLevel.PERFECT] * len(games)
    mixed = as_people or any(game.level is not PentaLevel.PERFECT for game in games)
    for turn in range(TURNS):
        seats_now, seats_after = (
            levels_at(games, turn, as_people),
            levels_at(games, turn + 1, as_people),
        )
        now = columns([game.sheets[turn] for game in games], seats_now)
        perfect_now, perfect_after = modelled_perfect(seats_now), modelled_perfect(seats_after)
        after = columns([game.sheets[turn + 1] for game in games], seats_after)
        if mixed:
            old_now = columns([game.sheets[turn] for game in games], perfect)
            old_after = columns([game.sheets[turn + 1] for game in games], perfect)
        else:
            old_now, old_after = now, after
        for k in players:
            table = tables[k]
            for r, rows in enumerate(seatings[k]):
                for mover in range(k):
                    # the mover has the most boxes open: TURNS - turn
                    exact = TURNS - turn <= chances.EXACT_BOXES
                    as_perfect = [perfect_after if s < mover else perfect_now for s in range(k)]
                    power = 1.0 if exact else powers(k, as_perfect, rows)
                    seats = [after if seat < mover else now for seat in range(k)]
                    shown = shown_chances(seats, rows, mover, power)
                    old = [old_after if seat < mover else old_now for seat in range(k)]
                    table.shown.append(shown)
                    table.old.append(
                        shown_chances(old, rows, mover) if mixed or np.any(power != 1.0) else shown
                    )
                    table.outcome.append(outcomes(finals[rows], mover))
                    table.games.append(rows)
                    table.grouping.append(np.full(len(rows), r))
                    table.group.append(np.arange(len(rows)))
                    for group in rng.sample(range(len(rows)), per_check[k]):
                        sheets = [
                            games[g].sheets[turn + 1 if seat < mover else turn]
                            for seat, g in enumerate(rows[group])
                        ]
                        table_levels = [
                            (seats_after if seat < mover else seats_now)[g]
                            for seat, g in enumerate(rows[group])
                        ]
                        computed = chances.win_chances(sheets, table_levels)[mover]
                        table.checked.append(abs(computed - float(shown[group])))
        print(f"turn {turn + 1} done ({time.process_time():.0f} s CPU)", flush=True)
    return tables


# ----- the report ---------------------------------------------------------------------------
class Jackknife:
    """Delete-a-block jackknife over solitaire games for means over subsets of positions."""

    def __init__(self, games: np.ndarray, blocks: int) -> None:
        self.blocks = blocks
        block_of = games % blocks  # the games are independent, so any fixed cut will do
        # one (position, block) pair per block a position touches
        first = [
            ~(block_of[:, :j] == block_of[:, j : j + 1]).any(axis=1)
            for j in range(block_of.shape[1])
        ]
        self.position = np.concatenate([np.flatnonzero(keep) for keep in first])
        self.block = np.concatenate([block_of[keep, j] for j, keep in enumerate(first)])

    def sums(self, values: np.ndarray) -> tuple[float, np.ndarray]:
        """The total, and per block the total with that block's positions left out."""
        touched = np.bincount(self.block, weights=values[self.position], minlength=self.blocks)
        total = float(values.sum())
        return total, total - touched

    def mean_interval(self, values: np.ndarray, chosen: np.ndarray) -> tuple[float, float]:
        """Mean of values over the chosen positions and the 95 % interval's half-width."""
        weight = chosen.astype(float)
        count, counts = self.sums(weight)
        total, totals = self.sums(values * weight)
        left_out = totals / np.maximum(counts, 1.0)
        spread = (self.blocks - 1) / self.blocks * np.sum((left_out - left_out.mean()) ** 2)
        return total / count, 1.96 * math.sqrt(spread)


def cluster_bound(
    values: np.ndarray, chosen: np.ndarray, grouping: np.ndarray, group: np.ndarray
) -> float:
    """Half-width of a 95 % interval of the chosen positions' mean: within one grouping the
    groups are disjoint, so their positions are independent clusters and the clustered
    standard error is right; the groupings share games, and the mean over them has a
    standard error at most the mean of theirs (the correlations are at most 1)."""
    errors = []
    for r in np.unique(grouping):
        part = chosen & (grouping == r)
        n = int(part.sum())
        if n == 0:
            continue
        mean = values[part].mean()
        sums = np.bincount(group[part], weights=values[part] - mean)
        clusters = int(np.count_nonzero(np.bincount(group[part])))
        correction = clusters / max(1, clusters - 1)
        errors.append(math.sqrt(correction * float(np.sum(sums**2))) / n)
    return 1.96 * float(np.mean(errors))


def report(table: Table, blocks: int, tolerance: float) -> None:
    shown = np.concatenate(table.shown)
    old = np.concatenate(table.old)
    outcome = np.concatenate(table.outcome)
    games = np.concatenate(table.games)
    grouping, group = np.concatenate(table.grouping), np.concatenate(table.group)
    k = table.players
    jack = Jackknife(games, blocks)
    print(f"\n{k} players: {len(shown)} positions from {len(np.unique(games))} games")
    print(
        f"numpy combining vs win_chances: max |diff| {max(table.checked):.1e} "
        f"over {len(table.checked)} positions"
    )
    print(
        f"decile       n   shown  observed   diff   95%: jackknife  bound  within {tolerance:.0%}"
    )
    decile = np.minimum(9, (shown * 10).astype(int))
    within = 0
    for d in range(10):
        chosen = decile == d
        if not chosen.any():
            continue
        diff, half = jack.mean_interval(outcome - shown, chosen)
        bound = cluster_bound(outcome - shown, chosen, grouping, group)
        narrower = min(half, bound)
        verdict = (
            "yes" if abs(diff) <= tolerance else "NO" if abs(diff) - narrower > tolerance else "no?"
        )
        within += abs(diff) <= tolerance
        print(
            f"{d * 10:3d}-{d * 10 + 10:<3d} {int(chosen.sum()):8d}  {shown[chosen].mean():6.1%}"
            f"  {outcome[chosen].mean():7.1%}  {diff:+5.1%}   ± {half:4.1%}   ± {bound:4.1%}"
            f"   {verdict}"
        )
    everything = np.ones(len(shown), dtype=bool)
    brier, half = jack.mean_interval((shown - outcome) ** 2, everything)
    bound = cluster_bound((shown - outcome) ** 2, everything, grouping, group)
    naive = float(np.mean((1 / k - outcome) ** 2))
    old_brier = float(np.mean((old - outcome) ** 2))
    print(
        f"Brier score {brier:.4f} ± {half:.4f} jackknife, ± {bound:.4f} bound "
        f"(always 1/{k}: {naive:.4f}; old model, all Perfect: {old_brier:.4f}); "
        f"{within} of 10 deciles within {tolerance:.0%} ('NO': the interval excludes the goal)"
    )


# ----- call times ---------------------------------------------------------------------------
def timed(call: Callable[[], object], wall: list[float], cpu: list[float]) -> None:
    """Append the call's wall-clock time and this thread's CPU time (which leaves out the
    waits for a core on a busy machine)."""
    start, start_cpu = time.perf_counter(), time.thread_time()
    call()
    wall.append(time.perf_counter() - start)
    cpu.append(time.thread_time() - start_cpu)


def call_times(games: Sequence[Solitaire], players: int) -> None:
    chances._CACHE_POINTS = CACHE_POINTS  # the program's own, as the calibration enlarged it
    times: dict[str, tuple[list[float], list[float]]] = {
        "win_chances": ([], []),
        "box_chances": ([], []),
    }
    for g in range(len(games) // players):
        table = games[g * players : (g + 1) * players]
        chances.forget_cache()
        seats = [game.level for game in table]
        for p in positions(table):
            timed(partial(chances.win_chances, p.sheets, seats), *times["win_chances"])
            timed(
                partial(chances.box_chances, p.sheets, p.mover, p.roll, seats),
                *times["box_chances"],
            )
    for name, (wall, cpu) in times.items():
        print(
            f"{players} players, {name}: wall p50 {percentile(wall, 0.5) * 1000:.1f} ms, "
            f"p99 {percentile(wall, 0.99) * 1000:.1f} ms, max {max(wall) * 1000:.1f} ms; "
            f"CPU p50 {percentile(cpu, 0.5) * 1000:.1f} ms, p99 {percentile(cpu, 0.99) * 1000:.1f}"
            f" ms ({len(wall)} calls)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000, help="solitaire games a level")
    parser.add_argument(
        "--levels",
        nargs="+",
        type=PentaLevel,
        default=[PentaLevel.PERFECT],
        help="the levels whose games are seated together (perfect good casual beginner)",
    )
    parser.add_argument(
        "--as-people",
        action="store_true",
        help="model every seat as a person: the level fitted from its decisions' lost points",
    )
    parser.add_argument(
        "--tolerance", type=float, default=0.02, help="the goal per decile (0.03: 3 points)"
    )
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--groupings", type=int, default=2, help="random seatings of the games")
    parser.add_argument("--blocks", type=int, default=200, help="jackknife blocks of games")
    parser.add_argument("--checks", type=int, default=600, help="positions checked per table")
    parser.add_argument("--games-file", type=Path, help="a pickle of the games to reuse")
    parser.add_argument("--timing-games", type=int, default=20, help="games per timing table")
    parser.add_argument(
        "--one-gamma",
        action="store_true",
        help="the previous model for comparison: one gamma per state, no Penta split",
    )
    args = parser.parse_args()
    if args.one_gamma:
        # chances' own name for it, imported from moments_tables (no_implicit_reexport)
        chances.parts = lambda state: (  # type: ignore[attr-defined]
            (1.0, strategy.state_value(state), *moments_tables.spread(state)),
        )
    print(
        f"run {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, seed {args.seed}, {args.games} games "
        f"a level of {' '.join(level.value for level in args.levels)}, "
        f"{args.groupings} groupings, {args.blocks} jackknife blocks, "
        f"recalibration powers {level_shapes.CHANCE_POWER}"
        + (", every seat modelled as a person (fitted level)" if args.as_people else "")
        + (", one gamma per state (the previous model)" if args.one_gamma else "")
    )
    games = [
        game
        for i, level in enumerate(args.levels)
        for game in played_games(
            args.games,
            args.seed + 7919 * i,
            level_file(args.games_file, level, len(args.levels)),
            level,
        )
    ]
    start = time.process_time()
    tables = calibration(
        games, args.players, args.groupings, args.checks, args.seed + 1, args.as_people
    )
    print(f"chances of every position in {time.process_time() - start:.0f} s CPU")
    for players in args.players:
        report(tables[players], args.blocks, args.tolerance)
    if args.timing_games <= 0:
        return
    print(f"\ncall times, cache emptied every game; load average {os.getloadavg()[0]:.1f}")
    for players in (2, 7):
        timing = random.Random(args.seed).sample(
            games, min(len(games), args.timing_games * players)
        )
        call_times(timing, players)
    print(f"total CPU {time.process_time():.0f} s")


if __name__ == "__main__":
    main()
