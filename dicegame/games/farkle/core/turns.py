"""What one Farkle turn banks, per level: the distributions behind the chances of a game of
any size (:mod:`dicegame.games.farkle.core.field`).

Pure Python, standard library only. Scores in units of 50 points.

- :class:`TurnModel`: the points a turn banks under a level's own play (Normal's thresholds,
  raised by its behind-adjustment, or the Expert's exact maximum-expected-score play), from
  any moment of the turn: a list indexed by the units banked (index 0: nothing, a farkle).
- :class:`ChaseModel`: the final round, where a player rolls on until their total beats the
  best one: from a need of m units, the chance of beating it and by how much (the excess).
  The Expert sets aside what gives the best chance of getting there, the Normal the most
  points; both bank as soon as they beat the best total (exact for the last to play; the
  model's approximation for the others).
"""

from __future__ import annotations

import threading
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from dicegame.games.farkle.core.ai import NORMAL
from dicegame.games.farkle.core.expert_table import expert_choice_value
from dicegame.games.farkle.core.rolls import STEP, roll_outcomes
from dicegame.games.farkle.core.rules import DICE_COUNT

__all__ = [
    "TURN_CAP",
    "EXCESS",
    "CHASE_CAP",
    "Policy",
    "policy_of",
    "TurnModel",
    "turn_model",
    "ChaseModel",
    "chase_model",
]

#: A turn total (units) from which the model banks: 8 000 points, reached about once in
#: ten thousand turns (the Expert would roll six dice on).
TURN_CAP = 160
#: Turn totals run past the cap by less than one set-aside (at most 4 000 points).
LENGTH = TURN_CAP + 4000 // STEP
#: The excess over a need is below one set-aside: 0..79 units.
EXCESS = 4000 // STEP
#: Needs above this (10 000 points in one turn, about one chance in 500 000) are not met.
CHASE_CAP = 200

Groups = tuple[tuple[float, tuple[tuple[int, int], ...]], ...]


