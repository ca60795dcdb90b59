"""Questions asked of the knowledge graph: plain functions, ``G`` first, plain data out.

Node ids follow :mod:`explorer.graph.build`: ``"paper:<id>"`` and
``"concept:<key>"``. Functions that take a node expect an id; turn what a user
typed into one with :func:`resolve_node` (exact) or :func:`find_nodes` (search).

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("paper:a", kind="paper", type="PAPER", label="GaLore")
>>> G.add_node("concept:adam", kind="concept", type="METHOD", label="Adam", aliases=["Adam"])
>>> G.add_edge("paper:a", "concept:adam", relation="uses", evidence=["We use Adam."], count=1)
>>> neighbors(G, "concept:adam")
['paper:a']
>>> resolve_node(G, "adam")
'concept:adam'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection

import networkx as nx

from explorer.graph.build import PAPER_CONCEPT_RELATIONS
from explorer.graph.nodes import (
    concepts_of_paper,
    induced,
    is_paper,
    keeps_edge,
    node_label,
    papers_of_node,
    require_node,
)
from explorer.graph.search import find_nodes, resolve_node
from explorer.graph.similarity import common_concept_limit
from explorer.graph.views import ego_graph, view_subgraph

__all__ = [
    "communities",
    "cooccurring",
    "ego_graph",
    "find_nodes",
    "neighbors",
    "overview",
    "papers_of",
    "rank_concepts",
    "resolve_node",
    "shortest_path",
    "similar_papers",
    "view_subgraph",
]


def neighbors(
    G: nx.Graph,
    node: str,
    *,
    relations: Collection[str] | None = None,
    types: Collection[str] | None = None,
) -> list[str]:
    """Neighbours of ``node``, strongest link first (then by label).

    ``relations`` keeps edges of those relations; ``types`` keeps neighbours of
    those node types (``"PAPER"`` included).

    >>> G = nx.Graph()
    >>> G.add_node("a", type="METHOD"); G.add_node("b", type="TASK")
    >>> G.add_edge("a", "b", relation="co_occurs", weight=3)
    >>> neighbors(G, "a", types={"TASK"}), neighbors(G, "a", relations={"uses"})
    (['b'], [])
    """
    require_node(G, node)
    found = [
        (n, d)
        for n, d in G[node].items()
        if keeps_edge(d, relations) and (types is None or G.nodes[n].get("type") in types)
    ]
    found.sort(key=lambda nd: (-float(nd[1].get("weight", 1.0)), node_label(G, nd[0]).casefold()))
    return [n for n, _ in found]


def shortest_path(
    G: nx.Graph, source: str, target: str, *, relations: Collection[str] | None = None
) -> list[str]:
    """Fewest-hops path from ``source`` to ``target`` over edges of ``relations``.

    Raises
    ------
    networkx.NodeNotFound
        ``source`` or ``target`` is not in ``G``.
    networkx.NetworkXNoPath
        No path joins them (the message names both and the relations used).

    >>> shortest_path(nx.path_graph(["a", "b", "c"]), "a", "c")
    ['a', 'b', 'c']
    """
    require_node(G, source)
    require_node(G, target)
    view = G
    if relations is not None:
        allowed = set(relations)
        view = nx.subgraph_view(G, filter_edge=lambda u, v: G[u][v].get("relation") in allowed)
    try:
        return nx.shortest_path(view, source, target)
    except nx.NetworkXNoPath:
        using = f" using {', '.join(sorted(relations))}" if relations is not None else ""
        raise nx.NetworkXNoPath(
            f"no path between {node_label(G, source)!r} and {node_label(G, target)!r}{using}"
        ) from None


def communities(G: nx.Graph, *, seed: int = 0) -> list[set[str]]:
    """Louvain communities of the paper-concept graph, largest first.

    Only paper-concept edges count (``co_occurs`` and ``similar`` would count
    the same evidence twice). Nodes with no such edge form their own
    communities. Deterministic for a given ``seed``.
    """
    H = nx.Graph()
    H.add_nodes_from(G)
    H.add_edges_from((u, v) for u, v, r in G.edges(data="relation") if r in PAPER_CONCEPT_RELATIONS)
    found = nx.community.louvain_communities(H, seed=seed)
    return sorted((set(c) for c in found), key=lambda c: (-len(c), min(c)))


def rank_concepts(
    G: nx.Graph,
    *,
    types: Collection[str] | None = None,
    top: int | None = None,
    include_generic: bool = True,
) -> list[tuple[str, int]]:
    """Concepts by the number of papers in ``G`` that name them, most first.

    ``include_generic=False`` leaves out the catch-all concepts
    (:mod:`explorer.graph.specificity`), as overviews do.

    >>> G = nx.Graph()
    >>> G.add_node("concept:gpu", kind="concept", type="HARDWARE")
    >>> G.add_nodes_from(["paper:a", "paper:b"], kind="paper", type="PAPER")
    >>> G.add_edges_from([("paper:a", "concept:gpu"), ("paper:b", "concept:gpu")])
    >>> rank_concepts(G)
    [('concept:gpu', 2)]
    """
    ranked = [
        (n, len(papers_of_node(G, n)))
        for n, d in G.nodes(data=True)
        if d.get("kind") == "concept"
        and (types is None or d.get("type") in types)
        and (include_generic or not d.get("generic"))
    ]
    ranked.sort(key=lambda nc: (-nc[1], nc[0]))
    return ranked if top is None else ranked[:top]


def cooccurring(G: nx.Graph, concept: str, top: int = 10) -> list[tuple[str, int]]:
    """Concepts named in the same papers as ``concept``, with the number of such papers.

    Counted from the papers, so pairs below the graph's ``co_occurs``
    threshold are found too.
    """
    require_node(G, concept)
    counts: Counter[str] = Counter()
    for paper in papers_of_node(G, concept):
        counts.update(n for n in concepts_of_paper(G, paper) if n != concept)
    return sorted(counts.items(), key=lambda nc: (-nc[1], nc[0]))[:top]


def similar_papers(G: nx.Graph, paper: str, top: int = 10) -> list[tuple[str, int]]:
    """Papers sharing concepts with ``paper``, with the number of concepts shared.

    Ranked as the ``similar`` edges are built: by the summed specificity of the
    concepts shared, generic ones weighing nothing (graphs saved before schema 2,
    which have no specificity: by shared concepts named by at most
    :func:`~explorer.graph.similarity.common_concept_limit` papers), then by id;
    the number returned counts every shared concept.
    """
    require_node(G, paper)
    n_papers = sum(1 for _, kind in G.nodes(data="kind") if kind == "paper")
    limit = common_concept_limit(n_papers)
    scores: dict[str, float] = {}
    shared: Counter[str] = Counter()
    for concept in concepts_of_paper(G, paper):
        others = [n for n in papers_of_node(G, concept) if n != paper]
        shared.update(others)
        weight = _similarity_weight(G.nodes[concept], len(others) + 1, limit)
        if weight > 0:
            for other in others:
                scores[other] = scores.get(other, 0.0) + weight
    ranked = sorted(scores, key=lambda n: (-round(scores[n], 9), n))[:top]
    return [(n, shared[n]) for n in ranked]


def _similarity_weight(data: dict, papers: int, limit: int) -> float:
    if "specificity" in data:
        return 0.0 if data.get("generic") else float(data["specificity"])
    return 1.0 if papers <= limit else 0.0


def papers_of(G: nx.Graph, concept: str) -> list[tuple[str, list[str]]]:
    """Papers naming ``concept`` with the sentences that do, most mentions first."""
    require_node(G, concept)
    found = [
        (n, d)
        for n, d in G[concept].items()
        if d.get("relation") in PAPER_CONCEPT_RELATIONS and is_paper(G, n)
    ]
    found.sort(key=lambda nd: (-int(nd[1].get("count", 1)), nd[0]))
    return [(n, list(d.get("evidence", []))) for n, d in found]


def overview(
    G: nx.Graph, *, max_concepts: int = 300, max_papers: int = 300, include_generic: bool = False
) -> nx.Graph:
    """A readable first picture of a big graph: its hub concepts and the papers joining them.

    Keeps the ``max_concepts`` concepts named by the most papers and the
    ``max_papers`` papers that name the most of those (at least two), with the
    paper-concept edges among them (a hub none of those papers names stays,
    unlinked, so the list of hubs is complete). A graph already within both
    limits is returned whole (paper-concept edges only). Generic concepts
    ("neural network") are left out unless ``include_generic``; they stay
    searchable in ``G``.
    """
    concepts = [n for n, _ in rank_concepts(G, include_generic=include_generic)]
    papers = [n for n, kind in G.nodes(data="kind") if kind == "paper"]
    if len(concepts) <= max_concepts and len(papers) <= max_papers:
        return view_subgraph(G, include_generic=include_generic)
    hubs = set(concepts[:max_concepts])
    linking = []
    for paper in papers:
        named = sum(1 for n in concepts_of_paper(G, paper) if n in hubs)
        if named >= 2:
            linking.append((-named, paper))
    linking.sort()
    chosen = [paper for _, paper in linking[:max_papers]]
    return induced(G, [*hubs, *chosen], PAPER_CONCEPT_RELATIONS)
