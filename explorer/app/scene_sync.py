"""Bringing the canvas's items in line with a laid-out view graph, one small step at a time.

:func:`sync_steps` is a generator for :class:`~explorer.app.sliced.SlicedWork`:
the GUI thread makes items between user events instead of freezing for the
seconds 20,000 nodes take. Items of nodes and edges that stay are kept (and
moved if their node moved); only what changed is removed or made, so a filter
change costs in proportion to what it changes.

Between two steps the scene is consistent enough to draw and to click:
``view.nodes`` and ``view.edge_index`` hold exactly the items on the scene.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import networkx as nx
from PySide6.QtCore import QPointF, QRectF

from explorer.app.canvas_style import node_radius
from explorer.app.graph_items import EdgeItem, NodeItem
from explorer.app.view_filter import importance
from explorer.style import node_color, node_shape

if TYPE_CHECKING:
    from explorer.app.graph_view import GraphView

#: Room around the nodes, so panning is not stopped at the outermost node.
SCENE_MARGIN = 2000


def sync_steps(
    view: GraphView, graph: nx.Graph, points: dict[str, tuple[float, float]]
) -> Iterator[None]:
    """Steps that make ``view``'s items show ``graph`` at ``points`` (scene x, y)."""
    scene = view.scene()
    view.highlighter.forget()
    view.detail_level.forget()
    wanted = {
        frozenset((u, v)): (u, v, data.get("relation", ""), data.get("weight", 1.0))
        for u, v, data in graph.edges(data=True)
    }
    yield
    for key, edge in list(view.edge_index.items()):
        spec = wanted.get(key)
        if spec is None or not edge.matches(spec[2], spec[3]):
            scene.removeItem(edge)
            del view.edge_index[key]
        yield
    for node in [n for n in view.nodes if n not in graph]:
        view.nodes.pop(node).remove_from(scene)
        view.node_rank.pop(node, None)
        yield
    full = view.model.graph
    for node, data in graph.nodes(data=True):
        x, y = points.get(node, (0.0, 0.0))
        item = view.nodes.get(node)
        if item is None:
            item = _new_node(view, full, node, data)
            view.nodes[node] = item
            view.node_rank[node] = item.importance
            scene.addItem(item)
            item.setPos(x, y)
        else:
            if item.has_label():
                item.label.setVisible(False)
            if item.x() != x or item.y() != y:
                item.place(QPointF(x, y))  # drags its kept edges along
        yield
    for key, (u, v, relation, weight) in wanted.items():
        if key not in view.edge_index:
            edge = EdgeItem(view.nodes[u], view.nodes[v], relation, weight)
            view.edge_index[key] = edge
            scene.addItem(edge)
        yield
    # Each node's list of edges: exactly those on the scene now (removed ones linger till here).
    for item in view.nodes.values():
        item.edges = []
    yield
    for edge in view.edge_index.values():
        edge.source.edges.append(edge)
        edge.target.edges.append(edge)
        yield
    view.edges = list(view.edge_index.values())
    bounds = QRectF()
    for item in view.nodes.values():
        bounds = bounds.united(item.sceneBoundingRect())
        yield
    margin = SCENE_MARGIN
    scene.setSceneRect(bounds.adjusted(-margin, -margin, margin, margin))
    view.highlighter.cover(scene.sceneRect())


def _new_node(view: GraphView, full: nx.Graph, node: str, data: dict) -> NodeItem:
    kind = data.get("type", "")
    weight = importance(full, node)
    # Concept names say more than long paper titles: label them first.
    rank = weight * 4 if data.get("kind") == "concept" else weight
    label = str(data.get("label") or node)
    item = NodeItem(
        view, node, label, node_radius(full, node), node_color(kind), node_shape(kind), rank
    )
    item.inflate(view.detail_level.inflation)
    return item
