"""The New game dialog that remembers (issue 24 item 4; playtest defects 7, 8, 9).

It is as tall as its content at every text size and within the screen (a longer level
description is never clipped nor pushes OK/Cancel off; no empty room above "Player 1";
the 6th name reachable); it offers the last setup again after a restart, a finished game
included; names take 32 characters and the dialog says so.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QWidget
from support.games import finished_penta

from dicegame.core.limits import MAX_NAME_LENGTH
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.levels import FarkleLevel
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.levels import PentaLevel
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Settings
from dicegame.ui.style.text_size import apply_text_scale
from dicegame.ui.window.dialogs import NewGameDialog
from dicegame.ui.window.geometry import available_area
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(params=[100, 200], ids=["text100", "text200"])
def text_size(request: pytest.FixtureRequest, qapp) -> Iterator[int]:
    apply_text_scale(request.param)
    yield request.param
    apply_text_scale(100)  # the application font is shared by every test


def rect_in(widget: QWidget, dialog: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())


def settle(qtbot) -> None:
    qtbot.wait(10)


def assert_fits(dialog: NewGameDialog) -> None:
    """Every text whole, the buttons inside, the dialog on the screen."""
    help_label = dialog.level_help
    assert help_label.height() >= help_label.heightForWidth(help_label.width())
    assert dialog.rect().contains(rect_in(dialog.buttons, dialog))
    assert dialog.rect().contains(rect_in(help_label, dialog))
    assert dialog.height() <= available_area(dialog).height()


def test_a_longer_level_description_grows_the_dialog(qtbot, text_size: int) -> None:
    dialog = NewGameDialog(kind=PENTA)
    qtbot.addWidget(dialog)
    dialog.show()
    settle(qtbot)
    for level in (PentaLevel.PERFECT, PentaLevel.BEGINNER, PentaLevel.GOOD, PentaLevel.PERFECT):
        dialog.level_combos[PENTA].setCurrentIndex(list(PentaLevel).index(level))
        settle(qtbot)
        assert_fits(dialog)
    dialog.game_combo.setCurrentIndex([PENTA, FARKLE].index(FARKLE))
    for level in (FarkleLevel.EXPERT, FarkleLevel.NORMAL, FarkleLevel.MASTER):
        dialog.level_combos[FARKLE].setCurrentIndex(list(FarkleLevel).index(level))
        settle(qtbot)
        assert_fits(dialog)


def test_names_take_no_more_room_than_their_rows(qtbot, text_size: int) -> None:
    dialog = NewGameDialog(kind=FARKLE)
    qtbot.addWidget(dialog)
    dialog.show()
    for count in (2, 1, 6, 1):
        dialog.humans_spin.setValue(count)
        settle(qtbot)
        assert_fits(dialog)
        first = rect_in(dialog.name_edits[0], dialog.names_scroll.viewport())
        assert first.top() <= dialog.name_edits[0].height() // 2  # no empty room above
        if count == 1:  # one row, no scrolling: the list is as tall as the row
            assert dialog.names_scroll.height() <= dialog.names_form.sizeHint().height()
    dialog.humans_spin.setValue(6)
    dialog.name_edits[5].setFocus()
    settle(qtbot)
    last = rect_in(dialog.name_edits[5], dialog.names_scroll.viewport())
    assert dialog.names_scroll.viewport().rect().contains(last)  # scrolled into view


def test_a_name_takes_32_characters_and_the_dialog_says_so(qtbot) -> None:
    assert MAX_NAME_LENGTH == 32
    dialog = NewGameDialog(kind=PENTA)
    qtbot.addWidget(dialog)
    name = "Maximiliana Constança de Albuquerque e Sousa"
    dialog.name_edits[0].clear()
    dialog.name_edits[0].insert(name)  # as pasted
    assert dialog.setup().humans == (name[:32],)
    assert "32" in dialog.names_box.title()
    assert "32" in dialog.name_edits[0].accessibleDescription()


def make_window(qtbot, folder: Path) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        timing=Timing.fast(), autosave=AutosaveManager(folder=folder), settings=settings
    )
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_last_setup_is_offered_again_after_a_finished_game_and_a_restart(
    qtbot, tmp_path: Path
) -> None:
    first = make_window(qtbot, tmp_path)
    first.new_game(PENTA)
    dialog = first.new_game_dialog
    dialog.humans_spin.setValue(2)
    for edit, name in zip(dialog.name_edits, ("Ana", "Bruno"), strict=False):
        edit.setText(name)
    dialog.level_combos[PENTA].setCurrentIndex(list(PentaLevel).index(PentaLevel.BEGINNER))
    dialog.level_combos[FARKLE].setCurrentIndex(list(FarkleLevel).index(FarkleLevel.NORMAL))
    dialog.option_combos[FARKLE]["target"].setCurrentIndex(
        dialog.option_combos[FARKLE]["target"].findData(5000)
    )
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)
    setup = first.last_setup
    assert setup is not None and setup.humans == ("Ana", "Bruno")
    players = setup.players()
    first.start_game(setup, finished_penta(players))  # the game ends: no save is kept
    assert first.autosave.pending_game().saved is None
    first.close()

    again = make_window(qtbot, tmp_path)  # a new launch: only the settings file is shared
    again.new_game()
    offered = again.new_game_dialog
    assert offered.game_combo.currentData() == PENTA
    assert offered.names() == ["Ana", "Bruno"]
    assert offered.computer_check.isChecked()
    assert offered.level_combos[PENTA].currentData() == PentaLevel.BEGINNER
    assert offered.setup() == GameSetup(
        PENTA,
        ("Ana", "Bruno"),
        with_computer=True,
        level=PentaLevel.BEGINNER,  # Penta's own: Farkle's are offered for Farkle
    )
    offered.reject()
    again.new_game(FARKLE)  # the other game: same players, its own game asked for
    farkle = again.new_game_dialog
    assert farkle.game_combo.currentData() == FARKLE
    assert (
        farkle.names() == ["Ana", "Bruno"]
        and farkle.option_combos[FARKLE]["target"].currentData() == 5000
    )


def test_a_damaged_last_setup_is_ignored(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("last_setup", '{"kind": "chess"}')
    assert Settings(store).last_setup is None
    store.setValue("last_setup", "not json")
    assert Settings(store).last_setup is None
    setup = GameSetup(FARKLE, ("Zoë <b>", "a,b=c;d"), with_computer=False)
    Settings(store).set_last_setup(setup)
    store.sync()
    reread = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert Settings(reread).last_setup == setup


def test_a_settings_file_from_before_offers_each_games_levels_and_target(
    qtbot, tmp_path: Path
) -> None:
    """Its last setup held every game's level and Farkle's target (tests/core/before_options)."""
    old = Path(__file__).parents[1] / "core" / "before_options" / "settings.ini"
    shutil.copy(old, tmp_path / "settings.ini")
    window = make_window(qtbot, tmp_path)
    window.new_game()
    penta = window.new_game_dialog
    assert penta.game_combo.currentData() == PENTA and penta.names() == ["Ana", "Rui"]
    assert penta.level_combos[PENTA].currentData() == PentaLevel.GOOD
    penta.reject()
    window.new_game(FARKLE)
    farkle = window.new_game_dialog
    assert farkle.level_combos[FARKLE].currentData() == FarkleLevel.EXPERT
    assert farkle.option_combos[FARKLE]["target"].currentData() == 15000
    qtbot.mouseClick(farkle.buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)
    assert window.last_setup == GameSetup(
        FARKLE, ("Ana", "Rui"), level=FarkleLevel.EXPERT, options={"target": 15000}
    )
