"""A third game, added through the registries only, is played like the program's own.

Two boxes (``tests/support/two_boxes``: one die, two boxes a player; its own core,
engine and view) is registered for each test and taken away after. Through the real main
window, with clicks: it is chosen on the welcome page and in the New game dialog, played,
saved by the autosave, resumed in a new window, played to the end, recorded, and shown in
Game ▸ Statistics, its Rules and Help ▸ Keyboard; its own option (what the High box
scores) is chosen in New game, saved and resumed with the game. No shared module knows it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTableWidget,
)
from support.scripted import ScriptedRng
from support.sound import RecordingPlayer
from support.two_boxes import HIGH_OPTION, TWO_BOXES
from support.two_boxes.core import HIGH, LOW
from support.two_boxes.register import registered

from dicegame.core.games import UnknownGameError, game_spec, kinds
from dicegame.core.records import load_records
from dicegame.core.setup import GameSetup
from dicegame.engine.game_log import LogKind
from dicegame.engine.timing import Timing
from dicegame.persist.autosave import AutosaveManager
from dicegame.ui.games import ui_kinds
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def two_boxes():
    with registered():
        yield
    assert TWO_BOXES not in kinds() and TWO_BOXES not in ui_kinds()  # taken away again


def make_window(
    qtbot, folder: Path, dice: list[int], sounds: RecordingPlayer | None = None
) -> MainWindow:
    window = MainWindow(
        timing=Timing.fast(),
        rng_factory=lambda: ScriptedRng(dice),
        autosave=AutosaveManager(folder=folder),
        sound_player=sounds or RecordingPlayer(),
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def click(qtbot, button: QPushButton) -> None:
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, LEFT)


def choose(qtbot, combo: QComboBox, text: str) -> None:
    """Open the list with a click and click the item that reads ``text``."""
    click_at = combo.rect().center()
    qtbot.mouseClick(combo, LEFT, pos=click_at)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    qtbot.wait(QApplication.doubleClickInterval() + 50)  # a release sooner is the opening's
    row = combo.findText(text)
    assert row >= 0, text
    rect = view.visualRect(combo.model().index(row, 0))
    qtbot.mouseClick(view.viewport(), LEFT, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible())
    assert combo.currentText() == text


def play_turn(qtbot, window: MainWindow, box: int) -> None:
    view = window.view
    click(qtbot, view.roll_button)
    qtbot.waitUntil(lambda: view.box_buttons[box].isEnabled())
    click(qtbot, view.box_buttons[box])


def table_texts(table: QTableWidget) -> list[list[str]]:
    return [
        [table.item(row, col).text() for col in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def test_a_third_game_is_chosen_played_saved_resumed_and_recorded(
    qtbot, tmp_path: Path, two_boxes
) -> None:
    window = make_window(qtbot, tmp_path, [4, 6])
    card = window.welcome.cards[TWO_BOXES]  # a card of its own, from its descriptor
    assert card.objectName() == "playTwoBoxesButton" and card.values == (3,)
    click(qtbot, card)
    dialog = window.new_game_dialog
    assert dialog.game_combo.currentData() == TWO_BOXES and dialog.isVisible()
    assert dialog.game_combo.currentText() == "Two boxes"
    assert all(combo.isHidden() for combo in dialog.level_combos.values())  # no levels
    high = dialog.option_combos[TWO_BOXES][HIGH_OPTION]  # its own option, its own words
    assert high.isVisible() and high.objectName() == "twoBoxesHighCombo"
    assert high.currentText() == "Twice the die"  # its default
    assert dialog.option_labels[high].text() == "&High box:"
    others = [
        c for k, combos in dialog.option_combos.items() if k != TWO_BOXES for c in combos.values()
    ]
    assert others and all(combo.isHidden() for combo in others)  # not the other games'
    choose(qtbot, high, "Three times the die")
    dialog.name_edits[0].setText("Ana")
    click(qtbot, dialog.computer_check)  # Ana alone
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert type(window.view).__name__ == "TwoBoxesView"

    play_turn(qtbot, window, LOW)  # a 4 in the Low box
    saved = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    assert saved["setup"]["kind"] == TWO_BOXES
    assert saved["setup"]["options"] == {HIGH_OPTION: 3} and saved["setup"]["level"] == ""
    assert saved["state"]["boxes"] == [[4, None]]

    sounds = RecordingPlayer()
    again = make_window(qtbot, tmp_path, [], sounds)
    again.offer_pending_game()
    offer = again.continue_dialog
    assert offer.text() == "A game of Two boxes (Ana) was not finished. Continue it?"
    click(qtbot, offer.findChild(QPushButton, "continueButton"))
    resumed = again.view
    assert resumed.engine.setup.options == {HIGH_OPTION: 3}
    assert resumed.engine.game.boxes == [[4, None]]
    assert resumed.box_buttons[LOW].text() == "Low: 4"

    resumed.engine.game.rng = ScriptedRng([6])  # the die of the last turn
    play_turn(qtbot, again, HIGH)  # a 6 in the High box, three times: 18
    assert resumed.box_buttons[HIGH].text() == "High: 18"
    assert resumed.engine.game.is_over
    qtbot.waitUntil(lambda: not (tmp_path / "autosave.json").exists())  # recorded
    # the shared log and sounds follow it through the engine's contract
    assert [entry.kind for entry in resumed.game_log.entries][-1] is LogKind.GAME_OVER
    assert sounds.played == ["roll", "score", "game_end"]

    records, result = load_records(tmp_path / "records.json")
    assert result.ok and records.player(TWO_BOXES, "Ana").sixes == 1
    again.stats_action.trigger()
    stats = again.statistics_dialog
    page = stats.pages[TWO_BOXES]
    assert stats.tabs.currentWidget() is page  # the game played last
    assert stats.tabs.tabText(stats.tabs.indexOf(page)) == "Two boxes"
    assert table_texts(page.high_scores)[0][1:3] == ["Ana", "22"]
    columns = page.players.columnCount()
    header = [page.players.horizontalHeaderItem(column).text() for column in range(columns)]
    assert header == ["Player", "Games", "Wins", "Average", "Best", "Sixes"]  # its own last
    assert table_texts(page.players) == [["Ana", "1", "0", "22", "22", "1"]]
    stats.close()
    again.new_game(TWO_BOXES)  # its option is offered again as last played
    assert again.new_game_dialog.option_combos[TWO_BOXES][HIGH_OPTION].currentData() == 3


def test_its_rules_and_keys_are_in_the_help(qtbot, tmp_path: Path, two_boxes) -> None:
    window = make_window(qtbot, tmp_path, [])
    window.rules_action.trigger()
    rules = next(w for w in window.findChildren(QDialog) if w.objectName() == "rulesDialog")
    rules.show_game(TWO_BOXES)
    assert rules.tabs.tabText(rules.tabs.currentIndex()) == "Two boxes"
    assert "the High box twice the die" in rules.browsers[TWO_BOXES].toPlainText()
    window.keys_action.trigger()
    sections = dict(window.keyboard_dialog.sections())
    assert sections["Two boxes"] == [("R", "Roll"), ("1", "Low box"), ("2", "High box")]


def test_a_save_of_a_game_no_longer_known_is_refused_in_words(qtbot, tmp_path: Path) -> None:
    """Saved while Two boxes was known; offered when it is not: the file is set aside
    with its reason, never read as another game."""
    with registered():
        window = make_window(qtbot, tmp_path, [5])
        window.start_game(GameSetup(TWO_BOXES, ("Ana",), with_computer=False))
        play_turn(qtbot, window, HIGH)
    with pytest.raises(UnknownGameError):
        game_spec(TWO_BOXES)
    again = make_window(qtbot, tmp_path, [])
    again.offer_pending_game()
    assert again.view is None and not hasattr(again, "continue_dialog")
    text = again.message_box.text()
    assert "The file holds a game this version of the program does not know, “two_boxes”." in text
    assert not (tmp_path / "autosave.json").exists()  # set aside
