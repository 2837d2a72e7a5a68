"""Penta's core layer: pure Python, no Qt: rules, turn machine, strategy."""
