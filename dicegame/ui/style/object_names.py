"""Widgets built with their object name (tests and people address widgets by it).

``QLabel(objectName="x")`` works at run time but PySide6's type stubs do not declare the
keyword, so mypy rejects it; ``named(QLabel(), "x")`` says the same and type-checks.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QObject

__all__ = ["named"]

Obj = TypeVar("Obj", bound=QObject)


def named(widget: Obj, name: str) -> Obj:
    """``widget``, with ``name`` as its object name."""
    widget.setObjectName(name)
    return widget
