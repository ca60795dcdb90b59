"""Compare papers side by side: tick papers in a list, read them in columns.

The list holds every paper of the graph (filterable); *Add Selected* ticks the paper
selected elsewhere in the window. Links in the comparison select their node in the model.
The list is refilled on ``graphChanged`` only while the dock is visible.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from explorer.app.insights.panel import InsightPanel
from explorer.graph.nodes import is_paper, paper_nodes
from explorer.insights.compare import compare_papers
from explorer.render.compare_html import comparison_html
from explorer.render.links import node_from_href
from explorer.state.app_state import AppState

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

NODE_ROLE = Qt.ItemDataRole.UserRole


class SafeBrowser(QTextBrowser):
    """A text browser that loads no resource (images, style sheets) the page names."""

    def loadResource(self, kind: int, url: QUrl) -> object:  # noqa: N802 (Qt override)
        return None


class ComparePanel(InsightPanel):
    """A checkable paper list beside the comparison of the ticked papers."""

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.dark = False
        self.chosen: list[str] = []  # ticked papers, in the order they were ticked
        self.filter_edit = QLineEdit(placeholderText=translate("ComparePanel", "Filter papers"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._filter)
        self.papers = QListWidget()
        self.papers.itemChanged.connect(self._item_changed)
        self.add_button = QPushButton(translate("ComparePanel", "Add Selected"))
        self.add_button.setToolTip(
            translate("ComparePanel", "Tick the paper selected in the graph or a list")
        )
        self.add_button.clicked.connect(self.add_selection)
        self.clear_button = QPushButton(translate("ComparePanel", "Clear"))
        self.clear_button.clicked.connect(lambda: self.set_papers([]))
        self.browser = SafeBrowser()
        self.browser.setOpenLinks(False)
        self.browser.setOpenExternalLinks(False)
        self.browser.anchorClicked.connect(self._follow)

        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.filter_edit)
        column.addWidget(self.papers, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.clear_button)
        column.addLayout(buttons)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([300, 900])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)
        self.follow_graph(model)

    def refresh(self) -> None:
        """Refill the paper list from the graph, keeping ticks on papers that remain."""
        self._stale = False
        G = self.model.graph
        self.chosen = [p for p in self.chosen if p in G]
        papers = paper_nodes(G)
        papers.sort(key=lambda n: (str(G.nodes[n].get("label") or n).casefold(), n))
        self.papers.blockSignals(True)
        self.papers.clear()
        for paper in papers:
            item = QListWidgetItem(str(G.nodes[paper].get("label") or paper))
            item.setData(NODE_ROLE, paper)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = paper in self.chosen
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.papers.addItem(item)
        self.papers.blockSignals(False)
        self._filter(self.filter_edit.text())
        self.render()

    def set_papers(self, papers: list[str]) -> None:
        """Compare exactly ``papers`` (paper ids; others are ignored)."""
        G = self.model.graph
        self.chosen = [p for p in dict.fromkeys(papers) if p in G]
        self.papers.blockSignals(True)
        for i in range(self.papers.count()):
            item = self.papers.item(i)
            on = item.data(NODE_ROLE) in self.chosen
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        self.papers.blockSignals(False)
        self.render()

    def add_selection(self) -> None:
        """Tick the model's selected paper."""
        node = self.model.selection
        if node is not None and is_paper(self.model.graph, node):
            self.set_papers([*self.chosen, node])

    def render(self) -> None:
        """Show the comparison of the ticked papers."""
        comparison = compare_papers(self.model.graph, self.chosen)
        self.browser.setHtml(comparison_html(self.model.graph, comparison, self.dark))

    def set_dark(self, dark: bool) -> None:
        """Re-render with colours for a dark or light palette."""
        self.dark = dark
        self.render()

    def _item_changed(self, item: QListWidgetItem) -> None:
        paper = item.data(NODE_ROLE)
        rest = [p for p in self.chosen if p != paper]
        on = item.checkState() == Qt.CheckState.Checked
        self.chosen = [*rest, paper] if on else rest
        self.render()

    def _filter(self, text: str) -> None:
        needle = text.casefold().strip()
        for i in range(self.papers.count()):
            item = self.papers.item(i)
            item.setHidden(bool(needle) and needle not in item.text().casefold())

    def _follow(self, url: QUrl) -> None:
        node = node_from_href(url.toString(QUrl.ComponentFormattingOption.FullyEncoded))
        if node is not None:
            self.model.select(node)
