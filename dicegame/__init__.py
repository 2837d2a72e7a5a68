"""dicegame: Penta and Farkle for the desktop."""

__version__ = "0.2.0"
