"""QObject engines wrapping the game cores: slots for actions, signals for changes."""
