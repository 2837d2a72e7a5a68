"""The Linux installer: its size, and start-up time and idle memory of the program.

    .venv/bin/python benchmarks/installer.py                 # after tools/build_linux.sh
    .venv/bin/python benchmarks/installer.py --runs 9 --platform xcb   # under xvfb-run -a

Prints:
- the .deb size (goal < 35 MiB) and the installed size (the package's Installed-Size);
- start-up time to the first painted main window, for the frozen program (the installed
  /usr/bin/dicegame, else dist/dicegame/dicegame) and from source (python -m dicegame), each
  next to a bare PySide6 window started the same way (a frozen onedir built with the SAME
  build.spec recipe, and python running a script), as a ratio (goal <= 1.5x);
- the idle memory (RSS) of each, 1.5 s after the first paint.

Start-up is measured from outside: the wall time from starting the process until it prints
``dicegame-probe: shown`` (``--startup-probe``, see dicegame/smoke.py), median of ``--runs``.
The first build of the frozen baseline takes about a minute (cached in build/bench/).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dicegame.smoke import PROBE_FLAG, PROBE_IDLE, PROBE_SHOWN  # noqa: E402

MIB = 1024 * 1024
DEB_GOAL_MIB = 35
RATIO_GOAL = 1.5
PROBE_TIMEOUT_S = 60
BENCH_DIR = ROOT / "build" / "bench"

# The baseline: a bare PySide6 main window, shown the same way the program shows its own.
BARE_WINDOW = """\
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
from dicegame import smoke

app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1180, 800)
window.show()
sys.exit(smoke.run(sys.argv, app, window))
"""


@dataclass(frozen=True)
class Startup:
    seconds: float  # median wall time to the first paint
    rss_kib: int  # median idle resident memory


def version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as file:
        return tomllib.load(file)["project"]["version"]


def probe(command: list[str], env: dict[str, str]) -> tuple[float, int]:
    """Start ``command --startup-probe``; return (seconds to first paint, idle RSS KiB)."""
    started = time.perf_counter()
    process = subprocess.Popen(
        [*command, PROBE_FLAG],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
        cwd=ROOT,
    )
    shown_after, rss = None, 0
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == PROBE_SHOWN and shown_after is None:
                shown_after = time.perf_counter() - started
            elif line.startswith(PROBE_IDLE):
                rss = int(line.removeprefix(PROBE_IDLE))
        process.wait(PROBE_TIMEOUT_S)
    finally:
        if process.poll() is None:
            process.kill()
    if shown_after is None or not rss:
        raise SystemExit(
            f"installer.py: {' '.join(command)} printed no probe lines: is {PROBE_FLAG} wired "
            "into dicegame/app.py (smoke.requested / smoke.run)?"
        )
    return shown_after, rss


def measure(command: list[str], runs: int, env: dict[str, str]) -> Startup:
    """Median over ``runs`` probes, after one warm-up run (fills the disk cache)."""
    probe(command, env)
    results = [probe(command, env) for _ in range(runs)]
    return Startup(
        statistics.median(seconds for seconds, _ in results),
        int(statistics.median(rss for _, rss in results)),
    )


def frozen_program() -> list[str]:
    installed = Path("/usr/bin/dicegame")
    if installed.exists():
        return [str(installed)]
    built = ROOT / "dist" / "dicegame" / "dicegame"
    if built.exists():
        return [str(built)]
    raise SystemExit("installer.py: no installed or built program: run tools/build_linux.sh")


def frozen_baseline(python: str) -> list[str]:
    """The bare window frozen by build.spec (built once into build/bench/)."""
    executable = BENCH_DIR / "dist" / "bare_window" / "bare_window"
    if not executable.exists():
        BENCH_DIR.mkdir(parents=True, exist_ok=True)
        script = BENCH_DIR / "bare_window.py"
        script.write_text(BARE_WINDOW)
        env = dict(os.environ, DICEGAME_SPEC_ENTRY=str(script), DICEGAME_SPEC_NAME="bare_window")
        print("building the frozen baseline (about a minute)...", file=sys.stderr)
        subprocess.run(
            [python, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
             "--distpath", str(BENCH_DIR / "dist"), "--workpath", str(BENCH_DIR / "work"),
             str(ROOT / "build.spec")],
            check=True, env=env, cwd=ROOT,
        )  # fmt: skip
    return [str(executable)]


def source_baseline(python: str) -> list[str]:
    script = BENCH_DIR / "bare_window.py"
    BENCH_DIR.mkdir(parents=True, exist_ok=True)
    script.write_text(BARE_WINDOW)
    return [python, str(script)]


def deb_sizes(deb: Path) -> tuple[float, float]:
    """(.deb size, Installed-Size) in MiB."""
    installed_kib = subprocess.run(
        ["dpkg-deb", "-f", str(deb), "Installed-Size"], capture_output=True, text=True, check=True
    ).stdout
    return deb.stat().st_size / MIB, int(installed_kib) / 1024


def verdict(ok: bool) -> str:
    return "OK" if ok else "OVER GOAL"


def report_startup(label: str, program: Startup, bare: Startup) -> None:
    ratio = program.seconds / bare.seconds
    print(
        f"start-up, {label:9s} {program.seconds * 1000:6.0f} ms   bare window "
        f"{bare.seconds * 1000:6.0f} ms   ratio {ratio:4.2f}x  (goal <= {RATIO_GOAL}x) "
        f"{verdict(ratio <= RATIO_GOAL)}"
    )
    print(
        f"idle RSS, {label:9s} {program.rss_kib / 1024:6.1f} MiB  bare window "
        f"{bare.rss_kib / 1024:6.1f} MiB"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="probes per measurement (median)")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM for the runs")
    parser.add_argument("--python", default=str(ROOT / ".venv" / "bin" / "python"))
    parser.add_argument("--deb", type=Path, default=None, help="the .deb (default: dist/)")
    parser.add_argument("--skip-frozen", action="store_true", help="only measure from source")
    args = parser.parse_args()

    deb = args.deb or ROOT / "dist" / f"dicegame_{version()}_amd64.deb"
    if deb.exists():
        deb_mib, installed_mib = deb_sizes(deb)
        print(f"installer {deb.name}: {deb_mib:.1f} MiB  (goal < {DEB_GOAL_MIB} MiB) "
              f"{verdict(deb_mib < DEB_GOAL_MIB)}")  # fmt: skip
        print(f"installed size: {installed_mib:.1f} MiB")
    else:
        print(f"no {deb}: run tools/build_linux.sh for the installer sizes")

    scratch = BENCH_DIR / "home"
    shutil.rmtree(scratch, ignore_errors=True)
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=args.platform,
        HOME=str(scratch),
        XDG_CONFIG_HOME=str(scratch / "config"),
        XDG_DATA_HOME=str(scratch / "data"),
        PYTHONPATH=str(ROOT),
    )
    if not args.skip_frozen:
        program = measure(frozen_program(), args.runs, env)
        bare = measure(frozen_baseline(args.python), args.runs, env)
        report_startup("frozen", program, bare)
    program = measure([args.python, "-m", "dicegame"], args.runs, env)
    bare = measure(source_baseline(args.python), args.runs, env)
    report_startup("source", program, bare)
    return 0


if __name__ == "__main__":
    sys.exit(main())
