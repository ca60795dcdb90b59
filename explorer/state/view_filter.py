"""The part of the graph the canvas shows: the view filters turned into :mod:`explorer.graph` calls.

:func:`filtered_view` applies the filters and the overview cut (the slow part, recomputed
only when the graph or the filters change); :func:`visible_subgraph` adds the selection,
focus and path on top (cheap, done on every selection). The questions themselves are
answered by :func:`explorer.graph.views.view_subgraph` and
:func:`explorer.graph.views.with_nodes`.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

import networkx as nx

from explorer.graph import query
from explorer.graph.build import CO_OCCURS, PAPER_CONCEPT_RELATIONS
from explorer.graph.views import view_subgraph, with_nodes
from explorer.state.filters import ViewFilters


def view_relations(filters: ViewFilters) -> tuple[str, ...]:
    """Edges the canvas draws: paper-concept links, or co-occurrence when papers are hidden.

    With papers on the canvas they already tie their concepts together; drawing
    co-occurrence too would bury the picture in lines.

    >>> view_relations(ViewFilters(show_papers=False))[-1]
    'co_occurs'
    """
    if filters.show_papers:
        return PAPER_CONCEPT_RELATIONS
    return (*PAPER_CONCEPT_RELATIONS, CO_OCCURS)


def filtered_view(G: nx.Graph, filters: ViewFilters) -> nx.Graph:
    """The graph the filters leave, cut to the overview size; pinned nodes not added.

    Without a focus and with more nodes than ``filters.limit``, the concepts named
    by most papers are kept first, then the papers naming most of them.
    ``graph["truncated"]`` of the result tells whether the overview cut applied.
    """
    return view_subgraph(
        G,
        focus=filters.focus if filters.focus in G else None,
        depth=filters.depth,
        types=set(filters.types) | ({"PAPER"} if filters.show_papers else set()),
        min_degree=filters.min_degree,
        include_papers=filters.show_papers,
        relations=frozenset(view_relations(filters)),
        limit=filters.limit,
    )


def visible_subgraph(
    G: nx.Graph, filters: ViewFilters, pinned: Collection[str], path: Iterable[str] = ()
) -> nx.Graph:
    """The graph the canvas shows: the filtered view plus the ``pinned`` nodes and the path.

    (The model caches the filtered view and adds the pins itself; this is the same in one
    call.)
    """
    return with_nodes(G, filtered_view(G, filters), pinned, path)


def path_between(G: nx.Graph, source: str, target: str, filters: ViewFilters) -> list[str]:
    """Shortest path over the edges the canvas draws, as node ids; [] if not connected."""
    try:
        return query.shortest_path(G, source, target, relations=set(view_relations(filters)))
    except (nx.NetworkXNoPath, nx.NodeNotFound):
        return []
