"""Penta rules and score sheet: every example of the seeds, plus the edge cases."""

from __future__ import annotations

import random

import pytest

from dicegame.core.common import GameOverError, InvalidDiceError, Player, PlayerSetupError
from dicegame.games.penta.core.rules import (
    LOWER_BOXES,
    UPPER_BOXES,
    Box,
    BoxFilledError,
    JokerRuleError,
    NoRollsLeftError,
    NotRolledError,
    PentaGame,
    Sheet,
    box_score,
)


def sheet_with(**filled: int) -> Sheet:
    """A sheet whose named boxes hold the given points."""
    scores: list[int | None] = [None] * 13
    for name, points in filled.items():
        scores[Box[name]] = points
    return Sheet(tuple(scores))


def full_sheet_except(*open_boxes: Box, penta: int = 50) -> Sheet:
    scores: list[int | None] = [0] * 13
    scores[Box.PENTA] = penta
    for box in open_boxes:
        scores[box] = None
    return Sheet(tuple(scores))


class TestBoxScores:
    def test_seed_example_1_1_3_4_6(self) -> None:
        options = Sheet().options((1, 1, 3, 4, 6))
        assert options[Box.ONES] == 2
        assert options[Box.THREES] == 3
        assert options[Box.FOURS] == 4
        assert options[Box.SIXES] == 6
        assert options[Box.TWOS] == 0 and options[Box.FIVES] == 0
        assert options[Box.FULL_HOUSE] == 0
        assert options[Box.LARGE_STRAIGHT] == 0
        assert options[Box.SMALL_STRAIGHT] == 0
        assert options[Box.THREE_OF_A_KIND] == 0
        assert options[Box.CHANCE] == 15
        assert options[Box.PENTA] == 0
        assert list(options) == list(Box)  # every box open, sheet order

    @pytest.mark.parametrize(
        ("box", "dice", "points"),
        [
            (Box.THREE_OF_A_KIND, (3, 3, 3, 2, 6), 17),
            (Box.THREE_OF_A_KIND, (3, 3, 2, 2, 6), 0),
            (Box.FOUR_OF_A_KIND, (5, 5, 5, 5, 1), 21),
            (Box.FOUR_OF_A_KIND, (5, 5, 5, 1, 1), 0),
            (Box.FOUR_OF_A_KIND, (2, 2, 2, 2, 2), 10),
            (Box.FULL_HOUSE, (2, 2, 3, 3, 3), 25),
            (Box.FULL_HOUSE, (4, 4, 4, 4, 4), 0),
            (Box.FULL_HOUSE, (4, 4, 4, 4, 1), 0),
            (Box.SMALL_STRAIGHT, (1, 2, 3, 4, 6), 30),
            (Box.SMALL_STRAIGHT, (3, 4, 5, 6, 6), 30),
            (Box.SMALL_STRAIGHT, (2, 3, 4, 5, 6), 30),
            (Box.SMALL_STRAIGHT, (1, 2, 3, 5, 6), 0),
            (Box.LARGE_STRAIGHT, (1, 2, 3, 4, 5), 40),
            (Box.LARGE_STRAIGHT, (6, 5, 4, 3, 2), 40),
            (Box.LARGE_STRAIGHT, (1, 2, 3, 4, 6), 0),
            (Box.CHANCE, (6, 6, 6, 6, 5), 29),
            (Box.PENTA, (3, 3, 3, 3, 3), 50),
            (Box.PENTA, (3, 3, 3, 3, 2), 0),
            (Box.SIXES, (6, 6, 1, 6, 2), 18),
        ],
    )
    def test_box_score(self, box: Box, dice: tuple[int, ...], points: int) -> None:
        assert box_score(box, dice) == points

    def test_penta_is_not_a_straight_or_full_without_joker(self) -> None:
        options = Sheet().options((4, 4, 4, 4, 4))
        assert options[Box.FULL_HOUSE] == 0
        assert options[Box.LARGE_STRAIGHT] == 0
        assert options[Box.SMALL_STRAIGHT] == 0
        assert options[Box.PENTA] == 50

    @pytest.mark.parametrize(
        "dice", [(1, 2, 3, 4), (1, 2, 3, 4, 5, 6), (0, 1, 2, 3, 4), (1, 2, 3, 4, 7)]
    )
    def test_bad_dice_rejected(self, dice: tuple[int, ...]) -> None:
        with pytest.raises(InvalidDiceError):
            Sheet().options(dice)


