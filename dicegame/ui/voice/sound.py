"""The table's sounds: which game event makes which sound, and how it is played.

Sounds are short WAV files of our own (``tools/make_sounds.py`` synthesises them into
``resources/sounds``). They are played without Qt Multimedia, which would bring
PySide6-Addons and FFmpeg into the installer (tens of MB): on Linux by the desktop's own
player command (PipeWire's ``pw-play``, PulseAudio's ``paplay`` or ALSA's ``aplay``,
the first found), on macOS by ``afplay``, on Windows by the standard library's
``winsound``. Where none exists the program stays silent (said once in the log).

:class:`SoundBoard` plays them: each game's engine says which of its events sound like
what (:meth:`~dicegame.engine.base.GameEngine.connect_sounds`, with the codes of
:mod:`dicegame.engine.cues`); it stays silent while muted (the ``sounds`` setting,
Game ▸ Sounds) or while the main window is minimised.
"""

from __future__ import annotations

import logging
import shutil
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QProcess

from dicegame.engine.cues import Cue
from dicegame.paths import resource_path

if TYPE_CHECKING:
    from dicegame.engine.base import GameEngine

__all__ = ["CommandPlayer", "Cue", "Player", "SoundBoard", "cue_path"]

log = logging.getLogger(__name__)


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
        """Connect a game's engine: its own sounds (the engine says which of its events
        sound like what), then the end of the game, which every game has."""
        engine.connect_sounds(self.play)
        engine.gameOver.connect(lambda _ranking: self.play(Cue.GAME_END))
