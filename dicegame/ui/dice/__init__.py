"""Shared widgets: the dice, their faces and their motion (the tumble, the slide aside)."""
