"""Application entry point: builds the QApplication and shows the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Start the program; return its exit code."""
    from PySide6.QtWidgets import QApplication

    from dicegame.ui.mainwindow import MainWindow

    args = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("dicegame")
    app.setOrganizationName("dicegame")
    window = MainWindow()
    window.show()
    return app.exec()
