"""An exception escaping a slot is logged and shown once per burst; tests fail on one."""

from __future__ import annotations

import logging
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QPushButton

from dicegame.ui.window.errors import install_error_notice

pytestmark = pytest.mark.window

ROOT = Path(__file__).resolve().parents[2]


def test_an_exception_in_a_slot_is_logged_and_noticed_once_per_burst(qtbot, caplog) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    button = QPushButton("boom", window)
    window.setCentralWidget(button)
    window.show()

    def fail() -> None:
        raise ValueError("broken slot")

    button.clicked.connect(fail)
    previous = sys.excepthook
    with qtbot.capture_exceptions() as captured, caplog.at_level(logging.ERROR):
        hook = install_error_notice(window)
        try:
            for _ in range(3):
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        finally:
            sys.excepthook = hook.previous
    assert sys.excepthook is not hook and previous is not hook
    assert [str(error) for _, error, _ in captured] == ["broken slot"] * 3  # chained on
    logged = [r.exc_info[1] for r in caplog.records if r.exc_info]
    assert [str(error) for error in logged] == ["broken slot"] * 3
    assert hook.count == 3
    assert hook.box is not None and hook.box.isVisible()
    assert hook.box.text() and hook.box.windowTitle() == "Unexpected error"
    assert len(window.findChildren(type(hook.box))) == 1  # one notice for the burst
    hook.box.close()


FAILING_TEST = """
from PySide6.QtWidgets import QPushButton

def test_slot_raises(qtbot):
    button = QPushButton()
    qtbot.addWidget(button)
    button.clicked.connect(lambda: 1 / 0)
    button.click()
"""


@pytest.mark.process
def test_the_suite_fails_a_test_whose_slot_raises(tmp_path: Path) -> None:
    (tmp_path / "conftest.py").write_text((ROOT / "tests" / "conftest.py").read_text())
    (tmp_path / "test_inner.py").write_text(FAILING_TEST)
    (tmp_path / "pytest.ini").write_text("[pytest]\nqt_api = pyside6\n")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert result.returncode == 1, result.stdout
    assert "ZeroDivisionError" in result.stdout and "1 failed" in result.stdout
    switched = "[pytest]\nqt_api = pyside6\nqt_no_exception_capture = 1\n"
    (tmp_path / "pytest.ini").write_text(switched)
    switched_off = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert "exceptions in slots would pass silently" in switched_off.stdout


HUNG_TEST = """
from PySide6.QtWidgets import QMessageBox

def test_waits_for_ever(qtbot):
    qtbot.waitUntil(lambda: False, timeout=600_000)

def test_a_dialog_nobody_closes(qtbot):
    QMessageBox().exec()

def test_after_them():
    pass
"""


def test_the_suite_gives_each_test_a_minute() -> None:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        options = tomllib.load(handle)["tool"]["pytest"]["ini_options"]
    assert options["timeout"] == 60 and options["timeout_method"] == "thread"
    assert "--strict-markers" in options["addopts"].split()


@pytest.mark.process
def test_a_hung_wait_fails_its_test_instead_of_stopping_the_run(tmp_path: Path) -> None:
    """pytest-timeout ends a test that waits for ever, in Qt's event loop or in a modal
    dialog (here after 2 s instead of 60), and with pytest-xdist the run goes on."""
    (tmp_path / "conftest.py").write_text((ROOT / "tests" / "conftest.py").read_text())
    (tmp_path / "test_inner.py").write_text(HUNG_TEST)
    ini = "[pytest]\nqt_api = pyside6\ntimeout = 2\ntimeout_method = thread\n"
    (tmp_path / "pytest.ini").write_text(ini)
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "1"]
    result = subprocess.run(
        [*command, str(tmp_path)], capture_output=True, text=True, cwd=tmp_path, timeout=180
    )
    assert result.returncode == 1, result.stdout
    assert "2 failed, 1 passed" in result.stdout, result.stdout
    crashed = set(re.findall(r"crashed while running '[^']*::(\w+)'", result.stdout))
    assert crashed == {"test_waits_for_ever", "test_a_dialog_nobody_closes"}, result.stdout
