"""Level of detail for big zoomed-out views: one layer draws every node and edge at once.

Qt visits and paints each item of the scene for every frame: a 22,500-node view has 90,000
items and a frame cost 0.27 s (a Python paint per node, an antialiased line per edge), so
hovering and panning the whole graph stuttered. Zoomed out that far, nodes are dots and edges a
haze: :class:`DenseLayer` draws them as a few painter paths and point sets in about 30 ms, while
:class:`DenseMode` hides the items. The selection, the path and the lit neighbourhood stay real
items above the layer, and so do the labels; a click picks the nearest dot.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Protocol

import numpy
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from explorer.app.canvas.highlight import Highlighter
from explorer.app.canvas.item_style import Z_EDGE, Z_NODE
from explorer.app.canvas.items import EdgeItem, NodeItem
from explorer.app.canvas.labels import MAX_INFLATE, TYPICAL_RADIUS, LevelOfDetail
from explorer.app.canvas.scene_index import SceneIndex

#: Views with fewer nodes always draw their items.
DENSE_FROM = 3000
#: Draw densely while a typical node is drawn smaller than this radius in pixels (zoomed out
#: that far, nodes are drawn MAX_INFLATE times their size and still only a few pixels wide).
DENSE_BELOW_PX = 2.0
#: A click picks the nearest dot within this many pixels.
PICK_PX = 8.0
#: After a node was dragged, redraw the layer once the dragging has paused this long.
REBUILD_AFTER_MS = 250
#: Items per step of a sliced rebuild (a slice looks at the clock every 16 steps).
STEP = 500


class DenseLayer(QGraphicsItem):
    """Every edge as a few painter paths, every node as a dot; no events, no hover."""

    def __init__(self, inflation: Callable[[], float]) -> None:
        super().__init__()
        self.inflation = inflation  # how much bigger than their radius nodes are drawn now
        self.setZValue((Z_EDGE + Z_NODE) / 2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._edges: list[tuple[QPen, QPainterPath]] = []
        self._dots: list[tuple[QColor, float, QPolygonF]] = []
        self._bounds = QRectF()

    def rebuild(self, nodes: Iterable[NodeItem], edges: Iterable[EdgeItem]) -> None:
        """Take the current positions, colours and pens of the items."""
        for _ in self.rebuild_steps(nodes, edges):
            pass

    def rebuild_steps(self, nodes: Iterable[NodeItem], edges: Iterable[EdgeItem]) -> Iterator[None]:
        """:meth:`rebuild` as steps for :class:`~explorer.app.canvas.sliced.SlicedWork`."""
        nodes = list(nodes)
        at = {}
        for count, item in enumerate(nodes, start=1):
            at[item] = item.pos()
            if count % STEP == 0:
                yield
        paths: dict[tuple, tuple[QPen, QPainterPath]] = {}
        for count, edge in enumerate(edges, start=1):
            key = (edge.relation, edge.weight_step)
            group = paths.get(key)
            if group is None:
                group = paths[key] = (edge.pen(), QPainterPath())
            group[1].moveTo(at[edge.source])
            group[1].lineTo(at[edge.target])
            if count % STEP == 0:
                yield
        dots: dict[tuple[int, float], tuple[QColor, float, QPolygonF]] = {}
        for item in nodes:
            radius = round(item.radius * 2) / 2  # a few sizes: one point set per colour and size
            key = (item.color.rgba(), radius)
            if key not in dots:
                dots[key] = (item.color, radius, QPolygonF())
            dots[key][2].append(at[item])
        bounds = QRectF()
        for _, _, points in dots.values():
            bounds = bounds.united(points.boundingRect())
        margin = max((radius for _, radius, _ in dots.values()), default=0.0) * MAX_INFLATE
        self.prepareGeometryChange()
        self._edges = list(paths.values())
        self._dots = sorted(dots.values(), key=lambda dot: dot[1])  # small first, big on top
        self._bounds = bounds.adjusted(-margin, -margin, margin, margin)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        for pen, path in self._edges:
            painter.strokePath(path, pen)
        pixels_per_unit = painter.worldTransform().m11() * self.inflation()
        for color, radius, points in self._dots:
            width = max(1.5, 2 * radius * pixels_per_unit)
            pen = QPen(color, width)
            pen.setCosmetic(True)  # the width is in pixels: a dot as wide as the node
            # Square dots draw 3x faster; the few big hubs stay round.
            pen.setCapStyle(Qt.PenCapStyle.RoundCap if width > 6 else Qt.PenCapStyle.SquareCap)
            painter.setPen(pen)
            painter.drawPoints(points)


class DenseView(Protocol):
    """What dense mode reads from its canvas, and where its clicks go."""

    index: SceneIndex
    highlighter: Highlighter
    detail_level: LevelOfDetail

    def scene(self) -> QGraphicsScene: ...

    def viewport(self) -> QWidget: ...

    def zoom(self) -> float: ...

    def mapToScene(self, point: QPointF) -> QPointF: ...  # noqa: N802 (Qt's name)

    def node_at(self, point: QPointF) -> NodeItem | None: ...

    def node_clicked(self, node: str, focus: bool = False) -> None: ...

    def node_double_clicked(self, node: str) -> None: ...


class DenseMode(QObject):
    """Switches a view between its items and a :class:`DenseLayer` as zoom and size change."""

    def __init__(self, view: DenseView) -> None:
        super().__init__(view)
        self.view = view
        self.dense_from = DENSE_FROM
        self.active = False
        self.layer: DenseLayer | None = None
        self._stale = True
        self._shown: set[QGraphicsItem] = set()
        self._names: list[str] = []
        self._xy = numpy.zeros((0, 2))
        self._pressed_at = QPointF()
        self._rebuild_timer = QTimer(self, singleShot=True, interval=REBUILD_AFTER_MS)
        self._rebuild_timer.timeout.connect(self._rebuild_if_active)
        view.viewport().installEventFilter(self)

    def wanted(self) -> bool:
        """Whether the view should draw densely now: many nodes, each a few pixels."""
        view = self.view
        drawn_radius = TYPICAL_RADIUS * MAX_INFLATE * view.zoom()
        return len(view.index.nodes) >= self.dense_from and drawn_radius < DENSE_BELOW_PX

    def forget(self) -> None:
        """The scene was cleared (and the layer with it)."""
        self.layer, self.active, self._stale, self._shown = None, False, True, set()

    def invalidate(self, *, soon: bool = False) -> None:
        """Items moved or changed: redraw the layer (``soon``: once changes pause)."""
        self._stale = True
        if soon:
            self._rebuild_timer.start()

    def rebuild_steps(self) -> Iterator[None]:
        """Steps that redraw the layer for the view's items, if the view is big enough.

        The view runs them after the steps that make its items, so a big view gets its layer
        in time slices instead of in one 0.3 s stop.
        """
        self.invalidate()  # now: the items change from the first step on
        return self._rebuild_when_big()

    def _rebuild_when_big(self) -> Iterator[None]:
        if len(self.view.index.nodes) < self.dense_from:
            return
        yield from self._layer().rebuild_steps(
            list(self.view.index.nodes.values()), self.view.index.edges
        )
        yield from self._position_steps()

    def restart(self) -> None:
        """The view made new items: hide the new ones too if the view draws densely."""
        if self.active:
            self._enter()

    def update(self) -> None:
        """Switch to the layer or back to the items for the current zoom; follow the emphasis."""
        want = self.wanted()
        if want and self._stale:
            self._rebuild()
        if want and not self.active:
            self._enter()
        elif self.active and not want:
            self._leave()
        if self.active:
            self._show_emphasised()

    def node_near(self, viewport_point) -> str | None:
        """The node whose dot is nearest a viewport point, if within :data:`PICK_PX`."""
        if not self.active or not self._names:
            return None
        point = self.view.mapToScene(viewport_point)
        distances = numpy.hypot(self._xy[:, 0] - point.x(), self._xy[:, 1] - point.y())
        index = int(distances.argmin())
        return self._names[index] if distances[index] * self.view.zoom() <= PICK_PX else None

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if not self.active or kind not in _MOUSE_EVENTS:
            return False
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if kind == QEvent.Type.MouseButtonPress:
            self._pressed_at = event.position()
            return False
        node = self.node_near(event.position().toPoint())
        if node is None or self.view.node_at(event.position().toPoint()) is not None:
            return False  # a shown item (the selection, its neighbours) takes its own clicks
        if kind == QEvent.Type.MouseButtonDblClick:
            self.view.node_double_clicked(node)
        elif (event.position() - self._pressed_at).manhattanLength() < 4:
            self.view.node_clicked(node)
        return False

    # -- switching -------------------------------------------------------------------
    def _layer(self) -> DenseLayer:
        if self.layer is None:
            view = self.view
            self.layer = DenseLayer(lambda: view.detail_level.inflation)
            self.layer.setVisible(False)
            view.scene().addItem(self.layer)
        return self.layer

    def _rebuild(self) -> None:
        self._layer().rebuild(self.view.index.nodes.values(), self.view.index.edges)
        self._took_positions()

    def _took_positions(self) -> None:
        for _ in self._position_steps():
            pass

    def _position_steps(self) -> Iterator[None]:
        """Where each dot is, for clicks: in steps, as 20,000 nodes take a while."""
        items = self.view.index.nodes
        names, xy = list(items), []
        for count, item in enumerate(items.values(), start=1):
            xy.append((item.x(), item.y()))
            if count % STEP == 0:
                yield
        self._names = names
        self._xy = numpy.array(xy, dtype=float).reshape(-1, 2)
        self._stale = False

    def _rebuild_if_active(self) -> None:
        if self.active and self._stale:
            self._rebuild()

    def _enter(self) -> None:
        self._show_items(False)
        self.layer.setVisible(True)
        self.active = True

    def _leave(self) -> None:
        self._show_items(True)
        if self.layer is not None:
            self.layer.setVisible(False)
        self.active = False

    def _show_items(self, visible: bool) -> None:
        for item in self.view.index.nodes.values():
            item.setVisible(visible)
        for edge in self.view.index.edges:
            edge.setVisible(visible)
        self._shown = set()

    def _show_emphasised(self) -> None:
        """Selected, path and lit items stay real, above the layer; the rest hides in it."""
        marks = self.view.highlighter
        keep = {*marks.marked, *marks.lit_nodes, *marks.path_edges, *marks.lit_edges}
        for item in self._shown - keep:
            item.setVisible(False)
        for item in keep - self._shown:
            item.setVisible(True)
        self._shown = keep


_MOUSE_EVENTS = {
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
}
