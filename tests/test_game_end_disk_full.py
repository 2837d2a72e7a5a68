"""Disk full exactly at a game's end (reliability D3, issue 25 item 4).

The finished result stays in memory and is written at the next chance (any later save,
the next game, quitting); the message says only what is true. The disk is a writer that
fails on demand, injected where every file of the program is written
(``core.files.write_bytes_atomic``).
"""

from __future__ import annotations

import errno
import json
from datetime import datetime
from pathlib import Path

import pytest
from support.games import finished_penta

from dicegame.core import files
from dicegame.core.penta import PentaGame
from dicegame.core.records import load_records
from dicegame.core.setup import GameKind, GameSetup
from dicegame.persist.autosave import AutosaveManager

SETUP = GameSetup(GameKind.PENTA, ("Ana", "Rui"), with_computer=False)
WHEN = datetime(2026, 12, 1, 20, 0)


class Disk:
    """The real writer, until ``full`` (or a refused file name) makes it fail."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        self.refused: set[str] = set()  # file names that fail (a full records file only)
        self.error: Exception = OSError(errno.ENOSPC, "No space left on device")
        real = files.write_bytes_atomic

        def write(path, raw: bytes) -> None:
            if self.full or Path(path).name in self.refused:
                raise self.error
            real(path, raw)

        monkeypatch.setattr(files, "write_bytes_atomic", write)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Disk:
    return Disk(monkeypatch)


def listen(autosave: AutosaveManager) -> list[str]:
    heard: list[str] = []
    autosave.problemFound.connect(heard.append)
    autosave.saveFailed.connect(heard.append)
    return heard


def ana_games(folder: Path) -> int:
    records, result = load_records(folder / "records.json")
    assert result.ok
    stats = records.player(GameKind.PENTA, "Ana")
    return stats.games if stats else 0


def test_disk_full_at_the_end_keeps_the_result_in_memory_and_says_so(
    tmp_path: Path, qapp, disk: Disk
) -> None:
    autosave = AutosaveManager(tmp_path)
    heard = listen(autosave)
    unfinished = PentaGame(SETUP.players())
    autosave.start(SETUP, unfinished)
    before = (tmp_path / "autosave.json").read_bytes()
    disk.full = True
    autosave.finish(finished_penta(SETUP.players(), seed=5), when=WHEN)
    assert (tmp_path / "autosave.json").read_bytes() == before  # the old state only
    assert not (tmp_path / "records.json").exists()
    told = [text for text in heard if "records" in text]
    assert len(told) == 1
    assert "could not be saved either" in told[0] and "while the program runs" in told[0]
    assert "starts again" not in told[0]  # a restart would offer the old state: not said

    disk.full = False
    autosave.save(PentaGame(SETUP.players()), setup=SETUP)  # the next game: the next chance
    assert ana_games(tmp_path) == 1
    data = json.loads((tmp_path / "autosave.json").read_text())
    assert data["game_id"] == autosave.game_id  # the new game's save, untouched


def test_the_kept_result_is_written_when_the_program_quits(tmp_path: Path, qapp, disk) -> None:
    autosave = AutosaveManager(tmp_path)
    autosave.start(SETUP, PentaGame(SETUP.players()))
    disk.full = True
    autosave.finish(finished_penta(SETUP.players(), seed=6), when=WHEN)
    assert not autosave.flush()  # still full: kept
    disk.full = False
    qapp.aboutToQuit.emit()  # what the application does on quitting
    assert ana_games(tmp_path) == 1
    assert not (tmp_path / "autosave.json").exists()  # recorded: nothing left to continue
    assert autosave.flush()


def test_a_full_records_file_keeps_the_result_in_the_autosave_for_the_next_start(
    tmp_path: Path, qapp, disk
) -> None:
    autosave = AutosaveManager(tmp_path)
    heard = listen(autosave)
    autosave.start(SETUP, PentaGame(SETUP.players()))
    disk.refused = {"records.json"}
    autosave.finish(finished_penta(SETUP.players(), seed=7), when=WHEN)
    assert len(heard) == 1 and "when it starts again" in heard[0] and str(tmp_path) in heard[0]
    saved = json.loads((tmp_path / "autosave.json").read_text())
    assert saved["state"]["round"] == 13  # the finished game reached the autosave

    disk.refused = set()
    assert AutosaveManager(tmp_path).pending_game() == (None, None)  # the next start
    assert ana_games(tmp_path) == 1
    autosave.flush()  # the first program quits later: recorded once, not twice
    assert ana_games(tmp_path) == 1


def test_a_records_failure_no_restart_can_fix_says_so(tmp_path: Path, qapp, disk) -> None:
    autosave = AutosaveManager(tmp_path)
    heard = listen(autosave)
    autosave.start(SETUP, PentaGame(SETUP.players()))
    disk.refused = {"records.json"}
    disk.error = ValueError("a value the writer refuses")
    autosave.finish(finished_penta(SETUP.players(), seed=8), when=WHEN)
    assert len(heard) == 1 and "Starting the program again will not change that" in heard[0]
    assert "a value the writer refuses" not in heard[0]  # worded, not the English detail
    assert not (tmp_path / "autosave.json").exists()  # not offered again at every start
    assert autosave.flush()
