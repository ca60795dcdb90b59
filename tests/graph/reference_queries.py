"""The graph questions written the clear way: the oracles the fast versions are tested against.

Each is the plain NetworkX walk ``explorer.graph`` first answered with; the package now
answers the same questions reading the adjacency dicts once (``explorer.graph.bulk``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable

import networkx as nx

from explorer.graph.build import PAPER_CONCEPT_RELATIONS
from explorer.graph.nodes import concepts_of_paper, importance, keeps_edge, keeps_node

CONCEPT_SHARE = 2 / 3


def papers_in(G: nx.Graph, node: str) -> list[str]:
    return [n for n in G[node] if G.nodes[n].get("kind") == "paper"]


def induced(G: nx.Graph, nodes: Iterable[str], relations: Collection[str] | None) -> nx.Graph:
    keep = set(nodes)
    H = nx.Graph(**G.graph)
    H.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n in keep)
    H.add_edges_from(
        (u, v, d) for u, v, d in G.subgraph(keep).edges(data=True) if keeps_edge(d, relations)
    )
    return H


def rank_concepts(G: nx.Graph, types: Collection[str] | None = None) -> list[tuple[str, int]]:
    ranked = [
        (n, len(papers_in(G, n)))
        for n, d in G.nodes(data=True)
        if d.get("kind") == "concept" and (types is None or d.get("type") in types)
    ]
    return sorted(ranked, key=lambda nc: (-nc[1], nc[0]))


def cooccurring(G: nx.Graph, concept: str) -> list[tuple[str, int]]:
    counts: Counter[str] = Counter()
    for paper in papers_in(G, concept):
        counts.update(n for n in concepts_of_paper(G, paper) if n != concept)
    return sorted(counts.items(), key=lambda nc: (-nc[1], nc[0]))


def papers_of(G: nx.Graph, concept: str) -> list[tuple[str, list[str]]]:
    found = [
        (n, d)
        for n, d in G[concept].items()
        if d.get("relation") in PAPER_CONCEPT_RELATIONS and G.nodes[n].get("kind") == "paper"
    ]
    found.sort(key=lambda nd: (-int(nd[1].get("count", 1)), nd[0]))
    return [(n, list(d.get("evidence", []))) for n, d in found]


def ego_nodes(G, node, depth, types, include_papers, relations) -> set[str]:
    reached, frontier = {node}, [node]
    for _ in range(depth):
        step = []
        for current in frontier:
            for n, d in G[current].items():
                if (
                    n not in reached
                    and keeps_edge(d, relations)
                    and keeps_node(G.nodes[n], types, include_papers)
                ):
                    reached.add(n)
                    step.append(n)
        frontier = step
    return reached


def view_subgraph(
    G: nx.Graph,
    *,
    focus=None,
    depth=1,
    types=None,
    min_degree=0,
    include_papers=True,
    relations=PAPER_CONCEPT_RELATIONS,
    limit=None,
    include_generic=True,
) -> nx.Graph:
    """The filtered view, then the overview cut as first written.

    Generic concepts go first (unless ``include_generic``), then families no paper names
    that have no link in the view, then the ``min_degree`` cut, the overview cut and the
    families left without links by them (``focus`` always stays).
    """
    if focus is not None:
        view = induced(G, ego_nodes(G, focus, depth, types, include_papers, relations), relations)
    else:
        kept = (n for n, d in G.nodes(data=True) if keeps_node(d, types, include_papers))
        view = induced(G, kept, relations)
    if not include_generic:
        view.remove_nodes_from(
            [n for n, d in view.nodes(data=True) if d.get("generic") and n != focus]
        )
    drop_lone_derived(view, focus)
    if min_degree > 0:
        view.remove_nodes_from(
            [
                n
                for n, d in view.nodes(data=True)
                if d.get("kind") == "concept" and n != focus and view.degree(n) < min_degree
            ]
        )
        view.remove_nodes_from([n for n in view if n != focus and view.degree(n) < min_degree])
        view.remove_nodes_from([n for n in view if n != focus and not view.degree(n)])
    if focus is None and limit is not None and view.number_of_nodes() > limit:
        concepts = [n for n, kind in view.nodes(data="kind") if kind == "concept"]
        papers = [n for n, kind in view.nodes(data="kind") if kind == "paper"]
        budget = limit if not papers else int(limit * CONCEPT_SHARE)
        concepts.sort(key=lambda n: (-importance(G, n), str(n)))
        hubs = set(concepts[:budget])
        ranked = sorted(papers, key=lambda p: (-sum(1 for n in view[p] if n in hubs), str(p)))
        kept = hubs | set(ranked[: limit - len(hubs)])
        cut = view.subgraph(kept)
        view = view.subgraph({n for n in kept if cut.degree(n) > 0} or kept).copy()
    drop_lone_derived(view, focus)
    return view


def drop_lone_derived(view: nx.Graph, focus) -> None:
    view.remove_nodes_from(
        [
            n
            for n, d in view.nodes(data=True)
            if d.get("derived") and n != focus and not view.degree(n)
        ]
    )
