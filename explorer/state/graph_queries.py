"""What the canvas shows: the model's filters applied through :mod:`explorer.graph.query`.

Thin glue that turns the app's filter state into query calls and returns plain
NetworkX data; the questions themselves are answered by ``explorer.graph``.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

import networkx as nx

from explorer.graph import query
from explorer.graph.build import PAPER_CONCEPT_RELATIONS
from explorer.graph.nodes import papers_of_node
from explorer.state.view_filter import filtered_view, importance, view_relations, with_pinned

if TYPE_CHECKING:
    from explorer.state.filters import ViewFilters

__all__ = [
    "importance",
    "lookup",
    "papers_mentioning",
    "path_between",
    "related_concepts",
    "similar_papers",
    "top_concepts",
    "top_concepts_by_type",
    "view_relations",
    "visible_subgraph",
]


def visible_subgraph(
    G: nx.Graph, filters: ViewFilters, pinned: set[str], path: Iterable[str] = ()
) -> nx.Graph:
    """The graph the canvas shows: filtered, cut to the overview size, plus pinned nodes.

    Without a focus and with more nodes than ``filters.limit``, the concepts named
    by most papers are kept first, then the papers naming most of them. ``pinned``
    nodes (selection, path) are always shown, and so are the edges of ``path``.
    ``graph["truncated"]`` of the result tells whether the overview cut applied.
    (:mod:`explorer.state.view_filter` does the work, in two steps the model caches.)
    """
    return with_pinned(G, filtered_view(G, filters), pinned, path)


def path_between(
    G: nx.Graph, source: str, target: str, relations: Iterable[str] | None = None
) -> list[str]:
    """Shortest path from ``source`` to ``target`` as node ids, [] if they are not connected."""
    try:
        return query.shortest_path(
            G, source, target, relations=None if relations is None else set(relations)
        )
    except (nx.NetworkXNoPath, nx.NodeNotFound):
        return []


def papers_mentioning(
    G: nx.Graph, concept: str, limit: int | None = None
) -> tuple[int, list[tuple[str, list[str]]]]:
    """How many papers name ``concept``, and the first ``limit`` (None: all) with evidence.

    Ordered as :func:`explorer.graph.query.papers_of` orders them (most mentions
    first); with a limit, only those few are sorted and copied, which is what keeps
    the page of a concept named by a thousand papers quick.
    """
    if limit is None:
        papers = query.papers_of(G, concept)
        return len(papers), papers
    nodes = G._node
    found = [
        (n, d)
        for n, d in G._adj[concept].items()
        if d.get("relation") in PAPER_CONCEPT_RELATIONS and nodes[n].get("kind") == "paper"
    ]
    first = heapq.nsmallest(limit, found, key=lambda nd: (-int(nd[1].get("count", 1)), nd[0]))
    return len(found), [(n, list(d.get("evidence", []))) for n, d in first]


def related_concepts(G: nx.Graph, concept: str, limit: int = 20) -> list[tuple[str, int]]:
    """Concepts named in the same papers as ``concept``, with the number of such papers.

    The answer of :func:`explorer.graph.query.cooccurring`, read from the plain
    adjacency dicts: a concept named by a thousand papers is a click in the detail
    pane, and the graph's read-only views make that walk several times slower.
    """
    adjacency, nodes = G._adj, G._node
    named = [
        other
        for paper in adjacency[concept]
        if nodes[paper].get("kind") == "paper"
        for other, data in adjacency[paper].items()
        if data.get("relation") in PAPER_CONCEPT_RELATIONS
    ]
    counts = Counter(named)
    counts.pop(concept, None)
    return heapq.nsmallest(limit, counts.items(), key=lambda nc: (-nc[1], nc[0]))


def similar_papers(G: nx.Graph, paper: str, limit: int = 10) -> list[tuple[str, int]]:
    """Papers sharing distinctive concepts with ``paper``, with the number shared."""
    return query.similar_papers(G, paper, top=limit)


def lookup(G: nx.Graph, text: str) -> str | None:
    """The node an id, label or alias names, else the best partial match, else None."""
    text = " ".join(str(text).split())
    if not text:
        return None
    try:
        return query.resolve_node(G, text)
    except KeyError:
        found = query.find_nodes(G, text, limit=1)
        return found[0] if found else None


def top_concepts(G: nx.Graph, kind: str, limit: int) -> list[tuple[str, int]]:
    """The ``limit`` concepts of type ``kind`` named by most papers, with their paper counts."""
    return top_concepts_by_type(G, limit).get(kind, [])


def top_concepts_by_type(G: nx.Graph, limit: int) -> dict[str, list[tuple[str, int]]]:
    """For each concept type, the ``limit`` concepts named by most papers, with their counts.

    Ranked like :func:`explorer.graph.query.rank_concepts`, from the concepts' ``papers``
    attribute (the builder and curation keep it): one pass over the nodes instead of
    counting every concept's paper neighbours once per type.
    """
    by_type: dict[str, list[tuple[int, str]]] = {}
    for node, data in G.nodes(data=True):
        if data.get("kind") == "concept":
            papers = data.get("papers")
            count = int(papers) if isinstance(papers, int | float) else len(papers_of_node(G, node))
            by_type.setdefault(data.get("type", ""), []).append((-count, node))
    return {
        kind: [(node, -count) for count, node in heapq.nsmallest(limit, ranked)]
        for kind, ranked in by_type.items()
    }
