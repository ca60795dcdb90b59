"""The insight docks and curation of the main window, and their menu entries.

:class:`InsightDocks` is made by the window before its menus; ``build_menus_and_toolbar``
then calls :meth:`InsightDocks.add_menu_actions`. The docks start hidden, tabbed together
at the bottom; View > Claims Table (Ctrl+Shift+C), Compare Papers (Ctrl+Shift+P), Gap
Matrix (Ctrl+Shift+G) and Trends (Ctrl+Shift+T) show or hide them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import networkx as nx
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMainWindow, QMenu, QWidget

from explorer.app.insights.claims_view import ClaimsPanel
from explorer.app.insights.compare_view import ComparePanel
from explorer.app.insights.curation_actions import CurationActions
from explorer.app.insights.curation_undo import CurationController
from explorer.app.insights.gaps_view import GapPanel
from explorer.app.insights.trends_view import TrendsPanel
from explorer.errors import write_or_report
from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.insights.claims_csv import write_claims_csv
from explorer.state.app_state import AppState

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

EDITS_FILTER = QT_TRANSLATE_NOOP("InsightDocks", "Explorer edits (*.json);;All files (*)")


class InsightDocks:
    """Claims table, comparison and gap matrix docks; the curation controller and actions."""

    def __init__(
        self, window: QMainWindow, model: AppState, report_error: Callable[[str], None]
    ) -> None:
        self.window = window
        self.report_error = report_error
        self.claims = ClaimsPanel(model)
        self.compare = ComparePanel(model)
        self.gaps = GapPanel(model)
        self.trends = TrendsPanel(model)
        self.claims_dock = self._dock(translate("InsightDocks", "Claims"), "claims", self.claims)
        self.compare_dock = self._dock(
            translate("InsightDocks", "Compare Papers"), "compare", self.compare
        )
        self.gaps_dock = self._dock(translate("InsightDocks", "Gap Matrix"), "gaps", self.gaps)
        window.tabifyDockWidget(self.claims_dock, self.compare_dock)
        self.trends_dock = self._dock(translate("InsightDocks", "Trends"), "trends", self.trends)
        window.tabifyDockWidget(self.compare_dock, self.gaps_dock)
        window.tabifyDockWidget(self.gaps_dock, self.trends_dock)
        self.claims.export_button.clicked.connect(lambda: self.export_claims())
        self.curation = CurationController(model, window)
        self.curation.warned.connect(lambda message: window.statusBar().showMessage(message, 8000))
        self.curation.failed.connect(report_error)
        self.edit_actions = CurationActions(window, model, self.curation)

    def _dock(self, title: str, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self.window)
        dock.setObjectName(name)  # saveState/restoreState find docks by name
        dock.setWidget(widget)
        self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        dock.hide()
        dock.visibilityChanged.connect(lambda shown: shown and self._give_room(dock))
        return dock

    def _give_room(self, dock: QDockWidget) -> None:
        """A table needs more than the few rows a fresh dock gets."""
        wanted = int(self.window.height() * 0.4)
        if dock.height() < wanted * 0.75 and not dock.isFloating():
            self.window.resizeDocks([dock], [wanted], Qt.Orientation.Vertical)

    def on_loaded(
        self, graph: nx.Graph, paths: list[str], edits: list[dict] | None = None
    ) -> nx.Graph:
        """A corpus was loaded: the graph with its saved curation edits (or ``edits``,
        those of a saved view) applied."""
        return self.curation.on_loaded(graph, paths, edits)

    # -- menus -----------------------------------------------------------------------
    def add_menu_actions(
        self, actions: dict, file_menu: QMenu, edit_menu: QMenu, view_menu: QMenu
    ) -> None:
        """Add the insight and curation entries to the window's menus and ``actions``."""
        window = self.window
        toggles = {
            "claims": (
                self.claims_dock,
                translate("InsightDocks", "Claims &Table"),
                "Ctrl+Shift+C",
            ),
            "compare": (
                self.compare_dock,
                translate("InsightDocks", "&Compare Papers"),
                "Ctrl+Shift+P",
            ),
            "gaps": (self.gaps_dock, translate("InsightDocks", "&Gap Matrix"), "Ctrl+Shift+G"),
            "trends": (self.trends_dock, translate("InsightDocks", "T&rends"), "Ctrl+Shift+T"),
        }
        view_menu.addSeparator()
        for name, (dock, text, shortcut) in toggles.items():
            action = dock.toggleViewAction()
            action.setText(text)
            action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(lambda on, d=dock: on and d.raise_())
            view_menu.addAction(action)
            actions[name] = action
        extra = {
            "export_claims": QAction(translate("InsightDocks", "Export Claims as &CSV…"), window),
            "export_edits": QAction(translate("InsightDocks", "Export Curation &Edits…"), window),
            "import_edits": QAction(translate("InsightDocks", "&Import Curation Edits…"), window),
        }
        extra["export_claims"].triggered.connect(lambda: self.export_claims())
        extra["export_edits"].triggered.connect(lambda: self.export_edits())
        extra["import_edits"].triggered.connect(lambda: self.import_edits())
        quit_action = actions.get("quit")
        for action in extra.values():
            file_menu.insertAction(quit_action, action)
        file_menu.insertSeparator(quit_action)
        actions.update(extra)
        edits = self.edit_actions
        edits.add_to_edit_menu(edit_menu)
        actions.update(
            undo=edits.undo,
            redo=edits.redo,
            rename=edits.rename,
            retype=edits.retype,
            merge=edits.merge,
            hide=edits.hide,
            split_alias=edits.split,
        )
        if "dark" in actions:
            actions["dark"].toggled.connect(self.set_dark)

    def set_dark(self, dark: bool) -> None:
        """Follow the window's palette."""
        self.compare.set_dark(dark)
        self.gaps.set_dark(dark)

    # -- files -----------------------------------------------------------------------
    def _save_path(self, caption: str, file_filter: str, suffix: str) -> str | None:
        path, _ = QFileDialog.getSaveFileName(self.window, caption, "", file_filter)
        if path and not Path(path).suffix:
            path += suffix
        return path or None

    def _write(self, write, done: str) -> bool:
        if not write_or_report(write, self.report_error):
            return False
        self.window.statusBar().showMessage(done, 5000)
        return True

    def export_claims(self, path: str | None = None) -> bool:
        """Write the claims the table shows (filtered, in its order) as CSV."""
        path = path or self._save_path(
            translate("InsightDocks", "Export claims"),
            translate("InsightDocks", "CSV table (*.csv)"),
            ".csv",
        )
        if not path:
            return False
        rows = self.claims.visible_rows()
        count = len(rows)
        return self._write(
            lambda: write_claims_csv(path, rows),
            translate("InsightDocks", "Exported %Ln claims", "", count),
        )

    def export_edits(self, path: str | None = None) -> bool:
        """Write the curation edits in effect to a file others can import."""
        path = path or self._save_path(
            translate("InsightDocks", "Export curation edits"),
            translate("InsightDocks", EDITS_FILTER),
            ".json",
        )
        if not path:
            return False
        count = len(self.curation.applied())
        return self._write(
            lambda: self.curation.export_edits(path),
            translate("InsightDocks", "Exported %Ln edits", "", count),
        )

    def import_edits(self, path: str | None = None) -> int:
        """Apply the edits of a shared file (one undo step); returns how many applied."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self.window,
                translate("InsightDocks", "Import curation edits"),
                "",
                translate("InsightDocks", EDITS_FILTER),
            )
        return self.curation.import_edits(path) if path else 0
