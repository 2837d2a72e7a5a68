"""The program starts on every locale (issue 37 item 2). Under ``ro_RO.ISO-8859-2`` with a
home folder named in that locale's own bytes, Qt (which switches itself to UTF-8) read the
home as "h\\ufffd": the data folder could not be encoded and the start ended in a traceback
before any window. Under ``LANG=C`` the same home gave a stray folder "h\\ufffd" beside it.
Each case starts the real program (``--startup-probe``, offscreen) in a process of its own.
tools/setup.sh generates the Latin-2 locale (root on Debian), so it is never skipped."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LATIN2 = "ro_RO.ISO-8859-2"
HOME_LATIN2 = b"h\xe3"  # "hă" in ISO-8859-2
HOME_UTF8 = "hȘ".encode()  # a letter Latin-2 has not


def latin2_locale_available() -> bool:
    listed = subprocess.run(["locale", "-a"], capture_output=True, check=False).stdout
    return b"ro_ro.iso88592" in listed.lower().split()


def start_program(tmp_path: Path, home: bytes | None, lang: str, **extra: str) -> str:
    """Start dicegame as a user would (no data folder named for it); its stderr."""
    env: dict[str | bytes, str | bytes] = {
        name: value
        for name, value in os.environ.items()
        if name != "DICEGAME_DATA_DIR" and not name.startswith(("LC_", "LANG", "XDG_", "HOME"))
    }
    env.update(LANG=lang, QT_QPA_PLATFORM="offscreen", **extra)
    if home is not None:
        env[b"HOME"] = bytes(tmp_path) + b"/" + home
        os.mkdir(env[b"HOME"])
    done = subprocess.run(
        [sys.executable, "-m", "dicegame", "--startup-probe"],
        env=env,  # type: ignore[arg-type]  # bytes and str alike, as POSIX allows
        cwd=ROOT,
        capture_output=True,
        timeout=180,
        check=False,
    )
    stderr = done.stderr.decode("utf-8", "replace")
    assert done.returncode == 0, stderr
    assert b"dicegame-probe: shown" in done.stdout, stderr
    assert "Traceback" not in stderr
    return stderr


def only_entry(folder: Path) -> bytes:
    (entry,) = os.listdir(bytes(folder))
    return entry


@pytest.mark.parametrize("home", [HOME_LATIN2, HOME_UTF8], ids=["latin2-bytes", "utf8-bytes"])
def test_a_latin2_system_with_a_non_ascii_home_starts(tmp_path: Path, home: bytes) -> None:
    if not latin2_locale_available():
        pytest.fail(f"{LATIN2} is not generated: run tools/setup.sh (it makes it)")
    start_program(tmp_path, home, LATIN2)
    assert only_entry(tmp_path) == home  # nothing made beside the home
    data = bytes(tmp_path) + b"/" + home + b"/.local/share/dicegame/dicegame"
    assert os.path.isdir(data)


def test_a_latin2_data_home_is_used_as_named(tmp_path: Path) -> None:
    """XDG_DATA_HOME in Latin-2 bytes: the data go there, not to a folder Qt misread."""
    if not latin2_locale_available():
        pytest.fail(f"{LATIN2} is not generated: run tools/setup.sh (it makes it)")
    data_home = bytes(tmp_path) + b"/d\xe3"
    start_program(tmp_path, HOME_LATIN2, LATIN2, XDG_DATA_HOME=os.fsdecode(data_home))
    assert sorted(os.listdir(bytes(tmp_path))) == [b"d\xe3", HOME_LATIN2]
    assert os.path.isdir(data_home + b"/dicegame/dicegame")


def test_lang_c_keeps_the_data_in_the_home_itself(tmp_path: Path) -> None:
    start_program(tmp_path, HOME_LATIN2, "C")
    assert only_entry(tmp_path) == HOME_LATIN2
    assert os.path.isdir(bytes(tmp_path) + b"/h\xe3/.local/share/dicegame/dicegame")


def test_without_home_it_starts_and_says_where_the_data_go(tmp_path: Path) -> None:
    stderr = start_program(tmp_path, None, "C", XDG_DATA_HOME=str(tmp_path / "share"))
    assert f"keeping games, records and settings in {tmp_path / 'share' / 'dicegame'}" in stderr
    assert (tmp_path / "share" / "dicegame").is_dir()


def test_a_failure_before_the_error_notice_is_a_sentence_not_a_bare_traceback() -> None:
    """Whatever fails before the error notice exists (here: building the window) is said
    in a plain sentence first, with the details after it, and the exit status is 1."""
    script = (
        "import sys, dicegame.app as app\n"
        "def broken(*args, **kwargs):\n"
        "    raise PermissionError(13, 'Permission denied', '/data/settings.ini')\n"
        "app.create_main_window = broken\n"
        "sys.exit(app.main(['dicegame', '--startup-probe']))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", script],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    lines = [line for line in done.stderr.splitlines() if line.startswith("dicegame")]
    assert lines[0] == (
        "dicegame could not start: [Errno 13] Permission denied: '/data/settings.ini' "
        "(PermissionError). The details, for a bug report:"
    )
    assert done.stderr.index(lines[0]) < done.stderr.index("Traceback")


def test_a_folder_that_cannot_be_named_gives_way_to_the_fallback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from PySide6.QtCore import QStandardPaths

    from dicegame.persist import folders

    monkeypatch.delenv(folders.DATA_DIR_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(folders, "_fallback_logged", False)
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda kind: "/nowhere/a\0b")
    with caplog.at_level("WARNING", logger="dicegame.persist.folders"):
        assert folders.data_dir() == tmp_path / "dicegame"
    assert caplog.messages == [
        "/nowhere/a\0b cannot be named in this system's encoding: "
        f"keeping games, records and settings in {tmp_path / 'dicegame'}"
    ]
