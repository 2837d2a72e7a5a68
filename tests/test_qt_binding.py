"""Guard against a PySide6 release that corrupts reference counts (6.12.0 on Python 3.11).

Every call returning None lowered None's refcount; the interpreter aborted after a few
thousand calls. pyproject pins below it; this test catches a repeat in a new release.
"""

import sys

from PySide6.QtWidgets import QLabel


def test_qt_calls_keep_none_and_bool_refcounts(qtbot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(500):
        label.setText("x")
        label.isVisible()
    assert sys.getrefcount(None) - none_before > -100
    assert sys.getrefcount(True) - true_before > -100
