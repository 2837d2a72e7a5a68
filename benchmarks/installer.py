"""The Linux installer: its size, and start-up time and idle memory of the program.

    .venv/bin/python benchmarks/installer.py                 # after tools/build_linux.sh
    xvfb-run -a .venv/bin/python benchmarks/installer.py --pairs 20 --platform xcb

Prints:
- the .deb size (limit 19 MiB) and the installed size (the package's Installed-Size, limit
  74 MiB);
- start-up time to the first painted main window, for the frozen program (the installed
  /usr/games/dicegame, else dist/dicegame/dicegame) and from source (python -m dicegame),
  each against a bare PySide6 window started the same way (a frozen onedir built with the
  SAME build.spec recipe, and python running a script), as a ratio (limits 1.2x frozen,
  1.35x from source);
- the idle memory (RSS) of each, 1.5 s after the first paint.

Start-up is measured from outside: the wall time from starting the process until it prints
``dicegame-probe: shown`` (``--startup-probe``, see dicegame/smoke.py). The program and its
baseline run as interleaved pairs (program, bare, program, bare...), so a change of load
moves both alike; the ratio printed is the median of the per-pair ratios, with its min-max
spread. From source, the byte-code is compiled first (compileall) and kept, as an installed
program has it: PYTHONDONTWRITEBYTECODE is removed from the environment.
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
DEB_LIMIT_MIB = 19
INSTALLED_LIMIT_MIB = 74
RATIO_LIMITS = {"frozen": 1.2, "source": 1.35}
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
class Pairs:
    program_s: list[float]  # wall time to the first paint, one per pair
    bare_s: list[float]
    program_rss_kib: list[int]
    bare_rss_kib: list[int]

    @property
    def ratios(self) -> list[float]:
        return [p / b for p, b in zip(self.program_s, self.bare_s, strict=True)]


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


def measure_pairs(program: list[str], bare: list[str], pairs: int, env: dict[str, str]) -> Pairs:
    """``pairs`` interleaved runs (program, bare, program, bare...) after one warm-up each."""
    probe(program, env)
    probe(bare, env)
    result = Pairs([], [], [], [])
    for _ in range(pairs):
        seconds, rss = probe(program, env)
        result.program_s.append(seconds)
        result.program_rss_kib.append(rss)
        seconds, rss = probe(bare, env)
        result.bare_s.append(seconds)
        result.bare_rss_kib.append(rss)
    return result


def frozen_program() -> list[str]:
    installed = Path("/usr/games/dicegame")
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
    return "OK" if ok else "OVER LIMIT"


def report_startup(label: str, pairs: Pairs) -> None:
    ratios = pairs.ratios
    ratio = statistics.median(ratios)
    limit = RATIO_LIMITS[label]
    print(
        f"start-up, {label:6s} {statistics.median(pairs.program_s) * 1000:5.0f} ms   bare window "
        f"{statistics.median(pairs.bare_s) * 1000:5.0f} ms   ratio {ratio:4.2f}x "
        f"(min {min(ratios):4.2f}, max {max(ratios):4.2f}, {len(ratios)} pairs; "
        f"limit {limit}x) {verdict(ratio <= limit)}"
    )
    print(
        f"idle RSS, {label:6s} {statistics.median(pairs.program_rss_kib) / 1024:5.1f} MiB  "
        f"bare window {statistics.median(pairs.bare_rss_kib) / 1024:5.1f} MiB"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=12, help="interleaved pairs (>= 10)")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM for the runs")
    parser.add_argument("--python", default=str(ROOT / ".venv" / "bin" / "python"))
    parser.add_argument("--deb", type=Path, default=None, help="the .deb (default: dist/)")
    parser.add_argument("--program", type=Path, default=None, help="the frozen program to time")
    parser.add_argument("--skip-frozen", action="store_true", help="only measure from source")
    args = parser.parse_args()
    if args.pairs < 10:
        parser.error("--pairs must be at least 10")

    deb = args.deb or ROOT / "dist" / f"dicegame_{version()}_amd64.deb"
    if deb.exists():
        deb_mib, installed_mib = deb_sizes(deb)
        print(f"installer {deb.name}: {deb_mib:.2f} MiB (limit {DEB_LIMIT_MIB} MiB) "
              f"{verdict(deb_mib <= DEB_LIMIT_MIB)}")  # fmt: skip
        print(f"installed size: {installed_mib:.2f} MiB (limit {INSTALLED_LIMIT_MIB} MiB) "
              f"{verdict(installed_mib <= INSTALLED_LIMIT_MIB)}")  # fmt: skip
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
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed program has its byte-code
    if not args.skip_frozen:
        program = [str(args.program)] if args.program else frozen_program()
        pairs = measure_pairs(program, frozen_baseline(args.python), args.pairs, env)
        report_startup("frozen", pairs)
    subprocess.run([args.python, "-m", "compileall", "-q", str(ROOT / "dicegame")], check=True)
    source_bare = source_baseline(args.python)
    pairs = measure_pairs([args.python, "-m", "dicegame"], source_bare, args.pairs, env)
    report_startup("source", pairs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
