"""Application entry point: builds the QApplication and shows the main window.

Command line: ``--smoke`` runs the installed program's self-check (see
:mod:`dicegame.smoke`), ``--startup-probe`` reports start-up time and idle memory.

Start-up is kept lean (issues 14 and 25; ``benchmarks/installer.py`` measures the CPU time
to the first frame against a bare PySide6 window): only what the welcome page needs is
imported and done before the window is first painted, with the garbage collector off.
The game views, dialogs, strategy, saves and records are imported when first used; what the
welcome page does not show waits until just after the first paint (:func:`after_first_paint`):
the menus' contents (:meth:`MainWindow.complete_menus`), the application icon, the style
that drops stock icons from dialog buttons, and the check for an unfinished game or a
damaged settings file (:meth:`MainWindow.offer_pending_game`). Then, in a background
thread, the strategy work of the first games (:func:`start_warm_up_soon`): without it the
first Penta or Farkle game would hold up the event loop for a noticeable moment.

One copy at a time (:mod:`dicegame.single_instance`): before the window is built the
program takes the data folder's lock; a second start asks the running copy to come to the
front and exits with 0. The running copy starts answering after its first paint.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from dicegame.ui.window.first_paint import FIRST_PAINT_WAIT_MS, after_first_paint

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import QApplication, QWidget

    from dicegame.single_instance import SingleInstance
    from dicegame.stop_signals import StopSignals
    from dicegame.ui.window.mainwindow import MainWindow

__all__ = [
    "FIRST_PAINT_WAIT_MS",
    "after_first_paint",
    "bring_to_front",
    "checks_requested",
    "claim_single_instance",
    "create_application",
    "create_main_window",
    "finish_application",
    "freeze_start_up_heap",
    "main",
    "report_start_failure",
    "start_up",
    "start_warm_up_soon",
    "window_icon_file",
    "WarmUpWhenQuiet",
    "WINDOW_ICONS",
]


def create_application(args: list[str], finish: bool = True) -> QApplication:
    """The QApplication with the program's names. With ``finish`` (the default) it also
    gets its icon and the dialog-button style at once; else the caller calls
    :func:`finish_application` later, as :func:`main` does once the window is painted."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(args)
    assert isinstance(app, QApplication)  # a widgets program: never a bare QCoreApplication
    app.setApplicationName("dicegame")
    app.setOrganizationName("dicegame")
    app.setDesktopFileName("dicegame")  # Wayland/GNOME match the .desktop file and its icon
    if finish:
        finish_application(app)
    return app


def finish_application(app: QApplication) -> None:
    """What the welcome page's first paint does not need: the application icon
    (:func:`window_icon_file`) and no stock icons on OK/Cancel where the desktop has none (only
    dialogs have such buttons). The garbage collector, off during start-up (see
    ``dicegame/__main__.py``), is turned back on."""
    from PySide6.QtGui import QIcon

    from dicegame.ui.style.button_icons import follow_desktop_button_icons

    app.setWindowIcon(QIcon(str(window_icon_file())))
    follow_desktop_button_icons(app)
    gc.enable()


# The window's icon, best first: the 256-pixel render of ``icons/dicegame.svg`` (a bitmap:
# the SVG would load QtSvg and its icon engine, which nothing else uses before the Rules
# page; issue 37: 1.4 MiB of the idle program), else the SVG itself.
WINDOW_ICONS: tuple[tuple[str, ...], ...] = (
    ("icons", "dicegame-256.png"),
    ("icons", "dicegame.svg"),
)


def window_icon_file() -> Path:
    """The first of :data:`WINDOW_ICONS` that the program has (a build may leave the
    render out: then the SVG)."""
    from dicegame.paths import resource_path

    found = [resource_path(*parts) for parts in WINDOW_ICONS]
    return next((path for path in found if path.is_file()), found[-1])


