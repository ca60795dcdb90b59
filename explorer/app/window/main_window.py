"""The main window: canvas and detail pane side by side, filters dock, menus, status bar."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QIcon
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSplitter,
)

from explorer import heap
from explorer.app import settings
from explorer.app.canvas.view import GraphView
from explorer.app.insights.install import InsightDocks
from explorer.app.model import ExplorerModel
from explorer.app.window import dialogs, similar_panel, why_panel
from explorer.app.window.detail_pane import DetailPane
from explorer.app.window.export_actions import ExportActions
from explorer.app.window.filters import FilterPanel
from explorer.app.window.layout_panel import LayoutPanel
from explorer.app.window.library_actions import OPEN_FILTER, LibraryActions
from explorer.app.window.load_actions import LoadActions
from explorer.app.window.load_notes import LoadNotes
from explorer.app.window.loader import LoadWorker
from explorer.app.window.menus import build_menus_and_toolbar
from explorer.app.window.search import SearchBox
from explorer.app.window.side_docks import scrolled
from explorer.app.window.theme import apply_palette, tint_navigation
from explorer.graph.counts import count_line, totals
from explorer.layouts.memory import LayoutMemory
from explorer.paths import resource
from explorer.printable import isolate

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


class MainWindow(LoadActions, ExportActions, QMainWindow):
    """The explorer window. ``interactive=False`` reports errors on stderr, not in dialogs."""

    graphLoaded = Signal()
    loadFailed = Signal(str)
    loadCancelled = Signal()
    loadProgress = Signal(int, int)

    def __init__(self, *, interactive: bool = True, cache_dir: str | None = None) -> None:
        super().__init__()
        heap.limit_malloc_arenas()  # before the loader and workers start their threads
        self.interactive = interactive
        self.cache_dir = cache_dir
        self.loader: LoadWorker | None = None
        self._workers: set[LoadWorker] = set()  # running loads, the current one included
        self.setWindowTitle("Explorer")
        self.setWindowIcon(QIcon(str(resource("app", "explorer.svg"))))
        self.setAcceptDrops(True)
        self.model = ExplorerModel(self)
        self.view = GraphView(self.model)
        self.view.layout_memory = LayoutMemory(cache_dir)  # big pictures are laid out once
        self.detail = DetailPane(self.model)
        self.search = SearchBox(self.model)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.detail)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([820, 520])
        self.setCentralWidget(self.splitter)
        self.filter_panel = FilterPanel(self.model)
        self.filter_dock = QDockWidget(translate("MainWindow", "Filters"), self)
        self.filter_dock.setObjectName("filters")
        # Scrolled: the filters outgrow a small window's column, and must not set its height.
        self.filter_dock.setWidget(scrolled(self.filter_panel))
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.filter_dock)
        self.layout_dock = QDockWidget(translate("MainWindow", "Layout"), self)
        self.layout_dock.setObjectName("layout")
        self.layout_dock.setWidget(LayoutPanel(self.view))
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.layout_dock)
        # A tab beside the filters, not under them: stacked, the two docks alone need more
        # than 600 pixels of height and a small window could not be that small.
        self.tabifyDockWidget(self.filter_dock, self.layout_dock)
        self.filter_dock.raise_()
        self._build_status_bar()
        self.insights = InsightDocks(self, self.model, self.report_error)
        self.library = LibraryActions(self)  # folders, Zotero, saved views
        self.menu_actions = build_menus_and_toolbar(self)
        # Issue 14, items 3 and 4: "Why connected?" (Path mode opens it) and similar papers.
        self.why_dock = why_panel.install(self, self.model, self.search, self.filter_dock)
        self.similar_dock = similar_panel.install(self, self.model, self.filter_dock)
        self.model.historyChanged.connect(self._sync_history)
        self.model.viewChanged.connect(self._update_counts)
        self.model.pathChanged.connect(self._path_message)
        self.search.notFound.connect(
            lambda text: self.statusBar().showMessage(
                translate("MainWindow", "Nothing matches “{text}”").format(text=isolate(text)), 4000
            )
        )
        self.view.layoutFailed.connect(self.report_error)
        self.view.layoutApplied.connect(self._update_counts)
        self._sync_history()
        self._restore_state()

    # -- status bar ------------------------------------------------------------
    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self._counted: tuple[object, str] = (None, "")  # graph, its count line
        self.counts_label = QLabel()
        self.counts_label.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(220)
        self.progress.setFormat(translate("MainWindow", "Extracting %v/%m"))
        self.cancel_button = QPushButton(translate("MainWindow", "Cancel"))
        self.cancel_button.clicked.connect(self.cancel_loading)
        bar.addPermanentWidget(self.progress)
        bar.addPermanentWidget(self.cancel_button)
        bar.addPermanentWidget(self.counts_label)
        self.notes = LoadNotes(bar)  # the warnings of the last load stay visible
        self.progress.hide()
        self.cancel_button.hide()

    def _update_counts(self) -> None:
        """The view's counts, then the whole graph's, as the HTML page and the legend say them."""
        graph = self.model.graph
        if self._counted[0] is not graph:  # counted once per graph: 20,000 nodes take a while
            self._counted = (graph, count_line(totals(graph)))
        shown = count_line(totals(self.model.view_graph))
        self.counts_label.setText(
            translate("MainWindow", "Showing {shown} of {total}").format(
                shown=shown, total=self._counted[1]
            )
        )

    def _sync_history(self) -> None:
        self.menu_actions["back"].setEnabled(self.model.can_go_back())
        self.menu_actions["forward"].setEnabled(self.model.can_go_forward())

    def _path_message(self) -> None:
        model = self.model
        if not model.path_mode:
            self.statusBar().clearMessage()  # no path message outlives Path mode
            return
        if len(model.path_ends) < 2:
            self.statusBar().showMessage(
                translate("MainWindow", "Path mode: click two nodes to connect them")
            )
        elif model.path:
            steps = len(model.path) - 1
            self.statusBar().showMessage(
                translate("MainWindow", "Shortest path: %Ln steps", "", steps)
            )
        else:
            self.statusBar().showMessage(
                translate("MainWindow", "These two nodes are not connected")
            )

    def remember_recent(self, entry: str) -> None:
        """Put a source or a view file first in File > Open Recent."""
        self.menu_actions["recent"].remember(entry)

    def report_error(self, message: str) -> None:
        """Tell the user what went wrong in one line (a dialog, or stderr when scripted)."""
        if self.interactive:
            dialogs.report_error(self, message)
        else:
            dialogs.report_error_to_stderr(self, message)

    # -- file actions ------------------------------------------------------------
    def choose_and_open(self) -> None:
        """File > Open: pick files in a dialog and load them."""
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            translate("MainWindow", "Open corpus, graph or view"),
            "",
            translate("LibraryActions", OPEN_FILTER),
        )
        self.open_paths(paths)

    # -- look and state ------------------------------------------------------------
    def set_dark(self, dark: bool) -> None:
        """Switch the whole application to the dark or light palette and remember it."""
        apply_palette(QApplication.instance(), dark)
        tint_navigation(self.menu_actions, self.style(), QApplication.palette())
        self.view.set_dark(dark)
        self.detail.set_dark(dark)
        self.why_dock.widget().set_dark(dark)
        self.filter_panel.set_dark(dark)
        settings.set_dark_theme(dark)

    def _restore_state(self) -> None:
        settings.restore_window(self, self.splitter)
        if settings.dark_theme():
            self.menu_actions["dark"].setChecked(True)

    def save_state(self) -> None:
        """Remember geometry, docks and splitter in the settings."""
        settings.save_window(self, self.splitter)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        for worker in list(self._workers):
            worker.cancel()
            worker.wait()
        self.view.builder.cancel()
        self.view.layouts.wait()
        self.model.wait_for_view()
        self.save_state()
        super().closeEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt override)
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt override)
        paths = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            self.open_paths(paths)
