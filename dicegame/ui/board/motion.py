"""Whether the table moves: Game ▸ Animations (the ``animations`` setting).

One switch for the whole program, read by what moves (the dice's tumble, the celebrations'
flying numbers): off, they show the same information at once. Qt 6 cannot read a desktop's
"reduce motion" preference (its style hints carry none), so the switch starts from the
setting alone.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

__all__ = ["Motion", "motion"]


class Motion(QObject):
    """The animations switch; ``changed(enabled)`` when it is flipped."""

    changed = Signal(bool)

    def __init__(self) -> None:
        super().__init__()
        self._enabled = True

    def enabled(self) -> bool:
        return self._enabled

    def set_enabled(self, enabled: bool) -> None:
        if bool(enabled) != self._enabled:
            self._enabled = bool(enabled)
            self.changed.emit(self._enabled)


_MOTION: Motion | None = None


def motion() -> Motion:
    """The program's one switch (made on first use, after the application)."""
    global _MOTION
    if _MOTION is None:
        _MOTION = Motion()
    return _MOTION
