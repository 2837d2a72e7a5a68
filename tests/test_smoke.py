"""dicegame.smoke: the checks run by ``dicegame --smoke`` and the start-up probe."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QApplication

from dicegame import smoke
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = [pytest.mark.window, pytest.mark.process]


def test_the_flags_are_recognised() -> None:
    assert smoke.requested(["dicegame", "--smoke"])
    assert smoke.requested(["dicegame", "--startup-probe"])
    assert not smoke.requested(["dicegame"])


def test_prepare_goes_headless_only_for_a_smoke_run_without_display(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    smoke.prepare(["dicegame"])
    assert "QT_QPA_PLATFORM" not in smoke.os.environ
    smoke.prepare(["dicegame", "--smoke"])
    assert smoke.os.environ["QT_QPA_PLATFORM"] == "offscreen"


def test_run_smoke_runs_every_check_and_fails_if_one_fails(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def check_good(app, window) -> str:
        return "fine"

    def check_broken(app, window) -> str:
        raise smoke.SmokeFailure("no dice")

    def check_crashing(app, window) -> str:
        raise RuntimeError("boom")

    monkeypatch.setattr(smoke, "CHECKS", [check_broken, check_crashing, check_good])
    assert smoke.run_smoke(None, None) == 1
    err = capsys.readouterr().err
    assert "FAIL broken: no dice" in err
    assert "RuntimeError: boom" in err
    assert "ok   good: fine" in err
    assert "smoke FAILED (broken, crashing)" in err

    monkeypatch.setattr(smoke, "CHECKS", [check_good])
    assert smoke.run_smoke(None, None) == 0


def test_data_files_are_found_from_source(qapp: QApplication) -> None:
    assert "files below" in smoke.check_data_files(qapp, None)


def test_penta_check_plays_a_whole_game_through_the_engine(qapp: QApplication) -> None:
    report = smoke.check_penta_game(qapp, None)
    assert report.startswith("13 rounds, auto-score chose ")


def test_languages_check_switches_the_main_window_through_every_language(
    qtbot, qapp: QApplication
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    title_before = window.windowTitle()
    report = smoke.check_languages(qapp, window)
    assert "ro 'Jocuri cu zaruri'" in report
    assert window.windowTitle() == title_before  # back to the language it started in


def _run_program(*flags: str) -> subprocess.CompletedProcess[str]:
    """Start the real program in its own process (its event loop must not touch ours)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "dicegame", *flags],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )


def test_startup_probe_reports_first_paint_and_idle_memory() -> None:
    result = _run_program("--startup-probe")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == smoke.PROBE_SHOWN
    assert lines[1].startswith(smoke.PROBE_IDLE)
    assert int(lines[1].removeprefix(smoke.PROBE_IDLE)) > 0


def test_the_whole_smoke_run_passes_from_source() -> None:
    result = _run_program("--smoke")
    assert result.returncode == 0, result.stderr
    assert "smoke passed" in result.stderr
    assert "ok   farkle_game" in result.stderr


def test_locale_services_check_passes_with_qt_and_its_icu_data(qapp: QApplication) -> None:
    assert "8 names sorted" in smoke.check_locale_services(qapp, None)


def test_locale_services_check_fails_when_names_sort_by_code_point(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    # What QCollator gives when ICU cannot load its collation data.
    from PySide6.QtCore import QCollator

    monkeypatch.setattr(QCollator, "sortKey", lambda self, text: text)
    with pytest.raises(smoke.SmokeFailure, match="sort as"):
        smoke.check_locale_services(qapp, None)
