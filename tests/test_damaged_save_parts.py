"""A save whose game log or move review is damaged resumes with a message, and the original
file is kept aside (reliability review, "Polish"; issue 25 item 4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QPushButton

from dicegame.core.saves import ExtraPart
from dicegame.core.setup import GameSetup
from dicegame.engine.game_log import GameLog
from dicegame.engine.timing import Timing
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Settings
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

SETUP = GameSetup(PENTA, ("Ana", "Rui"), with_computer=False)


def played_save(qtbot, folder: Path) -> dict:
    """A real window's save after a few moves (a log and a move review in its extra)."""
    window = make_window(qtbot, folder)
    window.start_game(SETUP)
    engine = window.view.engine
    engine.roll()
    qtbot.waitUntil(lambda: not engine.rolling)
    data = json.loads((folder / "autosave.json").read_text())
    assert data["extra"]["log"] and "penta_decisions" in data["extra"]
    window.close()
    return data


def make_window(qtbot, folder: Path) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(timing=Timing.fast(), autosave=AutosaveManager(folder), settings=settings)
    qtbot.addWidget(window)
    return window


DAMAGES = {
    "log an object": (lambda extra: extra.update(log={"x": 1}), "log", "goes on without it"),
    "log entry values": (
        lambda extra: extra["log"][0].update(values=5),
        "log",
        "goes on without it",
    ),
    "review": (lambda extra: extra.update(penta_decisions="x"), "review", "starts again"),
    "both": (
        lambda extra: extra.update(log=7, penta_decisions=[{"seat": 9}]),
        "log and the move review",
        "without them",
    ),
}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_log_or_review_resumes_with_a_message_and_a_copy(
    qtbot, tmp_path: Path, damage: str
) -> None:
    data = played_save(qtbot, tmp_path)
    breakage, part, outcome = DAMAGES[damage]
    breakage(data["extra"])
    original = json.dumps(data).encode()
    (tmp_path / "autosave.json").write_bytes(original)

    window = make_window(qtbot, tmp_path)
    window.offer_pending_game()
    assert window.message_box is None  # one dialog: the offer says it
    message = window.continue_dialog.informativeText()
    assert part in message and outcome in message
    (kept,) = tmp_path.glob("autosave.json.bad-*")
    assert kept.name in message and str(tmp_path) in message
    assert kept.read_bytes() == original  # the original, kept aside
    assert window.continue_dialog.isVisible()  # the game is still offered
    window.continue_dialog.findChild(QPushButton, "continueButton").click()
    assert window.view.engine.game.rolls_used == 1  # the game itself goes on
    assert (tmp_path / "autosave.json").read_bytes() != original  # saved again since
    assert kept.read_bytes() == original and len(list(tmp_path.glob("*.bad-*"))) == 1


def test_an_intact_save_is_offered_without_a_message(qtbot, tmp_path: Path) -> None:
    played_save(qtbot, tmp_path)
    pending = AutosaveManager(tmp_path).pending_game(check_extra=PentaEngine.damaged_extra)
    assert pending.saved is not None and pending.problem is None
    assert not list(tmp_path.glob("autosave.json.bad-*"))


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_the_engine_names_the_damaged_parts_and_the_autosave_treats_them_as_opaque(
    qtbot, tmp_path: Path, damage: str
) -> None:
    data = played_save(qtbot, tmp_path)
    DAMAGES[damage][0](data["extra"])
    (tmp_path / "autosave.json").write_text(json.dumps(data))
    saved = AutosaveManager(tmp_path).pending_game().saved  # no checker: nothing looked at
    assert saved is not None and not list(tmp_path.glob("autosave.json.bad-*"))
    expected = {
        "log an object": {ExtraPart.LOG},
        "log entry values": {ExtraPart.LOG},
        "review": {ExtraPart.REVIEW},
        "both": {ExtraPart.LOG, ExtraPart.REVIEW},
    }[damage]
    assert PentaEngine.damaged_extra(saved) == expected
    assert FarkleEngine.damaged_extra(saved) == expected - {ExtraPart.REVIEW}


def test_a_resumed_engine_restores_its_log_and_review_from_the_save(qtbot, tmp_path) -> None:
    data = played_save(qtbot, tmp_path)
    saved = AutosaveManager(tmp_path).pending_game().saved
    engine = PentaEngine(saved.setup, Timing.fast(), saved.game.rng, game=saved.game)
    log = GameLog(engine)
    assert engine.restore_extra(saved.extra)
    assert engine.save_extra() == data["extra"]
    assert log.entries  # the log is back; the decisions are in save_extra() above
