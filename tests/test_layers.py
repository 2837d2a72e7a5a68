"""The layers hold: core imports no Qt, no arrow points up, no import circle.

The rule is data in ``dicegame/layers.py`` (CONTRIBUTING.md shows it); these tests read
every module's imports with ``ast`` (imports inside functions and under ``TYPE_CHECKING``
count too: a type-only arrow up is still an arrow up) and check them against it.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

from dicegame.layers import LAYERS, layer_of

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "dicegame"


@pytest.mark.process
def test_core_imports_no_qt() -> None:
    code = (
        "import sys, dicegame.core, dicegame.core.common, dicegame.games.penta.core.rules, "
        "dicegame.games.farkle.core.rules\n"
        "import pkgutil, importlib\n"
        "import dicegame.games.penta.core as p, dicegame.games.farkle.core as f\n"
        "for package in (dicegame.core, p, f):\n"
        "    for m in pkgutil.iter_modules(package.__path__):\n"
        "        importlib.import_module(package.__name__ + '.' + m.name)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# --- reading the imports --------------------------------------------------------------


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_names(tree: ast.AST, module: str, is_package: bool) -> set[tuple[str, ...]]:
    """What each ``import`` statement of the tree names, made absolute: for
    ``from a import b`` the pair (``a.b``, ``a``), since ``b`` may be a module or a name."""
    package = module if is_package else module.rpartition(".")[0]
    names: set[tuple[str, ...]] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update((alias.name,) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                anchor = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            names.update((f"{base}.{alias.name}", base) for alias in node.names)
    return names


def read_graph(root: Path, top: str) -> dict[str, set[str]]:
    """module → the modules it imports (outside ones too), for every module under
    ``root/top``; ``from a import b`` counts as an import of ``a.b`` when that is a module
    of the tree, else of ``a``."""
    paths = sorted((root / top).rglob("*.py"))
    raw = {
        module_name(path, root): imported_names(
            ast.parse(path.read_text(encoding="utf-8"), str(path)),
            module_name(path, root),
            path.name == "__init__.py",
        )
        for path in paths
    }
    return {
        module: {next((c for c in pair if c in raw), pair[-1]) for pair in pairs}
        for module, pairs in raw.items()
    }


def inner_edges(graph: Mapping[str, set[str]]) -> dict[str, set[str]]:
    """The graph restricted to its own modules."""
    return {module: {n for n in names if n in graph} - {module} for module, names in graph.items()}


# --- the rules --------------------------------------------------------------------------


def _game_of(module: str) -> str | None:
    """The game whose folder holds the module (``dicegame.games.<game>.…``), or None."""
    parts = module.split(".")
    return parts[2] if parts[:2] == ["dicegame", "games"] and len(parts) > 3 else None


def layer_problems(graph: Mapping[str, set[str]]) -> list[str]:
    """Modules that no layer claims, arrows to layers not allowed, forbidden outside imports."""
    problems: list[str] = []
    edges = inner_edges(graph)
    for module in sorted(graph):
        layer = layer_of(module)
        if layer is None:
            problems.append(f"{module}: no layer of dicegame/layers.py claims it")
            continue
        for target in sorted(edges[module]):
            other = layer_of(target)
            if other is not None and other.name not in layer.may_import:
                problems.append(f"{module} ({layer.name}) imports {target} ({other.name})")
            own, theirs = _game_of(module), _game_of(target)
            if own and theirs and own != theirs:
                problems.append(f"{module} imports another game's {target}")
        for name in sorted(graph[module]):
            for banned in layer.forbids:
                if name == banned or name.startswith(banned + "."):
                    problems.append(f"{module} ({layer.name}) imports {name}")
    return problems


def circles(edges: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The import circles: strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


# --- the package ------------------------------------------------------------------------


def test_every_import_follows_the_layer_table() -> None:
    graph = read_graph(ROOT, "dicegame")
    assert len(graph) > 90  # the walk found the package
    assert layer_problems(graph) == []


def test_no_import_circle_anywhere_in_the_package() -> None:
    assert circles(inner_edges(read_graph(ROOT, "dicegame"))) == []


def test_contributing_shows_the_table_of_dicegame_layers() -> None:
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    start = text.index("| layer | may import | notes |")
    rows = re.findall(r"^\| (.+?) \| (.+?) \| (.+?) \|$", text[start:].split("\n\n")[0], re.M)
    shown = [(layer, allowed) for layer, allowed, _ in rows[1:]]

    def words(layer_names: Iterable[str]) -> str:
        names = [f"`{m}`" for name in layer_names for m in _by_name(name).modules]
        return ", ".join(n for n in names if not n.endswith(".*`")) or "nothing of `dicegame`"

    expected = [(words([layer.name]), words(layer.may_import)) for layer in LAYERS]
    assert shown == expected


def _by_name(name: str):
    return next(layer for layer in LAYERS if layer.name == name)


# --- the checks bite: small made-up packages ---------------------------------------------


def _package(tmp_path: Path, files: Mapping[str, str]) -> dict[str, set[str]]:
    for relative, source in files.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    return read_graph(tmp_path, "dicegame")


BASE = {
    "dicegame/__init__.py": "",
    "dicegame/core/__init__.py": "",
    "dicegame/engine/__init__.py": "",
    "dicegame/persist/__init__.py": "",
    "dicegame/core/rules.py": "import random\n",
    "dicegame/engine/game.py": "from dicegame.core import rules\n",
}


def test_an_arrow_up_a_layer_is_found_even_inside_a_function(tmp_path: Path) -> None:
    graph = _package(
        tmp_path,
        BASE | {"dicegame/core/rules.py": "def f():\n    from dicegame.engine.game import x\n"},
    )
    assert layer_problems(graph) == [
        "dicegame.core.rules (core) imports dicegame.engine.game (engine)"
    ]


def test_persist_importing_an_engine_for_typing_only_is_found(tmp_path: Path) -> None:
    source = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..engine import game\n"
    graph = _package(tmp_path, BASE | {"dicegame/persist/autosave.py": source})
    assert layer_problems(graph) == [
        "dicegame.persist.autosave (persist) imports dicegame.engine.game (engine)"
    ]


def test_a_forbidden_outside_package_and_an_unclaimed_module_are_found(tmp_path: Path) -> None:
    graph = _package(
        tmp_path,
        BASE
        | {
            "dicegame/core/rules.py": "from PySide6.QtCore import QObject\n",
            "dicegame/extra.py": "",
        },
    )
    assert layer_problems(graph) == [
        "dicegame.core.rules (core) imports PySide6.QtCore",
        "dicegame.extra: no layer of dicegame/layers.py claims it",
    ]


def test_a_circle_inside_one_layer_is_found(tmp_path: Path) -> None:
    graph = _package(
        tmp_path,
        BASE
        | {
            "dicegame/core/rules.py": "from dicegame.core.scores import total\n",
            "dicegame/core/scores.py": "from . import rules\n",
        },
    )
    assert layer_problems(graph) == []
    assert circles(inner_edges(graph)) == [["dicegame.core.rules", "dicegame.core.scores"]]


def test_a_name_imported_from_a_package_points_at_the_package(tmp_path: Path) -> None:
    graph = _package(
        tmp_path,
        BASE
        | {
            "dicegame/engine/__init__.py": "x = 1\n",
            "dicegame/persist/autosave.py": "from dicegame.engine import x, game\n",
        },
    )
    assert graph["dicegame.persist.autosave"] == {"dicegame.engine", "dicegame.engine.game"}


def test_a_game_importing_another_game_is_found(tmp_path: Path) -> None:
    """Each game's folder stands alone: what two games share lives outside ``games/``."""
    games = {
        "dicegame/games/__init__.py": "",
        "dicegame/games/one/__init__.py": "",
        "dicegame/games/one/core/__init__.py": "",
        "dicegame/games/one/core/rules.py": "from dicegame.core import rules\n",
        "dicegame/games/two/__init__.py": "",
        "dicegame/games/two/core/__init__.py": "",
        "dicegame/games/two/core/rules.py": "from dicegame.games.one.core.rules import x\n",
    }
    graph = _package(tmp_path, BASE | games)
    assert layer_problems(graph) == [
        "dicegame.games.two.core.rules imports another game's dicegame.games.one.core.rules"
    ]


