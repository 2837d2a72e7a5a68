"""The one notice for a data folder that cannot hold files at all.

When the data folder is a loop of symbolic links, a file, or a path through a file, the
settings, the game and the records each fail on their own, and each said so in a box of its
own (about "the settings" first, though no settings file exists). :func:`unusable_folder_text`
says it once, naming the folder and the reason in words; the main window then keeps the
other boxes back (:meth:`MainWindow.offer_pending_game`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from dicegame.persist.folders import data_dir, folder_problem

__all__ = ["folder_notice_title", "unusable_folder_text"]


def unusable_folder_text(folder: Path | None = None) -> str | None:
    """The notice for ``folder`` (the data folder), in the player's language; None when
    it is usable."""
    folder = folder or data_dir()
    problem = folder_problem(folder)
    if problem is None:
        return None
    from dicegame.persist.problems import os_reason

    text = QCoreApplication.translate(
        "FolderNotice",
        "Games, records and settings cannot be kept in {folder} ({reason}). You can play, "
        "but nothing is saved: a game in progress is lost when the program closes.",
    )
    return text.format(folder=folder, reason=os_reason(problem))


def folder_notice_title() -> str:
    """The notice's title, in the player's language."""
    return QCoreApplication.translate("FolderNotice", "Data folder")
