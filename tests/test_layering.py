"""The package's shape: no import cycle at any level, Qt only in the app, no module too long,
NetworkX's private storage read in one documented place.

Imports are read from the source (every ``import`` statement, also inside functions and
``if TYPE_CHECKING:``), so a cycle hidden behind a lazy import counts too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

from explorer.paths import ROOT

PACKAGE = ROOT / "explorer"
MAX_LINES = 300


def module_name(path: Path) -> str:
    """``explorer/app/canvas/view.py`` -> ``explorer.app.canvas.view`` (a package: its name)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imported_names(name: str, path: Path) -> set[str]:
    """Every module name ``path`` imports (a ``from X import y`` names ``X.y`` if a module)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            found.update(
                f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names
            )
    return found


def import_graph() -> nx.DiGraph:
    """Module -> the modules of ``explorer`` it imports."""
    graph = nx.DiGraph()
    graph.add_nodes_from(MODULES)
    for name, path in MODULES.items():
        for target in imported_names(name, path):
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                graph.add_edge(name, target)
    return graph


def collapsed(graph: nx.DiGraph, depth: int) -> nx.DiGraph:
    """The import graph of the packages ``depth`` names deep (a package and its parent:
    not an edge, since importing ``a.b`` runs ``a/__init__.py`` by necessity)."""
    out = nx.DiGraph()
    for u, v in graph.edges:
        a, b = ".".join(u.split(".")[:depth]), ".".join(v.split(".")[:depth])
        if a != b and not b.startswith(a + ".") and not a.startswith(b + "."):
            out.add_edge(a, b)
    return out


def cycles_at(depth: int) -> list[list[str]]:
    """Groups of modules (or packages) that import each other at ``depth``."""
    graph = collapsed(import_graph(), depth)
    return [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]


DEPTHS = range(2, max(len(n.split(".")) for n in MODULES) + 1)


@pytest.mark.parametrize("depth", DEPTHS)
def test_no_import_cycle_at_any_level(depth):
    assert cycles_at(depth) == []


def test_the_cycle_check_sees_a_cycle():
    graph = nx.DiGraph([("explorer.a.x", "explorer.b.y"), ("explorer.b.z", "explorer.a.w")])
    assert collapsed(graph, 4).number_of_edges() == 2
    assert [sorted(c) for c in nx.simple_cycles(collapsed(graph, 2))] == [
        ["explorer.a", "explorer.b"]
    ]


def test_imports_are_read_from_functions_and_type_checking_blocks():
    edges = import_graph()
    assert edges.has_edge("explorer.cli", "explorer.app")  # imported inside a function
    assert edges.has_edge("explorer.app.canvas.view", "explorer.app.canvas.items")


def test_only_the_app_imports_qt():
    outside = {
        name
        for name, path in MODULES.items()
        if not name.startswith("explorer.app")
        and any(n.split(".")[0] == "PySide6" for n in imported_names(name, path))
    }
    assert outside == set()
    assert any(n.startswith("PySide6") for n in imported_names("x", MODULES["explorer.app.model"]))


def test_networkx_private_storage_is_read_in_one_place():
    private = {"_adj", "_node", "_succ", "_pred"}
    readers = {
        name
        for name, path in MODULES.items()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute) and node.attr in private
    }
    assert readers == {"explorer.graph.bulk"}


def test_no_module_is_longer_than_the_limit():
    lengths = {name: len(p.read_text(encoding="utf-8").splitlines()) for name, p in MODULES.items()}
    assert {n: k for n, k in lengths.items() if k > MAX_LINES} == {}
