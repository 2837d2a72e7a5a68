"""Two boxes: a small third game, written only for the tests, added through the games'
registries (:mod:`dicegame.core.games`, :mod:`dicegame.ui.games`) without touching a
shared module of the program.

One die, two boxes a player. A turn is one roll, then the die goes into one of the
player's open boxes: the Low box scores the die, the High box twice the die (or three
times: its own option, :data:`HIGH_OPTION`, chosen in New game). The game ends when every
box is filled; the highest total wins.

:mod:`.core` (the rules, its save codec and statistics), :mod:`.engine` (its QObject
engine), :mod:`.view` (its board) and :mod:`.register` (its two descriptors) follow the
layout of a game of the program (``dicegame/games/<game>/{core,engine,ui}``).
"""

#: The kind of Two boxes: the key of its saves, records and settings.
TWO_BOXES = "two_boxes"

#: Its own option: how many times the die the High box scores (``setup.options``).
HIGH_OPTION = "high"
