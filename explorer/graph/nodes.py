"""Reading the schema's nodes and edges: small helpers shared by the query modules.

Examples
--------
>>> G = nx.Graph()
>>> G.add_node("paper:a", kind="paper", type="PAPER")
>>> G.add_node("concept:adam", kind="concept", type="METHOD", papers=1)
>>> G.add_edge("paper:a", "concept:adam", relation="uses")
>>> is_paper(G, "paper:a"), is_paper_data(G.nodes["concept:adam"])
(True, False)
>>> papers_of_node(G, "concept:adam"), importance(G, "concept:adam")
(['paper:a'], 1.0)
>>> list(induced(G, ["concept:adam", "paper:a"], None))  # in G's order
['paper:a', 'concept:adam']
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from types import MappingProxyType
from typing import Any

import networkx as nx

from explorer.graph.build import PAPER_CONCEPT_RELATIONS
from explorer.graph.bulk import graph_from_state, graph_state

#: The ``kind`` of paper and concept nodes.
PAPER, CONCEPT = "paper", "concept"


def is_paper_data(data: Mapping) -> bool:
    """True for the attributes of a paper node."""
    return data.get("kind") == PAPER


def is_concept_data(data: Mapping) -> bool:
    """True for the attributes of a concept node."""
    return data.get("kind") == CONCEPT


def is_paper(G: nx.Graph, node: str) -> bool:
    """True for a paper node."""
    return is_paper_data(G.nodes[node])


def is_concept(G: nx.Graph, node: str) -> bool:
    """True for a concept node."""
    return is_concept_data(G.nodes[node])


def paper_nodes(G: nx.Graph) -> list[str]:
    """Every paper node of ``G``, in G's order."""
    return [n for n, d in G.nodes(data=True) if is_paper_data(d)]


def importance(G: nx.Graph, node: str) -> float:
    """How prominent a node is: concepts by papers naming them, papers by links.

    A family no paper names (``derived``, ``papers=0``) comes last however many concepts it
    groups; a concept without the count (a graph not made by the builder) goes by its links.
    """
    data = G.nodes[node]
    if is_concept_data(data):
        papers = data.get("papers")
        return float(G.degree(node) if papers is None else papers)
    return float(G.degree(node))


def papers_of_node(G: nx.Graph, node: str) -> list[str]:
    """Paper neighbours of ``node``."""
    return [n for n in G[node] if is_paper(G, n)]


def concepts_of_paper(G: nx.Graph, paper: str) -> list[str]:
    """Concepts ``paper`` names (its paper-concept edges)."""
    return [n for n, d in G[paper].items() if d.get("relation") in PAPER_CONCEPT_RELATIONS]


def concepts_of_paper_by_type(G: nx.Graph, paper: str) -> dict[str, list[str]]:
    """The concepts ``paper`` names, by type, each list sorted by label (then id).

    >>> G = nx.Graph()
    >>> G.add_node("concept:b", type="METHOD", label="beta")
    >>> G.add_node("concept:a", type="METHOD", label="Alpha")
    >>> G.add_edges_from([("paper:p", "concept:b"), ("paper:p", "concept:a")], relation="uses")
    >>> concepts_of_paper_by_type(G, "paper:p")
    {'METHOD': ['concept:a', 'concept:b']}
    """
    by_type: dict[str, list[str]] = {}
    for concept in concepts_of_paper(G, paper):
        by_type.setdefault(G.nodes[concept].get("type", ""), []).append(concept)
    return {
        kind: sorted(nodes, key=lambda n: (node_label(G, n).casefold(), n))
        for kind, nodes in by_type.items()
    }


def keeps_node(data: dict, types: Collection[str] | None, include_papers: bool) -> bool:
    """Whether a node with ``data`` passes a type filter (``"PAPER"`` is a type)."""
    if is_paper_data(data) and not include_papers:
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


def mention_spans(text: str, mentions: Any) -> list[tuple[int, int, Mapping]]:
    """The mentions of a paper's ``text`` that can be shown: ``(start, end, mention)``, in order.

    Every view of an abstract (the app's detail pane, the exported page) reads mentions
    through this one check. Skipped: entries that are not mappings, offsets that are not
    integers or fall outside ``text``, a ``text`` that disagrees with the abstract, and
    mentions overlapping an earlier (or, at the same start, a longer) one. A wrong
    highlight is worse than none: the corpus and the graph file are untrusted.

    >>> text = "We use LoRA on GSM8K."
    >>> found = mention_spans(text, [{"start": 7, "end": 11, "text": "LoRA"},
    ...     {"start": 15, "end": 20, "text": "oops"}, {"start": 7, "end": 9}, "junk"])
    >>> [(s, e) for s, e, _ in found]
    [(7, 11)]
    """
    spans = []
    for m in mentions if isinstance(mentions, list | tuple) else ():
        if not isinstance(m, Mapping):
            continue
        start, end = m.get("start"), m.get("end")
        if not (isinstance(start, int) and isinstance(end, int) and 0 <= start < end <= len(text)):
            continue
        if "text" in m and text[start:end] != m["text"]:
            continue
        spans.append((start, end, m))
    spans.sort(key=lambda s: (s[0], -s[1]))
    kept, cursor = [], 0
    for start, end, m in spans:
        if start >= cursor:
            kept.append((start, end, m))
            cursor = end
    return kept


def induced(G: nx.Graph, nodes: Iterable[str], relations: Collection[str] | None) -> nx.Graph:
    """A new graph on ``nodes`` (in G's order) with the edges of ``relations`` among them.

    A view to read: its node and edge attributes are read-only windows on ``G``'s own dicts
    (``MappingProxyType``), not copies (a 26,000-node view saved 22 MB), so changing one
    raises TypeError instead of changing ``G``; ``H.copy()`` gives a graph with dicts of its
    own. Its nodes, edges and graph attributes are its own: removing nodes leaves ``G``
    alone. Reads each kept node's adjacency once: subgraph views filter every edge through
    Python callbacks, several times slower on the 100,000 edges of a big view.

    >>> G = nx.Graph([("paper:a", "concept:x", {"relation": "uses"})])
    >>> G.nodes["paper:a"]["kind"] = "paper"
    >>> H = induced(G, ["concept:x", "paper:a"], None)
    >>> H.nodes["paper:a"]["kind"], H.number_of_edges(), list(H)
    ('paper', 1, ['paper:a', 'concept:x'])
    >>> H.nodes["paper:a"]["kind"] = "other"
    Traceback (most recent call last):
    ...
    TypeError: 'mappingproxy' object does not support item assignment
    """
    keep = set(nodes)
    node_data, adjacency = graph_state(G)
    order = [n for n in node_data if n in keep]
    rows: dict[str, dict] = {n: {} for n in order}
    done: set[str] = set()
    # Neighbours in the order add_edges_from gives: an edge goes in at its first end.
    for u in order:
        row = rows[u]
        for v, data in adjacency[u].items():
            if (
                v in keep
                and v not in done
                and (relations is None or data.get("relation") in relations)
            ):
                row[v] = rows[v][u] = MappingProxyType(data)
        done.add(u)
    return graph_from_state(G.graph, {n: MappingProxyType(node_data[n]) for n in order}, rows)
