"""Farkle computer players: the Expert's values, the Normal level's thresholds, the last
turn, and whole computer turns (legal moves only, always ending)."""

from __future__ import annotations

import itertools
import math
import random
import statistics
import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.scripted import ScriptedRng

from dicegame.core.common import Player
from dicegame.games.farkle.core.ai import (
    BANK_AT_300,
    NORMAL,
    ExpertAI,
    FarkleAI,
    StepKind,
    ThresholdAI,
    play_turn,
    policy_turn_value,
    situation,
)
from dicegame.games.farkle.core.expert_table import (
    _ReachTable,
    expert_bank_bound,
    expert_choice_value,
    expert_turn_value,
    reach_probability,
)
from dicegame.games.farkle.core.levels import LEVELS, make_ai
from dicegame.games.farkle.core.rolls import roll_outcomes, set_aside_options
from dicegame.games.farkle.core.rules import (
    FarkleGame,
    FarklePhase,
    WrongPhaseError,
    best_selection,
    countable_dice,
    farkle_probability,
    is_farkle,
    score,
)

seeds = st.integers(min_value=0, max_value=2**32 - 1)
EXPERT = ExpertAI()


def game_after_roll(
    roll: list[int],
    turn_points: int = 0,
    totals: tuple[int, ...] = (0, 0),
    final_trigger: int | None = None,
    current: int = 1,
) -> FarkleGame:
    """A game where seat ``current`` (the computer) has just rolled ``roll``."""
    names = [f"H{i}" for i in range(len(totals) - 1)] + [Player("CPU", is_computer=True)]
    game = FarkleGame(names, rng=ScriptedRng(roll))
    game.totals = list(totals)
    game.current = current
    game.final_trigger = final_trigger
    game.turn_points = turn_points
    game.roll_dice = tuple(game.rng.randint(1, 6) for _ in roll)
    game.farkled = is_farkle(game.roll_dice)
    return game


def chosen_values(game: FarkleGame, indices: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(game.roll_dice[i] for i in indices))


class TestRollTables:
    def test_options_of_the_seed_example(self) -> None:
        (only,) = set_aside_options([1, 2, 3, 4, 6, 6])
        assert (only.dice, only.points, only.dice_left) == ((1,), 100, 5)

    def test_options_keep_the_best_per_dice_left_and_hot_dice_gives_six(self) -> None:
        options = {o.dice_left: o for o in set_aside_options([1, 1, 1, 5, 5, 5])}
        assert options[6].points == 1500  # everything: hot dice
        assert options[3].points == 1000  # three 1s beat three 5s
        assert options[5].points == 100
        assert all(score(o.dice) == o.points for o in options.values())

    def test_farkle_has_no_option(self) -> None:
        assert set_aside_options([2, 3, 4, 6, 6, 3]) == ()

    @pytest.mark.parametrize("dice", range(1, 7))
    def test_outcome_probabilities_are_the_non_farkle_mass(self, dice: int) -> None:
        total = sum(o.probability for o in roll_outcomes(dice))
        assert total == pytest.approx(1 - float(farkle_probability(dice)), abs=1e-12)


