"""Farkle scoring, set-aside rules and turn flow: the seed's examples and the table."""

from __future__ import annotations

from fractions import Fraction

import pytest
from support.scripted import ScriptedRng

from dicegame.core.common import GameOverError, InvalidDiceError, Player
from dicegame.games.farkle.core.rules import (
    DieDoesNotCountError,
    FarkleGame,
    FarklePhase,
    InvalidSelectionError,
    NothingSetAsideError,
    WrongPhaseError,
    best_selection,
    countable_dice,
    farkle_probability,
    is_farkle,
    score,
)


class TestScore:
    @pytest.mark.parametrize(
        ("dice", "points"),
        [
            ((1,), 100),
            ((5,), 50),
            ((1, 5), 150),
            ((1, 1), 200),
            ((1, 1, 1), 1000),
            ((2, 2, 2), 200),
            ((6, 6, 6), 600),
            ((3, 3, 3, 3), 600),
            ((3, 3, 3, 3, 3), 900),
            ((3, 3, 3, 3, 3, 3), 1200),
            ((1, 1, 1, 1, 1, 1), 4000),
            ((1, 1, 1, 1), 2000),
            ((5, 5, 5, 5), 1000),
            ((1, 2, 3, 4, 5, 6), 1500),
            ((2, 2, 3, 3, 4, 4), 750),
            ((1, 1, 5, 5, 6, 6), 750),
            ((2, 2, 2, 2, 3, 3), 0),  # four of a kind + a pair is not three pairs
            ((2, 2, 2, 2, 1, 1), 600),  # ... so it is 400 + 100 + 100, not 750
            ((2, 2, 2, 3, 3, 3), 500),  # two triples
            ((1, 1, 1, 5, 5, 5), 1500),
            ((1, 2), 0),  # the 2 does not count
            ((2,), 0),
            ((5, 5, 6), 0),
            ((), 0),
        ],
    )
    def test_table(self, dice: tuple[int, ...], points: int) -> None:
        assert score(dice) == points

    def test_bad_dice(self) -> None:
        with pytest.raises(InvalidDiceError):
            score((1, 7))
        with pytest.raises(InvalidDiceError):
            score((1,) * 7)


class TestRollQueries:
    def test_seed_example_only_the_one_counts(self) -> None:
        roll = (1, 2, 3, 4, 6, 6)
        assert countable_dice(roll) == {0}
        assert not is_farkle(roll)

    def test_countable_dice_of_combinations(self) -> None:
        assert countable_dice((2, 3, 2, 4, 2, 6)) == {0, 2, 4}
        assert countable_dice((6, 5, 4, 3, 2, 1)) == set(range(6))
        assert countable_dice((2, 2, 3, 3, 4, 4)) == set(range(6))
        assert countable_dice((2, 3, 4, 6)) == set()

    def test_farkle(self) -> None:
        assert is_farkle((2, 3, 4, 6))
        assert is_farkle((2, 2, 3, 3, 4, 6))
        assert not is_farkle((2, 2, 3, 3, 4, 4))
        assert not is_farkle((5,))

    def test_best_selection(self) -> None:
        roll = (1, 1, 1, 5, 2, 3)
        assert sorted(roll[i] for i in best_selection(roll)) == [1, 1, 1, 5]

    def test_farkle_probabilities_exact(self) -> None:
        expected = [
            Fraction(2, 3),
            Fraction(4, 9),
            Fraction(5, 18),
            Fraction(17, 108),
            Fraction(25, 324),
            Fraction(5, 216),
        ]
        assert [farkle_probability(n) for n in range(1, 7)] == expected
        assert f"{float(farkle_probability(6)):.1%}" == "2.3%"
        assert f"{float(farkle_probability(1)):.1%}" == "66.7%"


def game_with(dice: list[int], players=2, target=10000) -> FarkleGame:
    return FarkleGame(players, target=target, rng=ScriptedRng(dice))


