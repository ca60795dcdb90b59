"""The search box: completes node labels and aliases; Enter selects the match.

The names of a big graph (20,000+) are gathered in a worker thread; the
completer's popup has uniform rows, so showing thousands of matches costs
what the visible rows cost.
"""

from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from explorer.app.background import LatestOnly
from explorer.graph.search import lookup
from explorer.state.app_state import AppState


def completion_entries(G) -> dict[str, str]:
    """Text shown in the completer -> node id, for every label and alias.

    A label shared by several nodes gets its type appended so each entry is unique.
    """
    entries: dict[str, str] = {}
    clashes: set[str] = set()
    for node, data in G.nodes(data=True):
        kind = data.get("type", "")
        names = [str(data.get("label") or node)]
        names += [str(a) for a in data.get("aliases") or [] if a]
        for name in dict.fromkeys(" ".join(n.split()) for n in names):
            if not name:
                continue
            if name in entries and entries[name] != node:
                clashes.add(name)
                entries[f"{name} ({kind.lower()})"] = node
            else:
                entries.setdefault(name, node)
    for name in clashes:
        entries.pop(name, None)
    return entries


def sorted_completions(G) -> tuple[dict[str, str], list[str]]:
    """:func:`completion_entries` and its names in case-insensitive order."""
    entries = completion_entries(G)
    return entries, sorted(entries, key=str.lower)


class SearchBox(QLineEdit):
    """Line edit with a completer; emits ``found(node)`` and selects it in the model."""

    found = Signal(str)
    notFound = Signal(str)

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.entries: dict[str, str] = {}
        self.setPlaceholderText("Find a paper or concept…  (Ctrl+F)")
        self.setClearButtonEnabled(True)
        self._names = QStringListModel(self)
        completer = QCompleter(self._names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setMaxVisibleItems(15)
        # Rows of one height: the popup need not measure thousands of matches.
        completer.popup().setUniformItemSizes(True)
        self.setCompleter(completer)
        completer.activated.connect(self.search)
        self.returnPressed.connect(lambda: self.search(self.text()))
        self._gathering = LatestOnly(self)
        self._gathering.done.connect(self._set_completions)
        model.graphChanged.connect(self.refresh)

    def refresh(self) -> None:
        """Rebuild the completions from the model's graph (big graphs: in a worker thread)."""
        graph = self.model.graph
        if graph.number_of_nodes() >= self.model.async_view_from:
            self._set_completions(({}, []))  # the old graph's names must not be offered
            self._gathering.request(lambda: sorted_completions(graph))
        else:
            self._gathering.cancel()
            self._set_completions(sorted_completions(graph))

    def completions_pending(self) -> bool:
        """True while the names of a big graph are still being gathered."""
        return self._gathering.pending()

    def _set_completions(self, completions: tuple[dict[str, str], list[str]]) -> None:
        self.entries, names = completions
        self._names.setStringList(names)

    def search(self, text: str) -> str | None:
        """Select the node best matching ``text``; return its id (None if nothing matches)."""
        node = self.entries.get(text.strip()) or lookup(self.model.graph, text)
        if node is None:
            self.notFound.emit(text)
            return None
        self.model.select(node)
        self.found.emit(node)
        return node
