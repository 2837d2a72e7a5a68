"""The human decisions of a Penta game: recorded for the move review, priced against the
optimal strategy, and kept in the autosave as plain JSON (checked when read back).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dicegame.core.common import MAX_HUMANS, Player
from dicegame.core.validate import (
    Problem,
    expect_bool,
    expect_int,
    expect_list,
    expect_object,
    expect_str,
    fail,
)
from dicegame.games.penta.core import strategy
from dicegame.games.penta.core.rules import DICE_COUNT, ROLLS_PER_TURN, ROUNDS, Box, Sheet
from dicegame.games.penta.core.save_codec import (  # the save format's own sheet checks
    sheet_from_dict,
    sheet_to_dict,
)

__all__ = [
    "DECISIONS_KEY",
    "Choice",
    "Decision",
    "DecisionReview",
    "best_choice",
    "decisions_from_json",
    "decisions_to_json",
    "review_decision",
]

#: The key of the decisions in a save's ``extra``.
DECISIONS_KEY = "penta_decisions"
# 13 rounds, at most 3 decisions a turn (two holds and a box), for every human seat.
MAX_DECISIONS = ROUNDS * ROLLS_PER_TURN * MAX_HUMANS


#: A decision: a Box (score now) or the sorted dice values held before rolling again.
Choice = Box | tuple[int, ...]


@dataclass(frozen=True)
class Decision:
    """One human decision: the state it was taken in and what was chosen."""

    seat: int
    round: int
    sheet: Sheet
    dice: tuple[int, ...]
    rolls_left: int
    choice: Choice
    auto: bool = False  # the auto-score chose (the player let the countdown run out)


@dataclass(frozen=True)
class DecisionReview:
    """A decision priced against the optimal one."""

    decision: Decision
    best: Choice
    loss: float  # expected final points lost (>= 0)


def best_choice(sheet: Sheet, dice: Sequence[int], rolls_left: int) -> tuple[Choice, float]:
    """The optimal choice and its expected final TOTAL.

    With rolls left it is the best hold, except that holding all five dice means
    "score now", returned as the best box.
    """
    if rolls_left > 0:
        keep, value = strategy.rank_holds(sheet, dice, rolls_left)[0]
        if len(keep) < DICE_COUNT:
            return keep, value
    box, value = strategy.rank_boxes(sheet, dice)[0]
    return box, value


def review_decision(decision: Decision) -> DecisionReview:
    """Price one decision: the optimal choice and the expected points lost."""
    best, _ = best_choice(decision.sheet, decision.dice, decision.rolls_left)
    loss = strategy.decision_loss(
        decision.sheet, decision.dice, decision.rolls_left, decision.choice
    )
    return DecisionReview(decision, best, loss)


# ----- decisions as plain JSON (for the autosave) ----------------------------------------------
def decisions_to_json(decisions: Sequence[Decision]) -> list[dict[str, Any]]:
    """The decisions as JSON values (lists, dicts, numbers, strings, booleans)."""
    return [_decision_to_json(decision) for decision in decisions]


def _decision_to_json(decision: Decision) -> dict[str, Any]:
    data: dict[str, Any] = {
        "seat": decision.seat,
        "round": decision.round,
        "sheet": sheet_to_dict(decision.sheet),
        "dice": list(decision.dice),
        "rolls_left": decision.rolls_left,
        "auto": decision.auto,
    }
    if isinstance(decision.choice, Box):
        data["box"] = decision.choice.name
    else:
        data["keep"] = list(decision.choice)
    return data


def decisions_from_json(data: Any, players: Sequence[Player]) -> list[Decision]:
    """Decisions read back from :func:`decisions_to_json`, each checked to be one a human
    of ``players`` could have taken (a legal box, a hold the dice allow, a sheet that fits
    the round). Raises :class:`~dicegame.core.validate.SaveFormatError` on anything else."""
    items = expect_list(data, "The recorded decisions", 0, MAX_DECISIONS)
    return [_decision_from_json(item, index, players) for index, item in enumerate(items)]


def _decision_from_json(data: Any, index: int, players: Sequence[Player]) -> Decision:
    where = f"Decision {index + 1}"
    obj = expect_object(
        data,
        where,
        ("seat", "round", "sheet", "dice", "rolls_left", "auto"),
        optional=("box", "keep"),
    )
    seat = expect_int(obj["seat"], f"{where}, seat", 0, len(players) - 1)
    if players[seat].is_computer:
        fail(Problem.INCONSISTENT, f"{where} is the computer's.")
    round_ = expect_int(obj["round"], f"{where}, round", 1, ROUNDS)
    sheet = sheet_from_dict(obj["sheet"], seat)
    if sheet.filled_count != round_ - 1:
        fail(Problem.INCONSISTENT, f"{where}: the sheet does not fit round {round_}.")
    dice_items = expect_list(obj["dice"], f"{where}, dice", DICE_COUNT, DICE_COUNT)
    dice = tuple(expect_int(die, f"{where}, a die", 1, 6) for die in dice_items)
    rolls_left = expect_int(obj["rolls_left"], f"{where}, rolls left", 0, ROLLS_PER_TURN - 1)
    auto = expect_bool(obj["auto"], f"{where}, auto")
    choice = _choice_from_json(obj, where, sheet, dice, rolls_left)
    return Decision(seat, round_, sheet, dice, rolls_left, choice, auto)


def _choice_from_json(
    obj: dict[str, Any], where: str, sheet: Sheet, dice: tuple[int, ...], rolls_left: int
) -> Choice:
    if ("box" in obj) == ("keep" in obj):
        fail(Problem.INCONSISTENT, f"{where} must hold either a box or the dice kept.")
    if "box" in obj:
        name = expect_str(obj["box"], f"{where}, box", 40)
        if name not in Box.__members__ or Box[name] not in sheet.options(dice):
            fail(Problem.INCONSISTENT, f"{where}: the box {name[:40]!r} was not a legal choice.")
        return Box[name]
    keep_items = expect_list(obj["keep"], f"{where}, dice kept", 0, DICE_COUNT)
    keep = tuple(sorted(expect_int(die, f"{where}, a die kept", 1, 6) for die in keep_items))
    if rolls_left == 0 or Counter(keep) - Counter(dice):
        fail(Problem.INCONSISTENT, f"{where}: the dice kept were not a legal choice.")
    return keep
