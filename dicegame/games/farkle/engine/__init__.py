"""Farkle's engine layer: the QObject engine: slots in, signals out, timers."""
