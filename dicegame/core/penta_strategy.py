"""The Penta policy used everywhere: auto-score, the computer opponent, hints, review.

PLACEHOLDER: a greedy policy with the final API, so the engine and widgets can be
built against it. It is replaced by the optimal-strategy table (issue 3).

Conventions: "expected final score" is the sheet's TOTAL at the end of the game in
expectation (points already written + expected points still to come). A hold is the
sorted tuple of the dice VALUES kept; :func:`hold_flags` maps it onto dice positions.
"""

from __future__ import annotations

from collections.abc import Sequence

from dicegame.core.penta import Box, Sheet


def expected_score(sheet: Sheet) -> float:
    """Expected points still to come from the start of a turn (bonuses included)."""
    return 0.0 if sheet.is_complete else 10.0 * len(sheet.open_boxes)


def rank_boxes(sheet: Sheet, dice: Sequence[int]) -> list[tuple[Box, float]]:
    """Every legal box for this roll with the expected final score if chosen, best first."""
    rows = []
    for box in sheet.options(dice):
        after = sheet.score(box, dice)
        rows.append((box, after.total + expected_score(after)))
    return sorted(rows, key=lambda row: (-row[1], row[0]))


def best_box(sheet: Sheet, dice: Sequence[int]) -> Box:
    """The box the computer would choose for this roll."""
    return rank_boxes(sheet, dice)[0][0]


def rank_holds(
    sheet: Sheet, dice: Sequence[int], rolls_left: int
) -> list[tuple[tuple[int, ...], float]]:
    """Every distinct hold (sorted kept values) with its expected final score, best first.

    ``rolls_left`` is 1 or 2: the rolls still allowed this turn.
    """
    return [(tuple(sorted(dice)), rank_boxes(sheet, dice)[0][1])]


def best_hold(sheet: Sheet, dice: Sequence[int], rolls_left: int) -> tuple[int, ...]:
    """The dice values to keep before the next roll (sorted)."""
    return rank_holds(sheet, dice, rolls_left)[0][0]


def hold_flags(dice: Sequence[int], keep: Sequence[int]) -> tuple[bool, ...]:
    """Which positions of ``dice`` to hold so that the kept values are ``keep``."""
    remaining = list(keep)
    flags = []
    for value in dice:
        if value in remaining:
            remaining.remove(value)
            flags.append(True)
        else:
            flags.append(False)
    if remaining:
        raise ValueError(f"cannot keep {tuple(keep)} from {tuple(dice)}")
    return tuple(flags)
