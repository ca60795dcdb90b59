"""What the canvas shows: the model's filters applied through :mod:`explorer.graph.query`.

Thin glue that turns the app's filter state into query calls and returns plain
NetworkX data; the questions themselves are answered by ``explorer.graph``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import networkx as nx

from explorer.graph import query
from explorer.graph.build import CO_OCCURS, PAPER_CONCEPT_RELATIONS

if TYPE_CHECKING:
    from explorer.app.model import ViewFilters

#: Share of the overview budget given to concepts; papers joining them get the rest.
CONCEPT_SHARE = 2 / 3


def importance(G: nx.Graph, node: str) -> float:
    """How prominent a node is: concepts by papers naming them, papers by links."""
    data = G.nodes[node]
    if data.get("kind") == "concept":
        return float(data.get("papers") or G.degree(node))
    return float(G.degree(node))


def view_relations(filters: ViewFilters) -> tuple[str, ...]:
    """Edges the canvas draws: paper-concept links, or co-occurrence when papers are hidden.

    With papers on the canvas they already tie their concepts together; drawing
    co-occurrence too would bury the picture in lines.
    """
    if filters.show_papers:
        return PAPER_CONCEPT_RELATIONS
    return (*PAPER_CONCEPT_RELATIONS, CO_OCCURS)


def visible_subgraph(
    G: nx.Graph, filters: ViewFilters, pinned: set[str], path: Iterable[str] = ()
) -> nx.Graph:
    """The graph the canvas shows: filtered, cut to the overview size, plus pinned nodes.

    Without a focus and with more nodes than ``filters.limit``, the concepts named
    by most papers are kept first, then the papers naming most of them. ``pinned``
    nodes (selection, path) are always shown, and so are the edges of ``path``.
    ``graph["truncated"]`` of the result tells whether the overview cut applied.
    """
    focus = filters.focus if filters.focus in G else None
    types = set(filters.types) | ({"PAPER"} if filters.show_papers else set())
    view = query.view_subgraph(
        G,
        focus=focus,
        depth=filters.depth,
        types=types,
        min_degree=filters.min_degree,
        include_papers=filters.show_papers,
        relations=view_relations(filters),
    )
    truncated = focus is None and view.number_of_nodes() > filters.limit
    if truncated:
        view = view.subgraph(_overview_nodes(G, view, filters.limit))
    nodes = set(view) | {n for n in pinned if n in G}
    path = [n for n in path if n in G]
    edges = {frozenset(pair) for pair in zip(path, path[1:], strict=False)}
    result = nx.Graph(**G.graph)
    result.graph["truncated"] = truncated  # the overview left nodes out: "Show more" helps
    result.add_nodes_from((n, G.nodes[n]) for n in G if n in nodes)
    result.add_edges_from(view.edges(data=True))
    result.add_edges_from((u, v, G.edges[u, v]) for u, v in map(tuple, edges) if G.has_edge(u, v))
    return result


def _overview_nodes(G: nx.Graph, view: nx.Graph, limit: int) -> set[str]:
    """The hub concepts of ``view`` and the papers that join most of them."""
    concepts = [n for n, kind in view.nodes(data="kind") if kind == "concept"]
    papers = [n for n, kind in view.nodes(data="kind") if kind == "paper"]
    concept_budget = limit if not papers else int(limit * CONCEPT_SHARE)
    concepts.sort(key=lambda n: (-importance(G, n), str(n)))
    hubs = set(concepts[:concept_budget])
    ranked = sorted(papers, key=lambda p: (-sum(1 for n in view[p] if n in hubs), str(p)))
    kept = hubs | set(ranked[: limit - len(hubs)])
    # A hub no kept paper names would float alone: the overview is about connections.
    cut = view.subgraph(kept)
    return {n for n in kept if cut.degree(n) > 0} or kept


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


def papers_mentioning(G: nx.Graph, concept: str) -> list[tuple[str, list[str]]]:
    """Papers naming ``concept`` with their evidence sentences, most mentions first."""
    return query.papers_of(G, concept)


def related_concepts(G: nx.Graph, concept: str, limit: int = 20) -> list[tuple[str, int]]:
    """Concepts named in the same papers as ``concept``, with the number of such papers."""
    return query.cooccurring(G, concept, top=limit)


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
    return query.rank_concepts(G, types={kind}, top=limit)
