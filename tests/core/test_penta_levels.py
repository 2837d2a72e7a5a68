"""Penta computer levels: Perfect is the strategy, Good a softmax of it, Beginner greedy,
Casual half Good and half Beginner."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.levels import (
    CASUAL_BEGINNER_SHARE,
    GOOD_TEMPERATURE,
    PentaLevel,
    choose_box,
    choose_hold,
    play_solitaire,
    stops_rolling,
)
from dicegame.games.penta.core.rules import Box, Sheet

DICE = st.lists(st.integers(1, 6), min_size=5, max_size=5).map(tuple)


@settings(max_examples=40, deadline=None)
@given(dice=DICE, rolls_left=st.sampled_from([1, 2]))
def test_perfect_is_the_optimal_strategy(dice, rolls_left) -> None:
    sheet = Sheet()
    rng = random.Random(0)
    assert choose_hold(PentaLevel.PERFECT, sheet, dice, rolls_left, rng) == strategy.best_hold(
        sheet, dice, rolls_left
    )
    assert choose_box(PentaLevel.PERFECT, sheet, dice, rng) == strategy.best_box(sheet, dice)


def test_good_picks_by_a_softmax_of_the_expected_values() -> None:
    sheet = Sheet()
    dice = (1, 2, 3, 4, 6)
    ranked = dict(strategy.rank_boxes(sheet, dice))
    rng = random.Random(7)
    picks = Counter(choose_box(PentaLevel.GOOD, sheet, dice, rng) for _ in range(3000))
    best = max(ranked, key=ranked.get)
    assert picks.most_common(1)[0][0] == best
    assert set(picks) <= set(ranked)
    for box, count in picks.items():
        # a choice d points worse is exp(-d/T) times as likely as the best, within noise
        expected = 3000 * (2.718281828 ** ((ranked[box] - ranked[best]) / GOOD_TEMPERATURE))
        assert count <= expected * 1.5 + 30
    far_worse = [box for box, value in ranked.items() if ranked[best] - value > 25]
    assert far_worse and not any(picks[box] for box in far_worse)


def test_good_replays_exactly_from_the_same_seed() -> None:
    sheet = Sheet()
    dice = (2, 2, 3, 5, 6)
    first = [choose_hold(PentaLevel.GOOD, sheet, dice, 2, random.Random(3)) for _ in range(5)]
    again = [choose_hold(PentaLevel.GOOD, sheet, dice, 2, random.Random(3)) for _ in range(5)]
    assert first == again


def test_beginner_keeps_its_most_common_face_higher_on_a_tie() -> None:
    rng = random.Random(0)
    assert choose_hold(PentaLevel.BEGINNER, Sheet(), (2, 5, 2, 6, 1), 2, rng) == (2, 2)
    assert choose_hold(PentaLevel.BEGINNER, Sheet(), (3, 3, 5, 5, 1), 1, rng) == (5, 5)
    five = choose_hold(PentaLevel.BEGINNER, Sheet(), (4, 4, 4, 4, 4), 2, rng)
    assert stops_rolling(five)


def test_beginner_scores_the_box_that_writes_most_now() -> None:
    rng = random.Random(0)
    # 6-6-6-5-5: Full writes 25, Three of a kind 28, Chance 28, Sixes 18
    box = choose_box(PentaLevel.BEGINNER, Sheet(), (6, 6, 6, 5, 5), rng)
    assert box in (Box.THREE_OF_A_KIND, Box.CHANCE)
    assert Sheet().options((6, 6, 6, 5, 5))[box] == 28


def _rule_drawn(rng: random.Random) -> PentaLevel:
    """The level whose rule Casual uses for one choice, drawn as Casual draws it."""
    return PentaLevel.BEGINNER if rng.random() < CASUAL_BEGINNER_SHARE else PentaLevel.GOOD


@settings(max_examples=30, deadline=None)
@given(dice=DICE, rolls_left=st.sampled_from([1, 2]), seed=st.integers(0, 10_000))
def test_casual_makes_each_choice_by_good_or_beginner_from_the_seed(dice, rolls_left, seed) -> None:
    sheet = Sheet(tuple(18 if box is Box.SIXES else None for box in Box))  # a turn later
    rng, twin = random.Random(seed), random.Random(seed)
    hold = choose_hold(PentaLevel.CASUAL, sheet, dice, rolls_left, rng)
    assert hold == choose_hold(_rule_drawn(twin), sheet, dice, rolls_left, twin)
    box = choose_box(PentaLevel.CASUAL, sheet, dice, rng)
    assert box == choose_box(_rule_drawn(twin), sheet, dice, twin)
    assert rng.getstate() == twin.getstate()  # and it draws nothing else


def test_casual_takes_the_beginners_box_about_half_the_time() -> None:
    sheet, dice = Sheet(), (1, 1, 2, 2, 3)
    greedy = choose_box(PentaLevel.BEGINNER, sheet, dice, random.Random(0))
    assert greedy is Box.CHANCE  # 9 points now: the novice's waste of the Chance
    ranked = dict(strategy.rank_boxes(sheet, dice))
    best = max(ranked.values())
    weights = {
        box: 2.718281828 ** ((value - best) / GOOD_TEMPERATURE) for box, value in ranked.items()
    }
    good_share = weights[greedy] / sum(weights.values())
    assert good_share < 1e-5  # Good (almost) never does
    rng = random.Random(5)
    picks = Counter(choose_box(PentaLevel.CASUAL, sheet, dice, rng) for _ in range(1000))
    expected = 1000 * (CASUAL_BEGINNER_SHARE + (1 - CASUAL_BEGINNER_SHARE) * good_share)
    assert abs(picks[greedy] - expected) < 4 * (1000 * 0.25) ** 0.5  # four standard deviations


#: The benchmark's means of 10 000 games (benchmarks/RESULTS.md, Penta levels).
GOOD_MEAN, BEGINNER_MEAN = 234.04, 162.07


def test_casual_scores_between_good_and_beginner() -> None:
    """A modest seeded sample: 100 games (a standard error of about 6 points) lie well
    between the benchmark's Good and Beginner, near the 200 that Casual aims at."""
    rng = random.Random("casual-sample")
    mean = sum(play_solitaire(PentaLevel.CASUAL, rng) for _ in range(100)) / 100
    assert BEGINNER_MEAN + 15 < mean < GOOD_MEAN - 15, mean
