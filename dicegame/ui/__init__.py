"""Qt widgets: thin views that call engine slots and redraw from engine signals."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def running_application() -> QApplication:
    """The running QApplication: the widgets of this package exist only inside one."""
    app = QApplication.instance()
    assert isinstance(app, QApplication), "no QApplication is running"
    return app