def create_main_window(app: QApplication, keep_games: bool = True) -> MainWindow:
    """The main window with its settings, language and (unless ``keep_games`` is False,
    as in the smoke run) the autosave of games and records."""
    from dicegame.i18n import LanguageManager, build_language_menu
    from dicegame.persist.autosave import AutosaveManager
    from dicegame.persist.folders import settings_path
    from dicegame.persist.ini_store import IniStore
    from dicegame.persist.save_writer import SaveWriter
    from dicegame.persist.settings import Settings
    from dicegame.ui.style.text_size import apply_text_scale
    from dicegame.ui.window.mainwindow import MainWindow

    # Settings and a game's first save go to disk in the background, each file in a thread
    # of its own: a game's start is not held up by their fsyncs (issue 37).
    store = IniStore(settings_path(), app, SaveWriter(in_background=True, parent=app))
    settings = Settings(store, parent=app)
    apply_text_scale(settings.text_scale)  # the game's text size, on top of the system's
    languages = LanguageManager(settings=settings, parent=app)
    languages.restore()  # the saved choice, else the system language
    autosave = None
    if keep_games:
        writer = SaveWriter(in_background=True, parent=app)
        autosave = AutosaveManager(parent=app, writer=writer)
    window = MainWindow(autosave=autosave, settings=settings)
    window.install_language_menu(build_language_menu(window, languages, complete=False))
    return window


def claim_single_instance(app: QApplication) -> SingleInstance | None:
    """The data folder's lock for this copy (a child of ``app``), or None when another
    copy runs there: it has been asked to come to the front, and this one should exit."""
    from dicegame.persist.folders import data_dir
    from dicegame.single_instance import SingleInstance

    instance = SingleInstance(data_dir(), parent=app)
    return instance if instance.claim_or_ask() else None


def stop_on_request(app: QApplication, window: QWidget) -> StopSignals:
    """The system's requests to stop (SIGTERM at log-out, SIGINT, SIGHUP) end the program as
    Game ▸ Quit does (:mod:`dicegame.stop_signals`); ``close()`` the result after the loop."""
    from dicegame.stop_signals import StopSignals

    stop = StopSignals(app)

    def quit_now(_number: int) -> None:
        window.close()  # keeps the window's place, as Game ▸ Quit does
        app.quit()  # a dialog's own loop too

    stop.requested.connect(quit_now)
    return stop


def bring_to_front(window: QWidget) -> None:
    """A second start asked for the window: show it (un-minimised) above the others; where
    the desktop refuses to hand over the focus, the taskbar entry asks for attention."""
    from PySide6.QtWidgets import QApplication

    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    QApplication.alert(window)


# Once the game screens' modules are imported after the first frame, the first games'
# strategy work waits until the program has been quiet this long (no window gained or lost
# the focus, no game started), then runs in a background thread (:mod:`dicegame.core.warm_up`).
WARM_UP_DELAY_MS = 300
QUIET_WATCH_NAME = "warmUpWhenQuiet"


def freeze_start_up_heap() -> None:
    """Collect once, then leave every object alive now (modules, classes, widgets, the
    strategy tables) to the collector's permanent generation: they live as long as the
    program, and each full collection walked them all again, some 20 ms of the GUI thread
    (the first Penta game's start took one: issue 25 item 3). Later collections walk only
    what comes after. The source lines the warm-up's imports left in the line cache go
    first (:func:`dicegame.ui.window.preload.forget_sources`)."""
    from dicegame.ui.window.preload import forget_sources

    forget_sources()
    gc.collect()
    gc.freeze()


def start_warm_up_soon(window: QWidget | None = None) -> None:
    """From the event loop, at once: :func:`dicegame.ui.window.preload.preload` (the game
    screens' modules, one per event-loop step, so input is handled between two), then
    :func:`dicegame.ui.window.preload.first_qt_uses`; then, once the program has been quiet
    for :data:`WARM_UP_DELAY_MS` (:class:`WarmUpWhenQuiet`: ``window``'s ``gameStarted``
    is watched too), :func:`dicegame.core.warm_up.start_warm_up` (the strategy work, in a
    background thread), then :func:`freeze_start_up_heap`.

    Issue 37: the imports used to wait 300 ms and go 20 ms apart, so a game started at
    once imported its screen itself (some 40 ms of its start); and a game started while
    the warm-up ran took two to three times as long, as Python runs one thread at a time."""
    from PySide6.QtCore import QTimer

    def start() -> None:
        from dicegame.persist.save_writer import prepare_thread
        from dicegame.ui.window.preload import first_qt_uses, preload

        prepare_thread()  # the settings' and saves' writes are handed to it

        def imported() -> None:
            first_qt_uses()
            WarmUpWhenQuiet(window)

        preload(then=imported)

    QTimer.singleShot(0, start)


