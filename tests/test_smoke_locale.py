"""``dicegame --smoke`` passes on a system whose language is not English (issue 37): its
language check switched with a second language manager while the program's own kept the
system language's catalogs installed, so "English" still read Portuguese or Romanian and
the check failed. Qt takes the language from LANG itself, so the locales need not be
generated; the first check's line shows the program did start in that language."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("lang", "title"),
    [("pt_BR.UTF-8", "Jogos de dados"), ("ro_RO.UTF-8", "Jocuri cu zaruri")],
)
def test_the_smoke_run_passes_in_the_system_language(tmp_path: Path, lang: str, title: str) -> None:
    env = {
        name: value
        for name, value in os.environ.items()
        if name != "DICEGAME_DATA_DIR" and not name.startswith(("LC_", "LANG", "XDG_"))
    }
    env.update(LANG=lang, HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "dicegame", "--smoke"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert f"ok   main_window: '{title}'" in done.stderr  # started in that language
    assert "ok   languages: en 'Dice games'; " in done.stderr, done.stderr
    assert done.returncode == 0, done.stderr
    assert "smoke passed" in done.stderr
