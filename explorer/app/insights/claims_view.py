"""The claims table: every quantitative claim of the corpus, sortable and filterable.

A row click selects the paper in the shared model and marks the claim's sentence in the
detail pane (through ``AppState.show_in_abstract``). The rows are recomputed on
``graphChanged`` only while the dock is visible, so a big corpus costs nothing until the
table is opened. With "Group by family" on, hardware and baselines read as their families
("H100" as "GPU"), so the filter box finds every member's claims by the family's name.
"""

from __future__ import annotations

import html
import math

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from explorer.app.insights.panel import InsightPanel
from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.insights.claims import ClaimRow, claim_rows, claim_vocabulary, format_number
from explorer.state.app_state import AppState
from explorer.style import measure_name

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

HEADERS = (
    QT_TRANSLATE_NOOP("ClaimsPanel", "Paper"),
    QT_TRANSLATE_NOOP("ClaimsPanel", "Number"),
    QT_TRANSLATE_NOOP("ClaimsPanel", "Unit"),
    QT_TRANSLATE_NOOP("ClaimsPanel", "Measures"),
    QT_TRANSLATE_NOOP("ClaimsPanel", "Hardware"),
    QT_TRANSLATE_NOOP("ClaimsPanel", "Baseline"),
    QT_TRANSLATE_NOOP("ClaimsPanel", "Sentence"),
)
NUMBER, SENTENCE = 1, 6
#: Role holding the value a column sorts by (numbers as numbers, text casefolded).
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ALL_MEASURES = QT_TRANSLATE_NOOP("ClaimsPanel", "All measures")

Index = QModelIndex | QPersistentModelIndex


def _cells(row: ClaimRow) -> tuple[str, ...]:
    return (
        row.paper_label,
        format_number(row.value),
        row.unit,
        measure_name(row.measure),
        ", ".join(row.hardware),
        ", ".join(row.baseline),
        " ".join(row.sentence.split()),
    )


class ClaimsTableModel(QAbstractTableModel):
    """Claim rows as a Qt table model; display text is plain (never rich text)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[ClaimRow] = []
        self._cells: list[tuple[str, ...]] = []

    def set_rows(self, rows: list[ClaimRow]) -> None:
        """Show ``rows`` instead of the current ones."""
        self.beginResetModel()
        self.rows = list(rows)
        self._cells = [_cells(r) for r in self.rows]
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt API)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt API)
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("ClaimsPanel", HEADERS[section])
        return None

    def data(self, index: Index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[index.row()][column]
        if role == SORT_ROLE:
            if column == NUMBER:
                return -math.inf if math.isnan(row.value) else row.value
            return self._cells[index.row()][column].casefold()
        if role == Qt.ItemDataRole.ToolTipRole and column in (0, SENTENCE):
            # Tooltips guess rich text: escape, and make it rich on purpose so it wraps.
            return f"<p>{html.escape(self._cells[index.row()][column])}</p>"
        if role == Qt.ItemDataRole.TextAlignmentRole and column == NUMBER:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class ClaimsFilter(QSortFilterProxyModel):
    """Keeps rows whose measure is the chosen one and whose text contains the filter text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.measure: str | None = None
        self.setSortRole(SORT_ROLE)
        self.setFilterKeyColumn(-1)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def set_measure(self, measure: str | None) -> None:
        """Only rows measuring ``measure`` (None: every row)."""
        self.beginFilterChange()
        self.measure = measure
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802
        source: ClaimsTableModel = self.sourceModel()  # type: ignore[assignment]
        if self.measure is not None and source.rows[source_row].measure != self.measure:
            return False
        return super().filterAcceptsRow(source_row, source_parent)


class ClaimsPanel(InsightPanel):
    """Filter box, measure choice, the table and an Export CSV button."""

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.table_model = ClaimsTableModel(self)
        self.proxy = ClaimsFilter(self)
        self.proxy.setSourceModel(self.table_model)
        self.filter_edit = QLineEdit(
            placeholderText=translate("ClaimsPanel", "Filter claims (paper, hardware, baseline…)")
        )
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.proxy.setFilterFixedString)
        self.measure_box = QComboBox()
        self.measure_box.addItem(translate("ClaimsPanel", ALL_MEASURES), None)
        for measure in claim_vocabulary()[0]:
            self.measure_box.addItem(measure_name(measure), measure)
        self.measure_box.currentIndexChanged.connect(
            lambda i: self.proxy.set_measure(self.measure_box.itemData(i))
        )
        self.count_label = QLabel()
        self.export_button = QPushButton(translate("ClaimsPanel", "Export CSV…"))
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for column, width in enumerate((260, 70, 50, 80, 150, 150)):
            self.table.setColumnWidth(column, width)
        self.table.clicked.connect(self.show_row)
        # Arrow keys move through the claims too; but not while the filter removes rows.
        self.table.selectionModel().currentRowChanged.connect(
            lambda now, _: self.table.hasFocus() and self.show_row(now)
        )
        for signal in (self.proxy.rowsInserted, self.proxy.rowsRemoved, self.proxy.modelReset):
            signal.connect(self._update_count)
        self.proxy.layoutChanged.connect(self._update_count)

        bar = QHBoxLayout()
        bar.addWidget(self.filter_edit, 1)
        bar.addWidget(self.measure_box)
        bar.addWidget(self.count_label)
        bar.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(bar)
        layout.addWidget(self.table)
        self.follow_graph(model)
        self.follow_families(model)
        self._update_count()

    def refresh(self) -> None:
        """Recompute the rows from the model's graph."""
        self._stale = False
        self.table_model.set_rows(claim_rows(self.model.graph, by_family=self.by_family))

    def visible_rows(self) -> list[ClaimRow]:
        """The rows the table shows, in its order (what Export CSV writes)."""
        if self._stale:
            self.refresh()
        return [
            self.table_model.rows[self.proxy.mapToSource(self.proxy.index(i, 0)).row()]
            for i in range(self.proxy.rowCount())
        ]

    def row_at(self, index: QModelIndex) -> ClaimRow | None:
        """The claim of a table (proxy) index."""
        if not index.isValid():
            return None
        return self.table_model.rows[self.proxy.mapToSource(index).row()]

    def show_row(self, index: QModelIndex) -> None:
        """Select the row's paper and mark its sentence in the detail pane."""
        row = self.row_at(index)
        if row is not None:
            self.model.show_in_abstract(row.paper, row.sent_start, row.sent_end)

    def _update_count(self, *_: object) -> None:
        total, shown = self.table_model.rowCount(), self.proxy.rowCount()
        if shown == total:
            text = translate("ClaimsPanel", "%Ln claims", "", total)
        else:
            text = translate("ClaimsPanel", "{shown} of %Ln claims", "", total)
            text = text.format(shown=f"{shown:,}")
        self.count_label.setText(text)
