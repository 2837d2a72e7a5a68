"""Farkle computer players: points per turn, head-to-head win rates, tuning.

    .venv/bin/python benchmarks/farkle_ai.py            # the numbers (2-3 minutes on 2 cores)
    .venv/bin/python benchmarks/farkle_ai.py --games 4000 --turns 100000
    .venv/bin/python benchmarks/farkle_ai.py --tune     # re-derive the Normal level's numbers

Points per turn are exact (policy evaluation over every roll) and checked by simulating
whole turns through ``FarkleGame`` and ``play_turn``. Win rates come from 2-player games
to 10 000 in which each player sits first in half the games.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dicegame.core.farkle import FarkleGame
from dicegame.core.farkle_ai import (
    BANK_AT_300,
    BANK_AT_300_OR_FEW_DICE,
    NORMAL,
    ExpertAI,
    FarkleAI,
    StepKind,
    ThresholdAI,
    expert_bank_bound,
    expert_turn_value,
    play_turn,
    policy_turn_value,
    set_aside_options,
)

EXPERT = ExpertAI()
PLAYERS: list[FarkleAI] = [EXPERT, NORMAL, BANK_AT_300, BANK_AT_300_OR_FEW_DICE]


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
        if game.game_over:
            game = FarkleGame(["solo"], target=15000, rng=rng)
        banked = 0
        for step in play_turn(game, ai):
            if step.kind is StepKind.BANK:
                banked = step.points
        results.append(banked)
    return statistics.fmean(results), statistics.stdev(results) / len(results) ** 0.5


def play_game(first: FarkleAI, second: FarkleAI, rng: random.Random, target: int) -> list[float]:
    """One 2-player game; each player's share of the win (1, 0.5 on a tie, 0)."""
    game = FarkleGame(["first", "second"], target=target, rng=rng)
    seats = (first, second)
    while not game.game_over:
        for _ in play_turn(game, seats[game.current]):
            pass
    best = max(game.totals)
    winners = [total == best for total in game.totals]
    return [w / sum(winners) for w in winners]


def win_rate(a: FarkleAI, b: FarkleAI, games: int, seed: int, target: int = 10000) -> float:
    """Share of games ``a`` wins against ``b``, each sitting first in half of them."""
    rng = random.Random(seed)
    won = 0.0
    for game in range(games):
        if game % 2 == 0:
            won += play_game(a, b, rng, target)[0]
        else:
            won += play_game(b, a, rng, target)[1]
    return won / games


# ----- tuning the Normal level ------------------------------------------------------------


def _neighbours(ai: ThresholdAI) -> list[ThresholdAI]:
    """Changes of the threshold table (3 dice stays at the 300 base; the table stays
    non-decreasing in the dice left) and of the dice-worth table."""
    found = []
    for i in (0, 1, 3, 4, 5):
        for delta in (-1000, -250, -50, 50, 250, 1000):
            table = list(ai.thresholds)
            table[i] += delta
            if table == sorted(table) and table[0] >= 0:
                found.append(dataclasses.replace(ai, thresholds=tuple(table)))
    for i in range(6):
        for delta in (-100, -25, 25, 100):
            worth = list(ai.dice_worth or (0,) * 6)
            worth[i] += delta
            found.append(dataclasses.replace(ai, dice_worth=tuple(worth)))
    return found


def tune_turn(start: ThresholdAI) -> ThresholdAI:
    """Hill-climb the exact points per turn (steps that gain at least 0.01 point)."""
    best, value = start, policy_turn_value(start)
    improved = True
    while improved:
        improved = False
        for candidate in _neighbours(best):
            candidate_value = policy_turn_value(candidate)
            if candidate_value > value + 0.01:
                best, value, improved = candidate, candidate_value, True
        print(f"  {value:8.2f}  {best.thresholds}  worth {best.dice_worth}", flush=True)
    return best


def _fast_turn(ai: ThresholdAI, rng: random.Random, behind: int, needed: int | None) -> int:
    """A turn of a threshold player without the game object (tuning only): banked points."""
    turn, dice = 0, 6
    while True:
        roll = tuple(sorted(rng.randint(1, 6) for _ in range(dice)))
        options = [option.option for option in set_aside_options(roll)]
        if not options:
            return 0
        points, dice = options[ai.pick(turn, options, behind)]
        turn += points
        if needed is not None:
            if turn >= needed:
                return turn
        elif ai.banks(turn, dice, behind):
            return turn


