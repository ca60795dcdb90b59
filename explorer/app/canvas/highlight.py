"""Selection, path and hover emphasis on the canvas, applied by difference.

Dimming works with one translucent veil over the scene: emphasised items are
raised above it, everything else stays under. A hover therefore touches only
the hovered neighbourhood, not all 10,000 items.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from explorer.app.canvas.item_style import Z_DIMMER
from explorer.app.canvas.items import EdgeItem, NodeItem
from explorer.app.canvas.scene_index import edge_key

#: How much of the background colour covers dimmed items.
VEIL_ALPHA = 0.82


class Highlighter:
    """Tracks which items are marked (selected, on the path) and lit (above the veil)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.veil = QGraphicsRectItem()
        self.veil.setPen(Qt.PenStyle.NoPen)
        self.veil.setZValue(Z_DIMMER)
        self.veil.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.veil.setVisible(False)
        scene.addItem(self.veil)
        self.marked: set[NodeItem] = set()
        self.path_edges: set[EdgeItem] = set()
        self.lit_nodes: set[NodeItem] = set()
        self.lit_edges: set[EdgeItem] = set()

    def set_color(self, background: QColor) -> None:
        """Veil colour: the canvas background, mostly opaque."""
        color = QColor(background)
        color.setAlphaF(VEIL_ALPHA)
        self.veil.setBrush(color)

    def cover(self, rect: QRectF) -> None:
        """Make the veil span ``rect`` (the scene rectangle)."""
        self.veil.setRect(rect)

    def forget(self) -> None:
        """Reset every tracked item (before the items are rebuilt)."""
        for item in self.marked:
            item.set_state(selected=False, on_path=False)
        for item in self.lit_nodes:
            item.set_lit(False)
        for edge in self.path_edges:
            edge.set_on_path(False)
        for edge in self.lit_edges:
            edge.set_lit(False)
        self.marked, self.path_edges, self.lit_nodes, self.lit_edges = set(), set(), set(), set()
        self.veil.setVisible(False)

    def apply(
        self,
        nodes: dict[str, NodeItem],
        edge_index: dict[tuple[str, str], EdgeItem],
        selection: str | None,
        path: list[str],
        hovered: str | None,
    ) -> None:
        """Show ``selection``, ``path`` and the ``hovered`` neighbourhood."""
        path_nodes = {n for n in path if n in nodes}
        marked = {nodes[n] for n in path_nodes}
        if selection in nodes:
            marked.add(nodes[selection])
        for item in self.marked ^ marked | marked:
            item.set_state(selected=item.node == selection, on_path=item.node in path_nodes)
        self.marked = marked

        pairs = {edge_key(u, v) for u, v in zip(path, path[1:], strict=False)}
        path_edges = {edge_index[p] for p in pairs if p in edge_index}
        for edge in self.path_edges - path_edges:
            edge.set_on_path(False)
        for edge in path_edges:
            edge.set_on_path(True)
        self.path_edges = path_edges

        if hovered in nodes:
            centre = nodes[hovered]
            lit_edges = set(centre.edges)
            lit_nodes = {centre} | {e.source for e in lit_edges} | {e.target for e in lit_edges}
        elif path_nodes:
            lit_nodes, lit_edges = {nodes[n] for n in path_nodes}, path_edges
        else:
            lit_nodes, lit_edges = set(), set()
        for item in self.lit_nodes - lit_nodes:
            item.set_lit(False)
        for item in lit_nodes:
            item.set_lit(True)
        for edge in self.lit_edges - lit_edges:
            edge.set_lit(False)
        for edge in lit_edges:
            edge.set_lit(True)
        self.lit_nodes, self.lit_edges = lit_nodes, lit_edges
        self.veil.setVisible(bool(lit_nodes))
