"""Where the program keeps things: the data folder, settings, the autosave and the records.

The thin Qt part of "nothing lost"; the file formats and their checks live in
:mod:`dicegame.core.saves` and :mod:`dicegame.core.records`.

* :func:`data_dir`: the app-data folder (``QStandardPaths.AppDataLocation``), or the
  folder named by the environment variable ``DICEGAME_DATA_DIR`` (tests, portable use).
* :class:`Settings`: language, computer pace, Auto-score time, sounds; every value
  is checked when read and a bad one falls back to its default.
* :class:`AutosaveManager`: saves the game in progress atomically after every change;
  when the disk refuses, it emits :attr:`AutosaveManager.saveFailed` ONCE and the game
  goes on. :meth:`~AutosaveManager.pending_game` offers an unfinished game at start
  (a bad file is set aside with a message), :meth:`~AutosaveManager.finish` records the
  result and removes the autosave.
"""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
from collections.abc import Callable, Mapping
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QObject, QSettings, QStandardPaths, Signal

from dicegame.core.files import (
    NotRegularFileError,
    move_aside,
    read_regular_file,
    write_bytes_atomic,
)
from dicegame.core.limits import SETTINGS_MAX_BYTES
from dicegame.i18n import LANGUAGES, SETTINGS_KEY

# The games, saves and records are imported when a game is first saved or loaded, not
# before the welcome page shows (start-up: Settings is all the window needs).
if TYPE_CHECKING:
    from datetime import datetime

    from dicegame.core.farkle import FarkleGame
    from dicegame.core.penta import PentaGame
    from dicegame.core.records import FarkleTurnStats, Records
    from dicegame.core.saves import LoadResult, SavedGame
    from dicegame.core.setup import GameSetup
    from dicegame.engine.base import GameEngine

    Game = PentaGame | FarkleGame

__all__ = [
    "DATA_DIR_ENV",
    "Pace",
    "PACE_DELAY_MS",
    "AUTO_SCORE_SECONDS",
    "DEFAULT_AUTO_SCORE_SECONDS",
    "data_dir",
    "autosave_path",
    "records_path",
    "settings_path",
    "Settings",
    "PendingGame",
    "AutosaveManager",
]

log = logging.getLogger(__name__)
DATA_DIR_ENV = "DICEGAME_DATA_DIR"
AUTOSAVE_NAME = "autosave.json"
RECORDS_NAME = "records.json"
SETTINGS_NAME = "settings.ini"
TURN_STATS_KEY = "farkle_turn_stats"  # reserved key of a save's ``extra``


