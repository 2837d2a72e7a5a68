"""One copy of the program per data folder (reliability review D1).

Two copies on one data folder would share one ``autosave.json``: each would overwrite the
other's game after every move, and the first to finish its game would delete the file with
the other's game in it. So the first copy holds a lock file in the data folder for as long
as it runs, and a second start on the same folder asks the first to come to the front, and
exits.

* The lock is a :class:`QLockFile` (``running.lock`` in the data folder). A lock left by a
  copy that was killed names a process that is gone: QLockFile sees that by its process id
  and the next start takes the lock over at once. The lock never goes stale by age
  (``setStaleLockTime(0)``): a copy that has run for hours keeps it.
* The first copy listens on a local socket (:class:`QLocalServer`) whose name is derived
  from the data folder and the user, so two users, or two HOMEs of one user, never talk
  to each other. A second copy connects, sends ``raise`` once and waits for ``ok`` (long:
  the first may be busy); when it exits, the first has already been asked to come to the
  front. The first answers ``ok`` on receipt, then comes to the front, once for all the
  requests that arrived together.
* QtNetwork costs some milliseconds to import, so the first copy takes the lock before its
  window is built but starts listening only after the first paint (:meth:`listen`); a
  second copy that arrives before then retries (for up to :data:`REACH_FIRST_MS`).

When the lock cannot be made at all (a read-only data folder), the program starts anyway:
it cannot save there either, and says so when it tries.

Qt only, no widgets: :mod:`dicegame.app` brings the window to the front.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QElapsedTimer, QLockFile, QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

    from dicegame.local_listener import LineListener

__all__ = [
    "LOCK_NAME",
    "SingleInstance",
    "server_name",
]

log = logging.getLogger(__name__)
LOCK_NAME = "running.lock"
RAISE_REQUEST = b"raise\n"
RAISE_ANSWER = b"ok\n"
#: How long a second copy keeps trying to reach the first (still starting, or quitting):
#: under load the first copy's first paint, after which it listens, took up to 40 s.
REACH_FIRST_MS = 30000
#: How long a second copy waits for the first's answer once its request is delivered: a
#: busy first copy (resuming a game, loading a strategy table) answered 8-13 s late.
ANSWER_MS = 30000
#: Requests within this time of a raise are answered but raise nothing more: a busy first
#: copy reads those that came meanwhile all at once.
RAISE_AGAIN_MS = 2000
_RETRY_MS = 100
_IO_MS = 1000


def server_name(folder: Path) -> str:
    """The local socket's name for the data folder ``folder``: the same for every copy that
    uses that folder, another for another folder or user (and short enough for a Unix
    socket path, whatever the folder's length)."""
    import hashlib  # not at import: the lock is taken before the first paint, the name after

    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    key = f"{user}\0{os.path.realpath(folder)}".encode("utf-8", "surrogateescape")
    return "dicegame-" + hashlib.sha256(key).hexdigest()[:24]


class SingleInstance(QObject):
    """The data folder's one running copy (see the module's text).

    ``claim()`` is True for the first copy (or when no lock can be made there); then
    :meth:`listen` answers later starts with :attr:`raiseRequested`. False means another
    copy runs: :meth:`ask_first_to_raise` tells it, and this copy should exit."""

    raiseRequested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("singleInstance")
        self.folder = Path(folder)
        self.lock = QLockFile(str(self.folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self.server: QLocalServer | LineListener | None = None
        self.raise_requests = 0  # later starts that asked this copy to come to the front
        self._raised = QElapsedTimer()  # since the last raise (invalid: none yet)

    # ----- the lock ---------------------------------------------------------------------------
    def claim(self) -> bool:
        """Take the lock (a stale one at once). False when another live copy holds it."""
        if self.lock.tryLock(0):
            return True
        error = self.lock.error()
        if error == QLockFile.LockError.LockFailedError:
            return False
        log.warning(
            "cannot make the lock %s (%s): not guarding against a second copy",
            self.lock.fileName(),
            error.name,
        )
        return True

    @property
    def name(self) -> str:
        """The local socket's name (only the server and a later copy need it)."""
        return server_name(self.folder)

    @property
    def holds_lock(self) -> bool:
        return self.lock.isLocked()

    def release(self) -> None:
        """Stop listening and let go of the lock (the program is quitting)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock.isLocked():
            self.lock.unlock()

    # ----- the first copy: answer later starts ----------------------------------------------
    def listen(self) -> bool:
        """Answer later starts (call once the window is painted). Only the lock's holder
        listens, so a socket left by a killed copy can safely be removed first."""
        if not self.lock.isLocked() or self.server is not None:
            return False
        from dicegame import local_listener

        if local_listener.available():  # Unix: no QtNetwork in the running copy (issue 37)
            listener = local_listener.LineListener(RAISE_REQUEST, RAISE_ANSWER, self)
            listener.received.connect(self._raise_requested)
            if not listener.listen(self.name):
                log.warning("cannot listen on %s", self.name)
                return False
            self.server = listener
            return True
        from PySide6.QtNetwork import QLocalServer  # first needed here: start-up stays light

        QLocalServer.removeServer(self.name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._answer_new_connections)
        if not server.listen(self.name):
            log.warning("cannot listen on %s: %s", self.name, server.errorString())
            return False
        self.server = server
        return True

    @property
    def listening(self) -> bool:
        return self.server is not None and self.server.isListening()

    def _answer_new_connections(self) -> None:  # QLocalServer's (where no LineListener)
        server = cast("QLocalServer", self.server)
        while server is not None and server is self.server and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.readyRead.connect(lambda socket=socket: self._read_request(socket))
            socket.disconnected.connect(socket.deleteLater)

    def _read_request(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > len(RAISE_REQUEST):  # not ours: drop it
                socket.abort()
            return
        if bytes(socket.readLine().data()) == RAISE_REQUEST:
            socket.write(RAISE_ANSWER)  # first: the asking copy need not wait for the raise
            socket.flush()
            self._raise_requested()
        socket.disconnectFromServer()

    def _raise_requested(self) -> None:
        """A later start asked (and was answered): come to the front, once for all the
        requests of :data:`RAISE_AGAIN_MS`."""
        self.raise_requests += 1
        if not self._raised.isValid() or self._raised.hasExpired(RAISE_AGAIN_MS):
            self._raised.start()
            self.raiseRequested.emit()

    # ----- a later copy: tell the first -----------------------------------------------------
    def ask_first_to_raise(self, wait_ms: int = REACH_FIRST_MS, answer_ms: int = ANSWER_MS) -> bool:
        """Ask the running copy to come to the front; True once it said it will.

        The first copy may still be starting (it listens after its first paint: this one
        tries again for ``wait_ms``), be busy (the request is sent once, and its answer
        awaited for ``answer_ms``: a request sent again would raise the window again), or
        be quitting (then the lock comes free, and :meth:`claim` in between would succeed:
        the caller should then start after all, see :meth:`claim_or_ask`)."""
        from PySide6.QtCore import QThread
        from PySide6.QtNetwork import QLocalSocket

        clock = QElapsedTimer()
        clock.start()
        while True:
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(_IO_MS):
                answer = self._exchange(socket, answer_ms)
                if answer is not None:
                    return answer
            socket.abort()
            if clock.elapsed() >= wait_ms or self.lock.tryLock(0):
                return False
            QThread.msleep(_RETRY_MS)

    @staticmethod
    def _exchange(socket: QLocalSocket, answer_ms: int) -> bool | None:
        """Send the request once; True for ``ok``, False when no answer came in
        ``answer_ms``, None when the first copy closed the connection unanswered (it is
        quitting: ask again, or take the lock it leaves)."""
        from PySide6.QtNetwork import QLocalSocket

        socket.write(RAISE_REQUEST)
        if socket.bytesToWrite() and not socket.waitForBytesWritten(_IO_MS):
            return None
        clock = QElapsedTimer()
        clock.start()
        answer = b""
        while not answer.endswith(b"\n"):
            left = answer_ms - clock.elapsed()
            if left <= 0:
                return False
            if socket.waitForReadyRead(min(left, _IO_MS)):
                answer += bytes(socket.readAll().data())
            elif socket.state() == QLocalSocket.LocalSocketState.UnconnectedState:
                return None
        socket.disconnectFromServer()
        return answer == RAISE_ANSWER

    def claim_or_ask(self) -> bool:
        """True: this is the one copy, go on. False: the running copy was asked to come
        to the front (or could not be reached), and this copy should exit."""
        if self.claim():
            return True
        asked = self.ask_first_to_raise()
        if self.lock.isLocked():  # the first one quit while we were asking
            return True
        if not asked:
            log.warning("dicegame is already running on %s but does not answer", self.folder)
        return False
