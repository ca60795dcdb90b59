"""The gap matrix: top concepts of one type against another, real gaps marked.

A cell shows how many papers link both concepts, shaded by that number. A cell whose
pair meets far less often than chance predicts (:mod:`explorer.insights.gaps`: lift and
Fisher's test) reads "gap" on a hatched background, with the observed and expected counts
in its tooltip; an empty cell that chance explains is just "0". Clicking a cell lists its
papers (for a gap: the papers on each side of it), and clicking a paper selects it.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from explorer.app.insights.panel import InsightPanel
from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.insights.gaps import (
    DEFAULT_TOP,
    MIN_EXPECTED,
    Gap,
    GapMatrix,
    gap_matrix,
    gap_sides,
    papers_linking,
)
from explorer.state.app_state import AppState
from explorer.state.filters import CONCEPT_TYPES
from explorer.style import type_tag

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

NODE_ROLE = Qt.ItemDataRole.UserRole
GAP_TEXT = QT_TRANSLATE_NOOP("GapPanel", "gap")
#: Cell shading: white (light palette) or dark grey towards this blue as counts grow.
FILLED = QColor("#1f77b4")


class GapPanel(InsightPanel):
    """Type choosers, the matrix, and the papers of the clicked cell."""

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.dark = False
        self.matrix: GapMatrix | None = None
        self.row_type = QComboBox()
        self.col_type = QComboBox()
        for box, default in ((self.row_type, "METHOD"), (self.col_type, "HARDWARE")):
            for kind in CONCEPT_TYPES:
                box.addItem(type_tag(kind), kind)
            box.setCurrentIndex(box.findData(default))
            box.currentIndexChanged.connect(self.refresh)
        self.top = QSpinBox(minimum=2, maximum=50, value=DEFAULT_TOP)
        self.top.setPrefix(translate("GapPanel", "top "))
        self.top.valueChanged.connect(self.refresh)
        self.summary = QLabel()
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.cellClicked.connect(self.show_cell)
        header = self.table.horizontalHeader()
        header.setDefaultSectionSize(92)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        header.setMinimumHeight(44)
        self.cell_title = QLabel(translate("GapPanel", "Click a cell to list its papers."))
        self.cell_title.setTextFormat(Qt.TextFormat.PlainText)
        self.cell_title.setWordWrap(True)
        self.cell_papers = QListWidget()
        self.cell_papers.setWordWrap(True)
        self.cell_papers.itemClicked.connect(self._select_paper)
        self.cell_papers.itemActivated.connect(self._select_paper)

        choosers = QHBoxLayout()
        choosers.addWidget(QLabel(translate("GapPanel", "Rows")))
        choosers.addWidget(self.row_type)
        choosers.addWidget(QLabel(translate("GapPanel", "× Columns")))
        choosers.addWidget(self.col_type)
        choosers.addWidget(self.top)
        choosers.addWidget(self.summary, 1)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.cell_title)
        side_layout.addWidget(self.cell_papers, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setSizes([900, 300])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(choosers)
        layout.addWidget(splitter, 1)
        self.follow_graph(model)
        self.follow_families(model)

    def set_types(self, row_type: str, col_type: str) -> None:
        """Show ``row_type`` × ``col_type``."""
        for box, value in ((self.row_type, row_type), (self.col_type, col_type)):
            box.blockSignals(True)
            box.setCurrentIndex(box.findData(value))
            box.blockSignals(False)
        self.refresh()

    def refresh(self, *_: object) -> None:
        """Recompute the matrix from the model's graph and the chosen types."""
        self._stale = False
        G = self.model.graph
        row_type, col_type = self.row_type.currentData(), self.col_type.currentData()
        matrix = gap_matrix(G, row_type, col_type, self.top.value(), by_family=self.by_family)
        self.matrix = matrix
        table = self.table
        table.clear()
        table.setRowCount(len(matrix.rows))
        table.setColumnCount(len(matrix.cols))
        table.setVerticalHeaderLabels([_short(_label(G, n)) for n in matrix.rows])
        table.setHorizontalHeaderLabels([_short(_label(G, n)) for n in matrix.cols])
        for i, row in enumerate(matrix.rows):
            table.verticalHeaderItem(i).setToolTip(_tip(_label(G, row)))
        for j, col in enumerate(matrix.cols):
            table.horizontalHeaderItem(j).setToolTip(_tip(_label(G, col)))
        peak = max((n for line in matrix.counts for n in line), default=0) or 1
        for i, line in enumerate(matrix.counts):
            for j, count in enumerate(line):
                table.setItem(i, j, self._cell(count, peak, matrix.gap(i, j)))
        grouped = translate("GapPanel", " (concepts grouped by family)") if self.by_family else ""
        cells = len(matrix.rows) * len(matrix.cols)
        self.summary.setText(_summary(len(matrix.gaps()), cells) + (grouped if cells else ""))
        self.cell_title.setText(translate("GapPanel", "Click a cell to list its papers."))
        self.cell_papers.clear()

    def _cell(self, count: int, peak: int, gap: Gap | None) -> QTableWidgetItem:
        item = QTableWidgetItem(translate("GapPanel", GAP_TEXT) if gap else str(count))
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        papers = translate("GapPanel", "%Ln papers", "", count)
        if gap is not None:
            hatch = QColor("#f2b8b5" if not self.dark else "#7a3b3b")
            item.setBackground(QBrush(hatch, Qt.BrushStyle.BDiagPattern))
            item.setForeground(QColor("#b3261e" if not self.dark else "#ff9d9d"))
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
            tip = translate(
                "GapPanel",
                "Gap: {papers}, {expected} expected by chance (lift {lift}, Fisher p = {p}). "
                "Click to list the papers on each side.",
            )
            item.setToolTip(
                tip.format(
                    papers=papers,
                    expected=f"{gap.expected:.1f}",
                    lift=f"{gap.lift:.2f}",
                    p=f"{gap.p_value:.1g}",
                )
            )
        elif count == 0:
            item.setToolTip(
                translate("GapPanel", "No paper links these two concepts; chance explains it")
            )
        else:
            share = 0.25 + 0.75 * count / peak
            item.setBackground(_blend(QColor("#2b2b2b" if self.dark else "#ffffff"), share))
            item.setForeground(
                QColor("#ffffff") if share > 0.55 or self.dark else QColor("#102030")
            )
            item.setToolTip(papers)
        return item

    def show_cell(self, row: int, column: int) -> None:
        """List the papers of a cell: those linking both concepts, or for a gap the papers
        on each side of it."""
        if self.matrix is None:
            return
        G = self.model.graph
        a, b = self.matrix.rows[row], self.matrix.cols[column]
        self.cell_papers.clear()
        if a not in G or b not in G:
            return
        gap = self.matrix.gap(row, column)
        if gap is None:
            papers = papers_linking(G, a, b, by_family=self.by_family)
            count = len(papers)
            both = translate("GapPanel", "{row} × {column}: %Ln papers", "", count)
            self.cell_title.setText(both.format(row=_label(G, a), column=_label(G, b)))
            self._add_papers(papers)
            return
        title = translate(
            "GapPanel", "Gap: {row} × {column}, {observed} shared where {expected} were expected"
        )
        self.cell_title.setText(
            title.format(
                row=_label(G, a),
                column=_label(G, b),
                observed=gap.observed,
                expected=f"{gap.expected:.1f}",
            )
        )
        for concept, side in zip((a, b), gap_sides(G, a, b, by_family=self.by_family), strict=True):
            count = len(side)
            only = translate("GapPanel", "Only {name} (%Ln papers)", "", count)
            heading = QListWidgetItem(only.format(name=_label(G, concept)))
            heading.setFlags(Qt.ItemFlag.NoItemFlags)
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            self.cell_papers.addItem(heading)
            self._add_papers(side)

    def _add_papers(self, papers: list[str]) -> None:
        G = self.model.graph
        for paper in papers:
            item = QListWidgetItem(_label(G, paper))
            item.setData(NODE_ROLE, paper)
            item.setToolTip(translate("GapPanel", "Click to select this paper"))
            self.cell_papers.addItem(item)

    def set_dark(self, dark: bool) -> None:
        """Re-shade cells for a dark or light palette."""
        self.dark = dark
        self.refresh()

    def _select_paper(self, item: QListWidgetItem) -> None:
        if item.data(NODE_ROLE):
            self.model.select(item.data(NODE_ROLE))


def _summary(gaps: int, cells: int) -> str:
    if not cells:
        return translate("GapPanel", "no concepts")
    if not gaps:
        return translate(
            "GapPanel",
            "No gap among {cells} cells: no pair meets much less often than chance "
            "predicts (a gap needs {least}+ expected shared papers)",
        ).format(cells=cells, least=f"{MIN_EXPECTED:g}")
    return translate(
        "GapPanel", "%Ln gaps among {cells} cells, the most surprising first", "", gaps
    ).format(cells=cells)


def _label(G, node: str) -> str:
    return str(G.nodes[node].get("label") or node) if node in G else node


def _blend(base: QColor, share: float) -> QColor:
    """``base`` moved ``share`` of the way towards :data:`FILLED`."""
    return QColor(
        round(base.red() + (FILLED.red() - base.red()) * share),
        round(base.green() + (FILLED.green() - base.green()) * share),
        round(base.blue() + (FILLED.blue() - base.blue()) * share),
    )


def _short(text: str, limit: int = 28) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _tip(text: str) -> str:
    # Tooltips guess rich text: escape the corpus text and make the tip rich on purpose.
    return f"<p>{html.escape(text)}</p>"
