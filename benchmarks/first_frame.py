"""CPU time of a program until its first frame reaches the X server (issue 25 item 5).

:func:`measure` starts a command in a process group of its own on a private Xvfb display and
returns the CPU time the whole group spent until the X server received the first pixels of
a window, as seen by an XDamage watcher (libX11 and libXdamage through ctypes: nothing to
install), plus the wall time and the group's RSS a while later.

- **The first frame.** A damage object on the root window (reporting its bounding box)
  sees every drawing to the screen: no window manager or compositor runs on the
  private display, so windows draw straight to the screen, and Qt's windows have no
  background the server would paint on map. Before each run the display is left empty (the
  previous program's windows gone) and the damage is cleared, so the first damage of a run
  is the first ``PutImage``/``ShmPutImage`` of its window, and nothing can be missed: the
  damage object exists before the program starts.
- **CPU time.** Each process of the group is read through its process CPU clock
  (``clock_getcpuclockid``: nanoseconds, every thread, those that already ended included),
  plus the CPU time of the children it already reaped (``cutime + cstime`` of
  ``/proc/<pid>/stat``, in clock ticks). The leader is read first, the moment the damage is
  seen; then the group is stopped (SIGSTOP) while the others are read, and continued.
- **Latency.** The watcher runs SCHED_FIFO when it may (root), and Xvfb too, so the program's
  work just after its first paint is not counted while the watcher waits for a CPU; its
  children get the normal policy back (SCHED_RESET_ON_FORK).
- **Other load.** As root the timed command runs SCHED_FIFO too, at a lower priority than the
  watcher and Xvfb (:data:`PROGRAM_PRIORITY`), from its start to its first frame: the shared
  machine's other processes cannot take its CPU in the middle of its start-up (each such
  switch costs it CPU time afterwards, in cold caches, and more for the longer of two runs),
  so its CPU time comes much closer to an idle machine's (what runs on the other CPUs still
  shares caches and memory with it). Right after the reading, while the
  group is stopped, every thread of the group is put back to the normal policy, so what it
  does after its first frame competes with the rest as usual.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Display", "Run", "measure"]

SCREEN = "1920x1080x24"
FRAME_TIMEOUT_S = 60.0
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
DAMAGE_REPORT_BOUNDING_BOX = 2  # (NonEmpty's events do not say where)
XDAMAGE_NOTIFY = 0
REALTIME_PRIORITY = 10  # the watcher and Xvfb
PROGRAM_PRIORITY = 5  # the timed command, until its first frame: below them


class _XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("pad", ctypes.c_long * 24)]


def _library(name: str) -> ctypes.CDLL:
    found = ctypes.util.find_library(name)
    if found is None:
        raise SystemExit(f"first_frame.py: lib{name} not found (apt install lib{name}-6 or -1)")
    return ctypes.CDLL(found)


def realtime(command: Sequence[str] = ()) -> list[str]:
    """Make this process SCHED_FIFO (children reset) if allowed; ``command`` under chrt too."""
    try:
        os.sched_setscheduler(
            0, os.SCHED_FIFO | os.SCHED_RESET_ON_FORK, os.sched_param(REALTIME_PRIORITY)
        )
    except PermissionError:
        return list(command)
    return _fifo(command, REALTIME_PRIORITY)


def _fifo(command: Sequence[str], priority: int) -> list[str]:
    """``command`` under ``chrt -f priority`` (as it is when there is no chrt)."""
    chrt = shutil.which("chrt")
    return [chrt, "-f", str(priority), *command] if chrt and command else list(command)


def is_realtime() -> bool:
    return os.sched_getscheduler(0) & ~os.SCHED_RESET_ON_FORK == os.SCHED_FIFO


class Display:
    """A private Xvfb display and a damage watcher on its root window."""

    def __init__(self) -> None:
        self._x11 = _library("X11")
        self._damage = _library("Xdamage")
        self._declare()
        if shutil.which("Xvfb") is None:
            raise SystemExit("first_frame.py: no Xvfb (apt install xvfb)")
        read_end, write_end = os.pipe()
        command = ["Xvfb", "-displayfd", str(write_end), "-screen", "0", SCREEN,
                   "-nolisten", "tcp", "-noreset"]  # fmt: skip
        self.server = subprocess.Popen(
            realtime(command),
            pass_fds=(write_end,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write_end)
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(read_end, 16)
            if not chunk:
                raise SystemExit("first_frame.py: Xvfb did not start")
            number += chunk
        os.close(read_end)
        self.name = f":{number.decode().strip()}"
        self._dpy = self._x11.XOpenDisplay(self.name.encode())
        if not self._dpy:
            raise SystemExit(f"first_frame.py: cannot open the display {self.name}")
        self._root = self._x11.XDefaultRootWindow(self._dpy)
        event_base, error_base = ctypes.c_int(), ctypes.c_int()
        if not self._damage.XDamageQueryExtension(
            self._dpy, ctypes.byref(event_base), ctypes.byref(error_base)
        ):
            raise SystemExit("first_frame.py: the X server has no DAMAGE extension")
        self._notify = event_base.value + XDAMAGE_NOTIFY
        self._handle = self._damage.XDamageCreate(self._dpy, self._root, DAMAGE_REPORT_BOUNDING_BOX)
        self._fd = self._x11.XConnectionNumber(self._dpy)
        self._event = _XEvent()
        self.clear()

    def _declare(self) -> None:
        x11, damage = self._x11, self._damage
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        for name in ("XDefaultRootWindow", "XConnectionNumber", "XPending", "XCloseDisplay"):
            getattr(x11, name).argtypes = [ctypes.c_void_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(_XEvent)]
        x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x11.XFree.argtypes = [ctypes.c_void_p]
        x11.XQueryTree.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p),
            ctypes.POINTER(ctypes.c_uint),
        ]  # fmt: skip
        damage.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        damage.XDamageCreate.restype = ctypes.c_ulong
        damage.XDamageCreate.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]
        damage.XDamageSubtract.argtypes = [
            ctypes.c_void_p,
            ctypes.c_ulong,
            ctypes.c_ulong,
            ctypes.c_ulong,
        ]

    def windows(self) -> int:
        """How many windows the root window has (clients' top-level windows)."""
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.c_void_p(), ctypes.c_uint()
        self._x11.XQueryTree(self._dpy, self._root, ctypes.byref(root), ctypes.byref(parent),
                             ctypes.byref(children), ctypes.byref(count))  # fmt: skip
        if children.value:
            self._x11.XFree(children)
        return count.value

    def _drain(self) -> bool:
        """Read the queued events; True if one was a damage notification."""
        damaged = False
        while self._x11.XPending(self._dpy):
            self._x11.XNextEvent(self._dpy, ctypes.byref(self._event))
            damaged = damaged or self._event.type == self._notify
        return damaged

    def clear(self) -> None:
        """Wait until no window is left, then forget all damage so far."""
        deadline = time.monotonic() + 10
        while self.windows() and time.monotonic() < deadline:
            time.sleep(0.01)
        for _ in range(2):
            self._x11.XSync(self._dpy, 0)
            self._drain()
            self._damage.XDamageSubtract(self._dpy, self._handle, 0, 0)
        self._x11.XSync(self._dpy, 0)
        self._drain()

    def wait_for_damage(self, process: subprocess.Popen[bytes], timeout_s: float) -> bool:
        """Block until the screen is drawn to (True), the process ends or time is up."""
        deadline = time.monotonic() + timeout_s
        while True:
            if self._drain():
                return True
            left = deadline - time.monotonic()
            if left <= 0 or process.poll() is not None:
                return False
            select.select([self._fd], [], [], min(left, 0.05))

    def close(self) -> None:
        self._x11.XCloseDisplay(self._dpy)
        self.server.terminate()
        self.server.wait(10)


def _cpu_clock_s(pid: int) -> float:
    clock = ctypes.c_int()
    if _LIBC.clock_getcpuclockid(pid, ctypes.byref(clock)) != 0:
        return 0.0
    try:
        return time.clock_gettime(clock.value)
    except OSError:  # ended meanwhile
        return 0.0


def _stat_fields(pid: int) -> list[str]:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return []
    return text[text.rindex(")") + 2 :].split()  # fields from the 3rd (state) on


def _reaped_children_s(pid: int) -> float:
    fields = _stat_fields(pid)
    return (int(fields[13]) + int(fields[14])) / CLOCK_TICKS if fields else 0.0  # cutime, cstime


def group_members(group: int) -> list[int]:
    members = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat_fields(int(entry))
            if fields and int(fields[2]) == group:  # pgrp
                members.append(int(entry))
    return members


def _normal_policy(pids: Sequence[int]) -> None:
    """Every thread of ``pids`` back to SCHED_OTHER (the group is stopped meanwhile)."""
    for pid in pids:
        with contextlib.suppress(OSError):
            for thread in os.listdir(f"/proc/{pid}/task"):
                with contextlib.suppress(OSError):
                    os.sched_setscheduler(int(thread), os.SCHED_OTHER, os.sched_param(0))


def _rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


_LIBC = ctypes.CDLL(None, use_errno=True)


@dataclass(frozen=True)
class Run:
    cpu_s: float  # CPU time of the process group until the first frame
    wall_s: float  # wall time from the start to the first frame (for information only)
    rss_kib: int  # the group's RSS ``idle_s`` after the first frame (0 when not asked for)


def measure(command: Sequence[str], env: dict[str, str], display: Display, idle_s: float) -> Run:
    """Start ``command`` with a fresh HOME on ``display``; time it to its first frame (and
    with ``idle_s`` > 0, read its RSS that long after it)."""
    with tempfile.TemporaryDirectory(prefix="dicegame-bench-home-") as home:
        run_env = dict(
            env,
            HOME=home,
            XDG_CONFIG_HOME=f"{home}/.config",
            XDG_DATA_HOME=f"{home}/.local/share",
            XDG_CACHE_HOME=f"{home}/.cache",
            XDG_STATE_HOME=f"{home}/.local/state",
            DISPLAY=display.name,
            QT_QPA_PLATFORM="xcb",
        )
        for name in ("WAYLAND_DISPLAY", "DICEGAME_DATA_DIR", "XAUTHORITY"):
            run_env.pop(name, None)
        display.clear()
        started = time.perf_counter()
        process = subprocess.Popen(
            _fifo(command, PROGRAM_PRIORITY) if is_realtime() else list(command),
            env=run_env,
            cwd=home,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its own process group: the group is what is timed
        )
        try:
            if not display.wait_for_damage(process, FRAME_TIMEOUT_S):
                raise SystemExit(f"first_frame.py: no frame from {' '.join(command)} "
                                 f"(exit status {process.poll()})")  # fmt: skip
            cpu_s = _cpu_clock_s(process.pid)
            wall_s = time.perf_counter() - started
            os.killpg(process.pid, signal.SIGSTOP)
            cpu_s += _reaped_children_s(process.pid)
            members = group_members(process.pid)
            for pid in members:
                if pid != process.pid:
                    cpu_s += _cpu_clock_s(pid) + _reaped_children_s(pid)
            _normal_policy(members)
            os.killpg(process.pid, signal.SIGCONT)
            rss = 0
            if idle_s > 0:
                time.sleep(idle_s)
                rss = sum(_rss_kib(pid) for pid in group_members(process.pid))
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait(30)
    return Run(cpu_s, wall_s, rss)
