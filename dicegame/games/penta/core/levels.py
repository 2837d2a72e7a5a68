"""The Penta computer's levels, all defined from the optimal strategy.

- **Perfect** (default): the optimal solitaire strategy of :mod:`penta_strategy` —
  every hold and box maximises the expected final TOTAL.
- **Good**: weighs the same choices by their expected final TOTAL and picks one at
  random with a softmax of temperature :data:`GOOD_TEMPERATURE` points: a choice
  worth ``d`` points less than the best is ``exp(-d / T)`` times as likely. Small
  slips are common, big blunders rare.
- **Casual**: a middling player, between Good and Beginner: each choice (every hold and
  every box) is Beginner's with probability :data:`CASUAL_BEGINNER_SHARE`, else Good's.
  It mostly plays sensibly, but every other choice goes for the points in front of it
  (the face it has most of, the box that writes the most now), as people often do.
- **Master**: plays for the WIN, not the points (:mod:`penta_master`): near the end (in
  its last two or three turns: at most three of its boxes open and at most two of every
  other player's, so its last two when it moves first) every hold and box maximises its
  chance to finish ahead of all the other players at once, each of them assumed to play
  Perfect from their sheet as it stands; before that, and alone, it plays as Perfect.
- **Beginner**: plays for the points it writes now: it keeps the dice of its most
  common face (the higher face on a tie) and scores the box that writes the most
  points now (bonus included), ties broken by the strategy's order.

Every level draws its random choices from the game's injected random generator, so a
game replays exactly from a seed (and from a save).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence

from dicegame.games.penta.core import PentaLevel, master, strategy
from dicegame.games.penta.core.rules import DICE_COUNT, Box, PentaGame, Sheet

__all__ = [
    "CASUAL_BEGINNER_SHARE",
    "GOOD_TEMPERATURE",
    "PentaLevel",
    "choose_box",
    "choose_hold",
    "play_solitaire",
]

#: Good's softmax temperature, in points of expected final TOTAL.
GOOD_TEMPERATURE = 1.0
#: The share of Casual's choices made by Beginner's rule (the rest by Good's). Found with
#: benchmarks/penta_levels.py to land Casual at about 200 points a game.
CASUAL_BEGINNER_SHARE = 0.5


def _rule_for(level: PentaLevel, rng: random.Random) -> PentaLevel:
    """The level whose rule makes this one choice: Casual draws Beginner's or Good's."""
    if level is PentaLevel.CASUAL:
        return PentaLevel.BEGINNER if rng.random() < CASUAL_BEGINNER_SHARE else PentaLevel.GOOD
    return level


def _softmax_pick(rows: Sequence[tuple[object, float]], rng: random.Random) -> object:
    """One choice of ``rows`` (choice, value), weighted by exp((value - best) / T)."""
    best = max(value for _, value in rows)
    weights = [math.exp((value - best) / GOOD_TEMPERATURE) for _, value in rows]
    return rng.choices([choice for choice, _ in rows], weights=weights, k=1)[0]


def choose_hold(
    level: PentaLevel,
    sheet: Sheet,
    dice: Sequence[int],
    rolls_left: int,
    rng: random.Random,
    others: Sequence[Sheet] = (),
) -> tuple[int, ...]:
    """The dice values to keep before the next roll (all five: stop and score now).

    ``others`` are the other players' sheets (at their turn starts), which only the
    Master looks at."""
    level = _rule_for(level, rng)
    if level is PentaLevel.MASTER:
        return master.best_hold(sheet, others, dice, rolls_left)
    if level is PentaLevel.PERFECT:
        return strategy.best_hold(sheet, dice, rolls_left)
    if level is PentaLevel.GOOD:
        return _softmax_pick(strategy.rank_holds(sheet, dice, rolls_left), rng)  # type: ignore[return-value]
    counts = Counter(dice)
    face = max(counts, key=lambda value: (counts[value], value))
    return (face,) * counts[face]


def choose_box(
    level: PentaLevel,
    sheet: Sheet,
    dice: Sequence[int],
    rng: random.Random,
    others: Sequence[Sheet] = (),
) -> Box:
    """The box to score this roll in (``others``: as for :func:`choose_hold`)."""
    level = _rule_for(level, rng)
    if level is PentaLevel.MASTER:
        return master.best_box(sheet, others, dice)
    if level is PentaLevel.PERFECT:
        return strategy.best_box(sheet, dice)
    ranked = strategy.rank_boxes(sheet, dice)
    if level is PentaLevel.GOOD:
        return _softmax_pick(ranked, rng)  # type: ignore[return-value]
    points = sheet.options(dice)
    order = {box: place for place, (box, _) in enumerate(ranked)}
    return max(points, key=lambda box: (points[box], -order[box]))


def stops_rolling(keep: Sequence[int]) -> bool:
    """True when a hold keeps all five dice: the player scores now."""
    return len(keep) == DICE_COUNT


def play_solitaire(level: PentaLevel, rng: random.Random) -> int:
    """One solitaire game played by ``level`` with ``rng`` (dice and choices); the final
    TOTAL. What benchmarks/penta_levels.py measures, and the tests sample."""
    game = PentaGame(1, rng=rng)
    while not game.is_over:
        dice = game.roll()
        while game.rolls_left > 0:
            keep = choose_hold(level, game.sheet, dice, game.rolls_left, rng)
            if stops_rolling(keep):
                break
            game.set_holds(strategy.hold_flags(dice, keep))
            dice = game.roll()
        game.score(choose_box(level, game.sheet, dice, rng))
    return game.sheet.total
