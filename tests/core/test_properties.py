"""Property tests: random legal games terminate consistently; illegal actions change nothing."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from support.snapshots import game_fields

from dicegame.core.common import GameError
from dicegame.games.farkle.core.rules import FarkleGame, FarklePhase, score
from dicegame.games.penta.core.rules import ROUNDS, Box, PentaGame

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def try_illegal(game, snapshot, actions) -> None:
    """Call each action; an illegal one must raise and leave the state unchanged."""
    before = snapshot(game)
    for action in actions:
        try:
            action()
        except (GameError, IndexError, ValueError):
            assert snapshot(game) == before
        else:
            return


@settings(max_examples=40, deadline=None)
@given(seed=seeds, players=st.integers(min_value=1, max_value=6))
def test_random_penta_games_terminate_consistently(seed: int, players: int) -> None:
    choice = random.Random(seed)
    game = PentaGame(players, rng=random.Random(seed))
    while not game.is_over:
        game.roll()
        while game.rolls_left and choice.random() < 0.6:
            for i in range(5):
                if choice.random() < 0.4:
                    game.toggle_hold(i)
            game.roll()
        illegal = [lambda: game.score(choice.choice(list(Box)))]
        if game.rolls_left == 0:
            illegal.append(game.roll)
        try_illegal(game, game_fields, illegal)
        if game.is_over:
            break
        if game.dice is None:  # the illegal-looking action was legal and scored
            continue
        game.score(choice.choice(list(game.options())))
    assert game.round == ROUNDS
    for sheet in game.sheets:
        assert sheet.filled_count == 13
        assert sheet.total == (
            sheet.upper_total + sheet.upper_bonus + sheet.lower_total + sheet.penta_bonus
        )
        assert sheet.upper_bonus in (0, 35)


@settings(max_examples=40, deadline=None)
@given(seed=seeds, players=st.integers(min_value=1, max_value=6))
def test_random_farkle_games_terminate_consistently(seed: int, players: int) -> None:
    choice = random.Random(seed)
    game = FarkleGame(players, target=5000, rng=random.Random(seed))
    banked = [0] * players
    for _ in range(100_000):
        if game.phase is FarklePhase.GAME_OVER:
            break
        try_illegal(
            game, game_fields, [game.bank, game.end_turn, lambda: game.toggle(choice.randrange(6))]
        )
        phase = game.phase
        if phase is FarklePhase.TURN_START:
            game.roll()
        elif phase is FarklePhase.FARKLED:
            game.end_turn()
        elif phase is FarklePhase.CHOOSING:
            countable = sorted(game.countable())
            game.select(c for c in countable if choice.random() < 0.7)
            if not game.selection_valid:
                game.select(countable)
            if game.selection_valid and (game.dice_to_roll <= 2 or choice.random() < 0.3):
                seat = game.current
                banked[seat] += game.bank()
            elif game.selection_valid:
                game.roll()
            else:  # a pair of 2s etc.: take just the first scoring die if it alone counts
                game.select([c for c in countable if score([game.roll_dice[c]])][:1])
                if game.selection_valid:
                    game.roll()
    assert game.is_over
    assert game.totals == banked
    assert max(game.totals) >= 5000
    assert game.ranking()[0][3] == max(game.totals)


@given(st.lists(st.integers(min_value=1, max_value=6), min_size=0, max_size=6), st.randoms())
def test_farkle_score_is_independent_of_order(dice: list[int], rnd: random.Random) -> None:
    shuffled = dice[:]
    rnd.shuffle(shuffled)
    assert score(dice) == score(shuffled)


@given(st.lists(st.integers(min_value=1, max_value=6), min_size=1, max_size=6))
def test_farkle_score_never_below_its_parts(dice: list[int]) -> None:
    """Splitting a selection never beats taking it whole (best split is used)."""
    whole = score(dice)
    for cut in range(1, len(dice)):
        left, right = score(dice[:cut]), score(dice[cut:])
        if left and right:
            assert whole >= left + right
