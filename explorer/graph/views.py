"""What a view shows: the ego graph of a node and the filtered subgraph of the app and CLI.

Both return new graphs (sharing attribute values with ``G``), safe to lay out and draw
while ``G`` stays as it is. :func:`view_subgraph` is fast enough for 20,000+ node graphs:
it reads the adjacency once instead of going through subgraph views, and with a ``limit``
never builds the whole filtered graph when only the overview is shown (~50 ms instead of
seconds on 8,800 papers).
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Iterable

import networkx as nx

from explorer.graph.build import PAPER_CONCEPT_RELATIONS
from explorer.graph.bulk import graph_state
from explorer.graph.index import graph_index
from explorer.graph.nodes import induced, is_concept_data, keeps_edge, keeps_node, require_node
from explorer.graph.overview import overview_nodes


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
    limit: int | None = None,
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
        Drop concepts with fewer edges than this in the filtered view, then the papers
        left with fewer edges than this among what stays, then whatever that left without
        any edge (``focus`` is always kept).
    include_papers
        False drops paper nodes whatever ``types`` says.
    relations
        Edge relations to keep; None keeps all (``co_occurs``, ``similar``, ``broader`` too).
    limit
        Without a focus, at most this many nodes: the overview of
        :func:`~explorer.graph.overview.overview_nodes`. With a limit, ``graph["truncated"]``
        of the result tells whether it cut anything.
    include_generic
        False drops generic concepts ("neural network": see
        :mod:`explorer.graph.specificity`) except ``focus``; overviews pass False.

    A broader concept no paper names (``derived``) that has no link in the view is left out
    (``focus`` stays): alone it says nothing. It is left out before the ``min_degree`` and
    overview cuts, and again after them if they took its links away.

    >>> G = nx.Graph()
    >>> G.add_node("paper:a", kind="paper", type="PAPER")
    >>> G.add_node("concept:x", kind="concept", type="METHOD")
    >>> G.add_edge("paper:a", "concept:x", relation="uses")
    >>> H = view_subgraph(G, types={"METHOD"}, include_papers=False)
    >>> list(H), view_subgraph(G, limit=1).graph["truncated"]
    (['concept:x'], True)
    """
    if focus is not None:
        H = ego_graph(
            G, focus, depth, types=types, include_papers=include_papers, relations=relations
        )
        if not include_generic:
            H.remove_nodes_from(
                [n for n, d in H.nodes(data=True) if d.get("generic") and n != focus]
            )
        _drop_lone_derived(H, focus)
        if min_degree > 0:
            H.remove_nodes_from(
                [
                    n
                    for n, d in H.nodes(data=True)
                    if is_concept_data(d) and n != focus and H.degree(n) < min_degree
                ]
            )
            # Then the papers the cut left with too few links (alone on screen, unconnected).
            H.remove_nodes_from([n for n in H if n != focus and H.degree(n) < min_degree])
            # And what that left alone: a concept whose papers all went says nothing.
            H.remove_nodes_from([n for n in H if n != focus and not H.degree(n)])
        _drop_lone_derived(H, focus)
        if limit is not None:
            H.graph["truncated"] = False
        return H
    groups = [
        nodes
        for (kind, paper), nodes in graph_index(G).groups.items()
        if (types is None or kind in types) and (include_papers or not paper)
    ]
    if not include_generic:
        node_data, _ = graph_state(G)
        groups = [[n for n in nodes if not node_data[n].get("generic")] for nodes in groups]
    groups = _without_lone_derived(G, groups, relations)
    if min_degree > 0:
        node_data, _ = graph_state(G)
        keep = set(itertools.chain.from_iterable(groups))
        kept = [
            n
            for n in node_data
            if n in keep
            and (
                not is_concept_data(node_data[n])
                or _degree_within(G, n, keep, relations) >= min_degree
            )
        ]
        # Then the papers the cut left with too few links (alone on screen, unconnected).
        concepts_kept = set(kept)
        kept = [
            n
            for n in kept
            if is_concept_data(node_data[n])
            or _degree_within(G, n, concepts_kept, relations) >= min_degree
        ]
        # And what that left alone: a concept whose papers all went says nothing.
        linked = set(kept)
        kept = [n for n in kept if _degree_within(G, n, linked, relations) > 0]
        shown = len(kept)
    else:  # the overview needs no list of everything the filters keep
        kept, shown = None, sum(map(len, groups))
    truncated = limit is not None and shown > limit
    if truncated:
        kept = overview_nodes(G, kept, groups, relations, limit)
    elif kept is None:
        kept = list(itertools.chain.from_iterable(groups))
    H = induced(G, kept, relations)
    _drop_lone_derived(H, focus)
    if limit is not None:  # the overview left nodes out: "Show more" helps
        H.graph["truncated"] = truncated
    return H


def _without_lone_derived(
    G: nx.Graph, groups: list[list[str]], relations: Collection[str] | None
) -> list[list[str]]:
    """``groups`` without the family nodes no paper names that have no link among them.

    Only the few derived nodes are looked at; the set of the view's nodes is made only
    when the graph has any.
    """
    derived = graph_index(G).derived
    if not derived:
        return groups
    keep = set(itertools.chain.from_iterable(groups))
    adjacency = graph_state(G)[1]
    lone = {
        n
        for n in derived
        if n in keep
        and not any(o in keep and keeps_edge(d, relations) for o, d in adjacency[n].items())
    }
    return [[n for n in nodes if n not in lone] for nodes in groups] if lone else groups


def _drop_lone_derived(H: nx.Graph, focus: str | None) -> None:
    """Remove the family nodes no paper names that have no link in ``H`` (``focus`` stays)."""
    H.remove_nodes_from(
        [n for n, d in H.nodes(data=True) if d.get("derived") and n != focus and not H.degree(n)]
    )


def with_nodes(
    G: nx.Graph, base: nx.Graph, nodes: Collection[str], path: Iterable[str] = ()
) -> nx.Graph:
    """``base`` plus ``nodes`` of ``G`` and the edges of ``path`` (a list of nodes).

    Returns ``base`` itself when it already holds all of them, else a new graph;
    added nodes come without edges, except those of the path.

    >>> G = nx.path_graph(["a", "b", "c"])
    >>> base = G.subgraph(["a"]).copy()
    >>> with_nodes(G, base, ["a"]) is base
    True
    >>> sorted(with_nodes(G, base, ["c"], path=["a", "b"]).edges())
    [('a', 'b')]
    """
    path = [n for n in path if n in G]
    extra_nodes = [n for n in itertools.chain(nodes, path) if n in G and n not in base]
    extra_edges = [
        (u, v)
        for u, v in zip(path, path[1:], strict=False)
        if G.has_edge(u, v) and not base.has_edge(u, v)
    ]
    if not extra_nodes and not extra_edges:
        return base
    view = base.copy()
    view.add_nodes_from((n, G.nodes[n]) for n in extra_nodes)
    view.add_edges_from((u, v, G.edges[u, v]) for u, v in extra_edges)
    return view


def _degree_within(
    G: nx.Graph, node: str, keep: set[str], relations: Collection[str] | None
) -> int:
    """``node``'s degree among ``keep`` over edges of ``relations`` (a self-loop counts 2)."""
    degree = 0
    for other, data in graph_state(G)[1][node].items():
        if other in keep and keeps_edge(data, relations):
            degree += 2 if other == node else 1
    return degree
