"""The delivery of spoken messages: a notification object on AT-SPI, once per message."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dicegame.ui.voice import speech


def window_with_label(qtbot) -> tuple[QWidget, QLabel]:
    window = QWidget()
    qtbot.addWidget(window)
    label = QLabel("status", window)
    QVBoxLayout(window).addWidget(label)
    return window, label


def test_atspi_messages_become_the_name_of_one_notification_per_window(qtbot) -> None:
    window, label = window_with_label(qtbot)
    speech.deliver(label, "You rolled 1, 2, 3, 4, 5", assertive=False, atspi=True)
    speech.deliver(window, "Ana, your turn.", assertive=False, atspi=True)
    voice = speech.voice_for(label)
    assert window.findChildren(speech.WindowVoice) == [voice]
    qtbot.waitUntil(lambda: voice.last_spoken() != "")
    assert voice.last_spoken() == "You rolled 1, 2, 3, 4, 5. Ana, your turn."
    spoken = [s for s in window.findChildren(speech.NotificationSpeaker) if s.accessibleName()]
    assert len(spoken) == 1
    interface = QAccessible.queryAccessibleInterface(spoken[0])
    assert interface.role() == QAccessible.Role.Notification


def test_an_urgent_message_waits_for_the_roll_it_follows(qtbot) -> None:
    """Orca 43 cuts speech short for each notification: "Farkle!" cut the roll (A9)."""
    window, _label = window_with_label(qtbot)
    now = [100.0]
    voice = speech.WindowVoice(window, clock=lambda: now[0])
    voice.say("Ana rolled 2 3 4 6 2 3.")
    voice.flush()
    voice.say("Farkle! No die scores: Ana had no points at stake.")
    roll_seconds = speech.speaking_seconds("Ana rolled 2 3 4 6 2 3.")
    assert roll_seconds == pytest.approx(9 * 60 / 175)  # 8 words, "notification", 175 a minute
    assert abs(voice.waiting_ms() - roll_seconds * 1000) <= 2
    assert voice.last_spoken() == "Ana rolled 2 3 4 6 2 3."  # not cut short
    voice.say("Ana's turn.")  # arrives while the farkle waits: said with it, in order
    now[0] += roll_seconds
    voice.flush()
    assert voice.last_spoken() == "Farkle! No die scores: Ana had no points at stake. Ana's turn."
    assert voice.waiting_ms() == -1


def test_a_key_press_ends_the_wait(qtbot) -> None:
    """Orca stops speaking at a key press: what answers the key is not held back."""
    from PySide6.QtCore import Qt

    window, label = window_with_label(qtbot)
    now = [100.0]
    voice = speech.WindowVoice(window, clock=lambda: now[0])
    voice.say("Computer banked 300 points and has 300 points. Ana's turn.")
    voice.flush()
    voice.say("Ana rolled 2 3 4 6 2 3.")
    assert voice.waiting_ms() > 0
    qtbot.keyClick(label, Qt.Key.Key_Space)
    assert voice.waiting_ms() == 0
    voice.flush()
    voice.say("Farkle! No die scores: Ana had no points at stake.")
    assert voice.waiting_ms() > 0  # the roll's answer is not cut short by the next one


def test_a_message_after_a_quiet_moment_is_said_at_once(qtbot) -> None:
    window, _label = window_with_label(qtbot)
    now = [100.0]
    voice = speech.WindowVoice(window, clock=lambda: now[0])
    voice.say("Ana banked 100 points.")
    voice.flush()
    now[0] += 60
    voice.say("Computer's turn.")
    assert voice.waiting_ms() == 0


def test_each_pass_of_the_event_loop_gives_its_own_notification(qtbot) -> None:
    """A screen reader that is behind still finds each name as it was sent."""
    window, label = window_with_label(qtbot)
    voice = speech.voice_for(label)
    for text in ("First.", "Second.", "Third."):
        voice.say(text)
        voice.flush()
    names = {s.accessibleName() for s in window.findChildren(speech.NotificationSpeaker)}
    assert {"First.", "Second.", "Third."} <= names
    assert voice.last_spoken() == "Third."


def test_other_platforms_get_an_announcement_and_no_notification(qtbot) -> None:
    window, label = window_with_label(qtbot)
    speech.deliver(label, "You rolled 6.", assertive=False, atspi=False)
    assert window.findChildren(speech.WindowVoice) == []


def test_the_notification_objects_are_not_seen(qtbot) -> None:
    window, label = window_with_label(qtbot)
    window.show()
    speech.voice_for(label)
    speech.deliver(label, "You rolled 6.", assertive=False, atspi=True)
    speech.voice_for(label).flush()
    speakers = window.findChildren(speech.NotificationSpeaker)
    assert speakers and not any(s.isVisible() for s in speakers)


def test_a_dialog_has_its_own_notifications(qtbot) -> None:
    from PySide6.QtWidgets import QDialog

    window, label = window_with_label(qtbot)
    dialog = QDialog(window)
    field = QLabel("name", dialog)
    assert speech.voice_for(field).parent() is dialog
    assert speech.voice_for(label).parent() is window


def test_a_silent_progress_bar_is_a_named_graphic_without_a_value(qtbot) -> None:
    """Orca 48 reads a progress bar's every new value ("3 percent."), cutting the
    notification it is saying short: a silent bar has no value for it to read."""
    bar = speech.SilentProgressBar()
    qtbot.addWidget(bar)
    bar.setRange(0, 10_000)
    bar.setValue(300)
    bar.setAccessibleName("Computer: 300 points of 10,000")
    interface = QAccessible.queryAccessibleInterface(bar)
    assert interface.role() == QAccessible.Role.Graphic
    assert interface.valueInterface() is None
    assert interface.text(QAccessible.Text.Name) == "Computer: 300 points of 10,000"
    assert bar.value() == 300  # it still draws the score


def test_the_farkle_score_bars_are_silent(qtbot) -> None:
    from dicegame.games.farkle.ui.scoreboard import SeatRow

    row = SeatRow(0)
    qtbot.addWidget(row)
    interface = QAccessible.queryAccessibleInterface(row.bar)
    assert interface.role() == QAccessible.Role.Graphic and interface.valueInterface() is None


def test_waiting_for_quiet_keeps_queue_order(qtbot) -> None:
    """What waits for quiet (the focus on Play again, after the result) comes after the
    messages queued before it, each in its turn: it does not have them said early, which
    cut the farkle before the end result (0.5 s after it, the real Orca 43.1)."""
    window, label = window_with_label(qtbot)
    now = [100.0]
    voice = speech.WindowVoice(window, clock=lambda: now[0])
    voice.say("Computer rolled 2. Farkle!")
    voice.flush()
    voice.say("Game over.")  # waits for the farkle to be said
    done: list[str] = []
    speech.when_quiet(label, lambda: done.append(voice.last_spoken()))
    assert voice.last_spoken() == "Computer rolled 2. Farkle!"  # not cut by the result
    assert voice.waiting_ms() > 0
    qtbot.wait(20)
    assert not done
    now[0] += 60  # the farkle said: the result's turn
    voice.flush()
    assert voice.last_spoken() == "Game over."
    assert not done  # not before the result has been said
    now[0] += 60
    qtbot.waitUntil(lambda: bool(done), timeout=3000)
    assert done == ["Game over."]


def test_the_waits_between_notifications_are_precise(qtbot) -> None:
    """A coarse timer fires up to 5 % early: a 5 s wait, 0.25 s of the message before cut."""
    from PySide6.QtCore import Qt, QTimer

    _window, label = window_with_label(qtbot)
    voice = speech.voice_for(label)
    voice.say("Ana rolled 1, 5, 2, 3, 3, 6.")
    voice.flush()
    voice.say("Ana set aside 1.")
    speech.when_quiet(label, lambda: None)
    timers = voice.findChildren(QTimer)
    assert timers
    assert all(timer.timerType() == Qt.TimerType.PreciseTimer for timer in timers)
