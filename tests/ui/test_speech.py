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
    speakers = window.findChildren(speech.NotificationSpeaker)
    assert len(speakers) == 1
    interface = QAccessible.queryAccessibleInterface(speakers[0])
    assert interface.role() == QAccessible.Role.Notification
    qtbot.waitUntil(lambda: speakers[0].accessibleName() != "")
    assert speakers[0].accessibleName() == "You rolled 1, 2, 3, 4, 5. Ana, your turn."


def test_an_assertive_message_goes_first_in_its_notification(qtbot) -> None:
    _window, label = window_with_label(qtbot)
    speech.deliver(label, "You rolled 6.", assertive=False, atspi=True)
    speech.deliver(label, "Farkle!", assertive=True, atspi=True)
    speaker = speech.speaker_for(label)
    speaker.flush()
    assert speaker.accessibleName() == "Farkle! You rolled 6."


def test_each_pass_of_the_event_loop_gives_its_own_notification(qtbot) -> None:
    _window, label = window_with_label(qtbot)
    speaker = speech.speaker_for(label)
    speech.deliver(label, "First.", assertive=False, atspi=True)
    speaker.flush()
    speech.deliver(label, "Second.", assertive=False, atspi=True)
    speaker.flush()
    assert speaker.accessibleName() == "Second."


def test_other_platforms_get_an_announcement_and_no_notification(qtbot) -> None:
    window, label = window_with_label(qtbot)
    speech.deliver(label, "You rolled 6.", assertive=False, atspi=False)
    assert window.findChildren(speech.NotificationSpeaker) == []


def test_the_notification_object_is_not_seen(qtbot) -> None:
    window, label = window_with_label(qtbot)
    window.show()
    speaker = speech.speaker_for(label)
    assert speaker.isVisible() and speaker.size().isEmpty()
