"""Application entry point: builds the QApplication and shows the main window.

Command line: ``--smoke`` runs the installed program's self-check (see
:mod:`dicegame.smoke`), ``--startup-probe`` reports start-up time and idle memory.

Start-up is kept lean (issues 14 and 25; ``benchmarks/installer.py`` measures the CPU time
to the first frame against a bare PySide6 window): only what the welcome page needs is
imported and done before the window is first painted, with the garbage collector off and
PySide6's per-import source check answered without reading (:mod:`dicegame.pyside_features`).
The game views, dialogs, strategy, saves and records are imported when first used; what the
welcome page does not show waits until just after the first paint (:func:`after_first_paint`):
the menus' contents (:meth:`MainWindow.complete_menus`), the application icon, the style
that drops stock icons from dialog buttons, and the check for an unfinished game or a
damaged settings file (:meth:`MainWindow.offer_pending_game`).
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from dicegame.pyside_features import skip_source_check

skip_source_check()  # before the modules of the first frame are imported
from dicegame.ui.first_paint import FIRST_PAINT_WAIT_MS, after_first_paint  # noqa: E402

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from dicegame.ui.mainwindow import MainWindow

__all__ = [
    "FIRST_PAINT_WAIT_MS",
    "after_first_paint",
    "create_application",
    "create_main_window",
    "finish_application",
    "main",
]


def create_application(args: list[str], finish: bool = True) -> QApplication:
    """The QApplication with the program's names. With ``finish`` (the default) it also
    gets its icon and the dialog-button style at once; else the caller calls
    :func:`finish_application` later, as :func:`main` does once the window is painted."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("dicegame")
    app.setOrganizationName("dicegame")
    app.setDesktopFileName("dicegame")  # Wayland/GNOME match the .desktop file and its icon
    if finish:
        finish_application(app)
    return app


def finish_application(app: QApplication) -> None:
    """What the welcome page's first paint does not need: the application icon (QIcon and
    the SVG icon engine) and no stock icons on OK/Cancel where the desktop has none (only
    dialogs have such buttons). The garbage collector, off during start-up (see
    ``dicegame/__main__.py``), is turned back on."""
    from PySide6.QtGui import QIcon

    from dicegame.paths import resource_path
    from dicegame.ui.button_icons import follow_desktop_button_icons

    app.setWindowIcon(QIcon(str(resource_path("icons", "dicegame.svg"))))
    follow_desktop_button_icons(app)
    gc.enable()


def create_main_window(app: QApplication, keep_games: bool = True) -> MainWindow:
    """The main window with its settings, language and (unless ``keep_games`` is False,
    as in the smoke run) the autosave of games and records."""
    from dicegame.i18n import LanguageManager, build_language_menu
    from dicegame.persist.autosave import AutosaveManager
    from dicegame.persist.settings import Settings
    from dicegame.ui.mainwindow import MainWindow
    from dicegame.ui.text_size import apply_text_scale

    settings = Settings(parent=app)
    apply_text_scale(settings.text_scale)  # the game's text size, on top of the system's
    languages = LanguageManager(settings=settings, parent=app)
    languages.restore()  # the saved choice, else the system language
    autosave = AutosaveManager(parent=app) if keep_games else None
    window = MainWindow(autosave=autosave, settings=settings)
    window.install_language_menu(build_language_menu(window, languages))
    return window


def main(argv: Sequence[str] | None = None) -> int:
    """Start the program; return its exit code."""
    from dicegame import smoke
    from dicegame.ui.errors import install_error_notice

    args = list(sys.argv if argv is None else argv)
    smoke.prepare(args)  # headless when --smoke/--startup-probe and no display
    app = create_application(args, finish=False)
    window = create_main_window(app, keep_games=not smoke.requested(args))
    install_error_notice(window)  # an exception escaping a slot is logged and shown
    checking = smoke.requested(args)

    def welcome_shown() -> None:
        finish_application(app)
        if not checking:
            window.offer_pending_game()  # the autosave is looked at only now

    after_first_paint(window, welcome_shown)
    window.show()
    if checking:
        return smoke.run(args, app, window)
    return app.exec()
