"""Application entry point: builds the QApplication and shows the main window.

Command line: ``--smoke`` runs the installed program's self-check (see
:mod:`dicegame.smoke`), ``--startup-probe`` reports start-up time and idle memory.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from dicegame.ui.mainwindow import MainWindow


def create_application(args: list[str]) -> QApplication:
    """The QApplication with the program's names and icon."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from dicegame.paths import resource_path
    from dicegame.ui.button_icons import follow_desktop_button_icons

    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("dicegame")
    app.setOrganizationName("dicegame")
    app.setDesktopFileName("dicegame")  # Wayland/GNOME match the .desktop file and its icon
    app.setWindowIcon(QIcon(str(resource_path("icons", "dicegame.svg"))))
    follow_desktop_button_icons(app)  # no stock icons on OK/Cancel where the desktop has none
    return app


def create_main_window(app: QApplication, keep_games: bool = True) -> MainWindow:
    """The main window with its settings, language and (unless ``keep_games`` is False,
    as in the smoke run) the autosave of games and records."""
    from dicegame.i18n import LanguageManager, build_language_menu
    from dicegame.storage import AutosaveManager, Settings
    from dicegame.ui.mainwindow import MainWindow
    from dicegame.ui.text_size import apply_text_scale

    settings = Settings(parent=app)
    apply_text_scale(settings.text_scale)  # the game's text size, on top of the system's
    languages = LanguageManager(settings=settings.qsettings, parent=app)
    languages.restore()  # the saved choice, else the system language
    autosave = AutosaveManager(parent=app) if keep_games else None
    window = MainWindow(autosave=autosave, settings=settings)
    window.install_language_menu(build_language_menu(window, languages))
    return window


def main(argv: Sequence[str] | None = None) -> int:
    """Start the program; return its exit code."""
    from PySide6.QtCore import QTimer

    from dicegame import smoke
    from dicegame.ui.errors import install_error_notice

    args = list(sys.argv if argv is None else argv)
    smoke.prepare(args)  # headless when --smoke/--startup-probe and no display
    app = create_application(args)
    window = create_main_window(app, keep_games=not smoke.requested(args))
    install_error_notice(window)  # an exception escaping a slot is logged and shown
    window.show()
    if smoke.requested(args):
        return smoke.run(args, app, window)
    QTimer.singleShot(0, window.offer_pending_game)
    return app.exec()
