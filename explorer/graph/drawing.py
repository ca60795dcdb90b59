"""How a node is drawn in every view (size, colour), and the picture written into graph files.

The canvas sizes nodes with :func:`node_radius`; GraphML and GEXF files carry the same
sizes, the vocabulary's colours (:mod:`explorer.style`) and the view's positions, so that
Gephi opens the picture the app shows:

- GEXF: the ``viz`` namespace (``viz:position``, ``viz:color``, ``viz:size``, ``viz:shape``
  of nodes; ``viz:color`` of edges), as networkx reads and writes it in a ``"viz"`` dict;
- GraphML: the node attributes Gephi's importer maps to the picture (``x``, ``y``,
  ``size``, ``r``, ``g``, ``b``; ``r``, ``g``, ``b`` of edges).

Positions are given as screens draw them (y grows downwards, as on the canvas and the HTML
page) and written with y growing upwards, as Gephi draws them.

Examples
--------
>>> G = nx.Graph()
>>> G.add_node("concept:lora", kind="concept", type="METHOD", papers=4)
>>> node_radius(G, "concept:lora")
10.9
>>> gexf_viz(G, "concept:lora", G, (10.0, 20.0))["position"]
{'x': 10.0, 'y': -20.0, 'z': 0.0}
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

import networkx as nx

from explorer.graph.nodes import importance, is_paper
from explorer.style import edge_style, hex_rgb, node_color, node_shape

#: Node and edge attributes a drawing adds to a graph file, dropped again when it is read.
GEXF_KEYS = frozenset({"viz"})
GRAPHML_NODE_KEYS = frozenset({"x", "y", "size", "r", "g", "b"})
GRAPHML_EDGE_KEYS = frozenset({"r", "g", "b"})
#: vis-network shapes GEXF also has (the others are drawn as discs).
GEXF_SHAPES = {"dot": "disc", "square": "square", "triangle": "triangle", "diamond": "diamond"}
#: How opaque the canvas draws edges (dashed ones are the background's: fainter).
EDGE_ALPHA, DASHED_EDGE_ALPHA = 0.55, 0.35


#: Bounds of the drawn radius: a hub of 2,000 papers must not cover its neighbourhood.
PAPER_RADIUS, CONCEPT_RADIUS = (5.0, 11.0), (4.5, 30.0)


def node_radius(G: nx.Graph, node: str) -> float:
    """Concepts grow with the papers naming them; papers stay small squares (both bounded)."""
    if is_paper(G, node):
        low, high = PAPER_RADIUS
        return round(min(low + 0.8 * math.sqrt(G.degree(node)), high), 2)
    low, high = CONCEPT_RADIUS
    return round(min(low + 3.2 * math.sqrt(importance(G, node)), high), 2)


def gexf_viz(
    G: nx.Graph, node: Hashable, source: nx.Graph, position: Sequence[float] | None
) -> dict[str, Any]:
    """``node``'s ``viz`` dict for networkx's GEXF writer (sized by its place in ``source``)."""
    kind = str(G.nodes[node].get("type") or "")
    r, g, b = hex_rgb(node_color(kind))
    viz: dict[str, Any] = {
        "color": {"r": r, "g": g, "b": b, "a": 1.0},
        "size": node_radius(source, node) if node in source else node_radius(G, node),
    }
    shape = GEXF_SHAPES.get(node_shape(kind))
    if shape is not None:
        viz["shape"] = shape
    if position is not None:
        viz["position"] = {"x": float(position[0]), "y": -float(position[1]), "z": 0.0}
    return viz


def edge_viz(relation: str) -> dict[str, Any]:
    """The ``viz`` dict of an edge of ``relation``: its colour, as opaque as on the canvas."""
    color, dashed = edge_style(relation)
    r, g, b = hex_rgb(color)
    return {"color": {"r": r, "g": g, "b": b, "a": DASHED_EDGE_ALPHA if dashed else EDGE_ALPHA}}


def add_drawing(
    flat: nx.Graph,
    G: nx.Graph,
    *,
    gexf: bool,
    positions: Mapping[Hashable, Sequence[float]] | None = None,
    source: nx.Graph | None = None,
) -> None:
    """Add, in place, the picture of ``G`` to ``flat`` (its copy to be written as a file).

    ``flat`` has the nodes of ``G`` under names made safe for XML, in the same order.
    """
    source = G if source is None else source
    positions = positions or {}
    for node, name in zip(G.nodes, flat.nodes, strict=True):
        viz = gexf_viz(G, node, source, positions.get(node))
        out = flat.nodes[name]
        if gexf:
            out["viz"] = viz
            continue
        out.update(size=float(viz["size"]), **_rgb(viz["color"]))
        if "position" in viz:
            out.update(x=viz["position"]["x"], y=viz["position"]["y"])
    for _, _, attrs in flat.edges(data=True):
        viz = edge_viz(str(attrs.get("relation") or ""))
        if gexf:
            attrs["viz"] = viz
        else:
            attrs.update(_rgb(viz["color"]))


def drop_drawing(G: nx.Graph, *, gexf: bool) -> None:
    """Remove, in place, what :func:`add_drawing` wrote (the schema has no such attributes)."""
    node_keys = GEXF_KEYS if gexf else GRAPHML_NODE_KEYS
    edge_keys = GEXF_KEYS if gexf else GRAPHML_EDGE_KEYS
    for _, attrs in G.nodes(data=True):
        for key in node_keys & attrs.keys():
            del attrs[key]
    for *_, attrs in G.edges(data=True):
        for key in edge_keys & attrs.keys():
            del attrs[key]


def _rgb(color: Mapping[str, Any]) -> dict[str, int]:
    return {"r": int(color["r"]), "g": int(color["g"]), "b": int(color["b"])}