@cache
def _groups(dice: int) -> Groups:
    """The scoring rolls of ``dice`` dice: (probability, options as (units, dice left))."""
    return tuple(
        (o.probability, tuple((points // STEP, left) for points, left in o.options))
        for o in roll_outcomes(dice)
    )


@dataclass(frozen=True)
class Policy:
    """How a seat plays a turn before the final round. ``kind``: "expert" or "normal";
    ``thresholds[n - 1]``: the Normal's bank threshold (units) with n dice left."""

    kind: str
    thresholds: tuple[int, ...] = ()


EXPERT = Policy("expert")


def policy_of(level: str, behind: int = 0) -> Policy:
    """The turn policy of a level ("normal", "expert"; the Master and a person play the
    turn as the Expert), ``behind`` points behind the leader (the Normal's adjustment)."""
    if level != "normal":
        return EXPERT
    units = tuple(-(-NORMAL.threshold(n, behind) // STEP) for n in range(1, DICE_COUNT + 1))
    return Policy("normal", units)


def _pick(options: tuple[tuple[int, int], ...]) -> tuple[int, int]:
    """The Normal's set-aside: the most points, then the most dice left."""
    return max(options)


class TurnModel:
    """The distribution of the units one turn banks, under one :class:`Policy`."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self._rolls: dict[tuple[int, int], Sequence[float]] = {}  # kept as array("d")

    def banks(self, t: int, left: int) -> bool:
        """Whether the policy banks ``t`` units with ``left`` dice to roll."""
        if t >= TURN_CAP:
            return True
        if self.policy.kind == "normal":
            return t >= self.policy.thresholds[left - 1]
        return STEP * t >= expert_choice_value(STEP * t, left)

    def choose(self, t: int, options: tuple[tuple[int, int], ...]) -> tuple[int, int]:
        """The set-aside the policy takes from a roll with these (units, dice left)."""
        if self.policy.kind == "normal":
            return _pick(options)
        return max(options, key=lambda o: expert_choice_value(STEP * (t + o[0]), o[1]))

    def after_choice(self, t: int, left: int) -> Sequence[float]:
        """Units banked, once dice are set aside for ``t`` units and ``left`` are left."""
        if self.banks(t, left):
            return point(t)
        return self.roll(t, left)

    def roll(self, t: int, dice: int) -> Sequence[float]:
        """Units banked, from ``t`` units before rolling ``dice`` dice."""
        key = (t, dice)
        found = self._rolls.get(key)
        if found is None:
            found = self._rolls[key] = self._solve(t, dice)
        return found

    def _solve(self, t: int, dice: int) -> Sequence[float]:
        chosen: dict[tuple[int, int], float] = {}
        for probability, options in _groups(dice):
            units, left = self.choose(t, options)
            state = (t + units, left)
            chosen[state] = chosen.get(state, 0.0) + probability
        total = [0.0] * LENGTH
        total[0] = 1.0 - sum(chosen.values())
        for (after, left), probability in chosen.items():
            below = self.after_choice(after, left)
            total[0] += probability * below[0]  # a farkle later in the turn
            for k in range(after, LENGTH):
                if below[k]:
                    total[k] += probability * below[k]
        return array("d", total)

    @property
    def start(self) -> Sequence[float]:
        """A whole turn: from nothing, six dice."""
        return self.roll(0, DICE_COUNT)


def point(units: int) -> list[float]:
    """Certainly ``units`` banked."""
    dist = [0.0] * LENGTH
    dist[min(units, LENGTH - 1)] = 1.0
    return dist


@cache
def turn_model(policy: Policy) -> TurnModel:
    return TurnModel(policy)


class ChaseModel:
    """The final round's turn: ``excess(m, n)[x]`` is the chance, needing ``m`` more units
    before rolling ``n`` dice, of banking ``m + x`` (the chance of beating the best total
    is its sum). ``kind``: "expert" (the best chance of getting there) or "normal"."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        zero = array("d", [0.0] * EXCESS)
        self._rows: list[tuple[Sequence[float], ...]] = [(zero,) * 7]  # array("d"): 8 bytes each
        self._reach: list[tuple[float, ...]] = [(1.0,) * 7]
        self._lock = threading.Lock()  # the warm-up thread may extend it too

    def reach(self, need: int, dice: int = DICE_COUNT) -> float:
        """The chance of collecting ``need`` units or more before a farkle."""
        if need <= 0:
            return 1.0
        if need > CHASE_CAP:
            return 0.0
        self._extend(need)
        return self._reach[need][dice]

    def excess(self, need: int, dice: int = DICE_COUNT) -> Sequence[float]:
        """By how much the need is beaten (index: units over it); sums to :meth:`reach`."""
        if need <= 0:
            return point_excess(-need)
        if need > CHASE_CAP:
            return point_excess(0, 0.0)
        self._extend(need)
        return self._rows[need][dice]

    def _value(self, need: int, option: tuple[int, int]) -> tuple[float, int, int]:
        units, left = option
        return (self.reach(need - units, left), units, left)

    def choose(self, need: int, options: tuple[tuple[int, int], ...]) -> tuple[int, int]:
        if self.kind == "normal":
            return _pick(options)
        return max(options, key=lambda option: self._value(need, option))

    def _extend(self, need: int) -> None:
        if need < len(self._rows):
            return
        with self._lock:
            for m in range(len(self._rows), need + 1):
                self._add_row(m)

    def _add_row(self, m: int) -> None:
        rows: list[Sequence[float]] = [[0.0] * EXCESS]
        reach: list[float] = [0.0]
        for dice in range(1, DICE_COUNT + 1):
            chosen: dict[tuple[int, int], float] = {}
            for probability, options in _groups(dice):
                state = self.choose(m, options)
                chosen[state] = chosen.get(state, 0.0) + probability
            row = [0.0] * EXCESS
            for (units, left), probability in chosen.items():
                if units >= m:
                    row[units - m] += probability
                else:
                    below = self._rows[m - units][left]
                    row = [a + probability * b for a, b in zip(row, below, strict=True)]
            rows.append(row)
            reach.append(sum(row))
        self._rows.append(tuple(array("d", row) for row in rows))
        self._reach.append(tuple(reach))


def point_excess(units: int, chance: float = 1.0) -> list[float]:
    """Beaten by ``units`` (capped at the table's last index) with this chance."""
    row = [0.0] * EXCESS
    row[min(units, EXCESS - 1)] = chance
    return row


@cache
def chase_model(kind: str) -> ChaseModel:
    return ChaseModel("normal" if kind == "normal" else "expert")
