"""Farkle Master: the shipped tables (sha256, values), the turn recomputed from them, the
last turn, and the Master's choices in a game."""

from __future__ import annotations

import itertools
import json
import random
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.scripted import ScriptedRng

from dicegame.core import farkle_master
from dicegame.core.common import Player
from dicegame.core.farkle import TARGETS, FarkleGame, FarklePhase, farkle_probability
from dicegame.core.farkle_ai import make_ai, play_turn, set_aside_options
from dicegame.core.farkle_master import (
    STEP,
    TABLE_DIR,
    MasterAI,
    TableError,
    TurnValues,
    chance_to_win,
    choice_chances,
    last_turn_chance,
    load_table,
    master_table,
    meta_file,
    table_file,
)

SHIPPED = [target for target in TARGETS if (TABLE_DIR / table_file(target)).exists()]
MASTER = MasterAI()


def meta(target: int) -> dict:
    return json.loads((TABLE_DIR / meta_file(target)).read_text(encoding="utf-8"))


def test_the_tables_are_shipped_small() -> None:
    assert 5000 in SHIPPED
    total = sum(path.stat().st_size for path in TABLE_DIR.iterdir())
    assert total <= 1024 * 1024


@pytest.mark.parametrize("target", SHIPPED)
def test_table_loads_and_matches_its_sha256(target: int) -> None:
    table = load_table(target)
    units = target // STEP
    assert len(table) == units * units
    assert meta(target)["units"] == units
    assert all(0.0 <= value <= 1.0 for value in table)


def test_a_damaged_table_is_refused(tmp_path: Path) -> None:
    for name in (table_file(5000), meta_file(5000)):
        shutil.copy(TABLE_DIR / name, tmp_path / name)
    data = bytearray((tmp_path / table_file(5000)).read_bytes())
    data[100] ^= 0x01
    (tmp_path / table_file(5000)).write_bytes(bytes(data))
    with pytest.raises(TableError, match="sha256"):
        load_table(5000, tmp_path)
    (tmp_path / meta_file(5000)).unlink()
    with pytest.raises(TableError):
        load_table(5000, tmp_path)


@pytest.mark.parametrize("target", SHIPPED)
def test_spot_checks(target: int) -> None:
    table, units = master_table(target), target // STEP
    first = table[0]
    # the first player's chance: the sidecar's (and the benchmark's) figure; moving
    # first is an advantage
    assert first == pytest.approx(meta(target)["first_player"], abs=1e-6)
    assert 0.5 < first < 0.6
    # one point from the target against nothing: almost sure; the reverse: almost lost
    assert table[(units - 1) * units] > 0.99
    assert table[units - 1] < 0.05
    # more points never hurt: the chance grows with my score and falls with the other's
    row = [table[10 * units + b] for b in range(units)]
    column = [table[a * units + 10] for a in range(units)]
    assert all(later <= earlier + 1e-4 for earlier, later in itertools.pairwise(row))
    assert all(later >= earlier - 1e-4 for earlier, later in itertools.pairwise(column))


@pytest.mark.parametrize("target", SHIPPED)
def test_the_table_is_the_fixed_point_of_the_turn(target: int) -> None:
    """Replaying a turn from the table (banks and farkles read in the table) gives the
    table's own value at its start, to the build's tolerance."""
    rng = random.Random(target)
    units = target // STEP
    table = master_table(target)
    for a, b in [(0, 0), (units - 1, units - 1)] + [
        (rng.randrange(units), rng.randrange(units)) for _ in range(4)
    ]:
        values = TurnValues(target, STEP * a, STEP * b)
        assert values.start() == pytest.approx(table[a * units + b], abs=2e-4)


def test_last_turn_chances() -> None:
    # 50 behind, six dice: any scoring roll of 100 or more wins, 50 exactly draws
    assert last_turn_chance(50, 0, 6) < 1 - float(farkle_probability(6))
    assert last_turn_chance(0, 50, None) == 1.0
    assert last_turn_chance(50, 50, None) == 0.5
    assert last_turn_chance(100, 50, None) == 0.0
    chances = [last_turn_chance(behind, 0, 6) for behind in (50, 500, 1000, 3000)]
    assert chances == sorted(chances, reverse=True)


