"""Saved games: round trips of every reachable state, validation, fuzzed files, atomic writes."""

from __future__ import annotations

import copy
import json
import os
import random
import time
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.json_values import as_file, json_values, replaced
from support.snapshots import game_fields

from dicegame.core import files, saves
from dicegame.core.common import GameError
from dicegame.core.saves import (
    MAX_FILE_BYTES,
    SaveFormatError,
    game_from_dict,
    game_to_dict,
    load_game,
    save_game,
    write_json_atomic,
)
from dicegame.core.setup import GameSetup
from dicegame.core.validate import Problem
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.levels import FarkleLevel
from dicegame.games.farkle.core.rules import FarkleGame, FarklePhase, best_selection
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet
from dicegame.games.penta.core.save_codec import possible_box_values

NAMES = ("Ana", "Rui", "Zoë", "Ion", "Maria João", "Li")


# ----- random legal play -------------------------------------------------------------------
def make_setup(kind: str, humans: int, computer: bool, target: int = 5000) -> GameSetup:
    if kind is PENTA:  # Penta has no options
        return GameSetup(kind, NAMES[:humans], computer)
    level = FarkleLevel.EXPERT if computer else FarkleLevel.NORMAL
    return GameSetup(kind, NAMES[:humans], computer, level, {"target": target})


def new_game(setup: GameSetup, seed: int) -> PentaGame | FarkleGame:
    if setup.kind is PENTA:
        return PentaGame(setup.players(), rng=random.Random(seed))
    return FarkleGame(setup.players(), target=int(setup.options["target"]), rng=random.Random(seed))


def penta_step(game: PentaGame, choice: random.Random) -> None:
    if game.dice is None:
        game.roll()
        return
    pick = choice.random()
    if game.rolls_left and pick < 0.45:
        game.set_holds([choice.random() < 0.5 for _ in range(5)])
        game.roll()
    elif game.rolls_left and pick < 0.6:
        game.toggle_hold(choice.randrange(5))
    else:
        game.score(choice.choice(list(game.options())))


def farkle_step(game: FarkleGame, choice: random.Random) -> None:
    phase = game.phase
    if phase is FarklePhase.TURN_START:
        game.roll()
    elif phase is FarklePhase.FARKLED:
        game.end_turn()
    else:
        pick = choice.random()
        if pick < 0.4:
            game.toggle(choice.choice(sorted(game.countable())))
        elif game.selection_valid and pick < 0.75:
            game.roll()
        elif game.selection_valid:
            game.bank()
        else:
            game.select(best_selection(game.roll_dice))


def step(game: PentaGame | FarkleGame, choice: random.Random) -> bool:
    """One random legal action; False when the game is over."""
    if isinstance(game, PentaGame):
        if game.is_over:
            return False
        penta_step(game, choice)
    else:
        if game.is_over:
            return False
        farkle_step(game, choice)
    return True


def through_json(setup: GameSetup, game, extra=None) -> saves.SavedGame:
    text = json.dumps(game_to_dict(setup, game, extra, game_id="abc"))
    return game_from_dict(json.loads(text))


def assert_same_future(a, b, seed: int, steps: int = 30) -> None:
    """Both games go on identically under the same choices (dice come from the RNG)."""
    choice_a, choice_b = random.Random(seed), random.Random(seed)
    for _ in range(steps):
        if not step(a, choice_a):
            break
        step(b, choice_b)
        assert game_fields(a) == game_fields(b)


kinds = st.sampled_from([PENTA, FARKLE])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=kinds,
    humans=st.integers(1, 6),
    computer=st.booleans(),
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(0, 600),
)
def test_round_trip_of_any_reachable_state(kind, humans, computer, seed, steps) -> None:
    setup = make_setup(kind, humans, computer)
    game = new_game(setup, seed)
    choice = random.Random(seed)
    for _ in range(steps):
        if not step(game, choice):
            break
    extra = {"turn_stats": [[1, 2]], "note": "ok"}
    loaded = through_json(setup, game, extra)
    assert loaded.setup == setup
    assert loaded.extra == extra
    assert loaded.game_id == "abc"
    assert type(loaded.game) is type(game)
    assert game_fields(loaded.game) == game_fields(game)
    assert_same_future(game, loaded.game, seed + 1)


@pytest.mark.parametrize("kind", [PENTA, FARKLE])
def test_every_state_of_whole_games_round_trips(kind: str) -> None:
    """Every state of two complete games, including the final one, loads back equal."""
    for seed in (1, 2):
        setup = make_setup(kind, 2, seed == 1)
        game = new_game(setup, seed)
        choice = random.Random(seed)
        states = 0
        while True:
            assert game_fields(through_json(setup, game).game) == game_fields(game)
            states += 1
            if not step(game, choice):
                break
        assert states > 50


