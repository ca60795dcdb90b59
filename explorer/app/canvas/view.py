"""The graph canvas: observes the model, lays out off the GUI thread, draws and interacts.

Items are made in time slices (:mod:`explorer.app.canvas.scene_sync`), so the window
answers while a 20,000-node picture is drawn; the positions of big unfiltered
views are kept in the cache (:mod:`explorer.layouts.memory`).
"""

from __future__ import annotations

import itertools

import networkx as nx
from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from explorer import heap
from explorer.app.canvas.arrangement import Arrangement
from explorer.app.canvas.community_tints import CommunityTints
from explorer.app.canvas.dense_layer import DenseMode
from explorer.app.canvas.empty_hint import EmptyHint
from explorer.app.canvas.highlight import Highlighter
from explorer.app.canvas.items import EdgeItem, NodeItem
from explorer.app.canvas.label_item import CALLOUT, slot_anchor, slot_box
from explorer.app.canvas.labels import LevelOfDetail
from explorer.app.canvas.legend import Legend
from explorer.app.canvas.node_menu import node_menu
from explorer.app.canvas.path_framing import PathFraming
from explorer.app.canvas.scene_index import SceneIndex
from explorer.app.canvas.scene_sync import sync_steps
from explorer.app.canvas.sliced import SlicedWork
from explorer.app.canvas.style import theme_colors
from explorer.app.canvas.zoom import ZoomAndFraming
from explorer.app.layout.job import LayoutRunner
from explorer.layouts.memory import REMEMBER_FROM, LayoutMemory, is_remembered
from explorer.render.detail_html import tooltip_html
from explorer.state.app_state import AppState


