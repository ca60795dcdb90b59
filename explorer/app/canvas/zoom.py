"""Zoom and framing of the graph canvas: wheel zoom, zoom steps, fit, reveal a node.

A mixin of :class:`explorer.app.canvas.view.GraphView`: it reads the view's nodes and legend and
asks it to update its labels (and level of detail) after every change of zoom.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QGraphicsView

#: Revealing a selected node zooms in at most this far.
MAX_ZOOM_ON_REVEAL = 1.6
#: Zoom limits (view scale factors).
MIN_ZOOM, MAX_ZOOM = 0.02, 20.0
#: Scene units left around framed nodes (twice that on the sides, for labels).
FRAME_MARGIN = 40.0


class ZoomAndFraming:
    """Zooming and framing for a ``QGraphicsView`` with ``nodes``, ``legend`` and labels."""

    def reveal(self, node: str) -> None:
        """Bring ``node`` and its neighbours into view, zooming in if they are small."""
        item = self.nodes.get(node)
        if item is None:
            return
        rect = item.sceneBoundingRect()
        for edge in item.edges:
            rect = rect.united(edge.source.sceneBoundingRect()).united(
                edge.target.sceneBoundingRect()
            )
        rect.adjust(-60, -60, 60, 60)
        viewport = self.viewport().rect()
        fitting = min(viewport.width() / rect.width(), viewport.height() / rect.height())
        factor = min(fitting, MAX_ZOOM_ON_REVEAL) / self.zoom()
        if factor > 1:
            self.scale(factor, factor)
        self.centerOn(rect.center())
        self._schedule_labels()

    def zoom(self) -> float:
        """Current scale factor of the view."""
        return self.transform().m11()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        factor = 1.0015 ** event.angleDelta().y()
        if MIN_ZOOM < self.zoom() * factor < MAX_ZOOM:
            self.scale(factor, factor)
            self._schedule_labels()

    def zoom_by(self, factor: float) -> None:
        """Zoom around the centre of the view."""
        if MIN_ZOOM < self.zoom() * factor < MAX_ZOOM:
            anchor = self.transformationAnchor()
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            self.scale(factor, factor)
            self.setTransformationAnchor(anchor)
            self._schedule_labels()

    def frame(self, nodes) -> None:
        """Zoom and scroll so that all of ``nodes`` (and room for their labels) are in view."""
        items = [self.nodes[n] for n in nodes if n in self.nodes]
        if not items:
            return
        rect = QRectF()
        for item in items:
            rect = rect.united(item.sceneBoundingRect())
        # Labels hang below their nodes and may be wider than them.
        rect.adjust(-FRAME_MARGIN * 2, -FRAME_MARGIN, FRAME_MARGIN * 2, FRAME_MARGIN * 2)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        rect.setLeft(rect.left() - (self.legend.width() + 10) / max(self.zoom(), 1e-6))
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)  # the legend's corner left free
        if self.zoom() > MAX_ZOOM_ON_REVEAL:
            self.resetTransform()
            self.scale(MAX_ZOOM_ON_REVEAL, MAX_ZOOM_ON_REVEAL)
            self.centerOn(rect.center())
        self._schedule_labels()

    def fit(self) -> None:
        """Zoom so that the whole view graph is visible."""
        if not self.nodes:
            return
        rect = QRectF()
        for item in self.nodes.values():
            rect = rect.united(item.sceneBoundingRect())
        rect.adjust(-40, -40, 40, 40)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        # Leave the legend's corner free: widen the rectangle by its width, once.
        rect.setLeft(rect.left() - (self.legend.width() + 10) / max(self.zoom(), 1e-6))
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom() > 2.5:
            self.resetTransform()
            self.scale(2.5, 2.5)
            self.centerOn(rect.center())
        self._schedule_labels()