class TestBonuses:
    def test_upper_bonus_at_exactly_63(self) -> None:
        sheet = sheet_with(ONES=3, TWOS=6, THREES=9, FOURS=12, FIVES=15)
        assert sheet.upper_total == 45 and sheet.upper_bonus == 0
        done = sheet.score(Box.SIXES, (6, 6, 6, 1, 2))
        assert done.upper_total == 63
        assert done.upper_bonus == 35
        assert done.total == 98

    def test_no_upper_bonus_at_62(self) -> None:
        sheet = sheet_with(ONES=2, TWOS=6, THREES=9, FOURS=12, FIVES=15, SIXES=18)
        assert sheet.upper_total == 62 and sheet.upper_bonus == 0

    def test_joker_five_fours_forces_fours(self) -> None:
        sheet = sheet_with(PENTA=50)
        assert sheet.options((4, 4, 4, 4, 4)) == {Box.FOURS: 20}
        scored = sheet.score(Box.FOURS, (4, 4, 4, 4, 4))
        assert scored[Box.FOURS] == 20
        assert scored.penta_bonus == 100
        assert scored.total == 50 + 20 + 100

    def test_joker_forbidden_box_raises_and_changes_nothing(self) -> None:
        sheet = sheet_with(PENTA=50)
        with pytest.raises(JokerRuleError):
            sheet.score(Box.CHANCE, (4, 4, 4, 4, 4))
        assert sheet == sheet_with(PENTA=50)

    def test_joker_lower_boxes_when_upper_filled(self) -> None:
        sheet = sheet_with(PENTA=50, FOURS=12)
        options = sheet.options((4, 4, 4, 4, 4))
        assert options == {
            Box.THREE_OF_A_KIND: 20,
            Box.FOUR_OF_A_KIND: 20,
            Box.FULL_HOUSE: 25,
            Box.SMALL_STRAIGHT: 30,
            Box.LARGE_STRAIGHT: 40,
            Box.CHANCE: 20,
        }
        scored = sheet.score(Box.LARGE_STRAIGHT, (4, 4, 4, 4, 4))
        assert scored[Box.LARGE_STRAIGHT] == 40
        assert scored.total == 50 + 12 + 40 + 100

    def test_joker_upper_zero_when_lower_full(self) -> None:
        sheet = full_sheet_except(Box.ONES, Box.THREES)
        options = sheet.options((4, 4, 4, 4, 4))
        assert options == {Box.ONES: 0, Box.THREES: 0}
        scored = sheet.score(Box.ONES, (4, 4, 4, 4, 4))
        assert scored[Box.ONES] == 0
        assert scored.penta_bonus == 100

    def test_sacrificed_penta_gives_no_joker_and_no_bonus(self) -> None:
        sheet = sheet_with(PENTA=0)
        options = sheet.options((4, 4, 4, 4, 4))
        assert set(options) == set(Box) - {Box.PENTA}
        assert options[Box.LARGE_STRAIGHT] == 0
        assert options[Box.FULL_HOUSE] == 0
        assert options[Box.FOURS] == 20
        scored = sheet.score(Box.CHANCE, (4, 4, 4, 4, 4))
        assert scored.penta_bonus == 0
        assert scored.total == 20

    def test_second_and_third_penta_each_give_100(self) -> None:
        sheet = sheet_with(PENTA=50)
        sheet = sheet.score(Box.SIXES, (6, 6, 6, 6, 6))
        sheet = sheet.score(Box.TWOS, (2, 2, 2, 2, 2))
        assert sheet.penta_bonus == 200
        assert sheet.total == 50 + 30 + 10 + 200

    def test_total_sums_its_parts(self) -> None:
        sheet = sheet_with(ONES=3, SIXES=30, THREE_OF_A_KIND=20, PENTA=50)
        sheet = Sheet(sheet.scores, penta_bonuses=1)
        assert sheet.total == sheet.upper_total + sheet.upper_bonus + sheet.lower_total + 100


class TestSacrifice:
    def test_no_open_box_scores(self) -> None:
        sheet = full_sheet_except(Box.TWOS, Box.FIVES, Box.FULL_HOUSE, Box.LARGE_STRAIGHT)
        assert sheet.no_open_box_scores((1, 1, 3, 4, 6))

    def test_some_box_scores(self) -> None:
        assert not Sheet().no_open_box_scores((1, 1, 3, 4, 6))
        sheet = full_sheet_except(Box.ONES, Box.FULL_HOUSE)
        assert not sheet.no_open_box_scores((1, 1, 3, 4, 6))

    def test_joker_is_never_a_sacrifice(self) -> None:
        sheet = full_sheet_except(Box.ONES)
        assert sheet.options((4, 4, 4, 4, 4)) == {Box.ONES: 0}
        assert not sheet.no_open_box_scores((4, 4, 4, 4, 4))

    def test_filled_box_raises(self) -> None:
        sheet = sheet_with(CHANCE=20)
        with pytest.raises(BoxFilledError):
            sheet.score(Box.CHANCE, (1, 2, 3, 4, 5))


