"""How the canvas looks: palette colours and node sizes."""

from __future__ import annotations

import math

import networkx as nx
from PySide6.QtGui import QColor

from explorer.graph.nodes import importance, is_paper


def theme_colors(dark: bool) -> dict[str, QColor]:
    """Colours of the canvas for a light or dark palette."""
    if dark:
        return {
            "background": QColor("#1e2227"),
            "text": QColor("#e8eaed"),
            "halo": QColor(30, 34, 39, 200),
            "outline": QColor("#1e2227"),
        }
    return {
        "background": QColor("#fbfbfa"),
        "text": QColor("#1d2125"),
        "halo": QColor(255, 255, 255, 210),
        "outline": QColor("#ffffff"),
    }


def node_radius(G: nx.Graph, node: str) -> float:
    """Concepts grow with the papers naming them; papers stay small squares."""
    if is_paper(G, node):
        return 5.0 + 0.8 * math.sqrt(G.degree(node))
    return min(4.5 + 3.2 * math.sqrt(importance(G, node)), 30.0)


def scene_points(
    positions: dict[str, tuple[float, float]], spacing: float
) -> tuple[dict[str, tuple[float, float]], float]:
    """Layout positions as scene (x, y), ``spacing`` units per node on a side, and the scale.

    The picture's side grows with the square root of the node count, so nodes
    keep about the same distance whatever the graph's size. Plain tuples: making
    20,000 QPointF objects that are only read once costs a noticeable while.
    """
    if not positions:
        return {}, 1.0
    xs = [p[0] for p in positions.values()]
    ys = [p[1] for p in positions.values()]
    extent = max(max(xs) - min(xs), max(ys) - min(ys), 1e-9)
    scale = spacing * math.sqrt(len(positions)) / extent
    # Layout y grows upwards (largest component first, on top); the scene's grows down.
    return {n: (x * scale, -y * scale) for n, (x, y) in positions.items()}, scale
