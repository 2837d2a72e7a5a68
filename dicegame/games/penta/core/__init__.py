"""Penta's core layer: pure Python, no Qt: rules, turn machine, strategy."""

#: Penta's kind: the key of its saves, records and settings (see dicegame.core.games).
PENTA = "penta"
