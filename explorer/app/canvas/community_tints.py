"""Communities on the canvas: a soft tint over each community's area, named by its hub's label.

The groups come from :func:`explorer.graph.communities.communities` (Leiden, off nothing but
the view graph). Each is drawn as its nodes' convex hull, rounded and padded, filled with a
faint colour under the edges; its most important concept is labelled first wherever its label
fits (the level of detail prefers these "hubs"); where the hub's own label finds no room (a
crowd seen from afar), the community's name goes to the free place nearest its centre, framed
in its hue, with a leader line to the centre. So each cluster carries one name and no name is
drawn over a node or another label. Dragging a node redraws its community's area alone.
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
from explorer.app.canvas.label_item import LabelItem
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
    colors: dict[str, QColor]

    @property
    def nodes(self) -> dict[str, NodeItem]: ...

    def scene(self) -> QGraphicsScene: ...


class TintLayer(QGraphicsItem):
    """Every community's area as one filled path, under the edges; no events."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_EDGE - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.areas: dict[int, tuple[QColor, QPainterPath]] = {}
        self._bounds = QRectF()

    def set_areas(self, areas: dict[int, tuple[QColor, QPainterPath]]) -> None:
        """Every community's colour and area."""
        self.prepareGeometryChange()
        self.areas = dict(areas)
        self._bounds = QRectF()
        for _, path in self.areas.values():
            self._bounds = self._bounds.united(path.boundingRect())
        self.update()

    def set_area(self, group: int, color: QColor, path: QPainterPath) -> None:
        """One community's area changed (a node of it was dragged)."""
        self.set_areas({**self.areas, group: (color, path)})

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for color, path in self.areas.values():
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


def hue(group: int, alpha: int = 255) -> QColor:
    """The colour of community ``group``."""
    color = QColor(HUES[group % len(HUES)])
    color.setAlpha(alpha)
    return color


class CommunityTints:
    """Keeps a view's tint layer, its community hubs and names in line with what it shows."""

    def __init__(self, view: TintedView) -> None:
        self.view = view
        self.enabled = True
        self.hubs: set[str] = set()  # the node naming each community
        self.groups: dict[str, int] = {}
        self.layer: TintLayer | None = None
        self._found: tuple[object, dict[str, int]] | None = None
        self._hub_of: dict[int, str] = {}
        self._members: dict[int, list[str]] = {}
        self._centres: dict[int, QPointF] = {}
        self.names: dict[int, LabelItem] = {}  # the communities named off their hub

    def found(self, groups: dict[str, int] | None) -> None:
        """Groups of the view about to be drawn, found off the GUI thread (None: not looked)."""
        self._found = (self.view.model.view_graph, groups) if groups is not None else None

    def forget(self) -> None:
        """The scene was cleared (with the layer and the names on it)."""
        self.layer, self.hubs, self.groups, self.names = None, set(), {}, {}
        self._hub_of, self._members, self._centres = {}, {}, {}

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self.refresh()

    def named(self) -> list[tuple[int, str, QPointF]]:
        """(community, its hub, its centre in the scene), biggest community first."""
        return [(g, self._hub_of[g], self._centres[g]) for g in sorted(self._centres)]

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
        self._hub_of = community_names(graph, self.groups)
        self.hubs = set(self._hub_of.values())
        self._members = {}
        for node, group in self.groups.items():
            if node in nodes:
                self._members.setdefault(group, []).append(node)
        self._centres = {}
        areas = {group: self._area(group) for group in sorted(self._members)}
        if self.layer is None:
            self.layer = TintLayer()
            view.scene().addItem(self.layer)
        self.layer.set_areas(areas)
        for item in self.names.values():  # the groups are numbered afresh
            view.scene().removeItem(item)
        self.names = {}

    def _area(self, group: int) -> tuple[QColor, QPainterPath]:
        """Community ``group``'s tint and area where its nodes are now; notes its centre."""
        nodes = self.view.nodes
        points = np.asarray(
            [(nodes[n].x(), nodes[n].y()) for n in self._members[group]], dtype=float
        )
        x, y = points.mean(axis=0)
        self._centres[group] = QPointF(float(x), float(y))
        return hue(group, ALPHA), hull_path(points)

    def node_moved(self, node: str) -> None:
        """``node`` was dragged: its community's area and name follow it (the others stay)."""
        group = self.groups.get(node)
        if group is None or group not in self._members or self.layer is None:
            return
        self.layer.set_area(group, *self._area(group))
        name = self.names.get(group)
        if name is not None:
            name.setPos(self._centres[group])

    def show_names(self, placed: dict[int, tuple[QPointF, QRectF]]) -> None:
        """Name these communities: {community: (its centre, the name's box from it, pixels)}."""
        for group in self.names.keys() - placed.keys():
            self.names[group].setVisible(False)
        for group, (centre, box) in placed.items():
            item = self.names.get(group)
            if item is None:
                hub = self.view.nodes[self._hub_of[group]]
                item = self.names[group] = LabelItem(hub.label_text, self.view.colors, hue(group))
                self.view.scene().addItem(item)
            item.set_callout(box)
            item.setPos(centre)
            item.setVisible(True)
