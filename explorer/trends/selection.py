"""The papers behind a trend: a point of a concept's line, or a range of years.

A chart's point (a concept or family in a year) stands for the papers of that year naming it;
a year range keeps the papers of those years. Years are read as :mod:`explorer.trends.periods`
reads them, so these lists match the report's counts.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("paper:a", kind="paper", year=2023, label="B paper")
>>> G.add_node("paper:b", kind="paper", year="2023", label="A paper")
>>> G.add_node("paper:c", kind="paper", year=2024, label="C paper")
>>> G.add_node("concept:lora", kind="concept", type="METHOD", label="LoRA", family="adapters")
>>> G.add_edges_from([("paper:a", "concept:lora"), ("paper:b", "concept:lora"),
...                   ("paper:c", "concept:lora")])
>>> papers_of_point(G, "concept:lora", 2023)
['paper:b', 'paper:a']
>>> papers_of_point(G, "family:adapters", 2024)
['paper:c']
>>> papers_in_years(G, 2024, 2030)
['paper:c']
>>> G.add_node("concept:old", kind="concept", type="METHOD", label="Old")
>>> G.add_edge("paper:c", "concept:old")
>>> sorted(graph_in_years(G, 2023, 2023))
['concept:lora', 'paper:a', 'paper:b']
"""

from __future__ import annotations

import networkx as nx

from explorer.trends.counts import FAMILY_PREFIX
from explorer.trends.periods import paper_year


def _members(G: nx.Graph, node: str) -> list[str]:
    """``node`` itself, or the concepts of family ``"family:NAME"``."""
    if node.startswith(FAMILY_PREFIX) and node not in G:
        family = node[len(FAMILY_PREFIX) :]
        return [
            n
            for n, d in G.nodes(data=True)
            if d.get("kind") == "concept" and d.get("family") == family
        ]
    if node not in G:
        raise nx.NodeNotFound(f"no node {node!r} in the graph")
    return [node]


def _by_label(G: nx.Graph, papers: set[str]) -> list[str]:
    return sorted(papers, key=lambda n: (str(G.nodes[n].get("label") or n).lower(), n))


def papers_of_point(G: nx.Graph, node: str, year: int) -> list[str]:
    """Papers of ``year`` naming concept ``node`` (or any concept of ``"family:NAME"``).

    Returns
    -------
    list of str
        Paper ids sorted by label.

    Raises
    ------
    networkx.NodeNotFound
        ``node`` is neither a node of ``G`` nor a family of its concepts.
    """
    papers = {
        n
        for member in _members(G, node)
        for n in G[member]
        if G.nodes[n].get("kind") == "paper" and paper_year(G.nodes[n].get("year")) == year
    }
    return _by_label(G, papers)


def papers_in_years(G: nx.Graph, first: int, last: int) -> list[str]:
    """Papers whose year is from ``first`` to ``last`` (inclusive), sorted by label."""
    papers = set()
    for n, data in G.nodes(data=True):
        if data.get("kind") != "paper":
            continue
        year = paper_year(data.get("year"))
        if year is not None and first <= year <= last:
            papers.add(n)
    return _by_label(G, papers)


def graph_in_years(G: nx.Graph, first: int, last: int) -> nx.Graph:
    """``G`` without the papers outside ``first``-``last`` and the concepts none of the
    remaining papers names (a read-only subgraph view; papers without a year are left out).

    The graph's view of those years (the app's year filter) is asked of this graph, so the
    other filters and the overview cut apply to what those years hold.
    """
    papers = set(papers_in_years(G, first, last))
    kept = set(papers)
    for node, kind in G.nodes(data="kind"):
        if kind == "paper":
            continue
        if kind != "concept" or any(n in papers for n in G[node]):
            kept.add(node)
    return G.subgraph(kept)
