"""Overlap removal and the label obstacles, without Qt."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest

from explorer.graph.drawing import node_radius
from explorer.graph.layout import layout
from explorer.layouts.overlap import (
    ROOM,
    SHAPE_REACH,
    overlapping_pairs,
    separate,
    separate_nodes,
    separation,
)


def crowd(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return rng.normal(0.0, 30.0, size=(n, 2)), rng.uniform(3.0, 30.0, size=n)


def brute_force_overlaps(points, radii, gap=0.0) -> int:
    d = np.hypot(*(points[:, None, :] - points[None, :, :]).transpose(2, 0, 1))
    need = radii[:, None] + radii[None, :] + gap
    upper = np.triu(np.ones_like(d, dtype=bool), 1)
    return int(((d < need - 1e-9) & upper).sum())


def test_overlapping_pairs_agrees_with_every_pair():
    points, radii = crowd(300)
    assert overlapping_pairs(points, radii, 2.0) == brute_force_overlaps(points, radii, 2.0) > 0


@pytest.mark.parametrize("n", [2, 50, 800])
def test_a_jammed_crowd_ends_with_no_overlap(n):
    points, radii = crowd(n, seed=n)
    moved = separate(points, radii, gap=3.0)
    assert brute_force_overlaps(moved, radii, 3.0) == 0


def test_nodes_on_the_same_spot_are_pushed_apart_the_same_way_every_time():
    points = np.zeros((5, 2))
    radii = np.full(5, 4.0)
    first, again = separate(points, radii), separate(points, radii)
    assert overlapping_pairs(first, radii) == 0
    assert np.array_equal(first, again)


def test_what_overlaps_nothing_does_not_move():
    points = np.array([[0.0, 0.0], [0.5, 0.0], [500.0, 500.0]])
    moved = separate(points, np.array([5.0, 5.0, 5.0]), max_rounds=1)
    assert np.array_equal(moved[2], points[2])


def test_separation_is_how_much_discs_can_grow():
    points, radii = crowd(200)
    moved = separate(points, radii * 1.5)
    grow = separation(moved, radii, 3.0)
    assert grow >= 1.5
    assert overlapping_pairs(moved, radii * grow * 0.999) == 0
    assert overlapping_pairs(moved, radii * grow * 1.01) > 0 or grow == 3.0


def test_separate_nodes_keeps_real_node_shapes_apart_with_room_to_grow():
    G = nx.barabasi_albert_graph(400, 2, seed=3)
    G = nx.relabel_nodes(G, {i: f"concept:{i}" for i in G})
    for node in G:
        G.nodes[node].update(kind="concept", type="METHOD", papers=G.degree(node))
    points = {n: (x * 500, y * 500) for n, (x, y) in layout(G).items()}
    nodes = list(points)
    reach = np.array([node_radius(G, n) for n in nodes]) * SHAPE_REACH
    assert overlapping_pairs(np.array([points[n] for n in nodes]), reach) > 0
    spread, room = separate_nodes(G, points)
    assert overlapping_pairs(np.array([spread[n] for n in nodes]), reach * ROOM) == 0
    assert room >= ROOM
