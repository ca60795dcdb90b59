"""What a view holds, counted one way for every view: nodes by type, links by relation.

The canvas legend and status bar, the HTML page and graph files report these counts, so a
view shown in the app and the same view exported say the same numbers with the same words.
A link is an edge of the graph (``G.number_of_edges()``): every edge of a view is drawn.

Examples
--------
>>> G = nx.Graph()
>>> G.add_node("paper:a", kind="paper", type="PAPER")
>>> G.add_node("concept:lora", kind="concept", type="METHOD")
>>> G.add_node("concept:glue", kind="concept", type="DATASET")
>>> G.add_edge("paper:a", "concept:lora", relation="uses")
>>> G.add_edge("paper:a", "concept:glue", relation="evaluates_on")
>>> counts = kind_counts(G)
>>> counts["types"], counts["relations"]
({'PAPER': 1, 'METHOD': 1, 'DATASET': 1}, {'uses': 1, 'evaluates_on': 1})
>>> count_line(counts)
'1 paper · 2 concepts · 2 links'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

import networkx as nx

from explorer.graph.bulk import edge_count, edge_values, graph_state
from explorer.graph.nodes import PAPER, is_concept_data, is_paper_data
from explorer.graph.ranking import rank_concepts
from explorer.style import (
    CONCEPT_WORDS,
    EDGE_WORDS,
    NODE_TYPES,
    PAPER_WORDS,
    RELATIONS,
    plural,
)

#: Written where a node has no type or an edge no relation.
NO_KIND = "?"


def kind_counts(G: nx.Graph) -> dict[str, Any]:
    """Nodes and links of ``G``, in all and by kind: plain, JSON-ready data.

    Returns
    -------
    dict
        ``{"nodes": n, "edges": m, "papers": p, "types": {type: count},
        "relations": {relation: count}}``; types and relations in the vocabulary's
        order (:mod:`explorer.style`), unknown ones after them by name, absent ones left out.
    """
    types = Counter(_kind(t) for _, t in G.nodes(data="type"))
    relations: Counter[str] = Counter()
    for relation, count in edge_values(G, "relation").items():
        relations[_kind(relation)] += count
    return {
        **totals(G),
        "types": _in_order(types, NODE_TYPES),
        "relations": _in_order(relations, RELATIONS),
    }


def totals(G: nx.Graph) -> dict[str, int]:
    """Nodes, links and papers of ``G``: what :func:`count_line` needs, without a pass over links.

    >>> totals(nx.Graph([("paper:a", "concept:b")]))
    {'nodes': 2, 'edges': 1, 'papers': 0}
    """
    papers = sum(1 for d in graph_state(G)[0].values() if is_paper_data(d))
    return {"nodes": G.number_of_nodes(), "edges": edge_count(G), "papers": papers}


def count_line(counts: Mapping[str, Any]) -> str:
    """The one-line summary every view writes: papers, concepts (all other nodes), links.

    >>> count_line({"nodes": 1, "edges": 0, "papers": 0})
    '0 papers · 1 concept · 0 links'
    """
    papers = int(counts["papers"])
    return " · ".join(
        (
            plural(papers, PAPER_WORDS),
            plural(int(counts["nodes"]) - papers, CONCEPT_WORDS),
            plural(int(counts["edges"]), EDGE_WORDS),
        )
    )


def _kind(value: Any) -> str:
    return str(value) if value not in (None, "") else NO_KIND


def _in_order(counts: Counter[str], order: Iterable[str]) -> dict[str, int]:
    known = [k for k in order if counts.get(k)]
    return {k: counts[k] for k in [*known, *sorted(counts.keys() - set(known))]}


def graph_stats(G: nx.Graph, *, top: int = 10) -> dict[str, Any]:
    """Figures about ``G`` for ``explorer stats``: plain, JSON-ready data.

    >>> G = nx.Graph(name="demo")
    >>> G.add_node("paper:a", kind="paper", type="PAPER")
    >>> G.add_node("concept:gpu", kind="concept", type="HARDWARE", label="GPU", papers=1)
    >>> G.add_edge("paper:a", "concept:gpu", relation="targets_hardware")
    >>> s = graph_stats(G)
    >>> s["papers"], s["concepts"], s["edges"]
    (1, {'HARDWARE': 1}, {'targets_hardware': 1})
    """
    kinds = Counter(kind for _, kind in G.nodes(data="kind"))
    types = Counter(d.get("type") for _, d in G.nodes(data=True) if is_concept_data(d))
    relations = Counter(r for *_, r in G.edges(data="relation"))
    sizes = sorted((len(c) for c in nx.connected_components(G)), reverse=True)
    return {
        "name": G.graph.get("name", ""),
        "nodes": G.number_of_nodes(),
        "edges_total": G.number_of_edges(),
        "papers": kinds.get(PAPER, 0),
        "concepts": dict(sorted(types.items(), key=lambda kv: (-kv[1], str(kv[0])))),
        "edges": dict(sorted(relations.items(), key=lambda kv: (-kv[1], str(kv[0])))),
        "top_concepts": [
            {
                "id": n,
                "label": G.nodes[n].get("label", n),
                "type": G.nodes[n].get("type"),
                "papers": papers,
            }
            for n, papers in rank_concepts(G, top=top)
        ],
        "components": len(sizes),
        "largest_component": sizes[0] if sizes else 0,
    }
