"""A game's first save goes to disk in the background (issue 37 item 1: a game starts
within 100 ms; that write's fsyncs held the GUI thread 10-25 ms), and no save is lost for
it: the first move's save is written on the spot, after the first save; removing the
autosave or quitting waits for it; a failure is said once, as any other.

The write's thread is injected (``spawn``): ``held`` keeps the job, as a thread that has
not run yet would, so each test decides when (or whether) it runs."""

from __future__ import annotations

import errno
import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal

from dicegame.core.files import MAX_FILE_BYTES
from dicegame.core.setup import GameSetup
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import PentaGame
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.save_writer import SaveWriter

SETUP = GameSetup(PENTA, ("Ana",), with_computer=True)


class Engine(QObject):
    """The part of an engine the autosave follows."""

    stateChanged = Signal()
    gameOver = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.setup, self.game = SETUP, PentaGame(SETUP.players(), rng=random.Random(2))


class Held:
    """A thread that has not started yet: the jobs wait here until ``run_all``."""

    def __init__(self) -> None:
        self.jobs: list[Callable[[], None]] = []

    def __call__(self, job: Callable[[], None]) -> None:
        self.jobs.append(job)

    def run_all(self) -> None:
        for job in self.jobs:
            job()


def disk_full(path: Path, raw: bytes) -> None:
    raise OSError(errno.ENOSPC, "No space left on device", str(path))


def saved(folder: Path) -> PentaGame | None:
    found = AutosaveManager(folder).pending_game().saved
    return None if found is None else found.game  # type: ignore[return-value]


@pytest.fixture
def held(qtbot) -> Held:
    return Held()


def manager(folder: Path, spawn: Callable[[Callable[[], None]], None], **write) -> AutosaveManager:
    writer = SaveWriter(in_background=True, spawn=spawn, **write)
    return AutosaveManager(folder, writer=writer)


def test_the_first_save_leaves_the_gui_thread_and_the_first_move_is_saved_at_once(
    tmp_path: Path, held: Held
) -> None:
    autosave = manager(tmp_path, held)
    engine = Engine()
    autosave.attach(engine)
    assert not autosave.autosave_path.exists()  # handed over, not written here
    assert len(held.jobs) == 1
    engine.game.roll()  # the first move, before the first save's thread ran
    engine.stateChanged.emit()
    game = saved(tmp_path)  # as the next start would find it after a crash now
    assert game is not None and game.dice == engine.game.dice
    held.run_all()  # the thread comes late: the older state does not come back
    game = saved(tmp_path)
    assert game is not None and game.dice == engine.game.dice


def test_the_thread_writes_the_first_save(qtbot, tmp_path: Path) -> None:
    autosave = AutosaveManager(tmp_path, writer=SaveWriter(in_background=True))
    autosave.attach(Engine())
    qtbot.waitUntil(autosave.autosave_path.exists)
    autosave.flush()
    game = saved(tmp_path)
    assert game is not None and game.dice is None and game.round == 1


def test_removing_the_autosave_waits_for_the_first_save(tmp_path: Path, held: Held) -> None:
    autosave = manager(tmp_path, held)
    autosave.attach(Engine())
    autosave.discard()
    held.run_all()
    assert not autosave.autosave_path.exists()


def test_quitting_writes_the_first_save_before_the_end(tmp_path: Path, held: Held) -> None:
    autosave = manager(tmp_path, held)
    autosave.attach(Engine())
    assert autosave.flush()  # what aboutToQuit calls
    assert saved(tmp_path) is not None


def test_a_failed_first_save_is_said_once_when_it_fails(tmp_path: Path, held: Held) -> None:
    autosave = manager(tmp_path, held, write=disk_full)
    warnings: list[str] = []
    autosave.saveFailed.connect(warnings.append)
    engine = Engine()
    autosave.attach(engine)
    assert warnings == []  # not known yet
    held.run_all()  # the thread fails: said on the writer's thread, at once
    assert len(warnings) == 1 and "No space left on device" in warnings[0]
    engine.game.roll()
    engine.stateChanged.emit()  # fails again, on the spot: not said twice
    assert len(warnings) == 1 and autosave.last_error is not None


def test_a_save_too_large_is_refused_before_any_thread(tmp_path: Path, held: Held) -> None:
    writer = SaveWriter(in_background=True, spawn=held)
    with pytest.raises(ValueError, match="over the"):
        writer.write(tmp_path / "big.json", {"x": "y" * MAX_FILE_BYTES}, soon=True)
    assert held.jobs == []


def test_without_the_background_every_save_is_written_at_once(tmp_path: Path, held: Held) -> None:
    writer = SaveWriter(spawn=held)
    writer.write(tmp_path / "a.json", {"a": 1}, soon=True)
    assert held.jobs == [] and json.loads((tmp_path / "a.json").read_text()) == {"a": 1}


# ----- the settings, written in the background by the program ---------------------------
def test_settings_leave_the_gui_thread_and_their_writes_never_cross(
    tmp_path: Path, held: Held
) -> None:
    from dicegame.persist.ini_store import IniStore

    path = tmp_path / "settings.ini"
    store = IniStore(path, writer=SaveWriter(in_background=True, spawn=held))
    store.setValue("language", "ro")
    store.sync()
    assert not path.exists()  # handed over (a game's start sets its setup: no fsync there)
    store.setValue("language", "pt_BR")
    store.sync()  # the first write is done before this one is handed over
    assert path.read_text(encoding="utf-8") == "[General]\nlanguage=ro\n"
    held.run_all()
    assert path.read_text(encoding="utf-8") == "[General]\nlanguage=pt_BR\n"


def test_a_failed_settings_write_in_the_background_is_said_once(tmp_path: Path, held: Held) -> None:
    from PySide6.QtCore import QSettings

    from dicegame.persist.ini_store import IniStore

    store = IniStore(tmp_path / "settings.ini", writer=SaveWriter(True, disk_full, held))
    said: list[str] = []
    store.writeFailed.connect(said.append)
    for _ in range(2):
        store.setValue("language", "ro")
        store.sync()
        held.run_all()
    assert len(said) == 1 and "No space left on device" in said[0]
    assert store.status() == QSettings.Status.AccessError


# ----- the program's window --------------------------------------------------------------
def test_the_programs_game_start_writes_its_setup_and_first_save_off_the_gui_thread(
    qtbot, qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As ``dicegame`` builds its window: the settings (the game's setup, remembered) and the
    game's first save are written by the writers' thread; the first move's save at once."""
    import threading

    from dicegame import app
    from dicegame.core import files

    monkeypatch.setenv("DICEGAME_DATA_DIR", str(tmp_path))
    real = files.write_bytes_atomic
    writers: dict[str, list[str]] = {}

    def watched(path, raw: bytes) -> None:
        writers.setdefault(Path(path).name, []).append(threading.current_thread().name)
        real(path, raw)

    monkeypatch.setattr(files, "write_bytes_atomic", watched)
    window = app.create_main_window(qapp)
    qtbot.addWidget(window)
    view = window.start_game(SETUP)
    qtbot.waitUntil(lambda: "autosave.json" in writers and "settings.ini" in writers)
    assert writers["settings.ini"][-1].startswith("dicegame-save")
    assert writers["autosave.json"] == [writers["settings.ini"][-1]]  # the writers' thread
    window.autosave.flush()  # what quitting does: nothing left in flight
    view.engine.roll()
    assert writers["autosave.json"][-1] == threading.current_thread().name  # at once
