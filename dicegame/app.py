"""Application entry point: builds the QApplication and shows the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Start the program; return its exit code."""
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    args = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("dicegame")
    window = QMainWindow()
    window.setObjectName("mainWindow")
    window.setWindowTitle("Dice games")
    window.setCentralWidget(QLabel("Penta and Farkle"))
    window.resize(1024, 700)
    window.show()
    return app.exec()