class TestExpertValues:
    def test_one_die_follows_the_bellman_equation(self) -> None:
        t = 200  # a 1 or a 5 is hot dice: bank or roll all six again
        expected = sum(max(t + p, expert_turn_value(t + p, 6)) / 6 for p in (100, 50))
        assert expert_turn_value(t, 1) == pytest.approx(expected)

    @pytest.mark.parametrize("dice", range(1, 7))
    def test_values_rise_with_turn_points_and_stay_within_bounds(self, dice: int) -> None:
        farkle = float(farkle_probability(dice))
        previous = 0.0
        for t in range(0, 3001, 50):
            value = expert_turn_value(t, dice)
            assert value >= previous
            # a scoring roll can always be banked: at least t + 50 unless it farkles
            assert value >= (1 - farkle) * (t + 50) - 1e-9
            previous = value

    @pytest.mark.parametrize("dice", range(1, 7))
    def test_banking_is_optimal_from_the_proven_bound(self, dice: int) -> None:
        bound = expert_bank_bound(dice)
        for t in (bound, bound + 50, bound + 5000):
            assert expert_turn_value(t, dice) <= t

    def test_known_decisions(self) -> None:
        assert expert_turn_value(0, 6) == pytest.approx(548.86, abs=0.01)
        assert expert_turn_value(1000, 6) > 1000  # hot dice: roll on
        assert expert_turn_value(350, 1) < 350  # one die: bank
        assert expert_turn_value(200, 3) > 200

    @pytest.mark.parametrize(("total", "dice"), [(0, 6), (300, 1), (300, 3), (2000, 6)])
    def test_choice_value_is_the_better_of_bank_and_roll(self, total: int, dice: int) -> None:
        best = max(total, expert_turn_value(total, dice))
        assert expert_choice_value(total, dice) == pytest.approx(best)

    def test_any_total_not_only_multiples_of_50(self) -> None:
        assert expert_turn_value(25, 6) > expert_turn_value(0, 6)

    def test_bad_positions_are_refused(self) -> None:
        with pytest.raises(ValueError, match="dice"):
            expert_turn_value(0, 7)
        with pytest.raises(ValueError, match="negative"):
            expert_turn_value(-50, 6)

    def test_matches_a_simulation_of_whole_turns(self) -> None:
        rng = random.Random(11)
        game = FarkleGame([Player("CPU", is_computer=True)], target=15000, rng=rng)
        banked = []
        for _ in range(6000):
            if game.is_over:
                game = FarkleGame([Player("CPU", is_computer=True)], target=15000, rng=rng)
            steps = list(play_turn(game, EXPERT))
            banked.append(steps[-1].points if steps[-1].kind is StepKind.BANK else 0)
        error = statistics.stdev(banked) / math.sqrt(len(banked))
        assert abs(statistics.fmean(banked) - expert_turn_value(0, 6)) < 4 * error


class TestPolicyValue:
    def test_bank_on_any_points_is_the_mean_best_roll(self) -> None:
        greedy = ThresholdAI("greedy", thresholds=(0,) * 6)
        brute = 0.0
        for roll in itertools.combinations_with_replacement(range(1, 7), 6):
            ways = math.factorial(6) / math.prod(math.factorial(roll.count(f)) for f in range(1, 7))
            brute += ways * score(roll[i] for i in best_selection(roll)) / 6**6
        assert policy_turn_value(greedy) == pytest.approx(brute)

    def test_levels_rank_as_expected(self) -> None:
        expert = expert_turn_value(0, 6)
        normal = policy_turn_value(NORMAL)
        assert policy_turn_value(BANK_AT_300) < normal < expert

    def test_normal_few_dice_thresholds_are_the_best_below_300(self) -> None:
        # exact evaluation: no lower threshold with one or two dice left does better
        normal = policy_turn_value(NORMAL)
        for one, two in itertools.product(range(0, 350, 50), repeat=2):
            other = ThresholdAI("other", thresholds=(one, two, 300, 300, 300, 300))
            assert policy_turn_value(other) <= normal + 1e-9


