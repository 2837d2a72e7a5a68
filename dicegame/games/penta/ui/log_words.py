"""Penta's own words in the game log panel: a scoring names its box and each bonus apart,
and an undo takes back a scoring (the shared panel words the rest)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from dicegame.engine.log_entries import LogEntry, LogKind
from dicegame.games.penta.core.highlights import PentaHighlight, split_gain
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.ui.celebration import penta_highlight_text
from dicegame.games.penta.ui.sheet.sheet_rows import box_name
from dicegame.ui.voice.words import fill

if TYPE_CHECKING:
    from dicegame.ui.window.game_log_panel import GameLogPanel

__all__ = ["penta_log_words"]

BOXES = frozenset(int(box) for box in Box)


def penta_log_words(panel: GameLogPanel, entry: LogEntry, name: str) -> str | None:
    """A Penta entry in words, or None for the shared wording (the "GameLogPanel" context:
    the panel's strings, where the translations are)."""
    translate = QCoreApplication.translate
    if entry.kind is LogKind.SCORE and entry.box in BOXES:  # (else the shared words)
        return _scored(panel, entry, name)
    if entry.kind is LogKind.UNDO:  # as the message says it
        return fill(translate("GameLogPanel", "%1 took back the last scoring"), name)
    return None


def _scored(panel: GameLogPanel, entry: LogEntry, name: str) -> str:
    """ "Ana: 30 points in Sixes, Penta bonus: +100": the box's points, then each bonus
    the scoring earned, named (never "130 points in Sixes")."""
    translate = QCoreApplication.translate
    box = Box(entry.box)
    held, upper_bonus, penta_bonus = split_gain(box, entry.points)
    text = (
        translate("GameLogPanel", "%1: %2 in %3 (auto-score)")
        if entry.auto
        else translate("GameLogPanel", "%1: %2 in %3")
    )
    parts = [fill(text, name, panel.points_text(held), box_name(box))]
    if penta_bonus:
        parts.append(penta_highlight_text(PentaHighlight.PENTA_BONUS, penta_bonus))
    if upper_bonus:
        parts.append(penta_highlight_text(PentaHighlight.UPPER_BONUS, upper_bonus))
    return ", ".join(parts)
