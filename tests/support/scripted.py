"""Scripted dice: a random generator whose rolls are given by the test."""

from __future__ import annotations

import random

__all__ = ["ScriptedRng"]


class ScriptedRng(random.Random):
    """A Random whose randint returns scripted dice (then falls back to seed 0)."""

    def __init__(self, dice: list[int]) -> None:
        super().__init__(0)
        self.script = list(dice)

    def randint(self, a: int, b: int) -> int:
        return self.script.pop(0) if self.script else super().randint(a, b)
