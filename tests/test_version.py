"""The version is written once (issue 32 item 7): in ``dicegame/__init__.py``, which the
package metadata, the About box and the build scripts all read."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from dicegame import __version__

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ["tools/build_linux.sh", "tools/ci_package.sh", "packaging/macos/make_dmg.sh"]


def test_the_package_takes_its_version_from_dicegame() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"]
    assert project["project"]["dynamic"] == ["version"]
    dynamic = project["tool"]["setuptools"]["dynamic"]
    assert dynamic["version"] == {"attr": "dicegame.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_the_build_scripts_read_the_version_where_it_is_written() -> None:
    for script in SCRIPTS:
        text = (ROOT / script).read_text(encoding="utf-8")
        assert "dicegame/__init__.py" in text, script
        assert '["project"]["version"]' not in text and "pyproject.toml | head" not in text
