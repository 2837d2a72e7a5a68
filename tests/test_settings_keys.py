"""settings.ini: every key declared once (persist.settings.KEYS), read and written only
through that declaration (code review D-7, D-14; issue 22 item 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dicegame.core.setup import GameSetup
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.i18n import LANGUAGES, LanguageManager
from dicegame.persist import settings as module
from dicegame.persist.settings import KEYS, IniStore, Settings

ROOT = Path(__file__).resolve().parent.parent


def on_file(path: Path) -> Settings:
    return Settings(IniStore(path))


def values_of(key) -> list:
    if key.allowed is not None:
        return list(key.allowed)
    if key.default is True or key.default is False:
        return [True, False]
    if key is module.WINDOW_RECT:
        return [(10, -20, 800, 600)]
    if key is module.LAST_SETUP:
        return [
            GameSetup(humans=("Ana", "Zoë <b>&"), with_computer=False),
            GameSetup(kind=FARKLE, humans=("Rui",), options={"target": 5000}),
        ]
    if key is module.GAME_CHOICES:
        return [{PENTA: ("good", {}), FARKLE: ("master", {"target": 15000})}]
    return ["HDMI-1", "eDP 1"]


def test_every_key_is_declared_once_with_its_default_allowed() -> None:
    names = [key.name for key in KEYS]
    assert len(names) == len(set(names))
    assert {"language", "window/screen", "window/rect", "window/maximized"} <= set(names)
    declared = {value for name, value in vars(module).items() if isinstance(value, module.Key)}
    assert declared == set(KEYS)  # none outside the table
    for key in KEYS:
        assert key.allowed is None or key.default is None or key.default in key.allowed
    assert module.LANGUAGE.allowed == tuple(LANGUAGES)


@pytest.mark.parametrize("key", KEYS, ids=lambda key: key.name)
def test_every_value_comes_back_from_the_file_and_garbage_reads_as_default(
    tmp_path: Path, qapp, key
) -> None:
    path = tmp_path / "settings.ini"
    for value in values_of(key):
        on_file(path).set(key, value)
        assert on_file(path).get(key) == value
    if key is module.WINDOW_SCREEN:
        return  # any text names a screen
    for garbage in ("garbage", "", "1,2", "trueish", "-7"):
        store = IniStore(path)
        store.setValue(key.name, garbage)
        store.sync()
        value = on_file(path).get(key)
        assert value == key.default or value in values_of(key)  # never anything else
    store = IniStore(path)
    store.setValue(key.name, "a value no key allows \u00e9")
    store.sync()
    assert on_file(path).get(key) == key.default


def test_a_value_that_is_not_allowed_is_refused(tmp_path: Path, qapp) -> None:
    settings = on_file(tmp_path / "settings.ini")
    for key, bad in (
        (module.LANGUAGE, "fr"),
        (module.COMPUTER_PACE, "warp"),
        (module.TEXT_SCALE, 130),
        (module.WINDOW_RECT, (1, 2)),
    ):
        with pytest.raises(ValueError):
            settings.set(key, bad)
    assert not (tmp_path / "settings.ini").exists()


def test_the_language_manager_and_the_window_place_go_through_the_settings(
    tmp_path: Path, qapp, qm_dir
) -> None:
    settings = on_file(tmp_path / "settings.ini")
    changed: list[str] = []
    settings.changed.connect(changed.append)
    LanguageManager(settings, i18n_dir=qm_dir).set_language("ro")
    settings.set_window_place("HDMI-1", (1, 2, 300, 400), True)
    assert changed == ["language", "window/screen", "window/rect", "window/maximized"]
    text = (tmp_path / "settings.ini").read_text()
    assert "language=ro" in text and "window/rect=1,2,300,400" in text
    assert on_file(tmp_path / "settings.ini").window_place() == ("HDMI-1", (1, 2, 300, 400), True)
    LanguageManager(settings, i18n_dir=qm_dir).set_language("en")


def test_only_the_settings_module_touches_the_store() -> None:
    """No other module of the program opens a QSettings or an IniStore's raw values."""
    for path in sorted((ROOT / "dicegame").rglob("*.py")):
        if path.name in ("settings.py", "ini_store.py") and path.parent.name == "persist":
            continue  # the settings and their file
        text = path.read_text(encoding="utf-8")
        assert "QSettings" not in text, path
        assert ".store." not in text and "._store" not in text, path
