"""A damaged file's message is wholly in the player's language (review D-1, issue 22 item 2).

The core refuses a file with a code and its parameters; the Qt layer words both the
sentence and the reason. For a damaged autosave, records file and settings file, in pt_PT
and ro: no English word is left (the file's name, its folder and a field name of the file
are names, not words), and the reason is the translated one.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dicegame.core.files import load_json_file
from dicegame.core.validate import Problem, SaveFormatError
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.problems import failure_reason, os_reason, reason_text
from dicegame.persist.settings import IniStore, Settings

REASON_WORD = {"en": "Reason:", "pt_PT": "Motivo:", "ro": "Motiv:"}


def autosave_without_game_id(folder: Path) -> str:
    from dicegame.core.setup import GameSetup
    from dicegame.games.penta.core import PENTA
    from dicegame.games.penta.core.rules import PentaGame

    setup = GameSetup(PENTA, ("Ana",), with_computer=False)
    AutosaveManager(folder).start(setup, PentaGame(["Ana"]))
    data = json.loads((folder / "autosave.json").read_text())
    del data["game_id"]
    (folder / "autosave.json").write_text(json.dumps(data))
    return AutosaveManager(folder).pending_game().problem


def autosave_not_json(folder: Path) -> str:
    (folder / "autosave.json").write_text("{not json")
    return AutosaveManager(folder).pending_game().problem


def records_of_another_program(folder: Path) -> str:
    from dicegame.core.records import Records

    data = {**Records().to_dict(), "format": "x"}
    (folder / "records.json").write_text(json.dumps(data))
    return AutosaveManager(folder).load_records()[1]


def records_with_a_huge_count(folder: Path) -> str:
    from dicegame.core.records import Records

    data = Records().to_dict()
    data["recorded_ids"] = ["id"] * 51
    (folder / "records.json").write_text(json.dumps(data))
    return AutosaveManager(folder).load_records()[1]


def settings_with_a_bad_line(folder: Path) -> str:
    (folder / "settings.ini").write_text("[General]\nsounds=false\nnot a setting\n")
    return Settings(IniStore(folder / "settings.ini")).load_problem


def settings_through_a_link(folder: Path) -> str:
    (folder / "elsewhere.ini").write_text("[General]\n")
    (folder / "settings.ini").symlink_to(folder / "elsewhere.ini")
    return Settings(IniStore(folder / "settings.ini")).load_problem


DAMAGES = {
    "autosave without game_id": autosave_without_game_id,
    "autosave not JSON": autosave_not_json,
    "records of another program": records_of_another_program,
    "records with too many ids": records_with_a_huge_count,
    "settings with a bad line": settings_with_a_bad_line,
    "settings through a symbolic link": settings_through_a_link,
}

#: Names and symbols, not words of a language; and words both languages have.
NAMES = {"json", "utf", "game_id"}
SHARED_WORDS = {"pt_PT": set(), "ro": {"valid", "program"}}


def words(text: str, folder: Path) -> set[str]:
    text = text.replace(str(folder), " ")
    text = re.sub(r"\S+\.bad-[\d-]+", " ", text)  # the set-aside file's name
    return {word.lower() for word in re.findall(r"[^\W\d]{3,}", text)} - NAMES


@pytest.mark.parametrize("language", ["pt_PT", "ro"])
@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_file_is_told_wholly_in_the_players_language(
    tmp_path: Path, languages, language: str, damage: str
) -> None:
    english_folder, folder = tmp_path / "en", tmp_path / language
    english_folder.mkdir()
    folder.mkdir()
    languages.set_language("en")
    english = DAMAGES[damage](english_folder)
    languages.set_language(language)
    message = DAMAGES[damage](folder)

    assert english and message and "Reason: " in english
    english_words = words(english, english_folder)
    left = english_words & words(message, folder) - SHARED_WORDS[language]
    assert not left, f"English left in {message!r}"
    reason = message.partition(REASON_WORD[language])[2].strip()
    assert reason and reason != english.partition("Reason:")[2].strip()


@pytest.mark.parametrize("language", ["pt_PT", "pt_BR", "ro"])
def test_every_reason_and_system_error_is_translated(languages, language: str) -> None:
    samples = {
        Problem.NOT_JSON: {"line": 3},
        Problem.TOO_LARGE: {"limit": 65536},
        Problem.UNREADABLE: {"errno": 13},
        Problem.NOT_A_SETTING: {"line": 2},
        Problem.WRONG_VERSION: {"version": "9"},
        Problem.MISSING_FIELD: {"field": "round"},
        Problem.UNKNOWN_FIELD: {"field": "cheat"},
        Problem.OUT_OF_RANGE: {"low": 1, "high": 13, "value": 14},
        Problem.WRONG_COUNT: {"low": 1, "high": 7, "count": 9},
        Problem.TOO_LONG: {"limit": 24},
        Problem.UNKNOWN_GAME: {"game": "yacht"},
        Problem.UNEXPECTED: {"kind": "KeyError"},
    }
    languages.set_language("en")
    english = {
        code: reason_text(SaveFormatError(code, "", **samples.get(code, {}))) for code in Problem
    }
    languages.set_language(language)
    for code in Problem:
        worded = reason_text(SaveFormatError(code, "", **samples.get(code, {})))
        assert worded != english[code], code
        assert "%" not in worded, worded  # every parameter filled in
    huge = reason_text(SaveFormatError(Problem.OUT_OF_RANGE, "", low=0, high=5))
    assert "%" not in huge and "5" in huge
    for number in (1, 2, 5, 13, 20, 21, 27, 28, 30, 36, 122):
        assert os_reason(OSError(number, "English")) != "English"
    assert "English" not in failure_reason(OSError(9999, "English"))


def test_the_english_detail_is_kept_for_the_log(tmp_path: Path) -> None:
    (tmp_path / "autosave.json").write_text('{"format": "dicegame-save"}')
    result = load_json_file(tmp_path / "autosave.json", lambda data: data["x"])
    assert result.error is not None and result.error.code is Problem.UNEXPECTED
    assert result.problem == "The file could not be understood (KeyError)."
