"""Nothing lost at the edges (issue 17): disk full at game end, damaged records at game end,
FIFOs in place of data files, an unopenable data folder, names and the records' limits."""

from __future__ import annotations

import contextlib
import logging
import os
import random
import subprocess
import uuid
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.games import finished_penta

from dicegame.core import limits
from dicegame.core.common import Player
from dicegame.core.records import Records, load_records, save_records
from dicegame.core.setup import GameSetup
from dicegame.games.penta.core import PENTA
from dicegame.persist import folders
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.folders import DATA_DIR_ENV
from dicegame.persist.settings import Settings

SETUP = GameSetup(PENTA, ("Ana", "Rui"), with_computer=False)
WHEN = datetime(2026, 5, 1, 20, 0)


def listen(autosave: AutosaveManager) -> list[str]:
    heard: list[str] = []
    autosave.problemFound.connect(heard.append)
    autosave.saveFailed.connect(heard.append)
    return heard


def play_and_save(autosave: AutosaveManager, seed: int = 3):
    """A whole game saved after every box, as the main window does; returns the game."""
    game = finished_penta(SETUP.players(), seed)
    assert autosave.start(SETUP, game)
    return game


# ----- 1. disk full at the end of a game ----------------------------------------------------
@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A real 64 KiB tmpfs (root only); skipped where the machine refuses to mount one."""
    folder = tmp_path / "small"
    folder.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here (needs root): {mounted.stderr!r}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(folder: Path) -> Path:
    filler = folder / "filler"
    with contextlib.suppress(OSError), open(filler, "wb") as stream:
        while True:
            stream.write(b"x" * 1024)
            stream.flush()
    return filler


def test_disk_full_at_game_end_keeps_the_result_and_records_it_once_later(small_disk) -> None:
    autosave = AutosaveManager(small_disk)
    heard = listen(autosave)
    game = play_and_save(autosave)
    filler = fill(small_disk)
    autosave.finish(game, when=WHEN)
    assert autosave.autosave_path.exists(), "the finished game must stay until recorded"
    assert not autosave.records_path.exists()
    assert any("will be recorded the next time" in text for text in heard)

    still_full = AutosaveManager(small_disk)
    assert still_full.pending_game().saved is None  # nothing to continue: a finished game
    assert still_full.autosave_path.exists()  # ... and still not recorded: kept again

    filler.unlink()
    for _ in range(2):  # two starts: recorded by the first, and only once
        assert AutosaveManager(small_disk).pending_game() == (None, None)
    records, result = load_records(small_disk / "records.json")
    assert result.ok and records.player(PENTA, "Ana").games == 1
    assert not autosave.autosave_path.exists()


# ----- 2. a damaged records file found at game end -------------------------------------------
def test_damaged_records_at_game_end_are_reported_with_where_they_went(tmp_path, qapp) -> None:
    (tmp_path / "records.json").write_text('{"format": "dicegame-records", "vers')
    autosave = AutosaveManager(tmp_path)
    heard = listen(autosave)
    autosave.finish(play_and_save(autosave), when=WHEN)
    moved = list(tmp_path.glob("records.json.bad-*"))
    assert len(moved) == 1
    assert len(heard) == 1 and moved[0].name in heard[0] and str(tmp_path) in heard[0]


# ----- 5. FIFOs in place of data files --------------------------------------------------------
def test_a_fifo_in_place_of_the_autosave_is_set_aside(tmp_path: Path, qapp) -> None:
    os.mkfifo(tmp_path / "autosave.json")
    pending = AutosaveManager(tmp_path).pending_game()  # used to hang for ever
    assert pending.saved is None and "not a regular file" in pending.problem
    assert not (tmp_path / "autosave.json").exists()
    assert [p.name.startswith("autosave.json.bad-") for p in tmp_path.iterdir()] == [True]


def test_a_fifo_in_place_of_the_records_is_set_aside(tmp_path: Path, qapp) -> None:
    os.mkfifo(tmp_path / "records.json")
    autosave = AutosaveManager(tmp_path)
    records, problem = autosave.load_records()
    assert records.to_dict() == Records().to_dict() and "records.json.bad-" in problem
    heard = listen(autosave)
    autosave.finish(play_and_save(autosave), when=WHEN)  # a game end finds a new FIFO
    assert heard == [] and load_records(tmp_path / "records.json")[1].ok


# ----- 7. a data folder that cannot be opened --------------------------------------------------
def test_an_unopenable_data_folder_gives_the_read_only_warning(tmp_path, qapp, monkeypatch):
    """Tests run as root, which ignores mode 000, so the refusal the kernel gives an
    ordinary user is simulated at the os level (os.stat / os.open / os.rename)."""
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave.json").write_text("{}")
    real_stat, real_open = os.stat, os.open

    def refused(real):
        def call(path, *args, **kwargs):
            if str(path).startswith(str(folder)):
                raise PermissionError(13, "Permission denied", str(path))
            return real(path, *args, **kwargs)

        return call

    monkeypatch.setattr(os, "stat", refused(real_stat))
    monkeypatch.setattr(os, "open", refused(real_open))
    autosave = AutosaveManager(folder)
    heard = listen(autosave)
    assert autosave.pending_game() == (None, None)
    assert len(heard) == 1 and "cannot be saved" in heard[0] and "Permission denied" in heard[0]


# ----- 6. names --------------------------------------------------------------------------------
def test_names_lose_control_characters_and_share_one_length() -> None:
    setup = GameSetup(humans=("An\na\t\x00", "x" * 60, "\u202eevil"), with_computer=False)
    assert setup.humans == ("An a", "x" * limits.MAX_NAME_LENGTH, "evil")
    with pytest.raises(ValueError):
        GameSetup(humans=("\x00\n",))


# ----- 9. what the records writer writes, the reader reads back --------------------------------
names_at_limits = st.one_of(
    st.text(min_size=1, max_size=limits.MAX_NAME_LENGTH + 8),
    st.text(
        alphabet=st.characters(codec="utf-8"),
        min_size=limits.MAX_NAME_LENGTH,
        max_size=limits.MAX_NAME_LENGTH,
    ),
    st.sampled_from(["\n", "\x00", " ", "<h1>x</h1>", "a\u202e", "x" * 200]),
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    names=st.lists(names_at_limits, min_size=1, max_size=6),
    seed=st.integers(0, 10_000),
    game_id=st.text(max_size=80),
    big_count=st.integers(0, 3 * limits.MAX_COUNT),
)
def test_records_written_are_read_back_equal(names, seed, game_id, big_count) -> None:
    folder = Path(os.environ["DICEGAME_DATA_DIR"]) / f"prop-{uuid.uuid4().hex}"
    folder.mkdir(parents=True)
    records = Records()
    players = [Player(name) for name in names]
    game = finished_penta(players, seed)
    records.record_game(PENTA, game, WHEN, game_id=game_id)
    for stats in records.tables[PENTA].values():
        stats.games += big_count  # counts past the limit
        stats.wins += big_count
        stats.upper_bonuses += big_count
    save_records(folder / "records.json", records)
    loaded, result = load_records(folder / "records.json")
    assert result.ok, result.problem
    assert loaded.to_dict() == records.to_dict()


def test_more_players_than_the_reader_keeps_are_trimmed_on_write(tmp_path: Path) -> None:
    records = Records()
    rng = random.Random(5)
    for index in range(limits.MAX_PLAYERS_KEPT + 30):
        game = finished_penta([Player(f"P{index:05d}")], rng.randrange(1000))
        records.record_game(
            PENTA, game, datetime(2020, 1, 1).replace(second=0) if index < 30 else WHEN
        )
    save_records(tmp_path / "records.json", records)
    loaded, result = load_records(tmp_path / "records.json")
    assert result.ok, result.problem
    assert len(loaded.tables[PENTA]) == limits.MAX_PLAYERS_KEPT
    assert loaded.player(PENTA, "P00000") is None  # the longest unseen went
    assert loaded.player(PENTA, f"P{limits.MAX_PLAYERS_KEPT + 29:05d}") is not None


# ----- 8. settings.ini ----------------------------------------------------------------------
def default_settings(folder: Path, monkeypatch) -> Settings:
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return Settings()


def test_settings_never_write_through_a_symlink(tmp_path: Path, monkeypatch, qapp) -> None:
    precious = tmp_path / "passwd-copy"
    precious.write_text("root:x:0:0:root:/root:/bin/bash\n")
    (tmp_path / "settings.ini").symlink_to(precious)
    settings = default_settings(tmp_path, monkeypatch)
    assert "symbolic link" in settings.load_problem
    settings.set_sounds(False)
    assert precious.read_text() == "root:x:0:0:root:/root:/bin/bash\n"
    assert not (tmp_path / "settings.ini").is_symlink()
    assert "sounds=false" in (tmp_path / "settings.ini").read_text()


@pytest.mark.parametrize("damage", ["fifo", "huge", "not utf-8"], ids=lambda damage: damage)
def test_a_damaged_settings_file_is_set_aside_and_reported(tmp_path, monkeypatch, qapp, damage):
    path = tmp_path / "settings.ini"
    if damage == "fifo":
        os.mkfifo(path)
    elif damage == "huge":
        path.write_bytes(b"[General]\n" + b"x=" + b"y" * (2 * limits.SETTINGS_MAX_BYTES))
    else:
        path.write_bytes(b"[General]\nlanguage=\xff\xfe\n")
    settings = default_settings(tmp_path, monkeypatch)  # used to hang on a FIFO
    assert settings.load_problem and "settings.ini.bad-" in settings.load_problem
    assert settings.language is None and not path.exists()
    assert len(list(tmp_path.glob("settings.ini.bad-*"))) == 1


def test_a_settings_write_failure_is_reported_once(tmp_path, monkeypatch, qapp) -> None:
    settings = default_settings(tmp_path, monkeypatch)
    heard: list[str] = []
    settings.writeFailed.connect(heard.append)

    def refuse(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    settings.set_sounds(False)
    settings.set_computer_pace("fast")
    assert len(heard) == 1 and "No space left on device" in heard[0]
    assert not settings.status_ok()


# ----- 10. HOME unset, translations missing ------------------------------------------------
def test_without_home_the_data_go_to_the_xdg_location_logged_once(
    tmp_path, monkeypatch, caplog, qapp
) -> None:
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setattr(folders, "_fallback_logged", False)
    with caplog.at_level(logging.WARNING, logger="dicegame.persist.folders"):
        first, second = folders.data_dir(), folders.data_dir()
    assert first == second == tmp_path / "share" / "dicegame" and first.is_dir()
    assert not str(first).startswith("//")
    assert [r.getMessage() for r in caplog.records].count(
        f"HOME is not set: keeping games, records and settings in {first}"
    ) == 1

    monkeypatch.delenv("XDG_DATA_HOME")
    folder = folders.fallback_data_dir()
    assert folder.is_absolute() and not str(folder).startswith("//")


def test_a_missing_catalog_falls_back_to_english_with_one_notice(
    tmp_path, qapp, caplog, language_settings
) -> None:
    from dicegame.i18n import LanguageManager

    manager = LanguageManager(settings=language_settings, i18n_dir=tmp_path)  # no .qm here
    with caplog.at_level(logging.WARNING, logger="dicegame.i18n"):
        for code in ("ro", "en", "ro", "en"):
            manager.set_language(code)
    notices = [r.getMessage() for r in caplog.records if "stays in English" in r.getMessage()]
    assert len(notices) == 1 and "dicegame_ro.qm" in notices[0]
