"""The data an exported page draws: vis-network nodes and edges plus side-panel details.

Nodes and edges are pyvis ``Node``/``Edge`` option records. They are built
directly rather than through ``Network.add_node``/``add_edge``, which scan
every earlier node or edge on each call (quadratic: minutes for a
5,000-node view); a NetworkX graph has no duplicates to look for.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("concept:lora", kind="concept", type="METHOD", label="LoRA")
>>> data = page_data(G, {"concept:lora": (0.0, 0.0)})
>>> data["nodes"][0]["label"], data["types"][data["details"][0]["t"]]["name"]
('LoRA', 'METHOD')
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

import networkx as nx

from explorer.export.details import node_details, node_index_lookup, plain, text
from explorer.export.page_text import page_text
from explorer.graph.counts import count_line, kind_counts
from explorer.style import (
    EDGE_STYLE,
    NODE_TYPES,
    edge_style,
    node_color,
    node_shape,
    reason_name,
    relation_name,
    type_name,
    type_tag,
)
from explorer.trends.periods import paper_year

#: Longest node label drawn on the canvas; the full label is in the tooltip.
LABEL_CHARS = 40
#: Relations whose ``weight`` counts something (papers, shared concepts).
WEIGHTED_RELATIONS = ("co_occurs", "similar")


class TypeTable:
    """Node and entity types of a page, each with its colour, shape and node count."""

    def __init__(self) -> None:
        self.types: list[dict[str, Any]] = []
        self._index: dict[str, int] = {}
        for name in NODE_TYPES:
            self.index(name)

    def index(self, name: str) -> int:
        """Index of type ``name``, added with the style's colour if new."""
        if name not in self._index:
            self._index[name] = len(self.types)
            self.types.append(
                {
                    "name": name,
                    "label": type_name(name, 2),
                    "tag": type_tag(name),
                    "color": node_color(name),
                    "shape": node_shape(name),
                    "count": 0,
                }
            )
        return self._index[name]


def pixel_positions(
    positions: Mapping[Hashable, Sequence[float]], nodes: Sequence[Hashable]
) -> list[tuple[float, float]]:
    """Layout positions (about [-1, 1]) scaled to canvas pixels, centred on 0.

    The spread grows with the square root of the node count so that the
    average distance between nodes stays readable at scale 1.

    >>> pixel_positions({"a": (-1, 0), "b": (1, 0)}, ["a", "b"])
    [(-300.0, 0.0), (300.0, 0.0)]
    """
    missing = [n for n in nodes if n not in positions]
    if missing:
        raise ValueError(
            f"positions lacks {len(missing)} node(s) of the graph, e.g. {missing[0]!r}"
        )
    points = [(float(positions[n][0]), float(positions[n][1])) for n in nodes]
    if not all(math.isfinite(x) and math.isfinite(y) for x, y in points):
        raise ValueError("positions holds a non-finite coordinate")
    if not points:
        return []
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    extent = max(max(xs) - min(xs), max(ys) - min(ys)) / 2
    radius = max(300.0, 45.0 * math.sqrt(len(points)))
    scale = radius / extent if extent > 0 else 0.0
    return [(round((x - cx) * scale, 1), round((y - cy) * scale, 1)) for x, y in points]


def _short(label: str) -> str:
    return label if len(label) <= LABEL_CHARS else label[: LABEL_CHARS - 1].rstrip() + "…"


def _weight(value: Any) -> float:
    try:
        weight = float(value)
    except (TypeError, ValueError):
        return 1.0
    return weight if math.isfinite(weight) and weight > 0 else 1.0


def _edge_width(relation: str, weight: float) -> float:
    if relation in WEIGHTED_RELATIONS:
        return round(1.0 + min(math.log2(weight), 3.0), 2) if weight > 1 else 1.0
    return 1.5


