"""Penta: five dice, a thirteen-box score sheet, the Penta bonus and the joker."""
