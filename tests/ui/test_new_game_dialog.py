"""The New game dialog: names trimmed and different, default names that follow the
language, labels that name their fields, and no stock icons where the desktop has none;
Statistics opens on the human who played last; About says version, licence and home page."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QStyle, QWidget
from support.games import finished_penta

from dicegame import __version__
from dicegame.core.common import Player
from dicegame.core.records import Records, name_key
from dicegame.core.setup import GameSetup
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.i18n import LanguageManager
from dicegame.ui.style.button_icons import DesktopButtonsStyle, desktop_uses_button_icons
from dicegame.ui.voice.words import elide_name, player_name
from dicegame.ui.window.dialogs import NewGameDialog
from dicegame.ui.window.help_pages import HOME_PAGE, LICENCE
from dicegame.ui.window.mainwindow import MainWindow
from dicegame.ui.window.stats import StatisticsDialog

pytestmark = pytest.mark.window

LEFT = Qt.MouseButton.LeftButton


def open_dialog(qtbot, kind: str = PENTA, previous=None) -> NewGameDialog:
    dialog = NewGameDialog(kind=kind, previous=previous)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def press_ok(qtbot, dialog: NewGameDialog) -> None:
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)


def test_duplicate_names_are_refused_with_a_message_and_names_are_trimmed(qtbot) -> None:
    dialog = open_dialog(qtbot)
    dialog.humans_spin.setValue(3)
    dialog.name_edits[0].setText("  Ana   Maria ")
    dialog.name_edits[1].setText("Rui")
    dialog.name_edits[2].setText("ana  maria")
    press_ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.result() != dialog.DialogCode.Accepted
    assert dialog.problem_label.isVisible()
    assert "Ana Maria" in dialog.problem_label.text() or "ana maria" in dialog.problem_label.text()
    assert dialog.focusWidget() is dialog.name_edits[2]
    qtbot.keyClicks(dialog.name_edits[2], " Z")
    assert not dialog.problem_label.isVisible()  # cleared by the next edit
    press_ok(qtbot, dialog)
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.setup().humans == ("Ana Maria", "Rui", "Z")  # the typing replaced it


def test_a_name_typed_like_a_default_one_is_a_duplicate_too(qtbot) -> None:
    dialog = open_dialog(qtbot)
    dialog.humans_spin.setValue(2)
    dialog.name_edits[1].setText("player 1")
    press_ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.problem_label.isVisible()


def test_default_names_are_stored_as_defaults_and_follow_the_language(
    qtbot, languages: LanguageManager
) -> None:
    languages.set_language("pt_PT")
    dialog = open_dialog(qtbot)
    dialog.humans_spin.setValue(2)
    assert dialog.name_edits[1].text() == "Jogador 2"
    dialog.name_edits[0].setText("Ana")
    setup = dialog.setup()
    assert setup.humans == ("Ana", "Player 2")  # stored as the default, not in Portuguese
    assert player_name(setup.players()[1]) == "Jogador 2"
    languages.set_language("ro")
    QCoreApplication.processEvents()  # the widgets' LanguageChange
    assert player_name(setup.players()[1]) == "Jucătorul 2"
    assert dialog.name_edits[1].text() == "Jucătorul 2" and dialog.name_edits[0].text() == "Ana"
    again = open_dialog(qtbot, previous=setup)
    assert [e.text() for e in again.name_edits[:2]] == ["Ana", "Jucătorul 2"]
    languages.set_language("en")
    QCoreApplication.processEvents()
    assert again.name_edits[1].text() == "Player 2"


def test_every_label_names_its_field(qtbot) -> None:
    dialog = open_dialog(qtbot, FARKLE)
    dialog.humans_spin.setValue(6)
    descriptions = (dialog.problem_label, dialog.level_help)  # texts, not field names
    for label in dialog.findChildren(QLabel):
        if label.isVisibleTo(dialog) and label.text() and label not in descriptions:
            assert label.buddy() is not None, label.text()
            assert "&" in label.text(), label.text()  # Alt+letter reaches the field
    assert dialog.humans_spin.accessibleName() == "Number of human players"
    names = [edit.accessibleName() for edit in dialog.name_edits]
    assert names == [f"Name of player {n}" for n in range(1, 7)]
    assert dialog.game_combo.accessibleName() == "Game"
    assert dialog.level_combos[FARKLE].accessibleName() == "Computer level"
    assert dialog.option_combos[FARKLE]["target"].accessibleName() == "Target score"
    for widget in dialog.findChildren(QWidget):
        if widget.focusPolicy() != Qt.FocusPolicy.NoFocus and widget.isVisibleTo(dialog):
            assert widget.accessibleName() or getattr(widget, "text", lambda: "")(), widget


def test_dialog_buttons_have_stock_icons_only_on_kde(qtbot) -> None:
    assert not desktop_uses_button_icons("GNOME") and not desktop_uses_button_icons("")
    assert desktop_uses_button_icons("KDE") and not desktop_uses_button_icons("X-Cinnamon")
    hint = QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons
    assert DesktopButtonsStyle(True).styleHint(hint) and not DesktopButtonsStyle(False).styleHint(
        hint
    )


def test_a_long_name_is_elided_at_a_word_boundary(qapp) -> None:
    metrics = QFontMetrics(QFont())
    name = "Maria da Conceição Albuquerque"
    width = metrics.horizontalAdvance("Maria da Conceição…") + 2
    assert elide_name(name, metrics, width) == "Maria da Conceição…"
    assert elide_name("Ana", metrics, width) == "Ana"
    assert metrics.horizontalAdvance(elide_name("Supercalifragilistic", metrics, 40)) <= 40


def test_statistics_open_on_the_human_who_played_last(qtbot) -> None:
    records = Records()
    day = date(2026, 3, 1)
    computer = Player("Computer", is_computer=True)
    for index in range(4):
        records.record_game(PENTA, finished_penta(["Rui", computer], index), day)
    records.record_game(PENTA, finished_penta(["Ion", computer], 9), day + timedelta(days=3))
    dialog = StatisticsDialog(records)
    qtbot.addWidget(dialog)
    page = dialog.pages[PENTA]
    assert page.chooser.currentData() == name_key("Ion")
    chosen = StatisticsDialog(records, kind=PENTA, player=name_key("Rui"))
    qtbot.addWidget(chosen)
    assert chosen.pages[PENTA].chooser.currentData() == name_key("Rui")


def test_the_window_opens_statistics_on_its_last_human(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.start_game(GameSetup(PENTA, ("Ana", "Rui"), with_computer=True))
    engine = window.view.engine
    engine.roll()
    qtbot.waitUntil(lambda: not engine.rolling, timeout=3000)  # holds wait for the landing
    assert engine.scoreBox(engine.game.sheet.open_boxes[0])  # Ana played; Rui's turn now
    assert window._last_human() == name_key("Rui")


def test_about_says_version_licence_credits_and_home_page(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    seen: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(10, read_and_close)
            return
        seen.append(box.text())
        box.close()

    QTimer.singleShot(0, read_and_close)
    window.show_about()
    text = seen[0]
    assert __version__ in text and LICENCE in text and HOME_PAGE in text
    assert "General Public License" in text and "PySide6" in text


def test_qt_translates_the_default_name_in_every_language(languages) -> None:
    for code, wanted in (("pt_PT", "Jogador 3"), ("pt_BR", "Jogador 3"), ("ro", "Jucătorul 3")):
        languages.set_language(code)
        assert player_name(Player("Player 3")) == wanted
        assert QCoreApplication.translate("Player", "Player %1").replace("%1", "3") == wanted


def test_the_resume_prompt_shows_default_names_in_the_language(
    qtbot, tmp_path, languages: LanguageManager
) -> None:
    from PySide6.QtCore import QSettings

    from dicegame.persist.autosave import AutosaveManager
    from dicegame.persist.settings import Settings

    def window() -> MainWindow:
        store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        made = MainWindow(autosave=AutosaveManager(folder=tmp_path), settings=Settings(store))
        qtbot.addWidget(made)
        return made

    first = window()
    first.start_game(GameSetup(PENTA, ("Ana", "Player 2"), with_computer=False))
    first.view.engine.roll()
    languages.set_language("pt_PT")
    again = window()
    again.offer_pending_game()
    assert "(Ana e Jogador 2)" in again.continue_dialog.text()
    again.continue_dialog.close()
