"""Overlap removal after the force layout: discs pushed apart until no two of them touch.

A force layout places hubs' neighbours in a heap and knows nothing of how big each node is
drawn, so nodes sit on top of each other wherever the graph is dense. :func:`separate` takes
the drawn positions and radii (scene units) and pushes every overlapping pair apart along the
line joining them, half each, round after round, until no pair is closer than the sum of its
radii plus ``gap``. Candidate pairs come from a KD-tree (``scipy.spatial.cKDTree``), so a round
costs about n log n: 20,000 nodes take a fraction of a second. Nodes that overlap nothing do
not move, so the picture keeps its shape.

Examples
--------
>>> import numpy as np
>>> points = np.array([[0.0, 0.0], [1.0, 0.0], [50.0, 0.0]])
>>> radii = np.array([5.0, 5.0, 5.0])
>>> overlapping_pairs(points, radii)
1
>>> moved = separate(points, radii, gap=2.0)
>>> overlapping_pairs(moved, radii, gap=2.0), bool((moved[2] == points[2]).all())
(0, True)
"""

from __future__ import annotations

from collections.abc import Mapping

import networkx as nx
import numpy as np
from scipy.spatial import cKDTree

#: Nodes are kept apart as if drawn this much bigger, plus GAP scene units, so the view can
#: draw them bigger when zoomed out (labels.MAX_INFLATE) without their touching.
ROOM, GAP = 1.8, 3.0
#: How far out of its radius a node's shape reaches: a square's corners are 0.9·√2 radii out.
SHAPE_REACH = 1.28
#: Every this many rounds with overlaps left, the whole picture grows by GROWTH.
GROW_EVERY, GROWTH = 10, 1.15
#: Rounds of pushing before giving up (a 20,000-node view needs a few dozen).
MAX_ROUNDS = 400
#: Each pair is pushed this much further apart than it overlaps: measured on 6,000 nodes,
#: 1.05 still left 47 overlaps after 80 rounds, 1.5 left none after a few (0.07 s).
OVERSHOOT = 1.5


def _overlaps(points: np.ndarray, radii: np.ndarray, gap: float) -> tuple[np.ndarray, ...]:
    """Pairs (i, j) closer than ``radii[i] + radii[j] + gap``, with their distances and needs."""
    if len(points) < 2:
        empty = np.zeros(0)
        return empty.astype(int), empty.astype(int), empty, empty
    reach = 2 * float(radii.max()) + gap
    pairs = cKDTree(points).query_pairs(reach, output_type="ndarray")
    if len(pairs) == 0:
        empty = np.zeros(0)
        return empty.astype(int), empty.astype(int), empty, empty
    i, j = pairs[:, 0], pairs[:, 1]
    distance = np.hypot(*(points[j] - points[i]).T)
    need = radii[i] + radii[j] + gap
    close = distance < need - 1e-9
    return i[close], j[close], distance[close], need[close]


def overlapping_pairs(points: np.ndarray, radii: np.ndarray, gap: float = 0.0) -> int:
    """How many pairs of discs (centre ``points``, ``radii``) are closer than ``gap`` apart."""
    return len(_overlaps(np.asarray(points, float), np.asarray(radii, float), gap)[0])


def separate(
    points: np.ndarray, radii: np.ndarray, *, gap: float = 0.0, max_rounds: int = MAX_ROUNDS
) -> np.ndarray:
    """``points`` moved as little as pushing apart allows, so that no two discs overlap.

    Parameters
    ----------
    points
        Centres, shape (n, 2), in the same units as ``radii``.
    radii
        Each disc's radius.
    gap
        Space to leave between any two discs.
    max_rounds
        Rounds before giving up; the result then still has a few overlaps
        (:func:`overlapping_pairs` says how many).

    Two discs on the very same spot are pushed apart in a direction fixed by their indices,
    so the same input always gives the same output.
    """
    moved = np.array(points, dtype=float, copy=True)
    radii = np.asarray(radii, dtype=float)
    n = len(moved)
    centre = moved.mean(axis=0) if n else np.zeros(2)
    for round_ in range(1, max_rounds + 1):
        i, j, distance, need = _overlaps(moved, radii, gap)
        if len(i) == 0:
            break
        if round_ % GROW_EVERY == 0:
            # A jammed crowd (a hub's hundreds of papers) only spreads one ring per round:
            # give the whole picture room instead, evenly, so its shape stays.
            moved = centre + (moved - centre) * GROWTH
            continue
        delta = moved[j] - moved[i]
        same = distance < 1e-9
        if same.any():
            angle = (i[same] * 7919 + j[same] * 104729) % 360 * (np.pi / 180)
            delta[same] = np.column_stack([np.cos(angle), np.sin(angle)])
            distance = np.where(same, 1.0, distance)
        push = delta / distance[:, None] * ((need - np.where(same, 0.0, distance)) / 2)[:, None]
        push *= OVERSHOOT
        shift = np.zeros((n, 2))
        np.add.at(shift, i, -push)
        np.add.at(shift, j, push)
        moved += shift
    return moved


def separation(points: np.ndarray, radii: np.ndarray, limit: float) -> float:
    """How many times bigger every disc can be drawn before two touch, at most ``limit``.

    >>> separation(np.array([[0.0, 0.0], [30.0, 0.0]]), np.array([5.0, 10.0]), 3.0)
    2.0
    """
    points = np.asarray(points, float)
    radii = np.asarray(radii, float)
    if len(points) < 2:
        return limit
    reach = 2 * float(radii.max()) * limit
    pairs = cKDTree(points).query_pairs(reach, output_type="ndarray")
    if len(pairs) == 0:
        return limit
    i, j = pairs[:, 0], pairs[:, 1]
    ratios = np.hypot(*(points[j] - points[i]).T) / (radii[i] + radii[j])
    return float(min(limit, ratios.min()))


def separate_nodes(
    G: nx.Graph,
    points: Mapping[str, tuple[float, float]],
    *,
    room: float = ROOM,
    gap: float = GAP,
    limit: float = 3.0,
) -> tuple[dict[str, tuple[float, float]], float]:
    """Scene ``points`` of ``G``'s nodes moved so that no two nodes overlap, and their separation.

    Each node is taken ``room`` times as big as :func:`explorer.graph.drawing.node_radius`
    draws it (its shape reaches ``SHAPE_REACH`` radii out), plus ``gap``, so that a view
    drawing nodes bigger when zoomed out can still do so; the second value says how much
    bigger (at most ``limit``) nodes can be drawn before two touch.

    >>> G = nx.Graph([("paper:a", "paper:b")])
    >>> points, room = separate_nodes(G, {"paper:a": (0.0, 0.0), "paper:b": (1.0, 0.0)})
    >>> points["paper:b"][0] - points["paper:a"][0] > 2 * 5.8 * SHAPE_REACH, room >= 1.8
    (True, True)
    """
    from explorer.graph.drawing import node_radius

    nodes = sorted(points, key=str)  # the same points in any order: the same result
    if not nodes:
        return {}, limit
    at = np.array([points[n] for n in nodes], dtype=float)
    radii = np.array([node_radius(G, n) if n in G else 5.0 for n in nodes])
    radii = radii * SHAPE_REACH
    moved = separate(at, radii * room, gap=gap)
    spread = {n: (float(x), float(y)) for n, (x, y) in zip(nodes, moved, strict=True)}
    return spread, separation(moved, radii, limit)
