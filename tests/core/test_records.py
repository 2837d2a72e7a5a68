"""High scores and player statistics: recording finished games, JSON, validation, bad files."""

from __future__ import annotations

import copy
import json
import random
from datetime import date, datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.games import finished_penta
from support.json_values import as_file, json_values, replaced

from dicegame.core.common import Player
from dicegame.core.records import (
    HIGH_SCORES_KEPT,
    HISTORY_KEPT,
    HighScore,
    Records,
    load_records,
    name_key,
    save_records,
)
from dicegame.core.validate import SaveFormatError
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.rules import FarkleGame, FarklePhase, best_selection
from dicegame.games.farkle.core.stats import FarkleTurnStats
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet

DAY = date(2025, 3, 1)


def penta_with_sheets(sheets: list[Sheet], names=("Ana", "Rui")) -> PentaGame:
    game = PentaGame(list(names))
    game.sheets = list(sheets)
    return game


def full_sheet(**boxes: int) -> Sheet:
    """A complete sheet: the given boxes, 0 elsewhere; penta_bonuses via 'bonuses'."""
    bonuses = boxes.pop("bonuses", 0)
    scores = [boxes.get(box.name.lower(), 0) for box in Box]
    return Sheet(tuple(scores), bonuses)


def finished_farkle(players, seed: int = 0) -> tuple[FarkleGame, FarkleTurnStats]:
    """A whole game by a simple policy, the statistics observing every state."""
    game = FarkleGame(players, target=5000, rng=random.Random(seed))
    stats = FarkleTurnStats.for_players(len(game.players))
    while not game.is_over:
        if game.phase is FarklePhase.FARKLED:
            game.end_turn()
        elif game.phase is FarklePhase.TURN_START:
            game.roll()
        else:
            game.select(best_selection(game.roll_dice))
            stats.observe(game)
            if game.turn_total >= 350 and not game.hot_dice:
                game.bank()
            else:
                game.roll()
        stats.observe(game)
        stats.observe(game)  # observing twice never counts twice
    return game, stats


# ----- Penta -----------------------------------------------------------------------------------
def test_name_key_ignores_case_and_spaces() -> None:
    assert name_key("  Ana  Maria ") == name_key("ana maria") == "ana maria"
    assert name_key("Computer", is_computer=True) != name_key("Computer")


def test_penta_game_counts_pentas_bonus_and_wins() -> None:
    records = Records()
    ana = full_sheet(sixes=30, fives=25, fours=20, penta=50, chance=30, bonuses=2)
    rui = full_sheet(penta=0, chance=20)
    assert records.record_game(PENTA, penta_with_sheets([ana, rui]), DAY)
    stats_ana = records.player(PENTA, "ana")
    stats_rui = records.player(PENTA, " RUI ")
    assert (stats_ana.games, stats_ana.wins, stats_ana.best) == (1, 1, ana.total)
    assert stats_ana.pentas == 3  # the 50 and two bonuses
    assert stats_ana.upper_bonus_rate == 1.0
    assert (stats_rui.wins, stats_rui.pentas, stats_rui.upper_bonuses) == (0, 0, 0)
    assert [entry.score for entry in records.high_scores(PENTA)] == [ana.total, 20]
    assert records.high_scores(PENTA)[0] == HighScore("Ana", "2025-03-01", ana.total)


def test_ties_share_the_win_and_solo_games_win_nothing() -> None:
    records = Records()
    same = full_sheet(chance=20)
    records.record_game(PENTA, penta_with_sheets([same, same]), DAY)
    assert [s.wins for s in records.players(PENTA)] == [1, 1]
    records.record_game(PENTA, penta_with_sheets([same], names=("Solo",)), DAY)
    solo = records.player(PENTA, "solo")
    assert (solo.games, solo.wins) == (1, 0)


def test_names_match_case_insensitively_and_keep_the_latest_spelling() -> None:
    records = Records()
    sheet = full_sheet(chance=10)
    for name in ("ana", " ANA ", "Ana"):
        records.record_game(PENTA, penta_with_sheets([sheet], names=(name,)), DAY)
    (stats,) = records.players(PENTA)
    assert (stats.name, stats.games) == ("Ana", 3)
    assert stats.average == 10


