"""Undo: a human's last scoring (Penta) or bank (Farkle) comes back exactly, until the
next player rolls; never across the computer's turn; the autosave follows it."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from support.games import landed

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import ManualClock, Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.farkle.engine.engine import Refusal as FarkleRefusal
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.engine.engine import PentaEngine, Refusal
from dicegame.persist.autosave import AutosaveManager

# Farkle: the test fires the computer's steps and ends farkles itself
MANUAL = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000)

TWO_HUMANS = GameSetup(humans=("Ana", "Rui"), with_computer=False)
FARKLE_TWO = GameSetup(kind=FARKLE, humans=("Ana", "Rui"), with_computer=False)


def penta(setup: GameSetup = TWO_HUMANS, seed: int = 4, timing: Timing | None = None):
    engine = PentaEngine(setup, timing or Timing.fast(), random.Random(seed))
    engine.start()
    return engine


def snapshot(engine: PentaEngine) -> tuple:
    game = engine.game
    return (
        tuple(game.sheets),
        game.current,
        game.round,
        game.dice,
        game.held,
        game.rolls_left,
        engine.rng.getstate(),
    )


def test_penta_undo_restores_everything_and_the_next_roll_is_unchanged(qtbot) -> None:
    engine, twin = penta(), penta()
    for each in (engine, twin):
        each.roll()
        landed(each)
        each.toggleHold(0)
        each.toggleHold(3)
        each.roll()
        landed(each)
    before = snapshot(engine)
    decisions = list(engine.decisions)
    undo_events: list[bool] = []
    engine.undoAvailable.connect(undo_events.append)
    assert engine.scoreBox(Box.CHANCE)
    assert engine.can_undo and engine.game.current == 1
    assert engine.undo()
    assert snapshot(engine) == before
    assert engine.decisions == decisions  # the review drops the undone decision
    assert undo_events == [True, False]
    assert not engine.can_undo
    # the dice that come next are the ones that would have come without the undo
    engine.roll()
    landed(engine)
    twin.roll()
    landed(twin)
    assert engine.game.dice == twin.game.dice


def test_penta_undo_is_gone_once_the_next_player_rolls(qtbot) -> None:
    engine = penta()
    engine.roll()
    landed(engine)
    engine.scoreBox(Box.CHANCE)
    engine.roll()  # Rui rolls
    landed(engine)
    assert not engine.can_undo
    refused: list[str] = []
    engine.actionRefused.connect(refused.append)
    assert not engine.undo()
    assert refused == [Refusal.NOTHING_TO_UNDO]
    assert engine.game.current == 1 and engine.game.sheets[0][Box.CHANCE] is not None


def test_penta_auto_score_can_be_undone_and_no_countdown_restarts(qtbot) -> None:
    clock = ManualClock()
    engine = penta(timing=replace(Timing.fast(), clock=clock))
    scored: list[Box] = []
    engine.autoScored.connect(scored.append)
    for _ in range(3):
        engine.roll()
        landed(engine)
    clock.run_until(lambda: scored != [], within_ms=2000)
    assert engine.can_undo
    assert engine.undo()
    assert engine.game.current == 0 and engine.game.rolls_left == 0
    assert not engine.countdown_active
    clock.advance(60_000)
    assert engine.game.current == 0 and len(scored) == 1  # nothing scored by itself after


def test_penta_never_undoes_across_the_computer_turn(qtbot) -> None:
    # On a manual clock: the computer's whole turn (roll, decide, score: steps of 1 ms) once
    # fitted between two looks of a 10 ms qtbot.waitUntil on a busy machine, so the test
    # never saw the dice it waited for. Here the look comes after every single step.
    clock = ManualClock()
    setup = GameSetup(humans=("Ana",), with_computer=True)
    engine = penta(setup, timing=replace(Timing.fast(), clock=clock))
    undoable: list[bool] = []
    engine.computerStep.connect(lambda *_: undoable.append(engine.can_undo))
    engine.roll()
    landed(engine)
    engine.scoreBox(Box.CHANCE)
    assert engine.is_computer_turn
    clock.run_until(lambda: engine.game.dice is not None, within_ms=1000)  # it rolled
    assert not engine.can_undo
    clock.run_until(lambda: engine.game.current == 0, within_ms=10_000)  # it scored
    assert not engine.can_undo  # the computer's own scoring is never undoable
    assert not engine.undo()
    assert undoable and not any(undoable)  # at none of the computer's steps


def test_penta_autosave_follows_the_undo(qtbot, tmp_path: Path) -> None:
    engine = penta()
    autosave = AutosaveManager(tmp_path)
    autosave.attach(engine, extra=engine.save_extra)
    engine.roll()
    landed(engine)
    engine.scoreBox(Box.CHANCE)
    engine.undo()
    saved = AutosaveManager(tmp_path).pending_game().saved
    assert saved.game.current == 0
    assert saved.game.dice == engine.game.dice
    assert saved.game.sheets[0][Box.CHANCE] is None
    assert saved.game_id == autosave.game_id  # the same game, not a new one


def farkle(seed: int = 3) -> FarkleEngine:
    return FarkleEngine(FARKLE_TWO, MANUAL, random.Random(seed))


def scoring_turn(engine: FarkleEngine) -> None:
    """Roll until something scores, set aside the best dice."""
    from dicegame.games.farkle.core.rules import best_selection

    while True:
        engine.roll()
        landed(engine)
        if not engine.game.farkled:
            break
        engine.endTurn()
    for index in best_selection(engine.game.roll_dice):
        engine.toggleDie(index)


def test_farkle_undo_takes_back_a_bank_exactly(qtbot) -> None:
    engine, twin = farkle(), farkle()
    scoring_turn(engine)
    scoring_turn(twin)
    game = engine.game

    def state() -> tuple:
        return (game.current, game.turn_total, list(game.totals), game.dice_to_roll, game.selected)

    before = state()
    engine.bank()
    assert engine.can_undo and engine.game.current != before[0]
    engine.undo()
    assert state() == before
    assert engine.game is game
    engine.bank()
    twin.bank()
    engine.roll()
    landed(engine)
    twin.roll()
    landed(twin)
    assert engine.game.roll_dice == twin.game.roll_dice
    assert not engine.can_undo
    refused: list[str] = []
    engine.actionRefused.connect(refused.append)
    engine.undo()
    assert refused == [FarkleRefusal.NOTHING_TO_UNDO.value]
