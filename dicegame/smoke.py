"""Smoke mode (``dicegame --smoke``) and start-up probe (``dicegame --startup-probe``).

The smoke run checks that an installed or frozen program really works: the main window
opens, a short scripted game of Penta and of Farkle is played THROUGH THE ENGINES (so their
timers, the Penta strategy table and the Farkle computer all run), each game's view opens in
the window, the interface switches to every language (our catalogs and Qt's must be found),
and the data files are where :mod:`dicegame.paths` looks. It prints one line per check and
returns 0, or prints what failed and returns 1.

The start-up probe prints the time the main window was first painted and the idle memory,
then quits; ``benchmarks/installer.py`` uses it.

Wiring in ``dicegame/app.py`` (see :func:`requested` and :func:`run`)::

    smoke.prepare(args)            # before the QApplication: headless if there is no display
    ...
    window.show()
    if smoke.requested(args):
        return smoke.run(args, app, window)
    return app.exec()

To add a check: write ``def check_something(app, window) -> str`` that returns a short
report or raises :class:`SmokeFailure`, and list it in :data:`CHECKS`.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from dicegame.paths import i18n_path, resource_path

__all__ = [
    "CHECKS",
    "PROBE_FLAG",
    "SMOKE_FLAG",
    "SmokeFailure",
    "prepare",
    "requested",
    "run",
    "run_smoke",
    "run_startup_probe",
]

SMOKE_FLAG = "--smoke"
PROBE_FLAG = "--startup-probe"
# What benchmarks/installer.py reads on the probe's standard output.
PROBE_SHOWN = "dicegame-probe: shown"
PROBE_IDLE = "dicegame-probe: idle rss_kib="

SEED = 20260611
GAME_TIMEOUT_S = 60.0
LANGUAGE_CODES = ("en", "pt_PT", "pt_BR", "ro")
# Languages whose Qt strings (standard buttons) are translated: by Qt's qtbase_pt_BR.qm,
# or by our i18n/qtbase_extra_<code>.qm where Qt ships none.
QT_CATALOG_LANGUAGES = ("pt_PT", "pt_BR", "ro")


class SmokeFailure(Exception):
    """A smoke check found the program broken."""


# ----- entry points -------------------------------------------------------------------
def requested(argv: Sequence[str]) -> bool:
    """True when the command line asks for the smoke run or the start-up probe."""
    return SMOKE_FLAG in argv or PROBE_FLAG in argv


def prepare(argv: Sequence[str]) -> None:
    """Before the QApplication exists: run headless when asked to smoke without a display."""
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if requested(argv) and headless and sys.platform.startswith("linux"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def run(argv: Sequence[str], app: Any, window: Any) -> int:
    """Run the probe or the smoke checks (whichever the command line asks for)."""
    if PROBE_FLAG in argv:
        return run_startup_probe(app, window)
    return run_smoke(app, window)


def run_smoke(app: Any, window: Any) -> int:
    """Run every check in :data:`CHECKS`; 0 when all pass, else 1 (after running them all)."""
    started = time.perf_counter()
    failures = []
    for check in CHECKS:
        name = check.__name__.removeprefix("check_")
        try:
            report = check(app, window)
        except SmokeFailure as failure:
            failures.append(name)
            _say(f"FAIL {name}: {failure}")
        except Exception:
            failures.append(name)
            _say(f"FAIL {name}: unexpected error\n{traceback.format_exc()}")
        else:
            _say(f"ok   {name}: {report}")
    elapsed = time.perf_counter() - started
    if failures:
        _say(f"smoke FAILED ({', '.join(failures)}) in {elapsed:.1f} s")
        return 1
    _say(f"smoke passed ({len(CHECKS)} checks) in {elapsed:.1f} s")
    return 0


def run_startup_probe(app: Any, window: Any, idle_ms: int = 1500) -> int:
    """Print :data:`PROBE_SHOWN` at the window's first paint, the idle RSS later, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                print(PROBE_SHOWN, flush=True)
                QTimer.singleShot(idle_ms, report_idle)
            return False

    def report_idle() -> None:
        print(f"{PROBE_IDLE}{_rss_kib()}", flush=True)
        app.quit()

    watcher = FirstPaint(app)
    window.installEventFilter(watcher)
    window.update()
    return app.exec()


