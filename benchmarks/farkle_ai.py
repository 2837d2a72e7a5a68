"""Farkle computer players: points per turn, the Master's chances, head-to-head win rates.

    .venv/bin/python benchmarks/farkle_ai.py                 # exact numbers, timing (~1 min)
    .venv/bin/python benchmarks/farkle_ai.py --games 20000   # + Master vs Expert / Normal
    .venv/bin/python benchmarks/farkle_ai.py --check 20      # + table vs simulation
    .venv/bin/python benchmarks/farkle_ai.py --turn-check 10 # + one turn vs table
    .venv/bin/python benchmarks/farkle_ai.py --target 10000 15000 ...  # those targets only

Points per turn are exact (policy evaluation over every roll) and checked by simulating
whole turns through ``FarkleGame`` and ``play_turn``. The first player's chance comes from
the Master's tables (best play by both). Win rates come from 2-player games through
``FarkleGame`` and ``play_turn`` in which each player sits first in half the games, with
95 % intervals (normal approximation). Decision times are process CPU time (the machine
may be shared: wall time is printed too).
"""

from __future__ import annotations

import argparse
import json
import lzma
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.games.farkle.core.ai import (
    BANK_AT_300,
    NORMAL,
    ExpertAI,
    FarkleAI,
    StepKind,
    ThresholdAI,
    play_turn,
    policy_turn_value,
)
from dicegame.games.farkle.core.expert_table import expert_turn_value
from dicegame.games.farkle.core.master import (
    STEP,
    TABLE_DIR,
    MasterAI,
    has_table,
    load_table,
    master_table,
    meta_file,
    set_turn_cache_size,
    table_file,
    turn_values,
)
from dicegame.games.farkle.core.rules import TARGETS, FarkleGame

EXPERT = ExpertAI()
MASTER = MasterAI()
Z95 = 1.96


def exact_points_per_turn(ai: FarkleAI) -> float:
    if isinstance(ai, ThresholdAI):
        return policy_turn_value(ai)
    return expert_turn_value(0, 6)


def simulated_points_per_turn(ai: FarkleAI, turns: int, seed: int) -> tuple[float, float]:
    """Mean and standard error of banked points per turn over ``turns`` simulated turns."""
    rng = random.Random(seed)
    game = FarkleGame(["solo"], target=15000, rng=rng)
    results = []
    for _ in range(turns):
        if game.is_over:
            game = FarkleGame(["solo"], target=15000, rng=rng)
        banked = 0
        for step in play_turn(game, ai):
            if step.kind is StepKind.BANK:
                banked = step.points
        results.append(banked)
    return statistics.fmean(results), statistics.stdev(results) / len(results) ** 0.5


def finish_game(game: FarkleGame, seats: tuple[FarkleAI, FarkleAI]) -> list[float]:
    """Play a 2-player game to its end; each seat's share of the win (1, 0.5 on a tie, 0)."""
    while not game.is_over:
        for _ in play_turn(game, seats[game.current]):
            pass
    best = max(game.totals)
    winners = [total == best for total in game.totals]
    return [w / sum(winners) for w in winners]


def win_rate(
    a: FarkleAI, b: FarkleAI, games: int, seed: int, target: int, progress: int = 0
) -> tuple[float, float]:
    """Share of games ``a`` wins against ``b`` (each first in half) and its 95 % half-width."""
    rng = random.Random(seed)
    won = 0.0
    for game in range(games):
        seats = (a, b) if game % 2 == 0 else (b, a)
        shares = finish_game(FarkleGame(["first", "second"], target=target, rng=rng), seats)
        won += shares[game % 2]
        if progress and (game + 1) % progress == 0:
            rate = won / (game + 1)
            half = Z95 * (rate * (1 - rate) / (game + 1)) ** 0.5
            print(f"    after {game + 1} games: {100 * rate:.2f} % ± {100 * half:.2f}", flush=True)
    rate = won / games
    return rate, Z95 * (rate * (1 - rate) / games) ** 0.5


# ----- the Master ---------------------------------------------------------------------------


def tables(targets: list[int]) -> None:
    """Per shipped table: its size (as shipped and compressed with xz, as in the .deb), the
    time to load it (sha256 and decoding), and its build's time and tolerance."""
    print("Master tables (raw / xz -6 bytes; load: best of 5; build time from the sidecar):")
    raw = packed = 0
    for target in targets:
        data = (TABLE_DIR / table_file(target)).read_bytes()
        meta = json.loads((TABLE_DIR / meta_file(target)).read_text(encoding="utf-8"))
        xz = len(lzma.compress(data, preset=6))  # as dpkg-deb -Zxz -z6
        raw, packed = raw + len(data) + len(json.dumps(meta)), packed + xz
        loads, walls = [], []
        for _ in range(5):
            started, wall = time.process_time(), time.perf_counter()
            load_table(target)
            loads.append(time.process_time() - started)
            walls.append(time.perf_counter() - wall)
        print(
            f"  to {target:6d}: {len(data)} / {xz} bytes, load {1000 * min(loads):.1f} ms CPU "
            f"(wall {1000 * min(walls):.1f} ms); built in {meta['build_seconds']} s, "
            f"tolerance {meta['tolerance']:.2e}"
        )
    print(f"  in all (with the sidecars): {raw} bytes raw, tables {packed} bytes xz")


