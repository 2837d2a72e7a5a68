"""The running copy's listener without QtNetwork (issue 37 item 4): a later copy's
QLocalSocket reaches it, only the request is answered, and the idle program it serves
loads no QtNetwork for it."""

from __future__ import annotations

import _socket
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket

from dicegame.local_listener import LineListener, available, socket_path

pytestmark = pytest.mark.skipif(not available(), reason="Unix domain sockets")

REQUEST = b"raise\n"
ANSWER = b"ok\n"
NAME = "dicegame-listener-test"


@pytest.fixture
def temp_folder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A short TMPDIR of its own (a Unix socket's path has some 100 bytes at most)."""
    folder = Path(tempfile.mkdtemp(prefix="ll-"))
    monkeypatch.setenv("TMPDIR", str(folder))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def listener(qtbot, temp_folder: Path) -> Iterator[LineListener]:
    made = LineListener(REQUEST, ANSWER)
    assert made.listen(NAME)
    yield made
    made.close()


def ask(qtbot, line: bytes) -> bytes:
    """What the listener answers a QLocalSocket (as a later copy sends it) that sends
    ``line``; once the listener has closed the connection."""
    client = QLocalSocket()
    client.connectToServer(NAME)
    assert client.waitForConnected(2000), client.errorString()
    client.write(line)
    client.flush()
    qtbot.waitUntil(lambda: client.state() == QLocalSocket.LocalSocketState.UnconnectedState)
    return bytes(client.readAll().data())


def test_a_later_copys_request_is_answered_then_received(qtbot, listener) -> None:
    assert listener.path == str(Path(os.environ["TMPDIR"]) / NAME) == socket_path(NAME)
    with qtbot.waitSignal(listener.received, timeout=2000):
        assert ask(qtbot, REQUEST) == ANSWER
    with qtbot.waitSignal(listener.received, timeout=2000):
        assert ask(qtbot, REQUEST) == ANSWER  # and again


def test_another_line_is_dropped_unanswered(qtbot, listener) -> None:
    heard: list[bool] = []
    listener.received.connect(lambda: heard.append(True))
    assert ask(qtbot, b"hello\n") == b""
    assert ask(qtbot, b"x" * 40) == b""  # longer than the request, and no line's end
    assert heard == []


def test_only_its_user_may_connect(listener) -> None:
    assert listener.path is not None
    mode = os.stat(listener.path).st_mode
    assert stat.S_ISSOCK(mode)
    assert mode & 0o077 == 0


def test_a_socket_left_by_a_killed_copy_is_replaced(qtbot, temp_folder: Path) -> None:
    left = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    left.bind(socket_path(NAME))
    left.close()  # its file stays, as a killed copy's does
    made = LineListener(REQUEST, ANSWER)
    try:
        assert made.listen(NAME)
        with qtbot.waitSignal(made.received, timeout=2000):
            assert ask(qtbot, REQUEST) == ANSWER
    finally:
        made.close()


def test_closing_removes_the_socket(listener, temp_folder: Path) -> None:
    listener.close()
    assert not listener.isListening()
    assert list(temp_folder.iterdir()) == []


def test_listening_loads_no_qtnetwork(temp_folder: Path) -> None:
    script = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "before = set(sys.modules)\n"
        "from dicegame.local_listener import LineListener\n"
        "app = QCoreApplication([])\n"
        "listener = LineListener(b'raise\\n', b'ok\\n')\n"
        f"assert listener.listen({NAME!r})\n"
        "listener.close()\n"
        "added = set(sys.modules) - before\n"
        "print(sorted(name for name in added if 'QtNetwork' in name or name == 'socket'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        cwd=Path(__file__).resolve().parents[1],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"
