"""How a spoken message reaches the screen reader: the delivery behind ``announce()``.

Two channels, and each message goes through exactly one of them, so that no screen reader
says it twice:

- **AT-SPI** (Linux, X11 and Wayland): a *notification* object. Every top-level window gets
  a few invisible children whose accessible role is ``Notification``; a message becomes the
  accessible name of the next one, followed by an ``ObjectShow`` event (AT-SPI
  ``object:state-changed:showing``). Orca 43 (Debian 12) speaks that as
  "notification <message>" and drops Qt's announcements (``object:announcement``); newer
  Orcas speak both, which is why this channel posts no announcement (see
  ``docs/accessibility.md`` and ``tools/orca_check.py``, which proves it with the real Orca).
- **Elsewhere** (Windows UI Automation, macOS): a ``QAccessibleAnnouncementEvent`` (Qt 6.8+),
  polite or assertive.

Messages posted in one pass of the event loop are joined into one notification: Orca reads a
notification's name when it handles the event, so a second message sent at once would replace
the first before it is spoken.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QGuiApplication,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

#: Qt platform plugins whose accessibility bridge is AT-SPI.
ATSPI_PLATFORMS = frozenset({"xcb", "wayland", "wayland-egl"})

VOICE_NAME = "speechVoice"


class NotificationSpeaker(QWidget):
    """An invisible notification object: its name is the message spoken."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._interface: QAccessibleWidget | None = None  # set by Qt's factory
        self.setFixedSize(0, 0)
        # Hidden: never seen, never reached by Tab or flat review, and never "shown" but by
        # speak()'s event (a shown empty notification is read as "notification").
        self.hide()

    def speak(self, text: str) -> None:
        self.setAccessibleName(text)
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.ObjectShow))


class WindowVoice(QObject):
    """The notifications of one window: messages of one event-loop pass become one of them.

    The notifications take turns (:data:`VOICES` of them): a screen reader that is behind
    reads a notification's name when it comes to its event, so each name must stay what it
    was when its event was sent, until the screen reader has long caught up.
    """

    VOICES = 8

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName(VOICE_NAME)
        self._speakers = [NotificationSpeaker(window) for _ in range(self.VOICES)]
        self._next = 0
        self._pending: list[str] = []
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.setInterval(0)
        self._flush_timer.timeout.connect(self.flush)

    def say(self, text: str, assertive: bool) -> None:
        """Queue ``text`` for the next pass of the event loop (assertive texts come first)."""
        if assertive:
            self._pending.insert(0, text)
        else:
            self._pending.append(text)
        self._flush_timer.start()

    def flush(self) -> None:
        """Speak what is queued, as one notification."""
        if not self._pending:
            return
        text = " ".join(self._pending)
        self._pending.clear()
        speaker = self._speakers[self._next]
        self._next = (self._next + 1) % len(self._speakers)
        speaker.speak(text)

    def last_spoken(self) -> str:
        """The text of the latest notification ("" before the first)."""
        return self._speakers[self._next - 1].accessibleName()


def _notification_interface(_class_name: str, obj: QObject) -> QAccessibleWidget | None:
    """Qt's accessibility factory for :class:`NotificationSpeaker`: the Notification role."""
    if not isinstance(obj, NotificationSpeaker):
        return None
    interface = QAccessibleWidget(obj, QAccessible.Role.Notification)
    obj._interface = interface  # lives as long as the speaker
    return interface


_factory_installed = False


def _install_factory() -> None:
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_notification_interface)
        _factory_installed = True


def uses_atspi() -> bool:
    """Whether this platform's screen readers listen on AT-SPI (Linux desktops)."""
    return QGuiApplication.platformName() in ATSPI_PLATFORMS


def voice_for(widget: QWidget) -> WindowVoice:
    """The notifications of ``widget``'s window (made on first use)."""
    window = widget.window()
    voice = window.findChild(WindowVoice, VOICE_NAME)
    if voice is None:
        _install_factory()
        voice = WindowVoice(window)
    return voice


def deliver(widget: QWidget, text: str, assertive: bool, atspi: bool | None = None) -> None:
    """Hand ``text`` to the screen reader by the one channel of this platform (``atspi``
    overrides the platform's choice, for tests)."""
    if atspi is None:
        atspi = uses_atspi()
    if atspi:
        voice_for(widget).say(text, assertive)
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
