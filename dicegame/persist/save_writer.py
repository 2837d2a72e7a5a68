"""How the autosave's and the settings' bytes reach the disk: at once on the calling
thread, or in the writers' thread (issue 37: a game starts within 100 ms; the fsyncs of
its first save and of its remembered setup waited some 10-40 ms on the disk). The program
hands over a game's first save and every settings write.

Writes never cross: before any write, and before the autosave is removed or the program
quits, :meth:`SaveWriter.wait` lets the write in flight finish (or does it itself, if its
thread has not started yet). A write handed to the thread is encoded (and checked for
size) on the calling thread, so the game it describes may change at once; only the bytes
travel. Whatever is in flight when the process dies is lost as a write in flight always
was: the file before it stays whole (:func:`dicegame.core.files.write_bytes_atomic`), and
the first move's save is written, after it, on the calling thread as before.

A failure of a write in the thread is reported on the thread that owns the writer (the
GUI thread) through :attr:`SaveWriter.failed`, once.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

__all__ = ["SaveWriter", "prepare_thread", "start_thread"]

WriteBytes = Callable[[Path, bytes], None]
Spawn = Callable[[Callable[[], None]], None]


_thread: ThreadPoolExecutor | None = None


def start_thread(run: Callable[[], None]) -> None:
    """``run`` in the writers' thread: one for all writers, started at first use (the
    program starts it in idle time: :func:`prepare_thread`), so that handing a write over
    costs no thread's start inside a game's start. A normal exit waits for what it holds
    (``concurrent.futures`` joins its threads before the interpreter ends)."""
    global _thread
    if _thread is None:
        from concurrent.futures import ThreadPoolExecutor

        _thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dicegame-save")
    _thread.submit(run)


def prepare_thread() -> None:
    """Start the writers' thread now (idle time), not at the first write."""
    start_thread(lambda: None)


def _write_atomically(path: Path, raw: bytes) -> None:
    from dicegame.core.files import write_bytes_atomic

    write_bytes_atomic(path, raw)


class _Job:
    """One write handed over: done once, by its thread or by whoever waits first."""

    def __init__(self, write: WriteBytes, path: Path, raw: bytes) -> None:
        self._write, self._path, self._raw = write, path, raw
        self._lock = threading.Lock()
        self.done = False
        self.error: Exception | None = None

    def run(self) -> None:
        with self._lock:
            if self.done:
                return
            try:
                self._write(self._path, self._raw)
            except Exception as error:  # OSError mostly; reported on the owner's thread
                self.error = error
            self.done = True


class SaveWriter(QObject):
    """Writes files atomically; :meth:`write` with ``soon`` hands the write to a thread.

    ``write`` (tests inject one) puts bytes at a path atomically; ``spawn`` runs a
    callable in the background (tests inject one that holds it); ``in_background=False``
    writes everything at once, as the autosave did before (the default).
    """

    failed = Signal(object)  # the exception of a write done in the background
    _finished = Signal()  # from the write's thread: collect its outcome on ours

    def __init__(
        self,
        in_background: bool = False,
        write: WriteBytes = _write_atomically,
        spawn: Spawn = start_thread,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.in_background = in_background
        self._write = write
        self._spawn = spawn
        self._job: _Job | None = None
        self._finished.connect(self._collect)  # queued: emitted from the write's thread

    def write(self, path: str | os.PathLike[str], data: Any, *, soon: bool = False) -> None:
        """``data`` as JSON at ``path`` (:meth:`write_bytes`). Raises ValueError at once
        when it is too large."""
        from dicegame.core.files import MAX_FILE_BYTES, dumps

        raw = dumps(data)
        if len(raw) > MAX_FILE_BYTES:
            name = Path(path).name
            raise ValueError(f"{name} would be {len(raw)} bytes, over the {MAX_FILE_BYTES} limit")
        self.write_bytes(path, raw, soon=soon)

    def write_bytes(self, path: str | os.PathLike[str], raw: bytes, *, soon: bool = False) -> None:
        """``raw`` at ``path``, atomically. Without ``soon`` (or when writing in the
        background is off) the write is done when this returns, and raises OSError on
        failure; with it, a failure comes later through :attr:`failed`."""
        self.wait()
        if not (soon and self.in_background):
            self._write(Path(path), raw)
            return
        job = self._job = _Job(self._write, Path(path), raw)
        self._spawn(lambda: self._run(job))

    def _run(self, job: _Job) -> None:
        job.run()
        with contextlib.suppress(RuntimeError):  # the writer is gone: wait() collected it
            self._finished.emit()

    def wait(self) -> None:
        """Until no write is in flight (doing it here if its thread has not yet begun);
        its failure, if any, is emitted through :attr:`failed` before this returns."""
        if self._job is not None:
            self._job.run()
            self._collect()

    def _collect(self) -> None:
        job = self._job
        if job is None or not job.done:
            return
        self._job = None
        if job.error is not None:
            self.failed.emit(job.error)
