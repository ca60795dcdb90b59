"""The application state every view observes: graph, selection, history, filters, path.

No Qt: events are :mod:`psygnal` signals (as in napari), emitted on the thread that
changed the state. The graph view and the detail pane never call each other; they
change this state and redraw when it signals. ``view_graph`` is the part of the graph
the canvas shows, recomputed whenever the graph, the filters or the pinned nodes
(selection, path) change. Only a graph or filter change recomputes the filtered part;
given a :class:`ViewWorker` (the app's runs a Qt thread), graphs of
``async_view_from`` nodes or more have it computed there, and ``viewChanged`` comes
when it is done. A published ``view_graph`` is never changed in place (workers lay it
out): it is replaced.

Examples
--------
>>> state = AppState()
>>> seen = []
>>> _ = state.selectionChanged.connect(seen.append)
>>> state.set_graph(nx.path_graph(["a", "b"]))
>>> state.select("a"); state.select("b"); state.back()
>>> seen, state.selection, state.can_go_forward()
([None, 'a', 'b', 'a'], 'a', True)
"""

from __future__ import annotations

from dataclasses import replace

import networkx as nx
from psygnal import Signal

from explorer.graph.paths import ConnectionPath, why_connected
from explorer.graph.similar_view import SimilarityView, similarity_view
from explorer.state.filters import ViewFilters
from explorer.state.history import History
from explorer.state.visible import ViewWorker, VisibleView


