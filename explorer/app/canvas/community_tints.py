"""Communities on the canvas: a soft tint over each community's area, named by its hub's label.

The groups come from :func:`explorer.graph.communities.communities` (Leiden, off nothing but
the view graph). Each is drawn as its nodes' convex hull, rounded and padded, filled with a
faint colour under the edges; its most important concept is labelled first wherever its label
fits (the level of detail prefers these "hubs"), so each cluster carries one name and no name
is drawn over a node or another label.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem
from scipy.spatial import ConvexHull, QhullError

from explorer.app.canvas.item_style import Z_EDGE
from explorer.app.canvas.items import NodeItem
from explorer.graph.communities import communities, community_names
from explorer.state.app_state import AppState

#: Views bigger than this are not grouped (a hairball of tints says nothing).
MAX_NODES = 25_000
#: Scene units of padding around a community's outermost nodes.
PAD = 24.0
#: Soft hues, one per community in turn (Okabe-Ito, readable by colour-blind viewers).
HUES = ("#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#f0e442", "#999999")
#: How opaque a tint is.
ALPHA = 28


class TintedView(Protocol):
    """What the tints read from the canvas."""

    model: AppState

    @property
    def nodes(self) -> dict[str, NodeItem]: ...

    def scene(self) -> QGraphicsScene: ...


class TintLayer(QGraphicsItem):
    """Every community's area as one filled path, under the edges; no events."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_EDGE - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.areas: list[tuple[QColor, QPainterPath]] = []
        self._bounds = QRectF()

    def set_areas(self, areas: list[tuple[QColor, QPainterPath]]) -> None:
        self.prepareGeometryChange()
        self.areas = areas
        self._bounds = QRectF()
        for _, path in areas:
            self._bounds = self._bounds.united(path.boundingRect())
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for color, path in self.areas:
            painter.setBrush(color)
            painter.drawPath(path)


def hull_path(points: np.ndarray, pad: float = PAD) -> QPainterPath:
    """The convex hull of ``points`` (scene x, y), padded by ``pad`` with rounded corners."""
    path = QPainterPath()
    try:
        hull = points[ConvexHull(points).vertices]
    except (QhullError, ValueError):  # all on a line, or too few: pad the points themselves
        hull = points
    polygon = QPolygonF([QPointF(float(x), float(y)) for x, y in hull])
    path.addPolygon(polygon)
    path.closeSubpath()
    stroker = QPainterPathStroker()
    stroker.setWidth(2 * pad)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    return path.united(stroker.createStroke(path)).simplified()


class CommunityTints:
    """Keeps a view's tint layer and its community hubs in line with what the view shows."""

    def __init__(self, view: TintedView) -> None:
        self.view = view
        self.enabled = True
        self.hubs: set[str] = set()  # the node naming each community
        self.groups: dict[str, int] = {}
        self.layer: TintLayer | None = None
        self._found: tuple[object, dict[str, int]] | None = None

    def found(self, groups: dict[str, int] | None) -> None:
        """Groups of the view about to be drawn, found off the GUI thread (None: not looked)."""
        self._found = (self.view.model.view_graph, groups) if groups is not None else None

    def forget(self) -> None:
        """The scene was cleared (with the layer on it)."""
        self.layer, self.hubs, self.groups = None, set(), {}

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self.refresh()

    def refresh(self) -> None:
        """Group the shown view again and redraw the tints (none when disabled or too big)."""
        view = self.view
        nodes = view.nodes
        graph = view.model.view_graph
        wanted = self.enabled and 0 < len(nodes) <= MAX_NODES
        if not wanted:
            self.groups = {}
        elif self._found is not None and self._found[0] is graph:
            self.groups = self._found[1]  # the layout's worker found them
        elif not self.groups or set(self.groups) - set(nodes):
            self.groups = communities(graph.subgraph(nodes))
        self._found = None
        names = community_names(graph, self.groups)
        self.hubs = set(names.values())
        members: dict[int, list[tuple[float, float]]] = {}
        for node, group in self.groups.items():
            item = nodes.get(node)
            if item is not None:
                members.setdefault(group, []).append((item.x(), item.y()))
        areas = []
        for group, points in sorted(members.items()):
            color = QColor(HUES[group % len(HUES)])
            color.setAlpha(ALPHA)
            areas.append((color, hull_path(np.asarray(points, dtype=float))))
        if self.layer is None:
            self.layer = TintLayer()
            view.scene().addItem(self.layer)
        self.layer.set_areas(areas)