def test_state_without_rng_still_loads_and_plays() -> None:
    setup = make_setup(PENTA, 1, False)
    game = new_game(setup, 5)
    game.roll()
    data = game_to_dict(setup, game, include_rng=False)
    assert data["rng"] is None
    loaded = game_from_dict(data).game
    assert game_fields(loaded)[:-1] == game_fields(game)[:-1]
    loaded.score(next(iter(loaded.options())))


def test_setup_and_game_must_match() -> None:
    setup = make_setup(FARKLE, 1, False)
    with pytest.raises(TypeError):
        game_to_dict(setup, PentaGame(setup.players()))


# ----- validation ------------------------------------------------------------------------------
def penta_save(**state_changes) -> dict:
    setup = make_setup(PENTA, 2, True)
    game = new_game(setup, 7)
    choice = random.Random(7)
    for _ in range(40):
        step(game, choice)
    data = game_to_dict(setup, game)
    data["state"].update(state_changes)
    return data


def farkle_save() -> dict:
    setup = make_setup(FARKLE, 2, False)
    game = new_game(setup, 3)
    game.roll()
    while game.phase is not FarklePhase.CHOOSING:
        game.end_turn()
        game.roll()
    return game_to_dict(setup, game)


def test_box_values_are_the_possible_ones() -> None:
    assert possible_box_values(Box.FOURS) == {0, 4, 8, 12, 16, 20}
    assert possible_box_values(Box.FULL_HOUSE) == {0, 25}
    assert possible_box_values(Box.PENTA) == {0, 50}
    assert possible_box_values(Box.SMALL_STRAIGHT) == {0, 30}
    assert possible_box_values(Box.LARGE_STRAIGHT) == {0, 40}
    assert possible_box_values(Box.THREE_OF_A_KIND) == {0, *range(5, 31)}
    assert possible_box_values(Box.CHANCE) == set(range(5, 31))


def set_box(data: dict, seat: int, box: Box, value) -> dict:
    data["state"]["sheets"][seat]["scores"][box] = value
    return data


def fill_one_more(data: dict, seat: int) -> None:
    """Write 0 in the first open box of a seat, keeping the saved total right."""
    sheet = data["state"]["sheets"][seat]
    sheet["scores"][sheet["scores"].index(None)] = 0
    data["state"]["totals"][seat] = Sheet(tuple(sheet["scores"]), sheet["penta_bonuses"]).total


def test_a_valid_save_loads() -> None:
    assert isinstance(game_from_dict(penta_save()).game, PentaGame)
    assert isinstance(game_from_dict(farkle_save()).game, FarkleGame)


PENTA_BREAKAGES = {
    "fours 7": (lambda d: set_box(d, 0, Box.FOURS, 7), "box FOURS cannot hold 7"),
    "full 20": (lambda d: set_box(d, 0, Box.FULL_HOUSE, 20), "FULL_HOUSE cannot hold 20"),
    "chance 0": (lambda d: set_box(d, 0, Box.CHANCE, 0), "CHANCE cannot hold 0"),
    "bool score": (lambda d: set_box(d, 0, Box.ONES, True), "whole number"),
    "float score": (lambda d: set_box(d, 0, Box.ONES, 1.0), "whole number"),
    "negative": (lambda d: set_box(d, 0, Box.SIXES, -6), "between"),
    "die 7": (lambda d: d["state"].update(dice=[1, 2, 3, 4, 7], rolls_used=1), "Each die"),
    "4 dice": (lambda d: d["state"].update(dice=[1, 2, 3, 4], rolls_used=1), "5 to 5"),
    "rolls 4": (lambda d: d["state"].update(rolls_used=4), "between 0 and 3"),
    "held int": (lambda d: d["state"].update(held=[0, 0, 0, 0, 0]), "true or false"),
    "round 14": (lambda d: d["state"].update(round=14), "between 1 and 13"),
    "current 3": (lambda d: d["state"].update(current=3), "between 0 and 2"),
    "totals": (lambda d: d["state"]["totals"].__setitem__(0, 999), "totals do not match"),
    "bonus no penta": (
        lambda d: d["state"]["sheets"][0].update(penta_bonuses=1),
        "without 50 in the Penta box",
    ),
    "bonus 13": (lambda d: d["state"]["sheets"][0].update(penta_bonuses=13), "between 0 and 12"),
    "progress": (lambda d: fill_one_more(d, 1), "boxes filled"),
    "8 players": (
        lambda d: d["state"]["players"].extend([{"name": "x", "computer": False}] * 6),
        "1 to 7",
    ),
    "players differ": (
        lambda d: d["state"]["players"][0].update(name="Eve"),
        "do not match the players of the setup",
    ),
    "two computers": (
        lambda d: d["setup"].update(humans=["A"] * 7),
        "1 to 6 items",
    ),
    "unknown key": (lambda d: d["state"].update(cheat=1), "unknown field"),
    "missing key": (lambda d: d["state"].pop("round"), "lacks the field 'round'"),
    "version": (lambda d: d.update(version=99), "version 99 is not supported"),
    "format": (lambda d: d.update(format="pickle"), "not a dicegame save"),
    "kind": (lambda d: d["setup"].update(kind="poker"), "game kind"),
    "rng short": (lambda d: d["rng"]["internal"].pop(), "625 to 625"),
    "rng word": (lambda d: d["rng"]["internal"].__setitem__(0, 2**32), "between 0"),
    "huge": (lambda d: d["state"].update(round=10**4000), "got a huge number."),
    "rng pos": (lambda d: d["rng"]["internal"].__setitem__(624, 625), "position"),
    "extra list": (lambda d: d.update(extra=[1]), "extra data"),
    "name long": (lambda d: d["setup"]["humans"].__setitem__(0, "x" * 101), "longer than"),
}