# ----- helpers --------------------------------------------------------------------------
def _say(line: str) -> None:
    print(f"smoke: {line}", file=sys.stderr, flush=True)


def _rss_kib() -> int:
    """Resident memory of this process in KiB (Linux /proc; 0 elsewhere)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _wait_until(app: Any, done: Callable[[], bool], what: str, timeout_s: float) -> None:
    """Run the event loop until ``done()``; raise SmokeFailure after ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > deadline:
            raise SmokeFailure(f"timed out after {timeout_s:.0f} s waiting for {what}")
        app.processEvents()
        time.sleep(0.001)


def _fast_timing() -> Any:
    from dicegame.engine.timing import Timing

    return Timing.fast()


def _setup(kind: str, options: dict[str, Any] | None = None, **choices: Any) -> Any:
    from dicegame.core.setup import GameSetup

    return GameSetup(kind=kind, humans=("Smoke",), options=options or {}, **choices)


# ----- checks ---------------------------------------------------------------------------
def check_main_window(app: Any, window: Any) -> str:
    """The window is shown, has its title and the application icon (set just after the
    first paint), and its menus are complete."""
    window.show()
    _wait_until(app, window.isVisible, "the main window to show", 10)
    if not window.windowTitle():
        raise SmokeFailure("the main window has no title")
    try:
        _wait_until(app, lambda: not app.windowIcon().isNull(), "the application icon", 10)
    except SmokeFailure:
        raise SmokeFailure("no application icon (finish_application in dicegame/app.py)") from None
    if not window.game_menu.actions() or not window.help_menu.actions():
        raise SmokeFailure("the menus were not completed after the first paint")
    return f"{window.windowTitle()!r} on {app.platformName()}"


def check_data_files(app: Any, window: Any) -> str:
    """The icon renders (SVG plugins bundled); the rules pages, the strategy table and the
    sounds exist; the Farkle Master's tables and the Expert's load and match their sha256."""
    from PySide6.QtGui import QIcon

    icon_file = resource_path("icons", "dicegame.svg")
    if QIcon(str(icon_file)).pixmap(64, 64).isNull():
        raise SmokeFailure(f"cannot render {icon_file} (Qt SVG icon engine missing?)")
    wanted = [resource_path("penta", "strategy_table.f32")]
    from dicegame.ui.games import ui_game, ui_kinds

    wanted += [ui_game(game).rules_page(code) for game in ui_kinds() for code in LANGUAGE_CODES]
    from dicegame.ui.voice.sound import Cue, cue_path

    wanted += [cue_path(cue) for cue in Cue]
    missing = [str(path) for path in wanted if not path.is_file()]
    if missing:
        raise SmokeFailure(f"missing data files: {', '.join(missing)}")
    from dicegame.games.farkle.core import TARGETS
    from dicegame.games.farkle.core.master import TableError, load_table

    for target in TARGETS:  # read and checked against its sha256
        try:
            load_table(target)
        except TableError as error:
            raise SmokeFailure(str(error)) from error
    from dicegame.games.farkle.core.expert_table import ExpertTableError, load_expert_rolls

    try:  # without it the program solves it at the first Farkle game: a freeze
        load_expert_rolls()
    except ExpertTableError as error:
        raise SmokeFailure(str(error)) from error
    tables = len(TARGETS) * 2 + 2
    return f"{len(wanted) + 1 + tables} files below {resource_path()} (Farkle tables sound)"


