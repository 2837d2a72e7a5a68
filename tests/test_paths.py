"""dicegame.paths finds data files from source and under PyInstaller."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from dicegame import paths

CHECKOUT = Path(__file__).resolve().parent.parent


def test_from_source_paths_point_into_the_checkout() -> None:
    assert not paths.is_frozen()
    assert paths.resource_path("icons", "dicegame.svg") == CHECKOUT / "resources/icons/dicegame.svg"
    assert paths.i18n_path() == CHECKOUT / "i18n"


def test_the_app_icon_is_found_from_source() -> None:
    icon = paths.resource_path("icons", "dicegame.svg")
    assert icon.is_file()
    assert "<svg" in icon.read_text(encoding="utf-8")


def test_frozen_paths_are_below_meipass(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.is_frozen()
    assert paths.resource_path("strategy", "table.bin") == tmp_path / "resources/strategy/table.bin"
    assert paths.i18n_path() == tmp_path / "i18n"


def test_frozen_flag_alone_is_not_enough(monkeypatch: pytest.MonkeyPatch) -> None:
    """Other freezers set sys.frozen without _MEIPASS: keep the source layout then."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert paths.resource_path() == CHECKOUT / "resources"
