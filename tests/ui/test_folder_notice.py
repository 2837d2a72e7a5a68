"""A data folder that cannot hold files at all (a loop of symbolic links, a file in its
place) is said in ONE box at start, naming the folder and the reason in words (issue 37,
review R7): before, a box about the settings (though no settings file existed) and one
about the game came up, with the reason "system error ELOOP". Playing on, saving the game
or a setting adds no box: the first one said that nothing is saved."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from dicegame.app import create_main_window
from dicegame.core.setup import GameSetup
from dicegame.games.penta.core import PENTA
from dicegame.persist.folders import DATA_DIR_ENV
from dicegame.ui.window.mainwindow import MainWindow


def a_loop(tmp_path: Path) -> Path:
    (tmp_path / "loopA").symlink_to(tmp_path / "loopB")
    (tmp_path / "loopB").symlink_to(tmp_path / "loopA")
    return tmp_path / "loopA"


def a_file(tmp_path: Path) -> Path:
    (tmp_path / "data").write_text("not a folder")
    return tmp_path / "data"


def boxes_shown() -> list[QMessageBox]:
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, QMessageBox) and widget.isVisible()
    ]


def started(qtbot, qapp, monkeypatch: pytest.MonkeyPatch, folder: Path) -> MainWindow:
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    window = create_main_window(qapp)  # the settings, the language, the autosave
    qtbot.addWidget(window)
    window.show()
    window.offer_pending_game()  # what the program does after its first paint
    return window


@pytest.mark.parametrize(
    ("make", "reason"),
    [(a_loop, "The path loops through symbolic links"), (a_file, "A part of the path")],
    ids=["loop", "file"],
)
def test_an_unusable_folder_is_one_box_in_words(
    qtbot, qapp, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, make, reason: str
) -> None:
    folder = make(tmp_path)
    window = started(qtbot, qapp, monkeypatch, folder)
    (box,) = boxes_shown()
    assert box.windowTitle() == "Data folder"
    assert box.text().startswith(f"Games, records and settings cannot be kept in {folder} (")
    assert reason in box.text() and "ELOOP" not in box.text() and "system error" not in box.text()

    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    window.start_game(GameSetup(PENTA, ("Ana",), with_computer=False))  # saves
    window.settings.set_sounds(not window.settings.sounds)  # writes the settings
    qtbot.wait(50)
    assert boxes_shown() == []


def test_a_usable_folder_gives_no_box(
    qtbot, qapp, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = started(qtbot, qapp, monkeypatch, tmp_path / "data")
    assert boxes_shown() == [] and not window.folder_unusable