def check_penta_game(app: Any, window: Any) -> str:
    """A whole Penta game, one human against the computer, through PentaEngine.

    The human plays the hints (optimal holds and boxes); in the last round they roll three
    times and let the auto-score countdown choose.
    """
    from dicegame.games.penta.core import strategy
    from dicegame.games.penta.core.rules import ROUNDS, Box
    from dicegame.games.penta.engine.engine import PentaEngine

    engine = PentaEngine(_setup("penta"), timing=_fast_timing(), rng=random.Random(SEED))
    ranking: list[Any] = []
    auto_scored: list[Box] = []
    engine.gameOver.connect(ranking.append)
    engine.autoScored.connect(auto_scored.append)
    engine.start()

    def human_turn() -> None:
        game = engine.game
        last_round = game.round == ROUNDS
        _require(engine.roll(), "roll")
        while not last_round:
            hint = engine.hint()
            if hint is None:
                raise SmokeFailure("the engine gave no hint after a roll")
            best = hint.best
            if isinstance(best, Box):
                _require(engine.scoreBox(best), f"score {best.name}")
                return
            if game.dice is None:
                raise SmokeFailure("the dice are blank after a roll")
            flags = strategy.hold_flags(game.dice, best)
            for index, (held, wanted) in enumerate(zip(game.held, flags, strict=True)):
                if held != wanted:
                    _require(engine.toggleHold(index), "hold a die")
            _require(engine.roll(), "roll again")
        while game.rolls_left:
            _require(engine.roll(), "roll again")
        _wait_until(app, lambda: bool(auto_scored), "the auto-score", GAME_TIMEOUT_S)

    def human_to_play() -> bool:
        return bool(ranking) or not (engine.is_computer_turn or engine.countdown_active)

    while not ranking:
        _wait_until(app, human_to_play, "the computer's Penta turn", GAME_TIMEOUT_S)
        if not ranking:
            human_turn()
    totals = ", ".join(f"{row[2].name} {row[3]}" for row in ranking[0])
    return f"13 rounds, auto-score chose {auto_scored[0].name}; {totals}"


def check_farkle_game(app: Any, window: Any) -> str:
    """A whole Farkle game to 5 000, one human against the computer, through FarkleEngine.

    The human sets aside the best dice of each roll and banks from 350 points.
    """
    from dicegame.games.farkle.core.rules import FarklePhase, best_selection
    from dicegame.games.farkle.engine.engine import FarkleEngine

    engine = FarkleEngine(
        _setup("farkle", {"target": 5000}), timing=_fast_timing(), rng=random.Random(SEED)
    )
    ranking: list[Any] = []
    events = {"farkles": 0, "hot dice": 0, "last turn": 0}
    engine.gameOver.connect(ranking.append)
    engine.farkled.connect(lambda *_: events.__setitem__("farkles", events["farkles"] + 1))
    engine.hotDice.connect(lambda: events.__setitem__("hot dice", events["hot dice"] + 1))
    engine.lastTurn.connect(lambda _: events.__setitem__("last turn", 1))
    game_of = lambda: engine.game  # noqa: E731 - newGame() may replace the game object

    def human_to_play() -> bool:
        game = game_of()
        return bool(ranking) or (
            not engine.is_computer_turn and game.phase is not FarklePhase.FARKLED
        )

    def human_turn() -> None:
        game = game_of()
        engine.roll()
        while game.phase is FarklePhase.CHOOSING:
            for index in best_selection(game.roll_dice):
                engine.toggleDie(index)
            if game.turn_total >= 350:
                engine.bank()
                return
            engine.roll()

    turns = 0
    while not ranking:
        _wait_until(app, human_to_play, "the computer's Farkle turn", GAME_TIMEOUT_S)
        if not ranking:
            human_turn()
            turns += 1
            if turns > 500:
                raise SmokeFailure("the Farkle game does not end")
    totals = ", ".join(f"{row[2].name} {row[3]}" for row in ranking[0])
    seen = ", ".join(f"{name} {count}" for name, count in events.items())
    return f"{turns} human turns ({seen}); {totals}"


def check_game_views(app: Any, window: Any) -> str:
    """Each game's view opens in the main window (imported by name: PyInstaller must ship it)."""
    if not hasattr(window, "start_game"):
        raise SmokeFailure("the main window has no start_game(setup)")
    opened = []
    from dicegame.ui.games import ui_kinds

    for kind in ui_kinds():
        try:
            view = window.start_game(_setup(kind, with_computer=False))
        except ImportError as error:
            raise SmokeFailure(f"the {kind} view cannot be imported: {error}") from error
        _wait_until(app, view.isVisible, f"the {kind} view", 10)
        opened.append(type(view).__name__)
    return ", ".join(opened)


