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
from dicegame.core.records import load_records
from dicegame.core.setup import GameSetup
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import PentaGame
from dicegame.persist.autosave import AutosaveManager

SETUP = GameSetup(PENTA, ("Ana", "Rui"), with_computer=False)
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
    stats = records.player(PENTA, "Ana")
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


class CountingDisk(Disk):
    """Full from the ``fail_from``-th write on (counted from :meth:`arm`)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        super().__init__(monkeypatch)
        self.writes = 0
        self.fail_from: int | None = None
        failing = files.write_bytes_atomic

        def write(path, raw: bytes) -> None:
            if self.fail_from is not None:
                self.writes += 1
                self.full = self.writes >= self.fail_from
            failing(path, raw)

        monkeypatch.setattr(files, "write_bytes_atomic", write)


# The writes after the last roll: the box's selection (still in play: a full disk there is
# told as in play), the finished game, the records; the 2nd and 3rd are the review's w2, w3.
@pytest.mark.parametrize("fail_from", [2, 3])
def test_disk_full_at_the_very_end_is_told_in_one_box(
    tmp_path: Path, qtbot, monkeypatch, fail_from: int
) -> None:
    """The review's cases w2/w3 through the real window: the game ends, the disk fills just
    before the 2nd or the 3rd write after the last box is chosen. One box says what is
    kept; none says "you can keep playing" about a game that is over. The result is
    recorded once later."""
    from support.games import landed

    from dicegame.engine.timing import Timing
    from dicegame.ui.window.mainwindow import MainWindow

    disk = CountingDisk(monkeypatch)
    window = MainWindow(timing=Timing.fast(), autosave=AutosaveManager(tmp_path))
    qtbot.addWidget(window)
    boxes: list[str] = []
    monkeypatch.setattr(window, "_show_warning", lambda _title, text: boxes.append(text))
    window.start_game(GameSetup(PENTA, ("Ana",), with_computer=False))
    engine = window.view.engine
    while not engine.game.is_over:
        engine.roll()
        landed(engine)
        if len(engine.game.sheet.open_boxes) == 1:
            disk.fail_from = fail_from
        engine.scoreBox(engine.game.sheet.open_boxes[0])
    qtbot.waitUntil(window.view.game_end.is_over)
    qtbot.wait(50)

    assert disk.writes >= fail_from  # the disk did fill before the game's last write
    assert len(boxes) == 1, boxes
    assert "records" in boxes[0] and "keep playing" not in boxes[0]
    disk.fail_from, disk.full = None, False
    window.autosave.flush()  # the program closes, space freed
    assert ana_games(tmp_path) == 1