def test_computer_is_kept_apart_from_a_human_called_computer() -> None:
    records = Records()
    game = finished_penta(["Computer", Player("Computer", is_computer=True)])
    records.record_game(PENTA, game, DAY)
    assert [s.computer for s in records.players(PENTA)] == [False, True]


def test_unfinished_or_repeated_game_is_not_recorded() -> None:
    records = Records()
    assert not records.record_game(PENTA, PentaGame(2), DAY)
    game = finished_penta(2)
    assert records.record_game(PENTA, game, DAY, game_id="g1")
    assert not records.record_game(PENTA, game, DAY, game_id="g1")
    assert records.player(PENTA, "Player 1").games == 1
    assert records.record_game(PENTA, game, DAY)  # no id: always counts


def test_high_score_table_keeps_the_best_ten_earliest_first_on_ties() -> None:
    records = Records()
    for points in (5, 30, 10, 30, 6, 7, 8, 9, 11, 12, 13, 14):
        records.record_game(
            PENTA,
            penta_with_sheets([full_sheet(chance=points)], names=(f"P{points}",)),
            datetime(2025, 1, 1, 10, points),
        )
    table = records.high_scores(PENTA)
    assert len(table) == HIGH_SCORES_KEPT
    assert [e.score for e in table] == [30, 30, 14, 13, 12, 11, 10, 9, 8, 7]
    assert table[0].date == "2025-01-01T10:30"
    assert len(records.players(PENTA)) == 11  # statistics keep everyone


def test_history_is_kept_for_the_chart_and_capped() -> None:
    records = Records()
    for index in range(HISTORY_KEPT + 5):
        sheet = full_sheet(chance=5 + index % 26)
        records.record_game(PENTA, penta_with_sheets([sheet], names=("Ana",)), DAY)
    stats = records.player(PENTA, "Ana")
    assert stats.games == HISTORY_KEPT + 5
    assert len(stats.history) == HISTORY_KEPT
    assert stats.history[-1].score == 5 + (HISTORY_KEPT + 4) % 26


# ----- Farkle ----------------------------------------------------------------------------------
def test_farkle_game_counts_turns_farkles_and_hot_dice() -> None:
    game, turn_stats = finished_farkle(["Ana", "Rui", Player("Computer", True)], seed=3)
    records = Records()
    assert records.record_game(FARKLE, game, DAY, turn_stats)
    rows = {stats.name: stats for stats in records.players(FARKLE)}
    total_turns = sum(stats.turns for stats in rows.values())
    assert total_turns == game.turn_number - 1
    for seat, player in enumerate(game.players):
        stats = rows[player.name]
        assert stats.best == game.totals[seat]
        assert stats.farkles == turn_stats.farkles[seat]
        assert stats.hot_dice == turn_stats.hot_dice[seat]
        assert stats.average_per_turn == pytest.approx(game.totals[seat] / stats.turns)
    assert sum(turn_stats.farkles) > 0
    winners = [s.name for s in rows.values() if s.wins]
    assert winners == [game.ranking()[0][2].name]


def test_farkle_turns_per_seat() -> None:
    game = FarkleGame(3, target=5000)
    game.turn_number = 8  # 7 turns done: seats 0 and 1 played 3 and 2... seat 0 played 3
    game.is_over = True
    records = Records()
    records.record_game(FARKLE, game, DAY)
    assert [s.turns for s in records.players(FARKLE)] == [3, 2, 2]


def hot_dice_game() -> FarkleGame:
    """A game whose first roll is hot dice: 1,1,1,5,5,5 with this seed."""
    for seed in range(100_000):
        game = FarkleGame(2, rng=random.Random(seed))
        game.roll()
        if sorted(game.roll_dice) in ([1, 2, 3, 4, 5, 6], [1, 1, 1, 5, 5, 5], [2, 2, 3, 3, 4, 4]):
            return game
    raise AssertionError("no hot-dice seed")


