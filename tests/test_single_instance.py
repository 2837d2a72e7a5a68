"""One copy at a time (reliability review D1): proven with real processes.

Each test gives the program a fresh HOME and XDG_DATA_HOME (its data folder is then
``$XDG_DATA_HOME/dicegame/dicegame``). The first copy is the real program run by
``tests/support/instance_driver.py``, which plays on commands; a second start is the real
``python -m dicegame``.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6

from dicegame.single_instance import LOCK_NAME, SingleInstance, server_name

pytestmark = pytest.mark.process

ROOT = Path(__file__).resolve().parents[1]
DRIVER = [sys.executable, str(ROOT / "tests" / "support" / "instance_driver.py")]
TIMEOUT = 60


def home_env(home: Path) -> dict[str, str]:
    """The program's environment with a HOME of its own (and no test data folder)."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("DICEGAME_")}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_DATA_HOME=str(home / "share"),
        XDG_CONFIG_HOME=str(home / "config"),
        PYTHONPATH=str(ROOT),
    )
    return env


class Copy:
    """A running copy of the program, driven line by line."""

    def __init__(self, env: dict[str, str]) -> None:
        self.process = subprocess.Popen(
            DRIVER,
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self.hello = self.read()

    def read(self) -> dict:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, f"the program ended (exit code {self.process.wait(TIMEOUT)})"
        return json.loads(line)

    def send(self, command: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def ask(self, command: str) -> dict:
        self.send(command)
        return self.read()

    def quit(self) -> int:
        assert self.ask("quit") == {"exit": 0}
        return self.process.wait(TIMEOUT)

    def kill(self) -> None:
        """SIGKILL, as a crash; its socket (which the next copy would remove) goes too."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait(TIMEOUT)
        if "folder" in self.hello:
            socket = Path(tempfile.gettempdir()) / server_name(Path(self.hello["folder"]))
            socket.unlink(missing_ok=True)


@pytest.fixture
def copies() -> Iterator[list[Copy]]:
    """Copies started by a test; any still running at its end is killed."""
    started: list[Copy] = []
    yield started
    for copy in started:
        copy.kill()


def start(copies: list[Copy], env: dict[str, str]) -> Copy:
    copy = Copy(env)
    copies.append(copy)
    return copy


def second_start(env: dict[str, str]) -> subprocess.CompletedProcess:
    """``dicegame`` started again, as a second double-click does."""
    return subprocess.run(
        [sys.executable, "-m", "dicegame"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )


def test_a_second_start_raises_the_first_and_exits_and_the_game_ends_well(
    tmp_path: Path, copies: list[Copy]
) -> None:
    env = home_env(tmp_path / "home")
    first = start(copies, env)
    assert first.hello["ready"]
    folder = Path(first.hello["folder"])
    game = first.ask("penta 3")
    assert first.ask("minimize") == {"minimized": True}
    autosave = (folder / "autosave.json").read_bytes()

    done = second_start(env)
    assert done.returncode == 0, done.stderr
    state = first.ask("state")
    assert state["raise_requests"] == 1 and not state["minimized"]  # brought to the front
    assert state["game"] == game
    assert (folder / "autosave.json").read_bytes() == autosave  # the second wrote nothing

    finished = first.ask("finish")  # the first copy finishes its game after the second start
    assert finished["games"] == 1 and finished["game"]["over"]
    assert not (folder / "autosave.json").exists()
    assert first.quit() == 0
    assert not (folder / LOCK_NAME).exists()  # let go on quitting

    again = start(copies, env)  # nothing left to offer, the result kept once
    assert again.ask("state")["offered"] is False
    assert again.ask("penta 0")["id"] != game["id"]


def test_after_a_second_start_the_first_quits_and_its_game_is_offered_next_time(
    tmp_path: Path, copies: list[Copy]
) -> None:
    env = home_env(tmp_path / "home")
    first = start(copies, env)
    game = first.ask("penta 2")
    assert second_start(env).returncode == 0
    assert first.ask("state")["raise_requests"] == 1
    assert first.quit() == 0  # quits with its game unfinished

    later = start(copies, env)  # the lock is free again: this one is the running copy
    assert later.hello["ready"]
    assert later.ask("state")["offered"]
    assert later.ask("continue") == game  # the same game, its id included
    assert later.ask("finish")["games"] == 1


def test_after_kill_9_a_new_copy_starts_at_once_and_offers_the_game(
    tmp_path: Path, copies: list[Copy]
) -> None:
    env = home_env(tmp_path / "home")
    first = start(copies, env)
    folder = Path(first.hello["folder"])
    game = first.ask("penta 4")
    first.kill()
    assert (folder / LOCK_NAME).exists()  # left behind, naming a process that is gone

    after = start(copies, env)  # takes the stale lock over: no wait, no refusal
    assert after.hello["ready"] and after.hello["pid"] != first.hello["pid"]
    assert (folder / LOCK_NAME).read_text().split()[0] == str(after.hello["pid"])
    assert after.ask("state")["offered"]
    assert after.ask("continue") == game
    assert second_start(env).returncode == 0  # and it answers later starts in turn
    assert after.ask("state")["raise_requests"] == 1


STOPS = [getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP")]


@pytest.mark.parametrize("stop", STOPS, ids=lambda number: signal.Signals(number).name)
def test_a_stop_signal_ends_the_program_as_game_quit_does(
    tmp_path: Path, copies: list[Copy], stop: int
) -> None:
    """SIGTERM (log-out, shut-down), SIGINT (Ctrl+C) and SIGHUP (the terminal closed) end
    the program cleanly (``dicegame/stop_signals.py``): before, SIGTERM and SIGHUP killed it
    on the spot, leaving its lock and socket, and SIGINT raised KeyboardInterrupt in the
    next slot, which the error notice showed as a bug and the program went on."""
    env = home_env(tmp_path / "home")
    first = start(copies, env)
    folder = Path(first.hello["folder"])
    game = first.ask("penta 3")
    first.process.send_signal(stop)
    assert first.read() == {"exit": 0}  # main() returned, as after Game ▸ Quit
    assert first.process.wait(TIMEOUT) == 0
    assert not (folder / LOCK_NAME).exists()  # let go
    assert not (Path(tempfile.gettempdir()) / server_name(folder)).exists()
    assert "window/rect" in (folder / "settings.ini").read_text()  # its place kept

    later = start(copies, env)  # the game goes on at the next start
    assert later.ask("state")["offered"]
    assert later.ask("continue") == game


def test_a_lock_held_for_hours_is_not_taken_over(tmp_path: Path, copies: list[Copy]) -> None:
    env = home_env(tmp_path / "home")
    first = start(copies, env)
    lock = Path(first.hello["folder"]) / LOCK_NAME
    hours_ago = lock.stat().st_mtime - 5 * 3600
    os.utime(lock, (hours_ago, hours_ago))
    assert second_start(env).returncode == 0
    assert first.ask("state")["raise_requests"] == 1
    assert lock.read_text().split()[0] == str(first.hello["pid"])


def test_two_homes_run_side_by_side(tmp_path: Path, copies: list[Copy]) -> None:
    one = start(copies, home_env(tmp_path / "one"))
    two = start(copies, home_env(tmp_path / "two"))
    assert one.hello["ready"] and two.hello["ready"]
    assert one.hello["folder"] != two.hello["folder"]
    assert one.ask("state")["raise_requests"] == two.ask("state")["raise_requests"] == 0


def test_the_server_name_follows_the_data_folder(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "a")
    deep = tmp_path / ("x" * 200)
    assert server_name(tmp_path / "a") == server_name(tmp_path / "link")
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")
    assert len(server_name(deep)) < 40  # a Unix socket path has about 100 bytes


def test_without_a_usable_data_folder_the_program_starts_anyway(tmp_path: Path, qapp) -> None:
    """No lock can be made (the "folder" is a file): nothing to guard, nothing to refuse;
    the autosave warns that it cannot save, as before."""
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("")
    instance = SingleInstance(not_a_folder)
    try:
        assert instance.claim() and not instance.holds_lock
        assert not instance.listen()
    finally:
        shiboken6.delete(instance)


FIRST_FRAME = """
import json, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from dicegame.app import main

app = QApplication([sys.argv[0]])
seen = {}


class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and "locked" not in seen:
            seen["locked"] = app.findChild(QObject, "singleInstance").holds_lock
            seen["network"] = "PySide6.QtNetwork" in sys.modules
        return False


def look(tries=[0]):
    tries[0] += 1
    instance = app.findChild(QObject, "singleInstance")
    if instance is not None and instance.listening or tries[0] > 500:
        seen["listening"] = instance.listening
        app.quit()
    else:
        QTimer.singleShot(20, look)


first_paint = FirstPaint()
app.installEventFilter(first_paint)
QTimer.singleShot(0, look)
seen["exit"] = main([sys.argv[0]])
print(json.dumps(seen))
"""


def test_the_lock_comes_before_the_window_and_the_server_after_its_first_paint(
    tmp_path: Path,
) -> None:
    """Start-up stays lean (tests/test_startup.py): the lock (QtCore) is taken before the
    window is built, QtNetwork is imported only once the window is painted."""
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME],
        cwd=ROOT,
        env=home_env(tmp_path / "home"),
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"locked": True, "network": False, "listening": True, "exit": 0}


def test_a_second_start_while_the_first_is_starting_waits_for_its_answer(
    tmp_path: Path, qtbot
) -> None:
    """The first copy listens only after its first paint: a start in between retries.
    Here the first copy is this test: it holds the lock and listens a moment later."""
    folder = tmp_path / "data"
    folder.mkdir()
    first = SingleInstance(folder)
    assert first.claim()
    env = home_env(tmp_path / "home")
    env["DICEGAME_DATA_DIR"] = str(folder)
    second = subprocess.Popen(
        [sys.executable, "-m", "dicegame"], cwd=ROOT, env=env, stderr=subprocess.PIPE
    )
    try:
        qtbot.wait(2000)  # the second copy knocks at a door not open yet (it tries for 30 s)
        assert first.raise_requests == 0
        assert first.listen()
        qtbot.waitUntil(lambda: first.raise_requests == 1, timeout=TIMEOUT * 1000)
        assert second.wait(TIMEOUT) == 0
    finally:
        if second.poll() is None:
            second.kill()
        first.release()
        shiboken6.delete(first)  # now, not at the interpreter's exit after the QApplication
    assert not (folder / LOCK_NAME).exists()


BUSY_FIRST = """
import json, sys, time
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QSocketNotifier
from dicegame.single_instance import SingleInstance

app = QCoreApplication([])
first = SingleInstance(Path(sys.argv[1]))
assert first.claim() and first.listen()
raises = []
first.raiseRequested.connect(lambda: raises.append(1))

def report():
    sys.stdin.readline()
    for _ in range(50):  # what came while busy, an unanswered request too, is read now
        app.processEvents()
        time.sleep(0.01)
    print(json.dumps({"requests": first.raise_requests, "raises": len(raises)}), flush=True)
    first.release()
    app.quit()

notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
notifier.activated.connect(report)
print("listening", flush=True)
time.sleep(float(sys.argv[2]))  # busy: its event loop answers nothing meanwhile
app.exec()
"""

#: How long the first copy is busy; longer than the second copy once waited (1 s).
BUSY_S = 3.0


class BusyFirst:
    """A first copy that listens, then is busy for ``busy_s`` before answering anything."""

    def __init__(self, folder: Path, busy_s: float) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", BUSY_FIRST, str(folder), str(busy_s)],
            cwd=ROOT,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None and self.process.stdin is not None
        assert self.process.stdout.readline().strip() == "listening"

    def report(self) -> dict:
        assert self.process.stdout is not None and self.process.stdin is not None
        self.process.stdin.write("report\n")
        self.process.stdin.flush()
        seen = json.loads(self.process.stdout.readline())
        assert self.process.wait(TIMEOUT) == 0
        return seen

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(TIMEOUT)


@pytest.fixture
def data_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder


def test_a_busy_first_copy_is_waited_for_and_raised_once(data_folder: Path, qapp) -> None:
    """Reliability R5: under load the second copy gave up after 1 s ("does not answer")
    and asked again and again; the first, busy, then obeyed every request."""
    first = BusyFirst(data_folder, BUSY_S)
    second = SingleInstance(data_folder)
    try:
        assert not second.claim()
        assert second.ask_first_to_raise()
        assert first.report() == {"requests": 1, "raises": 1}
    finally:
        first.kill()
        shiboken6.delete(second)


def test_a_first_copy_that_never_answers_is_asked_once(data_folder: Path, qapp) -> None:
    """The second copy's wait is bounded (here an injected 0.5 s), and it does not ask
    again: a late first copy then comes to the front once, not once per attempt."""
    first = BusyFirst(data_folder, BUSY_S)
    second = SingleInstance(data_folder)
    try:
        assert not second.ask_first_to_raise(wait_ms=100, answer_ms=500)
        assert first.report() == {"requests": 1, "raises": 1}
    finally:
        first.kill()
        shiboken6.delete(second)


def test_requests_that_come_while_the_first_is_busy_raise_it_once(data_folder: Path, qapp) -> None:
    from PySide6.QtNetwork import QLocalSocket

    first = BusyFirst(data_folder, BUSY_S)
    sockets = [QLocalSocket() for _ in range(2)]
    try:
        for socket in sockets:
            socket.connectToServer(server_name(data_folder))
            assert socket.waitForConnected(TIMEOUT * 1000)
            socket.write(b"raise\n")
            assert socket.waitForBytesWritten(TIMEOUT * 1000)
        for socket in sockets:
            assert socket.waitForReadyRead(TIMEOUT * 1000)
            assert bytes(socket.readAll().data()) == b"ok\n"
        assert first.report() == {"requests": 2, "raises": 1}
    finally:
        first.kill()
        for socket in sockets:
            shiboken6.delete(socket)


LISTENER_ALONE = """
import sys
from PySide6.QtCore import QCoreApplication
from dicegame.single_instance import SingleInstance

app = QCoreApplication([])
first = SingleInstance(sys.argv[1])
assert first.claim() and first.listen() and first.listening
print("QtNetwork" if "PySide6.QtNetwork" in sys.modules else "no QtNetwork")
first.release()
"""


@pytest.mark.process
@pytest.mark.skipif(not hasattr(__import__("_socket"), "AF_UNIX"), reason="Unix sockets")
def test_the_running_copy_listens_without_qtnetwork(tmp_path: Path) -> None:
    """Issue 37 item 4: on Unix the running copy answers later starts with its own
    listener (``dicegame.local_listener``): QtNetwork and the libraries it links (some
    3 MiB of the idle program) are not loaded for one socket. A later copy still asks
    through QLocalSocket (the tests above)."""
    result = subprocess.run(
        [sys.executable, "-c", LISTENER_ALONE, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "no QtNetwork"
