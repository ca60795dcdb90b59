"""The picture a view shows: its filters, the overview cut of a big graph, its pinned nodes.

A saved view is exported from here (``explorer export VIEW.explorer-view.json``). The app's
canvas answers the same question with its own fast path for 20,000-node graphs
(``explorer.app.view_filter``); the edges drawn follow the same rule,
:func:`canvas_relations`.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("paper:a", kind="paper", type="PAPER")
>>> G.add_node("concept:x", kind="concept", type="METHOD", papers=1)
>>> G.add_node("concept:y", kind="concept", type="DATASET", papers=1)
>>> G.add_edge("paper:a", "concept:x", relation="uses")
>>> G.add_edge("paper:a", "concept:y", relation="evaluates_on")
>>> G.add_edge("concept:x", "concept:y", relation="co_occurs", weight=1)
>>> sorted(canvas_graph(G, types=["METHOD"]).nodes)
['concept:x', 'paper:a']
>>> sorted(canvas_graph(G, types=["METHOD", "DATASET"], show_papers=False).edges)
[('concept:x', 'concept:y')]
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

import networkx as nx

from explorer.graph.build import CO_OCCURS, PAPER_CONCEPT_RELATIONS
from explorer.graph.query import overview, rank_concepts
from explorer.graph.views import view_subgraph

#: Share of an overview given to concepts; the papers joining them get the rest.
CONCEPT_SHARE = 2 / 3


def canvas_relations(show_papers: bool) -> tuple[str, ...]:
    """Edges a view draws: paper-concept links, plus co-occurrence when papers are hidden
    (with papers shown they already tie their concepts together)."""
    return PAPER_CONCEPT_RELATIONS if show_papers else (*PAPER_CONCEPT_RELATIONS, CO_OCCURS)


def canvas_graph(
    G: nx.Graph,
    *,
    types: Collection[str],
    show_papers: bool = True,
    min_degree: int = 0,
    focus: str | None = None,
    depth: int = 1,
    limit: int | None = None,
    pinned: Iterable[str] = (),
) -> nx.Graph:
    """The graph a view with these filters shows, as a new graph.

    Parameters
    ----------
    types
        Concept types to show; papers follow ``show_papers``.
    focus, depth
        Show only the ``depth``-hop neighbourhood of ``focus`` (ignored if not in ``G``).
    limit
        Without a focus, a graph of more nodes is cut to its most named concepts
        (:data:`CONCEPT_SHARE` of ``limit``) and the papers that join most of them.
    pinned
        Nodes shown whatever the filters say (the selection), without edges of their own.
    """
    focus = focus if focus in G else None
    view = view_subgraph(
        G,
        focus=focus,
        depth=depth,
        types=set(types) | ({"PAPER"} if show_papers else set()),
        min_degree=min_degree,
        include_papers=show_papers,
        relations=canvas_relations(show_papers),
    )
    if focus is None and limit is not None and view.number_of_nodes() > limit:
        if show_papers:
            concepts = max(1, round(limit * CONCEPT_SHARE))
            view = overview(view, max_concepts=concepts, max_papers=limit - concepts)
        else:  # concepts alone: ranked by the papers of the whole graph that name them
            keep = [n for n, _ in rank_concepts(G) if n in view][:limit]
            view = view.subgraph(keep).copy()
    extra = [n for n in pinned if n in G and n not in view]
    view.add_nodes_from((n, G.nodes[n]) for n in extra)
    return view
