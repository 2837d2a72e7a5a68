"""Farkle: six dice, set scoring dice aside, bank or risk it, first to the target."""
