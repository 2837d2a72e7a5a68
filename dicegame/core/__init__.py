"""Pure-Python game cores: rules, scoring, state machines and computer strategies.

Nothing under this package imports Qt, so the cores run (and are tested) without a
display and can play thousands of games a second.
"""
