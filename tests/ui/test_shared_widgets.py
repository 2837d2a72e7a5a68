"""The shared widgets: a die, the tray, New game and Results dialogs, the main window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from support.master_tables import damaged_tables

from dicegame.core.common import Player
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.levels import FarkleLevel
from dicegame.games.farkle.core.master import has_table
from dicegame.games.farkle.core.rules import TARGETS
from dicegame.games.penta.core import PENTA
from dicegame.ui.dice.tray import DiceTray
from dicegame.ui.window.dialogs import NewGameDialog, ResultsDialog
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window


def test_tray_reports_clicks_and_shows_holds(qtbot) -> None:
    tray = DiceTray(5, animation_ms=0)
    qtbot.addWidget(tray)
    tray.show()
    tray.set_values([1, 2, 3, 4, 6])
    tray.set_held([True, False, False, False, True])
    assert [d.value() for d in tray.dice] == [1, 2, 3, 4, 6]
    assert tray.findChild(type(tray.dice[0]), "die4").isHeld()
    with qtbot.waitSignal(tray.dieClicked) as blocker:
        qtbot.mouseClick(tray.dice[2], Qt.MouseButton.LeftButton)
    assert blocker.args == [2]
    assert tray.dice[0].accessibleName() == "Die 1: 1, held"


def test_roll_animation_ends_on_the_real_values(qtbot) -> None:
    tray = DiceTray(6, animation_ms=120)
    qtbot.addWidget(tray)
    tray.set_values([5, 5, 2, 3, 1, 6], rolling=[0, 1, 2, 3, 4, 5])
    assert tray.is_animating()
    qtbot.waitSignal(tray.rollAnimationFinished, timeout=2000)
    qtbot.waitUntil(lambda: not tray.is_animating())
    assert [d.value() for d in tray.dice] == [5, 5, 2, 3, 1, 6]


def test_new_game_dialog_builds_setup(qtbot) -> None:
    dialog = NewGameDialog(kind=FARKLE)
    qtbot.addWidget(dialog)
    dialog.humans_spin.setValue(3)
    dialog.name_edits[0].setText("Ana")
    dialog.name_edits[1].clear()
    dialog.level_combos[FARKLE].setCurrentIndex(1)
    dialog.option_combos[FARKLE]["target"].setCurrentIndex(0)
    setup = dialog.setup()
    assert setup.kind is FARKLE
    assert setup.humans == ("Ana", "Player 2", "Player 3")
    assert setup.with_computer and setup.level is FarkleLevel.EXPERT
    assert setup.options["target"] == 5000
    assert dialog.computer_box.title() == "Humans + 1 AI"


def test_new_game_dialog_describes_each_farkle_level(qtbot, languages) -> None:
    dialog = NewGameDialog(kind=FARKLE)
    qtbot.addWidget(dialog)
    dialog.show()
    lines = []
    for index, level in enumerate(FarkleLevel):
        dialog.level_combos[FARKLE].setCurrentIndex(index)
        lines.append(dialog.level_help.text())
        assert dialog.level_combos[FARKLE].currentText() == level.value.title()
    assert lines[0].startswith("Normal: banks as soon as its turn reaches 300 points")
    assert lines[1] == "Expert: plays for the most points per turn."
    assert lines[2].startswith("Master: plays for the best chance to win (exactly with two")
    dialog.option_combos[FARKLE]["target"].setCurrentIndex(
        0
    )  # 5 000: the Master's table is shipped
    dialog.level_combos[FARKLE].setCurrentIndex(2)
    assert dialog.setup().level is FarkleLevel.MASTER
    languages.set_language("pt_PT")
    qtbot.waitUntil(lambda: dialog.level_combos[FARKLE].currentText() == "Mestre")
    assert dialog.level_help.text().startswith("Mestre: joga para ter a maior probabilidade")


def test_the_master_is_offered_only_with_its_table(qtbot, tmp_path) -> None:
    dialog = NewGameDialog(kind=FARKLE)
    qtbot.addWidget(dialog)
    master = list(FarkleLevel).index(FarkleLevel.MASTER)
    for index, target in enumerate(TARGETS):  # every target's table is shipped
        dialog.option_combos[FARKLE]["target"].setCurrentIndex(index)
        assert has_table(target) and dialog.level_combos[FARKLE].model().item(master).isEnabled()
        dialog.level_combos[FARKLE].setCurrentIndex(master)
        assert dialog.setup().level is FarkleLevel.MASTER
    with damaged_tables(tmp_path, 15000):  # a damaged table: the Master is not offered
        dialog.option_combos[FARKLE]["target"].setCurrentIndex(TARGETS.index(5000))
        dialog.level_combos[FARKLE].setCurrentIndex(master)
        dialog.option_combos[FARKLE]["target"].setCurrentIndex(TARGETS.index(15000))
        assert not dialog.level_combos[FARKLE].model().item(master).isEnabled()
        assert dialog.setup().level is FarkleLevel.EXPERT  # falls back


def test_new_game_dialog_defaults(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    setup = dialog.setup()
    assert setup.kind is PENTA and setup.with_computer and setup.level == "perfect"
    assert dialog.choices()[FARKLE] == ("normal", {"target": 10000})


def test_results_dialog_shares_places(qtbot) -> None:
    ranking = [
        (1, 0, Player("Ana"), 250),
        (1, 2, Player("AI", True), 250),
        (3, 1, Player("Rui"), 90),
    ]
    dialog = ResultsDialog(ranking)
    qtbot.addWidget(dialog)
    assert dialog.winners() == ["Ana", "AI"]
    assert dialog.table.item(1, 0).text() == "1."
    assert dialog.table.item(2, 0).text() == "3."
    qtbot.mouseClick(dialog.play_again_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == ResultsDialog.PLAY_AGAIN


def test_main_window_menus(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.new_action.shortcut().toString() == "Ctrl+N"
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"
    assert window.rules_action.shortcut().toString() == "F1"
    assert window.stack.currentWidget() is window.welcome


def test_welcome_cards_choose_a_game(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    welcome = window.welcome
    assert welcome.cards[PENTA].title == "Penta"
    assert welcome.cards[FARKLE].about == "6 dice: set aside, bank or risk it"
    assert welcome.cards[FARKLE].accessibleName() == "Play Farkle"
    assert welcome.cards[FARKLE].values == (1, 5, 1, 2, 3, 4)
    window.welcome.gameChosen.disconnect()
    with qtbot.waitSignal(welcome.gameChosen) as blocker:
        qtbot.mouseClick(welcome.cards[FARKLE], Qt.MouseButton.LeftButton)
    assert blocker.args == [FARKLE]
    assert welcome.title.geometry().top() > 40  # the page is centred, not stuck at the top


def test_results_name_the_computer_once(qtbot) -> None:
    ranking = [(1, 1, Player("Computer", True), 300), (2, 2, Player("HAL", True), 200)]
    dialog = ResultsDialog(ranking)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, 1).text() == "Computer"
    assert dialog.table.item(1, 1).text() == "HAL (computer)"