def _add_time(record: dict, node: Hashable, attrs: Mapping, trends: Mapping[str, Any]) -> None:
    if record["kind"] == "paper":
        record["y"] = paper_year(attrs.get("year"))
    elif record["kind"] == "concept":
        trend = trends["concepts"].get(node)
        if trend is not None:
            record["trend"] = trend


def _time_table(trends: Mapping[str, Any] | None) -> dict[str, Any]:
    if trends is None:
        return {"years": [], "papers": [], "note": ""}
    return {"years": trends["years"], "papers": trends["yearPapers"], "note": trends["note"]}


def page_data(
    G: nx.Graph,
    positions: Mapping[Hashable, Sequence[float]],
    trends: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """Everything the page script needs, as JSON-ready data.

    Node ids become indices (compact, and free of any id the corpus chose);
    ``details[i]["key"]`` keeps the original id. ``trends`` is
    :func:`explorer.export.page_trends.page_trends` of the view (None: no time data);
    a concept's record then has its ``trend`` and a paper's its year as a number, ``y``.
    """
    from pyvis.edge import Edge  # pyvis imports IPython: load it only when exporting
    from pyvis.node import Node

    nodes = list(G.nodes)
    index = {n: i for i, n in enumerate(nodes)}
    node_of = node_index_lookup(index)
    table = TypeTable()
    pixels = pixel_positions(positions, nodes)
    degree = dict(G.degree())
    top_degree = max(degree.values(), default=0) or 1

    vis_nodes, details = [], []
    for i, n in enumerate(nodes):
        attrs = G.nodes[n]
        type_name = text(attrs.get("type")) or "?"
        t = table.index(type_name)
        table.types[t]["count"] += 1
        record = node_details(str(n), attrs, t, type_of=table.index, node_of=node_of)
        if trends is not None:
            _add_time(record, n, attrs, trends)
        x, y = pixels[i]
        # vis-network scales node and label size by value: hubs stay legible zoomed out.
        value = round(math.sqrt(degree[n] / top_degree), 3)
        label = _short(record["label"])
        vis_nodes.append(
            Node(i, node_shape(type_name), label, group=f"t{t}", value=value, x=x, y=y).options
        )
        details.append(record)

    counts = kind_counts(G)  # what the app's legend and status bar say about the same view
    vis_edges, links = [], []
    for j, (u, v, attrs) in enumerate(G.edges(data=True)):
        relation = text(attrs.get("relation"))
        color, dashed = edge_style(relation)
        weight = _weight(attrs.get("weight"))
        vis_edges.append(
            Edge(
                index[u],
                index[v],
                id=j,
                color=color,
                dashes=dashed,
                width=_edge_width(relation, weight),
            ).options
        )
        link: dict[str, Any] = {"r": relation, "w": plain(attrs.get("weight"))}
        if relation == "broader" and attrs.get("narrower") in index:
            # Undirected edges carry their direction: the page tells broader from narrower.
            link["n"] = index[attrs["narrower"]]
            link["why"] = reason_name(text(attrs.get("reason")))
        evidence = attrs.get("evidence")
        if isinstance(evidence, (list, tuple)) and evidence:
            link["ev"] = [text(s) for s in evidence]
        links.append(link)

    return {
        "time": _time_table(trends),
        "types": table.types,
        "relations": _relation_table(counts["relations"]),
        "nodes": vis_nodes,
        "edges": vis_edges,
        "details": details,
        "links": links,
        "counts": counts,
        "summary": count_line(counts),
        "text": page_text(),
    }


def _relation_table(seen: Mapping[str, int]) -> dict[str, dict[str, Any]]:
    """Colour, dash and legend name of every relation, the vocabulary's and the view's."""
    table = {}
    for relation in [*EDGE_STYLE, *(r for r in seen if r not in EDGE_STYLE)]:
        color, dashed = edge_style(relation)
        table[relation] = {"color": color, "dashed": dashed, "label": relation_name(relation)}
    return table
