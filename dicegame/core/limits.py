"""The limits every writer and reader of the program's files share.

Pure Python. One place, so that the writer can never produce what the reader refuses:
the New game dialog, the saves and the records all take their name length from here,
and the records writer trims to exactly what the records reader accepts. Defaults that
both the engines and the settings need live here too (the engines cannot import
``persist``): the Auto-score time.
"""

from __future__ import annotations

__all__ = [
    "MAX_NAME_LENGTH",
    "SAVE_MAX_BYTES",
    "RECORDS_MAX_BYTES",
    "SETTINGS_MAX_BYTES",
    "HIGH_SCORES_KEPT",
    "HISTORY_KEPT",
    "RECORDED_IDS_KEPT",
    "MAX_GAME_ID_LENGTH",
    "MAX_PLAYERS_KEPT",
    "MAX_COUNT",
    "DEFAULT_AUTO_SCORE_SECONDS",
    "clean_name",
]

MAX_NAME_LENGTH = 32  # characters of a player's name: the dialog's field, saves, records
SAVE_MAX_BYTES = 1 << 20  # 1 MiB: a real save is a few kB
RECORDS_MAX_BYTES = 8 << 20  # compact JSON; ~12 kB per player with a full history
SETTINGS_MAX_BYTES = 64 << 10  # a real settings.ini is well under 1 kB
HIGH_SCORES_KEPT = 10
HISTORY_KEPT = 500  # games per player kept for the chart
RECORDED_IDS_KEPT = 50  # ids of the last games recorded, so one game never counts twice
MAX_GAME_ID_LENGTH = 64
MAX_PLAYERS_KEPT = 1000  # per game; the players not seen for longest go first
MAX_COUNT = 10_000_000  # games, turns, farkles...: far beyond a lifetime of play
# Penta's Auto-score: seconds after the third roll before the game scores by itself (the
# spec's 3 s); the player's choice in Game ▸ Auto-score (persist.settings) starts here,
# and so does every engine made without settings (engine.timing.Timing).
DEFAULT_AUTO_SCORE_SECONDS = 3


def clean_name(name: str) -> str:
    """A player's name as it is kept and shown: control characters (newline, tab, NUL,
    bidi overrides...) removed, spaces trimmed and collapsed, at most
    :data:`MAX_NAME_LENGTH` characters."""
    import unicodedata  # not at import: the first frame reads settings, never a name

    kept = "".join(
        " " if char.isspace() else char
        for char in name
        if char.isspace() or not unicodedata.category(char).startswith("C")
    )
    return " ".join(kept.split())[:MAX_NAME_LENGTH].strip()
