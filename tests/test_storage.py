"""Data folder, settings with fallbacks, and the autosave manager (failures included)."""

from __future__ import annotations

import json
import os
import random
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QSettings, QStandardPaths, Signal

from dicegame.core.setup import GameSetup
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.rules import FarkleGame, FarklePhase, best_selection
from dicegame.games.farkle.core.stats import TURN_STATS_KEY, FarkleTurnStats
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import PentaGame
from dicegame.persist import folders
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import PACE_DELAY_MS, IniStore, Pace, Settings

PENTA_SETUP = GameSetup(PENTA, ("Ana", "Rui"), with_computer=True)
FARKLE_SETUP = GameSetup(FARKLE, ("Ana",), with_computer=True, options={"target": 5000})
WHEN = datetime(2025, 4, 5, 20, 15)


def penta_moves(game: PentaGame, seed: int):
    """Play a whole game, yielding after every action."""
    choice = random.Random(seed)
    while not game.is_over:
        game.roll()
        yield
        if choice.random() < 0.5:
            game.set_holds([choice.random() < 0.5 for _ in range(5)])
            game.roll()
            yield
        game.score(choice.choice(list(game.options())))
        yield


def farkle_moves(game: FarkleGame):
    """Play a whole Farkle game, yielding after every action."""
    while not game.is_over:
        if game.phase is FarklePhase.FARKLED:
            game.end_turn()
        elif game.phase is FarklePhase.CHOOSING:
            game.select(best_selection(game.roll_dice))
            yield
            if game.turn_total >= 400 and not game.hot_dice:
                game.bank()
            else:
                game.roll()
        else:
            game.roll()
        yield


@pytest.fixture
def warnings(qtbot) -> list[str]:
    return []


def manager(folder: Path, warnings: list[str]) -> AutosaveManager:
    autosave = AutosaveManager(folder)
    autosave.saveFailed.connect(warnings.append)
    return autosave


