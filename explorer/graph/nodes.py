"""Reading the schema's nodes and edges: small helpers shared by the query modules."""

from __future__ import annotations

from collections.abc import Collection, Iterable

import networkx as nx

from explorer.graph.build import PAPER_CONCEPT_RELATIONS


def is_paper(G: nx.Graph, node: str) -> bool:
    """True for a paper node."""
    return G.nodes[node].get("kind") == "paper"


def papers_of_node(G: nx.Graph, node: str) -> list[str]:
    """Paper neighbours of ``node``."""
    return [n for n in G[node] if is_paper(G, n)]


def concepts_of_paper(G: nx.Graph, paper: str) -> list[str]:
    """Concepts ``paper`` names (its paper-concept edges)."""
    return [n for n, d in G[paper].items() if d.get("relation") in PAPER_CONCEPT_RELATIONS]


def keeps_node(data: dict, types: Collection[str] | None, include_papers: bool) -> bool:
    """Whether a node with ``data`` passes a type filter (``"PAPER"`` is a type)."""
    if data.get("kind") == "paper" and not include_papers:
        return False
    return types is None or data.get("type") in types


def keeps_edge(data: dict, relations: Collection[str] | None) -> bool:
    """Whether an edge with ``data`` has one of ``relations`` (None: any)."""
    return relations is None or data.get("relation") in relations


def node_label(G: nx.Graph, node: str) -> str:
    """Readable name of ``node``: its label, else its id."""
    return str(G.nodes[node].get("label") or node)


def require_node(G: nx.Graph, node: str) -> None:
    """Raise ``networkx.NodeNotFound`` naming ``node`` unless it is in ``G``."""
    if node not in G:
        raise nx.NodeNotFound(f"no node {node!r} in the graph")


def induced(G: nx.Graph, nodes: Iterable[str], relations: Collection[str] | None) -> nx.Graph:
    """A new graph on ``nodes`` (in G's order) with the edges of ``relations`` among them."""
    keep = set(nodes)
    H = nx.Graph(**G.graph)
    H.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n in keep)
    H.add_edges_from(
        (u, v, d) for u, v, d in G.subgraph(keep).edges(data=True) if keeps_edge(d, relations)
    )
    return H
