"""The delivery of spoken messages: a notification object on AT-SPI, once per message."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dicegame.ui import speech


def window_with_label(qtbot) -> tuple[QWidget, QLabel]:
    window = QWidget()
    qtbot.addWidget(window)
    label = QLabel("status", window)
    QVBoxLayout(window).addWidget(label)
    return window, label


def test_atspi_messages_become_the_name_of_one_notification_per_window(qtbot) -> None:
    window, label = window_with_label(qtbot)
    speech.deliver(label, "You rolled 1, 2, 3, 4, 5.", assertive=False, atspi=True)
    speech.deliver(window, "Ana, your turn.", assertive=False, atspi=True)
    voice = speech.voice_for(label)
    assert window.findChildren(speech.WindowVoice) == [voice]
    qtbot.waitUntil(lambda: voice.last_spoken() != "")
    assert voice.last_spoken() == "You rolled 1, 2, 3, 4, 5. Ana, your turn."
    spoken = [s for s in window.findChildren(speech.NotificationSpeaker) if s.accessibleName()]
    assert len(spoken) == 1
    interface = QAccessible.queryAccessibleInterface(spoken[0])
    assert interface.role() == QAccessible.Role.Notification


def test_an_assertive_message_goes_first_in_its_notification(qtbot) -> None:
    _window, label = window_with_label(qtbot)
    speech.deliver(label, "You rolled 6.", assertive=False, atspi=True)
    speech.deliver(label, "Farkle!", assertive=True, atspi=True)
    voice = speech.voice_for(label)
    voice.flush()
    assert voice.last_spoken() == "Farkle! You rolled 6."


def test_each_pass_of_the_event_loop_gives_its_own_notification(qtbot) -> None:
    """A screen reader that is behind still finds each name as it was sent."""
    window, label = window_with_label(qtbot)
    voice = speech.voice_for(label)
    for text in ("First.", "Second.", "Third."):
        speech.deliver(label, text, assertive=False, atspi=True)
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
