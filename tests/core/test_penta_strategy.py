"""The optimal Penta policy: API, consistency with the table, legality, whole games."""

from __future__ import annotations

import random
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from dicegame.games.penta.core.rules import (
    Box,
    BoxFilledError,
    JokerRuleError,
    PentaGame,
    Sheet,
)
from dicegame.games.penta.core.strategy import (
    ROLLS,
    StrategyTableError,
    best_box,
    best_hold,
    decision_loss,
    expected_score,
    hold_flags,
    load_table,
    position_value,
    rank_boxes,
    rank_holds,
    roll_boxes,
    table_paths,
)

E_START = 254.4848


def sheet_with(penta: int | None = None, **filled: int) -> Sheet:
    scores: list[int | None] = [None] * 13
    for name, points in filled.items():
        scores[Box[name]] = points
    scores[Box.PENTA] = penta
    return Sheet(tuple(scores))


def only_open(*open_boxes: Box, penta: int = 50) -> Sheet:
    scores: list[int | None] = [0] * 13
    scores[Box.PENTA] = penta
    for box in open_boxes:
        scores[box] = None
    return Sheet(tuple(scores))


def play_game(rng: random.Random) -> tuple[PentaGame, list[Sheet]]:
    """One solitaire game played by the strategy; also the sheet at each turn start."""
    game = PentaGame(1, rng=rng)
    sheets = []
    while not game.is_over:
        sheets.append(game.sheet)
        game.roll()
        while game.rolls_left > 0:
            keep = best_hold(game.sheet, game.dice, game.rolls_left)
            if len(keep) == 5:
                break
            game.set_holds(hold_flags(game.dice, keep))
            game.roll()
        box = best_box(game.sheet, game.dice)
        assert box in game.options()
        game.score(box)
    return game, sheets


@pytest.fixture(scope="module")
def game_sheets() -> list[Sheet]:
    """Turn-start sheets of a few played games: reachable states of every stage."""
    rng = random.Random(11)
    sheets: list[Sheet] = []
    for _ in range(3):
        sheets += play_game(rng)[1]
    return sheets


class TestExpectedScore:
    def test_start_of_game(self) -> None:
        assert expected_score(Sheet()) == pytest.approx(E_START, abs=1e-3)

    def test_complete_sheet(self) -> None:
        assert expected_score(only_open()) == 0.0

    def test_start_value_is_the_mean_of_the_first_roll(self, game_sheets: list[Sheet]) -> None:
        # Recomputes the table entry in pure Python from its successors.
        for sheet in game_sheets[::5]:
            mean = (
                sum(position_value(sheet, roll, 2) * probability(roll) for roll in ROLLS)
                - sheet.total
            )
            assert mean == pytest.approx(expected_score(sheet), abs=2e-3)

    def test_upper_total_beyond_63_counts_as_63(self) -> None:
        high = sheet_with(SIXES=30, FIVES=25, FOURS=20)
        capped = sheet_with(SIXES=30, FIVES=25, FOURS=8)
        assert expected_score(high) == expected_score(capped)


def probability(roll: tuple[int, ...]) -> float:
    ways = 120
    for face in set(roll):
        ways //= [1, 1, 2, 6, 24, 120][roll.count(face)]
    return ways / 6**5


class TestBoxes:
    def test_ranking_lists_every_legal_box_best_first(self) -> None:
        rows = rank_boxes(Sheet(), (6, 6, 6, 2, 3))
        assert {box for box, _ in rows} == set(Box)
        values = [value for _, value in rows]
        assert values == sorted(values, reverse=True)

    def test_obvious_choices(self) -> None:
        assert best_box(Sheet(), (6, 6, 6, 6, 6)) is Box.PENTA
        assert best_box(Sheet(), (2, 3, 4, 5, 6)) is Box.LARGE_STRAIGHT
        assert best_box(only_open(Box.CHANCE, Box.ONES), (6, 6, 5, 5, 4)) is Box.CHANCE

    def test_expected_final_is_total_plus_points_plus_rest(self) -> None:
        sheet = sheet_with(SIXES=18)
        box, value = rank_boxes(sheet, (5, 5, 5, 2, 1))[0]
        after = sheet.score(box, (5, 5, 5, 2, 1))
        assert value == pytest.approx(after.total + expected_score(after))

    def test_joker_is_always_respected(self) -> None:
        rng = random.Random(5)
        for _ in range(200):
            open_boxes = rng.sample([b for b in Box if b is not Box.PENTA], rng.randint(1, 12))
            sheet = only_open(*open_boxes, penta=rng.choice((0, 50)))
            dice = (rng.randint(1, 6),) * 5
            assert best_box(sheet, dice) in sheet.options(dice)
            assert {box for box, _ in rank_boxes(sheet, dice)} == set(sheet.options(dice))

    def test_joker_face_box_is_forced(self) -> None:
        sheet = sheet_with(penta=50)
        assert rank_boxes(sheet, (4, 4, 4, 4, 4)) == [
            (
                Box.FOURS,
                pytest.approx(50 + 20 + 100 + expected_score(sheet.score(Box.FOURS, (4,) * 5))),
            )
        ]


