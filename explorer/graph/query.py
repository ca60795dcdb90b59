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

import heapq
from collections import Counter
from collections.abc import Collection
from itertools import chain, repeat

import networkx as nx

from explorer.graph.build import PAPER_CONCEPT_RELATIONS
from explorer.graph.bulk import graph_state
from explorer.graph.index import indexed_paper_concepts
from explorer.graph.nodes import (
    concepts_of_paper,
    is_paper_data,
    keeps_edge,
    node_label,
    papers_of_node,
    require_node,
)
from explorer.graph.ranking import rank_concepts, rank_concepts_by_type
from explorer.graph.search import find_nodes, lookup, resolve_node
from explorer.graph.similarity import common_concept_limit
from explorer.graph.views import ego_graph, view_subgraph, with_nodes

#: Nodes of an overview when no limit is given.
OVERVIEW_SIZE = 300

__all__ = [
    "communities",
    "cooccurring",
    "ego_graph",
    "find_nodes",
    "lookup",
    "neighbors",
    "overview",
    "paper_count",
    "papers_of",
    "rank_concepts",
    "rank_concepts_by_type",
    "resolve_node",
    "shortest_path",
    "similar_papers",
    "view_subgraph",
    "with_nodes",
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


def cooccurring(G: nx.Graph, concept: str, top: int = 10) -> list[tuple[str, int]]:
    """Concepts named in the same papers as ``concept``, with the number of such papers.

    Counted from the papers, so pairs below the graph's ``co_occurs`` threshold are
    found too. Read from the plain adjacency dicts: a concept named by a thousand
    papers is a click in the app's detail pane.

    >>> G = nx.Graph()
    >>> G.add_node("paper:a", kind="paper")
    >>> G.add_edge("paper:a", "concept:x", relation="uses")
    >>> G.add_edge("paper:a", "concept:y", relation="uses")
    >>> cooccurring(G, "concept:x")
    [('concept:y', 1)]
    """
    require_node(G, concept)
    node_data, adjacency = graph_state(G)
    indexed = indexed_paper_concepts(G)
    if indexed is not None:  # each paper's concepts, read once for the graph: counted in C
        counts = Counter(chain.from_iterable(map(indexed.get, adjacency[concept], repeat(()))))
        counts.pop(concept, None)
        return heapq.nsmallest(top, counts.items(), key=lambda nc: (-nc[1], nc[0]))
    named: list[str] = []  # a list per paper, counted at once: half the time of a generator
    for paper in adjacency[concept]:
        if is_paper_data(node_data[paper]):
            named += [
                other
                for other, data in adjacency[paper].items()
                if data.get("relation") in PAPER_CONCEPT_RELATIONS
            ]
    counts = Counter(named)
    counts.pop(concept, None)
    return heapq.nsmallest(top, counts.items(), key=lambda nc: (-nc[1], nc[0]))


def similar_papers(G: nx.Graph, paper: str, top: int = 10) -> list[tuple[str, int]]:
    """Papers sharing concepts with ``paper``, with the number of concepts shared.

    Ranked as the ``similar`` edges are built: by the summed specificity of the
    concepts shared, generic ones weighing nothing (graphs saved before schema 2,
    which have no specificity: by shared concepts named by at most
    :func:`~explorer.graph.similarity.common_concept_limit` papers), then by id;
    the number returned counts every shared concept.
    """
    require_node(G, paper)
    n_papers = sum(1 for _, data in G.nodes(data=True) if is_paper_data(data))
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


def papers_of(
    G: nx.Graph, concept: str, *, limit: int | None = None
) -> list[tuple[str, list[str]]]:
    """Papers naming ``concept`` with the sentences that do, most mentions first (then by id).

    With a ``limit``, only the first few are sorted and copied: what keeps the page of a
    concept named by a thousand papers quick.

    >>> G = nx.Graph()
    >>> G.add_node("paper:a", kind="paper")
    >>> G.add_edge("paper:a", "concept:x", relation="uses", evidence=["We use X."], count=1)
    >>> papers_of(G, "concept:x"), paper_count(G, "concept:x")
    ([('paper:a', ['We use X.'])], 1)
    """
    found = _paper_links(G, concept)
    key = _most_mentions_first
    first = sorted(found, key=key) if limit is None else heapq.nsmallest(limit, found, key=key)
    return [(n, list(d.get("evidence", []))) for n, d in first]


def paper_count(G: nx.Graph, concept: str) -> int:
    """How many papers name ``concept`` (its paper-concept links)."""
    return len(_paper_links(G, concept))


def _paper_links(G: nx.Graph, concept: str) -> list[tuple[str, dict]]:
    require_node(G, concept)
    node_data, adjacency = graph_state(G)
    return [
        (n, d)
        for n, d in adjacency[concept].items()
        if d.get("relation") in PAPER_CONCEPT_RELATIONS and is_paper_data(node_data[n])
    ]


def _most_mentions_first(link: tuple[str, dict]) -> tuple:
    return -int(link[1].get("count", 1)), link[0]


def overview(G: nx.Graph, limit: int = OVERVIEW_SIZE, *, include_generic: bool = False) -> nx.Graph:
    """A readable first picture of a big graph: its hub concepts and the papers joining them.

    :func:`view_subgraph` with ``limit`` and no other filter (paper-concept edges);
    :func:`~explorer.graph.overview.overview_nodes` says how the nodes are chosen.
    A graph within the limit is returned whole. Generic concepts ("neural network") are left
    out unless ``include_generic``; they stay searchable in ``G``.

    >>> G = nx.Graph()
    >>> G.add_nodes_from(["paper:a", "paper:b"], kind="paper", type="PAPER")
    >>> G.add_node("concept:x", kind="concept", type="METHOD", papers=2)
    >>> G.add_edges_from([("paper:a", "concept:x"), ("paper:b", "concept:x")], relation="uses")
    >>> H = overview(G, limit=2)
    >>> list(H), H.graph["truncated"]
    (['paper:a', 'concept:x'], True)
    """
    return view_subgraph(G, limit=limit, include_generic=include_generic)
