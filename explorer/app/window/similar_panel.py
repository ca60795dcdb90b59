"""The similar-papers dock: the list beside the canvas in similarity mode, as Connected Papers.

The canvas shows the state's similarity view (:func:`explorer.graph.similar_view.similarity_view`:
the paper and its most similar papers, coloured by year, sized by their links); this dock
lists the same papers in a sortable table (title, year, shared concepts, weight). Choosing
a row selects the paper, selecting a paper on the canvas chooses its row; "Back to Graph"
leaves the mode. It opens from a paper's "Similar papers" (detail pane link, node menu).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from explorer.app.window.side_docks import add_side_dock, open_side_dock
from explorer.graph.nodes import node_label
from explorer.graph.similar_view import SimilarityView, paper_year, year_color
from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.state.app_state import AppState

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

COLUMNS = (
    QT_TRANSLATE_NOOP("SimilarPanel", "Title"),
    QT_TRANSLATE_NOOP("SimilarPanel", "Year"),
    QT_TRANSLATE_NOOP("SimilarPanel", "Shared concepts"),
    QT_TRANSLATE_NOOP("SimilarPanel", "Weight"),
)
NODE_ROLE = Qt.ItemDataRole.UserRole
#: Width the dock takes when it opens (titles need room).
DOCK_WIDTH = 460


class SimilarPanel(QWidget):
    """The table of the similarity view, kept in step with the model's selection."""

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        self.key = QLabel(self)  # what colour and size mean on the canvas (no corpus text)
        self.key.setTextFormat(Qt.TextFormat.RichText)
        self.key.setWordWrap(True)
        self.back_button = QPushButton(translate("SimilarPanel", "Back to Graph"), self)
        self.back_button.clicked.connect(model.leave_similar)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels([translate("SimilarPanel", c) for c in COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        # Titles and shared concepts share the room; a long concept list must not squeeze
        # the titles to "..." (its full text is the cell's tooltip).
        for column in range(len(COLUMNS)):
            fit = column in (0, 2)
            mode = (
                QHeaderView.ResizeMode.Stretch if fit else QHeaderView.ResizeMode.ResizeToContents
            )
            header.setSectionResizeMode(column, mode)
        self.table.itemSelectionChanged.connect(self._row_chosen)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.back_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.key)
        layout.addWidget(self.table, 1)
        self._syncing = False
        model.similarChanged.connect(self.refresh)
        model.selectionChanged.connect(self.show_selection)

    def refresh(self) -> None:
        """Fill the table from the model's similarity view (empty outside the mode)."""
        view = self.model.similar
        self._syncing = True
        try:
            self.table.setSortingEnabled(False)  # rows would move while they are filled
            self.table.setRowCount(0)
            if view is None:
                self.title.clear()
                self.key.clear()
                return
            graph = self.model.graph
            title = translate("SimilarPanel", "Papers most similar to “{title}”")
            self.title.setText(title.format(title=node_label(graph, view.paper)))
            self.key.setText(similarity_key(view))
            self.table.setRowCount(len(view.rows))
            for row, entry in enumerate(view.rows):
                cells = (entry.title, entry.year, ", ".join(entry.shared), entry.weight)
                for column, value in enumerate(cells):
                    item = QTableWidgetItem()
                    # Numbers as numbers, so the columns sort numerically.
                    item.setData(Qt.ItemDataRole.DisplayRole, "" if value is None else value)
                    item.setData(NODE_ROLE, entry.node)
                    if column in (0, 2):  # long cells are elided: the tooltip has them whole
                        item.setToolTip(str(cells[column]))
                    self.table.setItem(row, column, item)
            self.table.setSortingEnabled(True)
            self.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)
        finally:
            self._syncing = False
        self.show_selection(self.model.selection)

    def row_of(self, node: str | None) -> int | None:
        """The table row listing ``node`` (None if not listed)."""
        for row in range(self.table.rowCount()):
            if self.table.item(row, 0).data(NODE_ROLE) == node:
                return row
        return None

    def selected_node(self) -> str | None:
        """The paper of the chosen row."""
        rows = self.table.selectionModel().selectedRows()
        return self.table.item(rows[0].row(), 0).data(NODE_ROLE) if rows else None

    def show_selection(self, node: str | None) -> None:
        """Choose the row of the model's selection (none when it is not listed)."""
        self._syncing = True
        try:
            row = self.row_of(node)
            if row is None:
                self.table.clearSelection()
            else:
                self.table.selectRow(row)
                self.table.scrollToItem(self.table.item(row, 0))
        finally:
            self._syncing = False

    def _row_chosen(self) -> None:
        node = self.selected_node()
        if not self._syncing and node is not None:
            self.model.select(node)


def similarity_key(view: SimilarityView) -> str:
    """What the canvas's colours and sizes mean, with the years the colours span."""
    years = sorted({y for y in (paper_year(d) for _, d in view.graph.nodes(data=True)) if y})
    shade = translate("SimilarPanel", "colour: year")
    if len(years) == 1:
        every = translate("SimilarPanel", "all {year}").format(year=years[0])
        shade = f'<span style="color:{year_color(years[0], 0, 0)}">■</span> {every}'
    elif years:
        first, last = years[0], years[-1]
        light, dark = year_color(first, first, last), year_color(last, first, last)
        shade = (
            f'<span style="color:{light}">■</span> {first} … '
            f'<span style="color:{dark}">■</span> {last}'
        )
    key = translate(
        "SimilarPanel", "{shade} · size: links among these papers · line: shared concepts"
    )
    return f"<small>{key.format(shade=shade)}</small>"


def install(window: QMainWindow, model: AppState, beside: QDockWidget) -> QDockWidget:
    """Add the similar-papers dock under ``beside``, open while the similarity mode is on."""
    title = translate("SimilarPanel", "Similar Papers")
    dock = add_side_dock(window, title, "similar_papers", SimilarPanel(model), beside)

    def on_mode() -> None:
        if model.similar is not None:
            open_side_dock(window, dock, beside, DOCK_WIDTH)
        else:
            dock.hide()

    model.similarChanged.connect(on_mode)
    return dock
