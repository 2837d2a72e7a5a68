"""A lean start (issue 14): the welcome page is shown before the games are imported.

The program is started as ``dicegame`` starts it (the main window with its settings, the
autosave and the language menu) in a process of its own, so that what a test imported
before does not count. Nothing of the games (rules, strategy, computer players, engines,
views, dialogs), of the saves or of the records may be imported until the window is shown;
they come with the first game, and the autosave is looked at only after the first paint.
Nor may the first frame load PySide6's big enumerations (the ``Qt`` namespace's 93, QIcon's,
QKeySequence's, QMessageBox's: Python enums are slow to build): the menus' contents and the
application icon come just after it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from dicegame.app import FIRST_PAINT_WAIT_MS, after_first_paint
from dicegame.i18n import LANGUAGES, build_language_menu
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = [pytest.mark.window, pytest.mark.process]

ROOT = Path(__file__).resolve().parents[1]

#: Not needed to show the welcome page; each is heavy, or pulls in what is.
NOT_AT_START = (
    "numpy",
    "dicegame.games.penta.core.rules",
    "dicegame.games.penta.core.strategy",
    "dicegame.games.penta.core.solver",
    "dicegame.games.penta.core.exact_turns",
    "dicegame.games.penta.core.moments_tables",
    "dicegame.games.penta.core.chances",
    "dicegame.games.penta.core.moments_solver",
    "dicegame.games.penta.core.levels",
    "dicegame.games.farkle.core.rules",
    "dicegame.games.farkle.core.rolls",
    "dicegame.games.farkle.core.expert_table",
    "dicegame.games.farkle.core.ai",
    "dicegame.games.farkle.core.master",
    "dicegame.games.farkle.core.field_race",
    "dicegame.games.farkle.core.field",
    "dicegame.core.saves",
    "dicegame.core.records",
    "dicegame.games.penta.engine.engine",
    "dicegame.games.farkle.engine.engine",
    "dicegame.games.penta.ui.view",
    "dicegame.games.farkle.ui.view",
    "dicegame.ui.window.dialogs",
    "dicegame.ui.window.stats",
    "dicegame.ui.window.rules",
    "dicegame.ui.window.help_pages",
    "dicegame.ui.voice.sound",
    "dicegame.ui.board.hand_over",
    "dicegame.engine.game_log",
    "dicegame.ui.style.button_icons",  # dialogs only: installed after the first paint
    "dicegame.ui.board.prompts",
    "dicegame.ui.dice.dice",  # the welcome cards draw their dice with dicegame.ui.dice.die_face
    "dicegame.ui.dice.tray",
)

#: What run_script puts before each script: the modules the interpreter had loaded before
#: the script ran (site's, and coverage.py's own when it measures the process: its
#: dataclasses, D-16) are not the program's doing; ``imported()`` is what came after.
SINCE_THE_START = """
import sys
AT_START = set(sys.modules)


def imported():
    return sorted(set(sys.modules) - AT_START)
"""

START_AS_THE_PROGRAM_DOES = """
import json, sys
from dicegame.app import after_first_paint, create_application, create_main_window
from dicegame.ui.window.errors import install_error_notice

app = create_application([sys.argv[0]], finish=False)
window = create_main_window(app)
install_error_notice(window)
after_first_paint(window, lambda: None)
window.show()
app.processEvents()
shown = imported()

from dicegame.core.setup import GameSetup
from dicegame.games.penta.core import PENTA