@pytest.mark.parametrize("name", sorted(PENTA_BREAKAGES))
def test_penta_breakage_is_refused_with_its_reason(name: str) -> None:
    breakage, reason = PENTA_BREAKAGES[name]
    data = penta_save()
    breakage(data)
    with pytest.raises(SaveFormatError, match=reason):
        game_from_dict(data)


def test_penta_finished_game_checks() -> None:
    setup = make_setup(PENTA, 1, False)
    game = new_game(setup, 1)
    choice = random.Random(1)
    while step(game, choice):
        pass
    data = game_to_dict(setup, game)
    assert game_from_dict(data).game.is_over
    data["state"].update(dice=[1, 1, 1, 1, 1], rolls_used=1)
    with pytest.raises(SaveFormatError, match="finished Penta game cannot show dice"):
        game_from_dict(data)


FARKLE_BREAKAGES = {
    "total 30": (lambda s: s["totals"].__setitem__(0, 30), "multiple of 50"),
    "target": (lambda s: s.update(target=5000), "does not match the target of the setup"),
    "turn number": (lambda s: s.update(turn_number=2), "turn number does not match"),
    "reached": (lambda s: s["totals"].__setitem__(1, 10000), "no last round"),
    "trigger": (lambda s: s.update(final_trigger=1), "has not reached the target"),
    "six dice": (lambda s: s.update(set_aside=[[5]]), "must make six"),
    "bad group": (lambda s: s.update(set_aside=[[2]], roll_dice=s["roll_dice"][:5]), "score"),
    "selected twice": (lambda s: s.update(selected=[0, 0]), "set aside twice"),
    "selected range": (lambda s: s.update(selected=[6]), "between 0 and 5"),
    "farkle flag": (lambda s: s.update(farkled=True), "farkle flag does not match"),
    "points": (lambda s: s.update(turn_points=-50), "between 0"),
    "game over": (lambda s: s.update(game_over=True), "no last round"),
    "dice 0": (lambda s: s["roll_dice"].__setitem__(0, 0), "Each die of the rolled"),
    "seven dice": (lambda s: s["roll_dice"].append(1), "0 to 6"),
}


@pytest.mark.parametrize("name", sorted(FARKLE_BREAKAGES))
def test_farkle_breakage_is_refused_with_its_reason(name: str) -> None:
    breakage, reason = FARKLE_BREAKAGES[name]
    data = farkle_save()
    data["setup"]["options"]["target"] = 10000
    data["state"]["target"] = 10000
    game_from_dict(copy.deepcopy(data))  # still valid with the other target
    breakage(data["state"])
    with pytest.raises(SaveFormatError, match=reason):
        game_from_dict(data)


def test_farkle_refuses_a_countless_selected_die() -> None:
    data = farkle_save()
    state = data["state"]
    state.update(roll_dice=[2, 3, 4, 6, 6, 1], selected=[0])
    with pytest.raises(SaveFormatError, match="does not count"):
        game_from_dict(data)


def test_farkle_refuses_points_without_roll() -> None:
    data = farkle_save()
    data["state"].update(roll_dice=[], selected=[], turn_points=100)
    with pytest.raises(SaveFormatError, match="Before the first roll"):
        game_from_dict(data)