def first_player_chances(targets: list[int]) -> None:
    print("First player's chance to win under optimal play (Master tables, 2 players):")
    for target in filter(has_table, targets):
        print(f"  to {target:6d}: {100 * master_table(target)[0]:.2f} %")


def decision_times(target: int, games: int, seed: int) -> None:
    """CPU time of the Master's decisions in real games against the Expert: the first of
    each turn (the turn is solved then) and the later ones (looked up)."""
    rng = random.Random(seed)
    first: list[float] = []
    later: list[float] = []
    wall_first: list[float] = []
    for number in range(games):
        game = FarkleGame(["M", "E"], target=target, rng=rng)
        seats = (MASTER, EXPERT) if number % 2 == 0 else (EXPERT, MASTER)
        while not game.is_over:
            if seats[game.current] is not MASTER:
                for _ in play_turn(game, seats[game.current]):
                    pass
                continue
            turn = game.turn_number
            decisions = 0
            game.roll()
            while game.turn_number == turn and not game.is_over:
                if game.farkled:
                    game.end_turn()
                    break
                started, wall = time.process_time(), time.perf_counter()
                game.select(MASTER.choose_set_aside(game))
                banks = MASTER.should_bank(game)
                spent, wall = time.process_time() - started, time.perf_counter() - wall
                (first if decisions == 0 else later).append(spent)
                if decisions == 0:
                    wall_first.append(wall)
                decisions += 1
                if banks:
                    game.bank()
                else:
                    game.roll()
    print(
        f"  to {target:6d}: first decision of a turn {1000 * statistics.fmean(first):.1f} ms mean, "
        f"{1000 * max(first):.1f} ms max (wall {1000 * statistics.fmean(wall_first):.1f} ms mean); "
        f"later ones {1000 * statistics.fmean(later):.2f} ms mean, {1000 * max(later):.2f} ms max "
        f"({len(first)} turns)"
    )


def table_check(target: int, positions: int, games: int, seed: int) -> None:
    """Master against Master from sampled turn starts: the simulated share of the player
    to move against the table's value, with its 95 % interval; then all positions together:
    the mean of (simulated - table) and its z score (a flaw of the table or of the rules it
    models shows as a lean that more games make more significant, chance does not)."""
    rng = random.Random(seed)
    units = target // STEP
    table = master_table(target)
    starts = [(rng.randrange(units), rng.randrange(units)) for _ in range(positions)]
    inside = 0
    gaps: list[float] = []
    variances: list[float] = []
    print(f"Table vs simulation, to {target}, {positions} positions x {games} games:")
    for a, b in starts:
        won = 0.0
        for _ in range(games):
            game = FarkleGame(["A", "B"], target=target, rng=rng)
            game.totals = [STEP * a, STEP * b]
            won += finish_game(game, (MASTER, MASTER))[0]
        rate, expected = won / games, table[a * units + b]
        variance = max(expected * (1 - expected), 1e-4) / games
        half = Z95 * variance**0.5
        ok = abs(rate - expected) <= half
        inside += ok
        gaps.append(rate - expected)
        variances.append(variance)
        print(
            f"  {STEP * a:6d} vs {STEP * b:6d}: table {100 * expected:5.1f} %, "
            f"simulated {100 * rate:5.1f} % (interval ± {100 * half:.1f}) {'ok' if ok else 'OUT'}",
            flush=True,
        )
    lean = statistics.fmean(gaps)
    z = sum(gaps) / sum(variances) ** 0.5
    print(
        f"  {inside} of {positions} within their 95 % intervals; simulated - table: "
        f"{100 * lean:+.2f} points on average, z {z:+.2f} (|z| > 1.96: a lean, 95 %)"
    )


