"""Scene items of the graph canvas: shaped nodes, styled edges, zoom-independent labels.

Built for 10,000+ nodes: no ``itemChange`` override (Qt would call into Python
for every flag and property change), labels and tooltips are created on first
use, and pens are shared.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QStyleOptionGraphicsItem, QWidget

from explorer.app.canvas.item_style import (
    Z_EDGE,
    Z_LIT_EDGE,
    Z_LIT_NODE,
    Z_NODE,
    Z_PATH_NODE,
    Z_SELECTED,
    edge_pen,
    elide,
    outline_pen,
    ring_pen,
    shared_bounds,
    shared_color,
    shared_path,
)
from explorer.app.canvas.label_item import Z_LABEL, Z_LIT_LABEL, LabelItem, label_size
from explorer.app.canvas.style import readable_on

# Looked up once: each lookup of a Qt enum member costs microseconds, times 50,000 items.
_MOVABLE = QGraphicsItem.GraphicsItemFlag.ItemIsMovable
_NO_BUTTON = Qt.MouseButton.NoButton


class ItemHost(Protocol):
    """What an item asks of the canvas it is on: colours, tooltips, and where events go."""

    colors: dict[str, QColor]

    def viewport(self) -> QWidget: ...

    def zoom(self) -> float: ...

    def tooltip_for(self, node: str) -> str: ...

    def hover(self, node: str | None) -> None: ...

    def node_moved(self, item: NodeItem) -> None: ...

    def node_clicked(self, node: str, focus: bool = False) -> None: ...

    def node_double_clicked(self, node: str) -> None: ...


class NodeItem(QGraphicsItem):
    """One node: its type's shape and colour, a ring when selected or on the path."""

    # Slots, not a dict per item: the items of a 26,000-node view kept 14 MB of dicts.
    __slots__ = (
        "view", "node", "label_text", "radius", "importance", "type_color", "color", "path",
        "_bounds", "edges", "selected", "on_path", "lit", "_label", "label_slot", "_callout",
    )  # fmt: skip
    _press_pos = QPointF()  # where the last press was; replaced, never changed in place

    def __init__(
        self,
        view: ItemHost,
        node: str,
        label: str,
        radius: float,
        color: str,
        shape: str,
        importance: float,
    ) -> None:
        super().__init__()
        self.view = view
        self.node = node
        self.label_text = elide(label)
        self.radius = radius
        self.importance = importance
        self.type_color = color
        self.color = shared_color(readable_on(color, view.colors["background"]))
        self.path = shared_path(shape, radius)
        self._bounds = shared_bounds(radius)
        self.edges: list[EdgeItem] = []
        self.selected = False
        self.on_path = False
        self.lit = False
        self._label: LabelItem | None = None
        self.label_slot = 0  # where the label goes around the node (label_item.SLOTS)
        self._callout: tuple[QRectF, float] | None = None  # a callout's box and leader start
        self.setFlags(_MOVABLE)
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_NODE)

    @property
    def look(self) -> tuple[str, float]:
        """The colour name and radius it was made with (a view drawing it otherwise remakes it)."""
        return self.type_color, self.radius

    # -- label, created when first shown ------------------------------------
    @property
    def label(self) -> LabelItem:
        if self._label is None:
            self._label = LabelItem(self.label_text, self.view.colors)
            self._label.setVisible(False)
            self._label.set_bold(self.selected)
            self._label.setZValue(Z_LIT_LABEL if self.lit else Z_LABEL)
            self._place_label()
            if self.scene() is not None:
                self.scene().addItem(self._label)
        return self._label

    def has_label(self) -> bool:
        """Whether the label item exists yet."""
        return self._label is not None

    def show_label(self, visible: bool) -> None:
        """Show or hide the label, creating it only when shown."""
        if visible or self._label is not None:
            self.label.setVisible(visible)

    def label_box(self) -> QSizeF:
        """Screen size of this node's label, without creating it."""
        return label_size(self.label_text, self.selected)

    def label_reach(self) -> float:
        """Scene units from the node's centre to where its label touches it."""
        return self.radius * self.scale() + 2

    def _place_label(self) -> None:
        if self._label is not None:
            self._label.follow(self.pos(), self.label_reach(), self.label_slot, self._callout)

    def set_label_slot(self, slot: int, callout: tuple[QRectF, float] | None = None) -> None:
        """Put the label in ``slot`` around the node, or (``CALLOUT``) at a box off it.

        ``callout``: the box relative to the node's centre and where the leader line starts,
        both in pixels.
        """
        if slot != self.label_slot or callout is not None:
            self.label_slot, self._callout = slot, callout
            self._place_label()

    def recolor(self) -> None:
        """Take the type colour again, made readable on the canvas's (new) background."""
        self.color = shared_color(readable_on(self.type_color, self.view.colors["background"]))
        self.update()

    def inflate(self, factor: float) -> None:
        """Draw ``factor`` times bigger (keeps small nodes visible when zoomed out)."""
        self.setScale(factor)
        self._place_label()

    def remove_from(self, scene) -> None:
        """Take the node and its label off ``scene``."""
        if self._label is not None:
            scene.removeItem(self._label)
        scene.removeItem(self)

    # -- position and state -----------------------------------------------------
    def place(self, point: QPointF) -> None:
        """Move the node and drag its edges and label along."""
        self.setPos(point)
        self.follow()

    def follow(self) -> None:
        """Bring edges and label to where the node now is."""
        for edge in self.edges:
            edge.adjust()
        self._place_label()

    def set_state(self, *, selected: bool, on_path: bool) -> None:
        """Mark the node as selected and/or on the shown path."""
        if (selected, on_path) != (self.selected, self.on_path):
            self.selected, self.on_path = selected, on_path
            if self._label is not None:
                self._label.set_bold(selected)
            self._restack()
            self.update()

    def set_lit(self, lit: bool) -> None:
        """Raise above (True) or leave under (False) the dimming veil."""
        if lit != self.lit:
            self.lit = lit
            self._restack()
            if self._label is not None:
                self._label.setZValue(Z_LIT_LABEL if lit else Z_LABEL)

    def _restack(self) -> None:
        z = Z_SELECTED if self.selected else Z_PATH_NODE if self.on_path else Z_NODE
        self.setZValue(z + (Z_LIT_NODE if self.lit else 0.0))

    # -- drawing -------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds  # Qt asks often: a painted frame of 20,000 nodes asks 40,000 times

    def shape(self) -> QPainterPath:
        return self.path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if self.selected or self.on_path:
            painter.setPen(ring_pen(self.selected))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), self.radius + 3, self.radius + 3)
        if self.radius * painter.worldTransform().m11() < 2:
            # A speck on screen: a filled square looks the same and draws much faster.
            r = self.radius
            painter.fillRect(QRectF(-r, -r, 2 * r, 2 * r), self.color)
            return
        painter.setPen(outline_pen(self.view.colors["outline"].rgba()))
        painter.setBrush(QBrush(self.color))
        painter.drawPath(self.path)

    # -- interaction -----------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if not self.toolTip():  # built on first hover: 10,000 tooltips up front cost seconds
            self.setToolTip(self.view.tooltip_for(self.node))
        self.view.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.view.hover(self.node)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.view.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        self.view.hover(None)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._press_pos = event.scenePos()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().mouseMoveEvent(event)  # moves the item
        self.follow()
        self.view.node_moved(self)

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

    __slots__ = ("source", "target", "relation", "weight_step", "on_path", "lit")

    def __init__(self, source: NodeItem, target: NodeItem, relation: str, weight: float) -> None:
        super().__init__()
        self.source, self.target = source, target
        self.relation = relation
        self.weight_step = min(int(weight), 6)
        self.on_path = False
        self.lit = False
        source.edges.append(self)
        target.edges.append(self)
        self.setAcceptedMouseButtons(_NO_BUTTON)
        if Z_EDGE != 0.0:  # 0 is every item's default: the call is skipped for 30,000 edges
            self.setZValue(Z_EDGE)
        self.restyle()
        self.adjust()

    def restyle(self) -> None:
        """Take the pen for the current state and canvas background."""
        background = self.source.view.colors["background"].rgba()
        self.setPen(edge_pen(self.relation, self.weight_step, self.on_path, background))

    def matches(self, relation: str, weight: float) -> bool:
        """Whether this item already draws an edge of ``relation`` and ``weight``."""
        return self.relation == relation and self.weight_step == min(int(weight), 6)

    def set_on_path(self, on_path: bool) -> None:
        """Draw the edge in the path style (or not)."""
        if on_path != self.on_path:
            self.on_path = on_path
            self.restyle()
            self._restack()

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self._restack()

    def _restack(self) -> None:
        z = Z_LIT_EDGE if self.lit else Z_EDGE
        self.setZValue(z + (0.1 if self.on_path else 0.0))

    def adjust(self) -> None:
        """Redraw the line between the two nodes' current positions."""
        self.setLine(QLineF(self.source.pos(), self.target.pos()))
