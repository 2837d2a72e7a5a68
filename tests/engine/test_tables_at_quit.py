"""A table load still running when the program quits says nothing (``engine/tables.py``).

The loads run in daemon threads. At the interpreter's exit the relays they signal through
are deleted with the modules; a load finishing then signalled a deleted QObject and the
process died with SIGSEGV (test_startup's script: 1 run in about 60 on a busy machine,
the native stack in ``QMetaObject::metacall`` on the loading thread).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dicegame.engine import tables

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def signalling(monkeypatch):
    """The module as at start: signalling (a test's stop is undone)."""
    monkeypatch.setattr(tables, "_stopped", False)
    return tables


def test_a_load_finishing_after_the_stop_signals_nothing(qtbot, signalling) -> None:
    jobs: list = []
    load = tables.BackgroundLoad("quit-test", lambda: False, lambda: None, jobs.append)
    heard: list[bool] = []
    load.loaded.connect(lambda: heard.append(True))
    load.request()
    signalling.stop_signalling()
    jobs.pop()()  # the thread's work ends after the program began to quit
    qtbot.wait(20)
    assert heard == []


def test_before_the_stop_a_load_signals_as_ever(qtbot, signalling) -> None:
    jobs: list = []
    load = tables.BackgroundLoad("quit-test", lambda: False, lambda: None, jobs.append)
    load.request()
    with qtbot.waitSignal(load.loaded, timeout=5000):
        jobs.pop()()


EXIT_WHILE_LOADING = """
import atexit, threading
from PySide6.QtCore import QCoreApplication, Qt
from dicegame.engine import tables

app = QCoreApplication([])
release = threading.Event()
said = []


def finish_the_load_at_exit():  # registered first, so atexit runs it last
    release.set()
    for thread in threading.enumerate():
        if thread.name.startswith("dicegame-exit-test"):
            thread.join(10)
    print("said" if said else "silent", flush=True)


atexit.register(finish_the_load_at_exit)
load = tables.BackgroundLoad("exit-test", lambda: False, release.wait)
tables._relays["exit-test"].finished.connect(
    lambda: said.append(1), Qt.ConnectionType.DirectConnection
)
load.request()
# The script ends while the load runs; the load finishes during the exit, after the
# module's own atexit stop (registered with its first relay, so it runs before ours).
"""


@pytest.mark.process
def test_at_the_interpreters_exit_a_running_load_is_silenced() -> None:
    done = subprocess.run(
        [sys.executable, "-c", EXIT_WHILE_LOADING],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "silent"
