"""The Trends dock: what rises, fades and is new over the years, and the papers behind it.

Left, a sortable list of the rising, fading, new and bursting concepts with a sparkline each
(:mod:`.trend_rows`); right, a chart of the chosen concepts' shares of papers per year
(:func:`explorer.app.charts.trends.plot_shares`) and, under it, the papers of a point clicked
on the chart. The chart follows the model: selecting a concept anywhere adds its line (the
oldest line goes beyond :data:`~explorer.app.charts.trends.MAX_LINES`). The report is
computed in a worker thread, so opening the dock never waits for it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from explorer.app.background import LatestOnly
from explorer.app.charts.trends import MAX_LINES, _pyqtgraph, plot_shares
from explorer.app.insights.panel import InsightPanel
from explorer.app.insights.trend_rows import (
    LISTS,
    NODE_ROLE,
    SORT_ROLE,
    SPARK_COLUMN,
    SparklineDelegate,
    TrendTableModel,
)
from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.printable import isolate
from explorer.state.app_state import AppState
from explorer.trends.report import TrendReport, trend_report
from explorer.trends.selection import papers_of_point

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

#: Lines the chart starts with, before anything is selected: the most rising concepts.
FIRST_LINES = 3
#: The chart's least height, in pixels.
CHART_HEIGHT = 180
COMPUTING = QT_TRANSLATE_NOOP("TrendsPanel", "Computing trends…")
#: The lists of :data:`LISTS` as the combo box offers them.
LIST_NAMES = (
    QT_TRANSLATE_NOOP("TrendsPanel", "All"),
    QT_TRANSLATE_NOOP("TrendsPanel", "Rising"),
    QT_TRANSLATE_NOOP("TrendsPanel", "Fading"),
    QT_TRANSLATE_NOOP("TrendsPanel", "New"),
    QT_TRANSLATE_NOOP("TrendsPanel", "Bursting"),
)


class TrendsPanel(InsightPanel):
    """The list, the chart and the papers of a chart point; ``reportShown`` when filled."""

    reportShown = Signal()
    pointShown = Signal(str, int)  # node, year

    def __init__(self, model: AppState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.report: TrendReport | None = None
        self.chart_nodes: list[str] = []
        self.worker = LatestOnly(self)
        self.worker.done.connect(self._show_report)
        self.worker.failed.connect(lambda message: message and self.note.setText(message))
        self.note = QLabel(translate("TrendsPanel", COMPUTING))
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.which = QComboBox()
        self.which.addItems([translate("TrendsPanel", name) for name in LIST_NAMES])
        self.which.currentIndexChanged.connect(self._show_list)
        self.table = TrendTableModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.table)
        self.proxy.setSortRole(SORT_ROLE)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.setItemDelegateForColumn(SPARK_COLUMN, SparklineDelegate(self.table, self))
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(SPARK_COLUMN, 110)
        self.view.clicked.connect(self._row_clicked)
        self._plot = None  # made when first shown: pyqtgraph takes 31 MB
        self.papers_label = QLabel(
            translate("TrendsPanel", "Click a point of the chart to list that year's papers.")
        )
        self.papers_label.setTextFormat(Qt.TextFormat.PlainText)
        self.papers = QListWidget()
        self.papers.itemClicked.connect(self._paper_clicked)
        clear = QPushButton(translate("TrendsPanel", "Clear chart"))
        clear.clicked.connect(self.clear_chart)
        self._layout(clear)
        self.follow_graph(model)
        model.selectionChanged.connect(self._on_selection)

    def _layout(self, clear: QPushButton) -> None:
        left = QWidget()
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("TrendsPanel", "Show")))
        top.addWidget(self.which)
        top.addStretch(1)
        top.addWidget(clear)
        left_box.addLayout(top)
        left_box.addWidget(self.note)
        left_box.addWidget(self.view, 1)
        right = self._right = QSplitter(Qt.Orientation.Vertical)
        room = QWidget()  # the chart takes its place when first shown
        room.setMinimumHeight(CHART_HEIGHT)
        right.addWidget(room)
        below = QWidget()
        below_box = QVBoxLayout(below)
        below_box.setContentsMargins(0, 0, 0, 0)
        below_box.addWidget(self.papers_label)
        below_box.addWidget(self.papers)
        right.addWidget(below)
        right.setSizes([300, 120])
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([520, 480])
        QVBoxLayout(self).addWidget(split)

    # -- report ----------------------------------------------------------------
    def refresh(self) -> None:
        """Compute the trends of the model's graph in the worker; the dock stays usable."""
        self._stale = False
        self.note.setText(translate("TrendsPanel", COMPUTING))
        graph = self.model.graph
        self.worker.request(lambda: (graph, trend_report(graph)))

    def _show_report(self, result: tuple) -> None:
        graph, report = result
        if graph is not self.model.graph:  # the graph changed meanwhile: its turn comes
            return
        self.report = report
        counts = ", ".join(
            f"{y}: {n:,}" for y, n in zip(report.years, report.papers_per_year, strict=True)
        )
        per_year = translate("TrendsPanel", "Papers per year: {counts}").format(counts=counts)
        self.note.setText(report.note or per_year)
        if report.new_year is not None:
            new_in = translate("TrendsPanel", "New in {year}").format(year=report.new_year)
            self.which.setItemText(LISTS.index("new"), new_in)
        self._show_list()
        known = [n for n in self.chart_nodes if self._has_row(n)]
        self.chart_nodes = known or [r.node for r in report.rising(FIRST_LINES)]
        self._on_selection(self.model.selection)
        self.draw_chart()
        self.reportShown.emit()

    def _show_list(self, *_: object) -> None:
        self.table.set_report(self.report, LISTS[self.which.currentIndex()])
        self.view.sortByColumn(4, Qt.SortOrder.DescendingOrder)

    def _has_row(self, node: str | None) -> bool:
        if self.report is None or not isinstance(node, str):
            return False
        try:
            self.report.row(node)
        except KeyError:
            return False
        return True

    @property
    def plot(self):
        """The chart's ``pyqtgraph.PlotWidget``, made (and pyqtgraph imported) on first use."""
        if self._plot is None:
            self._plot = _pyqtgraph().PlotWidget(background="w")
            # pyqtgraph's own plot menu (log axes, FFT, mouse modes) only breaks a share
            # chart, and its words are pyqtgraph's, untranslated: the chart has none.
            self._plot.setMenuEnabled(False)
            self._plot.setMinimumHeight(CHART_HEIGHT)
            self._right.replaceWidget(0, self._plot).deleteLater()
        return self._plot

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        drawn = not self._stale and self.report is not None
        self.plot.show()  # the empty chart shows while the report is computed
        super().showEvent(event)
        if drawn:  # concepts selected while hidden have their lines waiting
            self.draw_chart()

    # -- chart -----------------------------------------------------------------
    def _on_selection(self, node: object) -> None:
        """A concept selected anywhere gets a line on the chart."""
        if not self._has_row(node) or node in self.chart_nodes:
            return
        self.chart_nodes = [*self.chart_nodes, node][-MAX_LINES:]
        if self.isVisible():
            self.draw_chart()

    def clear_chart(self) -> None:
        """Remove every line."""
        self.chart_nodes = []
        self.draw_chart()

    def draw_chart(self) -> None:
        """Draw the lines of :attr:`chart_nodes`; a click on a point lists its papers."""
        report = self.report
        item = self.plot.getPlotItem()
        if report is None or not report.years:
            item.clear()
            return
        rows = [report.row(n) for n in self.chart_nodes]
        series = [(row.label, row.shares) for row in rows]
        plot_shares(item, report.years, series, papers=report.papers_per_year)
        for node, line in zip(self.chart_nodes, item.listDataItems(), strict=True):
            line.sigPointsClicked.connect(
                lambda _line, points, *_, n=node: self.show_point(n, round(points[0].pos().x()))
            )

    def show_point(self, node: str, year: int) -> None:
        """List the papers of ``year`` naming ``node`` under the chart."""
        graph = self.model.graph
        if node not in graph:
            return
        papers = papers_of_point(graph, node, year)
        label = graph.nodes[node].get("label") or node
        count = len(papers)
        listed = translate("TrendsPanel", "%Ln papers of {year} naming {name}", "", count)
        self.papers_label.setText(listed.format(year=year, name=isolate(label)))
        self.papers.clear()
        for paper in papers:
            item = QListWidgetItem(isolate(str(graph.nodes[paper].get("label") or paper)))
            item.setData(NODE_ROLE, paper)
            self.papers.addItem(item)
        self.pointShown.emit(node, year)

    # -- clicks ----------------------------------------------------------------
    def _row_clicked(self, index) -> None:
        self.model.select(index.data(NODE_ROLE))

    def _paper_clicked(self, item: QListWidgetItem) -> None:
        self.model.select(item.data(NODE_ROLE))

    def listed_nodes(self) -> list[str]:
        """Node ids of the list's rows, in the order shown."""
        return [self.proxy.index(r, 0).data(NODE_ROLE) for r in range(self.proxy.rowCount())]
