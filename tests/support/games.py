"""Whole games played quickly, for tests that need finished games (records, statistics)."""

from __future__ import annotations

import random

from dicegame.games.penta.core.rules import PentaGame

__all__ = ["finished_penta", "perfect_dice"]


def finished_penta(players, seed: int = 0) -> PentaGame:
    """A Penta game played to the end: one roll a turn, the best-paying box."""
    game = PentaGame(players, rng=random.Random(seed))
    while not game.is_over:
        game.roll()
        options = game.options()
        game.score(max(options, key=options.__getitem__))
    return game


def perfect_dice(game: PentaGame) -> tuple[int, ...]:
    """Roll the mover's turn as Perfect holds its dice; the dice it scores."""
    from dicegame.games.penta.core.strategy import best_hold, hold_flags

    dice = game.roll()
    while game.rolls_left > 0:
        keep = best_hold(game.sheet, dice, game.rolls_left)
        if len(keep) == 5:
            break
        game.set_holds(hold_flags(dice, keep))
        dice = game.roll()
    return tuple(dice)


def landed(engine) -> None:
    """Wait until the engine's dice have landed (it refuses holds while they roll)."""
    from PySide6.QtTest import QTest

    for _ in range(400):
        if not engine.rolling:
            return
        QTest.qWait(5)
    raise AssertionError("the dice never landed")
