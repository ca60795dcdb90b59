"""A dock panel that recomputes from the graph lazily: now if shown, else when next shown."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


class InsightPanel(QWidget):
    """Base of the insight docks; subclasses implement :meth:`refresh` and reset ``_stale``.

    A hidden dock must not pay for every graph change (a curation edit on a big corpus), so a
    change only marks the panel stale; showing it recomputes.
    """

    _stale = True

    def follow_graph(self, model) -> None:
        """Mark the panel stale whenever ``model``'s graph changes."""
        self._stale = True
        model.graphChanged.connect(self.mark_stale)

    def mark_stale(self) -> None:
        """The graph changed: recompute now if shown, else when next shown."""
        self._stale = True
        if self.isVisible():
            self.refresh()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self._stale:
            self.refresh()
        super().showEvent(event)

    def refresh(self) -> None:
        raise NotImplementedError