class TestPentaGame:
    def test_turn_flow_and_rounds(self) -> None:
        game = PentaGame(["Ana", "Rui"], rng=random.Random(1))
        assert game.round == 1 and game.current == 0 and game.rolls_left == 3
        dice = game.roll()
        assert len(dice) == 5 and game.rolls_left == 2
        game.score(Box.CHANCE)
        assert game.current == 1 and game.round == 1 and game.dice is None
        game.roll()
        game.score(Box.CHANCE)
        assert game.current == 0 and game.round == 2

    def test_holds_survive_a_roll(self) -> None:
        game = PentaGame(1, rng=random.Random(3))
        first = game.roll()
        game.toggle_hold(0)
        game.toggle_hold(3)
        second = game.roll()
        assert second[0] == first[0] and second[3] == first[3]
        assert game.held == (True, False, False, True, False)

    @pytest.mark.parametrize(
        ("action", "error"),
        [
            (lambda g: g.toggle_hold(0), NotRolledError),
            (lambda g: g.score(Box.CHANCE), NotRolledError),
            (lambda g: g.options(), NotRolledError),
        ],
    )
    def test_actions_before_roll_raise(self, action, error) -> None:
        game = PentaGame(2, rng=random.Random(0))
        with pytest.raises(error):
            action(game)
        assert game.dice is None and game.rolls_used == 0

    def test_fourth_roll_raises_and_changes_nothing(self) -> None:
        game = PentaGame(1, rng=random.Random(0))
        for _ in range(3):
            game.roll()
        dice, state = game.dice, game.rng.getstate()
        with pytest.raises(NoRollsLeftError):
            game.roll()
        assert game.dice == dice and game.rng.getstate() == state and game.rolls_left == 0

    def test_filled_box_in_game_raises(self) -> None:
        game = PentaGame(1, rng=random.Random(0))
        game.roll()
        game.score(Box.CHANCE)
        game.roll()
        dice = game.dice
        with pytest.raises(BoxFilledError):
            game.score(Box.CHANCE)
        assert game.dice == dice and game.round == 2

    def test_non_joker_box_during_joker_raises(self) -> None:
        game = PentaGame(1, rng=random.Random(0))
        game.sheets[0] = sheet_with(PENTA=50)
        game.roll()
        game.dice = (2, 2, 2, 2, 2)
        with pytest.raises(JokerRuleError):
            game.score(Box.CHANCE)
        assert game.sheets[0] == sheet_with(PENTA=50)
        assert game.score(Box.TWOS) == 110

    def test_game_ends_after_13_rounds_and_then_refuses(self) -> None:
        game = PentaGame(["A", "B"], rng=random.Random(5))
        for _ in range(26):
            game.roll()
            game.score(next(iter(game.options())))
        assert game.is_over and all(sheet.is_complete for sheet in game.sheets)
        for action in (game.roll, lambda: game.score(Box.CHANCE), lambda: game.toggle_hold(1)):
            with pytest.raises(GameOverError):
                action()

    def test_ranking_shares_places(self) -> None:
        game = PentaGame(["A", "B", "C"])
        game.sheets = [sheet_with(CHANCE=20), sheet_with(CHANCE=25), sheet_with(CHANCE=20)]
        assert [(place, seat) for place, seat, _, _ in game.ranking()] == [(1, 1), (2, 0), (2, 2)]

    def test_player_setup(self) -> None:
        game = PentaGame(["Ana", Player("Computer", is_computer=True)])
        assert game.players[1].is_computer
        with pytest.raises(PlayerSetupError):
            PentaGame([f"P{i}" for i in range(7)])
        with pytest.raises(PlayerSetupError):
            PentaGame([Player("X", True), Player("Y", True)])

    def test_must_sacrifice_query(self) -> None:
        game = PentaGame(1)
        game.sheets[0] = full_sheet_except(Box.TWOS, Box.FIVES, Box.FULL_HOUSE)
        game.roll()
        game.dice = (1, 1, 3, 4, 6)
        assert game.must_sacrifice()

    def test_sheet_halves(self) -> None:
        assert set(LOWER_BOXES) | set(UPPER_BOXES) == set(Box)
        assert [box.face for box in UPPER_BOXES] == [1, 2, 3, 4, 5, 6]
