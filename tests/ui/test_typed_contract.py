"""The contract as the type checker sees it (issue 32 item 5): the menus' parts are
declared with their types, and a view is generic in its engine.

mypy is what reports a misspelt menu action or engine slot (``tools/test.sh`` runs it as a
gate); these tests keep the declarations it reads true at run time.
"""

from __future__ import annotations

import inspect
import typing

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from dicegame.engine.base import GameEngine
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.games.penta.ui.view import PentaView
from dicegame.persist.settings import Pace
from dicegame.ui.board.board_view import BoardView
from dicegame.ui.window.mainwindow import MainWindow
from dicegame.ui.window.window_menus import MENU_PARTS, MenuParts, WindowMenus

pytestmark = pytest.mark.window


def test_every_menu_part_is_made_with_the_type_it_is_declared_with(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.complete_menus()
    hints = typing.get_type_hints(MenuParts, {"QAction": QAction, "QMenu": QMenu, "Pace": Pace})
    assert set(hints) == MENU_PARTS and len(MENU_PARTS) == 22
    for name, hint in hints.items():
        part = getattr(window, name)
        if typing.get_origin(hint) is dict:
            key_type, value_type = typing.get_args(hint)
            assert part and all(isinstance(k, key_type) for k in part), name
            assert all(isinstance(v, value_type) for v in part.values()), name
        else:
            assert isinstance(part, hint), name


def test_a_menu_part_asked_for_early_makes_the_menus_and_others_are_errors(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window._menus_complete
    assert isinstance(window.undo_action, QAction) and window._menus_complete
    with pytest.raises(AttributeError):
        window.undo_actoin  # noqa: B018


def test_the_type_checker_sees_no_lazy_attribute_hook() -> None:
    """``__getattr__`` returning Any would let mypy accept any misspelt menu part: it is
    defined for run time only (under ``if not TYPE_CHECKING``)."""
    hints = typing.get_type_hints(WindowMenus.__getattr__)
    assert hints["return"] is typing.Any  # it exists at run time ...
    before = inspect.getsource(WindowMenus).split("def __getattr__")[0]
    assert before.rstrip().splitlines()[-1].strip().startswith("if not TYPE_CHECKING:")


@pytest.mark.parametrize("view", [PentaView, FarkleView])
def test_a_view_is_generic_in_the_engine_it_makes(view: type[BoardView]) -> None:
    (base,) = view.__orig_bases__  # type: ignore[attr-defined]
    assert typing.get_origin(base) is BoardView
    assert typing.get_args(base) == (view.engine_class,)
    assert issubclass(view.engine_class, GameEngine)
