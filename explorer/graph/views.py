"""What a view shows: the ego graph of a node and the filtered subgraph of the app and CLI.

Both return new graphs (sharing attribute values with ``G``), safe to lay out
and draw while ``G`` stays as it is.
"""

from __future__ import annotations

from collections.abc import Collection

import networkx as nx

from explorer.graph.build import PAPER_CONCEPT_RELATIONS
from explorer.graph.nodes import induced, keeps_edge, keeps_node, require_node


def ego_graph(
    G: nx.Graph,
    node: str,
    depth: int = 1,
    *,
    types: Collection[str] | None = None,
    include_papers: bool = True,
    relations: Collection[str] | None = None,
) -> nx.Graph:
    """Everything within ``depth`` hops of ``node``, as a new graph.

    The walk only crosses edges of ``relations`` and only enters nodes that
    pass the filters (``types``, ``include_papers``); ``node`` itself is always
    kept. The result holds every allowed edge among the nodes reached.

    >>> G = nx.path_graph(["a", "b", "c"])
    >>> sorted(ego_graph(G, "a", depth=1))
    ['a', 'b']
    """
    require_node(G, node)
    reached = {node}
    frontier = [node]
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
    return induced(G, reached, relations)


def view_subgraph(
    G: nx.Graph,
    *,
    focus: str | None = None,
    depth: int = 1,
    types: Collection[str] | None = None,
    min_degree: int = 0,
    include_papers: bool = True,
    relations: Collection[str] | None = PAPER_CONCEPT_RELATIONS,
    include_generic: bool = True,
) -> nx.Graph:
    """The graph a view shows, as a new graph (the CLI export and the app use it).

    Parameters
    ----------
    focus
        If given, only the ego graph of this node (``depth`` hops).
    types
        Node types to keep (``"PAPER"`` is one); None keeps all.
    min_degree
        Drop concepts with fewer edges than this in the filtered view
        (``focus`` is always kept).
    include_papers
        False drops paper nodes whatever ``types`` says.
    relations
        Edge relations to keep; None keeps all (``co_occurs``, ``similar``,
        ``broader`` too).
    include_generic
        False drops generic concepts ("neural network": see
        :mod:`explorer.graph.specificity`) except ``focus``; overviews pass False.
    """
    if focus is not None:
        H = ego_graph(
            G, focus, depth, types=types, include_papers=include_papers, relations=relations
        )
    else:
        kept = (n for n, d in G.nodes(data=True) if keeps_node(d, types, include_papers))
        H = induced(G, kept, relations)
    if not include_generic:
        H.remove_nodes_from([n for n, d in H.nodes(data=True) if d.get("generic") and n != focus])
    # A family the corpus never names has no paper edges: alone in a view it says nothing.
    H.remove_nodes_from(
        [n for n, d in H.nodes(data=True) if d.get("derived") and n != focus and not H.degree(n)]
    )
    if min_degree > 0:
        H.remove_nodes_from(
            [
                n
                for n, d in H.nodes(data=True)
                if d.get("kind") == "concept" and n != focus and H.degree(n) < min_degree
            ]
        )
    return H
