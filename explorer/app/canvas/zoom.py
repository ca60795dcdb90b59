"""Zoom and framing of the graph canvas: wheel zoom, zoom steps, fit, reveal a node.

A mixin of :class:`explorer.app.canvas.view.GraphView`: it reads the view's nodes and legend and
asks it to update its labels (and level of detail) after every change of zoom.

The view is *framed* after a Fit until the user zooms, pans or reveals a node: a framed view
fits again whenever the canvas changes size (the window's restored layout arriving, a dock
opening or closing), so the whole picture stays in sight; a view the user moved keeps its
centre and zoom. A new picture is fitted only when the user asked for a new whole (another
corpus, another focus, Show Everything): a legend click or a curation edit keeps the zoom.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from explorer.app.canvas.label_item import label_size
from explorer.app.canvas.labels import MAX_INFLATE, MIN_NODE_PIXELS, TYPICAL_RADIUS
from explorer.state.filters import CONCEPT_TYPES

#: Revealing a selected node zooms in at most this far.
MAX_ZOOM_ON_REVEAL = 1.6
#: Zoom limits (view scale factors).
MIN_ZOOM, MAX_ZOOM = 0.02, 20.0
#: Scene units left around framed nodes (twice that on the sides, for labels).
FRAME_MARGIN = 40.0
#: Fit never zooms in further than this (a three-node view is not drawn huge).
MAX_FIT_ZOOM = 2.5
#: Pixels left around the picture by a Fit.
FIT_MARGIN = 12


class ZoomAndFraming:
    """Zooming and framing for a ``QGraphicsView`` with ``nodes``, ``legend`` and labels."""

    framed = True  # the user has not moved the view since the last Fit
    _fit_next = True  # the next finished picture is fitted
    _kept_centre: QPointF | None = None  # scene point at the centre, kept across a rebuild
    _refit_timer: QTimer | None = None

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
        self.framed = False
        self._schedule_labels()

    def zoom(self) -> float:
        """Current scale factor of the view."""
        return self.transform().m11()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        factor = 1.0015 ** event.angleDelta().y()
        if MIN_ZOOM < self.zoom() * factor < MAX_ZOOM:
            self.scale(factor, factor)
            self.framed = False
            self._schedule_labels()

    def zoom_by(self, factor: float) -> None:
        """Zoom around the centre of the view."""
        if MIN_ZOOM < self.zoom() * factor < MAX_ZOOM:
            anchor = self.transformationAnchor()
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            self.scale(factor, factor)
            self.setTransformationAnchor(anchor)
            self.framed = False
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
        self.framed = False  # a part is framed: a resize must not fit the whole picture again
        self._schedule_labels()

    def _picture_rect(self, zoom: float, drawn: np.ndarray, labelled: np.ndarray) -> QRectF:
        """Scene rectangle of every node and of the ``labelled`` ones' labels, drawn at ``zoom``.

        ``drawn``: the nodes as :meth:`_drawn` gives them (gathered once for several zooms);
        ``labelled``: a mask of the nodes whose label counts.
        """
        x, y, radius, width, height = drawn
        level = self.detail_level
        most = max(1.0, min(MAX_INFLATE, level.max_inflation))
        inflation = min(max(MIN_NODE_PIXELS / (TYPICAL_RADIUS * zoom), 1.0), most)
        reach = (radius + 5) * inflation  # the item's bounds: shape, ring, outline
        left, right = (x - reach).min(), (x + reach).max()
        top, low = (y - reach).min(), (y + reach).max()
        if labelled.any():
            # Labels keep their screen size: in scene units they grow as the view zooms out.
            half = width[labelled] / 2 / zoom
            at = x[labelled]
            # Under the node, or above it where under collided: room is left for either (a
            # label beside its node or off it is placed only where it is wholly on screen).
            spill = radius[labelled] * inflation + (2 + height[labelled]) / zoom
            left, right = min(left, (at - half).min()), max(right, (at + half).max())
            low = max(low, (y[labelled] + spill).max())
            top = min(top, (y[labelled] - spill).min())
        return QRectF(left, top, right - left, low - top)

    def _drawn(self) -> np.ndarray:
        """Rows x, y, radius, label width and height of every node (for :meth:`_picture_rect`)."""
        rows = []
        for item in self.nodes.values():
            size = label_size(item.label_text, item.selected)
            rows.append((item.x(), item.y(), item.radius, size.width(), size.height()))
        return np.asarray(rows, dtype=float).T

    def fit(self) -> None:
        """Zoom so that the whole view graph and its shown labels are visible beside the legend.

        Which labels show depends on the zoom, and how much room a label takes in the scene
        too: the nodes are fitted first, then the labels that zoom shows are taken in, a few
        rounds, always from the same start (so Fit twice gives the same picture).
        """
        self.framed = True
        if not self.nodes:
            return
        viewport = self.viewport().rect()
        # Leave the legend's column free on the left.
        room_w = max(viewport.width() - self.legend.width() - 10 - 2 * FIT_MARGIN, 50)
        room_h = max(viewport.height() - 2 * FIT_MARGIN, 50)
        drawn = self._drawn()
        items = list(self.nodes.values())

        def fitting(labelled: np.ndarray) -> float:
            zoom = MAX_FIT_ZOOM  # labels take more scene room as the zoom falls: from above
            for _ in range(8):
                rect = self._picture_rect(zoom, drawn, labelled)
                best = min(room_w / max(rect.width(), 1e-6), room_h / max(rect.height(), 1e-6))
                better = min(max(best, MIN_ZOOM), MAX_FIT_ZOOM)
                if abs(better - zoom) < 1e-4 * zoom:
                    break
                zoom = better
            return zoom

        labelled = np.zeros(len(items), dtype=bool)
        for _ in range(3):
            zoom = fitting(labelled)
            self._frame(zoom, self._picture_rect(zoom, drawn, labelled))
            self.detail_level.update(self)
            shown = self.detail_level.labelled
            now = np.fromiter((item in shown for item in items), dtype=bool, count=len(items))
            if (now & ~labelled).sum() == 0:
                break
            labelled |= now
        self._schedule_labels()

    def _frame(self, zoom: float, rect: QRectF) -> None:
        self.resetTransform()
        self.scale(zoom, zoom)
        shift = (self.legend.width() + 10) / 2 / zoom  # centre in the room right of the legend
        self.centerOn(rect.center() - QPointF(shift, 0))

    def frame_next(self) -> None:
        """Fit the next finished picture (now, if none is coming)."""
        self._fit_next = True
        if not self.layout_pending():
            self._fit_next = False
            self.fit()

    def show_everything(self) -> None:
        """Every node of the graph: no focus, every type, papers, generic concepts, every year,
        no family grouping, no minimum, no cut; fitted."""
        graph = self.model.graph
        self.model.set_filters(
            focus=None,
            types=frozenset(CONCEPT_TYPES),
            show_papers=True,
            include_generic=True,
            years=None,
            group_by_family=False,
            min_degree=0,
            limit=max(self.model.filters.limit, graph.number_of_nodes()),
        )
        self.frame_next()

    def keep_centre(self) -> None:
        """Remember the scene point at the centre, for :meth:`frame_after_build`."""
        self._kept_centre = self.mapToScene(self.viewport().rect().center())

    def frame_after_build(self, fit: bool) -> None:
        """A new picture is drawn: fit it if asked, else keep the zoom and the centre."""
        if fit or self._fit_next:
            self._fit_next = False
            self.fit()
        elif self._kept_centre is not None:
            self.centre_on(self._kept_centre)
        self._kept_centre = None

    def centre_on(self, point: QPointF) -> None:
        """Scroll so that ``point`` is where ``mapToScene`` finds the viewport's centre."""
        self.centerOn(point)
        # centerOn lands a pixel off (it rounds the other way than mapToScene): undone, or
        # every legend click, every saved and reopened view would creep the picture a pixel.
        error = (self.mapToScene(self.viewport().rect().center()) - point) * self.zoom()
        for bar, off in (
            (self.horizontalScrollBar(), error.x()),
            (self.verticalScrollBar(), error.y()),
        ):
            bar.setValue(bar.value() - round(off))

    def refit_if_framed(self) -> None:
        """The canvas changed size: a framed picture is fitted again (once the resizing stops)."""
        if not self.framed or not self.nodes:
            return
        if self._refit_timer is None:
            self._refit_timer = QTimer(self, singleShot=True, interval=0)
            self._refit_timer.timeout.connect(lambda: self.framed and self.fit())
        self._refit_timer.start()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._press_scroll = (self.horizontalScrollBar().value(), self.verticalScrollBar().value())
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().mouseReleaseEvent(event)
        scroll = (self.horizontalScrollBar().value(), self.verticalScrollBar().value())
        if scroll != getattr(self, "_press_scroll", scroll):
            self.framed = False  # the user dragged the picture aside