class AppState(VisibleView):
    """Owns the graph and all view state; emits a signal for every change."""

    graphChanged = Signal()
    selectionChanged = Signal(object)  # node id or None
    filtersChanged = Signal()
    historyChanged = Signal()
    pathChanged = Signal()
    viewChanged = Signal()
    highlightChanged = Signal()
    similarChanged = Signal()

    def __init__(self, worker: ViewWorker | None = None) -> None:
        super().__init__(worker)
        self.graph: nx.Graph = nx.Graph()
        self.source: list[str] = []
        self.selection: str | None = None
        self.filters = ViewFilters()
        self.history = History()
        self.path_mode = False
        self.path_ends: list[str] = []
        self.path: list[str] = []
        #: The cheapest paths between the two ends (:func:`explorer.graph.paths.why_connected`);
        #: ``path`` is the nodes of the one shown.
        self.paths: list[ConnectionPath] = []
        #: Similarity mode: the canvas shows this paper and its most similar papers.
        self.similar: SimilarityView | None = None
        #: Searches the paths of big graphs in the background (None: always here).
        self.path_worker: ViewWorker | None = None
        #: (paper, start, end): a span of that paper's abstract to mark, e.g. a claim's sentence.
        self.highlight: tuple[str, int, int] | None = None

    # -- graph ---------------------------------------------------------------
    def set_graph(self, graph: nx.Graph, source: list[str] | None = None) -> None:
        """Replace the graph; selection, history, focus and path start afresh."""
        self.source = list(source or [])
        self.highlight = None
        self._reset(graph, keep=False)

    def update_graph(self, graph: nx.Graph) -> None:
        """Swap in an edited version of the same corpus (curation): selection, history,
        focus and path stay wherever their nodes still exist."""
        self._reset(graph, keep=True)

    def _reset(self, graph: nx.Graph, *, keep: bool) -> None:
        """Show ``graph``; keep what of the selection, history, path and focus it still has."""
        self.graph = graph

        def kept(node: str | None) -> bool:
            return keep and node in graph

        if not kept(self.selection):
            self.selection = None
        if keep:
            self.history.keep_only(graph)
        else:
            self.history.clear()
        self.path_ends = [n for n in self.path_ends if kept(n)]
        if not all(kept(n) for n in self.path):
            self.path, self.paths = [], []
        self.similar = None  # rebuilt from the new graph if asked again
        self.fixed_view = None
        if not kept(self.filters.focus):
            self.filters = replace(self.filters, focus=None)
        self.graphChanged.emit()
        self.selectionChanged.emit(self.selection)
        self.historyChanged.emit()
        self.pathChanged.emit()
        self.similarChanged.emit()
        self.filtersChanged.emit()
        self._refresh_view(force=True)

    # -- selection and history ----------------------------------------------
    def select(self, node: str | None, *, record: bool = True) -> None:
        """Select ``node`` (None clears); ``record`` pushes the old selection on Back."""
        if node is not None and node not in self.graph:
            return
        if node == self.selection:
            return
        if self.similar is not None and node is not None and node not in self.similar.graph:
            self.leave_similar()
        if record and self.selection is not None:
            self.history.leave(self.selection)
        self.selection = node
        self.selectionChanged.emit(node)
        self.historyChanged.emit()
        self._refresh_view()

    def can_go_back(self) -> bool:
        """Whether Back has somewhere to go."""
        return self.history.can_go_back()

    def can_go_forward(self) -> bool:
        """Whether Forward has somewhere to go."""
        return self.history.can_go_forward()

    def back(self) -> None:
        """Return to the previous selection, like a browser's Back."""
        if self.history.can_go_back():
            self._go(self.history.back(self.selection))

    def forward(self) -> None:
        """Undo a Back."""
        if self.history.can_go_forward():
            self._go(self.history.forward(self.selection))

    def _go(self, node: str) -> None:
        self.selection = node
        self.selectionChanged.emit(node)
        self.historyChanged.emit()
        self._refresh_view()

    # -- filters -------------------------------------------------------------
    def set_filters(self, **changes: object) -> None:
        """Change some filters (names of :class:`ViewFilters` fields)."""
        new = replace(self.filters, **changes)
        if new == self.filters:
            return
        self.filters = new
        self.filtersChanged.emit()
        self._refresh_view()

    def focus(self, node: str | None) -> None:
        """Show only the neighbourhood of ``node`` (None shows the whole graph)."""
        if node is not None and node not in self.graph:
            return
        self.set_filters(focus=node)

    def show_more(self) -> None:
        """Let the overview show twice as many nodes."""
        self.set_filters(limit=self.filters.limit * 2)

    # -- path mode -----------------------------------------------------------
    def set_path_mode(self, on: bool) -> None:
        """In path mode, the next two picked nodes are joined by a shortest path."""
        self.path_mode = on
        self.path_ends = []
        self.path, self.paths = [], []
        self.pathChanged.emit()
        self._refresh_view()

    def pick(self, node: str) -> None:
        """A node was clicked: select it and, in path mode, use it as a path end."""
        if node not in self.graph:
            return
        if self.path_mode:
            if len(self.path_ends) == 1 and self.path_ends[0] != node:
                self.set_path(self.path_ends[0], node)
            else:
                self._set_path_ends([node])
        self.select(node)

    def start_path_from(self, node: str) -> None:
        """Enter path mode with ``node`` as the first end; the next pick is the other."""
        if node not in self.graph:
            return
        self.path_mode = True
        self._set_path_ends([node])
        self._refresh_view()

    def set_path(self, source: str, target: str) -> list[str]:
        """Find the cheapest paths between two nodes and show the first; return it ([] if none).

        The paths avoid generic hubs (:func:`explorer.graph.paths.why_connected`); the canvas
        shows every node of the path shown, whatever the filters. With a ``path_worker`` and
        ``async_view_from`` nodes or more, they are searched there: [] is returned and
        ``pathChanged`` comes again with them (:meth:`receive_paths`).
        """
        if source not in self.graph or target not in self.graph:
            return []
        self.leave_similar()
        self.path_ends = [source, target]
        graph = self.graph
        if self.path_worker is not None and len(graph) >= self.async_view_from:
            # Yen's algorithm takes about a second on 10,000 papers: off the GUI thread.
            self.paths, self.path = [], []
            self.path_worker.request(lambda: (source, target, why_connected(graph, source, target)))
            self.pathChanged.emit()  # the ends are known, their paths pending
            return []
        self._show_paths(why_connected(graph, source, target))
        return self.path

    def receive_paths(self, found: tuple[str, str, list[ConnectionPath]]) -> None:
        """The path worker's answer, shown if its ends are still the wanted ones."""
        source, target, paths = found
        if self.path_ends == [source, target] and all(n in self.graph for n in (source, target)):
            self._show_paths(paths)

    def paths_failed(self, message: str) -> None:
        """The path worker hit a bug (already reported): search here, so an answer still comes."""
        if len(self.path_ends) == 2:
            self._show_paths(why_connected(self.graph, *self.path_ends))

    def paths_pending(self) -> bool:
        """True while the paths between the two ends are searched in the background."""
        return self.path_worker is not None and self.path_worker.pending()

    def _show_paths(self, paths: list[ConnectionPath]) -> None:
        self.paths = paths
        self.path = paths[0].nodes if paths else []
        self.pathChanged.emit()
        self._refresh_view()

    def show_path(self, index: int) -> None:
        """Show the ``index``-th of the found paths instead."""
        if 0 <= index < len(self.paths) and self.path != self.paths[index].nodes:
            self.path = self.paths[index].nodes
            self.pathChanged.emit()
            self._refresh_view()

    def _set_path_ends(self, ends: list[str]) -> None:
        self.path_ends = ends
        self.path, self.paths = [], []
        self.pathChanged.emit()

    # -- similarity mode -----------------------------------------------------
    def show_similar(self, paper: str) -> None:
        """Show ``paper`` and its most similar papers instead of the filtered view."""
        if paper not in self.graph or self.graph.nodes[paper].get("kind") != "paper":
            return
        self.similar = similarity_view(self.graph, paper)
        self.fixed_view = self.similar.graph
        self.similarChanged.emit()
        self.select(paper)
        self._refresh_view()

    def leave_similar(self) -> None:
        """Back to the filtered view."""
        if self.similar is None:
            return
        self.similar = self.fixed_view = None
        self.similarChanged.emit()
        self._refresh_view()

    # -- highlight -----------------------------------------------------------
    def show_in_abstract(self, paper: str, start: int, end: int) -> None:
        """Select ``paper`` and mark ``start:end`` of its abstract (its detail page shows it)."""
        if paper not in self.graph:
            return
        self.highlight = (paper, start, end)
        self.select(paper)
        self.highlightChanged.emit()

    def abstract_mark(self) -> tuple[int, int] | None:
        """The span of the selected paper's abstract to mark, if any."""
        if self.highlight is None or self.highlight[0] != self.selection:
            return None
        return self.highlight[1], self.highlight[2]
