"""Bringing the canvas's items in line with a laid-out view graph, one small step at a time.

:func:`sync_steps` is a generator for :class:`~explorer.app.canvas.sliced.SlicedWork`:
the GUI thread makes items between user events instead of freezing for the
seconds 20,000 nodes take. Items of nodes and edges that stay are kept (and
moved if their node moved); only what changed is removed or made, so a filter
change costs in proportion to what it changes.

Between two steps the scene is consistent enough to draw and to click:
the view's :class:`~explorer.app.canvas.scene_index.SceneIndex` holds exactly the items on
the scene.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

import networkx as nx
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from explorer.app.canvas.highlight import Highlighter
from explorer.app.canvas.items import EdgeItem, ItemHost, NodeItem
from explorer.app.canvas.labels import LevelOfDetail
from explorer.app.canvas.scene_index import SceneIndex, edge_key
from explorer.graph.drawing import node_radius
from explorer.graph.nodes import importance, is_concept_data
from explorer.state.app_state import AppState
from explorer.style import node_color, node_shape

#: Room around the nodes, so panning is not stopped at the outermost node.
SCENE_MARGIN = 2000
#: Edges looked at between two steps while gathering the wanted ones.
WANTED_STEP = 200
ORIGIN = (0.0, 0.0)


class SyncedView(ItemHost, Protocol):
    """The canvas whose items are brought in line: its scene, index and emphasis."""

    index: SceneIndex
    model: AppState
    highlighter: Highlighter
    detail_level: LevelOfDetail

    def scene(self) -> QGraphicsScene: ...


def sync_steps(
    view: SyncedView, graph: nx.Graph, points: dict[str, tuple[float, float]]
) -> Iterator[None]:
    """Steps that make ``view``'s items show ``graph`` at ``points`` (scene x, y)."""
    scene, index = view.scene(), view.index
    view.highlighter.forget()
    view.detail_level.forget()
    wanted = {}
    for count, (u, v, data) in enumerate(graph.edges(data=True), start=1):
        wanted[edge_key(u, v)] = (u, v, data.get("relation", ""), data.get("weight", 1.0))
        if count % WANTED_STEP == 0:  # 40,000 edges take a tenth of a second
            yield
    full = view.model.graph
    yield
    # A view may draw a node its own way (similarity mode: colour by year): items drawn
    # otherwise are made again.
    redrawn = {
        n
        for n, item in index.nodes.items()
        if n in graph and item.look != node_look(full, n, graph.nodes[n])
    }
    yield
    for key, edge in list(index.edge_index.items()):
        spec = wanted.get(key)
        if spec is None or not edge.matches(spec[2], spec[3]) or not redrawn.isdisjoint(key):
            index.remove_edge(scene, key)
        yield
    for node in [n for n in index.nodes if n not in graph or n in redrawn]:
        index.remove_node(scene, node)
        yield
    for node, data in graph.nodes(data=True):
        x, y = points.get(node, ORIGIN)
        item = index.nodes.get(node)
        if item is None:
            item = _new_node(view, full, node, data)
            index.add_node(scene, item)
            item.setPos(x, y)
        else:
            if item.has_label():
                item.label.setVisible(False)
            if item.x() != x or item.y() != y:
                item.place(QPointF(x, y))  # drags its kept edges along
        yield
    for key, (u, v, relation, weight) in wanted.items():
        if key not in index.edge_index:
            index.add_edge(scene, EdgeItem(index.nodes[u], index.nodes[v], relation, weight))
        yield
    # Each node's list of edges: exactly those on the scene now (removed ones linger till here).
    yield from index.relink_steps()
    bounds = QRectF()
    for item in index.nodes.values():
        bounds = bounds.united(item.sceneBoundingRect())
        yield
    margin = SCENE_MARGIN
    scene.setSceneRect(bounds.adjusted(-margin, -margin, margin, margin))
    view.highlighter.cover(scene.sceneRect())


def node_look(full: nx.Graph, node: str, data: dict) -> tuple[str, float]:
    """Colour and radius of a node: its type's and its importance's, unless its view graph
    says otherwise (``draw_color``, ``draw_radius``: :mod:`explorer.graph.similar_view`)."""
    color = data.get("draw_color") or node_color(data.get("type", ""))
    return color, data.get("draw_radius") or node_radius(full, node)


def _new_node(view: SyncedView, full: nx.Graph, node: str, data: dict) -> NodeItem:
    kind = data.get("type", "")
    weight = importance(full, node)
    # Concept names say more than long paper titles: label them first.
    rank = weight * 4 if is_concept_data(data) else weight
    label = str(data.get("label") or node)
    color, radius = node_look(full, node, data)
    item = NodeItem(view, node, label, radius, color, node_shape(kind), rank)
    item.inflate(view.detail_level.inflation)
    return item