def test_hot_dice_count_once_per_stage_however_often_toggled() -> None:
    game = hot_dice_game()
    stats = FarkleTurnStats.for_players(2)
    for _ in range(3):
        game.select(range(6))
        stats.observe(game)
        game.select([])
        stats.observe(game)
    assert stats.hot_dice == [1, 0]
    game.select(range(6))
    game.roll()  # all six come back: a new stage of the turn
    game.roll_dice, game.farkled = (6, 5, 4, 3, 2, 1), False  # ... and a straight again
    game.select(range(6))
    stats.observe(game)
    assert stats.hot_dice == [2, 0]
    game.roll()
    game.roll_dice, game.farkled = (2, 2, 3, 4, 6, 6), True
    stats.observe(game)
    stats.observe(game)
    assert stats.farkles == [1, 0] and stats.hot_dice == [2, 0]


def test_turn_stats_round_trip_and_validation() -> None:
    stats = FarkleTurnStats([1, 0], [2, 3], 7, (5, 350))
    assert FarkleTurnStats.from_dict(json.loads(json.dumps(stats.to_dict())), 2) == stats
    good = stats.to_dict()
    for change in ({"farkles": [1]}, {"farkles": [-1, 0]}, {"last_hot_stage": [1]}, {"x": 1}):
        with pytest.raises(SaveFormatError):
            FarkleTurnStats.from_dict({**good, **change}, 2)
    with pytest.raises(SaveFormatError):
        FarkleTurnStats.from_dict([], 2)


# ----- JSON and files ----------------------------------------------------------------------------
def busy_records() -> Records:
    records = Records()
    for seed in range(3):
        records.record_game(PENTA, finished_penta(["Ana", "rui", Player("CPU", True)], seed), DAY)
        game, stats = finished_farkle(["Ana", "Ion"], seed)
        records.record_game(FARKLE, game, datetime(2025, 2, seed + 1, 9, 30), stats, f"id{seed}")
    return records


def test_records_round_trip_through_a_file(tmp_path: Path) -> None:
    records = busy_records()
    path = tmp_path / "records.json"
    save_records(path, records)
    loaded, result = load_records(path)
    assert result.ok
    assert loaded.to_dict() == records.to_dict()
    assert loaded.player(PENTA, "RUI").games == 3


def test_records_too_big_for_the_file_lose_old_history_only(tmp_path: Path) -> None:
    records = Records()
    for index in range(HISTORY_KEPT):
        sheet = full_sheet(chance=5 + index % 26)
        for name in ("Ana", "Rui", "Ion"):
            records.record_game(PENTA, penta_with_sheets([sheet], names=(name,)), DAY)
    table = records.high_scores(PENTA)
    path = tmp_path / "records.json"
    save_records(path, records, max_bytes=20_000)
    assert path.stat().st_size <= 20_000
    loaded, result = load_records(path)
    assert result.ok and loaded.high_scores(PENTA) == table
    ana = loaded.player(PENTA, "ana")
    assert ana.games == HISTORY_KEPT and 0 < len(ana.history) < HISTORY_KEPT
    assert ana.history[-1] == records.player(PENTA, "ana").history[-1]


def test_missing_records_file_gives_empty_records(tmp_path: Path) -> None:
    records, result = load_records(tmp_path / "records.json")
    assert result.ok and records.players(PENTA) == []


BREAKAGES = {
    "version": (lambda d: d.update(version=2), "version 2"),
    "format": (lambda d: d.update(format="x"), "not a dicegame records"),
    "wins > games": (lambda d: d["players"]["penta"][0].update(wins=99), "A win count"),
    "best": (lambda d: d["players"]["penta"][0].update(best=2000), "A best score"),
    "average": (lambda d: d["players"]["penta"][0].update(best=1), "above the best"),
    "date": (lambda d: d["high_scores"]["penta"][0].update(date="yesterday"), "ISO date"),
    "name": (lambda d: d["high_scores"]["penta"][0].update(name="  "), "must not be blank"),
    "twice": (lambda d: d["players"]["penta"].append(d["players"]["penta"][0]), "appears twice"),
    "farkles": (lambda d: d["players"]["farkle"][0].update(farkles=10**6), "turn counts"),
    "11 scores": (lambda d: d["high_scores"]["penta"].extend([{}] * 8), "0 to 10 items"),
    "extra key": (lambda d: d["players"]["penta"][0].update(x=1), "unknown field 'x'"),
    "ids": (lambda d: d.update(recorded_ids=[1]), "short strings"),
}


