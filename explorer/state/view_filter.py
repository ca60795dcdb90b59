"""The part of the graph the canvas shows: the view filters turned into :mod:`explorer.graph` calls.

:func:`filtered_view` applies the filters and the overview cut (the slow part, recomputed
only when the graph or the filters change); :func:`visible_subgraph` adds the selection,
focus and path on top (cheap, done on every selection). The questions themselves are
answered in :mod:`explorer.graph`: :func:`explorer.graph.canvas.canvas_graph` (also what a
saved view exports) and :func:`explorer.graph.views.with_nodes`.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

import networkx as nx

from explorer.graph.canvas import absorbed, canvas_graph, canvas_relations
from explorer.graph.views import with_nodes
from explorer.state.filters import ViewFilters
from explorer.trends.selection import graph_in_years


def view_relations(filters: ViewFilters) -> tuple[str, ...]:
    """Edges the canvas draws: :func:`explorer.graph.canvas.canvas_relations` of the filters.

    >>> view_relations(ViewFilters(show_papers=False))[-1]
    'co_occurs'
    """
    return canvas_relations(filters.show_papers)


def filtered_view(G: nx.Graph, filters: ViewFilters) -> nx.Graph:
    """The graph the filters leave, cut to the overview size; pinned nodes not added.

    Without a focus and with more nodes than ``filters.limit``, the concepts named
    by most papers are kept first, then the papers naming most of them.
    ``graph["truncated"]`` of the result tells whether the overview cut applied.
    A year range (``filters.years``) first leaves out the papers of other years and the
    concepts no paper of the range names (:func:`explorer.trends.selection.graph_in_years`).
    """
    if filters.years is not None:
        G = graph_in_years(G, *filters.years)
    return canvas_graph(
        G,
        types=filters.types,
        show_papers=filters.show_papers,
        min_degree=filters.min_degree,
        focus=filters.focus,
        depth=filters.depth,
        limit=filters.limit,
        include_generic=filters.include_generic,
        group_by_family=filters.group_by_family,
    )


def visible_subgraph(
    G: nx.Graph, filters: ViewFilters, pinned: Collection[str], path: Iterable[str] = ()
) -> nx.Graph:
    """The graph the canvas shows: the filtered view plus the ``pinned`` nodes and the path.

    (The model caches the filtered view and adds the pins itself; this is the same in one
    call.)
    """
    base = filtered_view(G, filters)
    return with_nodes(G, base, shown_pins(base, filters, pinned), path)


def shown_pins(base: nx.Graph, filters: ViewFilters, pinned: Collection[str]) -> Collection[str]:
    """The ``pinned`` nodes to add to ``base``: grouped by family, a concept its family
    node already stands for is not shown a second time."""
    if not filters.group_by_family:
        return pinned
    hidden = absorbed(base)
    return [n for n in pinned if n not in hidden]
