"""Scene items of the graph canvas: shaped nodes, styled edges, zoom-independent labels."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QStyleOptionGraphicsItem

from explorer.style import EDGE_STYLE

if TYPE_CHECKING:
    from explorer.app.graph_view import GraphView

SELECTION_COLOR = QColor("#ffb300")
PATH_COLOR = QColor("#ff6d00")
MAX_LABEL_CHARS = 34


def shape_path(shape: str, r: float) -> QPainterPath:
    """A painter path of a vis-network shape name, centred on the origin."""
    path = QPainterPath()
    if shape == "square":
        path.addRect(QRectF(-r * 0.9, -r * 0.9, r * 1.8, r * 1.8))
    elif shape in ("diamond", "triangle", "hexagon", "star"):
        sides, start, inner = {
            "diamond": (4, -90, None),
            "triangle": (3, -90, None),
            "hexagon": (6, 0, None),
            "star": (5, -90, 0.48),
        }[shape]
        points = []
        step = 360 / sides
        for i in range(sides):
            angle = math.radians(start + i * step)
            points.append(QPointF(r * math.cos(angle), r * math.sin(angle)))
            if inner is not None:
                mid = math.radians(start + (i + 0.5) * step)
                points.append(QPointF(r * inner * math.cos(mid), r * inner * math.sin(mid)))
        path.moveTo(points[0])
        for point in points[1:]:
            path.lineTo(point)
        path.closeSubpath()
    else:
        path.addEllipse(QPointF(0, 0), r, r)
    return path


def elide(text: str, limit: int = MAX_LABEL_CHARS) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


class LabelItem(QGraphicsItem):
    """A node's name under it, drawn at a fixed screen size on a translucent halo."""

    def __init__(self, text: str, parent: NodeItem, colors: dict[str, QColor]) -> None:
        super().__init__(parent)
        self.text = elide(text)
        self.colors = colors
        self.bold = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._rect = QRectF()
        self._measure()

    def font(self) -> QFont:
        font = QFont()
        font.setPointSizeF(8.5)
        font.setBold(self.bold)
        return font

    def _measure(self) -> None:
        metrics = QFontMetricsF(self.font())
        width = metrics.horizontalAdvance(self.text) + 8
        self._rect = QRectF(-width / 2, 0, width, metrics.height() + 2)

    def set_bold(self, bold: bool) -> None:
        if bold != self.bold:
            self.prepareGeometryChange()
            self.bold = bold
            self._measure()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colors["halo"])
        painter.drawRoundedRect(self._rect, 4, 4)
        painter.setPen(self.colors["text"])
        painter.setFont(self.font())
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class NodeItem(QGraphicsItem):
    """One node: its type's shape and colour, a ring when selected or on the path."""

    def __init__(
        self,
        view: GraphView,
        node: str,
        label: str,
        radius: float,
        color: str,
        shape: str,
        colors: dict[str, QColor],
    ) -> None:
        super().__init__()
        self.view = view
        self.node = node
        self.radius = radius
        self.color = QColor(color)
        self.path = shape_path(shape, radius)
        self.edges: list[EdgeItem] = []
        self.selected = False
        self.on_path = False
        self.colors = colors
        self.label = LabelItem(label, self, colors)
        self.label.setPos(0, radius + 2)
        self.label.setVisible(False)
        self._press_pos = QPointF()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(1)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        r = self.radius + 5
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        return self.path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if self.selected or self.on_path:
            ring = QPen(SELECTION_COLOR if self.selected else PATH_COLOR, 4)
            ring.setCosmetic(True)
            painter.setPen(ring)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), self.radius + 3, self.radius + 3)
        outline = QPen(self.colors["outline"], 1.2)
        outline.setCosmetic(True)
        painter.setPen(outline)
        painter.setBrush(QBrush(self.color))
        painter.drawPath(self.path)

    def set_state(self, *, selected: bool, on_path: bool) -> None:
        if (selected, on_path) != (self.selected, self.on_path):
            self.selected, self.on_path = selected, on_path
            self.label.set_bold(selected)
            self.setZValue(3 if selected else 2 if on_path else 1)
            self.update()

    def itemChange(self, change, value):  # noqa: N802 (Qt override)
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            for edge in self.edges:
                edge.adjust()
            self.view.node_moved(self)
        return super().itemChange(change, value)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.view.hover(self.node)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.view.hover(None)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._press_pos = event.scenePos()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().mouseReleaseEvent(event)
        moved = QLineF(self._press_pos, event.scenePos()).length()
        if event.button() == Qt.MouseButton.LeftButton and moved * self.view.zoom() < 4:
            self.view.node_clicked(self.node)

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.view.node_double_clicked(self.node)
        event.accept()


class EdgeItem(QGraphicsLineItem):
    """A line between two nodes, coloured and dashed by relation."""

    def __init__(self, source: NodeItem, target: NodeItem, relation: str, weight: float) -> None:
        super().__init__()
        self.source, self.target = source, target
        self.relation = relation
        self.weight = weight
        self.on_path = False
        source.edges.append(self)
        target.edges.append(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(0)
        self.restyle()
        self.adjust()

    def restyle(self) -> None:
        color_name, dashed = EDGE_STYLE.get(self.relation, ("#999999", False))
        if self.on_path:
            pen = QPen(PATH_COLOR, 4)
            self.setZValue(1.5)
        else:
            color = QColor(color_name)
            color.setAlphaF(0.55 if not dashed else 0.35)
            pen = QPen(color, 1.0 + min(self.weight, 6) * 0.35)
            if dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            self.setZValue(0)
        pen.setCosmetic(True)
        self.setPen(pen)

    def set_on_path(self, on_path: bool) -> None:
        if on_path != self.on_path:
            self.on_path = on_path
            self.restyle()

    def adjust(self) -> None:
        self.setLine(QLineF(self.source.pos(), self.target.pos()))
