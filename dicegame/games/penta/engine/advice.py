"""What a Penta engine tells of the position without changing it: the hint and the chances.

:class:`~dicegame.games.penta.engine.engine.PentaEngine` owns one :class:`Advisor` and hands
it these questions (``hint``, ``chances``, ``seat_levels``); the engine keeps the slots, the
signals, the timers and the chance tables' background load (:class:`ChanceTables`, a child
of the engine), the advisor only reads them. What it keeps is a cache: everyone's chance to
win for the last position, and each person's decisions priced once (:class:`SeatLevels`).

* The hint (:meth:`Advisor.hint`): the optimal choice now and what the player's current
  choice would cost; in a game of two or more, while the chances are shown, the mover's
  chance to win for the best boxes.
* Everyone's chance to win (:meth:`Advisor.chances`), each seat modelled by how it plays
  (:meth:`Advisor.seat_levels`): a computer at its level, a person fitted from their
  decisions so far.
* Neither when a table they need is damaged (:func:`hints_available`,
  :func:`chances_available`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from dicegame.games.penta.core import PentaLevel, moments_tables, strategy
from dicegame.games.penta.core import chances as penta_chances
from dicegame.games.penta.core.rules import Box, PentaGame
from dicegame.games.penta.engine.chance_tables import ChanceTables
from dicegame.games.penta.engine.decisions import Choice, Decision, best_choice
from dicegame.games.penta.engine.seat_levels import SeatLevels

if TYPE_CHECKING:
    from dicegame.core.setup import GameSetup

__all__ = ["HINT_CHANCES", "Advisor", "Hint", "chances_available", "hints_available"]


@dataclass(frozen=True)
class Hint:
    """The best choice now, and what the player's current choice would cost."""

    best: Choice
    best_value: float  # expected final TOTAL when playing ``best``, then optimally
    current: Choice | None  # the selected box, else the held dice (None: nothing yet)
    cost: float | None  # expected points the current choice loses against ``best``
    # the mover's chance to win when scoring now, best first: the two best boxes and the
    # hinted one (empty when the chances are hidden, in a solo game, or for a hold)
    chances: tuple[tuple[Box, float], ...] = ()


#: How many boxes the hint gives the chance to win for (the best ones), besides its own.
HINT_CHANCES = 2


def hints_available() -> bool:
    """False when the strategy table is damaged: no hints, no review (the FALLBACK of
    :mod:`dicegame.games.penta.core.strategy`)."""
    return strategy.table_problem() is None


def chances_available() -> bool:
    """False when a table the chances need (the strategy's, the moments, the endgame)
    is missing or damaged: then no chance is shown."""
    return hints_available() and moments_tables.table_problem() is None


class AdvisedEngine(Protocol):
    """What the advisor reads of its engine (the engine's module imports this one: a
    protocol keeps the imports free of a circle)."""

    @property
    def game(self) -> PentaGame: ...
    @property
    def setup(self) -> GameSetup: ...
    @property
    def decisions(self) -> list[Decision]: ...
    @property
    def chance_tables(self) -> ChanceTables: ...
    @property
    def chances_wanted(self) -> bool: ...
    @property
    def is_computer_turn(self) -> bool: ...
    @property
    def rolling(self) -> bool: ...
    def current_choice(self) -> Choice | None: ...


class Advisor:
    """Answers a Penta engine's questions about its position (QObject-free: the engine
    owns it and keeps the signals)."""

    def __init__(self, engine: AdvisedEngine) -> None:
        self.engine = engine
        self._chances_of: tuple[tuple[object, ...], tuple[float, ...]] | None = None
        self._seat_levels = SeatLevels()

    # ----- hints ---------------------------------------------------------------------
    def hint(self) -> Hint | None:
        """The optimal choice now and the cost of the current one; None if no roll yet."""
        engine = self.engine
        game = engine.game
        if game.is_over or game.dice is None or engine.is_computer_turn or engine.rolling:
            return None
        if not hints_available():
            return None
        sheet, dice, rolls_left = game.sheet, game.dice, game.rolls_left
        best, best_value = best_choice(sheet, dice, rolls_left)
        current = engine.current_choice()
        cost = None
        if current is not None:
            cost = strategy.decision_loss(sheet, dice, rolls_left, current)
        return Hint(best, best_value, current, cost, self._hint_chances(best, dice))

    def _hint_chances(self, best: Choice, dice: tuple[int, ...]) -> tuple[tuple[Box, float], ...]:
        """The mover's chance to win for the best boxes and the hinted one, best first
        (nothing when the chances are hidden, in a solo game, or when the hint is a hold)."""
        game = self.engine.game
        if not self.engine.chances_wanted or len(game.players) < 2 or not isinstance(best, Box):
            return ()
        if not self._chance_tables_ready() or not chances_available():
            return ()
        chances = penta_chances.box_chances(game.sheets, game.current, dice, self.seat_levels())
        ranked = sorted(chances.items(), key=lambda item: (-item[1], item[0]))
        shown = ranked[:HINT_CHANCES]
        if best not in (box for box, _ in shown):
            shown.append((best, chances[best]))
        return tuple(shown)

    # ----- the chance to win ---------------------------------------------------------------
    def chances(self) -> tuple[float, ...] | None:
        """Everyone's chance to win from the sheets as they stand, one a seat (None in a solo
        game, once it is over, or without its tables). Computed once a position: the
        sheets change only when a box is scored (or the scoring undone)."""
        game = self.engine.game
        if game.is_over or len(game.players) < 2 or not self._chance_tables_ready():
            return None
        if not chances_available():
            return None
        sheets, levels = tuple(game.sheets), self.seat_levels()
        if self._chances_of is None or self._chances_of[0] != (*sheets, *levels):
            self._chances_of = ((*sheets, *levels), penta_chances.win_chances(sheets, levels))
        return self._chances_of[1]

    def seat_levels(self) -> tuple[PentaLevel, ...]:
        """The level each seat is modelled by in the chances: a computer's its own, a
        person's fitted from the points their decisions have lost so far."""
        engine = self.engine
        return self._seat_levels.levels(
            engine.game.players, PentaLevel(engine.setup.level), engine.decisions
        )

    def _chance_tables_ready(self) -> bool:
        """The chance tables are in memory; if not, their load starts in the background
        and ``chancesChanged`` follows it (a game never unpacks them on the GUI thread)."""
        tables = self.engine.chance_tables
        if tables.ready():
            return True
        tables.request()
        return False
