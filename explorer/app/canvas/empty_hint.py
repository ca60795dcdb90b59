"""The canvas's word when the filters leave nothing of a loaded graph.

An empty canvas with a corpus loaded looks like a failure; the hint says which filters are in
force and offers "Show everything" (:meth:`GraphView.show_everything`) as a link.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLabel

from explorer.state.filters import CONCEPT_TYPES, ViewFilters

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


def active_filters(filters: ViewFilters) -> list[str]:
    """Readable names of the filters that can hide nodes, in the order of the filter bar."""
    found = []
    if filters.min_degree > 0:
        found.append(translate("EmptyHint", "Min. links {count}").format(count=filters.min_degree))
    if filters.types != frozenset(CONCEPT_TYPES):
        found.append(translate("EmptyHint", "some concept types hidden"))
    if not filters.show_papers:
        found.append(translate("EmptyHint", "papers hidden"))
    if not filters.include_generic:
        found.append(translate("EmptyHint", "generic concepts hidden"))
    if filters.years is not None:
        first, last = filters.years
        found.append(
            translate("EmptyHint", "years {first} to {last}").format(first=first, last=last)
        )
    return found


class EmptyHint(QLabel):
    """A centred note over the canvas, shown only while a loaded graph's view is empty."""

    def __init__(self, view) -> None:
        super().__init__(view.viewport())
        self.view = view
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setObjectName("emptyHint")
        self.linkActivated.connect(lambda _link: view.show_everything())
        view.model.viewChanged.connect(self.refresh)
        view.model.graphChanged.connect(self.refresh)
        view.viewport().installEventFilter(self)  # stays centred as the canvas resizes
        self.hide()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False

    def refresh(self) -> None:
        """Show or hide the hint for the state's current view."""
        model = self.view.model
        if model.graph.number_of_nodes() == 0 or model.view_graph.number_of_nodes() > 0:
            self.hide()
            return
        reasons = active_filters(model.filters) or [translate("EmptyHint", "the current filters")]
        self.setText(
            "<p>"
            + html.escape(translate("EmptyHint", "Nothing to show: no node passes these filters:"))
            + "<br>"
            + html.escape(", ".join(reasons))
            + "</p><p><a href='#show-everything'>"
            + html.escape(translate("EmptyHint", "Show everything"))
            + "</a></p>"
        )
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Centre the hint in the canvas."""
        area = self.view.viewport().rect()
        width = min(420, area.width() - 40)
        self.resize(width, self.heightForWidth(width) + 8)
        self.move(area.center().x() - width // 2, area.center().y() - self.height() // 2)
