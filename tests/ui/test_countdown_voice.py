"""The auto-score's warning is heard before the box is taken (accessibility review D1),
with the real announcer and the window's voice. Speech is 10 times quicker, the
countdown 3 s / 10 and the dice land in 450 ms / 10: the proportions are the real ones
(a roll message of about 4 s, said at once; the warning waits behind it)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_penta_view import make_view

from dicegame.engine.timing import Timing
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.ui import countdown_voice
from dicegame.ui.voice import announce, speech
from dicegame.ui.voice.announce import listen

SPEED = 10  # virtual seconds per real second


class ActiveAccessibility:
    """QAccessible as it is while a screen reader listens."""

    @staticmethod
    def isActive() -> bool:
        return True


@pytest.fixture
def screen_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(announce, "QAccessible", ActiveAccessibility)
    monkeypatch.setattr(countdown_voice, "QAccessible", ActiveAccessibility)
    monkeypatch.setattr(speech, "uses_atspi", lambda: True)
    real = speech.speaking_seconds
    monkeypatch.setattr(speech, "speaking_seconds", lambda text: real(text) / SPEED)


def spoken(view) -> list[str]:
    return [s.accessibleName() for s in view.findChildren(speech.NotificationSpeaker)]


def test_the_warning_is_spoken_before_the_box_is_scored(qtbot, screen_reader) -> None:
    timing = replace(
        Timing.fast(),
        auto_score_ms=3000 // SPEED,
        countdown_tick_ms=1000 // SPEED,
        roll_animation_ms=450 // SPEED,
    )
    view = make_view(qtbot, [2, 2, 3, 5, 6] * 3, timing=timing)
    view.show()
    warned_when_scored: list[bool] = []
    view.engine.boxScored.connect(
        lambda *_: warned_when_scored.append(any("Scoring in" in s for s in spoken(view)))
    )
    for _ in range(2):
        assert view.engine.roll()
        qtbot.waitUntil(lambda: not view.engine.rolling)
    qtbot.wait(1000)  # all said: the voice is quiet
    assert view.engine.roll()  # the third: its message is said at once, the warning after
    qtbot.waitUntil(lambda: bool(warned_when_scored), timeout=3000)
    assert warned_when_scored == [True]
    assert view.game.sheets[0].scores[Box.TWOS] == 4  # the auto-score's box


def test_with_a_screen_reader_auto_score_waits_10_s_until_the_player_chooses(
    monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAccessible

    from dicegame.persist.settings import AUTO_SCORE, AUTO_SCORE_CHOSEN, Settings
    from dicegame.ui.window.window_menus import auto_score_seconds

    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert auto_score_seconds(settings) == 3
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    assert auto_score_seconds(settings) == 10
    settings.set_auto_score_seconds(5)  # the player's own choice stands
    assert auto_score_seconds(settings) == 5
    settings.update({AUTO_SCORE: 3, AUTO_SCORE_CHOSEN: True})  # even the 3 s, from the menu
    assert auto_score_seconds(settings) == 3


def test_escape_pauses_the_countdown_and_starts_it_again(qtbot) -> None:
    from PySide6.QtCore import Qt

    timing = replace(Timing.fast(), auto_score_ms=60_000)
    view = make_view(qtbot, [2, 2, 3, 5, 6] * 3, timing=timing)
    for _ in range(3):
        view.engine.roll()
    assert view.engine.countdown_active
    view.setFocus()
    said: list[str] = []
    stop = listen(lambda _widget, text: said.append(text))
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    stop()
    assert said == ["Countdown paused: Esc starts it again"]
    assert not view.engine.countdown_active and view.countdown_label.isVisibleTo(view)
    assert "paused" in view.countdown_label.text()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.engine.countdown_active


def test_the_countdown_s_box_becomes_the_current_cell_once_the_roll_is_said(
    qtbot, screen_reader
) -> None:
    """With the sheet focused, its current cell moving to the countdown's box is read at
    once: it cut "You rolled …, no rolls left" in every auto-score of a whole game (Orca
    43.1 and 48.1, ``tools/orca_check.sh --whole``). It moves once the voice is quiet."""
    from dicegame.games.penta.ui.sheet.sheet_rows import ROW_OF

    timing = replace(
        Timing.fast(),
        auto_score_ms=60_000,  # the countdown does not end in this test
        countdown_tick_ms=1000 // SPEED,
        roll_animation_ms=450 // SPEED,
    )
    view = make_view(qtbot, [2, 2, 3, 5, 6] * 3, timing=timing)
    view.show()
    sheet = view.sheet
    with qtbot.waitActive(view):
        view.activateWindow()
    sheet.setFocus()
    for _ in range(2):
        assert view.engine.roll()
        qtbot.waitUntil(lambda: not view.engine.rolling)
    qtbot.wait(1000)  # all said: the voice is quiet
    assert view.engine.roll()  # the third: the countdown starts on Twos
    qtbot.waitUntil(lambda: sheet.auto_score_box is Box.TWOS)
    voice = speech.voice_for(sheet)
    assert voice.quiet_in_ms() > 0  # the roll is being said
    assert sheet.currentIndex().row() != ROW_OF[Box.TWOS]
    qtbot.waitUntil(lambda: sheet.currentIndex().row() == ROW_OF[Box.TWOS], timeout=5000)
    assert voice.quiet_in_ms() <= 50  # not before the roll's message was said
    assert sheet.currentIndex().column() == 0


def test_without_a_screen_reader_the_countdown_s_box_is_current_at_once(qtbot) -> None:
    from dicegame.games.penta.ui.sheet.sheet_rows import ROW_OF

    timing = replace(Timing.fast(), auto_score_ms=60_000)
    view = make_view(qtbot, [2, 2, 3, 5, 6] * 3, timing=timing)
    view.show()
    for _ in range(3):
        assert view.engine.roll()
        qtbot.waitUntil(lambda: not view.engine.rolling)
    qtbot.waitUntil(lambda: view.sheet.auto_score_box is Box.TWOS)
    qtbot.waitUntil(lambda: view.sheet.currentIndex().row() == ROW_OF[Box.TWOS], timeout=500)
