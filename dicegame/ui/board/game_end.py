"""The end of a game, as it goes: the board is the ending, the dialogs wait to be asked.

When a game ends, :class:`GameEnd` shows the board's ending (:class:`EndBoard`: the winner
large, the standings, the last roll), has screen readers say the whole result once, after
what the game's last move said, and then gives the keyboard to "Play again" (Enter). The
results dialog (places and totals, "Play again") and the move review open only when the
player asks: their buttons beside the standings, or the keys R and V (the views' key
tables). Closing either (Esc) gives the focus back to where it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from dicegame.ui.board.end_board import EndBoard, spoken_result
from dicegame.ui.voice.announce import announce
from dicegame.ui.voice.speech import when_quiet
from dicegame.ui.window.dialogs import ResultsDialog
from dicegame.ui.window.geometry import fit_dialog

if TYPE_CHECKING:
    from dicegame.ui.board.board_view import BoardView

__all__ = ["GameEnd", "ReviewDialog"]

Ranking = Sequence[tuple[int, int, Any, int]]


class ReviewDialog(QDialog):
    """The move review of a finished game (``review``: the game's review widget), with a
    Close button; Esc closes it too."""

    def __init__(self, review: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.review = review
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(review, 1)
        layout.addWidget(self.buttons)
        self._retranslate()
        fit_dialog(self, QSize(620, 520))

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Move review"))
        self.setAccessibleName(self.tr("Move review"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


class GameEnd(QObject):
    """The ending of ``view``'s game. ``review()`` makes the game's move review widget;
    ``spoken(ranking)`` gives the announcer's first words of the end ("Game over. Ana wins
    with 222.")."""

    def __init__(
        self,
        view: BoardView[Any],
        end_board: EndBoard,
        review: Callable[[], QWidget],
        spoken: Callable[[Ranking], str],
    ) -> None:
        super().__init__(view)
        self.view = view
        self.end_board = end_board
        self._review = review
        self._spoken = spoken
        self.ranking: list[tuple[int, int, Any, int]] | None = None
        self.review_dialog: ReviewDialog | None = None
        self._return_to: QWidget | None = None  # where the focus was when a dialog opened
        end_board.results_button.clicked.connect(self.show_results)
        end_board.review_button.clicked.connect(self.show_review)

    def is_over(self) -> bool:
        return self.ranking is not None

    # ----- the end ---------------------------------------------------------------------------
    def over(self, ranking: Ranking) -> None:
        """The game is over (once): the board's ending, the result said, then Play again."""
        if self.ranking is not None:
            return
        self.ranking = list(ranking)
        self.end_board.show(self.ranking)
        announce(self.view, spoken_result(self.ranking, self._spoken(self.ranking)))
        # after the move's redraw (its buttons shown), and once the result has been said: a
        # focus move is said at once
        QTimer.singleShot(0, self, lambda: when_quiet(self.view, self._ready))

    def _ready(self) -> None:
        self.view.refresh_now()  # the end's buttons shown
        if not self.dialog_shown():
            self.end_board.focus_play_again()

    def dialog_shown(self) -> bool:
        review = self.review_dialog
        return self.view.results_shown() or (review is not None and review.isVisible())

    # ----- the dialogs, when asked ----------------------------------------------------------
    def show_results(self) -> None:
        """The places and the totals (key R, or the Results button)."""
        if self.ranking is None or self.dialog_shown():
            return
        self._remember_focus()
        if self.view.results_dialog is not None:  # shown again: the closed one goes
            self.view.results_dialog.deleteLater()
        spoken = partial(self._spoken, self.ranking)
        dialog = ResultsDialog(self.ranking, self.view, spoken=spoken)
        dialog.finished.connect(self._on_results_finished)
        self.view.results_dialog = dialog
        dialog.open()

    def show_review(self) -> None:
        """The move review (key V, or the Move review button)."""
        if self.ranking is None or self.dialog_shown():
            return
        self._remember_focus()
        if self.review_dialog is not None:
            self.review_dialog.deleteLater()
        self.review_dialog = ReviewDialog(self._review(), self.view)
        self.review_dialog.finished.connect(self._back_to_board)
        self.review_dialog.open()

    def _remember_focus(self) -> None:
        focused = self.view.focusWidget()
        inside = focused is not None and (focused is self.view or self.view.isAncestorOf(focused))
        self._return_to = focused if inside else None

    def _on_results_finished(self, result: int) -> None:
        if result == ResultsDialog.PLAY_AGAIN:
            self.view.playAgainRequested.emit(self.view.setup)
        else:
            self._back_to_board()

    def _back_to_board(self) -> None:
        """A dialog closed: the focus goes back where it was (Play again at the first)."""
        self.view.refresh_now()
        target = self._return_to
        if target is not None and target.isVisible():
            target.setFocus()
        else:
            self.end_board.focus_play_again()
