"""Break the rules on purpose and check that the suite notices: ten mutants of the rule cores.

    .venv/bin/python tools/mutants.py            # all ten, about 2 minutes on 2 idle cores
    .venv/bin/python tools/mutants.py M6 M9      # some of them

Each mutant changes one rule of the spec in a copy of the tree (``git ls-files`` plus the
compiled translations), runs the rule's own test files first and, if they pass, the core and
engine tests, and says which test killed it. A mutant that no test kills is a rule the suite
does not guard: the script exits 1. The ten are the code review of 3 December 2026's (§5.4),
so a change of layout or of the suite can be checked to catch what it caught before.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
PENTA = "dicegame/games/penta/core/rules.py"
FARKLE = "dicegame/games/farkle/core/rules.py"
PENTA_TESTS = ("tests/core/test_penta.py", "tests/core/test_properties.py")
FARKLE_TESTS = ("tests/core/test_farkle.py", "tests/core/test_properties.py")


class Mutant(NamedTuple):
    name: str
    rule: str
    path: str
    old: str
    new: str
    first: tuple[str, ...]
    """The rule's own tests, run first."""


MUTANTS = (
    Mutant(
        "M1", "upper bonus 35 -> 30", PENTA, "UPPER_BONUS = 35", "UPPER_BONUS = 30", PENTA_TESTS
    ),
    Mutant(
        "M2", "Penta bonus 100 -> 50", PENTA, "PENTA_BONUS = 100", "PENTA_BONUS = 50", PENTA_TESTS
    ),
    Mutant(
        "M3",
        "a Penta counts as a full house without the joker",
        PENTA,
        "sorted(counts.values()) == [2, 3]",
        "sorted(counts.values()) in ([2, 3], [5])",
        PENTA_TESTS,
    ),
    Mutant(
        "M4",
        "small straight 3-4-5-6 not recognised",
        PENTA,
        "_SMALL_RUNS = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})",
        "_SMALL_RUNS = ({1, 2, 3, 4}, {2, 3, 4, 5})",
        PENTA_TESTS,
    ),
    Mutant(
        "M5",
        "joker in 3/4-of-a-kind and Chance pays 0",
        PENTA,
        "_JOKER_FIXED.get(box, sum(values))",
        "_JOKER_FIXED.get(box, 0)",
        PENTA_TESTS,
    ),
    Mutant(
        "M6",
        "a fourth roll allowed",
        PENTA,
        "if self.rolls_left <= 0:",
        "if self.rolls_left < 0:",
        PENTA_TESTS,
    ),
    Mutant(
        "M7",
        "a single 5 scores 100",
        FARKLE,
        "SINGLE_SCORES = {1: 100, 5: 50}",
        "SINGLE_SCORES = {1: 100, 5: 100}",
        FARKLE_TESTS,
    ),
    Mutant(
        "M8",
        "n of a kind doubles instead of x1, 2, 3, 4",
        FARKLE,
        "_triple_value(face) * (kind - 2) + rest",
        "_triple_value(face) * 2 ** (kind - 3) + rest",
        FARKLE_TESTS,
    ),
    Mutant(
        "M9",
        "the last round starts when the target is passed, not reached",
        FARKLE,
        "self.totals[self.current] >= self.target",
        "self.totals[self.current] > self.target",
        FARKLE_TESTS,
    ),
    Mutant(
        "M10",
        "hot dice only when all six dice of a roll score",
        FARKLE,
        "len(self.selected) == len(self.roll_dice)",
        "len(self.selected) == DICE_COUNT",
        FARKLE_TESTS,
    ),
)

FAILED = re.compile(r"^FAILED (\S+)", re.M)


def copy_tree(target: Path) -> None:
    """The tracked files and the compiled catalogs, as a clean checkout plus set-up has."""
    listed = (
        subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
        .stdout.decode()
        .split("\0")
    )
    for name in [
        *filter(None, listed),
        *(str(p.relative_to(ROOT)) for p in ROOT.glob("i18n/*.qm")),
    ]:
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


def run_tests(tree: Path, paths: tuple[str, ...]) -> str | None:
    """The first failing test's id, or None when all pass."""
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-q",
        "-x",
        "-p",
        "no:cacheprovider",
        "-m",
        "not slow and not tables",
        "-n",
        "0",
        *paths,
    ]
    environment = os.environ | {"QT_QPA_PLATFORM": "offscreen", "PYTHONDONTWRITEBYTECODE": "1"}
    result = subprocess.run(command, cwd=tree, capture_output=True, text=True, env=environment)
    if result.returncode == 0:
        return None
    found = FAILED.search(result.stdout)
    return found.group(1) if found else f"pytest exit {result.returncode}"


def try_mutant(tree: Path, mutant: Mutant) -> str | None:
    path = tree / mutant.path
    original = path.read_text(encoding="utf-8")
    if original.count(mutant.old) != 1:
        raise SystemExit(f"{mutant.name}: {mutant.old!r} is not once in {mutant.path}")
    path.write_text(original.replace(mutant.old, mutant.new), encoding="utf-8")
    try:
        return run_tests(tree, mutant.first) or run_tests(tree, ("tests/core", "tests/engine"))
    finally:
        path.write_text(original, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="*", help="mutants to try (default: all)")
    names = set(parser.parse_args(argv).names)
    chosen = [m for m in MUTANTS if not names or m.name in names]
    survivors = 0
    with tempfile.TemporaryDirectory(prefix="dicegame-mutants-") as folder:
        tree = Path(folder)
        copy_tree(tree)
        for mutant in chosen:
            killer = try_mutant(tree, mutant)
            survivors += killer is None
            print(f"{mutant.name:>3}  {mutant.rule:<62}  {killer or 'NOT KILLED'}", flush=True)
    print(f"{len(chosen) - survivors} of {len(chosen)} killed")
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