# ----- fuzzing ----------------------------------------------------------------------------------
JUNK = [None, True, False, 0, -1, 7, 2**40, 1.5, "", "x", "penta", [], [1], {}, {"a": 1}]


def node_paths(data, prefix: tuple = ()) -> list[tuple]:
    """Paths to every node of a JSON value (the 625 generator words count as one)."""
    paths = [prefix]
    if prefix[-2:] == ("rng", "internal") or not isinstance(data, dict | list):
        return paths
    for key, child in data.items() if isinstance(data, dict) else enumerate(data):
        paths += node_paths(child, (*prefix, key))
    return paths


def changed(value, choice: random.Random):
    """A random change of one node: drop/add an item, nudge a number, or junk."""
    pick = choice.random()
    if isinstance(value, dict) and value and pick < 0.3:
        copied = dict(value)
        key = choice.choice(list(copied))
        if pick < 0.2:
            del copied[key]
        else:
            copied[f"{key}_"] = copied[key]
        return copied
    if isinstance(value, list) and value and pick < 0.3:
        copied = list(value)
        index = choice.randrange(len(copied))
        if pick < 0.15:
            del copied[index]
        else:
            copied.append(copied[index])
        return copied
    if isinstance(value, int) and not isinstance(value, bool) and pick < 0.6:
        return value + choice.choice([-100, -50, -1, 1, 2, 5, 50, 100])
    return choice.choice(JUNK)


def mutate(data, choice: random.Random):
    """A deep copy of the JSON value with one random node changed."""
    path = choice.choice(node_paths(data))
    if not path:
        return changed(data, choice)
    copied = copy.deepcopy(data)
    parent = copied
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = changed(parent[path[-1]], choice)
    return copied


def valid_saves() -> list[dict]:
    found = []
    for kind in (PENTA, FARKLE):
        for seed in range(4):
            setup = make_setup(kind, 1 + seed, seed % 2 == 0)
            game = new_game(setup, seed)
            choice = random.Random(seed)
            for _ in range(choice.randrange(300)):
                step(game, choice)
            found.append(game_to_dict(setup, game, {"k": 1}))
    return found


def play_a_little(game, seed: int) -> None:
    choice = random.Random(seed)
    for _ in range(40):
        try:
            if not step(game, choice):
                return
        except GameError:  # a random action may be illegal; only GameErrors are allowed
            return


def test_thousands_of_mutated_saves_give_only_save_format_errors() -> None:
    bases = valid_saves()
    choice = random.Random(2024)
    refused = 0
    for attempt in range(4000):
        data = choice.choice(bases)
        for _ in range(choice.randint(1, 3)):
            data = mutate(data, choice)
        try:
            loaded = game_from_dict(data)
        except SaveFormatError as error:
            message = str(error)
            assert message.endswith(".") and "\n" not in message and len(message) < 300
            refused += 1
        else:  # a mutation that is still a valid game: it must play on and save again
            play_a_little(loaded.game, attempt)
            game_to_dict(loaded.setup, loaded.game)
    assert refused > 3000


def corrupt_bytes(raw: bytes, choice: random.Random) -> bytes:
    kind = choice.randrange(6)
    if kind == 0:
        return raw[: choice.randrange(len(raw))]
    if kind == 1:
        data = bytearray(raw)
        for _ in range(choice.randint(1, 5)):
            data[choice.randrange(len(data))] = choice.randrange(256)
        return bytes(data)
    if kind == 2:
        return raw.replace(b"1", b"NaN", 1)
    if kind == 3:
        return b"[" * 100_000
    if kind == 4:
        return raw.replace(b"0", b"9" * 5000, 1)
    return json.dumps(mutate(json.loads(raw), choice)).encode()


def test_fuzzed_files_never_crash_and_are_always_kept(tmp_path: Path) -> None:
    bases = [files.dumps(data) for data in valid_saves()]
    choice = random.Random(99)
    for attempt in range(1500):
        folder = tmp_path / str(attempt)
        folder.mkdir()
        path = folder / "autosave.json"
        raw = corrupt_bytes(choice.choice(bases), choice)
        path.write_bytes(raw)
        result = load_game(path)
        if result.ok:
            assert path.read_bytes() == raw
            assert isinstance(result.value, saves.SavedGame)
        else:
            assert result.value is None and result.problem
            assert not path.exists()
            assert result.moved_to is not None and result.moved_to.read_bytes() == raw
            assert result.moved_to.name.startswith("autosave.json.bad-")


def test_oversized_file_is_refused_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    result = load_game(path)
    assert "larger than" in result.problem
    assert result.moved_to.stat().st_size == MAX_FILE_BYTES + 1