def test_no_folder_holds_more_than_twenty_modules() -> None:
    """The tree shows the architecture: a folder past about 20 modules hides a second one."""
    crowded = {
        str(folder.relative_to(ROOT)): count
        for folder in [PACKAGE, *(p for p in PACKAGE.rglob("*") if p.is_dir())]
        if (count := len([m for m in folder.glob("*.py") if m.name != "__init__.py"])) > 20
    }
    assert not crowded


# --- the games are reached through their registries ---------------------------------------

#: The registries: the shared modules that name the games (the built-in list is there).
REGISTRIES = ("dicegame.core.games", "dicegame.ui.games")
#: Shared modules that may name a game's modules, and why.
NAMES_THE_GAMES = {
    # the smoke run checks a shipped build: it plays each built-in game through its
    # engine and loads their data files, by name, so that a missing file fails there
    "dicegame.smoke": "checks the shipped games",
}


def _is_shared(module: str) -> bool:
    return not module.startswith("dicegame.games.") and module != "dicegame.games"


def game_imports(graph: Mapping[str, set[str]]) -> list[str]:
    """Shared modules (outside ``dicegame/games/``) that import a game's module, the
    registries and the argued exceptions apart."""
    edges = inner_edges(graph)
    return [
        f"{module} imports {target}"
        for module in sorted(graph)
        if _is_shared(module) and module not in REGISTRIES and module not in NAMES_THE_GAMES
        for target in sorted(edges[module])
        if not _is_shared(target)
    ]


