"""tools/build_linux.sh refuses a build whose files name this build's own folders (the
clone, the venv, HOME, its temp folder, a Python installed under them), and only those:
the system folders the shipped libraries rightly name (/usr/lib/python3.11 in Debian's
libpython, /usr/share/hwdata in Qt) are no leak. With Debian's own Python, whose prefix is
/usr, the old check refused every build. The script's functions are sourced in a bash of
their own, with a fake venv whose Python reports the prefix under test."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SYSTEM_STRINGS = b"\0/usr/lib/python3.11\0/usr/share/hwdata/pnp.ids\0/usr/share/X11/xkb\0/tmp/x\0"


def fake_clone(tmp_path: Path, base_prefix: str) -> Path:
    """A clone holding build_linux.sh and a venv whose python prints base_prefix."""
    clone = tmp_path / "clone"
    (clone / "tools").mkdir(parents=True)
    shutil.copy(ROOT / "tools" / "build_linux.sh", clone / "tools")
    python = clone / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(f"#!/bin/sh\necho '{base_prefix}'\n", encoding="utf-8")
    python.chmod(0o755)
    (tmp_path / "home").mkdir()
    return clone


def onedir_naming(tmp_path: Path, text: bytes) -> Path:
    onedir = tmp_path / "onedir"
    (onedir / "_internal").mkdir(parents=True)
    (onedir / "_internal" / "libfake.so.1").write_bytes(b"\x7fELF" + SYSTEM_STRINGS + text)
    return onedir


def run_check(clone: Path, onedir: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    script = 'source "$1"; BUILD_TMP="$FAKE_TMP"; check_no_build_paths "$2"; build_host_folders'
    env = {
        "PATH": os.environ["PATH"],
        "HOME": str(tmp_path / "home"),
        "FAKE_TMP": str(tmp_path / "buildtmp"),
        "DICEGAME_VENV": ".venv",
    }
    return subprocess.run(
        ["bash", "-c", script, "bash", str(clone / "tools" / "build_linux.sh"), str(onedir)],
        cwd=clone / "tools",
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def test_debians_own_python_builds_system_folders_are_no_leak(tmp_path: Path) -> None:
    clone = fake_clone(tmp_path, "/usr")
    result = run_check(clone, onedir_naming(tmp_path, b""), tmp_path)
    assert result.returncode == 0, result.stderr
    folders = result.stdout.split()
    # what the scrub step would blank: never a system folder
    assert "/usr" not in folders and "/" not in folders
    assert str(clone) in folders and str(tmp_path / "home") in folders


@pytest.mark.parametrize(
    "leaked",
    ["clone/.venv/lib/python3.11/site.py", "clone/build/x.py", "home/.cache/x", "buildtmp/a"],
)
def test_each_folder_of_the_build_itself_is_a_leak(tmp_path: Path, leaked: str) -> None:
    clone = fake_clone(tmp_path, "/usr")
    onedir = onedir_naming(tmp_path, str(tmp_path / leaked).encode() + b"\0")
    result = run_check(clone, onedir, tmp_path)
    assert result.returncode == 1
    assert "build-host paths in:" in result.stderr
    assert "libfake.so.1" in result.stderr


def test_a_python_of_its_own_prefix_is_a_leak(tmp_path: Path) -> None:
    """pyenv's or a hand-built Python (here under /opt) must not be named either."""
    clone = fake_clone(tmp_path, "/opt/python-3.11.7")
    onedir = onedir_naming(tmp_path, b"/opt/python-3.11.7/lib/python3.11\0")
    result = run_check(clone, onedir, tmp_path)
    assert result.returncode == 1
    assert "build-host paths in:" in result.stderr
