"""Everyone's chance to win a Farkle game of any size, each seat modelled by its own level.

Pure Python, standard library only; scores in units of 50 points
(:mod:`dicegame.games.farkle.core.turns`
has the per-turn distributions this builds on).

**Before the final round** each player's turns are independent draws from that player's own
per-turn distribution (exact for the Expert, whose turn ignores the others; the Normal's
threshold is taken at its present gap to the leader). Convolving them gives, for each player,
the chance of not yet having reached the target after n turns (``S``), of first reaching it on
turn n, by how much (``h``), and of being below the target after n turns yet beating a given
total in one last turn (``C``): each player's race, in
:mod:`dicegame.games.farkle.core.field_race`. The first to reach the target triggers the final
round: every other player has had n or n - 1 turns. "Nobody beats the trigger" is exact under
that independence; who wins among several that beat it is approximated: a later one must beat
an earlier one's new total, taken as the trigger's plus a typical excess. These sums run on a
grid of :func:`~dicegame.games.farkle.core.field_race.bin_units` units (100 / 200 / 300 points
for the three targets), so a position costs a few milliseconds.

**In the final round** the chance is exact under the model, from one-turn chances: in order,
each player still to play beats the best total with the chance (and by the excess) of
:class:`~dicegame.games.farkle.core.turns.ChaseModel`, banking as soon as they do.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from operator import mul

from dicegame.core.common import GameOverError
from dicegame.games.farkle.core.field_race import (
    NEGLIGIBLE,
    _binned,
    _bump,
    _chase_kind,
    _grid,
    _Profile,
    _profile,
    bin_units,
    seat_gap,
    standing_profiles,
)
from dicegame.games.farkle.core.rolls import STEP, roll_outcomes, set_aside_options
from dicegame.games.farkle.core.rules import FarkleGame, FarklePhase
from dicegame.games.farkle.core.turns import (
    ChaseModel,
    TurnModel,
    chase_model,
    point,
    policy_of,
    turn_model,
)

__all__ = [
    "FieldChances",
    "chances_before_final",
    "chances_in_final",
    "field_chances",
]


def chances_before_final(
    target: int,
    totals: Sequence[int],
    mover: int,
    levels: Sequence[str],
    first_turn: Sequence[float],
) -> list[float]:
    """Everyone's chance to win before the final round (points in ``totals``), the player
    ``mover`` being in a turn that banks ``first_turn`` (units) and every seat playing as
    its level. Sums to 1."""
    seats = len(totals)
    size = bin_units(target)
    order = [(mover + i) % seats for i in range(seats)]
    policy = policy_of(levels[mover], max(totals) - totals[mover])
    grid = _grid(policy, size, -(-target // STEP // size))
    first = _binned(first_turn, size)
    gap = seat_gap(target, totals[mover])
    mine = _profile(grid, gap, first, _chase_kind(levels[mover]), _bump(size))
    shares = _combine([mine, *standing_profiles(target, totals, mover, levels)], _bump(size))
    return [shares[order.index(seat)] for seat in range(seats)]


def _combine(profiles: Sequence[_Profile], bump: int) -> list[float]:
    """The win shares of players in turn order (the mover first) from their profiles."""
    count = len(profiles)
    shares = [0.0] * count
    turns = max(len(p.alive) for p in profiles)
    reaching = [[sum(row) for row in profile.first] for profile in profiles]
    rows: dict[tuple[int, int], tuple[list[float], list[float]]] = {}  # by (player, turns)
    for n in range(1, turns):
        for p in range(count):
            trigger = profiles[p]
            if n >= len(trigger.first) or reaching[p][n] < NEGLIGIBLE:
                continue  # (the others' chance below is at most 1)
            done = [n if q < p else n - 1 for q in range(count)]
            alive = [profiles[q].s(done[q]) for q in range(count)]
            others = math.prod(alive[q] for q in range(count) if q != p)
            if others * reaching[p][n] < NEGLIGIBLE:
                continue
            weights = [chance * others for chance in trigger.first[n]]
            final = [(p + i) % count for i in range(1, count)]
            for q in final:
                if (q, done[q]) not in rows:
                    rows[q, done[q]] = _beat_rows(
                        profiles[q], done[q], alive[q], len(weights), bump
                    )
            beats = [rows[q, done[q]] for q in final]
            _final_round(beats, final, p, weights, shares)
    total = sum(shares)
    return [share / total for share in shares]


def _beat_rows(
    profile: _Profile, done: int, live: float, width: int, bump: int
) -> tuple[list[float], list[float]]:
    """The chance of beating the trigger e steps past the target, knowing the player is
    still below it (e < ``width``), and of beating a total ``bump`` steps higher."""
    if live <= 0 or done >= len(profile.beat):
        return [0.0] * width, [0.0] * width
    row = profile.beat[done]
    return [b / live for b in row[:width]], [b / live for b in row[bump : bump + width]]


def _beaters(
    rows: Sequence[tuple[list[float], list[float]]], width: int
) -> tuple[list[float], list[list[float]], list[float]]:
    """For each step past the target (e < ``width``): the chance that no final player
    beats the trigger, each one's chance to be the winner among those who beat it (a
    later one first: it must beat the total of those before), and their sum (``rows``:
    each final player's :func:`_beat_rows`)."""
    nobody = [1.0] * width
    for beats, _ in rows:
        nobody = [x * (1.0 - b) for x, b in zip(nobody, beats, strict=True)]
    wins: list[list[float]] = []
    after = [1.0] * width
    for beats, later in reversed(rows):
        wins.append([b * a for b, a in zip(beats, after, strict=True)])
        after = [a * (1.0 - h) for a, h in zip(after, later, strict=True)]
    wins.reverse()
    total = [sum(column) for column in zip(*wins, strict=True)]
    return nobody, wins, total


def _final_round(
    rows: Sequence[tuple[list[float], list[float]]],
    final: Sequence[int],
    trigger: int,
    weights: Sequence[float],
    shares: list[float],
) -> None:
    """Spread ``weights[e]`` (the trigger reached the target e steps past it) over the
    winners: the trigger when nobody beats it, else the beaters, a later one first
    (``rows``: each final player's :func:`_beat_rows`)."""
    nobody, wins, total = _beaters(rows, len(weights))
    shares[trigger] += sum(map(mul, weights, nobody))
    scale = [
        w * (1.0 - x) / t if t > 0 else 0.0 for w, x, t in zip(weights, nobody, total, strict=True)
    ]
    for q, won in zip(final, wins, strict=True):
        shares[q] += sum(map(mul, won, scale))


class _Standing:
    """The players not on the move, fixed for a turn, to combine with many races of the
    mover (:meth:`shares` equals :func:`_combine` of ``[mine, *others]`` bit for bit): the
    parts of the sums that do not involve the mover are computed once and kept, as the
    field Master combines a dozen races of its own with the same others each turn."""

    def __init__(self, others: Sequence[_Profile], bump: int) -> None:
        self.others = tuple(others)
        self.bump = bump
        self.width = len(others[0].first[0])
        self.reaching = [[sum(row) for row in profile.first] for profile in others]
        self._rows: dict[tuple[int, int], tuple[list[float], list[float]]] = {}
        self._first: dict[
            int, tuple[float, list[float], list[float], list[list[float]], list[float]]
        ] = {}

    def rows(self, q: int, done: int) -> tuple[list[float], list[float]]:
        """:func:`_beat_rows` of the other player q (1 ..) after ``done`` turns."""
        key = (q, done)
        found = self._rows.get(key)
        if found is None:
            profile = self.others[q - 1]
            found = _beat_rows(profile, done, profile.s(done), self.width, self.bump)
            self._rows[key] = found
        return found

    def _mover_first(
        self, n: int
    ) -> tuple[float, list[float], list[float], list[list[float]], list[float]]:
        """When the mover triggers on turn n: the others' chance of being below the
        target, nobody beating it, 1 - that, the beaters' wins and their column sums."""
        found = self._first.get(n)
        if found is None:
            count = len(self.others) + 1
            alive = [0.0] + [profile.s(n - 1) for profile in self.others]
            others = math.prod(alive[q] for q in range(count) if q != 0)
            rows = [self.rows(q, n - 1) for q in range(1, count)]
            nobody, wins, total = _beaters(rows, self.width)
            rest = [1.0 - x for x in nobody]
            found = (others, nobody, rest, wins, total)
            self._first[n] = found
        return found

    def shares(self, mine: _Profile) -> list[float]:
        """The win shares of the mover (first) and the others, in turn order."""
        profiles = (mine, *self.others)
        count = len(profiles)
        shares = [0.0] * count
        turns = max(len(p.alive) for p in profiles)
        reaching = [[sum(row) for row in mine.first], *self.reaching]
        own_rows: dict[int, tuple[list[float], list[float]]] = {}
        bump, width = self.bump, self.width
        for n in range(1, turns):
            if n < len(mine.first) and reaching[0][n] >= NEGLIGIBLE:
                others, nobody, rest, wins, total = self._mover_first(n)
                if others * reaching[0][n] >= NEGLIGIBLE:
                    weights = [chance * others for chance in mine.first[n]]
                    shares[0] += sum(map(mul, weights, nobody))
                    scale = [
                        w * r / t if t > 0 else 0.0
                        for w, r, t in zip(weights, rest, total, strict=True)
                    ]
                    for q, won in enumerate(wins, 1):
                        shares[q] += sum(map(mul, won, scale))
            for p in range(1, count):
                trigger = profiles[p]
                if n >= len(trigger.first) or reaching[p][n] < NEGLIGIBLE:
                    continue
                done = [n if q < p else n - 1 for q in range(count)]
                alive = [profiles[q].s(done[q]) for q in range(count)]
                others = math.prod(alive[q] for q in range(count) if q != p)
                if others * reaching[p][n] < NEGLIGIBLE:
                    continue
                weights = [chance * others for chance in trigger.first[n]]
                final = [(p + i) % count for i in range(1, count)]
                beats = []
                for q in final:
                    if q:
                        beats.append(self.rows(q, done[q]))
                        continue
                    if n not in own_rows:
                        own_rows[n] = _beat_rows(mine, n, alive[0], width, bump)
                    beats.append(own_rows[n])
                _final_round(beats, final, p, weights, shares)
        total_share = sum(shares)
        return [share / total_share for share in shares]


# ----- the final round: exact under the model -------------------------------------------------


def chances_in_final(
    totals: Sequence[int],
    still_to_play: Sequence[int],
    levels: Sequence[str],
    mover: int | None = None,
    mover_totals: dict[int, float] | None = None,
) -> list[float]:
    """Everyone's chance to win in the final round (points in ``totals``): ``mover`` ends
    its turn with the totals (points) of ``mover_totals`` (their chances), then the seats
    of ``still_to_play``, in order, each chase the best total (see
    :class:`~dicegame.games.farkle.core.turns.ChaseModel`). Equal best totals share the win."""
    units = [total // STEP for total in totals]
    best = max(u for seat, u in enumerate(units) if seat != mover)
    holders = frozenset(seat for seat, u in enumerate(units) if u == best and seat != mover)
    states: dict[tuple[int, frozenset[int]], float] = {}
    if mover is None or mover_totals is None:
        best = max(units)
        states[best, frozenset(seat for seat, u in enumerate(units) if u == best)] = 1.0
    else:
        for total, chance in mover_totals.items():
            key = _after_bank(best, holders, mover, total // STEP)
            states[key] = states.get(key, 0.0) + chance
    for seat in still_to_play:
        states = _chase(states, units[seat], chase_model(_chase_kind(levels[seat])), seat)
    shares = [0.0] * len(totals)
    for (_, winners), chance in states.items():
        for seat in winners:
            shares[seat] += chance / len(winners)
    whole = sum(shares)
    return [share / whole for share in shares]


def _after_bank(
    best: int, holders: frozenset[int], seat: int, total: int
) -> tuple[int, frozenset[int]]:
    if total > best:
        return (total, frozenset({seat}))
    if total == best:
        return (best, holders | {seat})
    return (best, holders)


def _chase(
    states: dict[tuple[int, frozenset[int]], float], own: int, chase: ChaseModel, seat: int
) -> dict[tuple[int, frozenset[int]], float]:
    after: dict[tuple[int, frozenset[int]], float] = {}
    winner = frozenset({seat})
    for (best, holders), chance in states.items():
        need = best - own + 1
        excess = chase.excess(need)
        beaten = sum(excess)
        if beaten < 1.0:
            after[best, holders] = after.get((best, holders), 0.0) + chance * (1.0 - beaten)
        for x, p in enumerate(excess):
            if p:
                key = (best + 1 + x, winner)
                after[key] = after.get(key, 0.0) + chance * p
    return after


# ----- a game: the mover's turn under way ---------------------------------------------------


@dataclass(frozen=True)
class FieldChances:
    """Everyone's chance to win now (``seats``, summing to 1); ``bank`` / ``roll``: the
    mover's chance after banking now / rolling on, when both are possible."""

    seats: tuple[float, ...]
    bank: float | None = None
    roll: float | None = None


def _still_to_play(game: FarkleGame) -> list[int]:
    seats, trigger = len(game.players), game.final_trigger
    assert trigger is not None
    order, seat = [], (game.current + 1) % seats
    while seat != trigger:
        order.append(seat)
        seat = (seat + 1) % seats
    return order


def _mover_turn(game: FarkleGame, model: TurnModel) -> Sequence[float]:
    """The units the mover's turn under way banks, played as the mover's level."""
    phase = game.phase
    if phase is FarklePhase.FARKLED:
        return point(0)
    if phase is FarklePhase.TURN_START:
        return model.start
    t = game.turn_points // STEP
    if not game.selection_valid:
        options = tuple((o.points // STEP, o.dice_left) for o in set_aside_options(game.roll_dice))
        units, left = model.choose(t, options)
        return model.after_choice(t + units, left)
    return model.after_choice(game.turn_total // STEP, game.dice_to_roll)


def _final_mover(game: FarkleGame, chase: ChaseModel, choice: str | None) -> dict[int, float]:
    """The mover's final total (points) and its chance, in the final round. ``choice``:
    "bank" or "roll" (the advice), else as the model plays."""
    own = game.totals[game.current]
    best = max(total for seat, total in enumerate(game.totals) if seat != game.current)
    need = (best - own) // STEP + 1
    phase = game.phase
    if phase is FarklePhase.FARKLED:
        return {own: 1.0}
    if phase is FarklePhase.TURN_START:
        return _beating(own, best, chase.excess(need))
    t = game.turn_points // STEP
    if not game.selection_valid:
        options = tuple((o.points // STEP, o.dice_left) for o in set_aside_options(game.roll_dice))
        units, left = chase.choose(need - t, options)
        t, dice = t + units, left
    else:
        t, dice = game.turn_total // STEP, game.dice_to_roll
    if choice == "bank" or (choice is None and t >= need):
        return {own + t * STEP: 1.0}
    if t >= need:  # rolling on while already beating: one more roll, then bank
        return _one_more_roll(own, t, dice)
    return _beating(own, best, chase.excess(need - t, dice))


def _beating(own: int, best: int, excess: Sequence[float]) -> dict[int, float]:
    totals = {best + STEP * (1 + x): p for x, p in enumerate(excess) if p}
    totals[own] = totals.get(own, 0.0) + 1.0 - sum(excess)
    return totals


def _one_more_roll(own: int, t: int, dice: int) -> dict[int, float]:
    totals: dict[int, float] = {}
    for outcome in roll_outcomes(dice):
        total = own + t * STEP + max(points for points, _ in outcome.options)
        totals[total] = totals.get(total, 0.0) + outcome.probability
    totals[own] = totals.get(own, 0.0) + 1.0 - sum(totals.values())
    return totals


def field_chances(game: FarkleGame, levels: Sequence[str]) -> FieldChances:
    """Everyone's chance to win now, seat ``i`` playing as ``levels[i]`` ("normal",
    "expert", "master": a person is modelled as the Expert), with the mover's chance after
    banking and after rolling on when it may do either."""
    if game.is_over:
        raise GameOverError("the game is over")
    mover = game.current
    if game.is_final_round:
        chase = chase_model(_chase_kind(levels[mover]))
        order = _still_to_play(game)

        def final(choice: str | None) -> list[float]:
            totals = _final_mover(game, chase, choice)
            return chances_in_final(game.totals, order, levels, mover, totals)

        if not game.can_bank:
            return FieldChances(tuple(final(None)))
        return FieldChances(tuple(final(None)), final("bank")[mover], final("roll")[mover])
    leader = max(game.totals)
    model = turn_model(policy_of(levels[mover], leader - game.totals[mover]))

    def before(turn: Sequence[float]) -> list[float]:
        return chances_before_final(game.target, game.totals, mover, levels, turn)

    if not game.can_bank:
        return FieldChances(tuple(before(_mover_turn(game, model))))
    t, dice = game.turn_total // STEP, game.dice_to_roll
    bank = before(point(t))
    roll = before(model.roll(t, dice))
    seats = bank if model.banks(t, dice) else roll  # as the mover's level plays on
    return FieldChances(tuple(seats), bank[mover], roll[mover])
