"""The frozen build leaves out modules the program never imports (build.spec's
EXCLUDED_MODULES): none of them may be one the program does import. The xz-compressed
Penta split table needs lzma, which the list still held: the frozen program's smoke run
failed ("No module named 'lzma'") where the source tree worked. Likewise the ICU data
that packaging/linux/trim_icu.sh keeps must hold what the program loads of it."""

from __future__ import annotations

import ast
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

pytestmark = pytest.mark.process

ROOT = Path(__file__).resolve().parents[1]


def excluded_modules() -> set[str]:
    tree = ast.parse((ROOT / "build.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "EXCLUDED_MODULES"
            for target in node.targets
        ):
            assert isinstance(node.value, ast.List)
            # the plain names; a *LIST spliced in (the CJK codecs) names encodings only
            return {
                ast.literal_eval(item)
                for item in node.value.elts
                if not isinstance(item, ast.Starred)
            }
    raise AssertionError("build.spec has no EXCLUDED_MODULES list")


def imported_modules(left_out: set[str]) -> dict[str, str]:
    """Every module the program's source imports (lazy imports included), with a file
    that imports it; the build-time modules that are themselves left out (the solvers,
    with numpy) do not count."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "dicegame").rglob("*.py")):
        if ".".join(path.relative_to(ROOT).with_suffix("").parts) in left_out:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                parts = name.split(".")
                for depth in range(1, len(parts) + 1):  # "a.b.c": a, a.b and a.b.c
                    found.setdefault(".".join(parts[:depth]), str(path.relative_to(ROOT)))
    return found


def test_the_frozen_build_keeps_every_module_the_program_imports() -> None:
    left_out = excluded_modules()
    imported = imported_modules(left_out)
    assert "lzma" in imported  # the scan sees the split table's reader
    wrongly_left_out = {name: imported[name] for name in left_out & imported.keys()}
    assert not wrongly_left_out, (
        f"build.spec excludes modules the program imports: {wrongly_left_out}"
    )


# Imports the modules the program imports (not its own) with the left-out modules made
# unimportable, as in the frozen build, and prints each import that fails.
IMPORT_WITHOUT_EXCLUDED = """
import importlib, importlib.abc, sys

EXCLUDED, NAMES, SITE = sys.argv[1].split(","), sys.argv[2].split(","), sys.argv[3]


class LeftOut(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if any(name == left or name.startswith(left + ".") for left in EXCLUDED):
            raise ModuleNotFoundError(f"left out of the frozen build: {name}", name=name)
        return None


sys.meta_path.insert(0, LeftOut())
sys.path.append(SITE)
for name in NAMES:
    try:
        importlib.import_module(name)
    except ImportError as error:
        print(name, error)
"""


def test_what_the_program_imports_imports_without_the_left_out_modules() -> None:
    """Modules the program imports need others that the source scan cannot see: fractions
    needs decimal and _decimal, PySide6's signature support argparse and gettext. A module
    that only tries an optional import (shutil's bz2, hashlib's OpenSSL) does without it."""
    left_out = excluded_modules()
    names = sorted(name for name in imported_modules(left_out) if name.split(".")[0] != "dicegame")
    site = sysconfig.get_paths()["purelib"]
    result = subprocess.run(
        [
            sys.executable,
            "-I",
            "-S",
            "-c",
            IMPORT_WITHOUT_EXCLUDED,
            ",".join(sorted(left_out)),
            ",".join(names),
            site,
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert "fractions" in names and "PySide6.QtWidgets" in names
    output = result.stdout + result.stderr
    assert result.returncode == 0 and "left out of the frozen build" not in output, output


def test_no_module_of_the_program_reads_a_docstring() -> None:
    """build.spec compiles the byte-code with optimize=2: every docstring is None."""
    readers = []
    for path in sorted((ROOT / "dicegame").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute):
                name = node.attr
            elif isinstance(node, ast.Name):
                name = node.id
            else:
                continue
            if name in {"__doc__", "getdoc"}:  # x.__doc__, __doc__, inspect.getdoc
                readers.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not readers, f"these lines read docstrings, which the frozen build drops: {readers}"


# What a whole session loads of ICU's data (gdb, a breakpoint on udata_openChoice: the smoke
# run, both games and every dialog in the four languages): QCollator's data for them.
ICU_ITEMS_LOADED = (
    "coll/ucadata.icu",
    "coll/root.res",
    "coll/en.res",
    "coll/pt.res",
    "coll/ro.res",
)
# What the services Qt does call may reach: locale data and fallbacks, the converter aliases.
ICU_ITEMS_KEPT = (
    "root.res",
    "pool.res",
    "res_index.res",
    "ro.res",
    "pt_PT.res",
    "en.res",
    "coll/res_index.res",
    "likelySubtags.res",
    "supplementalData.res",
    "cnvalias.icu",
)
# Services Qt never calls (character names, spoof checks, StringPrep, IDNA, NFKC, time zone
# rules), other languages, display names, break dictionaries, legacy converters.
ICU_ITEMS_DROPPED = (
    "unames.icu",
    "confusables.cfu",
    "rfc3491.spp",
    "uts46.nrm",
    "nfkc.nrm",
    "zoneinfo64.res",
    "coll/de.res",
    "de.res",
    "zone/ro.res",
    "brkitr/char.brk",
    "ibm-943_P15A-2003.cnv",
)


def icu_items_dropped(items: tuple[str, ...]) -> set[str]:
    script = ROOT / "packaging" / "linux" / "trim_icu.sh"
    result = subprocess.run(
        ["bash", str(script), "--dropped"],
        input="".join(f"{item}\n" for item in items),
        capture_output=True,
        text=True,
        check=True,
    )
    return set(result.stdout.split())


def test_the_icu_trim_keeps_the_collation_data_a_session_loads() -> None:
    kept = ICU_ITEMS_LOADED + ICU_ITEMS_KEPT
    dropped = icu_items_dropped(kept + ICU_ITEMS_DROPPED)
    assert dropped == set(ICU_ITEMS_DROPPED), (
        f"trim_icu.sh drops {sorted(dropped & set(kept))}, keeps "
        f"{sorted(set(ICU_ITEMS_DROPPED) - dropped)}"
    )
