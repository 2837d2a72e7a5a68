"""The rule mutants of ``tools/mutants.py`` still apply to the code and are still caught."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.process
def test_two_rule_mutants_are_each_killed_by_their_rules_test() -> None:
    """One mutant per game, through the real script (a copy of the tree, pytest inside)."""
    result = subprocess.run(
        [sys.executable, "tools/mutants.py", "M6", "M9"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "test_fourth_roll_raises_and_changes_nothing" in result.stdout
    assert "test_banking_exactly_the_target_starts_the_last_round" in result.stdout
    assert "2 of 2 killed" in result.stdout


def test_every_mutant_names_text_that_is_once_in_its_file() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import mutants
    finally:
        sys.path.remove(str(ROOT / "tools"))
    for mutant in mutants.MUTANTS:
        assert (ROOT / mutant.path).read_text(encoding="utf-8").count(mutant.old) == 1, mutant
