"""dicegame: Penta and Farkle for the desktop."""

__version__ = "0.1.0"