# ----- folders ------------------------------------------------------------------------------------
def test_data_dir_follows_the_environment(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(folders.DATA_DIR_ENV, str(tmp_path / "games"))
    assert folders.data_dir() == tmp_path / "games"
    assert (tmp_path / "games").is_dir()
    assert folders.autosave_path() == tmp_path / "games" / "autosave.json"
    assert folders.records_path() == tmp_path / "games" / "records.json"


def test_data_dir_defaults_to_the_app_data_location(monkeypatch, qapp) -> None:
    monkeypatch.delenv(folders.DATA_DIR_ENV, raising=False)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert folders.data_dir() == Path(location)


# ----- settings -----------------------------------------------------------------------------------
def ini_settings(path: Path) -> Settings:
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


def test_settings_defaults(tmp_path: Path, qapp) -> None:
    settings = ini_settings(tmp_path / "s.ini")
    assert settings.language is None
    assert settings.computer_pace is Pace.NORMAL
    assert settings.computer_delay_ms == PACE_DELAY_MS[Pace.NORMAL]
    assert settings.auto_score_seconds == 3 and settings.auto_score_ms == 3000
    assert settings.sounds is True


def test_settings_are_remembered(tmp_path: Path, qapp) -> None:
    settings = ini_settings(tmp_path / "s.ini")
    changed = []
    settings.changed.connect(changed.append)
    settings.set_language("pt_PT")
    settings.set_computer_pace("fast")
    settings.set_auto_score_seconds(0)
    settings.set_sounds(False)
    assert changed == ["language", "computer_pace", "auto_score_seconds", "sounds"]
    again = ini_settings(tmp_path / "s.ini")  # a new session reads the INI text
    assert again.language == "pt_PT"
    assert again.computer_pace is Pace.FAST
    assert again.auto_score_seconds == 0 and again.sounds is False
    again.set_language(None)
    assert ini_settings(tmp_path / "s.ini").language is None


def test_garbage_settings_fall_back_to_defaults(tmp_path: Path, qapp) -> None:
    path = tmp_path / "s.ini"
    path.write_text(
        "[General]\nlanguage=klingon\ncomputer_pace=warp\nauto_score_seconds=7\n"
        "sounds=7\n\x00\xff garbage line without equals\n"
    )
    settings = ini_settings(path)
    assert settings.language is None
    assert settings.computer_pace is Pace.NORMAL
    assert settings.auto_score_seconds == 3 and settings.sounds is True


def test_wrong_typed_settings_fall_back_to_defaults(tmp_path: Path, qapp) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    for key, value in (("language", 3), ("computer_pace", [1]), ("sounds", 0.5)):
        store.setValue(key, value)
    store.setValue("auto_score_seconds", "")
    settings = Settings(store)
    assert (settings.language, settings.computer_pace) == (None, Pace.NORMAL)
    assert settings.sounds is True and settings.auto_score_seconds == 3
    with pytest.raises(ValueError):
        settings.set_auto_score_seconds(4)


def test_the_old_countdown_option_is_dropped_for_the_default_auto_score(
    tmp_path: Path, qapp
) -> None:
    path = tmp_path / "s.ini"
    path.write_text("[General]\ncountdown_visible=false\ncomputer_pace=fast\n")
    settings = ini_settings(path)
    assert settings.auto_score_seconds == 3  # it only hid the clock: no time was chosen
    assert settings.computer_pace is Pace.FAST
    assert "countdown_visible" not in path.read_text()


def test_settings_refuse_bad_values(tmp_path: Path, qapp) -> None:
    settings = ini_settings(tmp_path / "s.ini")
    with pytest.raises(ValueError):
        settings.set_language("fr")
    with pytest.raises(ValueError):
        settings.set_computer_pace("warp")


def test_language_is_shared_with_the_language_manager(tmp_path: Path, qapp) -> None:
    from dicegame.i18n import LanguageManager

    settings = ini_settings(tmp_path / "s.ini")
    settings.set_language("pt_BR")
    assert LanguageManager(settings=settings).saved_language() == "pt_BR"


def test_default_settings_live_in_the_data_folder(tmp_path: Path, monkeypatch, qapp) -> None:
    monkeypatch.setenv(folders.DATA_DIR_ENV, str(tmp_path))
    Settings().set_sounds(False)
    assert "sounds=false" in (tmp_path / "settings.ini").read_text()


# ----- autosave -----------------------------------------------------------------------------------
def test_every_step_is_saved_and_the_end_is_recorded(tmp_path: Path, warnings) -> None:
    autosave = manager(tmp_path, warnings)
    game = PentaGame(PENTA_SETUP.players(), rng=random.Random(1))
    assert autosave.start(PENTA_SETUP, game)
    for _ in penta_moves(game, 1):
        if game.is_over:
            break
        assert autosave.save(game, {"countdown": 2})
        pending = AutosaveManager(tmp_path).pending_game()
        assert pending.saved.game.sheets == game.sheets
        assert pending.saved.game.dice == game.dice
        assert pending.saved.extra == {"countdown": 2}
    records = autosave.finish(game, when=WHEN)
    assert not autosave.autosave_path.exists()
    assert records.player(PENTA, "ana").games == 1
    reloaded, problem = AutosaveManager(tmp_path).load_records()
    assert problem is None and reloaded.to_dict() == records.to_dict()
    assert warnings == []


def test_resumed_game_plays_on_identically(tmp_path: Path, warnings) -> None:
    autosave = manager(tmp_path, warnings)
    game = PentaGame(PENTA_SETUP.players(), rng=random.Random(9))
    autosave.start(PENTA_SETUP, game)
    game.roll()
    autosave.save(game)
    pending = AutosaveManager(tmp_path).pending_game()
    resumed = pending.saved.game
    assert resumed.roll() == game.roll()  # same dice: the generator was saved too
    later = AutosaveManager(tmp_path)
    later.resume(pending.saved)
    assert later.game_id == autosave.game_id


def test_farkle_turn_stats_travel_with_the_save(tmp_path: Path, warnings) -> None:
    autosave = manager(tmp_path, warnings)
    game = FarkleGame(FARKLE_SETUP.players(), target=5000, rng=random.Random(2))
    shadow = FarkleTurnStats.for_players(2)  # what the autosave should have counted
    autosave.start(FARKLE_SETUP, game)
    moves = farkle_moves(game)
    for _ in range(40):
        next(moves)
        shadow.observe(game)
        autosave.save(game)
    assert sum(shadow.farkles) > 0
    later = AutosaveManager(tmp_path)
    later.resume(later.pending_game().saved)
    assert later.turn_stats == shadow == autosave.turn_stats
    resumed = later.game
    moves = farkle_moves(resumed)
    for _ in moves:
        shadow.observe(resumed)
        later.save(resumed)
    records = later.finish(resumed, WHEN)
    assert records.player(FARKLE, "Ana").farkles == shadow.farkles[0]
    assert records.player(FARKLE, "Computer", True).hot_dice == shadow.hot_dice[1]


class FakeEngine(QObject):
    """The part of an engine the autosave follows."""

    stateChanged = Signal()
    gameOver = Signal(object)

    def __init__(self, setup: GameSetup, game) -> None:
        super().__init__()
        self.setup, self.game = setup, game


def test_attached_engine_is_saved_and_recorded(tmp_path: Path, warnings) -> None:
    autosave = manager(tmp_path, warnings)
    recorded = []
    autosave.gameRecorded.connect(recorded.append)
    engine = FakeEngine(PENTA_SETUP, PentaGame(PENTA_SETUP.players(), rng=random.Random(5)))
    autosave.attach(engine, extra=lambda: {"decisions": 3})
    assert AutosaveManager(tmp_path).pending_game().saved.extra == {"decisions": 3}
    first_id = autosave.game_id
    for _ in penta_moves(engine.game, 5):
        if engine.game.is_over:
            engine.gameOver.emit(engine.game.ranking())
        engine.stateChanged.emit()  # after gameOver, as the engines do
        assert autosave.autosave_path.exists() != engine.game.is_over
    assert len(recorded) == 1 and recorded[0].player(PENTA, "Ana").games == 1
    engine.game = PentaGame(PENTA_SETUP.players())  # the engine's newGame
    engine.stateChanged.emit()
    assert autosave.game_id != first_id
    assert AutosaveManager(tmp_path).pending_game().saved.game_id == autosave.game_id
    autosave.detach()
    engine.game.roll()
    engine.stateChanged.emit()
    assert AutosaveManager(tmp_path).pending_game().saved.game.dice is None
    assert warnings == []


def test_attaching_a_new_engine_lets_go_of_the_old_one(tmp_path: Path, warnings) -> None:
    autosave = manager(tmp_path, warnings)
    old = FakeEngine(PENTA_SETUP, PentaGame(PENTA_SETUP.players()))
    autosave.attach(old)
    new = FakeEngine(FARKLE_SETUP, FarkleGame(FARKLE_SETUP.players(), target=5000))
    autosave.attach(new)
    old.game.roll()
    old.stateChanged.emit()
    saved = AutosaveManager(tmp_path).pending_game().saved
    assert isinstance(saved.game, FarkleGame) and saved.setup == FARKLE_SETUP


def test_finish_refuses_a_game_in_progress(tmp_path: Path, warnings) -> None:
    autosave = manager(tmp_path, warnings)
    game = PentaGame(PENTA_SETUP.players())
    autosave.start(PENTA_SETUP, game)
    with pytest.raises(ValueError):
        autosave.finish(game)
    assert autosave.autosave_path.exists()


def test_finished_game_left_in_the_autosave_is_recorded_once(tmp_path: Path, warnings) -> None:
    autosave = manager(tmp_path, warnings)
    game = PentaGame(PENTA_SETUP.players(), rng=random.Random(4))
    autosave.start(PENTA_SETUP, game)
    for _ in penta_moves(game, 4):
        pass
    autosave.save(game)  # the program "died" before finish()
    records_before, _ = autosave.load_records()
    assert records_before.players(PENTA) == []
    assert AutosaveManager(tmp_path).pending_game() == (None, None)
    assert not autosave.autosave_path.exists()
    autosave.finish(game)  # the same game, by id: not counted twice
    records, _ = autosave.load_records()
    assert records.player(PENTA, "Rui").games == 1


def test_bad_autosave_is_set_aside_with_a_message(tmp_path: Path, warnings) -> None:
    path = tmp_path / "autosave.json"
    path.write_bytes(b'{"format": "dicegame-save", "version": 1, "setup": ')
    pending = manager(tmp_path, warnings).pending_game()
    assert pending.saved is None
    assert "set aside as autosave.json.bad-" in pending.problem
    assert not path.exists()
    (aside,) = tmp_path.glob("autosave.json.bad-*")
    assert aside.read_bytes().startswith(b'{"format"')


def test_bad_turn_stats_make_the_save_bad(tmp_path: Path, warnings) -> None:
    autosave = manager(tmp_path, warnings)
    autosave.start(FARKLE_SETUP, FarkleGame(FARKLE_SETUP.players(), target=5000))
    data = json.loads(autosave.autosave_path.read_text())
    data["extra"][TURN_STATS_KEY]["farkles"] = "x"
    autosave.autosave_path.write_text(json.dumps(data))
    problem = AutosaveManager(tmp_path).pending_game().problem
    # The reason is worded from its code (a list was expected), not the core's English.
    assert "Reason: The file holds a value of the wrong kind where a list belongs." in problem


def test_bad_records_file_is_set_aside_and_a_new_one_started(tmp_path: Path, warnings) -> None:
    (tmp_path / "records.json").write_text(json.dumps({"format": "dicegame-records"}))
    autosave = manager(tmp_path, warnings)
    records, problem = autosave.load_records()
    assert "set aside" in problem and records.players(PENTA) == []
    game = PentaGame(PENTA_SETUP.players(), rng=random.Random(3))
    autosave.start(PENTA_SETUP, game)
    for _ in penta_moves(game, 3):
        pass
    autosave.finish(game)
    assert len(list(tmp_path.glob("records.json.bad-*"))) == 1
    assert autosave.load_records()[1] is None


def test_discard_removes_the_autosave(tmp_path: Path, warnings) -> None:
    autosave = manager(tmp_path, warnings)
    autosave.start(PENTA_SETUP, PentaGame(PENTA_SETUP.players()))
    autosave.discard()
    assert autosave.pending_game() == (None, None)
    autosave.discard()  # nothing to remove: fine
    assert warnings == []


def test_save_before_start_is_a_programming_error(tmp_path: Path, warnings) -> None:
    with pytest.raises(RuntimeError):
        manager(tmp_path, warnings).save(PentaGame(1))


# ----- write failures: the game goes on, one warning ---------------------------------------------
def test_unwritable_folder_warns_once_and_the_game_goes_on(tmp_path: Path, warnings) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    autosave = manager(blocker / "data", warnings)
    game = PentaGame(PENTA_SETUP.players(), rng=random.Random(6))
    assert not autosave.start(PENTA_SETUP, game)
    saves = 0
    for _ in penta_moves(game, 6):
        assert not autosave.save(game)
        saves += 1
    records = autosave.finish(game)
    assert game.is_over and saves > 60
    assert records.player(PENTA, "Ana").games == 1  # still shown this session
    assert len(warnings) == 1
    assert "keep playing" in warnings[0]
    assert autosave.last_error


def test_read_only_disk_warns_once(tmp_path: Path, warnings, monkeypatch) -> None:
    autosave = manager(tmp_path, warnings)
    game = PentaGame(PENTA_SETUP.players(), rng=random.Random(8))
    assert autosave.start(PENTA_SETUP, game)

    def read_only(*_args) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(os, "replace", read_only)
    for _ in penta_moves(game, 8):
        assert not autosave.save(game)
    assert warnings == [warnings[0]] and "Read-only file system" in warnings[0]
    monkeypatch.undo()
    assert autosave.save(game)  # the disk is back: saving works again, no new warning
    assert autosave.last_error is None and len(warnings) == 1
    assert list(tmp_path.glob("*.tmp")) == []


# ----- with the real engine, and a hard kill ----------------------------------------------------
def test_real_penta_engine_is_saved_and_recorded(qtbot, tmp_path: Path, warnings) -> None:
    from dicegame.engine.timing import Timing
    from dicegame.games.penta.engine.engine import PentaEngine

    setup = GameSetup(PENTA, ("Ana",), with_computer=True)
    engine = PentaEngine(setup, Timing.fast(), rng=random.Random(3))
    autosave = manager(tmp_path, warnings)
    recorded = []
    autosave.gameRecorded.connect(recorded.append)
    autosave.attach(engine)
    engine.start()
    checked = 0
    while not engine.game.is_over:
        game = engine.game
        if not engine.is_computer_turn and game.rolls_left and not engine.countdown_active:
            engine.roll()  # three rolls, then the auto-score writes the box
            saved = AutosaveManager(tmp_path).pending_game().saved
            assert saved.game.sheets == game.sheets and saved.game.dice == game.dice
            checked += 1
        qtbot.wait(1)
    qtbot.waitUntil(lambda: len(recorded) == 1)
    assert checked >= 13 * 3
    assert not autosave.autosave_path.exists()
    records = recorded[0]
    assert records.player(PENTA, "Ana").best == engine.game.sheets[0].total
    assert records.player(PENTA, "Computer", True).games == 1
    assert warnings == []


KILLED_WRITER = """
import random, sys
from pathlib import Path
from dicegame.games.penta.core.rules import PentaGame
from dicegame.core.setup import GameSetup
from dicegame.games.penta.core import PENTA
from dicegame.games.farkle.core import FARKLE
from dicegame.persist.autosave import AutosaveManager

setup = GameSetup(PENTA, ("Ana", "Rui"), with_computer=True)
autosave = AutosaveManager(Path(sys.argv[1]))
choice = random.Random(int(sys.argv[2]))
ready = False
while True:
    game = PentaGame(setup.players(), rng=random.Random(choice.random()))
    autosave.start(setup, game)  # saves the new game
    if not ready:  # only now is there a save, which every later kill must leave loadable
        print("ready", flush=True)
        ready = True
    while not game.is_over:
        game.roll()
        autosave.save(game)
        game.score(choice.choice(list(game.options())))
        autosave.save(game)
"""


@pytest.mark.process
def test_a_killed_writer_never_leaves_a_broken_save(tmp_path: Path, warnings) -> None:
    """SIGKILL at random moments while saving as fast as possible: the file always loads."""
    import signal
    import subprocess
    import sys
    import time

    for attempt in range(4):
        folder = tmp_path / str(attempt)
        folder.mkdir()
        writer = subprocess.Popen(
            [sys.executable, "-c", KILLED_WRITER, str(folder), str(attempt)],
            stdout=subprocess.PIPE,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        assert writer.stdout.readline().strip() == b"ready"
        time.sleep(0.2 + 0.15 * attempt)
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        autosave = manager(folder, warnings)
        pending = autosave.pending_game()
        assert pending.problem is None
        if pending.saved is None:  # killed just after a game ended: it was recorded now
            assert autosave.load_records()[0].players(PENTA)
        else:
            assert not pending.saved.game.is_over
        assert {p.name for p in folder.iterdir()} <= {"autosave.json", "records.json"}


def test_a_killed_settings_writes_temp_files_go_at_the_next_start(tmp_path: Path, qapp) -> None:
    """Only ours and only stale: a temp file being written now (another copy's write in
    flight) and files of another name stay."""
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "settings.ini").write_text("[General]\nsounds=false\n")
    stale = [folder / f".settings.ini.{tag}.tmp" for tag in ("k3j_x9ab", "0q1w2e3r")]
    in_flight = folder / ".settings.ini.z8y7x6w5.tmp"
    others = [folder / ".settings.ini.my copy.tmp", folder / ".settings.ini.k3j_x9ab.txt"]
    for path in [*stale, in_flight, *others]:
        path.write_text("[General]\nsou")
    hour_ago = os.path.getmtime(in_flight) - 3600
    for path in [*stale, *others]:
        os.utime(path, (hour_ago, hour_ago))

    AutosaveManager(folder).pending_game()

    left = sorted(path.name for path in folder.iterdir())
    assert left == sorted(["settings.ini", in_flight.name, *(path.name for path in others)])
    assert Settings(IniStore(folder / "settings.ini")).sounds is False
