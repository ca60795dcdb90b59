"""Concepts ranked by the papers naming them: overall, of some types, or by type in one pass.

Counted from the graph's index (:mod:`explorer.graph.index`): 14,000 concepts are counted
once per graph, and a view (a subgraph) counts only its own papers.

Examples
--------
>>> G = nx.Graph()
>>> G.add_nodes_from(["paper:a", "paper:b"], kind="paper", type="PAPER")
>>> G.add_node("concept:gpu", kind="concept", type="HARDWARE", generic=True)
>>> G.add_node("concept:a100", kind="concept", type="HARDWARE")
>>> G.add_edges_from([("paper:a", "concept:gpu"), ("paper:b", "concept:gpu")])
>>> G.add_edge("paper:a", "concept:a100")
>>> rank_concepts(G), rank_concepts(G, include_generic=False)
([('concept:gpu', 2), ('concept:a100', 1)], [('concept:a100', 1)])
"""

from __future__ import annotations

import heapq
from collections.abc import Collection

import networkx as nx

from explorer.graph.bulk import graph_state
from explorer.graph.index import graph_index


def rank_concepts(
    G: nx.Graph,
    *,
    types: Collection[str] | None = None,
    top: int | None = None,
    include_generic: bool = True,
) -> list[tuple[str, int]]:
    """Concepts by the number of papers in ``G`` that name them, most first (then by id).

    ``include_generic=False`` leaves out the catch-all concepts
    (:mod:`explorer.graph.specificity`), as overviews do.

    >>> G = nx.Graph()
    >>> G.add_node("concept:gpu", kind="concept", type="HARDWARE")
    >>> G.add_nodes_from(["paper:a", "paper:b"], kind="paper", type="PAPER")
    >>> G.add_edges_from([("paper:a", "concept:gpu"), ("paper:b", "concept:gpu")])
    >>> rank_concepts(G)
    [('concept:gpu', 2)]
    """
    counted = [(-count, n) for n, count, _ in _paper_counts(G, types, include_generic)]
    ranked = sorted(counted) if top is None else heapq.nsmallest(top, counted)
    return [(n, -count) for count, n in ranked]


def rank_concepts_by_type(G: nx.Graph, top: int) -> dict[str, list[tuple[str, int]]]:
    """For each concept type, :func:`rank_concepts` of that type (``top`` each), in one pass.

    >>> G = nx.Graph()
    >>> G.add_node("concept:gpu", kind="concept", type="HARDWARE")
    >>> rank_concepts_by_type(G, 5)
    {'HARDWARE': [('concept:gpu', 0)]}
    """
    index = graph_index(G)
    counts = index.paper_counts
    by_type = {}
    for (kind, paper), nodes in index.groups.items():
        ranked = [(-counts[n], n) for n in nodes if n in counts] if not paper else []
        if ranked:
            by_type[kind] = [(n, -count) for count, n in heapq.nsmallest(top, ranked)]
    return by_type


def _paper_counts(
    G: nx.Graph, types: Collection[str] | None, include_generic: bool = True
) -> list[tuple[str, int, str]]:
    """(concept, papers in ``G`` naming it, its type) for the concepts of ``types``.

    The counts are the graph's index's: 14,000 concepts are counted once per graph.
    """
    node_data, _ = graph_state(G)
    counts = graph_index(G).paper_counts
    found = []
    for n, count in counts.items():
        data = node_data[n]
        kind = data.get("type")
        if (types is None or kind in types) and (include_generic or not data.get("generic")):
            found.append((n, count, kind))
    return found
