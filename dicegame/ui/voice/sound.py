"""The table's sounds: which game event makes which sound, and how it is played.

Sounds are short WAV files of our own (``tools/make_sounds.py`` synthesises them into
``resources/sounds``). They are played without Qt Multimedia, which would bring
PySide6-Addons and FFmpeg into the installer (tens of MB): on Linux by the desktop's own
player command (PipeWire's ``pw-play``, PulseAudio's ``paplay`` or ALSA's ``aplay``,
the first found), on macOS by ``afplay``, on Windows by the standard library's
``winsound``. Where none exists the program stays silent (said once in the log).

:class:`SoundBoard` is the one place that maps the engines' signals to sounds; it
stays silent while muted (the ``sounds`` setting, Game ▸ Sounds) or while the main
window is minimised.
"""

from __future__ import annotations

import logging
import shutil
import sys
from collections.abc import Callable, Sequence
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QProcess

from dicegame.core.highlights import Highlight
from dicegame.paths import resource_path

if TYPE_CHECKING:
    from dicegame.engine.base import GameEngine
    from dicegame.games.farkle.engine.engine import FarkleEngine
    from dicegame.games.penta.core.rules import Box
    from dicegame.games.penta.engine.engine import PentaEngine

log = logging.getLogger(__name__)


class Cue(StrEnum):
    """A game event that has a sound (the value is the file's name)."""

    ROLL = "roll"
    HOLD = "hold"
    SET_ASIDE = "set_aside"
    SCORE = "score"
    FARKLE = "farkle"
    HOT_DICE = "hot_dice"
    LAST_TURN = "last_turn"
    GAME_END = "game_end"
    PENTA = "penta"  # the big moments (dicegame.core.highlights)
    PENTA_BONUS = "penta_bonus"
    UPPER_BONUS = "upper_bonus"
    BIG_BANK = "big_bank"


# The big moments that have a sound of their own when a box is written (Penta).
HIGHLIGHT_CUES = {
    Highlight.PENTA: Cue.PENTA,
    Highlight.PENTA_BONUS: Cue.PENTA_BONUS,
    Highlight.UPPER_BONUS: Cue.UPPER_BONUS,
}


def cue_path(cue: Cue) -> Path:
    return resource_path("sounds", f"{cue.value}.wav")


class Player(Protocol):
    """Plays one sound file without blocking."""

    def play(self, path: Path) -> None: ...


class CommandPlayer:
    """Plays a file with the platform's own player (see the module's doc)."""

    LINUX_COMMANDS: Sequence[Sequence[str]] = (("pw-play",), ("paplay",), ("aplay", "-q"))

    def __init__(self) -> None:
        self._command = self._find_command()
        if self._command is None and sys.platform != "win32":
            log.info("no sound player command found (pw-play, paplay, aplay): sounds are off")

    def _find_command(self) -> list[str] | None:
        if sys.platform == "win32":
            return None
        candidates = (("afplay",),) if sys.platform == "darwin" else self.LINUX_COMMANDS
        for command in candidates:
            found = shutil.which(command[0])
            if found:
                return [found, *command[1:]]
        return None

    def play(self, path: Path) -> None:
        if sys.platform == "win32":
            import winsound  # standard library, Windows only

            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC)
        elif self._command is not None:
            QProcess.startDetached(self._command[0], [*self._command[1:], str(path)])


class SoundBoard(QObject):
    """Turns the engines' signals into sounds, unless muted or minimised."""

    def __init__(
        self,
        enabled: bool = True,
        player: Player | None = None,
        is_minimised: Callable[[], bool] = lambda: False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._enabled = enabled
        self._player: Player | None = player
        self._is_minimised = is_minimised
        self._held = 0
        self._aside = 0

    @property
    def enabled(self) -> bool:
        return self._enabled

    def setEnabled(self, enabled: bool) -> None:
        self._enabled = bool(enabled)

    def play(self, cue: Cue) -> None:
        if not self._enabled or self._is_minimised():
            return
        if self._player is None:
            self._player = CommandPlayer()
        path = cue_path(cue)
        if path.is_file():
            self._player.play(path)

    # ----- the games' events --------------------------------------------------------
    def attach(self, engine: GameEngine[Any]) -> None:
        """Connect a game's engine: the shared signals, then the game's own."""
        from dicegame.games.penta.engine.engine import PentaEngine  # loaded with the game already

        if isinstance(engine, PentaEngine):
            self._attach_penta(engine)
        else:
            from dicegame.games.farkle.engine.engine import FarkleEngine

            assert isinstance(engine, FarkleEngine), "a Penta or a Farkle engine"
            self._attach_farkle(engine)
        engine.gameOver.connect(lambda _ranking: self.play(Cue.GAME_END))

    def _attach_penta(self, engine: PentaEngine) -> None:
        engine.diceRolled.connect(self._penta_rolled)
        engine.holdsChanged.connect(self._penta_holds)
        engine.boxScored.connect(self._penta_scored)
        engine.highlighted.connect(self._penta_highlighted)

    def _penta_rolled(self, _dice: object, rolled: Sequence[int]) -> None:
        if rolled:  # the state is also announced with nothing rolled
            self.play(Cue.ROLL)

    def _penta_scored(self, _seat: int, box: Box, gained: int) -> None:
        """A box written: its big moment's own sound (the greatest), else the score's."""
        from dicegame.core.highlights import penta_highlights

        moments = penta_highlights(box, gained)
        self.play(HIGHLIGHT_CUES[moments[0]] if moments else Cue.SCORE)

    def _penta_highlighted(self, code: str) -> None:
        if code == Highlight.LAST_ROUND:
            self.play(Cue.LAST_TURN)

    def _penta_holds(self, holds: Sequence[bool]) -> None:
        held = sum(bool(flag) for flag in holds)
        if held > self._held:
            self.play(Cue.HOLD)
        self._held = held

    def _attach_farkle(self, engine: FarkleEngine) -> None:
        engine.rolled.connect(lambda _dice: self.play(Cue.ROLL))
        engine.selectionChanged.connect(self._farkle_selection)
        engine.banked.connect(self._farkle_banked)
        engine.farkled.connect(lambda *_args: self.play(Cue.FARKLE))
        engine.hotDice.connect(lambda: self.play(Cue.HOT_DICE))
        engine.lastTurn.connect(lambda _seat: self.play(Cue.LAST_TURN))

    def _farkle_banked(self, _seat: int, points: int) -> None:
        from dicegame.core.highlights import bank_highlights

        self.play(Cue.BIG_BANK if bank_highlights(points) else Cue.SCORE)

    def _farkle_selection(self, selection: Sequence[int]) -> None:
        if len(selection) > self._aside:
            self.play(Cue.SET_ASIDE)
        self._aside = len(selection)
