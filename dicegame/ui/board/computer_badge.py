"""The computer's badge ("AI"), the same in both games: beside a Farkle seat's name and in
a Penta score sheet column's header; in the theme's badge colours."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from dicegame.ui.style.object_names import named
from dicegame.ui.style.theme import Theme, bind

__all__ = ["computer_badge", "word_badge"]

BADGE_STYLE = (
    "background: {badge}; color: {badge_text}; font-weight: bold; border-radius: 4px;"
    " padding: 0 5px;"
)


def computer_badge(parent: QWidget, name: str) -> QLabel:
    """A hidden badge child of ``parent``, styled by the theme and worded."""
    badge = named(QLabel(parent), name)

    def style(theme: Theme) -> None:
        badge.setStyleSheet(
            BADGE_STYLE.format(badge=theme.css("badge"), badge_text=theme.css("badge_text"))
        )

    bind(badge, style)
    badge.hide()
    word_badge(badge)
    return badge


def word_badge(badge: QLabel) -> None:
    """The badge's words in the current language (the scoreboard's catalog entries)."""
    badge.setText(QCoreApplication.translate("SeatRow", "AI"))
    badge.setToolTip(QCoreApplication.translate("SeatRow", "Played by the computer"))
