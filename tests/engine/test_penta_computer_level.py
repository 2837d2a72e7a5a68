"""The Penta computer plays the level chosen in the setup; the level travels in saves."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from dicegame.core.saves import load_game, save_game, setup_from_dict, setup_to_dict
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.core import master as penta_master
from dicegame.games.penta.core.levels import PentaLevel, choose_box, choose_hold
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet
from dicegame.games.penta.core.strategy import hold_flags
from dicegame.games.penta.engine.engine import PentaEngine


def test_the_beginner_computer_keeps_its_most_common_face(qtbot) -> None:
    setup = GameSetup(humans=("Ana",), with_computer=True, level=PentaLevel.BEGINNER)
    engine = PentaEngine(setup, Timing.fast(), random.Random(11))
    engine.start()
    engine.roll()
    engine.scoreBox(next(iter(engine.game.options())))
    steps: list[tuple[str, object]] = []
    engine.computerStep.connect(lambda kind, value: steps.append((kind, value)))
    qtbot.waitUntil(lambda: engine.game.current == 0, timeout=5000)
    rolled = [value for kind, value in steps if kind == "roll"]
    holds = [value for kind, value in steps if kind == "hold"]
    for dice, kept in zip(rolled, holds, strict=False):
        counts = {face: dice.count(face) for face in dice}
        face = max(counts, key=lambda f: (counts[f], f))
        assert kept == (face,) * counts[face]
    sheet = engine.game.sheets[1]
    assert sum(1 for box in Box if sheet[box] is not None) == 1
    assert holds  # it did hold dice between rolls


@pytest.mark.parametrize("level", list(PentaLevel))
def test_the_level_round_trips_through_the_save(level: PentaLevel) -> None:
    setup = GameSetup(humans=("Ana",), level=level)
    assert setup_from_dict(setup_to_dict(setup)).level is level


def test_a_save_from_before_the_levels_plays_perfectly() -> None:
    data = {  # a setup of that time: Farkle's level and target, and no Penta level
        "kind": "penta",
        "humans": ["Ana"],
        "with_computer": True,
        "computer_level": "normal",
        "target": 10000,
        "computer_name": "Computer",
    }
    assert setup_from_dict(data).level is PentaLevel.PERFECT


def test_choose_box_is_what_the_engine_selects_for_perfect(qtbot) -> None:
    setup = GameSetup(humans=("Ana",), with_computer=True)
    engine = PentaEngine(setup, Timing.fast(), random.Random(3))
    engine.start()
    engine.roll()
    engine.scoreBox(next(iter(engine.game.options())))
    selected: list[tuple] = []  # the box, with the sheet and dice it was chosen for

    def on_step(kind: str, value: object) -> None:
        if kind == "select":
            selected.append((value, engine.game.sheet, engine.game.dice))

    engine.computerStep.connect(on_step)
    qtbot.waitUntil(lambda: bool(selected), timeout=5000)
    box, sheet, dice = selected[0]
    assert box == choose_box(PentaLevel.PERFECT, sheet, dice, random.Random(0))


def test_a_casual_game_saves_loads_and_plays_on_alike(tmp_path: Path) -> None:
    """The new level travels in a whole save file, and the restored game's computer makes
    the same seeded choices as the one that was saved."""
    setup = GameSetup(humans=("Ana",), with_computer=True, level=PentaLevel.CASUAL)
    game = PentaGame(setup.players(), rng=random.Random(8))
    game.roll()
    game.score(Box.CHANCE)  # Ana's turn: now the computer's
    save_game(tmp_path / "casual.json", setup, game)
    loaded = load_game(tmp_path / "casual.json")
    assert loaded.ok and loaded.value is not None
    assert json.loads((tmp_path / "casual.json").read_text())["setup"]["level"] == "casual"
    restored = loaded.value.game
    assert isinstance(restored, PentaGame) and loaded.value.setup == setup
    for one in (game, restored):
        dice = one.roll()
        one.set_holds(hold_flags(dice, choose_hold(PentaLevel.CASUAL, one.sheet, dice, 2, one.rng)))
        one.roll()
    assert restored.dice == game.dice and restored.held == game.held


def _casual_rounds(qtbot, seed: int, rounds: int):
    """The Casual computer's sheet after ``rounds`` rounds against Ana (who scores at once)."""
    setup = GameSetup(humans=("Ana",), with_computer=True, level=PentaLevel.CASUAL)
    engine = PentaEngine(setup, Timing.fast(), random.Random(seed))
    engine.start()
    for round_ in range(1, rounds + 1):
        engine.roll()
        engine.scoreBox(next(iter(engine.game.options())))
        qtbot.waitUntil(lambda: engine.game.current == 0, timeout=5000)
        sheet = engine.game.sheets[1]
        assert sum(1 for box in Box if sheet[box] is not None) == round_
    return engine.game.sheets[1]


def test_the_casual_computer_plays_its_turns_in_the_engine(qtbot) -> None:
    """The engine hands Casual's choices to penta_levels with the game's generator: each
    turn writes one box, and a replay from the same seed is the same game."""
    assert _casual_rounds(qtbot, 21, 3) == _casual_rounds(qtbot, 21, 3)


@pytest.mark.parametrize("humans", [("Ana",), ("Ana", "Bea"), ("Ana", "Bea", "Cy")])
def test_the_master_computer_plays_its_solver_against_the_other_sheets(
    qtbot, monkeypatch, humans: tuple[str, ...]
) -> None:
    """The engine hands the Master every other player's sheet (two, three or four
    players): every hold and box it shows is what penta_master chooses against them all
    (playing for the win from the first turn)."""
    monkeypatch.setattr(penta_master, "HORIZON", 13)
    monkeypatch.setattr(penta_master, "OTHERS_HORIZON", 13)
    asked: list[tuple[Sheet, ...]] = []  # the other sheets each decision was given
    for name in ("best_hold", "best_box"):
        solver = getattr(penta_master, name)

        def spy(sheet, others, *args, solver=solver):
            asked.append(tuple(others))
            return solver(sheet, others, *args)

        monkeypatch.setattr(penta_master, name, spy)
    setup = GameSetup(humans=humans, with_computer=True, level=PentaLevel.MASTER)
    engine = PentaEngine(setup, Timing.fast(), random.Random(4))
    engine.start()
    for _ in humans:
        engine.roll()
        engine.scoreBox(Box.CHANCE)
    people = tuple(engine.game.sheets[: len(humans)])
    steps: list[tuple] = []  # (kind, choice, sheet, dice, rolls left)

    def on_step(kind: str, value: object) -> None:
        game = engine.game
        if kind in ("hold", "select"):
            steps.append((kind, value, game.sheet, game.dice, game.rolls_left))

    engine.computerStep.connect(on_step)
    qtbot.waitUntil(lambda: engine.game.current == 0, timeout=10000)
    assert steps and steps[-1][0] == "select"
    assert asked and set(asked) == {people}
    for kind, value, sheet, dice, rolls_left in steps:
        if kind == "hold":
            assert value == penta_master.best_hold(sheet, people, dice, rolls_left)
        else:
            assert value == penta_master.best_box(sheet, people, dice)
