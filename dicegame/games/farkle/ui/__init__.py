"""Farkle's ui layer: the widgets of the board."""