class Pace(StrEnum):
    """How fast the computer's turns are shown."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    SPEECH = "speech"  # for screen readers: the computer's spoken turn fits, with room


PACE_DELAY_MS = {Pace.SLOW: 1400, Pace.NORMAL: 800, Pace.FAST: 350, Pace.SPEECH: 2000}
#: The game's text sizes, in percent of the system's (Settings.text_scale).
TEXT_SCALES: tuple[int, ...] = (100, 125, 150, 175, 200)

#: Game ▸ Auto-score: seconds before a Penta roll is scored by itself; 0 = off (the player
#: must choose). 3 s is the spec's; more for players who need time (WCAG "timing adjustable").
AUTO_SCORE_SECONDS = (3, 5, 10, 30, 0)
DEFAULT_AUTO_SCORE_SECONDS = 3
# The option it replaced only hid the countdown while scoring went on; it chose no time,
# so it is dropped when settings are opened and the default time applies.
OBSOLETE_KEYS = ("countdown_visible",)


# ----- folders -----------------------------------------------------------------------------------
def data_dir() -> Path:
    """The folder of saves, records and settings (created if needed; may be unwritable)."""
    override = os.environ.get(DATA_DIR_ENV, "").strip()
    if override:
        folder = Path(override).expanduser()
    elif _home_known():
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        folder = Path(location) if location else fallback_data_dir()
    else:
        folder = fallback_data_dir()
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def _home_known() -> bool:
    """False when HOME is unset or not absolute (Qt would then give ``//.local/...``)."""
    return os.name == "nt" or os.path.isabs(os.environ.get("HOME", ""))


_fallback_logged = False


def fallback_data_dir() -> Path:
    """The data folder when the platform gives none (HOME unset): the XDG rules
    (``$XDG_DATA_HOME``, else the account's home from the password database, +
    ``.local/share``), else a private folder under the temporary folder. Logged once."""
    global _fallback_logged
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if os.path.isabs(xdg):
        folder = Path(xdg) / "dicegame"
    else:
        try:
            import pwd

            home = pwd.getpwuid(os.getuid()).pw_dir
        except (ImportError, KeyError, AttributeError):
            home = ""
        if os.path.isabs(home) and home != "/":
            folder = Path(home) / ".local" / "share" / "dicegame"
        else:
            folder = Path(tempfile.gettempdir()) / f"dicegame-{getattr(os, 'getuid', lambda: 0)()}"
    if not _fallback_logged:
        _fallback_logged = True
        log.warning("HOME is not set: keeping games, records and settings in %s", folder)
    return folder


def autosave_path(folder: Path | None = None) -> Path:
    return (folder or data_dir()) / AUTOSAVE_NAME


def records_path(folder: Path | None = None) -> Path:
    return (folder or data_dir()) / RECORDS_NAME


def settings_path(folder: Path | None = None) -> Path:
    return (folder or data_dir()) / SETTINGS_NAME


# ----- settings ----------------------------------------------------------------------------------
def _as_bool(value: Any, default: bool) -> bool:
    """QSettings gives back bools as bools in-process and as text from an INI file."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    return default


class IniStore(QObject):
    """``settings.ini`` read and written as the saves are (the part of the QSettings API
    the program uses: value, setValue, remove, sync, status).

    Read once: only a regular file (a FIFO never blocks), at most SETTINGS_MAX_BYTES,
    UTF-8 ``key=value`` lines under ``[General]``; a symbolic link or a damaged file is
    set aside (``<name>.bad-...``) and :attr:`load_problem` says so. Written atomically
    (temp file + ``os.replace``: a symbolic link is replaced, never followed); a write
    failure is emitted once by :attr:`writeFailed`."""

    writeFailed = Signal(str)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self.load_problem: str | None = None
        self._values: dict[str, str] = {}
        self._status = QSettings.Status.NoError
        self._warned = False
        self._group = ""
        self._read()

    def _read(self) -> None:
        try:
            if os.path.islink(self.path):
                raise NotRegularFileError("it is a symbolic link")
            raw = read_regular_file(self.path, SETTINGS_MAX_BYTES)
            if len(raw) > SETTINGS_MAX_BYTES:
                raise ValueError(f"it is larger than {SETTINGS_MAX_BYTES} bytes")
            self._values = _parse_ini(raw.decode("utf-8"))
        except FileNotFoundError:
            return
        except PermissionError:
            self._status = QSettings.Status.AccessError  # reported when a write fails
        except (OSError, ValueError) as error:
            moved = move_aside(self.path)
            reason = getattr(error, "strerror", None) or str(error)
            text = self.tr("The settings could not be read ({reason}); the defaults are used.")
            if moved is not None:
                text += " " + self.tr("The old file was set aside as {file}.")
            self.load_problem = text.format(reason=reason, file=moved.name if moved else "")

    def beginGroup(self, group: str) -> None:
        self._group = f"{group}/"

    def endGroup(self) -> None:
        self._group = ""

    def contains(self, key: str) -> bool:
        return self._group + key in self._values

    def value(self, key: str, default: Any = None) -> Any:
        return self._values.get(self._group + key, default)

    def setValue(self, key: str, value: Any) -> None:
        text = ("true" if value else "false") if isinstance(value, bool) else str(value)
        self._values[self._group + key] = " ".join(text.split())

    def remove(self, key: str) -> None:
        self._values.pop(self._group + key, None)

    def status(self) -> QSettings.Status:
        return self._status

    def sync(self) -> None:
        lines = ["[General]", *(f"{key}={value}" for key, value in sorted(self._values.items()))]
        try:
            write_bytes_atomic(self.path, ("\n".join(lines) + "\n").encode("utf-8"))
        except OSError as error:
            self._status = QSettings.Status.AccessError
            if not self._warned:
                self._warned = True
                text = self.tr("Your settings cannot be saved in {folder} ({reason}).")
                reason = error.strerror or str(error)
                self.writeFailed.emit(text.format(folder=self.path.parent, reason=reason))
            return
        self._status = QSettings.Status.NoError


def _parse_ini(text: str) -> dict[str, str]:
    """``key=value`` lines of the ``[General]`` section; raises ValueError when damaged."""
    values: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith((";", "#")) or line == "[General]":
            continue
        key, equals, value = line.partition("=")
        if not equals or not key.strip() or line.startswith("["):
            raise ValueError(f"line {number} is not a setting")
        values[key.strip()] = value.strip()
    return values


class Settings(QObject):
    """The user's choices, kept in ``settings.ini`` of the data folder.

    Reading never fails: a missing, garbled or out-of-range value gives the default.
    Setting a value that is not allowed raises ``ValueError``. :attr:`changed` carries
    the key that changed (``"language"``, ``"computer_pace"``, ...)."""

    changed = Signal(str)
    writeFailed = Signal(str)  # a message for the player, at most once

    def __init__(
        self, store: QSettings | IniStore | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        if store is None:
            store = IniStore(settings_path(), self)
        self._store = store
        obsolete = [key for key in OBSOLETE_KEYS if store.contains(key)]
        for key in obsolete:
            store.remove(key)
        if obsolete:
            store.sync()
        self.load_problem: str | None = getattr(store, "load_problem", None)
        if isinstance(store, IniStore):
            store.writeFailed.connect(self.writeFailed)

    @property
    def qsettings(self) -> QSettings | IniStore:
        """The underlying store, to share with ``LanguageManager(settings=...)``."""
        return self._store

    # ----- reading -------------------------------------------------------------------------
    @property
    def language(self) -> str | None:
        """One of :data:`dicegame.i18n.LANGUAGES`, or None to follow the system."""
        value = self._store.value(SETTINGS_KEY)
        return value if isinstance(value, str) and value in LANGUAGES else None

    @property
    def computer_pace(self) -> Pace:
        value = self._store.value("computer_pace")
        return Pace(value) if value in tuple(Pace) else Pace.NORMAL

    @property
    def computer_delay_ms(self) -> int:
        """Pause between the computer's steps at the chosen pace."""
        return PACE_DELAY_MS[self.computer_pace]

    @property
    def auto_score_seconds(self) -> int:
        """Penta's Auto-score time, one of :data:`AUTO_SCORE_SECONDS` (0 = off)."""
        value = self._store.value("auto_score_seconds")
        try:
            seconds = int(value)
        except (TypeError, ValueError):
            return DEFAULT_AUTO_SCORE_SECONDS
        return seconds if seconds in AUTO_SCORE_SECONDS else DEFAULT_AUTO_SCORE_SECONDS

    @property
    def auto_score_ms(self) -> int:
        return self.auto_score_seconds * 1000

    @property
    def text_scale(self) -> int:
        """The game's text size in percent of the system's: one of TEXT_SCALES (default 100)."""
        value = self._store.value("text_scale")
        try:
            percent = int(value)
        except (TypeError, ValueError):
            return 100
        return percent if percent in TEXT_SCALES else 100

    @property
    def chances_visible(self) -> bool:
        """Show everyone's chance to win a Farkle game (default on)."""
        return _as_bool(self._store.value("chances_visible"), True)

    @property
    def sounds(self) -> bool:
        """Play sounds (default on)."""
        return _as_bool(self._store.value("sounds"), True)

    @property
    def hand_over(self) -> bool:
        """Pass-and-play: between two humans' turns, wait for the next player (default on)."""
        return _as_bool(self._store.value("hand_over"), True)

    # ----- writing -------------------------------------------------------------------------
    def set_language(self, language: str | None) -> None:
        if language is not None and language not in LANGUAGES:
            raise ValueError(f"language must be one of {list(LANGUAGES)} or None: {language!r}")
        if language is None:
            self._store.remove(SETTINGS_KEY)
        else:
            self._store.setValue(SETTINGS_KEY, language)
        self._stored("language")

    def set_computer_pace(self, pace: Pace | str) -> None:
        self._store.setValue("computer_pace", Pace(pace).value)
        self._stored("computer_pace")

    def set_auto_score_seconds(self, seconds: int) -> None:
        if seconds not in AUTO_SCORE_SECONDS:
            raise ValueError(f"auto-score must be one of {AUTO_SCORE_SECONDS}: {seconds!r}")
        self._store.setValue("auto_score_seconds", int(seconds))
        self._stored("auto_score_seconds")

    def set_text_scale(self, percent: int) -> None:
        if percent not in TEXT_SCALES:
            raise ValueError(f"text scale must be one of {TEXT_SCALES}: {percent!r}")
        self._store.setValue("text_scale", int(percent))
        self._stored("text_scale")

    def set_chances_visible(self, visible: bool) -> None:
        self._store.setValue("chances_visible", bool(visible))
        self._stored("chances_visible")

    def set_sounds(self, enabled: bool) -> None:
        self._store.setValue("sounds", bool(enabled))
        self._stored("sounds")

    def set_hand_over(self, enabled: bool) -> None:
        self._store.setValue("hand_over", bool(enabled))
        self._stored("hand_over")

    def _stored(self, key: str) -> None:
        self._store.sync()  # a write error is reported by status(), never raised
        self.changed.emit(key)

    def status_ok(self) -> bool:
        """False when the settings file could not be read or written."""
        return self._store.status() == QSettings.Status.NoError


# ----- autosave ----------------------------------------------------------------------------------
class PendingGame(NamedTuple):
    """What :meth:`AutosaveManager.pending_game` found."""

    saved: SavedGame | None  # an unfinished game to offer, or None
    problem: str | None  # a message for the user when a bad file was set aside


def _turn_stats_of(saved: SavedGame) -> FarkleTurnStats | None:
    """The Farkle turn statistics kept in a save's ``extra`` (None for Penta)."""
    from dicegame.core.farkle import FarkleGame
    from dicegame.core.records import FarkleTurnStats

    if not isinstance(saved.game, FarkleGame):
        return None
    data = saved.extra.get(TURN_STATS_KEY)
    if data is None:
        return FarkleTurnStats.for_players(len(saved.game.players))
    return FarkleTurnStats.from_dict(data, len(saved.game.players))


def _parse_save(data: Any) -> SavedGame:
    """A save plus a check of the turn statistics it carries (bad → whole file refused)."""
    from dicegame.core.saves import game_from_dict

    saved = game_from_dict(data)
    _turn_stats_of(saved)
    return saved


def _is_over(game: Game) -> bool:
    return game.is_over


class AutosaveManager(QObject):
    """Keeps the game in progress on disk, and the records of finished games.

    Wiring in the main window (an engine has ``setup``, ``game``, ``stateChanged`` and
    ``gameOver``)::

        autosave = AutosaveManager(parent=window)
        autosave.saveFailed.connect(window.show_warning)  # at most once per session
        pending = autosave.pending_game()                   # at start
        if pending.problem: show it
        if pending.saved and the player chooses Continue:
            autosave.resume(pending.saved)
            engine = PentaEngine(pending.saved.setup, game=pending.saved.game,
                                 rng=pending.saved.game.rng)
            engine.restore_extra(pending.saved.extra)   # the decisions for the move review
        else:
            autosave.discard(); engine = PentaEngine(setup)
        autosave.attach(engine, extra=engine.save_extra)  # saves now, after every change,
                                                          # records at game over

    Without an engine: :meth:`save` after every change and :meth:`finish` at the end.
    Saving a different game object than before starts a new game (new id, new Farkle
    turn statistics), so an engine's ``newGame`` needs no extra call.
    """

    saveFailed = Signal(str)  # the message for the user; emitted at most once
    problemFound = Signal(str)  # a message for the user: a bad file set aside, a result kept
    gameRecorded = Signal(object)  # the updated Records, after a finished game was recorded

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder) if folder is not None else data_dir()
        self.autosave_path = autosave_path(self.folder)
        self.records_path = records_path(self.folder)
        self.setup: GameSetup | None = None
        self.game: Game | None = None
        self.game_id = ""
        self.turn_stats: FarkleTurnStats | None = None
        self.last_error: str | None = None
        self._finished_id = ""
        self._warned = False
        self._connections: list[tuple[Any, Any]] = []

    # ----- start of a session ----------------------------------------------------------------
    def pending_game(self) -> PendingGame:
        """The unfinished game of the autosave, if any.

        A bad file is moved aside and ``problem`` says so. A finished game found there
        (the program stopped before recording it) is recorded now and removed."""
        from dicegame.core.saves import load_json_file, remove_stale_temp_files

        try:
            os.stat(self.folder)
            os.stat(self.autosave_path)
        except FileNotFoundError:
            pass
        except OSError as error:  # e.g. a data folder of mode 000: the read-only warning
            self._warn(error)
            return PendingGame(None, None)
        for path in (self.autosave_path, self.records_path):
            remove_stale_temp_files(path)
        result: LoadResult[SavedGame] = load_json_file(self.autosave_path, _parse_save)
        if result.problem is not None:
            return PendingGame(None, self._load_problem_message(result))
        saved = result.value
        if saved is None:
            return PendingGame(None, None)
        if _is_over(saved.game):
            self.resume(saved)
            self.finish(saved.game)
            return PendingGame(None, None)
        return PendingGame(saved, None)

    def _load_problem_message(self, result: LoadResult[Any]) -> str:
        if result.moved_to is not None:
            text = self.tr(
                "The saved game could not be read, so it was set aside as {file}. Reason: {reason}"
            )
            return text.format(file=result.moved_to.name, reason=result.problem)
        text = self.tr(
            "The saved game could not be read and could not be set aside. Reason: {reason}"
        )
        return text.format(reason=result.problem)

    def resume(self, saved: SavedGame) -> None:
        """Go on with a loaded game: its id and Farkle statistics carry on."""
        from dicegame.core.saves import new_game_id

        self.setup, self.game = saved.setup, saved.game
        self.game_id = saved.game_id or new_game_id()
        self.turn_stats = _turn_stats_of(saved)

    def start(self, setup: GameSetup, game: Game, extra: Mapping[str, Any] | None = None) -> bool:
        """A new game begins: it gets a fresh id and is saved at once."""
        self.game = None
        return self.save(game, extra, setup=setup)

    def attach(
        self, engine: GameEngine[Any], extra: Callable[[], Mapping[str, Any]] | None = None
    ) -> None:
        """Follow an engine: save now and on every ``stateChanged``, :meth:`finish` on
        ``gameOver``. ``extra`` returns the engine's own data to keep with each save.
        Attaching another engine lets go of the previous one."""
        self.detach()

        def changed() -> None:
            self.save(engine.game, extra() if extra else None, setup=engine.setup)

        def over(*_ranking: Any) -> None:
            self.finish(engine.game)

        self._connections = [(engine.stateChanged, changed), (engine.gameOver, over)]
        for signal, slot in self._connections:
            signal.connect(slot)
        changed()

    def detach(self) -> None:
        for signal, slot in self._connections:
            with contextlib.suppress(RuntimeError):  # the engine may be gone already
                signal.disconnect(slot)
        self._connections = []

    # ----- during a game ----------------------------------------------------------------------
    def save(
        self,
        game: Game,
        extra: Mapping[str, Any] | None = None,
        *,
        setup: GameSetup | None = None,
    ) -> bool:
        """Write the game atomically; False (and one warning per session) on failure."""
        if setup is not None:
            self.setup = setup
        if self.setup is None:
            raise RuntimeError("save() needs the setup: pass setup=, or call start()/resume()")
        if game is not self.game:
            self._adopt(game)
        if _is_over(game) and self.game_id == self._finished_id:
            return True  # already recorded and removed: nothing left to keep
        return self._write_autosave(game, extra)

    def _write_autosave(self, game: Game, extra: Mapping[str, Any] | None) -> bool:
        from dicegame.core.farkle import FarkleGame
        from dicegame.core.saves import game_to_dict, write_json_atomic

        data_extra = dict(extra or {})
        if isinstance(game, FarkleGame) and self.turn_stats is not None:
            self.turn_stats.observe(game)
            data_extra[TURN_STATS_KEY] = self.turn_stats.to_dict()
        try:
            write_json_atomic(
                self.autosave_path, game_to_dict(self.setup, game, data_extra, game_id=self.game_id)
            )
        except (OSError, ValueError) as error:
            self._warn(error)
            return False
        self.last_error = None
        return True

    def _adopt(self, game: Game) -> None:
        """A game object not seen before: a new game."""
        from dicegame.core.farkle import FarkleGame
        from dicegame.core.records import FarkleTurnStats
        from dicegame.core.saves import new_game_id

        self.game, self.game_id = game, new_game_id()
        is_farkle = isinstance(game, FarkleGame)
        self.turn_stats = FarkleTurnStats.for_players(len(game.players)) if is_farkle else None

    def discard(self) -> None:
        """Forget the autosave (the player chose a new game instead of continuing)."""
        try:
            self.autosave_path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            self._warn(error)

    # ----- end of a game ----------------------------------------------------------------------
    def load_records(self) -> tuple[Records, str | None]:
        """The records (empty when missing), with a message when a bad file was set aside."""
        from dicegame.core.records import load_records

        records, result = load_records(self.records_path)
        if result.problem is None:
            return records, None
        if result.moved_to is not None:
            text = self.tr(
                "The records could not be read, so they were set aside as {file} in {folder}. "
                "New records start now. Reason: {reason}"
            )
            moved = result.moved_to
            return records, text.format(file=moved.name, folder=moved.parent, reason=result.problem)
        return records, self.tr("The records could not be read.")

    def finish(self, game: Game, when: datetime | None = None) -> Records:
        """The game is over: add it to the records (once, by game id) and drop the autosave.

        The finished game is written to the autosave first and the autosave is removed
        only once the records are safely on disk: when they cannot be written (disk
        full), the result stays in the autosave, :attr:`problemFound` tells the player,
        and the next start records it (once: the records keep the game ids). A damaged
        records file found here is set aside and :attr:`problemFound` says where.
        Returns the records, updated (and emits :attr:`gameRecorded`)."""
        from dicegame.core.penta import PentaGame
        from dicegame.core.records import save_records

        if not _is_over(game):
            raise ValueError("finish() is for a game that is over")
        if game is not self.game:
            self._adopt(game)
        if self.game_id != self._finished_id and self.setup is not None:
            self._write_autosave(game, None)  # the finished game, until it is recorded
        records, problem = self.load_records()
        if problem:
            self.problemFound.emit(problem)
        from datetime import datetime

        when = when or datetime.now()
        if isinstance(game, PentaGame):
            recorded = records.record_penta_game(game, when, self.game_id)
        else:
            if self.turn_stats is not None:
                self.turn_stats.observe(game)
            recorded = records.record_farkle_game(game, when, self.turn_stats, self.game_id)
        if recorded:
            try:
                save_records(self.records_path, records)
            except (OSError, ValueError) as error:
                self._result_kept(error)
                return records
        self._finished_id = self.game_id
        self.discard()
        if recorded:
            self.gameRecorded.emit(records)
        return records

    def _result_kept(self, error: Exception) -> None:
        reason = getattr(error, "strerror", None) or str(error)
        self.last_error = reason
        text = self.tr(
            "The result of this game could not be added to the records ({reason}). It is "
            "kept, and will be recorded the next time the program starts with free space "
            "in {folder}."
        )
        self.problemFound.emit(text.format(reason=reason, folder=self.folder))

    # ----- failures ------------------------------------------------------------------------------
    def _warn(self, error: Exception) -> None:
        reason = getattr(error, "strerror", None) or str(error)
        self.last_error = reason
        if self._warned:
            return
        self._warned = True
        text = self.tr(
            "The game cannot be saved in {folder} ({reason}). You can keep playing, "
            "but the game will be lost if the program closes."
        )
        self.saveFailed.emit(text.format(folder=self.folder, reason=reason))
