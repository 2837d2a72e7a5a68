"""The game in progress and the records of finished games, kept on disk.

:class:`AutosaveManager` saves the game in progress atomically after every change; when
the disk refuses, it emits :attr:`AutosaveManager.saveFailed` ONCE and the game goes on.
:meth:`~AutosaveManager.pending_game` offers an unfinished game at start (a bad file is set
aside with a message), :meth:`~AutosaveManager.finish` records the result and removes the
autosave. The formats and their checks are :mod:`dicegame.core.saves` and
:mod:`dicegame.core.records`; a damaged file's reason is worded by
:mod:`dicegame.persist.problems`.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Collection, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from dicegame.persist.folders import autosave_path, data_dir, records_path, settings_path
from dicegame.persist.save_writer import SaveWriter

# The games, saves and records are imported when a game is first saved or loaded, not
# before the welcome page shows.
if TYPE_CHECKING:
    from datetime import datetime

    from dicegame.core.files import LoadResult
    from dicegame.core.games import Game, Tracker
    from dicegame.core.records import Records
    from dicegame.core.saves import ExtraPart, SavedGame
    from dicegame.core.setup import GameSetup

__all__ = ["PendingGame", "AutosaveManager"]


class PendingGame(NamedTuple):
    """What :meth:`AutosaveManager.pending_game` found."""

    saved: SavedGame | None  # an unfinished game to offer, or None
    # A message for the player: a bad file was set aside (no game), or a part the game
    # goes on without (its log, its review) was damaged and the file was copied aside.
    problem: str | None


class Saving(Protocol):
    """What :meth:`AutosaveManager.attach` follows: a game engine, as the autosave sees it
    (its ``extra`` data is the engine's own, kept without looking inside)."""

    @property
    def setup(self) -> GameSetup: ...

    @property
    def game(self) -> Game: ...

    @property
    def stateChanged(self) -> Any: ...

    @property
    def gameOver(self) -> Any: ...


ExtraCheck = Callable[["SavedGame"], Collection["ExtraPart"]]
"""The parts of a save's ``extra`` that are damaged (the engines know: the window passes
``GameEngine.damaged_extra`` of the saved game's engine)."""


class _Unrecorded(NamedTuple):
    """A finished game whose result is not in the records file yet (kept in memory)."""

    game: Game
    game_id: str
    when: datetime
    turn_stats: Tracker | None


def _turn_stats_of(saved: SavedGame) -> Tracker | None:
    """What the game counts for its records while it is played (Farkle's turn statistics),
    kept in a save's ``extra`` under the game's key; None for a game that counts nothing
    (see ``GameSpec.tracker_of``)."""
    from dicegame.core.games import game_spec

    return game_spec(saved.setup.kind).tracker_of(saved.extra, len(saved.game.players))


def _parse_save(data: Any) -> SavedGame:
    """A save plus a check of the turn statistics it carries (bad → whole file refused)."""
    from dicegame.core.saves import game_from_dict

    saved = game_from_dict(data)
    _turn_stats_of(saved)
    return saved


def _refusal(result: LoadResult[Any], set_aside: str, stuck: str) -> str:
    """The message for a refused file: ``set_aside`` ({file}, {folder}, {reason}) when it
    was moved aside, else ``stuck`` ({reason}); the reason worded from its code."""
    from dicegame.persist.problems import reason_text

    assert result.error is not None
    reason = reason_text(result.error)
    if result.moved_to is None:
        return stuck.format(reason=reason)
    moved = result.moved_to
    return set_aside.format(file=moved.name, folder=moved.parent, reason=reason)


def _is_over(game: Game) -> bool:
    """The one place the autosave asks whether a game is over."""
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
            engine.restore_extra(pending.saved.extra)   # the log, the move review
        else:
            autosave.discard(); engine = PentaEngine(setup)
        autosave.attach(engine, extra=engine.save_extra)  # saves now, after every change,
                                                          # records at game over

    Without an engine: :meth:`save` after every change and :meth:`finish` at the end.
    Saving a different game object than before starts a new game (new id, new turn
    statistics, e.g. Farkle's), so an engine's ``newGame`` needs no extra call.
    """

    saveFailed = Signal(str)  # the message for the user; emitted at most once
    problemFound = Signal(str)  # a message for the user: a bad file set aside, a result kept
    gameRecorded = Signal(object)  # the updated Records, after a finished game was recorded

    def __init__(
        self,
        folder: Path | None = None,
        parent: QObject | None = None,
        writer: SaveWriter | None = None,
    ) -> None:
        """``writer`` puts the autosave on disk (by default at once, on this thread; the
        program's writes a game's first save in the background: :mod:`.save_writer`)."""
        super().__init__(parent)
        self.folder = Path(folder) if folder is not None else data_dir()
        self.autosave_path = autosave_path(self.folder)
        self.records_path = records_path(self.folder)
        self.setup: GameSetup | None = None
        self.game: Game | None = None
        self.game_id = ""
        self.turn_stats: Tracker | None = None
        self.last_error: str | None = None
        self._finished_id = ""
        self._unrecorded: _Unrecorded | None = None  # a result the records still lack
        self._warned = False
        self._connections: list[tuple[Any, Any]] = []
        self._writer = writer if writer is not None else SaveWriter(parent=self)
        self._writer.failed.connect(self._first_save_failed)
        application = QCoreApplication.instance()
        if application is not None:  # quitting is the last chance to record a result
            application.aboutToQuit.connect(self.flush)

    # ----- start of a session ----------------------------------------------------------------
    def pending_game(self, check_extra: ExtraCheck | None = None) -> PendingGame:
        """The unfinished game of the autosave, if any.

        A bad file is moved aside and ``problem`` says so. A finished game found there
        (the program stopped before recording it) is recorded now and removed.
        ``check_extra`` names the damaged parts of the save's ``extra``, which a game goes
        on without: the file is copied aside and ``problem`` says so."""
        from dicegame.core.files import load_json_file, remove_stale_temp_files

        try:
            os.stat(self.folder)
            os.stat(self.autosave_path)
        except FileNotFoundError:
            pass
        except OSError as error:  # e.g. a data folder of mode 000: the read-only warning
            self._warn(error)
            return PendingGame(None, None)
        # A killed write's. Only the copy that holds the folder's lock writes the autosave
        # and the records; the settings also a run that takes no lock (the smoke run).
        for path in (self.autosave_path, self.records_path):
            remove_stale_temp_files(path, older_than=0)
        remove_stale_temp_files(settings_path(self.folder))
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
        damaged = check_extra(saved) if check_extra is not None else ()
        return PendingGame(saved, self._damaged_parts_message(damaged))

    def _damaged_parts_message(self, damaged: Collection[ExtraPart]) -> str | None:
        """A copy of a save whose log or review is damaged is kept aside (the game's next
        save replaces the file), and the player is told; None when nothing is damaged."""
        from dicegame.core.files import copy_aside
        from dicegame.core.saves import ExtraPart

        log_damaged, review_damaged = ExtraPart.LOG in damaged, ExtraPart.REVIEW in damaged
        if log_damaged and review_damaged:
            text = self.tr(
                "The log and the move review of the saved game could not be read: the game "
                "goes on without them."
            )
        elif log_damaged:
            text = self.tr(
                "The log of the saved game could not be read: the game goes on without it."
            )
        elif review_damaged:
            text = self.tr(
                "The move review of the saved game could not be read: it starts again from now."
            )
        else:
            return None
        kept = copy_aside(self.autosave_path)
        if kept is None:
            return text + " " + self.tr("The saved file could not be kept aside.")
        aside = self.tr("The saved file was kept as {file} in {folder}.")
        return text + " " + aside.format(file=kept.name, folder=kept.parent)

    def _load_problem_message(self, result: LoadResult[Any]) -> str:
        return _refusal(
            result,
            self.tr(
                "The saved game could not be read, so it was set aside as {file} in {folder}. "
                "Reason: {reason}"
            ),
            self.tr(
                "The saved game could not be read and could not be set aside. Reason: {reason}"
            ),
        )

    def resume(self, saved: SavedGame) -> None:
        """Go on with a loaded game: its id and turn statistics carry on."""
        from dicegame.core.saves import new_game_id

        self.setup, self.game = saved.setup, saved.game
        self.game_id = saved.game_id or new_game_id()
        self.turn_stats = _turn_stats_of(saved)

    def start(self, setup: GameSetup, game: Game, extra: Mapping[str, Any] | None = None) -> bool:
        """A new game begins: it gets a fresh id and is saved at once."""
        self.game = None
        return self.save(game, extra, setup=setup)

    def attach(self, engine: Saving, extra: Callable[[], Mapping[str, Any]] | None = None) -> None:
        """Follow an engine: save now and on every ``stateChanged``, :meth:`finish` on
        ``gameOver``. ``extra`` returns the engine's own data to keep with each save.
        Attaching another engine lets go of the previous one."""
        self.detach()

        def changed(soon: bool = False) -> None:
            self.save(engine.game, extra() if extra else None, setup=engine.setup, soon=soon)

        def over(*_ranking: Any) -> None:
            self.finish(engine.game)

        self._connections = [(engine.stateChanged, changed), (engine.gameOver, over)]
        for signal, slot in self._connections:
            signal.connect(slot)
        changed(soon=True)  # the game's first save: past its first frame, if the writer can

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
        soon: bool = False,
    ) -> bool:
        """Write the game atomically; False (and one warning per session) on failure.
        ``soon``: the writer may finish the write in the background (then a failure is
        said when it happens)."""
        if setup is not None:
            self.setup = setup
        if self.setup is None:
            raise RuntimeError("save() needs the setup: pass setup=, or call start()/resume()")
        if self._unrecorded is not None:
            self._record_unrecorded()  # any later write is a chance to record it
        if game is not self.game:
            self._adopt(game)
        if _is_over(game) and self.game_id == self._finished_id:
            return True  # already recorded and removed: nothing left to keep
        return self._write_autosave(game, extra, soon)

    def _write_autosave(
        self, game: Game, extra: Mapping[str, Any] | None, soon: bool = False
    ) -> bool:
        from dicegame.core.games import spec_of
        from dicegame.core.saves import game_to_dict
        from dicegame.persist.problems import failure_reason

        assert self.setup is not None, "save() and finish() check it"
        data_extra = dict(extra or {})
        if self.turn_stats is not None:
            self.turn_stats.observe(game)
            data_extra[spec_of(game).tracker_key] = self.turn_stats.to_dict()
        try:
            self._writer.write(
                self.autosave_path,
                game_to_dict(self.setup, game, data_extra, game_id=self.game_id),
                soon=soon,
            )
        except (OSError, ValueError) as error:
            if _is_over(game):  # nothing to keep playing: finish() says what is kept
                self.last_error = failure_reason(error)
            else:
                self._warn(error)
            return False
        self.last_error = None
        return True

    def _first_save_failed(self, error: Exception) -> None:
        """A game's first save, written in the background, failed (said as any other)."""
        self._warn(error)

    def _adopt(self, game: Game) -> None:
        """A game object not seen before: a new game."""
        from dicegame.core.games import spec_of
        from dicegame.core.saves import new_game_id

        self.game, self.game_id = game, new_game_id()
        new_tracker = spec_of(game).new_tracker
        self.turn_stats = new_tracker(len(game.players)) if new_tracker is not None else None

    def discard(self) -> None:
        """Forget the autosave (the player chose a new game instead of continuing)."""
        self._writer.wait()  # a write in flight must not bring the file back
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
        if result.error is None:
            return records, None
        return records, _refusal(
            result,
            self.tr(
                "The records could not be read, so they were set aside as {file} in {folder}. "
                "New records start now. Reason: {reason}"
            ),
            self.tr("The records could not be read and could not be set aside. Reason: {reason}"),
        )

    def finish(self, game: Game, when: datetime | None = None) -> Records:
        """The game is over: add it to the records (once, by game id) and drop the autosave.

        The finished game is written to the autosave first and the autosave is removed
        only once the records are safely on disk. When they cannot be written (disk
        full), the result stays in memory and is recorded at the next chance: any later
        save (the next game), :meth:`flush` (called when the program quits), or, when the
        finished game did reach the autosave, the next start. :attr:`problemFound` says
        which of these is true. A damaged records file found here is set aside and
        :attr:`problemFound` says where. Returns the records, updated (and emits
        :attr:`gameRecorded`)."""
        from datetime import datetime

        if not _is_over(game):  # the one game-over check: _is_over
            raise ValueError("finish() is for a game that is over")
        if game is not self.game:
            self._adopt(game)
        saved = True
        if self.game_id != self._finished_id and self.setup is not None:
            saved = self._write_autosave(game, None)  # the finished game, until recorded
        if self.turn_stats is not None:
            self.turn_stats.observe(game)
        self._unrecorded = _Unrecorded(game, self.game_id, when or datetime.now(), self.turn_stats)
        return self._record_unrecorded(in_autosave=saved)

    def flush(self) -> bool:
        """Record a result kept in memory, if any (the program is quitting, or any other
        chance); True when nothing is left unrecorded."""
        self._writer.wait()  # quitting: the game's first save is on disk before the end
        if self._unrecorded is not None:
            self._record_unrecorded()
        return self._unrecorded is None

    def _record_unrecorded(self, in_autosave: bool | None = None) -> Records:
        """Add the kept result to the records file. ``in_autosave`` (at the game's end
        only) tells whether the finished game reached the autosave; later attempts fail
        quietly, having said so once."""
        from dicegame.core.games import spec_of
        from dicegame.core.records import save_records

        pending = self._unrecorded
        assert pending is not None
        records, problem = self.load_records()
        if problem and in_autosave is not None:
            self.problemFound.emit(problem)
        recorded = records.record_game(
            spec_of(pending.game).kind,
            pending.game,
            pending.when,
            pending.turn_stats,
            pending.game_id,
        )
        if recorded:
            try:
                save_records(self.records_path, records)
            except (OSError, ValueError) as error:
                return self._not_recorded(error, in_autosave, records)
        self._unrecorded = None
        self._finished_id = pending.game_id
        if self.game_id == pending.game_id:  # the autosave holds it (no newer game yet)
            self.discard()
        if recorded:
            self.gameRecorded.emit(records)
        return records

    def _not_recorded(
        self, error: Exception, in_autosave: bool | None, records: Records
    ) -> Records:
        """The records file refused the result: keep it for a later chance, or, when no
        later chance can help (not the disk: the data), let it go; say which, once."""
        from dicegame.persist.problems import failure_reason

        reason = failure_reason(error)
        self.last_error = reason
        if not isinstance(error, OSError):  # e.g. a value the writer refuses: no retry helps
            pending = self._unrecorded
            assert pending is not None
            self._unrecorded = None
            self._finished_id = pending.game_id
            if self.game_id == pending.game_id:
                self.discard()  # else every start would try again, and fail again
            text = self.tr(
                "The result of this game cannot be added to the records ({reason}). "
                "Starting the program again will not change that, so it is not recorded."
            )
            self.problemFound.emit(text.format(reason=reason))
            return records
        if in_autosave is None:
            return records  # said when the game ended
        if in_autosave:
            text = self.tr(
                "The result of this game could not be added to the records ({reason}). It is "
                "kept in {folder} and will be recorded the next time the program can write "
                "there: with the next game, when the program closes, or when it starts again."
            )
        else:
            text = self.tr(
                "The result of this game could not be added to the records ({reason}), and "
                "the finished game could not be saved either. It is kept while the program "
                "runs and will be recorded the next time the program can write in {folder}: "
                "with the next game or when the program closes. If the program stops before "
                "that, the result is lost."
            )
        self.problemFound.emit(text.format(reason=reason, folder=self.folder))
        return records

    # ----- failures ------------------------------------------------------------------------------
    def _warn(self, error: Exception) -> None:
        from dicegame.persist.problems import failure_reason

        reason = failure_reason(error)
        self.last_error = reason
        if self._warned:
            return
        self._warned = True
        text = self.tr(
            "The game cannot be saved in {folder} ({reason}). You can keep playing, "
            "but the game will be lost if the program closes."
        )
        self.saveFailed.emit(text.format(folder=self.folder, reason=reason))