class TestFarkleGame:
    def test_refused_die_stays_in_play(self) -> None:
        game = game_with([1, 2, 3, 4, 6, 6])
        game.roll()
        assert game.toggle(0) is True
        with pytest.raises(DieDoesNotCountError):
            game.toggle(1)
        assert game.selected == {0}
        assert game.selection_score == 100 and game.dice_to_roll == 5

    def test_combinations_only_within_one_roll(self) -> None:
        game = game_with([5, 5, 2, 3, 4, 6, 5, 2, 3, 4])
        game.roll()
        game.toggle(0)
        game.toggle(1)
        assert game.selection_score == 100
        game.roll()  # rolls 4 dice: 5, 2, 3, 4
        assert game.roll_dice == (5, 2, 3, 4)
        game.toggle(0)
        assert game.selection_score == 50
        assert game.turn_total == 150  # not a triple of 5s (500)
        assert game.set_aside == [(5, 5)]

    def test_fewer_scoring_dice_may_be_set_aside(self) -> None:
        game = game_with([1, 1, 5, 2, 3, 4])
        game.roll()
        game.toggle(0)
        assert game.can_roll and game.dice_to_roll == 5

    def test_incomplete_triple_is_not_a_valid_selection(self) -> None:
        game = game_with([2, 2, 2, 3, 4, 6])
        game.roll()
        game.toggle(0)
        assert not game.can_roll and not game.can_bank
        with pytest.raises(InvalidSelectionError):
            game.roll()
        with pytest.raises(InvalidSelectionError):
            game.bank()
        game.toggle(1)
        game.toggle(2)
        assert game.can_bank and game.turn_total == 200

    def test_bank_adds_points_and_passes_turn(self) -> None:
        game = game_with([1, 5, 2, 3, 4, 6])
        game.roll()
        game.toggle(0)
        game.toggle(1)
        assert game.bank() == 150
        assert game.totals == [150, 0] and game.current == 1
        assert game.phase is FarklePhase.TURN_START

    def test_farkle_loses_turn_points(self) -> None:
        game = game_with([1, 5, 2, 3, 4, 6, 2, 3, 4, 6])
        game.roll()
        game.toggle(0)
        game.toggle(1)
        game.roll()
        assert game.phase is FarklePhase.FARKLED and game.lost_points == 150
        with pytest.raises(WrongPhaseError):
            game.bank()
        game.end_turn()
        assert game.totals == [0, 0] and game.current == 1

    def test_hot_dice_brings_six_back(self) -> None:
        game = game_with([1, 1, 1, 5, 5, 5, 2, 2, 2, 3, 4, 1])
        game.roll()
        for i in range(6):
            game.toggle(i)
        assert game.hot_dice and game.turn_total == 1500 and game.dice_to_roll == 6
        game.roll()
        assert len(game.roll_dice) == 6 and game.turn_points == 1500
        game.select([0, 1, 2, 5])
        assert game.bank() == 1500 + 300

    def test_nothing_set_aside(self) -> None:
        game = game_with([1, 5, 2, 3, 4, 6])
        with pytest.raises(WrongPhaseError):
            game.bank()
        game.roll()
        with pytest.raises(NothingSetAsideError):
            game.roll()
        with pytest.raises(NothingSetAsideError):
            game.bank()
        assert game.phase is FarklePhase.CHOOSING and game.roll_dice == (1, 5, 2, 3, 4, 6)

    def test_last_turn_for_everyone_else(self) -> None:
        game = FarkleGame(
            ["A", "B", Player("AI", True)],
            target=5000,
            rng=ScriptedRng([1, 1, 1, 1, 1, 1] + [1, 5, 2, 3, 4, 6] * 10),
        )
        game.totals = [1500, 0, 0]
        game.roll()
        game.select(range(6))
        game.bank()  # A: 1500 + 4000 = 5500, triggers the last turn
        assert game.final_trigger == 0 and game.is_final_round
        for _ in range(2):
            assert not game.is_over
            game.roll()
            game.select([0])
            game.bank()
        assert game.is_over and game.phase is FarklePhase.GAME_OVER
        with pytest.raises(GameOverError):
            game.roll()
        assert game.ranking()[0][2].name == "A"

    def test_banking_exactly_the_target_starts_the_last_round(self) -> None:
        """The spec: the first to *reach* the target by banking starts the last round."""
        game = game_with([1, 1, 1, 1, 1, 1], target=5000)
        game.totals = [1000, 0]
        game.roll()
        game.select(range(6))
        assert game.bank() == 4000 and game.totals[0] == 5000
        assert game.final_trigger == 0 and game.is_final_round

    def test_hot_dice_on_a_later_roll_of_three(self) -> None:
        """Hot dice when every die of *any* roll scores, not only a first roll of six."""
        game = game_with([2, 3, 4, 1, 1, 1, 1, 5, 5])
        game.roll()
        game.select([3, 4, 5])
        game.roll()
        assert game.roll_dice == (1, 5, 5)
        game.select([0, 1, 2])
        assert game.hot_dice and game.dice_to_roll == 6

    def test_one_player_game_ends_when_reaching_target(self) -> None:
        game = FarkleGame(1, target=5000, rng=ScriptedRng([1] * 6))
        game.totals = [1500]
        game.roll()
        game.select(range(6))
        game.bank()
        assert game.is_over

    def test_bad_target(self) -> None:
        with pytest.raises(ValueError):
            FarkleGame(2, target=1234)
