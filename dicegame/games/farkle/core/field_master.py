"""The Farkle Master at a table of 3 to 6: the play that maximises its own chance to win
under the model of everyone's chances (:mod:`dicegame.games.farkle.core.field`).

Pure Python, standard library only. Scores in units of 50 points. In a two-player game the
Master plays its exact table (:class:`~dicegame.games.farkle.core.master.MasterAI`); in a
larger one, :class:`FieldMasterAI` solves each turn for its own chance to win, with the
other seats playing as their levels (a person as the Expert), as the chances shown on the
board assume. A turn is solved by :class:`~dicegame.games.farkle.core.master.TurnPlan`
(backward induction over turn points and dice) from the chance after banking each total:

- **Before the final round** the chance after banking ``t`` units is the mover's share of
  :func:`~dicegame.games.farkle.core.field.chances_before_final` with a first turn of exactly
  ``t``. Banking k grid steps leaves the mover a standing player k steps nearer the target
  who has had one turn more, so at the grid points that share comes from the cached standing
  profiles, shifted by one turn (past the target: the final round triggered, by how much);
  between grid points it is linear, as the grid splits a total between its two nearest
  points. The share is computed at every grid point near the turn's start and at the target,
  sparser for longer turns (:func:`sample_steps`), and interpolated between them.
- **In the final round** the chance after banking a final total T is exact under the model:
  nobody still to play beats T (each chases the best total and banks as soon as they beat
  it, :class:`~dicegame.games.farkle.core.turns.ChaseModel`), a tie sharing the win.

The first decision of a turn solves it; the later ones of the same turn look it up.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from dicegame.games.farkle.core.ai import indices_of
from dicegame.games.farkle.core.field import _Standing
from dicegame.games.farkle.core.field_race import (
    _bump,
    _chase_kind,
    _grid,
    _Profile,
    _standing_profile,
    bin_units,
    seat_gap,
    standing_profiles,
)
from dicegame.games.farkle.core.master import CAP_UNITS, MAX_GAIN_UNITS, MasterAI, TurnPlan
from dicegame.games.farkle.core.rolls import STEP, set_aside_options
from dicegame.games.farkle.core.rules import FarkleGame, FarklePhase, WrongPhaseError
from dicegame.games.farkle.core.turns import EXPERT, TURN_CAP, chase_model

__all__ = [
    "SAMPLE_BUDGET",
    "FieldMasterAI",
    "field_plan",
    "final_plan",
    "plan_for",
    "sample_steps",
]

#: Before the target, this many grid points are computed per turn (each costs one
#: combination of the players' races, dearer at a larger table): 3, 4, 5, 6 players.
SAMPLE_BUDGET = {3: 12, 4: 9, 5: 7, 6: 6}


def _budget(seats: int) -> int:
    return SAMPLE_BUDGET.get(seats, 6)


def sample_steps(gap: int, last: int, budget: int) -> list[int]:
    """The grid steps k (0 .. ``last``) at which the chance after banking is computed:
    every one from the target on (``gap``: the mover's distance on the grid); before it,
    ``budget`` steps: every one of the first half of them, then wider and wider up to the
    last step before the target."""
    before = min(gap - 1, last)
    dense = min(before, max(1, budget // 2))
    steps = set(range(dense + 1))
    room = budget - len(steps) - 1
    if before > dense and room > 0:
        ratio = (before / dense) ** (1 / (room + 1))
        steps.update(min(before, round(dense * ratio**i)) for i in range(1, room + 1))
    steps.add(before)
    steps.update(range(gap, last + 1))
    return sorted(steps)


def _shifted(standing: _Profile, span: int) -> _Profile:
    """A standing player's race, with one turn (already decided) before it."""
    return _Profile([1.0, *standing.alive], [[0.0] * span, *standing.first], [[], *standing.beat])


def _triggered(excess: int, span: int, others: Sequence[_Profile]) -> float:
    """The chance of a player who reaches the target now, ``excess`` grid steps past it:
    nobody after beats it in the final round (as :func:`_combine` has it, directly)."""
    e = min(excess, span - 1)
    chance = 1.0
    for profile in others:
        chance *= 1.0 - profile.beat[0][e]
    return chance


def _own_profile(size: int, gaps: int, gap: int) -> _Profile:
    """The Master's own race (it plays its turns as the Expert would, near enough): a
    standing Expert's, from the same cache."""
    return _standing_profile(EXPERT, size, gaps, gap, "expert")


def _interpolated(values: dict[int, float], size: int, length: int) -> list[float]:
    """Per unit t (0 .. length - 1): linear between the computed grid steps."""
    steps = sorted(values)
    out = []
    index = 0
    for t in range(length):
        k = t / size
        while index + 1 < len(steps) and steps[index + 1] <= k:
            index += 1
        low = steps[index]
        if index + 1 == len(steps) or low == k:
            out.append(values[low])
            continue
        high = steps[index + 1]
        share = (k - low) / (high - low)
        out.append(values[low] * (1.0 - share) + values[high] * share)
    return out


@lru_cache(maxsize=8)
def field_plan(
    target: int, totals: tuple[int, ...], mover: int, levels: tuple[str, ...]
) -> TurnPlan:
    """The mover's best turn before the final round (``levels``: every seat's, the mover's
    own ignored)."""
    size = bin_units(target)
    gaps = -(-target // STEP // size)
    gap = seat_gap(target, totals[mover])
    span = _grid(EXPERT, size, gaps).span
    bump = _bump(size)
    others = standing_profiles(target, totals, mover, levels)
    top = min(TURN_CAP, (target - totals[mover]) // STEP + CAP_UNITS)
    last = min(gap + span - 1, -(-(top + MAX_GAIN_UNITS) // size))
    standing = _Standing(others, bump)
    values = {}
    for k in sample_steps(gap, last, _budget(len(totals))):
        if k < gap:
            mine = _shifted(_own_profile(size, gaps, gap - k), span)
            values[k] = standing.shares(mine)[0]
        else:
            values[k] = _triggered(k - gap, span, others)
    banks = _interpolated(values, size, top + MAX_GAIN_UNITS + 1)
    return TurnPlan(banks, banks[0], top)


def _final_share(total: int, done: Sequence[int], still: Sequence[tuple[int, str]]) -> float:
    """The chance of ending the final round first (a tie shared) with ``total`` units,
    ``done``: the others' final totals, ``still``: (total, level) of those still to play,
    who each chase the best total in turn."""
    if any(other > total for other in done):
        return 0.0
    ties = sum(other == total for other in done)
    chance = 1.0
    for own, level in still:
        chance *= 1.0 - chase_model(_chase_kind(level)).reach(total - own + 1)
        ties += own == total
    return chance / (1 + ties)


@lru_cache(maxsize=8)
def final_plan(
    totals: tuple[int, ...], mover: int, still: tuple[int, ...], levels: tuple[str, ...]
) -> TurnPlan:
    """The mover's best turn in the final round, ``still``: the seats to play after it."""
    units = [total // STEP for total in totals]
    done = [u for seat, u in enumerate(units) if seat != mover and seat not in still]
    chasing = [(units[seat], levels[seat]) for seat in still]
    own = units[mover]
    top = max(1, max(done, default=own) - own + CAP_UNITS)
    banks = [_final_share(own + t, done, chasing) for t in range(top + MAX_GAIN_UNITS + 1)]
    return TurnPlan(banks, banks[0], top)


def _still_to_play(game: FarkleGame) -> tuple[int, ...]:
    seats, trigger = len(game.players), game.final_trigger
    order, seat = [], (game.current + 1) % seats
    while seat != trigger:
        order.append(seat)
        seat = (seat + 1) % seats
    return tuple(order)


def plan_for(game: FarkleGame, levels: Sequence[str]) -> TurnPlan:
    """The turn of the player to move, solved for their chance to win (cached per turn)."""
    totals, mover = tuple(game.totals), game.current
    if game.is_final_round:
        return final_plan(totals, mover, _still_to_play(game), tuple(levels))
    return field_plan(game.target, totals, mover, tuple(levels))


_TWO_PLAYERS = MasterAI()


@dataclass(frozen=True)
class FieldMasterAI:
    """The Master at any table: its exact table with two players; with more, the best
    chance to win under the model of everyone's chances, the other seats playing as
    ``levels`` say (None: every seat as the Expert, as a person is modelled)."""

    name: str = "master"
    levels: tuple[str, ...] | None = None

    def _levels(self, game: FarkleGame) -> tuple[str, ...]:
        return self.levels or ("expert",) * len(game.players)

    def _plan(self, game: FarkleGame) -> TurnPlan:
        return plan_for(game, self._levels(game))

    def choose_set_aside(self, game: FarkleGame) -> tuple[int, ...]:
        if len(game.players) == 2:
            return _TWO_PLAYERS.choose_set_aside(game)
        if game.phase is not FarklePhase.CHOOSING:
            raise WrongPhaseError(
                f"the computer sets dice aside only after a scoring roll ({game.phase.name})"
            )
        plan = self._plan(game)
        t = game.turn_points
        options = set_aside_options(game.roll_dice)
        best = max(options, key=lambda o: plan.best(t + o.points, o.dice_left))
        return indices_of(game.roll_dice, best.dice)

    def should_bank(self, game: FarkleGame) -> bool:
        if len(game.players) == 2:
            return _TWO_PLAYERS.should_bank(game)
        if not game.can_bank:
            return False
        plan = self._plan(game)
        if plan.forced(game.turn_total):
            return True
        return plan.bank(game.turn_total) >= plan.roll(game.turn_total, game.dice_to_roll)
