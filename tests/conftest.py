"""Test-wide set-up: headless Qt, and no test touches the user's real settings or saves.

Shared fixtures: ``qm_dir`` (the catalogs compiled once per session by the project's own
script) and ``languages`` (a LanguageManager on scratch settings). Shared helpers that are
not fixtures live in ``tests/support/`` (``from support.scripted import ScriptedRng``).
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:  # hints only: the fixtures import Qt once the environment below is set
    from dicegame.i18n import LanguageManager
    from dicegame.persist.settings import Settings

if not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
# Keep every test's files out of the real home folder.
_SANDBOX = tempfile.mkdtemp(prefix="dicegame-tests-")
os.environ.setdefault("DICEGAME_DATA_DIR", os.path.join(_SANDBOX, "data"))
os.environ.setdefault("XDG_CONFIG_HOME", os.path.join(_SANDBOX, "config"))
os.environ.setdefault("XDG_DATA_HOME", os.path.join(_SANDBOX, "share"))

ROOT = Path(__file__).resolve().parent.parent


def pytest_configure(config) -> None:
    from PySide6.QtCore import QStandardPaths

    QStandardPaths.setTestModeEnabled(True)


# pyproject.toml gives every test a minute (pytest-timeout), so that a hung wait fails
# instead of stopping the run. These tiers take longer by nature: an exact solve of a whole
# table; a Python process started, which waits for its child (the child's own limit
# first); a test marked slow. A test's own `timeout` mark wins.
TIER_TIMEOUTS = {"tables": 900, "process": 240, "slow": 300}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.pluginmanager.hasplugin("timeout"):  # pytest-timeout not installed yet
        return
    for item in items:
        if item.get_closest_marker("timeout") is not None:
            continue
        limits = [s for tier, s in TIER_TIMEOUTS.items() if item.get_closest_marker(tier)]
        if limits:
            item.add_marker(pytest.mark.timeout(max(limits)))


@pytest.fixture(scope="session")
def qm_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The catalogs compiled by the project's own script, into a scratch folder."""
    out = tmp_path_factory.mktemp("qm")
    subprocess.run(["bash", str(ROOT / "tools" / "compile_translations.sh"), str(out)], check=True)
    return out


@pytest.fixture
def language_settings(tmp_path: Path) -> Settings:
    """Scratch settings for a LanguageManager (on an INI file of the test's own)."""
    from dicegame.persist.settings import IniStore, Settings

    return Settings(IniStore(tmp_path / "settings.ini"))


@pytest.fixture
def languages(qapp, qm_dir: Path, language_settings: Settings) -> Iterator[LanguageManager]:
    """A LanguageManager on scratch settings; English and the original locale come back
    afterwards."""
    from PySide6.QtCore import QLocale

    from dicegame.i18n import LanguageManager

    original_locale = QLocale()
    manager = LanguageManager(settings=language_settings, i18n_dir=qm_dir)
    yield manager
    manager.set_language("en")
    QLocale.setDefault(original_locale)


@pytest.fixture(autouse=True)
def fail_on_exceptions_in_slots(request: pytest.FixtureRequest) -> None:
    """Every test fails when an exception escapes a Qt slot.

    pytest-qt does the work: around each test it replaces ``sys.excepthook`` (which Qt
    calls for an exception raised in a slot) and fails the test when anything reached it.
    This fixture makes sure nobody switched that off, for the whole suite or one test
    (``qt_no_exception_capture`` in the ini file or as a marker).
    """
    if request.config.getini("qt_no_exception_capture"):
        pytest.fail("qt_no_exception_capture is set: exceptions in slots would pass silently")
    if request.node.get_closest_marker("qt_no_exception_capture"):
        pytest.fail(f"{request.node.name}: exceptions in slots must fail the test")
    assert hasattr(request.node, "qt_exception_capture_manager"), "pytest-qt capture is off"


@pytest.fixture(autouse=True)
def earlier_widgets_gone() -> None:
    """What earlier tests closed is deleted before this test starts.

    pytest-qt closes a test's widgets and calls ``deleteLater`` on them, but Qt deletes
    them only when an event loop next runs; until then they still get this test's
    application-wide events (a language switch), with the state of a test that is over
    (a game registered only for it, say)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is not None:
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def silent_sound_player(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test makes a real sound: the desktop's player command is never started (tests
    that check the sounds give the window or the SoundBoard a recording double)."""
    from dicegame.ui.voice import sound

    monkeypatch.setattr(sound.CommandPlayer, "play", lambda _self, _path: None)


@pytest.fixture
def english_numbers() -> Iterator[None]:
    """Numbers and percentages as en_US writes them ("61%"), whatever the machine's locale;
    the locale comes back afterwards (``pytestmark = pytest.mark.usefixtures(...)``)."""
    from PySide6.QtCore import QLocale

    previous = QLocale()
    QLocale.setDefault(QLocale("en_US"))
    yield
    QLocale.setDefault(previous)


@pytest.fixture(scope="session")
def farkle_tables_in() -> None:
    """Farkle's tables in memory, as once a first Farkle game has loaded them (issue 37:
    they load in the background when a game first needs them, and the chances show after):
    a test's engine then has its chances at once, whichever test ran first. The tests of
    that load (``tests/engine/test_farkle_tables.py``) start from none."""
    from dicegame.games.farkle.core import tables
    from dicegame.games.farkle.core.rules import TARGETS

    for target in TARGETS:
        tables.load(tables.parts(2, target))
    tables.load(tables.parts(3, TARGETS[0]))


@pytest.fixture(autouse=True)
def farkle_tables_for_qt_tests(request: pytest.FixtureRequest) -> None:
    """The tables above for every test with a Qt application (``qapp``, ``qtbot``): those
    make engines. The others (the cores, the scripts) do not pay their load, some 0.6 s,
    or 2.4 s under coverage's tracer, which a short time limit on a worker's first test
    would count (``test_errors.py``'s hung waits, limited to 2 s)."""
    if {"qapp", "qtbot"} & set(request.fixturenames):
        request.getfixturevalue("farkle_tables_in")
