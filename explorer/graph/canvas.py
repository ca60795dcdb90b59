"""The picture a view shows: its filters, the overview cut of a big graph, its pinned nodes.

A saved view is exported from here (``explorer export VIEW.explorer-view.json``), and the
app's canvas shows the same graph (:mod:`explorer.state.view_filter` calls
:func:`canvas_graph` with the app's filters); both answer it with
:func:`explorer.graph.views.view_subgraph`, which is fast on 20,000-node graphs.

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
from explorer.graph.taxonomy import roll_up
from explorer.graph.views import view_subgraph, with_nodes


def canvas_relations(show_papers: bool) -> tuple[str, ...]:
    """Edges a view draws: paper-concept links, plus co-occurrence when papers are hidden
    (with papers shown they already tie their concepts together).

    >>> canvas_relations(False)[-1]
    'co_occurs'
    """
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
    include_generic: bool = True,
    group_by_family: bool = False,
) -> nx.Graph:
    """The graph a view with these filters shows, as a new graph.

    Parameters
    ----------
    types
        Concept types to show; papers follow ``show_papers``.
    focus, depth
        Show only the ``depth``-hop neighbourhood of ``focus`` (ignored if not in ``G``).
    limit
        Without a focus, a graph of more nodes is cut to its overview: its most important
        concepts and the papers that join most of them
        (:func:`explorer.graph.overview.overview_nodes`); ``graph["truncated"]`` of the
        result then tells whether the cut applied.
    pinned
        Nodes shown whatever the filters say (the selection), without edges of their own.
        With ``group_by_family`` a pinned concept its family stands for is not added again.
    include_generic
        False leaves the catch-all concepts out of an overview (a focused view keeps them,
        as ``explorer export`` does).
    group_by_family
        Replace each concept by its family (:func:`explorer.graph.taxonomy.roll_up`):
        "LLaMA-2-7B" and "LLaMA-2-13B" become one "LLaMA" node listing its ``members``.
    """
    view = view_subgraph(
        G,
        focus=focus if focus in G else None,
        depth=depth,
        types=set(types) | ({"PAPER"} if show_papers else set()),
        min_degree=min_degree,
        include_papers=show_papers,
        relations=frozenset(canvas_relations(show_papers)),
        limit=limit,
        include_generic=include_generic or focus in G,
    )
    if group_by_family:
        view = roll_up(G, view)
        pinned = [n for n in pinned if n not in absorbed(view)]
    return with_nodes(G, view, list(pinned))


def absorbed(view: nx.Graph) -> set[str]:
    """The concepts a rolled-up ``view`` shows as their family (not as themselves).

    >>> H = nx.Graph()
    >>> H.add_node("concept:llama", members=["concept:llama", "concept:llama-2-7b"])
    >>> sorted(absorbed(H))
    ['concept:llama-2-7b']
    """
    return {
        member
        for node, members in view.nodes(data="members")
        for member in members or ()
        if member != node
    }
