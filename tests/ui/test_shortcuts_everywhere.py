"""Every shortcut shown in a menu works on every page (issue 36 item 2; the installer
review of 3 December, D2): after the New game dialog closes with no window manager to give
the keyboard back, no window is active; T still reached the board, but Ctrl+T (Statistics),
Ctrl+K and Alt+H did nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from support.scripted import ScriptedRng

from dicegame.engine.timing import Timing
from dicegame.games.penta.core import PENTA
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Settings
from dicegame.ui.window.mainwindow import MainWindow

CTRL = Qt.KeyboardModifier.ControlModifier


def game_after_the_dialog(qtbot, folder: Path) -> MainWindow:
    """A Penta game started from Game ▸ New game's dialog (Return), which then closed: as
    with no window manager, no window is active any more."""
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        timing=Timing.fast(),
        rng_factory=lambda: ScriptedRng([1, 2, 3, 4, 5] * 4),
        autosave=AutosaveManager(folder=folder),
        settings=settings,
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.new_game(PENTA)
    dialog = window.new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.accept()
    qtbot.waitUntil(lambda: window.view is not None and not dialog.isVisible())
    qtbot.waitUntil(lambda: QApplication.activeWindow() is None)  # the case of the review
    return window


def typed_in(window: MainWindow):
    return QApplication.focusWidget() or window.view


def test_ctrl_t_opens_the_statistics_during_a_game(qtbot, tmp_path) -> None:
    window = game_after_the_dialog(qtbot, tmp_path)
    qtbot.keyClick(typed_in(window), Qt.Key.Key_T, CTRL)
    qtbot.waitUntil(lambda: window.statistics_dialog.isVisible())
    window.statistics_dialog.reject()


def test_ctrl_k_opens_the_keyboard_page_during_a_game(qtbot, tmp_path) -> None:
    window = game_after_the_dialog(qtbot, tmp_path)
    qtbot.keyClick(typed_in(window), Qt.Key.Key_K, CTRL)
    qtbot.waitUntil(lambda: window.keyboard_dialog.isVisible())
    window.keyboard_dialog.reject()


def test_a_plain_t_still_reads_the_totals(qtbot, tmp_path) -> None:
    window = game_after_the_dialog(qtbot, tmp_path)
    from dicegame.ui.voice.announce import listen

    heard: list[str] = []
    stop = listen(lambda _widget, text: heard.append(text))
    try:
        qtbot.keyClick(typed_in(window), Qt.Key.Key_T)
    finally:
        stop()
    assert heard and heard[-1].startswith("Totals:")
    assert getattr(window, "statistics_dialog", None) is None  # T is not Ctrl+T


def test_alt_h_opens_help_during_a_game(qtbot, tmp_path) -> None:
    window = game_after_the_dialog(qtbot, tmp_path)
    qtbot.keyClick(typed_in(window), Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.help_menu)
    window.help_menu.close()
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
