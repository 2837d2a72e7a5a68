"""The core layer imports no Qt: it must run and be tested without a display."""

import subprocess
import sys


def test_core_imports_no_qt() -> None:
    code = (
        "import sys, dicegame.core, dicegame.core.common, dicegame.core.penta, "
        "dicegame.core.farkle\n"
        "import pkgutil, importlib\n"
        "for m in pkgutil.iter_modules(dicegame.core.__path__):\n"
        "    importlib.import_module('dicegame.core.' + m.name)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
