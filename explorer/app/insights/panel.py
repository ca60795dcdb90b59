"""A dock panel that recomputes from the graph lazily: now if shown, else when next shown."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


class InsightPanel(QWidget):
    """Base of the insight docks; subclasses implement :meth:`refresh` and reset ``_stale``.

    A hidden dock must not pay for every graph change (a curation edit on a big corpus), so a
    change only marks the panel stale; showing it recomputes.
    """

    _stale = True
    #: Whether the panel shows families instead of concepts (see :meth:`follow_families`).
    by_family = False

    def follow_graph(self, model) -> None:
        """Mark the panel stale whenever ``model``'s graph changes."""
        self._stale = True
        model.graphChanged.connect(self.mark_stale)

    def follow_families(self, model) -> None:
        """Also mark the panel stale when "Group by family" (``model.filters``) flips."""
        self.by_family = model.filters.group_by_family

        def changed() -> None:
            if model.filters.group_by_family != self.by_family:
                self.by_family = model.filters.group_by_family
                self.mark_stale()

        model.filtersChanged.connect(changed)

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
