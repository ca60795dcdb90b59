"""The search box: ranked completions of node names; Enter or a click selects one.

Each keystroke ranks the nodes with :func:`explorer.graph.ranking.rank` over an index
built once per graph (in a worker thread for a big graph) and shows the hits, best first,
with their type and paper count (:mod:`explorer.app.window.search_rows`). Enter picks the
highlighted row, else the best hit. When the selection changes elsewhere (canvas, detail
pane, Back), the box shows the new selection's name, or clears.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Signal
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from explorer.app.background import LatestOnly
from explorer.app.window.search_rows import LABEL_ROLE, NODE_ROLE, HitDelegate, HitModel
from explorer.graph.ranking import SearchIndex, rank
from explorer.graph.search import lookup
from explorer.state.app_state import AppState

#: Rows the popup holds; more would only be scrolled past.
MAX_HITS = 50


class SearchBox(QLineEdit):
    """Line edit with a ranked completer; emits ``found(node)`` and selects it in the model."""

    found = Signal(str)
    notFound = Signal(str)

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.index: SearchIndex | None = None
        self.setPlaceholderText("Find a paper or concept…  type:dataset  (Ctrl+F)")
        self.setClearButtonEnabled(True)
        self.hits = HitModel(self)
        completer = QCompleter(self.hits, self)
        # The rows arrive ranked: the completer shows them as they are.
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCompletionRole(LABEL_ROLE)
        completer.setMaxVisibleItems(15)
        popup = completer.popup()
        popup.setItemDelegate(HitDelegate(popup))
        popup.setUniformItemSizes(True)
        popup.setMinimumWidth(420)
        self.setCompleter(completer)
        completer.activated[QModelIndex].connect(self._activated)
        self.textEdited.connect(self.update_hits)
        self.returnPressed.connect(self._return_pressed)
        self._gathering = LatestOnly(self)
        self._gathering.done.connect(self._set_index)
        model.graphChanged.connect(self.refresh)
        model.selectionChanged.connect(self.follow_selection)

    def refresh(self) -> None:
        """Index the model's graph (a big graph in a worker thread)."""
        graph = self.model.graph
        self._set_index(None)  # the old graph's names must not be offered
        if graph.number_of_nodes() >= self.model.async_view_from:
            self._gathering.request(lambda: SearchIndex.build(graph))
        else:
            self._gathering.cancel()
            self._set_index(SearchIndex.build(graph))

    def completions_pending(self) -> bool:
        """True while the names of a big graph are still being indexed."""
        return self._gathering.pending()

    def _set_index(self, index: SearchIndex | None) -> None:
        self.index = index
        self.hits.set_hits([])

    def update_hits(self, text: str) -> None:
        """Rank the nodes for ``text`` into the popup's rows."""
        self.hits.set_hits(rank(self.index, text, MAX_HITS) if self.index else [])

    def follow_selection(self, node: str | None) -> None:
        """Show the selected node's name (or nothing) instead of stale text."""
        G = self.model.graph
        label = str(G.nodes[node].get("label") or node) if node and node in G else ""
        if self.text() != label:
            self.completer().popup().hide()
            self.setText(label)

    def _return_pressed(self) -> None:
        popup = self.completer().popup()
        if popup.isVisible() and popup.currentIndex().isValid():
            return  # the completer's activated() chooses the highlighted row
        hits = self.hits.hits
        if hits and self.text() == self.completer().completionPrefix():
            self._choose(hits[0].node)
        else:
            self.search(self.text())

    def _activated(self, index: QModelIndex) -> None:
        node = self.completer().completionModel().data(index, NODE_ROLE)
        if node:
            self._choose(node)

    def _choose(self, node: str) -> None:
        if node in self.model.graph:
            self.model.select(node)
            self.found.emit(node)

    def search(self, text: str) -> str | None:
        """Select the node best matching ``text``; return its id (None if nothing matches)."""
        G = self.model.graph
        hits = rank(self.index, text, 1) if self.index and text not in G else []
        node = hits[0].node if hits else lookup(G, text)
        if node is None:
            self.notFound.emit(text)
            return None
        self._choose(node)
        return node