class GraphView(Arrangement, ZoomAndFraming, QGraphicsView):
    """Draws ``model.view_graph``; clicks select, double-clicks focus, hover highlights."""

    layoutApplied = Signal()
    layoutFailed = Signal(str)

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.colors = theme_colors(False)
        scene = QGraphicsScene(self)
        # The BSP index made a 10,000-node first paint take about a minute.
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        # Every item sets its own pen and brush: no saving the painter around 50,000 items.
        self.setOptimizationFlags(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.index = SceneIndex()  # which item draws which node and edge
        self.raw_positions: dict[str, tuple[float, float]] = {}
        self.hovered: str | None = None
        self.highlighter = Highlighter(scene)
        self.detail_level = LevelOfDetail()
        self.dense = DenseMode(self)  # big zoomed-out views draw as one layer
        self.tints = CommunityTints(self)  # communities: soft areas, one name each
        self._scale = 1.0
        self._center_next: str | None = None
        self._from_canvas = False
        self.layouts = LayoutRunner(self)
        self.layouts.done.connect(self._on_layout)
        self.layouts.failed.connect(self.layoutFailed)
        #: Where positions of big unfiltered views are kept (None: not kept).
        self.layout_memory: LayoutMemory | None = None
        self.remember_from = REMEMBER_FROM  # nodes a view needs for its positions to be kept
        self.laid_out: dict[str, tuple[float, float]] = {}  # as the layout gave them
        self.builder = SlicedWork(self)
        self.builder.finished.connect(self._build_done)
        self._shown_focus: str | None = None  # the focus of the picture on screen
        self._focus_changed = False
        self._positions_source: list[str] = []  # the corpus raw_positions belong to
        self.legend = Legend(model, self)
        self.empty_hint = EmptyHint(self)  # says so when the filters leave nothing
        self._reveal_next = False
        self._selection_timer = QTimer(self, singleShot=True, timeout=self._show_selection)
        self._label_timer = QTimer(self, singleShot=True, interval=40, timeout=self.update_labels)
        self._labels_soon = QTimer(self, singleShot=True, timeout=self.update_labels)
        self.horizontalScrollBar().valueChanged.connect(self._schedule_labels)
        self.verticalScrollBar().valueChanged.connect(self._schedule_labels)
        model.graphChanged.connect(self.clear)
        model.viewChanged.connect(self.schedule_layout)
        model.selectionChanged.connect(self.on_selection)
        model.pathChanged.connect(self.restyle)
        self.path_framing = PathFraming(self, self)  # a found path is zoomed to
        self.set_dark(False)

    @property
    def nodes(self) -> dict[str, NodeItem]:
        """Node id -> the item drawing it (read-only: :attr:`index` keeps it)."""
        return self.index.nodes

    @property
    def edges(self) -> list[EdgeItem]:
        """The edge items on the scene (read-only: :attr:`index` keeps them)."""
        return self.index.edges

    def clear(self) -> None:
        """Forget every item; positions too, unless the graph is an edit of the same corpus.

        A new corpus starts from a fresh layout; after a curation edit (same
        source files) the nodes that stay keep their places.
        """
        self._end_build()
        self.layouts.cancel()  # a layout of the old graph must not be drawn
        self.detail_level.forget()
        self.dense.forget()
        self.tints.forget()
        self.scene().clear()  # 3x faster than 50,000 removeItem calls; takes the veil too
        self.highlighter = Highlighter(self.scene())
        self.highlighter.set_color(self.colors["background"])
        self.index.clear()
        if self.model.source != self._positions_source or not self.model.source:
            self.raw_positions, self.laid_out = {}, {}
            self._positions_source = list(self.model.source)
            self._fit_next = True  # another corpus: show all of it
        self.hovered = None

    # -- layout ----------------------------------------------------------------
    def layout_pending(self) -> bool:
        """True until the picture of the current view is complete (computed, laid out, drawn)."""
        return self.model.view_pending() or self.layouts.pending() or self.builder.running()

    def schedule_layout(self) -> None:
        """Lay out the model's view graph in the worker thread."""
        graph = self.model.view_graph  # never changed in place: the worker may read it
        previous = {n: self.raw_positions[n] for n in graph if n in self.raw_positions}
        remembered = is_remembered(graph, self.model.filters, self.remember_from)
        if self.layout_memory is not None and len(previous) < len(graph) and remembered:
            self.layouts.request(graph, {}, self.layout_memory, self.arranger())
        else:
            self.layouts.request(graph, previous, arrange=self.arranger())

    def _on_layout(self, graph: nx.Graph, laid_out: object) -> None:
        """Draw ``graph`` from a layout's positions, or (positions, their arrangement)."""
        points, positions = self.placed(laid_out)
        self.raw_positions.update(positions)
        focus = self.model.filters.focus
        self._focus_changed, self._shown_focus = focus != self._shown_focus, focus
        self.keep_centre()
        steps = itertools.chain(sync_steps(self, graph, points), self.dense.rebuild_steps())
        big = graph.number_of_nodes() >= self.dense.dense_from  # see explorer.heap
        self.builder.start(heap.collector_held(steps, big))
        if self.builder.running():
            # Half-built 20,000-node frames cost 0.5 s each: keep the last picture till done.
            self.viewport().setUpdatesEnabled(False)

    def finish_drawing(self) -> None:
        """Make the rest of the items now, if a picture is still being drawn."""
        self.builder.finish()

    def _end_build(self) -> None:
        self.builder.cancel()
        self.viewport().setUpdatesEnabled(True)

    def _build_done(self) -> None:
        self.viewport().setUpdatesEnabled(True)
        self.detail_level.rerank()
        self.dense.restart()
        self.tints.refresh()
        self.frame_after_build(self._focus_changed)
        if self._center_next in self.nodes:
            self.reveal(self._center_next)
        self._center_next = None
        self.restyle()
        self.legend.refresh()
        self.layoutApplied.emit()

    def tooltip_for(self, node: str) -> str:
        """The escaped rich-text tooltip of ``node``."""
        return tooltip_html(self.model.graph, node)

    def node_clicked(self, node: str, focus: bool = False) -> None:
        """A click selects a node (a path end in path mode); ``focus`` also focuses on it."""
        self._from_canvas = True  # the user sees the node: no need to bring it into view
        try:
            self.model.pick(node)
            if focus:
                self.model.focus(node)
        finally:
            self._from_canvas = False

    def node_double_clicked(self, node: str) -> None:
        """A double-click: select the node and focus on its neighbourhood."""
        self.node_clicked(node, focus=True)

    def node_moved(self, item: NodeItem) -> None:
        """A node was dragged: the next layout starts from where the user put it."""
        self.raw_positions[item.node] = (item.x() / self._scale, -item.y() / self._scale)
        self.dense.invalidate(soon=True)
        self.tints.node_moved(item.node)
        self.detail_level.moved()
        self._schedule_labels()

    def on_selection(self, node: str | None) -> None:
        """Mark the new selection and bring it into view unless it was clicked here.

        The detail pane shows the selection first: the labels wait for the next turn of the
        event loop (10 ms in the overview); in a big view, everything does (a tenth of a second).
        """
        self._reveal_next = node is not None and not self._from_canvas
        if len(self.nodes) >= self.dense.dense_from:
            self._selection_timer.start()
        else:
            self._show_selection(labels_later=True)

    def _show_selection(self, labels_later: bool = False) -> None:
        node = self.model.selection
        self.restyle(labels_later)
        if node is None or not self._reveal_next:
            return
        if node in self.nodes and not self.layout_pending():
            self.reveal(node)
        else:
            self._center_next = node

    def node_at(self, point) -> NodeItem | None:
        """The topmost shown node under a viewport point (labels and edges let clicks through)."""
        return next((i for i in self.items(point) if isinstance(i, NodeItem)), None)

    def contextMenuEvent(self, event) -> None:  # noqa: N802 (Qt override)
        item = self.node_at(event.pos()) or self.nodes.get(self.dense.node_near(event.pos()))
        if item is not None:
            node_menu(self, item).exec(event.globalPos())

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.key() == Qt.Key.Key_Escape:
            if self.model.path_mode:
                self.model.set_path_mode(False)
            elif self.model.filters.focus is not None:
                self.model.focus(None)
            return
        super().keyPressEvent(event)

    def hover(self, node: str | None) -> None:
        """Light ``node`` and its neighbours, dim the rest (None restores)."""
        self.hovered = node
        self.restyle()

    def restyle(self, labels_later: bool = False) -> None:
        """Apply selection, path and hover emphasis; relabel now or at the next turn."""
        model = self.model
        self.highlighter.apply(
            self.index.nodes, self.index.edge_index, model.selection, model.path, self.hovered
        )
        self._labels_soon.start() if labels_later else self.update_labels()

    # -- labels: level of detail -------------------------------------------
    def update_labels(self) -> None:
        """Label the most important nodes that fit on screen without overlapping."""
        self.detail_level.update(self)
        self.dense.update()

    def _schedule_labels(self, *_: object) -> None:
        self.dense.update()  # before the next frame: a dense frame of 20,000 items is slow
        self._label_timer.start()

    def label_rect(self, item: NodeItem, slot: int | None = None) -> QRectF:
        """Where ``item``'s label is (None) or would be in ``slot``, on screen, in pixels."""
        slot = item.label_slot if slot is None else slot
        centre = self.viewportTransform().map(item.pos())
        if slot == CALLOUT and item.has_label():
            return item.label.box().translated(centre)
        slot = max(slot, 0)
        dx, dy = slot_anchor(slot, item.label_reach() * self.zoom())
        return slot_box(slot, item.label_box()).translated(centre.x() + dx, centre.y() + dy)

    # -- zoom and theme ------------------------------------------------------
    def set_dark(self, dark: bool) -> None:
        """Switch canvas colours."""
        self.colors.update(theme_colors(dark))
        self.setBackgroundBrush(self.colors["background"])
        self.highlighter.set_color(self.colors["background"])
        self.legend.set_dark(dark)
        for edge in self.edges:  # their colours are mixed with the background
            edge.restyle()
        for item in self.nodes.values():  # dark greys must stand out on the dark canvas
            item.recolor()
        self.dense.invalidate()
        self.dense.update()
        self.viewport().update()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.legend.place()
        self.refit_if_framed()
        self._schedule_labels()
