"""Positions of big views kept in the persistent cache: a corpus's full picture is laid out once.

Laying out 20,000 nodes takes seconds. The positions are stored with
:meth:`explorer.store.cache.ExtractionCache.put_graph` (an empty graph plus
the positions) under a key made of the view's nodes and edges, so the same
view of the same corpus, reopened next week, is drawn at once. The key also
holds the layout code's fingerprint (through
:func:`explorer.store.cache.corpus_key`): a changed layout misses.

What the canvas makes of the positions (spread, overlap removal, communities: seconds for a
20,000-node view) is kept in the same entry, under a key of its own
(:meth:`LayoutMemory.recall`, ``arranged``), so a remembered view is drawn without redoing it.

The cache is opened in the worker thread that lays out, and closed again.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import networkx as nx

if TYPE_CHECKING:
    from explorer.state.filters import ViewFilters

Positions = dict[str, tuple[float, float]]

#: Views smaller than this lay out in well under a second: not worth a cache entry.
REMEMBER_FROM = 2000
#: Bump when what the app lays out for a view changes (seed, options).
LAYOUT_VERSION = 1
#: Arrangements kept with a view's positions (one per spread and overlap switch tried last).
ARRANGEMENTS_KEPT = 3


class Remembered(NamedTuple):
    """A view's stored positions and its arrangements (arrangement key -> plain data)."""

    positions: Positions
    arranged: dict[str, Any]


def is_remembered(view: nx.Graph, filters: ViewFilters, remember_from: int = REMEMBER_FROM) -> bool:
    """Whether the positions of ``view`` are kept: a big view of everything, unfiltered.

    Other views are laid out from the positions the canvas already has, so they
    change with what was shown before and are not worth keeping.
    """
    from explorer.state.filters import CONCEPT_TYPES

    return (
        view.number_of_nodes() >= remember_from
        and not view.graph.get("truncated")
        and filters.focus is None
        and filters.show_papers
        and filters.min_degree == 0
        and filters.types == frozenset(CONCEPT_TYPES)
    )


def view_key(G: nx.Graph) -> str:
    """A key for ``G``'s nodes and edges (not their attributes), and the layout code.

    >>> view_key(nx.path_graph(["a", "b"])) == view_key(nx.path_graph(["b", "a"]))
    True
    >>> view_key(nx.path_graph(["a", "b"])) == view_key(nx.empty_graph(["a", "b"]))
    False
    """
    from explorer.store.cache import corpus_key

    nodes = sorted(map(str, G))
    pairs = (sorted((str(u), str(v))) for u, v in G.edges())
    edges = sorted(f"{u}\t{v}" for u, v in pairs)
    params = {"use": "app view layout", "seed": 0, "version": LAYOUT_VERSION}
    return corpus_key(["nodes", *nodes, "edges", *edges], params=params)


class LayoutMemory:
    """Reads and writes view positions in the cache folder ``directory`` (None: the default)."""

    def __init__(self, directory: str | Path | None = None) -> None:
        self.directory = directory

    def _cache(self):
        from explorer.store.cache import ExtractionCache

        # Only the graph table is used: the extractor version plays no part.
        return ExtractionCache(self.directory, extractor_version="layout")

    def get(self, key: str, G: nx.Graph) -> Positions | None:
        """The positions stored under ``key`` if they cover every node of ``G``, else None."""
        found = self.recall(key, G)
        return None if found is None else found.positions

    def recall(self, key: str, G: nx.Graph) -> Remembered | None:
        """:meth:`get` with the arrangements stored beside the positions."""
        with self._cache() as cache:
            found = cache.get_graph(key)
        if found is None:
            return None
        stored, positions = found
        if not all(node in positions for node in G):
            return None
        arranged = stored.graph.get("arranged")
        return Remembered(
            {node: tuple(positions[node]) for node in G},
            dict(arranged) if isinstance(arranged, dict) else {},
        )

    def put(
        self,
        key: str,
        positions: Mapping[str, tuple[float, float]],
        arranged: Mapping[str, Any] | None = None,
    ) -> None:
        """Store ``positions`` under ``key``, with ``arranged`` (plain data by arrangement key;
        only the last :data:`ARRANGEMENTS_KEPT` are kept)."""
        kept = dict(list((arranged or {}).items())[-ARRANGEMENTS_KEPT:])
        with self._cache() as cache:
            cache.put_graph(key, nx.Graph(arranged=kept), positions)
