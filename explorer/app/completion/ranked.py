"""A popup of ranked nodes under a line edit, which completes only what the user picks.

:class:`RankedCompleter` ranks with :func:`explorer.graph.search_rank.rank` on each edit and shows
the hits with their type and count (:mod:`explorer.app.completion.rows`). It is attached
with ``setWidget`` rather than ``QLineEdit.setCompleter``, so that no row starts highlighted:
Enter accepts a row only after the user moved to it (arrow keys) or clicked it, and
``chosen(node)`` says which.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Signal
from PySide6.QtWidgets import QCompleter, QLineEdit

from explorer.app.completion.rows import LABEL_ROLE, NODE_ROLE, HitDelegate, HitModel
from explorer.graph.search_rank import Hit, SearchIndex, rank

#: Rows the popup holds; more would only be scrolled past.
MAX_HITS = 50


class RankedCompleter(QCompleter):
    """Ranked rows for ``line_edit``'s text; ``keep(hit)`` drops rows (say, papers)."""

    chosen = Signal(str)

    def __init__(self, line_edit: QLineEdit, keep: Callable[[Hit], bool] | None = None) -> None:
        self.hits = HitModel()
        super().__init__(self.hits, line_edit)
        self.hits.setParent(self)
        self.index: SearchIndex | None = None
        self.keep = keep
        # The rows arrive ranked: the completer shows them as they are.
        self.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.setCompletionRole(LABEL_ROLE)
        self.setMaxVisibleItems(15)
        popup = self.popup()
        popup.setItemDelegate(HitDelegate(popup))
        popup.setUniformItemSizes(True)
        popup.setMinimumWidth(420)
        self.setWidget(line_edit)
        self.line_edit = line_edit
        line_edit.textEdited.connect(self.update_hits)
        self.activated[QModelIndex].connect(self._activated)

    def set_index(self, index: SearchIndex | None) -> None:
        """Rank over ``index`` from now on (None: offer nothing)."""
        self.index = index
        self.hits.set_hits([])

    def ranked(self, text: str, limit: int = MAX_HITS) -> list[Hit]:
        """The hits for ``text`` that ``keep`` keeps, best first."""
        if self.index is None:
            return []
        if self.keep is None:
            return rank(self.index, text, limit)
        return [h for h in rank(self.index, text, limit + 1) if self.keep(h)][:limit]

    def update_hits(self, text: str) -> None:
        """Rank ``text`` into the rows; show them with none highlighted (or hide the popup)."""
        hits = self.ranked(text)
        self.hits.set_hits(hits)
        popup = self.popup()
        if not hits or not text.strip():
            popup.hide()
            return
        self.setCompletionPrefix(text)
        self.complete()
        popup.setCurrentIndex(QModelIndex())  # nothing is chosen until the user chooses
        popup.clearSelection()

    def highlighted_node(self) -> str | None:
        """The row the user moved to in the open popup, if any."""
        popup = self.popup()
        index = popup.currentIndex()
        return index.data(NODE_ROLE) if popup.isVisible() and index.isValid() else None

    def _activated(self, index: QModelIndex) -> None:
        node = index.data(NODE_ROLE)
        if node:
            self.line_edit.setText(str(index.data(LABEL_ROLE)))
            self.chosen.emit(node)
