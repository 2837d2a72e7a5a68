"""How a spoken message reaches the screen reader: the delivery behind ``announce()``.

Two channels, and each message goes through exactly one of them, so that no screen reader
says it twice:

- **AT-SPI** (Linux, X11 and Wayland): a *notification* object. Every top-level window gets
  a few invisible children whose accessible role is ``Notification``; a message becomes the
  accessible name of the next one, followed by an ``ObjectShow`` event (AT-SPI
  ``object:state-changed:showing``). Orca 43 (Debian 12) speaks that as
  "notification <message>" and drops Qt's announcements (``object:announcement``); Orca 48
  (Debian 13) speaks both, which is why this channel posts no announcement (see
  ``docs/accessibility.md``; ``tools/orca_check.sh`` and ``tools/orca_check_debian.sh``
  prove it with the real Orcas).
- **Elsewhere** (Windows UI Automation, macOS): a ``QAccessibleAnnouncementEvent`` (Qt 6.8+),
  polite or assertive.

A notification waits until the one before it has had the time to be said (Orca 43 cuts speech
short for each new one); messages that wait together are said as one notification.

Nothing else speaks by itself: a :class:`SilentProgressBar` is not read out at each new value
(Orca 48 says "3 percent." of a progress bar that changes, and cuts a notification short).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QGuiApplication,
)
from PySide6.QtWidgets import QAccessibleWidget, QProgressBar, QWidget

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


#: espeak-ng's default rate, Orca's default voice: about 175 words a minute.
WORDS_PER_SECOND = 175 / 60


def speaking_seconds(text: str) -> float:
    """About how long a screen reader takes to say ``text`` as a notification (the word
    "notification" included), at the default rate."""
    return (len(text.split()) + 1) / WORDS_PER_SECOND


def sentence(text: str) -> str:
    """``text`` ending as a sentence, so that joined messages are read as separate ones
    (an ellipsis ends one too: "Computer is playing… Round 1/13.", not "…. Round")."""
    return text if text[-1] in ".!?…:;" else f"{text}."


class WindowVoice(QObject):
    """The notifications of one window, one message after the other.

    Orca 43 cuts what it is saying short for each new notification. So a message waits
    until the one before has had the time to be said (:func:`speaking_seconds`); the
    messages that arrive meanwhile (or in one pass of the event loop) are said together, in
    their order, as one notification: "Farkle!" no longer cuts the roll it follows. A key
    press ends the wait (Orca has stopped speaking for it).

    The notifications take turns (:data:`VOICES` of them): a screen reader that is behind
    reads a notification's name when it comes to its event, so each name must stay what it
    was when its event was sent, until the screen reader has long caught up.
    """

    VOICES = 8

    def __init__(self, window: QWidget, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(window)
        self.setObjectName(VOICE_NAME)
        self._speakers = [NotificationSpeaker(window) for _ in range(self.VOICES)]
        for number, speaker in enumerate(self._speakers):
            speaker.setObjectName(f"speechNotification{number}")
        self._next = 0
        self._pending: list[str] = []
        self._clock = clock
        self._quiet_at = 0.0  # when the last notification has been said
        # Precise: a coarse timer may fire 5 % early, and the message cut the one before.
        self._flush_timer = _precise_timer(self, self.flush)
        self._quiet_timer = _precise_timer(self, self._quiet)
        self._after_quiet: list[tuple[QObject, Callable[[], object]]] = []
        app = QGuiApplication.instance()
        if app is not None:
            app.installEventFilter(self)  # made only while a screen reader listens

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A key press silences the screen reader (Orca stops at each key): what it answers
        is said at once, not after the end of a speech that was cut."""
        if event.type() == QEvent.Type.KeyPress:
            self.interrupted()
        return False

    def interrupted(self) -> None:
        """The screen reader was silenced: nothing more to wait for."""
        self._quiet_at = self._clock()
        if self._flush_timer.isActive():
            self._flush_timer.start(0)

    def say(self, text: str) -> None:
        """Queue ``text``: it is said once the notification before has been said."""
        self._pending.append(text)
        if not self._flush_timer.isActive():
            wait = max(0.0, self._quiet_at - self._clock())
            self._flush_timer.start(round(wait * 1000))

    def flush(self) -> None:
        """Say what is queued, as one notification."""
        self._flush_timer.stop()
        if not self._pending:
            return
        text = " ".join(sentence(part) for part in self._pending)
        self._pending.clear()
        speaker = self._speakers[self._next]
        self._next = (self._next + 1) % len(self._speakers)
        speaker.speak(text)
        self._quiet_at = self._clock() + speaking_seconds(text)
        if self._after_quiet:
            self._quiet_timer.start(self.quiet_in_ms())

    def when_quiet(self, context: QObject, action: Callable[[], object]) -> None:
        """Do ``action`` once everything queued has been said, in its turn: the messages
        that wait are not said early for it (that would cut the one being said), and it
        comes after them. Dropped if ``context`` is deleted first."""
        self._after_quiet.append((context, action))
        if not self._flush_timer.isActive():  # else flush() starts the wait
            self._quiet_timer.start(self.quiet_in_ms())

    def _quiet(self) -> None:
        if self._flush_timer.isActive() or self._pending:
            return  # more was queued meanwhile: its flush starts the wait again
        actions, self._after_quiet = self._after_quiet, []
        for context, action in actions:
            if shiboken6.isValid(context):
                action()

    def quiet_in_ms(self) -> int:
        """How long until the last notification has been said (0: already)."""
        return max(0, round((self._quiet_at - self._clock()) * 1000))

    def waiting_ms(self) -> int:
        """How long the queued messages were set to wait (-1: nothing waits)."""
        return self._flush_timer.interval() if self._flush_timer.isActive() else -1

    def last_spoken(self) -> str:
        """The text of the latest notification ("" before the first)."""
        return self._speakers[self._next - 1].accessibleName()