def test_missing_file_is_no_problem(tmp_path: Path) -> None:
    result = load_game(tmp_path / "none.json")
    assert result.value is None and result.ok and result.moved_to is None


def test_unreadable_path_is_refused(tmp_path: Path) -> None:
    (tmp_path / "autosave.json").mkdir()
    result = load_game(tmp_path / "autosave.json")
    assert "cannot be read" in result.problem
    assert result.moved_to is not None and result.moved_to.is_dir()


def test_moving_aside_never_overwrites(tmp_path: Path) -> None:
    when = datetime(2024, 5, 6, 7, 8, 9)
    moved = []
    for content in (b"a", b"b", b"c"):
        path = tmp_path / "x.json"
        path.write_bytes(content)
        moved.append(files.move_aside(path, when))
    assert [m.name for m in moved] == [
        "x.json.bad-20240506-070809",
        "x.json.bad-20240506-070809-1",
        "x.json.bad-20240506-070809-2",
    ]
    assert [m.read_bytes() for m in moved] == [b"a", b"b", b"c"]


def test_bad_file_that_cannot_be_moved_stays(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "autosave.json"
    path.write_text("{")

    def refuse(*_args) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr(os, "rename", refuse)
    result = load_game(path)
    assert result.problem and result.moved_to is None
    assert path.read_text() == "{"


# ----- atomic writes ----------------------------------------------------------------------------
def test_save_and_load_file(tmp_path: Path) -> None:
    setup = make_setup(FARKLE, 2, True)
    game = new_game(setup, 4)
    game.roll()
    path = tmp_path / "autosave.json"
    save_game(path, setup, game, {"a": [1]}, game_id="g1")
    result = load_game(path)
    assert result.ok and result.value.game_id == "g1"
    assert game_fields(result.value.game) == game_fields(game)
    assert os.listdir(tmp_path) == ["autosave.json"]


def test_failed_write_keeps_the_old_file_and_leaves_no_temp(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(path, {"old": 1})

    def broken_replace(*_args) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_json_atomic(path, {"new": 2})
    assert json.loads(path.read_text()) == {"old": 1}
    assert os.listdir(tmp_path) == ["data.json"]


def test_stale_temp_files_are_removed(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    write_json_atomic(path, {"a": 1})
    (tmp_path / ".autosave.json.abc123.tmp").write_text('{"a": ')
    (tmp_path / ".records.json.abc123.tmp").write_text("{")
    assert files.remove_stale_temp_files(path) == 0  # it may be a write in flight
    later = time.time() + files.STALE_TEMP_SECONDS + 1
    assert files.remove_stale_temp_files(path, now=later) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == [".records.json.abc123.tmp", path.name]


def test_write_refuses_oversized_data(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="over the"):
        write_json_atomic(tmp_path / "big.json", ["x" * 1000] * 2000)
    assert not (tmp_path / "big.json").exists()


def test_write_refuses_nan(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        write_json_atomic(tmp_path / "nan.json", {"x": float("nan")})


# ----- what the loader accepts, the writer writes (issue 25 item 4) ------------------------------
VALID_SAVES = valid_saves()


@settings(max_examples=400, deadline=None)
@given(base=st.sampled_from(VALID_SAVES), where=st.integers(min_value=0), value=json_values())
def test_whatever_the_loader_accepts_the_writer_writes(base, where: int, value) -> None:
    paths = node_paths(base)
    raw = as_file(replaced(base, paths[where % len(paths)], value))
    try:
        loaded = game_from_dict(files.loads(raw))
    except SaveFormatError:
        return
    written = files.dumps(game_to_dict(loaded.setup, loaded.game, loaded.extra))
    assert len(written) <= MAX_FILE_BYTES


@pytest.mark.parametrize(
    ("field", "text"),
    [
        (("game_id",), '"\\ud800"'),
        (("setup", "humans", 0), '"A\\udfff"'),
        (("extra", "k"), '["\\udbff"]'),
        (("extra", "k"), "1e400"),
        (("extra", "k"), "[" * 70 + "]" * 70),
    ],
)
def test_a_value_the_writer_would_refuse_is_refused_at_load(tmp_path: Path, field, text) -> None:
    path = tmp_path / "autosave.json"
    data = replaced(VALID_SAVES[0], field, "PLACEHOLDER")
    path.write_bytes(json.dumps(data).replace('"PLACEHOLDER"', text).encode())
    result = load_game(path)
    assert result.value is None and result.error is not None
    assert result.error.code in (
        Problem.NOT_WRITABLE_TEXT,
        Problem.NUMBER_REFUSED,
        Problem.TOO_DEEP,
    )
    assert result.moved_to is not None and result.moved_to.read_bytes().startswith(b"{")
