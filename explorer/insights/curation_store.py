"""Curation edits kept per corpus, and exact replay of them on the graph as loaded.

The app undoes an edit by replaying one fewer on an untouched copy of the loaded graph, and
it keeps the edits of each corpus in a file named after the corpus files' content, so
they come back whenever the same corpus is opened or re-extracted, wherever it lies.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("concept:a", kind="concept", type="METHOD", label="A", aliases=["A"])
>>> edited, warnings = replay(G, [{"op": "rename", "node": "concept:a", "label": "Alpha"}])
>>> edited.nodes["concept:a"]["label"], G.nodes["concept:a"]["label"], warnings
('Alpha', 'A', [])
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import networkx as nx

from explorer.corpus import SUFFIXES
from explorer.corpus.sources import expand_sources, parse_source
from explorer.curation import apply_edits

EDITS_SUFFIX = ".edits.json"
_CHUNK = 1 << 20


def corpus_key(paths: Sequence[str | Path]) -> str:
    """A short hex digest of the content of ``paths`` (order does not matter).

    A folder stands for the corpus files in it, a Zotero source for its database and
    collection. Raises ``OSError`` when a file cannot be read.
    """
    sources = [parse_source(s) for s in expand_sources(paths, SUFFIXES)]
    digests = sorted(_file_digest(s.path) + (s.collection or "") for s in sources)
    return hashlib.sha256("\n".join(digests).encode()).hexdigest()[:32]


def _file_digest(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while chunk := f.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def edits_file(directory: str | Path, paths: Sequence[str | Path]) -> Path:
    """Where the edits of the corpus made of ``paths`` are kept under ``directory``."""
    return Path(directory) / (corpus_key(paths) + EDITS_SUFFIX)


def copy_for_edits(G: nx.Graph) -> nx.Graph:
    """A copy of ``G`` that curation edits can change without touching ``G``.

    Node and edge attribute dicts are new, and so are their list values and the dicts in
    them (a paper's mentions are edited in place); strings and numbers are shared. Much
    cheaper than ``copy.deepcopy`` on a corpus of thousands of abstracts.
    """
    H = nx.Graph()
    H.graph.update(G.graph)
    H.add_nodes_from((n, _copy_attributes(d)) for n, d in G.nodes(data=True))
    H.add_edges_from((u, v, _copy_attributes(d)) for u, v, d in G.edges(data=True))
    return H


def _copy_attributes(data: dict[str, Any]) -> dict[str, Any]:
    return {k: _copy_value(v) for k, v in data.items()}


def _copy_value(value: Any) -> Any:
    if isinstance(value, list):
        return [dict(v) if isinstance(v, dict) else v for v in value]
    if isinstance(value, dict):
        return dict(value)
    return value


def replay(pristine: nx.Graph, edits: Iterable[dict[str, Any]]) -> tuple[nx.Graph, list[str]]:
    """``edits`` applied in order to a copy of ``pristine``; and one warning per skipped edit."""
    G = copy_for_edits(pristine)
    return G, apply_edits(G, list(edits))
