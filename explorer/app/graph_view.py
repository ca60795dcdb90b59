"""The graph canvas: observes the model, lays out off the GUI thread, draws and interacts."""

from __future__ import annotations

import math

import networkx as nx
from PySide6.QtCore import QPointF, QRectF, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from explorer.app.detail_html import tooltip_html
from explorer.app.graph_items import EdgeItem, NodeItem
from explorer.app.graph_queries import importance
from explorer.app.layout_job import LayoutJob
from explorer.app.legend import Legend
from explorer.app.model import ExplorerModel
from explorer.style import node_color, node_shape

#: Opacity of what hovering or a path pushes into the background.
DIMMED = 0.12
#: Scene units per node on a side: the picture's size grows with sqrt(nodes).
SPACING = 70.0
#: Approximate screen footprint of one label, to budget how many fit.
LABEL_AREA = 150 * 34


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
    if G.nodes[node].get("kind") == "paper":
        return 6.0 + 0.8 * math.sqrt(G.degree(node))
    return min(6.0 + 3.0 * math.sqrt(importance(G, node)), 30.0)


class GraphView(QGraphicsView):
    """Draws ``model.view_graph``; clicks select, double-clicks focus, hover highlights."""

    layoutApplied = Signal()
    layoutFailed = Signal(str)

    def __init__(self, model: ExplorerModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.colors = theme_colors(False)
        scene = QGraphicsScene(self)
        # The BSP index made a 10,000-node first paint take about a minute.
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.nodes: dict[str, NodeItem] = {}
        self.edges: list[EdgeItem] = []
        self.raw_positions: dict[str, tuple[float, float]] = {}
        self.hovered: str | None = None
        self._generation = 0
        self._applied = 0
        self._scale = 1.0
        self._jobs: dict[int, LayoutJob] = {}
        self._center_next: str | None = None
        self._from_canvas = False
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.legend = Legend(model, self)
        self._label_timer = QTimer(self, singleShot=True, interval=40)
        self._label_timer.timeout.connect(self.update_labels)
        self.horizontalScrollBar().valueChanged.connect(self._schedule_labels)
        self.verticalScrollBar().valueChanged.connect(self._schedule_labels)
        model.viewChanged.connect(self.schedule_layout)
        model.selectionChanged.connect(self.on_selection)
        model.pathChanged.connect(self.restyle)
        self.set_dark(False)

    # -- layout ----------------------------------------------------------------
    def layout_pending(self) -> bool:
        """True while a layout for the current view is still being computed."""
        return self._applied != self._generation

    def schedule_layout(self) -> None:
        """Lay out the model's view graph in the worker thread."""
        self._generation += 1
        graph = self.model.view_graph.copy()
        previous = {n: self.raw_positions[n] for n in graph if n in self.raw_positions}
        job = LayoutJob(graph, previous, self._generation)
        job.signals.finished.connect(self._on_layout)
        job.signals.failed.connect(self._on_layout_failed)
        self._jobs[self._generation] = job
        self.pool.start(job)

    def _on_layout_failed(self, generation: int, message: str) -> None:
        self._jobs.pop(generation, None)
        if generation == self._generation:
            self._applied = generation
            self.layoutFailed.emit(message)

    def _on_layout(self, generation: int, positions: dict[str, tuple[float, float]]) -> None:
        job = self._jobs.pop(generation, None)
        if generation != self._generation or job is None:
            return  # a newer layout is on its way
        self.raw_positions.update(positions)
        before = set(self.nodes)
        self._build(job.graph, self._to_scene(positions))
        self._applied = generation
        changed = len(before ^ set(self.nodes))
        if changed > 2 or not before:
            self.fit()
        target = self._center_next or self.model.selection
        if self._center_next and target in self.nodes:
            self.centerOn(self.nodes[target])
        self._center_next = None
        self.restyle()
        self.legend.refresh()
        self.layoutApplied.emit()

    def _to_scene(self, positions: dict[str, tuple[float, float]]) -> dict[str, QPointF]:
        if not positions:
            return {}
        xs = [p[0] for p in positions.values()]
        ys = [p[1] for p in positions.values()]
        extent = max(max(xs) - min(xs), max(ys) - min(ys), 1e-9)
        scale = SPACING * math.sqrt(len(positions)) / extent
        self._scale = scale
        return {n: QPointF(x * scale, y * scale) for n, (x, y) in positions.items()}

    def _build(self, graph: nx.Graph, points: dict[str, QPointF]) -> None:
        scene = self.scene()
        for edge in self.edges:
            scene.removeItem(edge)
        self.edges = []
        for node in list(self.nodes):
            if node not in graph:
                scene.removeItem(self.nodes.pop(node))
        full = self.model.graph
        for node, data in graph.nodes(data=True):
            item = self.nodes.get(node)
            if item is None:
                kind = data.get("type", "")
                radius = node_radius(full, node)
                label = str(data.get("label") or node)
                item = NodeItem(
                    self, node, label, radius, node_color(kind), node_shape(kind), self.colors
                )
                item.setToolTip(tooltip_html(full, node))
                # Concept names say more than long paper titles: label them first.
                weight = importance(full, node)
                item.importance = weight * 4 if data.get("kind") == "concept" else weight
                self.nodes[node] = item
                scene.addItem(item)
            item.edges = []
            item.setPos(points.get(node, QPointF(0, 0)))
        for u, v, data in graph.edges(data=True):
            edge = EdgeItem(
                self.nodes[u], self.nodes[v], data.get("relation", ""), data.get("weight", 1.0)
            )
            self.edges.append(edge)
            scene.addItem(edge)
        bounds = scene.itemsBoundingRect()
        scene.setSceneRect(bounds.adjusted(-2000, -2000, 2000, 2000))

    # -- interaction ---------------------------------------------------------
    def node_clicked(self, node: str) -> None:
        self._from_canvas = True
        try:
            self.model.pick(node)
        finally:
            self._from_canvas = False

    def node_double_clicked(self, node: str) -> None:
        self._from_canvas = True
        try:
            self.model.select(node)
            self.model.focus(node)
        finally:
            self._from_canvas = False

    def node_moved(self, item: NodeItem) -> None:
        # Keep a dragged node where the user put it when the next layout starts.
        if self.nodes.get(item.node) is item:
            self.raw_positions[item.node] = (item.x() / self._scale, item.y() / self._scale)
            self._schedule_labels()

    def on_selection(self, node: str | None) -> None:
        self.restyle()
        if node is None or self._from_canvas:
            return
        if node in self.nodes and not self.layout_pending():
            self.centerOn(self.nodes[node])
        else:
            self._center_next = node

    def hover(self, node: str | None) -> None:
        """Highlight ``node`` and its neighbours, dim the rest (None restores)."""
        self.hovered = node
        self.restyle()

    def restyle(self, *_: object) -> None:
        """Apply selection, path and hover state to every item."""
        selection = self.model.selection
        path = self.model.path
        path_nodes = set(path)
        path_edges = {frozenset(pair) for pair in zip(path, path[1:], strict=False)}
        focus = None
        if self.hovered in self.nodes:
            focus = {self.hovered} | {
                n for n in self.model.view_graph.neighbors(self.hovered) if n in self.nodes
            }
        for node, item in self.nodes.items():
            item.set_state(selected=node == selection, on_path=node in path_nodes)
            lit = node in focus if focus is not None else (not path_nodes or node in path_nodes)
            item.setOpacity(1.0 if lit else DIMMED)
        for edge in self.edges:
            ends = frozenset((edge.source.node, edge.target.node))
            edge.set_on_path(ends in path_edges)
            if focus is not None:
                lit = self.hovered in ends
            else:
                lit = not path_edges or ends in path_edges
            edge.setOpacity(1.0 if lit else DIMMED)
        self.update_labels()

    # -- labels: level of detail -------------------------------------------
    def update_labels(self) -> None:
        """Label the most important nodes that fit on screen without overlapping."""
        forced = {self.model.selection, self.hovered, *self.model.path}
        if self.hovered in self.nodes:
            forced |= set(self.model.view_graph.neighbors(self.hovered))
        visible_rect = self.mapToScene(self.viewport().rect()).boundingRect()
        budget = max(8, int(self.viewport().width() * self.viewport().height() / LABEL_AREA))
        on_screen = [
            item
            for item in self.nodes.values()
            if visible_rect.contains(item.pos()) or item.node in forced
        ]
        on_screen.sort(key=lambda it: (it.node not in forced, -it.importance, it.node))
        placed: list[QRectF] = []
        shown = set()
        for item in on_screen:
            if item.node not in forced and len(placed) >= budget:
                break
            rect = self._label_rect(item)
            if item.node in forced or not any(rect.intersects(p) for p in placed):
                placed.append(rect)
                shown.add(item.node)
        for node, item in self.nodes.items():
            item.label.setVisible(node in shown)

    def _schedule_labels(self, *_: object) -> None:
        self._label_timer.start()

    def _label_rect(self, item: NodeItem) -> QRectF:
        top_left = self.mapFromScene(item.pos())
        label = item.label.boundingRect()
        offset = item.radius * self.zoom() + 2
        return QRectF(top_left.x() + label.left(), top_left.y() + offset, label.width(), 16)

    # -- zoom and theme ------------------------------------------------------
    def zoom(self) -> float:
        """Current scale factor of the view."""
        return self.transform().m11()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        factor = 1.0015 ** event.angleDelta().y()
        if 0.02 < self.zoom() * factor < 20:
            self.scale(factor, factor)
            self._schedule_labels()

    def fit(self) -> None:
        """Zoom so that the whole view graph is visible."""
        if not self.nodes:
            return
        rect = QRectF()
        for item in self.nodes.values():
            rect = rect.united(item.sceneBoundingRect())
        self.fitInView(rect.adjusted(-40, -40, 40, 40), Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom() > 2.5:
            self.resetTransform()
            self.scale(2.5, 2.5)
            self.centerOn(rect.center())
        self._schedule_labels()

    def set_dark(self, dark: bool) -> None:
        """Switch canvas colours."""
        self.colors.update(theme_colors(dark))
        self.setBackgroundBrush(self.colors["background"])
        self.legend.set_dark(dark)
        self.viewport().update()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.legend.place()
        self._schedule_labels()
