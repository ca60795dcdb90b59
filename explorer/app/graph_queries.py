"""What the canvas shows: the filters of the model applied to the graph.

Thin glue over :mod:`explorer.graph`'s queries, returning plain NetworkX data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import networkx as nx

if TYPE_CHECKING:
    from explorer.app.model import ViewFilters


def importance(G: nx.Graph, node: str) -> float:
    """How prominent a node is: concepts by papers naming them, papers by concepts named."""
    data = G.nodes[node]
    if data.get("kind") == "concept":
        return float(data.get("papers") or G.degree(node))
    return float(G.degree(node))


def visible_subgraph(G: nx.Graph, filters: ViewFilters, pinned: set[str]) -> nx.Graph:
    """The nodes the filters let through (at most ``filters.limit``), plus ``pinned``."""
    if filters.focus is not None and filters.focus in G:
        base = nx.ego_graph(G, filters.focus, radius=filters.depth)
    else:
        base = G
    keep = []
    for node, data in base.nodes(data=True):
        if data.get("kind") == "paper":
            if not filters.show_papers:
                continue
        elif data.get("type") not in filters.types:
            continue
        if G.degree(node) < filters.min_degree:
            continue
        keep.append(node)
    if len(keep) > filters.limit:
        keep.sort(key=lambda n: (-importance(G, n), str(n)))
        keep = keep[: filters.limit]
    nodes = set(keep) | {n for n in pinned if n in G}
    return G.subgraph(nodes)


def path_between(G: nx.Graph, source: str, target: str) -> list[str]:
    """Shortest path from ``source`` to ``target`` as node ids, [] if they are not connected."""
    try:
        return nx.shortest_path(G, source, target)
    except (nx.NetworkXNoPath, nx.NodeNotFound):
        return []


def papers_mentioning(G: nx.Graph, concept: str) -> list[str]:
    """Papers linked to ``concept``, newest first, then by label."""
    papers = [n for n in G.neighbors(concept) if G.nodes[n].get("kind") == "paper"]
    return sorted(
        papers, key=lambda n: (-(G.nodes[n].get("year") or 0), str(G.nodes[n].get("label", n)))
    )


def related_concepts(G: nx.Graph, concept: str, limit: int = 20) -> list[tuple[str, int]]:
    """Concepts co-occurring with ``concept`` and the number of papers naming both."""
    pairs = [
        (n, int(d.get("weight", 1)))
        for n, d in G[concept].items()
        if d.get("relation") == "co_occurs"
    ]
    pairs.sort(key=lambda p: (-p[1], str(G.nodes[p[0]].get("label", p[0]))))
    return pairs[:limit]


def lookup(G: nx.Graph, text: str) -> str | None:
    """The node an id, label or alias names (case-insensitive), else the best partial match."""
    text = " ".join(str(text).split())
    if not text:
        return None
    if text in G:
        return text
    lowered = text.lower()
    partial = []
    for node, data in G.nodes(data=True):
        names = [str(data.get("label") or "")] + [str(a) for a in data.get("aliases") or []]
        if any(name.lower() == lowered for name in names):
            return node
        if any(lowered in name.lower() for name in names):
            partial.append(node)
    if not partial:
        return None
    return max(partial, key=lambda n: (importance(G, n), str(n)))
