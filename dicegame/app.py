"""Application entry point: builds the QApplication and shows the main window.

Command line: ``--smoke`` runs the installed program's self-check (see
:mod:`dicegame.smoke`), ``--startup-probe`` reports start-up time and idle memory.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Start the program; return its exit code."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from dicegame import smoke
    from dicegame.i18n import LanguageManager, build_language_menu
    from dicegame.paths import resource_path
    from dicegame.storage import Settings
    from dicegame.ui.mainwindow import MainWindow

    args = list(sys.argv if argv is None else argv)
    smoke.prepare(args)  # headless when --smoke/--startup-probe and no display
    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("dicegame")
    app.setOrganizationName("dicegame")
    app.setDesktopFileName("dicegame")  # Wayland/GNOME match the .desktop file and its icon
    app.setWindowIcon(QIcon(str(resource_path("icons", "dicegame.svg"))))
    settings = Settings(parent=app)
    languages = LanguageManager(settings=settings.qsettings, parent=app)
    languages.restore()  # the saved choice, else the system language
    window = MainWindow()
    window.install_language_menu(build_language_menu(window, languages))
    window.show()
    if smoke.requested(args):
        return smoke.run(args, app, window)
    return app.exec()