def turn_check(target: int, positions: int, turns: int, seed: int) -> None:
    """One Master turn at a time, through ``FarkleGame`` and ``play_turn``: from a sampled
    turn start (a, b), the table's value of where the turn ends (``1 - W(b, a')`` for the
    opponent to move, or the opponent's last-turn odds once a' reaches the target) averages
    back to ``W(a, b)`` if the game, the Master's play and the table agree. Far less noisy
    than whole games."""
    rng = random.Random(seed)
    units = target // STEP
    table = master_table(target)
    starts = [(rng.randrange(units), rng.randrange(units)) for _ in range(positions)]
    gaps: list[float] = []
    variances: list[float] = []
    print(f"One turn vs table, to {target}, {positions} turn starts x {turns} turns:")
    for a, b in starts:
        values = []
        # where the turn ends, valued as the Master values a bank (a farkle banks 0)
        after_bank = turn_values(target, STEP * a, STEP * b).bank
        for _ in range(turns):
            game = FarkleGame(["A", "B"], target=target, rng=rng)
            game.totals = [STEP * a, STEP * b]
            for _ in play_turn(game, MASTER):
                pass
            values.append(after_bank(game.totals[0] - STEP * a))
        mean, expected = statistics.fmean(values), table[a * units + b]
        variance = statistics.variance(values) / turns
        gaps.append(mean - expected)
        variances.append(variance)
        z = (mean - expected) / variance**0.5 if variance else 0.0
        print(
            f"  {STEP * a:6d} vs {STEP * b:6d}: table {expected:.4f}, after one turn "
            f"{mean:.4f} ± {variance**0.5:.4f} (z {z:+.2f})",
            flush=True,
        )
    z = sum(gaps) / sum(variances) ** 0.5
    print(f"  mean gap {statistics.fmean(gaps):+.5f}, all together z {z:+.2f}")


# ----- report --------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=20_000, help="simulated turns per player")
    parser.add_argument("--games", type=int, default=0, help="Master's games per pairing")
    parser.add_argument(
        "--target",
        type=int,
        nargs="+",
        choices=TARGETS,
        default=list(TARGETS),
        help="targets (all three by default)",
    )
    parser.add_argument(
        "--against", choices=("expert", "normal", "both"), default="both", help="Master's opponent"
    )
    parser.add_argument("--check", type=int, default=0, help="positions for the table check")
    parser.add_argument("--check-games", type=int, default=1000, help="games per position")
    parser.add_argument("--turn-check", type=int, default=0, help="turn starts, one turn each")
    parser.add_argument("--turn-check-turns", type=int, default=4000, help="turns per start")
    parser.add_argument("--timing-games", type=int, default=4, help="games timed per target")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--progress", type=int, default=0, help="print every N games")
    args = parser.parse_args()
    # long runs keep every turn start solved (about 30-40 kB each: up to 3 GB for 15 000)
    turn_starts = max(target // STEP for target in args.target) ** 2
    long_run = args.games or args.check or args.turn_check
    set_turn_cache_size(max(20_000, turn_starts) if long_run else 16)

    if args.turns:
        print("Points per turn (exact; simulated, ± standard error):")
    turn_players: tuple[FarkleAI, ...] = (EXPERT, NORMAL, BANK_AT_300) if args.turns else ()
    for index, ai in enumerate(turn_players):
        mean, error = simulated_points_per_turn(ai, args.turns, args.seed + index)
        print(
            f"  {ai.name:12s} exact {exact_points_per_turn(ai):7.2f}"
            f"   simulated {mean:7.2f} ± {error:4.2f}"
        )

    print()
    tables([target for target in args.target if has_table(target)])
    print()
    first_player_chances(args.target)

    if args.timing_games:
        print("\nMaster decision time (CPU; a cold turn is solved at its first decision):")
    for target in args.target if args.timing_games else ():
        if not has_table(target):
            print(f"  to {target:6d}: no table")
            continue
        turn_values(target, 0, 0)  # the last-turn odds, computed once per process
        decision_times(target, args.timing_games, args.seed + 10 + TARGETS.index(target))

    for target in args.target if args.games else ():
        print(f"\nHead-to-head, 2 players to {target}, {args.games} games each (seats alternate):")
        others: dict[str, tuple[FarkleAI, ...]] = {
            "expert": (EXPERT,),
            "normal": (NORMAL,),
            "both": (EXPERT, NORMAL),
        }
        for other in others[args.against]:
            started = time.perf_counter()
            rate, half = win_rate(
                MASTER,
                other,
                args.games,
                args.seed + 100 + (other is NORMAL),
                target,
                args.progress,
            )
            verdict = "significant" if rate - half > 0.5 else "not significant"
            print(
                f"  Master vs {other.name}: Master wins {100 * rate:.2f} % ± {100 * half:.2f}"
                f" (95 % interval {100 * (rate - half):.2f}-{100 * (rate + half):.2f}: "
                f"{verdict})   ({time.perf_counter() - started:.0f} s)",
                flush=True,
            )

    for target in args.target if args.check else ():
        print()
        table_check(target, args.check, args.check_games, args.seed + 300)

    for target in args.target if args.turn_check else ():
        print()
        turn_check(target, args.turn_check, args.turn_check_turns, args.seed + 400)


if __name__ == "__main__":
    main()