@pytest.mark.parametrize("name", sorted(BREAKAGES))
def test_bad_records_are_refused_with_a_reason(name: str) -> None:
    data = busy_records().to_dict()
    breakage, reason = BREAKAGES[name]
    breakage(data)
    with pytest.raises(SaveFormatError, match=reason):
        Records.from_dict(data)


def jumble(data, choice: random.Random):
    """One random change deep inside a JSON value."""
    if isinstance(data, dict | list) and data and choice.random() < 0.9:
        copied = copy.copy(data)
        key = choice.choice(list(copied) if isinstance(copied, dict) else range(len(copied)))
        if choice.random() < 0.1:
            del copied[key]
        else:
            copied[key] = jumble(copied[key], choice)
        return copied
    if isinstance(data, int) and not isinstance(data, bool) and choice.random() < 0.5:
        return data + choice.choice([-1, 1, 1000, -1000])
    return choice.choice([None, True, 0, -5, 10**7, 1.5, "", "2025-13-01", [], {}])


def test_fuzzed_records_files_never_crash_and_are_kept(tmp_path: Path) -> None:
    base = busy_records().to_dict()
    choice = random.Random(5)
    refused = 0
    for attempt in range(1500):
        path = tmp_path / f"records{attempt}.json"
        data = base
        for _ in range(choice.randint(1, 3)):
            data = jumble(data, choice)
        raw = json.dumps(data).encode()
        if choice.random() < 0.2:
            raw = raw[: choice.randrange(len(raw))]
        path.write_bytes(raw)
        records, result = load_records(path)
        assert isinstance(records, Records)
        if result.ok:
            save_records(tmp_path / "again.json", records)
        else:
            refused += 1
            assert not path.exists() and result.moved_to.read_bytes() == raw
    assert refused > 1000


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 3), st.integers(0, 10**6)), min_size=1, max_size=8))
def test_any_sequence_of_games_keeps_consistent_records(games) -> None:
    records = Records()
    all_scores = []
    for players, seed in games:
        game = finished_penta(players, seed)
        records.record_game(PENTA, game, DAY)
        all_scores += game.totals()
    table = [entry.score for entry in records.high_scores(PENTA)]
    assert table == sorted(all_scores, reverse=True)[:HIGH_SCORES_KEPT]
    assert Records.from_dict(json.loads(json.dumps(records.to_dict()))).to_dict() == (
        records.to_dict()
    )
    assert sum(s.games for s in records.players(PENTA)) == len(all_scores)


# ----- what the loader accepts, the writer writes (issue 25 item 4) ------------------------------
BUSY = busy_records().to_dict()


def record_paths(data, prefix: tuple = ()) -> list[tuple]:
    paths = [prefix]
    if isinstance(data, dict | list):
        for key, child in data.items() if isinstance(data, dict) else enumerate(data):
            paths += record_paths(child, (*prefix, key))
    return paths


@settings(max_examples=300, deadline=None)
@given(where=st.integers(min_value=0), value=json_values(max_leaves=5))
def test_whatever_the_records_loader_accepts_the_writer_writes(where: int, value) -> None:
    import tempfile

    from dicegame.core import files

    paths = record_paths(BUSY)
    raw = as_file(replaced(BUSY, paths[where % len(paths)], value))
    try:
        records = Records.from_dict(files.loads(raw))
    except SaveFormatError:
        return
    with tempfile.TemporaryDirectory() as folder:
        save_records(Path(folder) / "records.json", records)


def test_a_records_name_with_a_lone_surrogate_is_refused_and_set_aside(tmp_path: Path) -> None:
    from dicegame.core.validate import Problem

    path = tmp_path / "records.json"
    text = json.dumps(BUSY).replace('"Ana"', '"An\\ud800"', 1)
    path.write_text(text)
    records, result = load_records(path)
    assert result.error is not None and result.error.code is Problem.NOT_WRITABLE_TEXT
    assert result.moved_to is not None and records.players(PENTA) == []