class TestNormalThresholds:
    def test_shape(self) -> None:
        assert NORMAL.threshold(3) == 300  # the base
        assert NORMAL.threshold(1) < 300 and NORMAL.threshold(2) < 300  # few dice: lower
        assert [NORMAL.threshold(n) for n in range(3, 7)] == [300] * 4  # 3+ dice: the base
        behind = [NORMAL.threshold(3, b) for b in (0, 500, 2000, 5000, 20000)]
        assert behind == sorted(behind) and behind[-1] > behind[0]  # behind: higher
        assert NORMAL.threshold(3, -3000) == 300  # leading: the base

    def test_banks_at_its_threshold_with_three_dice_left(self) -> None:
        # 1, 5, 5 set aside from 1 5 5 2 3 6: 200 points, three dice left
        for before, banks in ((0, False), (50, False), (100, True)):
            game = game_after_roll([1, 5, 5, 2, 3, 6], turn_points=before)
            game.select([0, 1, 2])
            assert game.dice_to_roll == 3
            assert NORMAL.should_bank(game) is banks

    def test_wants_more_when_behind(self) -> None:
        game = game_after_roll([1, 5, 5, 2, 3, 6], turn_points=150, totals=(6000, 1000))
        game.select([0, 1, 2])
        assert game.turn_total == 350 and not NORMAL.should_bank(game)

    @settings(max_examples=300, deadline=None)
    @given(
        turn_points=st.integers(0, 60).map(lambda k: 50 * k),
        dice_left=st.integers(1, 6),
        gap=st.integers(-200, 200).map(lambda k: 50 * k),
    )
    def test_banks_exactly_from_its_threshold(
        self, turn_points: int, dice_left: int, gap: int
    ) -> None:
        """The rules page's rule: bank as soon as the turn reaches 300 (250 with one die,
        200 with two), plus 5 % of the gap to the leader (at most 500); never roll past it."""
        own = 5000
        other = min(9950, max(0, own + gap))
        if dice_left == 6:  # hot dice: all six set aside
            roll, points = [1, 1, 1, 5, 5, 5], 1500
        else:  # one 5 set aside, dice_left non-scoring dice stay
            roll, points = [5, 2, 3, 4, 6, 2][: dice_left + 1], 50
        game = game_after_roll(roll, turn_points, totals=(other, own))
        game.select([0] if dice_left < 6 else range(6))
        assert game.dice_to_roll == dice_left and game.turn_total == turn_points + points
        base = {1: 250, 2: 200}.get(dice_left, 300)
        threshold = base + min(500, round(0.05 * max(0, other - own)))
        assert NORMAL.should_bank(game) is (game.turn_total >= threshold)

    def test_set_aside_is_chosen_among_valid_dice(self) -> None:
        game = game_after_roll([1, 2, 3, 4, 6, 6])
        assert NORMAL.choose_set_aside(game) == (0,)

    def test_refuses_to_choose_before_a_roll(self) -> None:
        game = FarkleGame(2)
        with pytest.raises(WrongPhaseError):
            NORMAL.choose_set_aside(game)


class TestLastTurn:
    @pytest.mark.parametrize("ai", [NORMAL, EXPERT], ids=lambda ai: ai.name)
    def test_never_banks_before_beating_the_leader(self, ai: FarkleAI) -> None:
        # leader 10 500; the computer has 9 000 and 1 300 this turn: not enough
        game = game_after_roll([1, 5, 2, 2, 3, 6], 1150, totals=(10500, 9000), final_trigger=0)
        game.select([0])
        assert game.turn_total == 1250 and game.dice_to_roll == 5
        assert not ai.should_bank(game)
        assert situation(game).needed == 1501

    @pytest.mark.parametrize("ai", [NORMAL, EXPERT], ids=lambda ai: ai.name)
    def test_last_to_play_banks_as_soon_as_it_beats_the_leader(self, ai: FarkleAI) -> None:
        # six dice after hot dice would normally be rolled again; here it wins now
        game = game_after_roll([1, 1, 1, 5, 5, 5], 100, totals=(10500, 9000), final_trigger=0)
        game.select(range(6))
        assert game.hot_dice and game.turn_total == 1600
        assert ai.should_bank(game)

    def test_with_others_still_to_play_it_keeps_its_own_rule(self) -> None:
        # 3 seats: the trigger is seat 0, the computer seat 1, seat 2 plays after it
        game = game_after_roll([1, 1, 1, 5, 5, 5], 100, totals=(10500, 9000, 8000), final_trigger=0)
        game.select(range(6))
        assert not situation(game).last_to_play
        assert not EXPERT.should_bank(game)  # hot dice with 1 600: the Expert rolls on

    def test_expert_sets_aside_for_the_chance_to_win(self) -> None:
        roll = [1, 1, 2, 3, 5, 5]
        # mid-game, the best expected score keeps a single 1 and rolls five dice ...
        assert chosen_values(
            game_after_roll(roll), EXPERT.choose_set_aside(game_after_roll(roll))
        ) == (1,)
        # ... but needing 251 to win, 1 1 5 5 (300) wins at once: it takes them and banks
        game = game_after_roll(roll, 0, totals=(10500, 10250), final_trigger=0)
        indices = EXPERT.choose_set_aside(game)
        assert chosen_values(game, indices) == (1, 1, 5, 5)
        game.select(indices)
        assert EXPERT.should_bank(game)

    def test_reach_probability(self) -> None:
        assert reach_probability(50, 0, 6) == pytest.approx(1 - float(farkle_probability(6)))
        assert reach_probability(300, 300, 1) == 1.0
        chances = [reach_probability(n, 0, 6) for n in (50, 500, 1000, 3000)]
        assert chances == sorted(chances, reverse=True)

    def test_reach_probability_keeps_one_table(self) -> None:
        """Issue 25 (flat memory): the final rounds meet a new need at almost every
        decision; the chances of 80 needs hold one table (some 25 KiB), not one each
        (1 MiB)."""
        tracemalloc.start()
        try:
            reach_probability(50, 0, 6)  # the rolls' outcomes, cached once for good
            before = tracemalloc.get_traced_memory()[0]
            for needed in range(50, 4001, 50):
                reach_probability(needed, 0, 6)
            grown = tracemalloc.get_traced_memory()[0] - before
        finally:
            tracemalloc.stop()
        assert grown < 200 * 1024

    def test_reach_table_of_a_larger_need_gives_the_same_chances(self) -> None:
        small, large = _ReachTable(), _ReachTable()
        large.chance(80, 6)  # 4000 points
        for need in (1, 7, 20, 60):
            for dice in range(1, 7):
                assert large.chance(need, dice) == small.chance(need, dice)  # exactly


