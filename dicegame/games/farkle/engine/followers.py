"""What a Farkle engine's events mean to the game log and to the table's sounds.

:class:`~dicegame.games.farkle.engine.engine.FarkleEngine` hands its signals here
(``connect_log``, ``connect_sounds``): rolls, the dice set aside (logged when the player
rolls again or banks: what was kept, not each click), banks, farkles, hot dice and the last
turn; each has its sound, a big bank its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

from dicegame.engine.cues import Cue
from dicegame.engine.log_entries import LogBook, LogEntry, LogKind
from dicegame.games.farkle.core.highlights import bank_highlights

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from dicegame.games.farkle.core.rules import FarkleGame

__all__ = ["FarkleEvents", "FarkleLogKind", "connect_log", "connect_sounds"]


class FarkleLogKind(StrEnum):
    """Farkle's own entries in the game log (besides the shared rolls, undo and end)."""

    SET_ASIDE = "set_aside"  # values: the dice set aside; points: what they scored
    BANK = "bank"  # points banked
    FARKLE = "farkle"  # points lost
    HOT_DICE = "hot_dice"
    LAST_TURN = "last_turn"  # seat: who reached the target


class FarkleEvents(Protocol):
    """The Farkle engine's signals and game that the log and the sounds follow (the
    engine's module imports this one: a protocol keeps the imports free of a circle)."""

    @property
    def game(self) -> FarkleGame: ...
    @property
    def rolled(self) -> SignalInstance: ...
    @property
    def selectionChanged(self) -> SignalInstance: ...
    @property
    def banked(self) -> SignalInstance: ...
    @property
    def farkled(self) -> SignalInstance: ...
    @property
    def hotDice(self) -> SignalInstance: ...
    @property
    def lastTurn(self) -> SignalInstance: ...
    @property
    def turnChanged(self) -> SignalInstance: ...


class _SetAside:
    """The dice set aside from the roll, as the selection stands (logged at the next roll
    or the bank)."""

    def __init__(self) -> None:
        self.dice: tuple[int, ...] = ()
        self.points = 0

    def forget(self) -> None:
        self.dice, self.points = (), 0


def connect_log(engine: FarkleEvents, log: LogBook) -> None:
    """Rolls, set-asides, banks, farkles, hot dice and the last turn into ``log``."""
    aside = _SetAside()

    def selection(_indices: Sequence[int]) -> None:
        game = engine.game
        aside.dice = tuple(game.selected_dice) if game.selection_valid else ()
        aside.points = game.selection_score if aside.dice else 0

    def log_set_aside(seat: int) -> None:
        if aside.dice:
            log.add(LogEntry(FarkleLogKind.SET_ASIDE, seat, aside.dice, points=aside.points))
        aside.forget()

    def rolled(dice: Sequence[int]) -> None:
        seat = engine.game.current
        log_set_aside(seat)
        log.add(LogEntry(LogKind.ROLL, seat, tuple(dice)))

    def banked(seat: int, points: int) -> None:
        log_set_aside(seat)
        log.add(LogEntry(FarkleLogKind.BANK, seat, points=points))

    engine.rolled.connect(rolled)
    engine.selectionChanged.connect(selection)
    engine.banked.connect(banked)
    engine.farkled.connect(
        lambda seat, lost: log.add(LogEntry(FarkleLogKind.FARKLE, seat, points=lost))
    )
    engine.hotDice.connect(lambda: log.add(LogEntry(FarkleLogKind.HOT_DICE, engine.game.current)))
    engine.lastTurn.connect(lambda seat: log.add(LogEntry(FarkleLogKind.LAST_TURN, seat)))
    engine.turnChanged.connect(lambda _seat: aside.forget())


def connect_sounds(engine: FarkleEvents, play: Callable[[Cue], None]) -> None:
    """A roll, a die set aside (not one returned), a bank (a big one its own), a farkle,
    hot dice and the last turn."""
    aside_before = [0]

    def selection(indices: Sequence[int]) -> None:
        if len(indices) > aside_before[0]:
            play(Cue.SET_ASIDE)
        aside_before[0] = len(indices)

    def banked(_seat: int, points: int) -> None:
        play(Cue.BIG_BANK if bank_highlights(points) else Cue.SCORE)

    engine.rolled.connect(lambda _dice: play(Cue.ROLL))
    engine.selectionChanged.connect(selection)
    engine.banked.connect(banked)
    engine.farkled.connect(lambda *_args: play(Cue.FARKLE))
    engine.hotDice.connect(lambda: play(Cue.HOT_DICE))
    engine.lastTurn.connect(lambda _seat: play(Cue.LAST_TURN))
