"""Shared widgets: what both games' boards share: dice, motion, banners, cards, keys."""
