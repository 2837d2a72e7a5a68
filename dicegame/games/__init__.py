"""The games: one folder each, every layer of a game together (see CONTRIBUTING)."""
