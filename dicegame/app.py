"""Application entry point: builds the QApplication and shows the main window.

Command line: ``--smoke`` runs the installed program's self-check (see
:mod:`dicegame.smoke`), ``--startup-probe`` reports start-up time and idle memory.

Start-up is kept lean (issue 14: within 1.35x of a bare PySide6 window from source): only
what the welcome page needs is imported and done before the window is first painted. The
game views, dialogs, strategy, saves and records are imported when first used; what the
welcome page does not show waits until just after the first paint (:func:`after_first_paint`):
the style that drops stock icons from dialog buttons, and the check for an unfinished game
or a damaged settings file (:meth:`MainWindow.offer_pending_game`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

    from dicegame.ui.mainwindow import MainWindow

#: At the latest this long after :func:`after_first_paint` is called, its work runs even if
#: the window was not painted (started minimised, on a hidden workspace...).
FIRST_PAINT_WAIT_MS = 2000


def create_application(args: list[str], button_style: bool = True) -> QApplication:
    """The QApplication with the program's names and icon. With ``button_style`` False the
    caller installs the dialog-button style itself (:func:`install_button_style`), as
    :func:`main` does once the window is on screen."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from dicegame.paths import resource_path

    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("dicegame")
    app.setOrganizationName("dicegame")
    app.setDesktopFileName("dicegame")  # Wayland/GNOME match the .desktop file and its icon
    app.setWindowIcon(QIcon(str(resource_path("icons", "dicegame.svg"))))
    if button_style:
        install_button_style(app)
    return app


def install_button_style(app: QApplication) -> None:
    """No stock icons on OK/Cancel where the desktop has none (only dialogs have such
    buttons: the welcome page can be painted before this)."""
    from dicegame.ui.button_icons import follow_desktop_button_icons

    follow_desktop_button_icons(app)


def after_first_paint(window: QWidget, work: Callable[[], None]) -> None:
    """Run ``work`` once, just after ``window`` is first painted (from the event loop), or
    after :data:`FIRST_PAINT_WAIT_MS` if it is not painted by then."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    done = False

    def run() -> None:
        nonlocal done
        if not done:
            done = True
            watcher.deleteLater()
            work()

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                QTimer.singleShot(0, self, run)  # once this paint is on screen
            return False

    watcher = FirstPaint(window)
    window.installEventFilter(watcher)
    QTimer.singleShot(FIRST_PAINT_WAIT_MS, watcher, run)


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
    from dicegame import smoke
    from dicegame.ui.errors import install_error_notice

    args = list(sys.argv if argv is None else argv)
    smoke.prepare(args)  # headless when --smoke/--startup-probe and no display
    app = create_application(args, button_style=False)
    window = create_main_window(app, keep_games=not smoke.requested(args))
    install_error_notice(window)  # an exception escaping a slot is logged and shown
    checking = smoke.requested(args)

    def welcome_shown() -> None:
        install_button_style(app)
        if not checking:
            window.offer_pending_game()  # the autosave is looked at only now

    after_first_paint(window, welcome_shown)
    window.show()
    if checking:
        return smoke.run(args, app, window)
    return app.exec()
