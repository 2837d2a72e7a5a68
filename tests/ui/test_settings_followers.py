"""The window's options follow ``Settings.changed`` (issue 32 item 7): whoever writes a
setting, the game on screen, the timing and the menus take it, and the menu items only
write the settings."""

from __future__ import annotations

from pathlib import Path

import pytest

from dicegame.core.limits import DEFAULT_AUTO_SCORE_SECONDS
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.core import PENTA
from dicegame.persist.settings import PACE_DELAY_MS, IniStore, Pace, Settings
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

SETUP = GameSetup(PENTA, ("Ana", "Rui"), with_computer=False)


def window_with_settings(qtbot, tmp_path: Path) -> MainWindow:
    settings = Settings(IniStore(tmp_path / "settings.ini"))
    window = MainWindow(timing=Timing.fast(), settings=settings)
    qtbot.addWidget(window)
    window.complete_menus()
    window.start_game(SETUP)
    return window


def test_a_setting_written_elsewhere_reaches_the_game_and_the_menu(qtbot, tmp_path) -> None:
    window = window_with_settings(qtbot, tmp_path)
    engine = window.view.engine
    settings = window.settings
    settings.set_auto_score_seconds(10)
    assert engine.timing.auto_score_ms == 10_000 == window.timing.auto_score_ms
    assert window.auto_score_actions[10].isChecked()
    settings.set_computer_pace(Pace.FAST)
    assert engine.timing.computer_step_ms == settings.computer_delay_ms
    settings.set_hand_over(False)
    assert not window.view.hand_over._enabled
    settings.set_sounds(False)
    assert not window.sound_board.enabled
    settings.set_text_scale(150)
    assert window.text_size_actions[150].isChecked()
    settings.set_text_scale(100)


def test_a_menu_item_writes_the_setting_and_the_setting_applies_it(qtbot, tmp_path) -> None:
    window = window_with_settings(qtbot, tmp_path)
    heard: list[str] = []
    window.settings.changed.connect(heard.append)
    window.auto_score_actions[30].trigger()
    assert heard == ["auto_score_seconds", "auto_score_chosen"]  # written together
    assert window.settings.auto_score_seconds == 30
    assert window.view.engine.timing.auto_score_ms == 30_000


def test_a_chosen_pace_is_written_and_applied_through_the_setting(qtbot, tmp_path) -> None:
    window = window_with_settings(qtbot, tmp_path)
    window.pace_actions[Pace.SLOW].trigger()
    assert window.settings.computer_pace is Pace.SLOW
    assert window.view.engine.computer_waits  # the slow pace's computer waits behind a card
    window.pace_actions[Pace.FAST].trigger()
    assert window.timing.computer_step_ms == PACE_DELAY_MS[Pace.FAST]
    assert not window.view.engine.computer_waits


def test_without_settings_the_menus_apply_directly(qtbot) -> None:
    window = MainWindow(timing=Timing.fast())
    qtbot.addWidget(window)
    window.start_game(SETUP)
    window.set_auto_score(5)
    assert window.view.engine.timing.auto_score_ms == 5000


def test_the_engines_and_the_settings_share_core_s_auto_score_default(tmp_path) -> None:
    fresh = Settings(IniStore(tmp_path / "settings.ini"))
    assert fresh.auto_score_seconds == DEFAULT_AUTO_SCORE_SECONDS
    assert Timing().auto_score_ms == DEFAULT_AUTO_SCORE_SECONDS * 1000
