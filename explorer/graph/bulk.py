"""Bulk work on big graphs: NetworkX's own dicts read directly.

:func:`graph_state` and :func:`graph_from_state` are the one place in the package that
touches NetworkX's private storage (``G._node``, ``G._adj``): walking them skips a Python
call per item, and a cached graph loads by handing them back.

Building or loading a graph of a large corpus creates millions of small dicts
and lists. CPython's collector runs a full pass every so many allocations
and walks all of them each time; none of them is garbage yet, so the passes
are pure cost (measured: half the time of loading an 8,800-paper graph).
Their builders pause it for the duration (:func:`explorer.heap.collector_paused`).
"""

from __future__ import annotations

from collections import Counter
from itertools import chain
from operator import methodcaller

import networkx as nx


def graph_from_state(graph: dict, nodes: dict, adjacency: dict) -> nx.Graph:
    """A Graph around its stored node and adjacency dicts, as pickle would rebuild it.

    Rebuilding through ``add_edges_from`` would copy every attribute dict
    again (half the load time). Assigning ``_node``/``_adj`` is how NetworkX
    subclasses swap storage: those attributes reset the cached views on set.
    marshal keeps each edge's one attribute dict shared by both directions.
    """
    G = nx.Graph()
    G.graph.update(graph)
    G._node = nodes
    G._adj = adjacency
    return G


def graph_state(G: nx.Graph) -> tuple[dict, dict]:
    """The node and adjacency dicts behind ``G.nodes`` and ``G.adj`` (never change them).

    Reading them directly skips the read-only views' Python call per item, which is most
    of the time spent walking 100,000 edges. This module is the one place that touches
    NetworkX's private storage (``G._node``, ``G._adj``); for a subgraph view they are
    filtered views, not dicts.

    >>> G = nx.Graph([("a", "b")])
    >>> nodes, adjacency = graph_state(G)
    >>> sorted(adjacency["a"]), graph_from_state({}, nodes, adjacency).number_of_edges()
    (['b'], 1)
    """
    return G._node, G._adj


def edge_count(G: nx.Graph) -> int:
    """``G.number_of_edges()``, counted from the adjacency dicts (a tenth of the time).

    >>> G = nx.Graph([("a", "b"), ("b", "c"), ("c", "c")])
    >>> edge_count(G), G.number_of_edges()
    (3, 3)
    """
    if G.is_directed() or G.is_multigraph():
        return G.number_of_edges()
    ends = loops = 0
    for node, neighbours in graph_state(G)[1].items():
        ends += len(neighbours)
        loops += node in neighbours  # a self-loop is one entry, but counts twice in a degree
    return (ends + loops) // 2


def edge_values(G: nx.Graph, key: str) -> Counter:
    """How many edges of ``G`` have each value of attribute ``key`` (None where absent).

    >>> G = nx.Graph()
    >>> G.add_edges_from([("a", "b"), ("c", "c")], relation="uses")
    >>> G.add_edge("a", "c")
    >>> sorted(edge_values(G, "relation").items(), key=str)
    [('uses', 2), (None, 1)]
    """
    if G.is_directed() or G.is_multigraph():
        return Counter(value for *_, value in G.edges(data=key))
    # Each edge is in both its ends' dicts, a self-loop once: count halves, loops twice.
    adjacency = graph_state(G)[1]
    if type(adjacency) is dict:  # a graph's own dicts: counted without a Python loop
        every = chain.from_iterable(map(dict.values, adjacency.values()))
        halves = Counter(map(methodcaller("get", key), every))  # dicts, or views' proxies
    else:  # a subgraph view's filtered dicts
        halves = Counter(d.get(key) for n in adjacency.values() for d in n.values())
    for node, neighbours in adjacency.items():
        if node in neighbours:
            halves[neighbours[node].get(key)] += 1
    return Counter({value: count // 2 for value, count in halves.items()})


#: The views a Graph caches on first use: each holds the graph, a reference cycle.
_CACHED_VIEWS = ("edges", "degree", "adj", "nodes")


def release(G: nx.Graph) -> None:
    """Drop the views ``G`` cached (remade on next use), so that reference counting alone
    frees ``G`` once it is no longer used: a view graph kept off the collector
    (:mod:`explorer.heap`) would otherwise stay until the next load.

    >>> import gc, weakref
    >>> G = nx.Graph([("a", "b")])
    >>> _ = list(G.edges), list(G.degree)
    >>> gc.disable(); gone = weakref.ref(G); release(G); del G
    >>> gone() is None
    True
    >>> gc.enable()
    """
    for name in _CACHED_VIEWS:
        G.__dict__.pop(name, None)
