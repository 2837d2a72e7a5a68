"""tools/setup.sh and tools/play.sh as a newcomer meets them (issue 37): set-up waits for
the lock another apt holds (unattended upgrades on a fresh desktop) instead of failing at
once, and generates the Latin-2 locale a test starts the program under; play.sh without a
display says so in one line instead of ending in a Qt abort. Each script runs in a copy of
the project with fake commands (apt-get, dpkg-query, locale, localedef, sleep) on PATH."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

LOCKED = "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 7 (apt-get)"
FAKE_APT_GET = f"""#!/bin/sh
echo "$*" >>"$FAKES/apt-get.log"
case "$*" in
  *update*)
    echo >>"$FAKES/updates"
    if [ "$(wc -l <"$FAKES/updates")" -le "${{UPDATE_FAILURES:-0}}" ]; then
      echo "${{UPDATE_ERROR:-{LOCKED}}}" >&2
      exit 100
    fi;;
esac
exit 0
"""


def fake_project(tmp_path: Path, locales: str = "C\nPOSIX") -> tuple[Path, dict[str, str]]:
    """A copy of the scripts with a ready .venv, and an environment with fake commands."""
    project = tmp_path / "project"
    (project / "tools").mkdir(parents=True)
    for name in ("setup.sh", "play.sh"):
        shutil.copy(ROOT / "tools" / name, project / "tools")
    for name in ("constraints.txt", "pyproject.toml"):
        shutil.copy(ROOT / name, project)
    fakes = tmp_path / "fakes"
    fakes.mkdir()
    scripts = {
        "apt-get": FAKE_APT_GET,
        "dpkg-query": "#!/bin/sh\nexit 1\n",  # nothing is installed
        "locale": f"#!/bin/sh\nprintf '{locales}\\n'\n",
        "localedef": '#!/bin/sh\necho "$*" >>"$FAKES/localedef.log"\n',
        "sleep": '#!/bin/sh\necho "$*" >>"$FAKES/sleep.log"\n',
        "sudo": '#!/bin/sh\nexec "$@"\n',
    }
    scripts_in_project = {
        ".venv/bin/python": '#!/bin/sh\necho "python $*" >>"$FAKES/python.log"\n',
        "tools/compile_translations.sh": "#!/bin/sh\nexit 0\n",
    }
    for name, text in scripts.items():
        (fakes / name).write_text(text, encoding="utf-8")
        (fakes / name).chmod(0o755)
    for name, text in scripts_in_project.items():
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        (project / name).write_text(text, encoding="utf-8")
        (project / name).chmod(0o755)
    env = {"PATH": f"{fakes}:{os.environ['PATH']}", "FAKES": str(fakes), "HOME": str(tmp_path)}
    return project, env


def run(project: Path, script: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(project / "tools" / script)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def log(env: dict[str, str], name: str) -> list[str]:
    path = Path(env["FAKES"], f"{name}.log")
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def test_setup_waits_while_another_apt_holds_the_lock(tmp_path: Path) -> None:
    project, env = fake_project(tmp_path)
    done = run(project, "setup.sh", dict(env, UPDATE_FAILURES="3"))
    assert done.returncode == 0, done.stderr
    calls = log(env, "apt-get")
    assert [call for call in calls if "update" in call] == [
        "-o DPkg::Lock::Timeout=600 update -qq"
    ] * 4
    (install,) = [call for call in calls if " install " in call]
    assert install.startswith("-o DPkg::Lock::Timeout=600 install -y")  # dpkg's lock too
    assert done.stdout.count("waiting for it") == 1
    assert log(env, "sleep") == ["5", "5", "5"]


def test_setup_gives_up_on_the_lock_after_the_wait_and_at_once_on_other_errors(
    tmp_path: Path,
) -> None:
    project, env = fake_project(tmp_path)
    done = run(project, "setup.sh", dict(env, UPDATE_FAILURES="99", APT_LOCK_WAIT_S="10"))
    assert done.returncode != 0
    assert "Could not get lock" in done.stderr and len(log(env, "sleep")) == 2

    project, env = fake_project(tmp_path / "again")
    offline = "E: Failed to fetch http://deb.debian.org/debian: Temporary failure resolving"
    done = run(project, "setup.sh", dict(env, UPDATE_FAILURES="1", UPDATE_ERROR=offline))
    assert done.returncode != 0 and offline in done.stderr
    assert log(env, "sleep") == []


def test_setup_generates_the_latin2_locale_the_tests_need(tmp_path: Path) -> None:
    project, env = fake_project(tmp_path)
    assert run(project, "setup.sh", env).returncode == 0
    (install,) = [call for call in log(env, "apt-get") if " install " in call]
    assert "locales" in install.split()
    assert log(env, "localedef") == ["-i ro_RO -f ISO-8859-2 ro_RO.ISO-8859-2"]

    project, env = fake_project(tmp_path / "again", locales="C\nPOSIX\nro_RO.iso88592")
    assert run(project, "setup.sh", env).returncode == 0
    assert log(env, "localedef") == []  # made once


def test_play_without_a_display_says_so_in_one_line_and_installs_nothing(
    tmp_path: Path,
) -> None:
    project, env = fake_project(tmp_path)
    done = run(project, "play.sh", env)  # no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM
    assert done.returncode == 1
    assert done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert "no display found" in line and "xvfb-run bash tools/play.sh" in line
    assert log(env, "apt-get") == [] and log(env, "python") == []


def test_play_with_a_display_sets_up_and_starts_the_game(tmp_path: Path) -> None:
    project, env = fake_project(tmp_path, locales="ro_RO.iso88592")
    done = run(project, "play.sh", dict(env, DISPLAY=":0"))
    assert done.returncode == 0, done.stderr
    assert log(env, "python")[-1] == "python -m dicegame"