def check_turn(game: FarkleGame, ai: FarkleAI) -> None:
    """Play one computer turn, checking every step is legal and the turn ends."""
    seat, turn = game.current, game.turn_number
    roll: tuple[int, ...] = ()
    for count, step in enumerate(play_turn(game, ai)):
        assert count < 500
        if step.kind is StepKind.ROLL:
            roll = step.dice
        elif step.kind is StepKind.SET_ASIDE:
            assert set(step.indices) <= countable_dice(roll)
            assert score(step.dice) > 0
            assert step.dice == tuple(roll[i] for i in step.indices)
    assert game.is_over or (game.current, game.turn_number) != (seat, turn)


class TestWholeTurns:
    @settings(max_examples=40, deadline=None)
    @given(seed=seeds, level=st.sampled_from(LEVELS))
    def test_a_whole_game_between_computers_ends(self, seed: int, level: str) -> None:
        game = FarkleGame(["A", Player("CPU", is_computer=True)], target=5000)
        game.rng = random.Random(seed)
        players = (make_ai(level), NORMAL if level == "expert" else EXPERT)
        for _ in range(1000):
            if game.is_over:
                break
            check_turn(game, players[game.current])
        assert game.is_over and max(game.totals) >= 5000

    @settings(max_examples=30, deadline=None)
    @given(
        seed=seeds,
        level=st.sampled_from(LEVELS),
        leader=st.integers(0, 300).map(lambda k: 50 * k),
        own=st.integers(0, 200).map(lambda k: 50 * k),
    )
    def test_final_turns_end(self, seed: int, level: str, leader: int, own: int) -> None:
        game = FarkleGame(["A", Player("CPU", is_computer=True)], rng=random.Random(seed))
        game.totals = [leader, own]
        game.current, game.final_trigger = 1, 0
        check_turn(game, make_ai(level))
        assert game.is_over

    @settings(max_examples=200, deadline=None)
    @given(
        roll=st.lists(st.integers(1, 6), min_size=1, max_size=6),
        turn_points=st.integers(0, 100).map(lambda k: 50 * k),
        level=st.sampled_from(LEVELS),
    )
    def test_the_chosen_dice_always_count(
        self, roll: list[int], turn_points: int, level: str
    ) -> None:
        game = game_after_roll(roll, turn_points)
        if game.phase is not FarklePhase.CHOOSING:
            return
        indices = make_ai(level).choose_set_aside(game)
        assert indices and score(game.roll_dice[i] for i in indices) > 0
        game.select(indices)
        assert game.can_roll and game.can_bank

    def test_a_turn_can_start_after_the_engine_rolled(self) -> None:
        game = game_after_roll([1, 2, 3, 4, 6, 6], current=0, totals=(0, 0))
        steps = list(play_turn(game, NORMAL))
        assert steps[0].kind is StepKind.SET_ASIDE and steps[0].dice == (1,)
        assert game.current == 1


class TestFactory:
    def test_levels(self) -> None:
        assert make_ai() is NORMAL
        assert isinstance(make_ai("expert"), ExpertAI)
        assert make_ai("master").name == "master"
        with pytest.raises(ValueError, match="unknown"):
            make_ai("grandmaster")
