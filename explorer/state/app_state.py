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

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

import networkx as nx
from psygnal import Signal

from explorer.graph.views import with_nodes
from explorer.state import view_filter
from explorer.state.filters import ViewFilters
from explorer.state.history import History

#: From this many nodes on, the filtered view is computed off the GUI thread.
ASYNC_VIEW_FROM = 5000


class ViewWorker(Protocol):
    """Computes views away from the state's thread; answers with :meth:`AppState.receive_view`
    or :meth:`AppState.view_failed` back on it, for the newest request only."""

    def request(self, call: Callable[[], nx.Graph]) -> None: ...

    def cancel(self) -> None: ...

    def pending(self) -> bool: ...

    def wait(self) -> None: ...


class AppState:
    """Owns the graph and all view state; emits a signal for every change."""

    graphChanged = Signal()
    selectionChanged = Signal(object)  # node id or None
    filtersChanged = Signal()
    historyChanged = Signal()
    pathChanged = Signal()
    viewChanged = Signal()
    highlightChanged = Signal()

    def __init__(self, worker: ViewWorker | None = None) -> None:
        self.graph: nx.Graph = nx.Graph()
        self.source: list[str] = []
        self.selection: str | None = None
        self.filters = ViewFilters()
        self.view_graph: nx.Graph = nx.Graph()
        self.history = History()
        self.path_mode = False
        self.path_ends: list[str] = []
        self.path: list[str] = []
        #: (paper, start, end): a span of that paper's abstract to mark, e.g. a claim's sentence.
        self.highlight: tuple[str, int, int] | None = None
        self.async_view_from = ASYNC_VIEW_FROM
        self._base: nx.Graph | None = None  # the filtered view, before pinned nodes
        self._base_filters: ViewFilters | None = None
        self._force_next = False
        self.worker = worker

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
        self.path = self.path if all(kept(n) for n in self.path) else []
        if not kept(self.filters.focus):
            self.filters = replace(self.filters, focus=None)
        self.graphChanged.emit()
        self.selectionChanged.emit(self.selection)
        self.historyChanged.emit()
        self.pathChanged.emit()
        self.filtersChanged.emit()
        self._refresh_view(force=True)

    # -- selection and history ----------------------------------------------
    def select(self, node: str | None, *, record: bool = True) -> None:
        """Select ``node`` (None clears); ``record`` pushes the old selection on Back."""
        if node is not None and node not in self.graph:
            return
        if node == self.selection:
            return
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
        self.path = []
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
        """Find and show the shortest path between two nodes; return it ([] if none)."""
        self.path_ends = [source, target]
        self.path = view_filter.path_between(self.graph, source, target, self.filters)
        self.pathChanged.emit()
        self._refresh_view()
        return self.path

    def _set_path_ends(self, ends: list[str]) -> None:
        self.path_ends = ends
        self.path = []
        self.pathChanged.emit()

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

    # -- the visible part ----------------------------------------------------
    def pinned(self) -> set[str]:
        """Nodes shown whatever the filters say: selection, focus and path."""
        nodes = set(self.path) | set(self.path_ends)
        for node in (self.selection, self.filters.focus):
            if node is not None:
                nodes.add(node)
        return {n for n in nodes if n in self.graph}

    def hidden_count(self) -> int:
        """How many nodes the filters and the overview limit leave out."""
        return self.graph.number_of_nodes() - self.view_graph.number_of_nodes()

    def view_pending(self) -> bool:
        """True while the view of the current graph and filters is computed in the background."""
        return self._base is None and self.worker is not None and self.worker.pending()

    def wait_for_view(self) -> None:
        """Block until a background view computation is over (its result still comes queued)."""
        if self.worker is not None:
            self.worker.wait()

    def _refresh_view(self, force: bool = False) -> None:
        if force or self._base_filters != self.filters:
            self._base_filters = self.filters
            self._base = None
            self._force_next = force
            big = self.graph.number_of_nodes() >= self.async_view_from
            if self.worker is not None and big:
                if force:  # a new graph: nothing of the old one may stay on the canvas
                    self.view_graph = nx.Graph()
                graph, filters = self.graph, self.filters
                self.worker.request(lambda: view_filter.filtered_view(graph, filters))
                return
            if self.worker is not None:
                self.worker.cancel()
            self._base = view_filter.filtered_view(self.graph, self.filters)
        elif self._base is None:
            return  # being computed: the pinned nodes are added when it arrives
        self._show()

    def receive_view(self, base: nx.Graph) -> None:
        """The worker's answer: the filtered view of the current graph and filters."""
        self._base = base
        self._show()

    def view_failed(self, message: str) -> None:
        """The worker hit a bug (already reported): compute here so the canvas still updates."""
        self.receive_view(view_filter.filtered_view(self.graph, self.filters))

    def _show(self) -> None:
        """Add the pinned nodes to the filtered view; signal if the picture changes."""
        force, self._force_next = self._force_next, False
        view = with_nodes(self.graph, self._base, self.pinned(), self.path)
        if not force and (
            view is self.view_graph
            or (
                view.number_of_edges() == self.view_graph.number_of_edges()
                and set(view) == set(self.view_graph)
            )
        ):
            return
        self.view_graph = view
        self.viewChanged.emit()
