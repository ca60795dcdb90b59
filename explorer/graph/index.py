"""What every view of a graph needs whatever its filters, computed once per graph.

Sorting 10,000+ concepts and grouping 20,000 nodes is most of an overview's cost;
:func:`graph_index` keeps the answer per graph (weakly: it goes with the graph). Views
are computed in a worker thread and sometimes on the GUI thread, hence the lock.

Examples
--------
>>> G = nx.Graph()
>>> G.add_node("paper:a", kind="paper", type="PAPER")
>>> G.add_node("concept:x", kind="concept", type="METHOD", papers=1)
>>> index = graph_index(G)
>>> index.concepts, index.groups[("PAPER", True)], index.order["concept:x"]
(['concept:x'], ['paper:a'], 1)
>>> index.paper_counts, index.derived
({'concept:x': 0}, frozenset())
"""

from __future__ import annotations

import threading
import weakref
from dataclasses import dataclass

import networkx as nx

from explorer.graph.bulk import graph_state
from explorer.graph.nodes import (
    PAPER_CONCEPT_RELATIONS,
    importance,
    is_concept_data,
    is_paper_data,
)

_index_lock = threading.Lock()
_indexes: weakref.WeakKeyDictionary[nx.Graph, GraphIndex] = weakref.WeakKeyDictionary()


@dataclass(frozen=True)
class GraphIndex:
    """Node order, nodes grouped by type, and concepts ranked: kept per graph."""

    size: int  # node count when made: a changed graph is indexed again
    order: dict[str, int]  # each node's position in G
    groups: dict[tuple[object, bool], list[str]]  # (type, is a paper) -> nodes, in G's order
    concepts: list[str]  # every concept, most important first (ties by id)
    papers: frozenset[str]  # every paper
    paper_counts: dict[str, int]  # each concept's number of papers in G
    derived: frozenset[str]  # the families no paper names (build's ``derived`` nodes)


def graph_index(G: nx.Graph) -> GraphIndex:
    """The :class:`GraphIndex` of ``G``, made on first use.

    The graph is never changed in place (curation edits a copy); its node count is
    checked anyway (counting edges would walk every node: that costs what the index saves).
    """
    size = G.number_of_nodes()
    with _index_lock:
        known = _indexes.get(G)
    if known is not None and known.size == size:
        return known
    node_data, adjacency = graph_state(G)
    groups: dict[tuple[object, bool], list[str]] = {}
    for node, data in node_data.items():
        groups.setdefault((data.get("type"), is_paper_data(data)), []).append(node)
    concepts = [n for n, d in node_data.items() if is_concept_data(d)]
    concepts.sort(key=lambda n: (-importance(G, n), str(n)))
    order = {n: i for i, n in enumerate(node_data)}
    papers = frozenset(n for (_, paper), nodes in groups.items() if paper for n in nodes)
    is_paper_node = papers.__contains__  # counted in C: 14,000 concepts, 100,000 links
    counts = {n: sum(map(is_paper_node, adjacency[n])) for n in concepts}
    derived = frozenset(n for n in concepts if node_data[n].get("derived"))
    index = GraphIndex(size, order, groups, concepts, papers, counts, derived)
    with _index_lock:
        _indexes[G] = index
    return index


def concept_ranking(G: nx.Graph) -> list[str]:
    """Every concept of ``G``, most important first (ties by id)."""
    return graph_index(G).concepts


_paper_concepts: weakref.WeakKeyDictionary[nx.Graph, tuple[int, dict]] = weakref.WeakKeyDictionary()


def index_paper_concepts(G: nx.Graph) -> dict[str, tuple[str, ...]]:
    """Each paper of ``G`` -> the concepts it names (its paper-concept links), kept per graph.

    Made only when asked, for a graph that is not changed in place afterwards: the app asks
    once a graph is loaded, and :func:`explorer.graph.query.cooccurring` then counts from it.

    >>> G = nx.Graph([("paper:a", "concept:x")])
    >>> G.nodes["paper:a"]["kind"] = "paper"
    >>> G.edges["paper:a", "concept:x"]["relation"] = "uses"
    >>> made = index_paper_concepts(G)
    >>> made, indexed_paper_concepts(G) is made
    ({'paper:a': ('concept:x',)}, True)
    """
    node_data, adjacency = graph_state(G)
    index = {
        paper: tuple(
            n for n, d in adjacency[paper].items() if d.get("relation") in PAPER_CONCEPT_RELATIONS
        )
        for paper, data in node_data.items()
        if is_paper_data(data)
    }
    with _index_lock:
        _paper_concepts[G] = (G.number_of_nodes(), index)
    return index


def indexed_paper_concepts(G: nx.Graph) -> dict[str, tuple[str, ...]] | None:
    """What :func:`index_paper_concepts` made for ``G``, if it did (and ``G`` still has as
    many nodes); None otherwise."""
    with _index_lock:
        known = _paper_concepts.get(G)
    return known[1] if known is not None and known[0] == G.number_of_nodes() else None
