"""Issue 17 through the real window: the unfinished-game prompt, a damaged strategy table,
player names that look like HTML."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QPushButton

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core import strategy as penta_strategy
from dicegame.paths import resource_path
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Settings
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

SETUP = GameSetup(PENTA, ("Ana", "Rui"), with_computer=False)


def make_window(qtbot, folder: Path) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        timing=Timing.fast(), autosave=AutosaveManager(folder=folder), settings=settings
    )
    qtbot.addWidget(window)
    return window


def leave_a_game(qtbot, folder: Path) -> None:
    window = make_window(qtbot, folder)
    window.start_game(SETUP)
    qtbot.mouseClick(window.view.roll_button, Qt.MouseButton.LeftButton)
    assert (folder / "autosave.json").exists()


def offer(qtbot, folder: Path) -> MainWindow:
    window = make_window(qtbot, folder)
    window.show()
    window.offer_pending_game()
    assert window.continue_dialog.isVisible()
    return window


# ----- 3. Esc / ✕ mean "not now" ------------------------------------------------------------
@pytest.mark.parametrize("how", ["escape", "close"])
def test_escape_or_close_keeps_the_unfinished_game(qtbot, tmp_path: Path, how: str) -> None:
    leave_a_game(qtbot, tmp_path)
    window = offer(qtbot, tmp_path)
    dialog = window.continue_dialog
    if how == "escape":
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    else:
        dialog.close()  # the title-bar ✕
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.stack.currentWidget() is window.welcome and window.view is None
    assert (tmp_path / "autosave.json").exists()
    assert offer(qtbot, tmp_path).continue_dialog.isVisible()  # offered again next time


def test_discard_asks_first_and_keep_it_keeps_it(qtbot, tmp_path: Path) -> None:
    leave_a_game(qtbot, tmp_path)
    window = offer(qtbot, tmp_path)
    discard = window.continue_dialog.findChild(QPushButton, "discardButton")
    qtbot.mouseClick(discard, Qt.MouseButton.LeftButton)
    confirm = window.confirm_dialog
    assert confirm.isVisible() and (tmp_path / "autosave.json").exists()
    qtbot.mouseClick(confirm.findChild(QPushButton, "keepGameButton"), Qt.MouseButton.LeftButton)
    assert (tmp_path / "autosave.json").exists()

    window = offer(qtbot, tmp_path)
    qtbot.mouseClick(
        window.continue_dialog.findChild(QPushButton, "discardButton"), Qt.MouseButton.LeftButton
    )
    qtbot.mouseClick(
        window.confirm_dialog.findChild(QPushButton, "confirmDiscardButton"),
        Qt.MouseButton.LeftButton,
    )
    assert not (tmp_path / "autosave.json").exists()


# ----- 4. a missing or damaged strategy table ---------------------------------------------------
def damage(folder: Path, variant: str) -> None:
    values, meta = folder / "strategy_table.f32", folder / "strategy_table.json"
    if variant == "deleted":
        values.unlink()
    elif variant == "byte flipped":
        data = bytearray(values.read_bytes())
        data[123_457] ^= 0x01
        values.write_bytes(bytes(data))
    elif variant == "truncated":
        values.write_bytes(values.read_bytes()[:100_000])
    elif variant == "metadata []":
        meta.write_text(json.dumps([]))
    elif variant == "metadata deleted":
        meta.unlink()


@pytest.fixture
def table_copy(tmp_path: Path, monkeypatch):
    folder = tmp_path / "resources"
    shutil.copytree(resource_path("penta"), folder / "penta")
    monkeypatch.setattr(penta_strategy, "resource_path", lambda *parts: folder.joinpath(*parts))
    penta_strategy.forget_table()
    yield folder / "penta"
    penta_strategy.forget_table()


VARIANTS = ["deleted", "byte flipped", "truncated", "metadata []", "metadata deleted"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_damaged_strategy_table_never_freezes_a_game(qtbot, tmp_path, table_copy, variant):
    damage(table_copy, variant)
    window = make_window(qtbot, tmp_path)
    window.start_game(GameSetup(PENTA, ("Ana",), with_computer=True))
    view, engine = window.view, window.view.engine
    warning = window.message_box
    assert warning is not None and "reinstall" in warning.text()
    warning.done(0)  # the game waits while a message box is open (issue 11)
    for _ in range(3):  # Ana: three rolls, no hint, then the auto-score fires
        qtbot.mouseClick(view.roll_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: view.roll_button.isEnabled() or engine.game.rolls_left == 0)
        assert not view.hint_button.isEnabled() and view.show_hint() is None
    qtbot.waitUntil(lambda: engine.game.current == 1, timeout=5000)  # auto-scored
    qtbot.waitUntil(lambda: engine.game.current == 0, timeout=10000)  # the computer played
    scored = [box for box in engine.game.sheets[1].scores if box is not None]
    assert len(scored) == 1
    window.start_game(GameSetup(PENTA, ("Ana",), with_computer=False))
    assert window.message_box is warning  # said once


# ----- 6. names are plain text -----------------------------------------------------------------
HOSTILE = ("<img src=/tmp/x.png>", "<h1>Big</h1>")


def test_html_names_are_shown_as_written(qtbot, tmp_path: Path) -> None:
    setup = GameSetup(PENTA, HOSTILE, with_computer=False)
    window = make_window(qtbot, tmp_path)
    window.start_game(setup)
    view = window.view
    shown = [label for label in view.findChildren(QLabel) if "<" in label.text()]
    assert shown and all(label.textFormat() == Qt.TextFormat.PlainText for label in shown)
    header = view.sheet.horizontalHeaderItem(0).toolTip()
    assert "&lt;img" in header and "<img" not in header

    again = make_window(qtbot, tmp_path)
    again.offer_pending_game()
    assert HOSTILE[0] in again.continue_dialog.text()
    assert again.continue_dialog.textFormat() == Qt.TextFormat.PlainText
    again.continue_dialog.close()

    engine = view.engine
    while not engine.game.is_over:
        engine.roll()
        engine.scoreBox(engine.game.sheet.open_boxes[0])
    qtbot.waitUntil(view.game_end.is_over, timeout=5000)
    qtbot.mouseClick(view.end_board.results_button, Qt.MouseButton.LeftButton)
    results = [lbl for lbl in view.results_dialog.findChildren(QLabel) if "<" in lbl.text()]
    assert results and all(lbl.textFormat() == Qt.TextFormat.PlainText for lbl in results)
    view.results_dialog.close()
    qtbot.mouseClick(view.end_board.review_button, Qt.MouseButton.LeftButton)
    review = view.game_end.review_dialog
    shown = [lbl for lbl in review.findChildren(QLabel) if "<" in lbl.text()]
    assert all(lbl.textFormat() == Qt.TextFormat.PlainText for lbl in shown)
    review.close()


def test_farkle_names_are_shown_as_written(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(GameSetup(FARKLE, HOSTILE, with_computer=False))
    shown = [label for label in window.view.findChildren(QLabel) if "<" in label.text()]
    assert shown and all(label.textFormat() == Qt.TextFormat.PlainText for label in shown)
    tips = [label.toolTip() for label in shown if label.toolTip()]
    assert all("<img" not in tip and "<h1" not in tip for tip in tips)