def game_after_roll(roll: list[int], turn_points: int = 0, totals=(0, 0), target=5000):
    game = FarkleGame(["H", Player("CPU", is_computer=True)], target=target)
    game.rng = ScriptedRng(roll)
    game.totals = list(totals)
    game.current = 1
    game.turn_points = turn_points
    game.roll()
    return game


@settings(max_examples=60, deadline=None)
@given(
    roll=st.lists(st.integers(1, 6), min_size=1, max_size=6),
    turn_points=st.integers(0, 40).map(lambda k: STEP * k),
    me=st.integers(0, 99).map(lambda k: STEP * k),
    other=st.integers(0, 99).map(lambda k: STEP * k),
)
def test_master_plays_the_tables_best_choice(
    roll: list[int], turn_points: int, me: int, other: int
) -> None:
    game = game_after_roll(roll, turn_points, (other, me))
    if game.phase is not FarklePhase.CHOOSING:
        return
    values = TurnValues(5000, me, other)
    best = max(
        max(values.bank(turn_points + o.points), values.roll(turn_points + o.points, o.dice_left))
        for o in set_aside_options(game.roll_dice)
    )
    game.select(MASTER.choose_set_aside(game))
    bank = values.bank(game.turn_total)
    roll_on = values.roll(game.turn_total, game.dice_to_roll)
    assert max(bank, roll_on) == pytest.approx(best, abs=1e-12)
    assert MASTER.should_bank(game) is (bank >= roll_on)
    assert chance_to_win(game) == pytest.approx(best, abs=1e-12)
    assert choice_chances(game, game.turn_total, game.dice_to_roll) == (bank, roll_on)


def test_master_rolls_on_when_far_behind_and_banks_near_the_goal() -> None:
    # 1 5 set aside from 1 5 2 3 4 6: 150 points, four dice left
    behind = game_after_roll([1, 5, 2, 3, 4, 6], 300, totals=(4800, 0))
    behind.select([0, 1])
    assert not MASTER.should_bank(behind)  # 450 of 5 000, the other nearly there: roll
    ahead = game_after_roll([1, 5, 2, 3, 4, 6], 300, totals=(0, 4800))
    ahead.select([0, 1])
    assert MASTER.should_bank(ahead)  # 5 250 banked triggers the last turn with a lead


def test_master_last_turn_takes_a_draw_only_when_it_pays() -> None:
    # last to play, 300 behind: three 5s (500) win at once
    wins = game_after_roll([5, 5, 5, 2, 3, 4], 0, totals=(5300, 5000))
    wins.final_trigger = 0
    wins.select([0, 1, 2])
    assert MASTER.should_bank(wins)
    # a draw (300) with five dice left: rolling on wins far more often than half
    level = game_after_roll([5, 2, 3, 4, 6, 6], 250, totals=(5300, 5000))
    level.final_trigger = 0
    level.select([0])
    assert level.turn_total == 300 and level.dice_to_roll == 5
    assert not MASTER.should_bank(level)
    # a draw (1 500) with one die left: half a win beats a one-in-three roll
    last_die = game_after_roll([5, 5, 5, 5, 5, 2], 0, totals=(6500, 5000))
    last_die.final_trigger = 0
    last_die.select(range(5))
    assert last_die.turn_total == 1500 and last_die.dice_to_roll == 1
    assert MASTER.should_bank(last_die)


def test_master_plays_whole_games() -> None:
    game = FarkleGame(["A", Player("CPU", is_computer=True)], target=5000)
    game.rng = random.Random(7)
    players = (make_ai("expert"), make_ai("master"))
    for _ in range(500):
        if game.game_over:
            break
        for _ in play_turn(game, players[game.current]):
            pass
    assert game.game_over


def test_without_a_table_the_master_plays_as_the_expert(monkeypatch) -> None:
    monkeypatch.setattr(farkle_master, "has_table", lambda target: False)
    game = game_after_roll([1, 1, 2, 3, 5, 5], 0)
    expert = make_ai("expert")
    assert MASTER.choose_set_aside(game) == expert.choose_set_aside(game) == (0,)
