"""announce(): listeners hear every non-empty announcement."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from dicegame.ui.voice.announce import announce, listen


def test_listeners_hear_announcements_until_stopped(qtbot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    heard: list[str] = []
    stop = listen(lambda widget, text: heard.append(text))
    announce(label, "  Rolled 1 2 3  ")
    announce(label, "   ")
    stop()
    announce(label, "after")
    assert heard == ["Rolled 1 2 3"]
