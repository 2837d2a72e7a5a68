"""The auto-score's spoken warning comes before the box is taken (accessibility review D1).

A screen reader hears the warning ("Scoring in 3 seconds: Small straight.") only once the
messages before it have been said: the window's voice (:class:`~dicegame.ui.voice.speech.
WindowVoice`) holds it until then, often longer than the countdown itself. So while a
screen reader listens, the countdown waits for its warning: once the notification that
holds the warning has been posted, the countdown runs its whole time from the moment that
notification has had the time to be said. Without a screen reader nothing changes (the
countdown is seen).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.ui.voice import speech

__all__ = ["CountdownVoice", "screen_reader_listens"]

# The countdown waits at least this long for the warning's notification to be posted.
POSTED_MARGIN_MS = 500


def screen_reader_listens() -> bool:
    """A screen reader hears the game through the window's notifications (AT-SPI)."""
    return QAccessible.isActive() and speech.uses_atspi()


class CountdownVoice(QObject):
    """Holds ``engine``'s countdown until its warning, said through ``widget``'s window,
    has been heard. Made after the view's announcer (which says the warning)."""

    def __init__(self, engine: PentaEngine, widget: QWidget) -> None:
        super().__init__(widget)
        self._engine = engine
        self._widget = widget
        self._posted = QTimer(self)
        self._posted.setSingleShot(True)
        self._posted.timeout.connect(self._warning_posted)
        engine.autoScoreTarget.connect(self._countdown_started)

    def _countdown_started(self, box: Box | None) -> None:
        if box is None or not screen_reader_listens():
            self._posted.stop()
            return
        wait = max(0, speech.voice_for(self._widget).waiting_ms())
        self._engine.postponeCountdown(wait + POSTED_MARGIN_MS)
        self._posted.start(wait + 1)  # just after the voice posts it

    def _warning_posted(self) -> None:
        """The notification holding the warning is out: the countdown starts once it has
        been said."""
        said = speech.voice_for(self._widget).last_spoken()
        self._engine.postponeCountdown(round(speech.speaking_seconds(said) * 1000))