def fast_win_rate(a: ThresholdAI, b: ThresholdAI, games: int, seed: int) -> float:
    """Like :func:`win_rate` for two threshold players, several times faster."""
    rng = random.Random(seed)
    won = 0.0
    for game in range(games):
        seats = (a, b) if game % 2 == 0 else (b, a)
        totals = [0, 0]
        player = 0
        while totals[0] < 10000 and totals[1] < 10000:
            totals[player] += _fast_turn(
                seats[player], rng, totals[1 - player] - totals[player], None
            )
            player = 1 - player
        if totals[1 - player] >= 10000:  # the other player gets a last turn
            behind = totals[1 - player] - totals[player]
            totals[player] += _fast_turn(seats[player], rng, behind, behind + 1)
        mine = totals[game % 2]
        other = totals[1 - game % 2]
        won += 1.0 if mine > other else 0.5 if mine == other else 0.0
    return won / games


def tune_behind(base: ThresholdAI, games: int, seed: int) -> None:
    """Win rate against the same player that ignores the score, per behind setting."""
    level = dataclasses.replace(base, behind_rate=0.0, behind_cap=0)
    for rate in (0.05, 0.1, 0.2, 0.3, 0.5):
        for cap in (500, 1000, 2000, 4000):
            candidate = dataclasses.replace(base, behind_rate=rate, behind_cap=cap)
            rate_won = fast_win_rate(candidate, level, games, seed)
            print(
                f"  behind rate {rate:4.2f} cap {cap:5d}: wins {100 * rate_won:5.1f} %", flush=True
            )


# ----- report --------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=100_000, help="simulated turns per player")
    parser.add_argument("--games", type=int, default=2000, help="games per pairing")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--tune", action="store_true", help="re-tune the Normal level")
    args = parser.parse_args()

    if args.tune:
        print("Tuning the Normal level's turn play (exact points per turn):")
        tuned = tune_turn(NORMAL)
        print("Tuning how much more it wants when behind (2-player games to 10 000):")
        tune_behind(tuned, args.games, args.seed)
        return

    started = time.perf_counter()
    value = expert_turn_value(0, 6)
    print(f"Expert solve: {1000 * (time.perf_counter() - started):.0f} ms (first call)")
    bounds = ", ".join(f"{n}: {expert_bank_bound(n)}" for n in range(1, 7))
    print(f"Proven bank bounds (turn total from which banking is optimal) by dice: {bounds}")
    rolls_below = [
        next(t for t in range(0, 40_000, 50) if expert_turn_value(t, n) <= t) for n in range(1, 7)
    ]
    print(f"Expert banks from these totals with 1..6 dice to roll: {rolls_below}")
    print(f"Expert exact expected points per turn: {value:.2f}\n")

    print(f"Points per turn (exact; simulated over {args.turns} turns, ± standard error):")
    for index, ai in enumerate(PLAYERS):
        started = time.perf_counter()
        mean, error = simulated_points_per_turn(ai, args.turns, args.seed + index)
        seconds = time.perf_counter() - started
        print(
            f"  {ai.name:36s} exact {exact_points_per_turn(ai):7.2f}"
            f"   simulated {mean:7.2f} ± {error:4.2f}   ({seconds:.1f} s)"
        )

    print(f"\nHead-to-head, 2 players to 10 000, {args.games} games each (seats alternate):")
    pairings = [
        (EXPERT, NORMAL),
        (NORMAL, BANK_AT_300),
        (NORMAL, BANK_AT_300_OR_FEW_DICE),
        (EXPERT, BANK_AT_300),
    ]
    for index, (a, b) in enumerate(pairings):
        started = time.perf_counter()
        rate = win_rate(a, b, args.games, args.seed + 100 + index)
        error = (rate * (1 - rate) / args.games) ** 0.5
        seconds = time.perf_counter() - started
        print(
            f"  {a.name} vs {b.name}: {a.name} wins {100 * rate:.1f} % ± {100 * error:.1f}"
            f"   ({seconds:.1f} s)"
        )


if __name__ == "__main__":
    main()
