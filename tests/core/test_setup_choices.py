"""A game's own choices in a setup: its computer level and options, checked by its
descriptor, and read from saves and settings written before they were its own.

``before_options/`` holds files the program wrote when a setup had a field for each
game's level (``computer_level`` was Farkle's, ``penta_level`` Penta's) and Farkle's
``target``, whatever the game: two autosaves and a settings file.
"""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from dicegame.core.common import PlayerSetupError
from dicegame.core.games import game_spec
from dicegame.core.saves import (
    choices_from_dict,
    choices_to_dict,
    game_to_dict,
    load_game,
    setup_from_dict,
    setup_to_dict,
)
from dicegame.core.setup import GameSetup
from dicegame.core.validate import SaveFormatError
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.levels import FarkleLevel
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.levels import PentaLevel
from dicegame.persist.settings import Settings

BEFORE = Path(__file__).with_name("before_options")


# ----- checked and completed by the game's descriptor ------------------------------------------
def test_a_setup_takes_its_games_defaults_and_spelling() -> None:
    penta = GameSetup(PENTA, ("Ana",))
    assert penta.level is PentaLevel.PERFECT and dict(penta.options) == {}
    farkle = GameSetup(FARKLE, ("Ana",), level="master")
    assert farkle.level is FarkleLevel.MASTER  # the game's own member, not a copy
    assert dict(farkle.options) == {"target": 10000}
    assert farkle == GameSetup(FARKLE, ("Ana",), level=FarkleLevel.MASTER, options={})
    assert hash(farkle) == hash(GameSetup(FARKLE, ("Ana",), level="master"))
    with pytest.raises(TypeError):
        farkle.options["target"] = 5000  # type: ignore[index]
    assert copy.deepcopy(farkle) == farkle  # a game's undo copies what holds a setup


@pytest.mark.parametrize(
    ("kind", "level", "options", "refused"),
    [
        (PENTA, "expert", {}, "computer level"),  # Farkle's level, not Penta's
        (FARKLE, "perfect", {}, "computer level"),
        (PENTA, "", {"target": 5000}, "no option 'target'"),  # Farkle's option
        (FARKLE, "", {"target": 7000}, "target is one of"),
        (FARKLE, "", {"target": "5000"}, "target is one of"),  # text is no number
        (FARKLE, "", {"target": True}, "target is one of"),
        (FARKLE, "", {"rounds": 3}, "no option 'rounds'"),
    ],
)
def test_a_choice_the_game_does_not_have_is_refused(kind, level, options, refused) -> None:
    with pytest.raises(PlayerSetupError, match=refused):
        GameSetup(kind, ("Ana",), level=level, options=options)


def test_the_descriptors_declare_each_games_choices() -> None:
    assert game_spec(PENTA).levels == tuple(PentaLevel) and not game_spec(PENTA).options
    farkle = game_spec(FARKLE)
    assert farkle.levels == tuple(FarkleLevel) and farkle.default_level is FarkleLevel.NORMAL
    assert [(o.name, o.values, o.default) for o in farkle.options] == [
        ("target", (5000, 10000, 15000), 10000)
    ]


def test_a_saved_setup_keeps_only_its_games_choices() -> None:
    setup = GameSetup(FARKLE, ("Ana",), level="expert", options={"target": 15000})
    data = setup_to_dict(setup)
    assert data == {
        "kind": FARKLE,
        "humans": ["Ana"],
        "with_computer": True,
        "level": "expert",
        "options": {"target": 15000},
        "computer_name": "Computer",
    }
    assert setup_from_dict(json.loads(json.dumps(data))) == setup


@pytest.mark.parametrize(
    ("breakage", "reason"),
    [
        (lambda d: d.update(level="grandmaster"), "not allowed: the computer level"),
        (lambda d: d["options"].update(target=7000), "not allowed: the target is one of"),
        (lambda d: d["options"].update(boxes=3), "not allowed: Farkle has no option"),
        (lambda d: d.update(options=[5000]), "The options must be an object"),
        (lambda d: d.update(level=3), "The computer level must be a string"),
        (lambda d: d.pop("options"), "lacks the field 'options'"),
    ],
)
def test_a_damaged_setup_is_refused_with_its_reason(breakage, reason) -> None:
    data = setup_to_dict(GameSetup(FARKLE, ("Ana",)))
    breakage(data)
    with pytest.raises(SaveFormatError, match=reason):
        setup_from_dict(data)


def test_each_games_choices_round_trip_and_a_wrong_one_is_left_out() -> None:
    choices = {PENTA: ("good", {}), FARKLE: ("master", {"target": 5000})}
    assert choices_from_dict(json.loads(json.dumps(choices_to_dict(choices)))) == choices
    data = choices_to_dict(choices)
    data["chess"] = {"level": "grandmaster", "options": {}}  # a game no longer known
    data[FARKLE]["options"]["target"] = 7000  # a target no longer offered
    assert choices_from_dict(data) == {PENTA: ("good", {})}


# ----- files written before ----------------------------------------------------------------------
def copied(tmp_path: Path, name: str) -> Path:
    return Path(shutil.copy(BEFORE / name, tmp_path / name))


def test_a_farkle_save_from_before_loads_with_its_level_and_target(tmp_path: Path) -> None:
    text = (BEFORE / "farkle.json").read_text(encoding="utf-8")
    assert '"computer_level": "master"' in text and '"target": 5000' in text  # the old shape
    loaded = load_game(copied(tmp_path, "farkle.json"))
    assert loaded.error is None and loaded.value is not None
    setup = loaded.value.setup
    assert setup == GameSetup(FARKLE, ("Ana",), level="master", options={"target": 5000})
    assert loaded.value.game.target == 5000
    assert json.loads(text)["version"] == 1
    saved_again = game_to_dict(setup, loaded.value.game)
    # a new version number, so that a build from before says "not supported", not "damaged"
    assert saved_again["version"] == 2
    saved_again = saved_again["setup"]
    assert saved_again["level"] == "master" and saved_again["options"] == {"target": 5000}
    assert "computer_level" not in saved_again and "penta_level" not in saved_again


def test_a_penta_save_from_before_loads_with_its_own_level(tmp_path: Path) -> None:
    loaded = load_game(copied(tmp_path, "penta.json"))
    assert loaded.error is None and loaded.value is not None
    setup = loaded.value.setup
    assert setup.level is PentaLevel.BEGINNER and dict(setup.options) == {}  # not Farkle's
    assert setup.humans == ("Ana", "Rui") and setup.with_computer


def test_a_settings_file_from_before_offers_every_games_choices(tmp_path: Path, qapp) -> None:
    path = copied(tmp_path, "settings.ini")
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.last_setup == GameSetup(PENTA, ("Ana", "Rui"), level="good")
    assert settings.game_choices == {  # what its last setup held for each game
        PENTA: ("good", {}),
        FARKLE: ("expert", {"target": 15000}),
    }
    settings.set_last_setup(GameSetup(PENTA, ("Ana",), level="master"))
    reread = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert reread.game_choices == {PENTA: ("master", {}), FARKLE: ("expert", {"target": 15000})}
