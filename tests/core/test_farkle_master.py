"""Farkle Master: the shipped tables (sha256, values), the turn recomputed from them, the
last turn, and the Master's choices in a game."""

from __future__ import annotations

import hashlib
import itertools
import json
import lzma
import random
import shutil
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.master_tables import damaged_tables
from support.scripted import ScriptedRng

from dicegame.core.common import Player
from dicegame.games.farkle.core import master as farkle_master
from dicegame.games.farkle.core.ai import play_turn
from dicegame.games.farkle.core.expert_table import EXPERT_META, EXPERT_TABLE
from dicegame.games.farkle.core.levels import make_ai
from dicegame.games.farkle.core.master import (
    ENCODING,
    SCALE,
    STEP,
    TABLE_DIR,
    MasterAI,
    TableError,
    TurnValues,
    chance_to_win,
    choice_chances,
    decode_table,
    encode_table,
    has_table,
    last_turn_chance,
    load_table,
    master_table,
    meta_file,
    table_file,
)
from dicegame.games.farkle.core.rolls import set_aside_options
from dicegame.games.farkle.core.rules import TARGETS, FarkleGame, FarklePhase, farkle_probability
from dicegame.games.farkle.engine.engine import Chances, win_chances

MASTER = MasterAI()
QUANTUM = 0.5 / SCALE  # the largest rounding error of a stored chance


def meta(target: int) -> dict:
    return json.loads((TABLE_DIR / meta_file(target)).read_text(encoding="utf-8"))


def test_every_target_has_its_table_and_they_are_small() -> None:
    names = {path.name for path in TABLE_DIR.iterdir()}
    expert = {EXPERT_TABLE, EXPERT_META}  # the Expert's turn table lives beside them
    assert names == {table_file(t) for t in TARGETS} | {meta_file(t) for t in TARGETS} | expert
    total = sum(path.stat().st_size for path in TABLE_DIR.iterdir())
    assert total <= 1024 * 1024
    # what the installers pay for: the tables compress well (xz, as in the .deb)
    packed = sum(len(lzma.compress((TABLE_DIR / table_file(t)).read_bytes())) for t in TARGETS)
    assert packed <= 100 * 1024


@pytest.mark.parametrize("target", TARGETS)
def test_table_loads_and_matches_its_sha256(target: int) -> None:
    data = (TABLE_DIR / table_file(target)).read_bytes()
    assert hashlib.sha256(data).hexdigest() == meta(target)["sha256"]
    assert meta(target)["encoding"] == ENCODING and meta(target)["scale"] == SCALE
    table = load_table(target)
    units = target // STEP
    assert len(table) == units * units == len(data) // 2
    assert meta(target)["units"] == units and meta(target)["bytes"] == len(data)
    assert min(table) >= 0.0 and max(table) <= 1.0
    assert has_table(target)


def copy_table(target: int, folder: Path) -> tuple[Path, Path]:
    for name in (table_file(target), meta_file(target)):
        shutil.copy(TABLE_DIR / name, folder / name)
    return folder / table_file(target), folder / meta_file(target)


def test_a_damaged_table_is_refused(tmp_path: Path) -> None:
    values, sidecar = copy_table(5000, tmp_path)
    data = bytearray(values.read_bytes())
    data[100] ^= 0x01
    values.write_bytes(bytes(data))
    with pytest.raises(TableError, match="sha256"):
        load_table(5000, tmp_path)
    sidecar.unlink()
    with pytest.raises(TableError, match="cannot read"):
        load_table(5000, tmp_path)


def test_a_table_of_the_wrong_length_is_refused_even_with_its_sha256(tmp_path: Path) -> None:
    values, sidecar = copy_table(10000, tmp_path)
    short = values.read_bytes()[:-2]
    values.write_bytes(short)
    described = json.loads(sidecar.read_text(encoding="utf-8"))
    described["sha256"] = hashlib.sha256(short).hexdigest()
    sidecar.write_text(json.dumps(described), encoding="utf-8")
    with pytest.raises(TableError, match="79998 bytes"):
        load_table(10000, tmp_path)


