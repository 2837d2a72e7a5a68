"""The level each Penta seat is modelled by in the chance to win.

A computer seat plays at the game's computer level; a person is fitted from the points
their own decisions have lost so far (the move review's measure,
:func:`~dicegame.games.penta.engine.decisions.review_decision`), by
:func:`~dicegame.games.penta.core.play_levels.fitted_level`. Each decision is priced once
(0.2–1 ms) and kept while it stays in the engine's list (an undo drops it). At most
:data:`PRICED_PER_CALL` new decisions are priced a call, oldest first, so that a resumed game
of many people stays within the GUI thread's 50 ms: the fit then uses the decisions priced so
far, and the rest follow at the next scorings.
"""

from __future__ import annotations

from collections.abc import Sequence

from dicegame.core.common import Player
from dicegame.games.penta.core import PentaLevel
from dicegame.games.penta.core.play_levels import fitted_level
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.engine.decisions import Decision, review_decision

__all__ = ["PRICED_PER_CALL", "SeatLevels"]

#: New decisions priced per call at most (some 40 ms on a slow machine).
PRICED_PER_CALL = 60


class SeatLevels:
    """Prices the people's decisions once each and fits every seat's level."""

    def __init__(self) -> None:
        self._priced: list[tuple[Decision, float]] = []

    def _losses(self, decisions: Sequence[Decision]) -> list[tuple[Decision, float]]:
        """The decisions priced so far, each with its loss: the common start of the list
        (by identity) is kept, and up to :data:`PRICED_PER_CALL` new ones are priced."""
        kept = 0
        for (seen, _), decision in zip(self._priced, decisions, strict=False):
            if seen is not decision:
                break
            kept += 1
        del self._priced[kept:]
        for decision in decisions[kept : kept + PRICED_PER_CALL]:
            self._priced.append((decision, review_decision(decision).loss))
        return self._priced

    def levels(
        self,
        players: Sequence[Player],
        computer_level: PentaLevel,
        decisions: Sequence[Decision],
    ) -> tuple[PentaLevel, ...]:
        """One level a seat: the computer's for a computer, the fitted one for a person."""
        lost = [0.0] * len(players)
        turns = [0] * len(players)
        for decision, loss in self._losses(decisions):
            lost[decision.seat] += loss
            turns[decision.seat] += isinstance(decision.choice, Box)  # a box ends a turn
        return tuple(
            computer_level if player.is_computer else fitted_level(lost[seat], turns[seat])
            for seat, player in enumerate(players)
        )
