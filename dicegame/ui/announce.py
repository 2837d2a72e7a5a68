"""What the program says to screen readers, in one place.

Every spoken announcement goes through :func:`announce`, which posts a
``QAccessibleAnnouncementEvent`` (Qt 6.8+) for the widget and tells the listeners
(tests record them with :func:`listen`). The texts themselves are built by the
per-game announcer classes below, from the engines' signals: this module is the one
place that says what is announced and with which words.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

Listener = Callable[[QWidget, str], None]
_listeners: list[Listener] = []


def listen(listener: Listener) -> Callable[[], None]:
    """Call ``listener(widget, text)`` on every announcement; returns a function that stops it."""
    _listeners.append(listener)

    def stop() -> None:
        if listener in _listeners:
            _listeners.remove(listener)

    return stop


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Have screen readers say ``text`` (politely, or at once when ``assertive``)."""
    text = text.strip()
    if not text:
        return
    for listener in list(_listeners):
        listener(widget, text)
    if not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


# ----- Penta announcements ------------------------------------------------------------
# (the Penta view's announcer: roll results, holds, the computer's steps, scores written,
# refusals, whose turn it is, the end of the game)


# ----- Farkle announcements -----------------------------------------------------------
# (the Farkle view's announcer: roll results, set-asides, the computer's steps, banks,
# banners: farkle, hot dice, last turn; whose turn it is, the end of the game)
