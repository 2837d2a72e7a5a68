"""A local socket that answers one-line requests, without QtNetwork (issue 37 item 4).

The running copy of :mod:`dicegame.single_instance` listens for later starts all its life.
With ``QLocalServer`` that took QtNetwork, its PySide6 module and the Kerberos and GSSAPI
libraries it links: 3.1 MiB of the idle frozen program (4 December 2026), for one socket.
:class:`LineListener` does the same work with Python's ``_socket`` (not ``socket``: its
enumerations and ``selectors`` cost 1.2 MiB more) and a :class:`QSocketNotifier` of QtCore
on the GUI thread (some 0.6 MiB from source). A later copy's ``QLocalSocket`` connects to it
unchanged: it listens where ``QLocalServer`` would, ``QDir.tempPath()/name``, and, as
``QLocalServer.UserAccessOption`` does, only its user may connect (the socket is made in a
private folder, closed to others, then moved into place).

Each connection sends one line. The expected ``request`` is answered with ``answer`` at
once, then :attr:`LineListener.received` is emitted, then the connection is closed; any
other line, or more bytes than the request without a line's end, is dropped unanswered.

Unix only (``AF_UNIX``); elsewhere :func:`available` is False and the caller keeps
``QLocalServer``.
"""

from __future__ import annotations

import _socket
import os
import tempfile
from contextlib import suppress
from functools import partial

from PySide6.QtCore import QDir, QObject, QSocketNotifier, Signal

__all__ = ["LineListener", "available", "socket_path"]

_BACKLOG = 8
_READ_BYTES = 256


def available() -> bool:
    """True where a :class:`LineListener` can listen (Unix domain sockets)."""
    return hasattr(_socket, "AF_UNIX")


def socket_path(name: str) -> str:
    """Where ``QLocalSocket.connectToServer(name)`` looks for a server named ``name``."""
    return os.path.join(QDir.tempPath(), name)


class _Connection:
    """One accepted connection: its socket, its notifier and the bytes read so far."""

    def __init__(self, connection: _socket.socket, notifier: QSocketNotifier) -> None:
        self.connection = connection
        self.notifier = notifier
        self.received = b""


class LineListener(QObject):
    """Listens on :func:`socket_path` (``name``) and answers ``request`` lines with
    ``answer`` (see the module's text)."""

    received = Signal()

    def __init__(self, request: bytes, answer: bytes, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if not request.endswith(b"\n"):
            raise ValueError("a request is one line, its end included")
        self.request = request
        self.answer = answer
        self.path: str | None = None
        self._listener: _socket.socket | None = None
        self._notifier: QSocketNotifier | None = None
        self._connections: dict[int, _Connection] = {}

    def listen(self, name: str) -> bool:
        """Listen as ``name``, in place of whatever socket file a copy that was killed
        left there (call this only while holding the lock that makes this copy the one
        that answers). False when it cannot be done."""
        if self._listener is not None:
            return False
        path = socket_path(name)
        listener = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        try:
            folder = tempfile.mkdtemp(prefix="dicegame-", dir=QDir.tempPath())  # 0700
        except OSError:
            listener.close()
            return False
        private = os.path.join(folder, "socket")
        try:
            listener.bind(private)
            os.chmod(private, 0o600)
            listener.listen(_BACKLOG)
            listener.setblocking(False)
            with suppress(FileNotFoundError):
                os.unlink(path)
            os.rename(private, path)
        except OSError:
            listener.close()
            return False
        finally:
            with suppress(OSError):
                os.unlink(private)  # gone when moved into place
            with suppress(OSError):
                os.rmdir(folder)
        self._listener, self.path = listener, path
        self._notifier = QSocketNotifier(listener.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._accept)
        return True

    def isListening(self) -> bool:  # QLocalServer's name for it
        return self._listener is not None

    def close(self) -> None:
        """Stop listening: every connection closed and the socket file removed."""
        for descriptor in list(self._connections):
            self._drop(descriptor)
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        if self.path is not None:
            with suppress(OSError):
                os.unlink(self.path)
            self.path = None

    def _accept(self, *_: object) -> None:
        while self._listener is not None:
            try:
                # _socket's accept (socket.socket.accept wraps it): (descriptor, address)
                descriptor, _address = self._listener._accept()  # type: ignore[attr-defined]
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                return
            connection = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM, 0, descriptor)
            connection.setblocking(False)
            notifier = QSocketNotifier(descriptor, QSocketNotifier.Type.Read, self)
            self._connections[descriptor] = _Connection(connection, notifier)
            notifier.activated.connect(partial(self._read, descriptor))

    def _read(self, descriptor: int, *_: object) -> None:
        state = self._connections.get(descriptor)
        if state is None:
            return
        try:
            data = state.connection.recv(_READ_BYTES)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._drop(descriptor)
            return
        if not data:  # the other side went away before its line ended
            self._drop(descriptor)
            return
        state.received += data
        line, end, _rest = state.received.partition(b"\n")
        if not end:
            if len(state.received) > len(self.request):  # not ours: drop it
                self._drop(descriptor)
            return
        ours = line + end == self.request
        if ours:
            with suppress(OSError):  # gone already: it is asked anyway
                state.connection.send(self.answer)  # first: the asking copy need not wait
        self._drop(descriptor)
        if ours:
            self.received.emit()

    def _drop(self, descriptor: int) -> None:
        state = self._connections.pop(descriptor, None)
        if state is None:
            return
        state.notifier.setEnabled(False)
        state.notifier.deleteLater()
        state.connection.close()
