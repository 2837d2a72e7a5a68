"""Each Penta seat is modelled in the chances by how it plays (issue 35 item 6): the computer
by its level, a person by the level their decisions so far fit (the move review's points)."""

from __future__ import annotations

import random

import pytest

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.core import PentaLevel, moments_tables
from dicegame.games.penta.core.rules import Box, Sheet
from dicegame.games.penta.engine import seat_levels
from dicegame.games.penta.engine.decisions import Decision, review_decision
from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.games.penta.engine.seat_levels import SeatLevels

EMPTY = Sheet()
PENTA = (6, 6, 6, 6, 6)


def make_engine(level: PentaLevel, humans: tuple[str, ...] = ("Ana",)) -> PentaEngine:
    assert moments_tables.table_problem() is None  # the tables in memory, as after warm-up
    setup = GameSetup(humans=humans, with_computer=True, level=level)
    engine = PentaEngine(setup, Timing.fast(), random.Random(5))
    engine.start()
    return engine


def blunder(seat: int, round_: int) -> Decision:
    """Five sixes on a fresh sheet, written in Ones: some 60 points thrown away."""
    return Decision(seat, round_, EMPTY, PENTA, 0, Box.ONES)


def best(seat: int, round_: int) -> Decision:
    return Decision(seat, round_, EMPTY, PENTA, 0, Box.PENTA)


@pytest.mark.parametrize("level", list(PentaLevel))
def test_the_computer_seat_is_modelled_by_its_level(qtbot, level: PentaLevel) -> None:
    engine = make_engine(level)
    assert engine.seat_levels() == (PentaLevel.GOOD, level)  # the person: the prior


def test_a_person_whose_moves_lost_many_points_is_fitted_to_a_weaker_level(qtbot) -> None:
    engine = make_engine(PentaLevel.PERFECT, humans=("Ana", "Rui"))
    assert review_decision(blunder(0, 1)).loss > 30
    engine.decisions.extend(blunder(0, r) for r in (1, 2, 3))
    engine.decisions.extend(best(1, r) for r in range(1, 14))
    ana, rui, computer = engine.seat_levels()
    assert ana is PentaLevel.BEGINNER and rui is PentaLevel.PERFECT
    assert computer is PentaLevel.PERFECT


def test_a_casual_computer_gives_the_person_a_better_chance_than_a_perfect_one(qtbot) -> None:
    against_perfect = make_engine(PentaLevel.PERFECT).chances()
    against_casual = make_engine(PentaLevel.CASUAL).chances()
    against_master = make_engine(PentaLevel.MASTER).chances()
    assert against_perfect is not None and against_casual is not None
    assert against_casual[0] > against_perfect[0] + 0.1
    assert against_master == against_perfect


def test_the_chances_follow_the_person_s_fitted_level(qtbot) -> None:
    engine = make_engine(PentaLevel.CASUAL)
    before = engine.chances()
    engine.decisions.extend(blunder(0, r) for r in (1, 2))
    after = engine.chances()
    assert before is not None and after is not None
    assert after[0] < before[0]  # same sheets, a weaker person


def test_an_undone_decision_is_priced_no_more() -> None:
    assert moments_tables.table_problem() is None
    seats = SeatLevels()
    players = GameSetup(humans=("Ana",), with_computer=True).players()
    decisions = [best(0, 1), blunder(0, 2)]
    assert seats.levels(players, PentaLevel.GOOD, decisions)[0] is PentaLevel.BEGINNER
    decisions[1:] = [best(0, 2)]  # undone, then played well
    assert seats.levels(players, PentaLevel.GOOD, decisions)[0] is PentaLevel.GOOD


def test_a_resumed_game_prices_its_decisions_a_batch_a_call(monkeypatch) -> None:
    """Many decisions restored at once are priced a batch per call (the GUI thread's
    budget), oldest first; the fit uses those priced so far."""
    priced: list[Decision] = []

    def review(decision: Decision) -> object:
        priced.append(decision)
        return review_decision(decision)

    monkeypatch.setattr(seat_levels, "review_decision", review)
    seats = SeatLevels()
    players = GameSetup(humans=("Ana", "Rui"), with_computer=False).players()
    decisions = [best(0, r) for r in range(1, 14)] * 5 + [blunder(1, r) for r in range(1, 14)]
    first = seats.levels(players, PentaLevel.GOOD, decisions)
    assert len(priced) == seat_levels.PRICED_PER_CALL < len(decisions)
    assert first[1] is PentaLevel.GOOD  # none of Rui's blunders priced yet: the prior
    second = seats.levels(players, PentaLevel.GOOD, decisions)
    assert len(priced) == len(decisions) and priced == decisions  # each once, in order
    assert second == (PentaLevel.PERFECT, PentaLevel.BEGINNER)