class TestHolds:
    def test_every_distinct_hold_is_listed(self) -> None:
        rows = rank_holds(Sheet(), (1, 3, 1, 2, 3), 2)
        assert len(rows) == 3 * 2 * 3
        assert len({keep for keep, _ in rows}) == len(rows)
        assert all(keep == tuple(sorted(keep)) for keep, _ in rows)
        values = [value for _, value in rows]
        assert values == sorted(values, reverse=True)

    def test_obvious_holds(self) -> None:
        assert best_hold(Sheet(), (6, 2, 6, 6, 6), 2) == (6, 6, 6, 6)
        assert best_hold(Sheet(), (5, 3, 2, 4, 6), 1) == (2, 3, 4, 5, 6)

    def test_holding_all_with_one_roll_left_is_the_best_box(self, game_sheets: list[Sheet]) -> None:
        rng = random.Random(2)
        for sheet in game_sheets[::3]:
            for dice in rng.sample(ROLLS, 20) + [(3,) * 5]:
                values = dict(rank_holds(sheet, dice, 1))
                assert values[dice] == pytest.approx(rank_boxes(sheet, dice)[0][1], abs=1e-9)

    def test_rolls_left_must_be_one_or_two(self) -> None:
        with pytest.raises(ValueError):
            rank_holds(Sheet(), (1, 2, 3, 4, 5), 0)

    def test_hold_flags_map_values_to_positions(self) -> None:
        assert hold_flags((6, 2, 6, 1, 6), (6, 6)) == (True, False, True, False, False)
        assert hold_flags((1, 2, 3, 4, 5), ()) == (False,) * 5
        with pytest.raises(ValueError):
            hold_flags((1, 2, 3, 4, 5), (6,))


class TestDecisionLoss:
    def test_optimal_decisions_lose_nothing(self) -> None:
        dice = (6, 6, 6, 2, 3)
        assert decision_loss(Sheet(), dice, 2, best_hold(Sheet(), dice, 2)) == 0
        assert decision_loss(Sheet(), dice, 0, best_box(Sheet(), dice)) == 0

    def test_a_worse_hold_loses_the_difference(self) -> None:
        dice = (6, 6, 6, 2, 3)
        values = dict(rank_holds(Sheet(), dice, 1))
        loss = decision_loss(Sheet(), dice, 1, (2, 3))
        assert loss == pytest.approx(values[(6, 6, 6)] - values[(2, 3)])
        assert loss > 0

    def test_scoring_early_is_compared_with_the_best_hold(self) -> None:
        dice = (1, 1, 2, 3, 5)
        loss = decision_loss(Sheet(), dice, 2, Box.CHANCE)
        assert loss == pytest.approx(
            rank_holds(Sheet(), dice, 2)[0][1] - dict(rank_boxes(Sheet(), dice))[Box.CHANCE]
        )
        assert loss > 0

    def test_illegal_choices_raise(self) -> None:
        with pytest.raises(BoxFilledError):
            decision_loss(sheet_with(ONES=3), (1, 1, 1, 2, 3), 0, Box.ONES)
        with pytest.raises(JokerRuleError):
            decision_loss(sheet_with(penta=50), (4,) * 5, 0, Box.CHANCE)
        with pytest.raises(ValueError):
            decision_loss(Sheet(), (1, 2, 3, 4, 5), 1, (6,))


class TestTable:
    def test_corrupt_table_is_refused(self, tmp_path: Path) -> None:
        values, meta = table_paths()
        shutil.copy(meta, tmp_path / meta.name)
        data = bytearray(values.read_bytes())
        data[1000] ^= 1
        (tmp_path / values.name).write_bytes(bytes(data))
        with pytest.raises(StrategyTableError):
            load_table(tmp_path)

    def test_missing_table_is_reported(self, tmp_path: Path) -> None:
        with pytest.raises(StrategyTableError):
            load_table(tmp_path)

    @pytest.mark.process
    def test_runtime_needs_no_numpy(self) -> None:
        code = (
            "import sys\n"
            "from dicegame.games.penta.core.rules import Sheet\n"
            "from dicegame.games.penta.core import strategy as s\n"
            "s.best_hold(Sheet(), (1, 2, 3, 4, 6), 2)\n"
            "assert 'numpy' not in sys.modules\n"
        )
        subprocess.run([sys.executable, "-c", code], check=True)


class TestWholeGames:
    def test_games_end_complete(self) -> None:
        game, sheets = play_game(random.Random(1))
        assert game.sheet.is_complete
        assert len(sheets) == 13

    def test_mean_score_matches_expected_start(self) -> None:
        # Fixed seed: deterministic. 200 games: standard error about 4 points.
        rng = random.Random(2024)
        scores = [play_game(rng)[0].sheet.total for _ in range(200)]
        error = statistics.stdev(scores) / len(scores) ** 0.5
        assert abs(statistics.mean(scores) - E_START) < 3 * error


def test_roll_boxes_are_best_box_for_every_roll(game_sheets: list[Sheet]) -> None:
    """The per-roll boxes the chance to win follows are the computer's own choices, joker
    rolls and ties included (here with the Penta box holding 50, 0 and open)."""
    sheets = game_sheets[::5] + [only_open(Box.ONES, Box.FULL_HOUSE), only_open(Box.SIXES, penta=0)]
    for sheet in sheets:
        assert list(roll_boxes(sheet)) == [best_box(sheet, roll) for roll in ROLLS]
