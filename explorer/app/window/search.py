"""The search box: ranked completions of node names; Enter or a click selects one.

Each keystroke ranks the nodes over an index built once per graph (in a worker thread for a
big graph) and shows the hits, best first, with their type and paper count
(:class:`~explorer.app.completion.ranked.RankedCompleter`). Enter picks the row the
user moved to, else the best hit. When the selection changes elsewhere (canvas, detail pane,
Back), the box shows the new selection's name, or clears.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QLineEdit, QWidget

from explorer.app.background import LatestOnly
from explorer.app.completion.ranked import RankedCompleter
from explorer.graph.search import lookup
from explorer.graph.search_rank import SearchIndex
from explorer.state.app_state import AppState

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


class SearchBox(QLineEdit):
    """Line edit with a ranked popup; emits ``found(node)`` and selects it in the model."""

    found = Signal(str)
    notFound = Signal(str)

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setPlaceholderText(
            translate("SearchBox", "Find a paper or concept…  type:dataset  (Ctrl+F)")
        )
        self.setClearButtonEnabled(True)
        self.ranked = RankedCompleter(self)
        self.ranked.chosen.connect(self._choose)
        self.returnPressed.connect(self._return_pressed)
        self._gathering = LatestOnly(self)
        self._gathering.done.connect(self.ranked.set_index)
        model.graphChanged.connect(self.refresh)
        model.selectionChanged.connect(self.follow_selection)

    @property
    def index(self) -> SearchIndex | None:
        """The names of the model's graph, once indexed."""
        return self.ranked.index

    def refresh(self) -> None:
        """Index the model's graph (a big graph in a worker thread)."""
        graph = self.model.graph
        self.ranked.set_index(None)  # the old graph's names must not be offered
        if graph.number_of_nodes() >= self.model.async_view_from:
            self._gathering.request(lambda: SearchIndex.build(graph))
        else:
            self._gathering.cancel()
            self.ranked.set_index(SearchIndex.build(graph))

    def completions_pending(self) -> bool:
        """True while the names of a big graph are still being indexed."""
        return self._gathering.pending()

    def update_hits(self, text: str) -> None:
        """Rank the nodes for ``text`` into the popup (what a keystroke does)."""
        self.ranked.update_hits(text)

    def follow_selection(self, node: str | None) -> None:
        """Show the selected node's name (or nothing) instead of stale text."""
        G = self.model.graph
        label = str(G.nodes[node].get("label") or node) if node and node in G else ""
        if self.text() != label:
            self.ranked.popup().hide()
            self.setText(label)

    def _return_pressed(self) -> None:
        if self.ranked.highlighted_node() is None:  # else the completer's activated() chooses
            self.search(self.text())

    def _choose(self, node: str) -> None:
        if node in self.model.graph:
            self.model.select(node)
            self.found.emit(node)

    def search(self, text: str) -> str | None:
        """Select the node best matching ``text``; return its id (None if nothing matches)."""
        G = self.model.graph
        hits = self.ranked.ranked(text, 1) if text not in G else []
        node = hits[0].node if hits else lookup(G, text)
        if node is None:
            self.notFound.emit(text)
            return None
        self._choose(node)
        return node