#: What a branch on a game looks like in a shared module: a type test on a game's core,
#: engine or view class, the old closed enumeration of the kinds, a game's kind constant
#: (not an attribute such as ``Highlight.PENTA``, an event, nor a member's definition) or
#: a comparison with its kind spelt out.
GAME_BRANCH = re.compile(
    r"isinstance\([^)]*\b(?:Penta|Farkle)\w*"
    r"|\bGameKind\b"
    r"|(?<![.\w])(?:PENTA|FARKLE)\b(?!\s*=[^=])"
    r"|(?:==|!=|\bis)\s*[\"'](?:penta|farkle)[\"']"
)


def game_branches(source: str) -> list[str]:
    """The lines of ``source`` (comments and docstrings too: they mislead as much) that
    branch on a game, as ``line: text``."""
    return [
        f"{number}: {line.strip()}"
        for number, line in enumerate(source.splitlines(), 1)
        if GAME_BRANCH.search(line)
    ]


def test_shared_modules_reach_the_games_only_through_the_registries() -> None:
    """A third game touches no shared module: the window, the saves, the records and the
    autosave find every game in ``core.games`` and ``ui.games``."""
    assert game_imports(read_graph(ROOT, "dicegame")) == []


def test_no_shared_module_branches_on_a_game() -> None:
    found = {
        str(path.relative_to(ROOT)): lines
        for path in sorted(PACKAGE.rglob("*.py"))
        if _is_shared(module_name(path, ROOT))
        and module_name(path, ROOT) not in (*REGISTRIES, *NAMES_THE_GAMES)
        and (lines := game_branches(path.read_text(encoding="utf-8")))
    }
    assert found == {}


def test_a_game_import_and_a_game_branch_in_a_shared_module_are_found(tmp_path: Path) -> None:
    games = {
        "dicegame/games/__init__.py": "",
        "dicegame/games/one/__init__.py": "",
        "dicegame/games/one/core/__init__.py": "ONE = 'one'\n",
        "dicegame/games/one/core/rules.py": "",
        "dicegame/core/games.py": "from dicegame.games.one.core import ONE\n",
        "dicegame/core/saves.py": "def f():\n    from dicegame.games.one.core.rules import x\n",
    }
    graph = _package(tmp_path, BASE | games)
    assert game_imports(graph) == ["dicegame.core.saves imports dicegame.games.one.core.rules"]
    branches = (
        "if isinstance(game, PentaGame):\n"
        "    pass\n"
        "elif setup.kind is GameKind.FARKLE:\n"
        "    top = PENTA if Box.PENTA else 0\n"
        "elif kind == 'farkle':\n"
        "    PENTA = 'penta'  # an event's name, not a branch\n"
    )
    assert [line.split(":")[0] for line in game_branches(branches)] == ["1", "3", "4", "5"]