def test_a_missing_table_or_an_unknown_encoding_is_refused(tmp_path: Path) -> None:
    values, sidecar = copy_table(15000, tmp_path)
    described = json.loads(sidecar.read_text(encoding="utf-8"))
    described["encoding"] = "float32"
    sidecar.write_text(json.dumps(described), encoding="utf-8")
    with pytest.raises(TableError, match="encoding"):
        load_table(15000, tmp_path)
    values.unlink()
    with pytest.raises(TableError, match="cannot read"):
        load_table(15000, tmp_path)
    with pytest.raises(TableError, match="cannot read"):
        load_table(5000, tmp_path)  # never there


def second_differences(values, units: int) -> np.ndarray:
    """The issue's numpy recipe: q = round(W * 65535), second differences (along b, then
    along a, 0 before the first), the first one less 32768 (q[0][0], about 35 000, does
    not fit int16 as it is)."""
    q = np.rint(np.array(values).reshape(units, units) * SCALE).astype(np.int64)
    d = np.diff(np.diff(q, axis=1, prepend=0), axis=0, prepend=0)
    d[0, 0] -= 32768
    return d


@pytest.mark.parametrize("target", TARGETS)
def test_the_stored_bytes_are_the_quantised_second_differences(target: int) -> None:
    """The encoding, by the issue's numpy recipe: q = round(W * 65535), second
    differences (along b, then along a, 0 before the first), the first one less 32768."""
    units = target // STEP
    d = second_differences(load_table(target), units)
    assert d.min() >= -32768 and d.max() <= 32767
    data = (TABLE_DIR / table_file(target)).read_bytes()
    assert d.astype("<i2").tobytes() == data
    assert encode_table(load_table(target), units) == data  # decoding then encoding: the same


@settings(max_examples=80, deadline=None)
@given(
    units=st.integers(1, 7),
    data=st.data(),
)
def test_quantisation_round_trip(units: int, data) -> None:
    values = data.draw(st.lists(st.floats(0.0, 1.0), min_size=units**2, max_size=units**2))
    try:
        stored = encode_table(values, units)
    except ValueError:  # a second difference beyond int16: a table far rougher than ours
        d = second_differences(values, units)
        assert d.min() < -32768 or d.max() > 32767
        return
    assert len(stored) == 2 * units**2
    decoded = decode_table(stored, units)
    assert all(abs(a - b) <= QUANTUM for a, b in zip(decoded, values, strict=True))
    assert all(round(v * SCALE) / SCALE == v for v in decoded)  # exactly on the grid
    assert encode_table(decoded, units) == stored


@settings(max_examples=40, deadline=None)
@given(
    units=st.integers(1, 12),
    data=st.data(),
)
def test_tables_as_smooth_as_ours_always_encode(units: int, data) -> None:
    """Within a band of 0.1 every second difference fits int16 (at most 4 x 6 554)."""
    values = data.draw(st.lists(st.floats(0.45, 0.55), min_size=units**2, max_size=units**2))
    decoded = decode_table(encode_table(values, units), units)
    assert all(abs(a - b) <= QUANTUM for a, b in zip(decoded, values, strict=True))


def test_a_decoded_table_has_the_wrong_length_refused() -> None:
    with pytest.raises(TableError):
        decode_table(b"\0" * 6, 2)
    with pytest.raises(ValueError):
        encode_table([0.5] * 3, 2)


