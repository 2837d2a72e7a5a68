"""Which ways of telling a screen reader something does the installed Orca speak?

Run it with ``tools/orca_check.sh --probe`` (a virtual display, a D-Bus session and the
accessibility bus). It starts Orca with its debug log, opens a small Qt window with a
focused button and, one second apart, tries each way a Qt program can post a message:

- a ``QAccessibleAnnouncementEvent``, polite and assertive (AT-SPI ``object:announcement``);
- a new accessible name, and a new description, of the focused button;
- an object with the ``Notification`` role, shown; shown again under a new name; renamed
  while shown; only its ``ObjectShow`` event sent;
- an object with the ``AlertMessage`` role, shown;
- a label's new text;
- an announcement and a notification at once; two notifications at once.

It prints, for each, what Orca said (``SPEECH OUTPUT`` lines of its log) or "(silence)".
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from orca_check import Orca
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QApplication,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class Notification(QLabel):
    """A label whose accessible role is ``Notification``."""


class Alert(QLabel):
    """A label whose accessible role is ``AlertMessage``."""


_interfaces: list[QAccessibleWidget] = []


def _roles(_class_name: str, obj: object) -> QAccessibleWidget | None:
    for kind, role in (
        (Notification, QAccessible.Role.Notification),
        (Alert, QAccessible.Role.AlertMessage),
    ):
        if isinstance(obj, kind):
            interface = QAccessibleWidget(obj, role)
            _interfaces.append(interface)
            return interface
    return None


def main() -> int:
    workdir = (
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="orca-probe-"))
    )
    workdir.mkdir(parents=True, exist_ok=True)
    orca = Orca(workdir)
    orca.start()
    app = QApplication(sys.argv)
    QAccessible.installFactory(_roles)
    window = QWidget()
    window.setWindowTitle("Probe window")
    layout = QVBoxLayout(window)
    button = QPushButton("Roll")
    label = QLabel("status")
    note, alert = Notification(window), Alert(window)
    for widget in (button, label, note, alert):
        layout.addWidget(widget)
    note.hide()
    alert.hide()
    window.show()
    window.activateWindow()
    button.setFocus()

    def announce(text: str, assertive: bool = False) -> None:
        event = QAccessibleAnnouncementEvent(button, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)

    def show(widget: QWidget, text: str) -> None:
        widget.hide()
        widget.setAccessibleName(text)
        widget.show()

    def show_event_only() -> None:
        note.setAccessibleName("probe notification event only")
        QAccessible.updateAccessibility(QAccessibleEvent(note, QAccessible.Event.ObjectShow))

    def both() -> None:
        announce("probe both")
        show(note, "probe both")

    def two_notifications() -> None:
        show(note, "probe first")
        show(note, "probe second")

    trials: list[tuple[str, Callable[[], object]]] = [
        ("announcement, polite", lambda: announce("probe announcement polite")),
        ("announcement, assertive", lambda: announce("probe announcement assertive", True)),
        ("focused object: new name", lambda: button.setAccessibleName("probe focused name")),
        (
            "focused object: new description",
            lambda: button.setAccessibleDescription("probe focused description"),
        ),
        ("notification shown", lambda: show(note, "probe notification one")),
        ("notification shown again, new name", lambda: show(note, "probe notification two")),
        (
            "notification renamed while shown",
            lambda: note.setAccessibleName("probe notification renamed"),
        ),
        ("notification: ObjectShow event only", show_event_only),
        ("alert shown", lambda: show(alert, "probe alert")),
        ("label text changed", lambda: label.setText("probe label text")),
        ("announcement + notification at once", both),
        ("two notifications at once", two_notifications),
    ]
    _settle(app, 4.0)
    results = []
    for what, action in trials:
        before = len(orca.spoken_all())
        action()
        _settle(app, 1.5)
        results.append((what, [line for line in orca.spoken_all()[before:] if "probe" in line]))
    window.close()
    _settle(app, 0.5)
    orca.stop()
    for what, lines in results:
        print(f"{what:40} {' | '.join(lines) if lines else '(silence)'}")
    return 0


def _settle(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


if __name__ == "__main__":
    sys.exit(main())