window.start_game(GameSetup(PENTA, ("Ana",)))
print(json.dumps({"shown": shown, "game": imported()}))
"""


def run_script(script: str, data_dir: Path, extra_env: dict[str, str] | None = None) -> dict:
    """Run ``script`` in a fresh offscreen Python; the JSON object it printed last."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DICEGAME_DATA_DIR=str(data_dir))
    env.update(extra_env or {})
    done = subprocess.run(
        [sys.executable, "-c", SINCE_THE_START + script],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_welcome_page_shows_before_the_games_are_imported(tmp_path: Path) -> None:
    modules = run_script(START_AS_THE_PROGRAM_DOES, tmp_path)
    early = [name for name in NOT_AT_START if name in modules["shown"]]
    assert not early, f"imported before the welcome page was shown: {early}"
    # The check means something: a game brings them in.
    for name in (
        "dicegame.games.penta.core.rules",
        "dicegame.core.saves",
        "dicegame.games.penta.ui.view",
    ):
        assert name in modules["game"]


RUN_THE_PROGRAM_WITH_A_GAME_TO_CONTINUE = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from dicegame.app import main
from dicegame.games.penta.core.rules import PentaGame
from dicegame.core.setup import GameSetup
from dicegame.games.penta.core import PENTA
from dicegame.persist.autosave import AutosaveManager

app = QApplication([sys.argv[0]])
setup = GameSetup(PENTA, ("Ana",), with_computer=False)
AutosaveManager().start(setup, PentaGame(["Ana"]))
seen = {}
looks = []

def look():  # every 100 ms until the dialog is offered (at most 30 s: a busy machine)
    looks.append(1)
    window = next((w for w in app.topLevelWidgets() if w.objectName() == "mainWindow"), None)
    dialog = getattr(window, "continue_dialog", None)
    seen["offered"] = dialog is not None and dialog.isVisible()
    seen["style"] = type(app.style()).__name__
    if seen["offered"] or len(looks) >= 300:
        app.quit()
    else:
        QTimer.singleShot(100, look)

QTimer.singleShot(100, look)
seen["exit"] = main([sys.argv[0]])
print(json.dumps(seen))
"""


def test_the_program_offers_the_unfinished_game_once_the_welcome_page_is_shown(
    tmp_path: Path,
) -> None:
    """``main()`` as ``dicegame`` runs it: after the first paint the dialog buttons get
    their style and the unfinished game of the autosave is offered."""
    seen = run_script(RUN_THE_PROGRAM_WITH_A_GAME_TO_CONTINUE, tmp_path)
    assert seen == {"offered": True, "style": "DesktopButtonsStyle", "exit": 0}


COLLECTOR = """
import gc, json, runpy, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

import dicegame.app as app_module

app = QApplication([sys.argv[0]])
seen = {}
make_window = app_module.create_main_window


def create_main_window(app, keep_games=True):
    seen["starting"] = gc.isenabled()
    return make_window(app, keep_games)


app_module.create_main_window = create_main_window
looks = []


def look():  # every 50 ms until the collector is back (at most 30 s: a busy machine)
    looks.append(1)
    if gc.isenabled() or len(looks) >= 600:
        seen["after_the_first_paint"] = gc.isenabled()
        app.quit()
    else:
        QTimer.singleShot(50, look)


QTimer.singleShot(0, look)
try:
    runpy.run_module("dicegame", run_name="__main__")  # python -m dicegame, the frozen build
except SystemExit as done:
    seen["exit"] = done.code
print(json.dumps(seen))
"""


def test_the_garbage_collector_waits_for_the_first_paint(tmp_path: Path) -> None:
    """Start-up allocates much and frees little: ``python -m dicegame`` (and the frozen
    build, whose entry is the same) turns the collector off until the welcome page is
    painted (some 5 ms of collections), then on again."""
    seen = run_script(COLLECTOR, tmp_path)
    assert seen == {"starting": False, "after_the_first_paint": True, "exit": 0}


#: Put before a script that starts the program: ``made`` lists the enumerations made, and
#: at the first work after the first paint (the menus' contents) ``seen`` gets the
#: enumerations and the modules so far; then each of ``then`` is called.
AT_THE_FIRST_PAINT = """
import enum, json, sys

made = []
create = enum.EnumType._create_


def record(cls, class_name, *args, **kwargs):
    made.append(class_name)
    return create(cls, class_name, *args, **kwargs)


enum.EnumType._create_ = record

from dicegame.ui.window.mainwindow import MainWindow

seen = {}
then = []
complete_menus = MainWindow.complete_menus


def first_work_after_the_paint(window):
    seen.setdefault("enums", list(made))
    seen.setdefault("modules", imported())
    complete_menus(window)
    for work in then:
        work()


MainWindow.complete_menus = first_work_after_the_paint
"""

FIRST_FRAME = (
    AT_THE_FIRST_PAINT
    + """
from PySide6.QtCore import QElapsedTimer, QEvent, QObject
from PySide6.QtGui import QAction

from dicegame.app import after_first_paint, create_application, create_main_window
from dicegame.ui.window.errors import install_error_notice


class Paints(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            seen.setdefault("painted_first", "enums" not in seen)
        return False


app = create_application([sys.argv[0]], finish=False)
window = create_main_window(app)
install_error_notice(window)
paints = Paints()
window.installEventFilter(paints)
after_first_paint(window, lambda: seen.setdefault("done", True))
window.show()
clock = QElapsedTimer()
clock.start()
while "done" not in seen and clock.elapsed() < 60000:  # a generous bound: a busy machine
    app.processEvents()
seen["menus"] = all(
    window.findChild(QAction, name) is not None for name in ("newGameAction", "languageAction_ro")
)
seen["later"] = made
print(json.dumps(seen))
"""
)

#: Modules the first frame does without: the games' setup and timing, the dataclasses
#: module (some 10 ms with the first dataclasses: the theme, the settings' file helpers
#: and the window use none before the first paint), the pause watch (nothing to pause yet:
#: it comes just after the first paint) and unicodedata (names are cleaned only when a
#: game or a save is read).
NOT_IN_THE_FIRST_FRAME_MODULES = (
    "dataclasses",
    "dicegame.core.common",
    "dicegame.core.setup",
    "dicegame.engine.timing",
    "dicegame.ui.dice.dice",
    "dicegame.ui.dice.tray",
    "dicegame.ui.voice.words",
    "dicegame.ui.window.pause_watch",
    "unicodedata",
)

#: Enumerations the first frame does without (one of each big family).
NOT_IN_THE_FIRST_FRAME = {
    "GlobalColor": "the Qt namespace",
    "ThemeIcon": "QIcon",
    "StandardKey": "QKeySequence",
    "StandardButton": "QMessageBox",
    "Scope": "QSettings (the settings file is read without it)",
}


def test_the_first_frame_does_without_the_big_enumerations(tmp_path: Path) -> None:
    """Up to the first deferred work (the menus' contents), which runs after the window's
    first paint, none of those enumerations is built; the menus are complete right after."""
    seen = run_script(FIRST_FRAME, tmp_path)
    assert seen["painted_first"] and seen["done"] and seen["menus"]
    early = {name: what for name, what in NOT_IN_THE_FIRST_FRAME.items() if name in seen["enums"]}
    assert not early, f"loaded before the first paint: {early}"
    early_modules = [name for name in NOT_IN_THE_FIRST_FRAME_MODULES if name in seen["modules"]]
    assert not early_modules, f"imported before the first paint: {early_modules}"
    assert "GlobalColor" in seen["later"]  # the check means something: the menus load it


MAIN_TO_THE_FIRST_FRAME = (
    AT_THE_FIRST_PAINT
    + """
from PySide6.QtWidgets import QApplication

from dicegame.app import main

then.append(lambda: QApplication.instance().quit())  # main() has made it by then
seen["exit"] = main([sys.argv[0]])
print(json.dumps(seen))
"""
)

#: What ``main()`` does without until the first paint, on a plain start in English: the
#: smoke run's module (only a start with options may want it), and the Qt classes whose
#: enumerations would be made for nothing: QLibraryInfo (the folder of Qt's catalogs,
#: which English does not install), QSizePolicy (the welcome cards have a fixed size) and
#: QActionGroup (the Language menu's actions come with the other menus' contents); nor
#: QMetaMethod (its MethodType), which ``QTimer.singleShot(ms, context, slot)`` makes: the
#: work after the first paint waits on a child QTimer.
#: Nor the Python types of all of PySide6's event classes (QScrollEvent's ScrollState is one
#: of their enums), which it makes the first time a Python handler that takes any event
#: (an event filter, ``changeEvent``) is given one: the first paint is seen from the welcome
#: cards' ``paintEvent``, and the window follows the language from just after it.
NOT_BEFORE_THE_FIRST_PAINT_OF_MAIN = {
    "modules": ("dicegame.smoke",),
    "enums": (
        "LibraryPath",
        "Policy",
        "ControlType",
        "ScrollState",
        "ExclusionPolicy",
        "MethodType",
    ),
}


def test_a_plain_start_paints_before_the_smoke_module_and_unneeded_classes(
    tmp_path: Path,
) -> None:
    seen = run_script(MAIN_TO_THE_FIRST_FRAME, tmp_path, {"LANGUAGE": "en", "LC_ALL": "C.UTF-8"})
    assert seen["exit"] == 0
    early = [
        name for name in NOT_BEFORE_THE_FIRST_PAINT_OF_MAIN["modules"] if name in seen["modules"]
    ]
    assert not early, f"imported before the first paint: {early}"
    early = [name for name in NOT_BEFORE_THE_FIRST_PAINT_OF_MAIN["enums"] if name in seen["enums"]]
    assert not early, f"enumerations made before the first paint: {early}"
    assert "dicegame.ui.window.welcome" in seen["modules"]  # the check means something


def test_the_menus_are_made_when_first_asked_for(qtbot) -> None:
    """Before the first paint (a window never shown, a test), asking for a menu item makes
    the menus at once; they are made once."""
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.game_menu.actions() == []
    assert window.undo_action.objectName() == "undoAction"
    actions = window.game_menu.actions()
    assert window.new_action in actions and window.quit_action in actions
    window.complete_menus()
    assert window.game_menu.actions() == actions
    assert window.findChildren(QAction, "newGameAction") == [window.new_action]
    assert window.new_action.text() == "&New game…"


def test_the_language_menu_gets_its_actions_with_the_other_menus(qtbot, languages) -> None:
    """As the program builds it, the Language menu has its title only until the menus are
    completed (just after the first paint); then one checked action per language, once."""
    window = MainWindow()
    qtbot.addWidget(window)
    menu = build_language_menu(window, languages, complete=False)
    window.install_language_menu(menu)
    assert menu.actions() == [] and menu.title() == "&Language"
    assert window.menuBar().actions()[1] is menu.menuAction()  # between Game and Help
    window.complete_menus()
    actions = menu.actions()
    assert [action.data() for action in actions] == list(LANGUAGES)
    assert menu.action_for(languages.language()).isChecked()
    menu.complete()
    assert menu.actions() == actions


def test_a_lazy_language_menu_makes_its_actions_when_opened_or_asked(qtbot, languages) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    opened = build_language_menu(parent, languages, complete=False)
    opened.aboutToShow.emit()  # what opening it does first
    assert [action.data() for action in opened.actions()] == list(LANGUAGES)
    asked = build_language_menu(parent, languages, complete=False)
    asked.action_for("ro").trigger()  # a switch before the first paint's work
    assert languages.language() == "ro"
    assert asked.action_for("ro").isChecked() and len(asked.actions()) == len(LANGUAGES)


def test_work_after_the_first_paint_runs_once_after_it(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    calls: list[bool] = []
    after_first_paint(window, lambda: calls.append(window.isVisible()))
    qtbot.wait(10)
    assert calls == []  # not before the window is shown and painted
    window.show()
    qtbot.waitUntil(lambda: calls == [True], timeout=2000)
    window.update()
    qtbot.wait(50)
    assert calls == [True]


def test_work_after_the_first_paint_runs_even_if_the_window_is_never_painted(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    calls: list[int] = []
    after_first_paint(window, lambda: calls.append(1))
    qtbot.waitUntil(lambda: calls == [1], timeout=FIRST_PAINT_WAIT_MS + 2000)


def test_the_pause_watch_is_right_before_the_window_is_first_painted(qtbot) -> None:
    """Until the first paint only the main window's own events are watched; a game that
    starts earlier still finds the right answer (reading ``paused`` looks afresh)."""
    window = MainWindow()
    qtbot.addWidget(window)
    dialog = QDialog(window)
    dialog.setObjectName("earlyDialog")
    dialog.show()
    assert window.pause_watch.paused
    assert window.pause_watch.reasons() == ["earlyDialog"]
    dialog.close()
    qtbot.waitUntil(lambda: not window.pause_watch.paused, timeout=2000)


def test_the_first_theme_derives_the_dice_roles_and_the_rest_when_first_read(
    monkeypatch,
) -> None:
    """The welcome cards paint dice only: the other roles (two thirds of the contrast
    searches) are derived when one of them is first read, with the same colours as a theme
    derived all at once (tests/ui/test_theme.py checks the colours themselves)."""
    from dicegame.ui.style import theme

    derived: list[str] = []
    for name in ("_sheet_roles", "_board_roles", "_highlight_roles"):
        original = getattr(theme, name)

        def record(*args, _original=original, _name=name):
            derived.append(_name)
            return _original(*args)

        monkeypatch.setattr(theme, name, record)
    lazy = theme._derive(theme.dark_palette())
    assert (lazy.die_face, lazy.die_edge, lazy.pip, lazy.pip_one, lazy.shadow) is not None
    assert derived == []
    assert lazy.sheet_filled.isValid()
    assert sorted(derived) == ["_board_roles", "_highlight_roles", "_sheet_roles"]
    eager = theme._derive(theme.dark_palette())
    for role in theme.Theme.__annotations__:
        assert getattr(lazy, role) == getattr(eager, role), role


def test_a_reported_first_paint_runs_the_work_once_outermost_first(qtbot) -> None:
    """With ``reported=True`` no event filter watches the window: the work waits until a
    widget in it calls ``painted`` (the welcome cards do), then runs once, the window's
    before its children's, as their paint events come."""
    from dicegame.ui.window.first_paint import painted

    window = QWidget()
    child = QWidget(window)
    qtbot.addWidget(window)
    calls: list[str] = []
    after_first_paint(child, lambda: calls.append("child"), reported=True)
    after_first_paint(window, lambda: calls.append("window"), reported=True)
    window.show()
    qtbot.wait(50)
    assert calls == []  # shown, maybe painted, but nothing reported it
    painted(child)
    qtbot.waitUntil(lambda: calls == ["window", "child"], timeout=2000)
    painted(child)
    qtbot.wait(50)
    assert calls == ["window", "child"]


def test_the_window_follows_the_language_without_a_change_event(qtbot) -> None:
    """The main window has no ``changeEvent`` (Qt calls it from the window's construction
    on, see ``NOT_BEFORE_THE_FIRST_PAINT_OF_MAIN``); it still retranslates on each
    LanguageChange, before its first paint and after."""
    from PySide6.QtCore import QCoreApplication, QEvent

    window = MainWindow()
    qtbot.addWidget(window)
    assert "changeEvent" not in vars(MainWindow)
    for _ in range(2):
        window.setWindowTitle("stale")
        QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
        assert window.windowTitle() == "Dice games"
        window.complete_menus()