def check_languages(app: Any, window: Any) -> str:
    """Switch to every language: our catalog and Qt's must translate; back to the start one."""
    from PySide6.QtCore import QCoreApplication

    from dicegame import i18n
    from dicegame.persist.settings import IniStore, Settings

    scratch = tempfile.mkdtemp(prefix="dicegame-smoke-")
    settings = Settings(IniStore(Path(scratch, "settings.ini")), parent=app)
    manager = i18n.LanguageManager(settings=settings, parent=app)
    start = i18n.current_language()
    english_title = None
    titles = []
    program_catalogs = _set_aside_program_catalogs(app, manager)
    try:
        for code in (*LANGUAGE_CODES, start):
            manager.set_language(code)
            app.processEvents()
            title = window.windowTitle()
            english_title = title if code == "en" else english_title
            if code != "en" and title == english_title:
                raise SmokeFailure(f"{code}: title still {title!r}; {i18n_path()} lacks its .qm?")
            cancel = QCoreApplication.translate("QPlatformTheme", "Cancel")
            if code in QT_CATALOG_LANGUAGES and cancel == "Cancel":
                raise SmokeFailure(f"{code}: Qt's own strings are untranslated (qtbase*_{code}.qm)")
            titles.append(f"{code} {title!r}")
    finally:
        for translator in program_catalogs:
            QCoreApplication.installTranslator(translator)
    return "; ".join(titles[: len(LANGUAGE_CODES)])


def _set_aside_program_catalogs(app: Any, checking: Any) -> list[Any]:
    """Uninstall the catalogs the program's own language managers installed (the system's
    language, when it is not English), and return them: with them in place, switching to
    English would still show the system's language (LANG=pt_BR.UTF-8: the check failed)."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from dicegame.i18n import LanguageManager

    catalogs = [
        translator
        for manager in app.findChildren(LanguageManager)
        if manager is not checking
        for translator in manager.findChildren(QTranslator)
    ]
    for translator in catalogs:
        QCoreApplication.removeTranslator(translator)
    return catalogs


#: What Qt's locale services must give in each language (the installer trims ICU's data to
#: these languages: packaging/linux/trim_icu.sh). Names sort by the language's collation
#: (accents are secondary; Romanian puts Î after I), never by code point, which would put
#: Élia, Îngrid and Ștefan last.
NAMES_TO_SORT = ("Tudor", "Ștefan", "Élia", "sorin", "Eva", "ana", "Îngrid", "Ion")
SORTED_NAMES = ("ana", "Élia", "Eva", "Îngrid", "Ion", "sorin", "Ștefan", "Tudor")
SORTED_NAMES_RO = ("ana", "Élia", "Eva", "Ion", "Îngrid", "sorin", "Ștefan", "Tudor")
LOCALE_EXPECTATIONS = {
    # language: (10 000 formatted, names sorted)
    "en": ("10,000", SORTED_NAMES),
    "pt_PT": ("10\u00a0000", SORTED_NAMES),
    "pt_BR": ("10.000", SORTED_NAMES),
    "ro": ("10.000", SORTED_NAMES_RO),
}
TO_UPPER = ("ștefan élia çà îngrid ăâ", "ȘTEFAN ÉLIA ÇÀ ÎNGRID ĂÂ")


def check_locale_services(app: Any, window: Any) -> str:
    """Number formatting, collation of player names and case mapping in each language."""
    from PySide6.QtCore import QCollator, QLocale

    for code, (ten_thousand, sorted_names) in LOCALE_EXPECTATIONS.items():
        locale = QLocale(code)
        formatted = locale.toString(10000)
        if formatted != ten_thousand:
            raise SmokeFailure(f"{code}: 10000 formats as {formatted!r}, not {ten_thousand!r}")
        collator = QCollator(locale)
        names = tuple(sorted(NAMES_TO_SORT, key=collator.sortKey))
        if names != sorted_names:
            raise SmokeFailure(f"{code}: names sort as {names} (collation data missing?)")
        upper = locale.toUpper(TO_UPPER[0])
        if upper != TO_UPPER[1]:
            raise SmokeFailure(f"{code}: upper case of {TO_UPPER[0]!r} is {upper!r}")
    return f"10 000, {len(NAMES_TO_SORT)} names sorted, upper case in {len(LOCALE_EXPECTATIONS)}"


def _require(accepted: bool, action: str) -> None:
    if not accepted:
        raise SmokeFailure(f"the engine refused to {action}")


#: The checks, in order. Games before views and languages so a failure points at the engine.
CHECKS: list[Callable[[Any, Any], str]] = [
    check_main_window,
    check_data_files,
    check_penta_game,
    check_farkle_game,
    check_game_views,
    check_languages,
    check_locale_services,
]
