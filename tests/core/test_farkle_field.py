"""Everyone's chance to win Farkle at any table: sums to 1 for 2-6 seats, the per-turn
distributions of the levels, and the final round against a brute-force enumeration."""

from __future__ import annotations

import random
from functools import cache

import pytest

from dicegame.games.farkle.core import tables as farkle_tables
from dicegame.games.farkle.core.ai import NORMAL, play_turn, policy_turn_value
from dicegame.games.farkle.core.expert_table import expert_turn_value, reach_probability
from dicegame.games.farkle.core.field import chances_before_final, chances_in_final, field_chances
from dicegame.games.farkle.core.levels import make_ai
from dicegame.games.farkle.core.rolls import STEP, roll_outcomes
from dicegame.games.farkle.core.rules import FarkleGame, FarklePhase
from dicegame.games.farkle.core.turns import CHASE_CAP, chase_model, policy_of, turn_model


def test_turn_distributions_have_the_levels_means() -> None:
    for level, mean in (("expert", expert_turn_value(0, 6)), ("normal", None)):
        dist = turn_model(policy_of(level)).start
        assert sum(dist) == pytest.approx(1.0, abs=1e-12)
        expected = mean if mean is not None else policy_turn_value(NORMAL)
        assert STEP * sum(k * p for k, p in enumerate(dist)) == pytest.approx(expected, rel=1e-6)


def test_chase_reach_is_the_exact_reach_probability() -> None:
    chase = chase_model("expert")
    for need in (1, 7, 20, 45):
        for dice in range(1, 7):
            assert chase.reach(need, dice) == pytest.approx(
                reach_probability(need * STEP, 0, dice), abs=1e-12
            )


def test_the_first_load_of_a_larger_game_builds_the_final_round_tables(monkeypatch) -> None:
    """Built in the background when a game of 3-6 first needs them (issue 37: no longer by
    the idle warm-up): the first chance of a larger game does not spend some 0.3 s on the
    GUI thread building them."""
    monkeypatch.setattr(farkle_tables, "_done", set())  # as in a program just started
    chase_model.cache_clear()
    turn_model.cache_clear()
    farkle_tables.load(farkle_tables.parts(3, 5000))
    for kind in ("expert", "normal"):
        assert chase_model.cache_info().currsize == 2
        assert len(chase_model(kind)._rows) == CHASE_CAP + 1
    assert turn_model.cache_info().currsize == 2


def _random_game(seats: int, rng: random.Random, turns: int) -> FarkleGame:
    game = FarkleGame(seats, target=5000, rng=rng)
    ai = make_ai("expert")
    for _ in range(turns):
        if game.is_over:
            break
        for _ in play_turn(game, ai):
            pass
    return game


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_everyones_chances_sum_to_one(seats: int) -> None:
    rng = random.Random(seats)
    levels = ["normal", "expert", "master", "expert", "normal", "expert"][:seats]
    seen_final = False
    for turns in (0, 3, 9, 17, 25, 40, 60):
        game = _random_game(seats, rng, turns)
        if game.is_over:
            continue
        game.roll()
        if game.phase is FarklePhase.CHOOSING:
            game.select(make_ai("expert").choose_set_aside(game))
        seen_final |= game.is_final_round
        chances = field_chances(game, levels)
        assert len(chances.seats) == seats
        assert sum(chances.seats) == pytest.approx(1.0, abs=1e-9)
        assert all(0.0 <= c <= 1.0 for c in chances.seats)
        if chances.bank is not None:
            assert 0.0 <= chances.bank <= 1.0 and 0.0 <= chances.roll <= 1.0


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_first_seat_is_favoured_and_chances_fall_with_the_seat(seats: int) -> None:
    start = turn_model(policy_of("expert")).start
    chances = chances_before_final(10000, [0] * seats, 0, ["expert"] * seats, start)
    assert sum(chances) == pytest.approx(1.0)
    assert chances == sorted(chances, reverse=True)
    assert chances[0] > 1 / seats > chances[-1]


def test_a_player_at_the_target_less_one_turn_leads_the_field() -> None:
    start = turn_model(policy_of("expert")).start
    chances = chances_before_final(5000, [4900, 1000, 1000, 1000], 1, ["expert"] * 4, start)
    assert chances[0] > 0.6 and chances[0] == max(chances)


# ----- the final round: the model's play enumerated roll by roll -------------------------


def _brute_final(totals: tuple[int, ...], order: tuple[int, ...], levels: tuple[str, ...]):
    """Win shares when the seats of ``order`` each play one last turn in turn: roll on
    until beating the best total (the Expert setting aside what reaches it most often,
    the Normal the most points), bank at once. Every roll enumerated."""

    @cache
    def turn(index: int, best: int, holders: frozenset[int], t: int, dice: int) -> tuple:
        seat = order[index]
        need = best - totals[seat] + STEP
        shares = [0.0] * len(totals)
        farkle = 1.0
        for outcome in roll_outcomes(dice):
            farkle -= outcome.probability
            if levels[seat] == "normal":
                points, left = max(outcome.options)
            else:
                points, left = max(
                    outcome.options,
                    key=lambda o: (
                        1.0 if t + o[0] >= need else reach_probability(need, t + o[0], o[1]),
                        o[0],
                        o[1],
                    ),
                )
            after = t + points
            if after >= need:
                result = play(index + 1, totals[seat] + after, frozenset({seat}))
            else:
                result = turn(index, best, holders, after, left)
            shares = [s + outcome.probability * r for s, r in zip(shares, result, strict=True)]
        result = play(index + 1, best, holders)
        return tuple(s + farkle * r for s, r in zip(shares, result, strict=True))

    @cache
    def play(index: int, best: int, holders: frozenset[int]) -> tuple:
        if index == len(order):
            return tuple(1 / len(holders) if s in holders else 0.0 for s in range(len(totals)))
        return turn(index, best, holders, 0, 6)

    best = max(totals)
    return play(0, best, frozenset(s for s, v in enumerate(totals) if v == best))


@pytest.mark.parametrize(
    ("totals", "order", "levels"),
    [
        ((5100, 4900, 4800), (1, 2), ("expert", "expert", "expert")),
        pytest.param(
            (4950, 5200, 4950, 4900),
            (2, 3, 0),
            ("expert", "normal", "normal", "expert"),
            marks=pytest.mark.slow,
        ),
        ((5000, 5000, 4700), (2,), ("normal", "expert", "expert")),
        ((5150, 5000, 4900, 5100), (2, 3), ("expert", "normal", "expert", "expert")),
    ],
)
def test_the_final_round_equals_the_enumeration(totals, order, levels) -> None:
    exact = chances_in_final(totals, order, levels)
    brute = _brute_final(totals, order, levels)
    assert sum(exact) == pytest.approx(1.0)
    assert exact == pytest.approx(list(brute), abs=1e-9)


def test_in_a_game_the_final_round_uses_the_exact_computation() -> None:
    game = FarkleGame(3, target=5000, rng=random.Random(2))
    game.totals = [4700, 5100, 4850]
    game.final_trigger = 1
    game.current = 2
    chances = field_chances(game, ["expert", "expert", "expert"])
    expected = _brute_final((4700, 5100, 4850), (2, 0), ("expert",) * 3)
    assert chances.seats == pytest.approx(list(expected), abs=1e-9)
