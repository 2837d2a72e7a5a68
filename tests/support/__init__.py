"""Helpers shared by the tests (``from support.scripted import ScriptedRng``).

``tests/conftest.py`` sits outside any package, so pytest puts ``tests/`` on ``sys.path``
(its default "prepend" import mode) before it imports a test: ``support`` is importable
from every test however pytest is started (``pytest``, ``python -m pytest``,
``tools/test.sh``, one file or the whole suite).
"""
