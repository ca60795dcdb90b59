"""File > Export of the main window: the view as HTML or a picture, the graph as a file.

A mixin of :class:`explorer.app.window.main_window.MainWindow` (it reads the window's model,
canvas and status bar): asks for a path unless given one, writes, reports errors in a dialog.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog

from explorer.app.window import dialogs, exporting
from explorer.errors import write_or_report

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


class ExportActions:
    """Export the view (HTML, PNG, SVG, GraphML, GEXF) or the whole graph (GraphML, GEXF, JSON)."""

    def _ask_save_path(self, caption: str, file_filter: str) -> str | None:
        path, chosen_filter = QFileDialog.getSaveFileName(self, caption, "", file_filter)
        return exporting.with_filter_suffix(path, chosen_filter or file_filter) if path else None

    def export_html(self, path: str | None = None) -> bool:
        """Write the current view as a standalone HTML page; True on success.

        The page shows what the canvas shows (grouped by family, generic concepts or not,
        as the filters say).
        """
        chosen = path is None
        path = path or self._ask_save_path(
            translate("Export", "Export view as HTML"), translate("Export", "HTML page (*.html)")
        )
        if not path:
            return False
        self.view.finish_drawing()  # export the whole picture, not a half-drawn one
        positions = {n: (item.x(), item.y()) for n, item in self.view.nodes.items()}
        title = self.windowTitle().removesuffix(" — Explorer")
        if not self._run_export(
            lambda: exporting.export_view_html(
                self.model.view_graph,
                positions,
                path,
                title,
                warn=self._warn,
                source=self.model.graph,
            )
        ):
            return False
        if (
            chosen
            and self.interactive
            and dialogs.ask_yes_no(self, translate("Export", "Open the page in your browser?"))
        ):
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(Path(path).resolve())))
        return True

    def export_image(self, path: str | None = None, *, whole: bool = True) -> bool:
        """Write the canvas as PNG or SVG (by suffix), legend included; True on success.

        ``whole``: every node of the view; else only the part visible on screen.
        """
        if whole:
            caption = translate("Export", "Export whole view as picture")
        else:
            caption = translate("Export", "Export visible part as picture")
        path = path or self._ask_save_path(
            caption, translate("Export", "PNG image (*.png);;SVG image (*.svg)")
        )
        self.view.finish_drawing()
        return bool(path) and self._run_export(
            lambda: exporting.export_view_image(self.view, self.view.legend, path, whole=whole)
        )

    def export_view_graph(self, path: str | None = None) -> bool:
        """Write the view as GraphML or GEXF with its picture (positions, colours, sizes)."""
        path = path or self._ask_save_path(
            translate("Export", "Export view as graph"), "GraphML (*.graphml);;GEXF (*.gexf)"
        )
        if not path:
            return False
        self.view.finish_drawing()  # every node has its place
        positions = {n: (item.x(), item.y()) for n, item in self.view.nodes.items()}
        model = self.model
        return self._run_export(
            lambda: exporting.export_graph_file(
                model.view_graph, path, positions, model.graph, inputs=model.source
            )
        )

    def export_graph(self, path: str | None = None) -> bool:
        """Write the whole graph as GraphML, GEXF or JSON (by suffix); True on success."""
        path = path or self._ask_save_path(
            translate("Export", "Export graph"),
            translate(
                "Export",
                "GraphML (*.graphml);;GEXF (*.gexf);;JSON (*.json);;Compressed JSON (*.json.gz)",
            ),
        )
        return bool(path) and self._run_export(
            lambda: exporting.export_graph_file(self.model.graph, path, inputs=self.model.source)
        )

    def _run_export(self, write) -> bool:
        if not write_or_report(write, self.report_error):
            return False
        self.statusBar().showMessage(translate("Export", "Exported"), 4000)
        return True