class SilentProgressBar(QProgressBar):
    """A progress bar that a screen reader does not read out when its value changes.

    Orca 48 speaks every progress bar's new value ("3 percent.") as it changes, wherever the
    focus is, and cuts short the notification it was saying. A bar that only draws what its
    accessible name says (a score "of 10,000") is presented as a graphic with that name: read
    where the player goes, never by itself.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        _install_factory()  # before Qt makes the bar's interface
        super().__init__(parent)
        self._interface: QAccessibleWidget | None = None  # set by Qt's factory


#: The accessible role of each of this module's widgets (Qt's own for the others).
_ROLES: tuple[tuple[type[QWidget], QAccessible.Role], ...] = (
    (NotificationSpeaker, QAccessible.Role.Notification),
    (SilentProgressBar, QAccessible.Role.Graphic),
)


def _interface_with_role(_class_name: str, obj: QObject) -> QAccessibleWidget | None:
    """Qt's accessibility factory for :class:`NotificationSpeaker` (the Notification role)
    and :class:`SilentProgressBar` (a graphic: no value to announce)."""
    for kind, role in _ROLES:
        if isinstance(obj, kind):
            interface = QAccessibleWidget(obj, role)
            obj._interface = interface  # type: ignore[attr-defined]  # lives as long as obj
            return interface
    return None


_factory_installed = False


def _install_factory() -> None:
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_interface_with_role)
        _factory_installed = True


def uses_atspi() -> bool:
    """Whether this platform's screen readers listen on AT-SPI (Linux desktops)."""
    return QGuiApplication.platformName() in ATSPI_PLATFORMS


def voice_for(widget: QWidget) -> WindowVoice:
    """The notifications of ``widget``'s window (made on first use)."""
    window = widget.window()
    # its own, not a dialog's: a dialog is a window of its own among the window's children
    voice = window.findChild(WindowVoice, VOICE_NAME, Qt.FindChildOption.FindDirectChildrenOnly)
    if voice is None:
        _install_factory()
        voice = WindowVoice(window)
    return voice


def when_quiet(widget: QWidget, action: Callable[[], object]) -> None:
    """Do ``action`` once the screen reader has said what ``widget``'s window has queued
    (at once when no screen reader listens): for what a screen reader speaks by itself, at
    once, such as a focus move or a dialog that opens, which would cut a message short or
    come before it (:meth:`WindowVoice.when_quiet`)."""
    window = widget.window()
    voice = window.findChild(WindowVoice, VOICE_NAME, Qt.FindChildOption.FindDirectChildrenOnly)
    if voice is None:
        action()
        return
    voice.when_quiet(widget, action)


def _precise_timer(parent: QObject, slot: Callable[[], object]) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(slot)
    return timer


def deliver(widget: QWidget, text: str, assertive: bool, atspi: bool | None = None) -> None:
    """Hand ``text`` to the screen reader by the one channel of this platform (``atspi``
    overrides the platform's choice, for tests)."""
    if atspi is None:
        atspi = uses_atspi()
    if atspi:
        voice_for(widget).say(text)  # in turn, even an assertive one: never cut short
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