@pytest.mark.parametrize("target", TARGETS)
def test_spot_checks(target: int) -> None:
    table, units = master_table(target), target // STEP
    first = table[0]
    # the first player's chance from 0-0: the sidecar's (and the benchmark's) figure, to
    # the rounding of the stored values; moving first is an advantage
    assert first == pytest.approx(meta(target)["first_player"], abs=QUANTUM + 5e-7)
    assert 0.5 < first < 0.6
    # one point from the target against nothing: almost sure; the reverse: almost lost
    assert table[(units - 1) * units] > 0.99
    assert table[units - 1] < 0.05
    # more points never hurt: the chance grows with my score and falls with the other's
    row = [table[10 * units + b] for b in range(units)]
    column = [table[a * units + 10] for a in range(units)]
    assert all(later <= earlier + 1e-4 for earlier, later in itertools.pairwise(row))
    assert all(later >= earlier - 1e-4 for earlier, later in itertools.pairwise(column))


@pytest.mark.parametrize("target", TARGETS)
def test_the_table_is_the_fixed_point_of_the_turn(target: int) -> None:
    """Replaying a turn from the table (banks and farkles read in the table) gives the
    table's own value at its start: the shipped tables are within about 1e-5 of their
    fixed point (the build measures it: the sidecar's ``residual``), most of it the
    quantisation to steps of 1/65535."""
    rng = random.Random(target)
    units = target // STEP
    table = master_table(target)
    for a, b in [(0, 0), (units - 1, units - 1)] + [
        (rng.randrange(units), rng.randrange(units)) for _ in range(4)
    ]:
        values = TurnValues(target, STEP * a, STEP * b)
        assert values.start() == pytest.approx(table[a * units + b], abs=3e-5)


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
        if game.is_over:
            break
        for _ in play_turn(game, players[game.current]):
            pass
    assert game.is_over


def test_without_a_table_the_master_plays_as_the_expert(monkeypatch) -> None:
    monkeypatch.setattr(farkle_master, "has_table", lambda target: False)
    game = game_after_roll([1, 1, 2, 3, 5, 5], 0)
    expert = make_ai("expert")
    assert MASTER.choose_set_aside(game) == expert.choose_set_aside(game) == (0,)


@pytest.mark.parametrize("target", TARGETS)
def test_the_master_and_the_chances_play_at_every_target(target: int) -> None:
    assert has_table(target)
    game = game_after_roll([1, 5, 2, 3, 4, 6], 0, totals=(0, 0), target=target)
    values = TurnValues(target, 0, 0)
    options = set_aside_options(game.roll_dice)
    best = max(values.best(o.points, o.dice_left) for o in options)
    assert chance_to_win(game) == pytest.approx(best, abs=1e-12)
    game.select(MASTER.choose_set_aside(game))
    assert values.best(game.turn_total, game.dice_to_roll) == pytest.approx(best, abs=1e-12)
    chances = win_chances(FarkleGame(["A", "B"], target=target))
    assert isinstance(chances, Chances)
    assert chances.seats[0] == pytest.approx(master_table(target)[0], abs=2e-4)


def test_a_damaged_table_falls_back_to_the_expert_at_its_target_only(tmp_path: Path) -> None:
    expert = make_ai("expert")
    with damaged_tables(tmp_path, 10000):
        assert not has_table(10000) and has_table(5000) and has_table(15000)
        # 1 050 in hand, two dice left, the other nearly there: the Expert banks, the
        # Master rolls on (banking cannot catch up) - but not at the damaged target
        for target, master_banks in ((10000, True), (15000, False)):
            game = game_after_roll([1, 1, 1, 2, 3, 5], 0, totals=(target - 100, 0), target=target)
            game.select([0, 1, 2, 5])
            assert game.turn_total == 1050 and game.dice_to_roll == 2
            assert expert.should_bank(game)
            assert MASTER.should_bank(game) is master_banks
        # the chances of the damaged target come from the model, the others' from the table
        modelled = win_chances(FarkleGame(["A", "B"], target=10000))
        assert modelled is not None and modelled.by_level
        tabled = win_chances(FarkleGame(["A", "B"], target=5000))
        assert tabled is not None and not tabled.by_level
    assert has_table(10000)
