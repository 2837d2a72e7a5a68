"""Farkle's core layer: pure Python, no Qt: rules, turn machine, strategy."""

#: Farkle's kind: the key of its saves, records and settings (see dicegame.core.games).
FARKLE = "farkle"

#: Its own option in a setup: the score that ends the game (``setup.options[TARGET]``,
#: one of ``rules.TARGETS``).
TARGET = "target"
