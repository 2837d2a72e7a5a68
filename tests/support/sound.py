"""A test double of the sound player."""

from __future__ import annotations

from pathlib import Path

__all__ = ["RecordingPlayer"]


class RecordingPlayer:
    """Records the names of the sound files it is asked to play (each must exist)."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, path: Path) -> None:
        assert path.is_file(), path
        self.played.append(path.stem)
