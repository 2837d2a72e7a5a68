"""What a Penta engine's events mean to the game log and to the table's sounds.

:class:`~dicegame.games.penta.engine.engine.PentaEngine` hands its signals here
(``connect_log``, ``connect_sounds``): a roll is logged with the dice kept, a scoring with
its box (marked when the auto-score wrote it); a roll, a hold and a scoring sound, a
scoring's big moment with its own sound.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from dicegame.core.highlights import Highlight
from dicegame.engine.cues import Cue
from dicegame.engine.log_entries import LogBook, LogEntry, LogKind
from dicegame.games.penta.core.highlights import PentaHighlight, penta_highlights

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from dicegame.games.penta.core.rules import Box, PentaGame

__all__ = ["PentaEvents", "connect_log", "connect_sounds"]

# The big moments of a scoring that have a sound of their own.
HIGHLIGHT_CUES = {
    PentaHighlight.PENTA: Cue.PENTA,
    PentaHighlight.PENTA_BONUS: Cue.PENTA_BONUS,
    PentaHighlight.UPPER_BONUS: Cue.UPPER_BONUS,
}


class PentaEvents(Protocol):
    """The Penta engine's signals and game that the log and the sounds follow (the
    engine's module imports this one: a protocol keeps the imports free of a circle)."""

    @property
    def game(self) -> PentaGame: ...
    @property
    def diceRolled(self) -> SignalInstance: ...
    @property
    def holdsChanged(self) -> SignalInstance: ...
    @property
    def boxScored(self) -> SignalInstance: ...
    @property
    def autoScored(self) -> SignalInstance: ...
    @property
    def highlighted(self) -> SignalInstance: ...


def connect_log(engine: PentaEvents, log: LogBook) -> None:
    """Rolls (with the dice kept) and scorings (the auto-score's marked) into ``log``."""

    def rolled(dice: Sequence[int], rolled: Sequence[int]) -> None:
        if not rolled:  # the state is also re-announced with nothing rolled
            return
        kept = tuple(sorted(v for i, v in enumerate(dice) if i not in rolled))
        log.add(LogEntry(LogKind.ROLL, engine.game.current, tuple(dice), kept))

    def scored(seat: int, box: Any, points: int) -> None:
        log.add(LogEntry(LogKind.SCORE, seat, points=points, box=int(box)))

    def auto_scored(_box: Any) -> None:
        # autoScored follows boxScored: mark that entry as the auto-score's
        entries = log.entries
        for index in range(len(entries) - 1, -1, -1):
            entry = entries[index]
            if entry.kind is LogKind.SCORE:
                auto = LogEntry(
                    entry.kind, entry.seat, points=entry.points, box=entry.box, auto=True
                )
                log.replace(index, auto)
                return

    engine.diceRolled.connect(rolled)
    engine.boxScored.connect(scored)
    engine.autoScored.connect(auto_scored)


def connect_sounds(engine: PentaEvents, play: Callable[[Cue], None]) -> None:
    """A roll, a hold (not a release), a scoring (its big moment's own sound, the
    greatest, or the score's) and the last round."""
    held_before = [0]

    def rolled(_dice: object, rolled: Sequence[int]) -> None:
        if rolled:  # the state is also announced with nothing rolled
            play(Cue.ROLL)

    def holds(flags: Sequence[bool]) -> None:
        held = sum(bool(flag) for flag in flags)
        if held > held_before[0]:
            play(Cue.HOLD)
        held_before[0] = held

    def scored(_seat: int, box: Box, gained: int) -> None:
        moments = penta_highlights(box, gained)
        play(HIGHLIGHT_CUES[moments[0]] if moments else Cue.SCORE)

    def highlighted(code: str) -> None:
        if code == Highlight.LAST_ROUND:
            play(Cue.LAST_TURN)

    engine.diceRolled.connect(rolled)
    engine.holdsChanged.connect(holds)
    engine.boxScored.connect(scored)
    engine.highlighted.connect(highlighted)
