"""Layouts of big views without Qt: kept in the cache, computed in a child process."""

from __future__ import annotations

import networkx as nx

from explorer.graph.layout import layout
from explorer.layouts.memory import LayoutMemory, view_key
from explorer.layouts.process import layout_elsewhere


def test_view_key_names_nodes_and_edges_not_their_order():
    a = nx.Graph([("x", "y"), ("y", "z")])
    b = nx.Graph([("z", "y"), ("y", "x")])
    assert view_key(a) == view_key(b)
    b.add_edge("x", "z")
    assert view_key(a) != view_key(b)
    c = a.copy()
    c.add_node("w")
    assert view_key(a) != view_key(c)


def test_layout_memory_round_trip_needs_every_node(tmp_path):
    memory = LayoutMemory(tmp_path)
    G = nx.path_graph(["a", "b", "c"])
    key = view_key(G)
    assert memory.get(key, G) is None
    memory.put(key, {"a": (0.0, 1.0), "b": (0.5, 0.5), "c": (1.0, 0.0)})
    assert LayoutMemory(tmp_path).get(key, G) == {"a": (0.0, 1.0), "b": (0.5, 0.5), "c": (1.0, 0.0)}
    G.add_node("d")
    assert memory.get(key, G) is None  # positions for part of the nodes are no answer


def test_a_layout_in_a_child_process_gives_the_positions_of_one_here():
    G = nx.relabel_nodes(nx.barabasi_albert_graph(300, 2, seed=1), lambda n: f"node {n}")
    previous = {f"node {n}": (n / 300, 0.5) for n in range(200)}
    for start in ({}, previous):
        here = layout(G, seed=0, previous=start or None)
        there = layout_elsewhere(G, start, seed=0)
        assert there == {n: (float(x), float(y)) for n, (x, y) in here.items()}


def test_an_overtaken_child_layout_is_abandoned():
    G = nx.relabel_nodes(nx.barabasi_albert_graph(300, 2, seed=1), str)
    assert layout_elsewhere(G, abandoned=lambda: True) is None
