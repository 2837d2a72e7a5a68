"""The Expert's shipped turn table (resources/farkle/expert_table.*, issue 25): the same
floats as the reference computation, checked when read, and solved again when damaged."""

from __future__ import annotations

import hashlib
import itertools
import json
import shutil
from pathlib import Path

import pytest

from dicegame.games.farkle.core import expert_table, rolls
from dicegame.games.farkle.core.expert_table import (
    EXPERT_META,
    EXPERT_TABLE,
    EXPERT_TABLE_DIR,
    ExpertTableError,
    encode_expert_rolls,
    expert_bank_bound,
    expert_choice_value,
    expert_meta,
    expert_turn_value,
    load_expert_rolls,
    solve_expert_rolls,
    solve_expert_table,
)
from dicegame.games.farkle.core.rolls import set_aside_options
from dicegame.games.farkle.core.rules import score


@pytest.fixture(scope="module")
def reference() -> list[list[float]]:
    return solve_expert_rolls(0)


@pytest.fixture
def fresh_tables():
    """No table cached before or after the test (it may read another folder)."""
    expert_table._expert_table.cache_clear()
    yield
    expert_table._expert_table.cache_clear()


def test_the_shipped_table_is_the_computed_one_bit_for_bit(reference) -> None:
    roll, bounds = load_expert_rolls()
    assert roll == reference  # float ==: every value exactly
    assert bounds == tuple([0] + [expert_bank_bound(n) for n in range(1, 7)])
    data = (EXPERT_TABLE_DIR / EXPERT_TABLE).read_bytes()
    assert data == encode_expert_rolls(reference)
    meta = json.loads((EXPERT_TABLE_DIR / EXPERT_META).read_text(encoding="utf-8"))
    assert meta == expert_meta(reference, data)  # tools/build_expert_table.py is not stale


def test_the_table_read_gives_the_choices_of_the_computation(fresh_tables) -> None:
    shipped = expert_table._expert_table(0)
    solved = solve_expert_table(0)
    assert shipped.roll == solved.roll
    assert shipped.choice == solved.choice
    assert expert_turn_value(0, 6) == solved.roll_value(0, 6)
    assert expert_choice_value(350, 1) == solved.choice_value(350, 1)


def damaged_copy(tmp_path: Path, change) -> Path:
    for name in (EXPERT_TABLE, EXPERT_META):
        shutil.copy(EXPERT_TABLE_DIR / name, tmp_path / name)
    change(tmp_path)
    return tmp_path


def flip_a_byte(folder: Path) -> None:
    path = folder / EXPERT_TABLE
    data = bytearray(path.read_bytes())
    data[100] ^= 1
    path.write_bytes(bytes(data))


def shorten(folder: Path) -> None:
    """Both files agree (a fresh sha256), but the size is not the bounds' one."""
    path, meta_path = folder / EXPERT_TABLE, folder / EXPERT_META
    data = path.read_bytes()[:-48]
    path.write_bytes(data)
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    meta["sha256"] = hashlib.sha256(data).hexdigest()
    meta_path.write_text(json.dumps(meta), encoding="utf-8")


@pytest.mark.parametrize(
    "change, message",
    [
        (flip_a_byte, "sha256"),
        (shorten, "layout"),
        (lambda folder: (folder / EXPERT_TABLE).unlink(), "cannot read"),
        (lambda folder: (folder / EXPERT_META).write_text("{", encoding="utf-8"), "cannot read"),
    ],
)
def test_a_damaged_table_is_refused(tmp_path: Path, change, message: str) -> None:
    with pytest.raises(ExpertTableError, match=message):
        load_expert_rolls(damaged_copy(tmp_path, change))


def test_a_damaged_table_is_solved_again_exactly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_tables, reference
) -> None:
    monkeypatch.setattr(expert_table, "EXPERT_TABLE_DIR", damaged_copy(tmp_path, flip_a_byte))
    solved: list[int] = []
    real = expert_table.solve_expert_table
    monkeypatch.setattr(expert_table, "solve_expert_table", lambda r: solved.append(r) or real(r))
    assert expert_table._expert_table(0).roll == reference
    assert solved == [0]


def test_sub_multisets_are_every_distinct_one_in_the_old_order() -> None:
    """The C-level enumeration yields what the Python one did (the set-asides and their
    order on equal points depend on it)."""
    faces = range(1, 7)
    for n in range(1, 7):
        for roll in itertools.combinations_with_replacement(faces, n):
            counts = [roll.count(face) for face in faces]
            old = [
                tuple(face for face, k in zip(faces, taken, strict=True) for _ in range(k))
                for taken in itertools.product(*(range(count + 1) for count in counts))
                if any(taken)
            ]
            assert list(rolls._sub_multisets(roll)) == old


def test_set_aside_options_still_score_with_the_rules() -> None:
    for option in set_aside_options((1, 1, 2, 2, 2, 5)):
        assert option.points == score(option.dice)
