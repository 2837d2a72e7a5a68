"""Farkle's own words in the game log panel: the dice set aside, a bank, a farkle, hot dice
and the last turn (the shared panel words the rolls, an undo and the end)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from dicegame.engine.log_entries import LogEntry
from dicegame.games.farkle.engine.followers import FarkleLogKind
from dicegame.ui.voice.words import fill
from dicegame.ui.window.game_log_panel import log_dice

if TYPE_CHECKING:
    from dicegame.ui.window.game_log_panel import GameLogPanel

__all__ = ["farkle_log_words"]


def farkle_log_words(panel: GameLogPanel, entry: LogEntry, name: str) -> str | None:
    """A Farkle entry in words, or None for the shared wording (the "GameLogPanel" context:
    the panel's strings, where the translations are)."""
    translate = QCoreApplication.translate
    kind, points = entry.kind, panel.points_text(entry.points)
    if kind is FarkleLogKind.SET_ASIDE:
        text = translate("GameLogPanel", "%1 set aside %2 (%3)")
        return fill(text, name, log_dice(entry.values), points)
    if kind is FarkleLogKind.BANK:
        return fill(translate("GameLogPanel", "%1 banked %2"), name, points)
    if kind is FarkleLogKind.FARKLE and entry.points:
        return fill(translate("GameLogPanel", "%1: farkle, %2 lost"), name, points)
    if kind is FarkleLogKind.FARKLE:
        return fill(translate("GameLogPanel", "%1: farkle, nothing lost"), name)
    if kind is FarkleLogKind.HOT_DICE:
        return fill(translate("GameLogPanel", "%1: hot dice!"), name)
    if kind is FarkleLogKind.LAST_TURN:
        text = translate("GameLogPanel", "%1 reached the target: last turn for the others")
        return fill(text, name)
    return None
