"""settings.ini is never thrown away for what can be understood (issue 37, item 3): a
byte-order mark is dropped, a later version's sections and keys are kept through a rewrite,
and a line that cannot be read is left out alone, with a message naming it."""

from __future__ import annotations

from pathlib import Path

from dicegame.persist.settings import IniStore, Pace, Settings

FUTURE = (
    "[General]\n"
    "language=ro\n"
    "text_scale=125\n"
    "colour_theme=midnight\n"
    "[Accessibility]\n"
    "high_contrast=true\n"
    "; a comment of the later version\n"
    "voice/rate=1.5\n"
)


def on_file(path: Path) -> Settings:
    return Settings(IniStore(path))


def test_a_leading_byte_order_mark_is_dropped(tmp_path: Path, qapp) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(b"\xef\xbb\xbf[General]\nlanguage=ro\ntext_scale=125\n")
    settings = on_file(path)
    assert (settings.language, settings.text_scale) == ("ro", 125)
    assert settings.load_problem is None
    assert list(tmp_path.iterdir()) == [path]


def test_a_later_versions_sections_and_keys_are_read_and_kept(tmp_path: Path, qapp) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(FUTURE)
    settings = on_file(path)
    assert (settings.language, settings.text_scale) == ("ro", 125)
    assert settings.sounds is True  # high_contrast or rate of another section is no key of ours
    assert settings.load_problem is None

    settings.set_computer_pace(Pace.FAST)
    text = path.read_text()
    assert text.startswith("[General]\n")
    assert "computer_pace=fast\n" in text and "colour_theme=midnight\n" in text
    other = text[text.index("[Accessibility]") :]
    assert other == "[Accessibility]\nhigh_contrast=true\n; a comment of the later version\n" + (
        "voice/rate=1.5\n"
    )
    again = on_file(path)
    assert (again.language, again.text_scale, again.computer_pace) == ("ro", 125, Pace.FAST)
    assert list(tmp_path.iterdir()) == [path]


def test_a_section_named_like_general_keys_does_not_change_ours(tmp_path: Path, qapp) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[General]\nlanguage=ro\n[Later]\nlanguage=pt_BR\nsounds=false\n")
    settings = on_file(path)
    assert (settings.language, settings.sounds) == ("ro", True)


def test_only_a_bad_line_is_left_out_and_named(tmp_path: Path, qapp) -> None:
    path = tmp_path / "settings.ini"
    original = b"[General]\nlanguage=ro\n\x00\x01 this is not a setting\ntext_scale=150\n"
    path.write_bytes(original)
    settings = on_file(path)
    assert (settings.language, settings.text_scale) == ("ro", 150)

    message = settings.load_problem
    assert message is not None and "Line 3 is not a setting." in message
    assert "the other settings are kept" in message
    copies = list(tmp_path.glob("settings.ini.bad-*"))
    assert len(copies) == 1 and copies[0].name in message
    assert copies[0].read_bytes() == original  # the left-out text is not lost
    assert path.read_text() == "[General]\nlanguage=ro\ntext_scale=150\n"

    later = on_file(path)  # told once: the next start reads a clean file
    assert later.load_problem is None and later.language == "ro"
    assert len(list(tmp_path.glob("settings.ini.bad-*"))) == 1


def test_without_room_for_the_copy_the_file_is_left_as_it_was(
    tmp_path: Path, qapp, monkeypatch
) -> None:
    from dicegame.persist import ini_store as module

    path = tmp_path / "settings.ini"
    original = "[General]\nlanguage=ro\nnot a setting\n"
    path.write_text(original)
    monkeypatch.setattr(module, "copy_aside", lambda _path: None)
    settings = on_file(path)
    assert settings.language == "ro" and path.read_text() == original
    message = settings.load_problem
    assert message is not None and "Line 3 is not a setting." in message
    assert "set aside" not in message
