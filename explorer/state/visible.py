"""The part of the graph the canvas shows, kept up to date as the state changes.

A mixin of :class:`explorer.state.app_state.AppState` (it reads the state's graph, filters,
selection and path, and emits its ``viewChanged``). Only a graph or filter change
recomputes the filtered part; given a :class:`ViewWorker`, graphs of ``async_view_from``
nodes or more have it computed there. The pinned nodes (selection, focus, path) are added
on top, which is cheap.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import networkx as nx

from explorer.graph.bulk import edge_count, release
from explorer.graph.index import graph_index
from explorer.graph.views import with_nodes
from explorer.state import view_filter

#: From this many nodes on, the filtered view is computed by the worker (off the GUI thread).
ASYNC_VIEW_FROM = 5000


class ViewWorker(Protocol):
    """Computes views away from the state's thread; answers with :meth:`AppState.receive_view`
    or :meth:`AppState.view_failed` back on it, for the newest request only."""

    def request(self, call: Callable[[], nx.Graph]) -> None: ...

    def cancel(self) -> None: ...

    def pending(self) -> bool: ...

    def wait(self) -> None: ...


class VisibleView:
    """``view_graph``: the filtered view plus the pinned nodes; ``viewChanged`` when it changes."""

    def __init__(self, worker: ViewWorker | None = None) -> None:
        self.worker = worker
        self.async_view_from = ASYNC_VIEW_FROM
        self.view_graph: nx.Graph = nx.Graph()
        self._base: nx.Graph | None = None  # the filtered view, before pinned nodes
        self._base_filters: object = None  # the filters _base was made for
        self._force_next = False
        #: A graph shown instead of the filtered view (similarity mode), pins not added.
        self.fixed_view: nx.Graph | None = None

    def pinned(self) -> set[str]:
        """Nodes shown whatever the filters say: selection, focus and path."""
        nodes = set(self.path) | set(self.path_ends)
        for node in (self.selection, self.filters.focus):
            if node is not None:
                nodes.add(node)
        return {n for n in nodes if n in self.graph}

    def hidden_count(self) -> int:
        """How many nodes the filters and the overview limit leave out.

        Families no paper names (``derived``) are not counted: views show them only
        when linked, so no filter could bring them back.
        """
        derived = graph_index(self.graph).derived
        shown = sum(1 for n in self.view_graph if n not in derived)
        return self.graph.number_of_nodes() - len(derived) - shown

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
        view = self.fixed_view
        if view is None:
            pins = view_filter.shown_pins(self._base, self.filters, self.pinned())
            view = with_nodes(self.graph, self._base, pins, self.path)
        if not force and (
            view is self.view_graph
            or (  # the cheap comparisons first: 20,000-node views come here
                len(view) == len(self.view_graph)
                and edge_count(view) == edge_count(self.view_graph)
                and set(view) == set(self.view_graph)
            )
        ):
            return
        old, self.view_graph = self.view_graph, view
        if old is not view and old is not self._base:
            release(old)  # its cached views would keep it for the collector
        self.viewChanged.emit()