class WarmUpWhenQuiet(QObject):
    """Starts the background warm-up once nothing has happened for
    :data:`WARM_UP_DELAY_MS`: a dialog opening or closing (the focus window changes) or a
    game starting puts it off again (its timer starts over). A child of the application
    (named :data:`QUIET_WATCH_NAME`) until the warm-up starts."""

    def __init__(self, window: QWidget | None = None) -> None:
        from PySide6.QtCore import Qt, QTimer
        from PySide6.QtGui import QGuiApplication

        application = QGuiApplication.instance()
        assert isinstance(application, QGuiApplication)
        super().__init__(application)
        self.setObjectName(QUIET_WATCH_NAME)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse one may come 5 % late
        self.timer.setInterval(WARM_UP_DELAY_MS)
        self.timer.timeout.connect(self._begin)
        self._sources = [application.focusWindowChanged]
        started = getattr(window, "gameStarted", None)
        if started is not None:
            self._sources.append(started)
        for signal in self._sources:
            signal.connect(self.postpone)
        self.timer.start()

    def postpone(self, *_: object) -> None:
        """Something happened: the warm-up waits :data:`WARM_UP_DELAY_MS` from now."""
        if self.timer.isActive():
            self.timer.start()

    def _begin(self) -> None:
        from dicegame.core.warm_up import start_warm_up

        for signal in self._sources:
            signal.disconnect(self.postpone)
        self.deleteLater()
        start_warm_up(then=freeze_start_up_heap)


def checks_requested(args: Sequence[str]) -> bool:
    """True when the command line asks for the smoke run or the start-up probe; then the
    run is made headless when there is no display (before the QApplication exists). The
    smoke module is imported only when there are options: a plain start goes without it."""
    if len(args) <= 1:
        return False
    from dicegame import smoke

    smoke.prepare(args)
    return smoke.requested(args)


Started = tuple["QApplication", "MainWindow", "SingleInstance | None", bool]


def start_up(args: list[str]) -> Started | None:
    """The application, its window, the lock and whether this is a check run, up to the
    error notice; None when another copy runs (it comes to the front instead)."""
    from dicegame.ui.window.errors import install_error_notice

    checking = checks_requested(args)
    app = create_application(args, finish=False)
    instance = None if checking else claim_single_instance(app)
    if not checking and instance is None:
        return None
    window = create_main_window(app, keep_games=not checking)
    install_error_notice(window)  # an exception escaping a slot is logged and shown
    return app, window, instance, checking


def report_start_failure(error: Exception, checking: bool) -> int:
    """A failure before the error notice exists: a plain sentence first, the details
    after it on stderr, and a box unless this is a check run; the exit status."""
    import traceback

    sentence = f"dicegame could not start: {error} ({type(error).__name__})."
    print(sentence, "The details, for a bug report:", file=sys.stderr)
    traceback.print_exception(error, file=sys.stderr)
    from PySide6.QtWidgets import QApplication, QMessageBox

    if not checking and QApplication.instance() is not None:
        #: A box when the program fails before its window exists; %1 is the system's reason.
        text = QApplication.translate("StartUp", "The program could not start: %1")
        #: The title of that box: the program's name.
        title = QApplication.translate("StartUp", "Dice games")
        QMessageBox.critical(None, title, text.replace("%1", str(error) or type(error).__name__))
    return 1


def _check_run(args: Sequence[str]) -> bool:
    from dicegame import smoke

    return smoke.requested(args)


def main(argv: Sequence[str] | None = None) -> int:
    """Start the program; return its exit code."""
    args = list(sys.argv if argv is None else argv)
    try:
        started = start_up(args)
    except Exception as error:  # nothing escapes before the error notice exists
        return report_start_failure(error, checking=len(args) > 1 and _check_run(args))
    if started is None:
        return 0  # the running copy comes to the front instead
    app, window, instance, checking = started
    stops: list[StopSignals] = []

    def welcome_shown() -> None:
        finish_application(app)
        if instance is not None:  # later starts are answered from now on
            instance.raiseRequested.connect(lambda: bring_to_front(window))
            instance.listen()
        if not checking:
            stops.append(stop_on_request(app, window))
            window.offer_pending_game()  # the autosave is looked at only now
            start_warm_up_soon(window)

    after_first_paint(window, welcome_shown, reported=True)  # by the welcome cards
    window.show()
    if checking:
        from dicegame import smoke

        return smoke.run(args, app, window)
    try:
        return app.exec()
    finally:
        for stop in stops:
            stop.close()
        if instance is not None:
            instance.release()
