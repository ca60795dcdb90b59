"""Scripted run: load, select, wait for the layout, save a PNG of the window, quit."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication

from explorer.app.window import exporting
from explorer.app.window.main_window import MainWindow
from explorer.errors import ExplorerError

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


class ScreenshotRun(QObject):
    """Drives ``window`` through one load and one screenshot; ``exit_code`` is the result."""

    def __init__(self, window: MainWindow, out: Path, select: str | None) -> None:
        super().__init__(window)
        self.window = window
        self.out = out
        self.select = select
        self.exit_code = 1
        self._done = False
        window.graphLoaded.connect(self._on_loaded)
        window.loadFailed.connect(lambda _: self._quit(1))
        window.loadCancelled.connect(lambda: self._quit(1))
        window.view.layoutApplied.connect(self._maybe_capture)
        window.view.layoutFailed.connect(lambda _: self._quit(1))

    def start(self, paths: list[str]) -> None:
        """Begin loading ``paths``; the rest follows from the window's signals."""
        self.window.open_paths(paths)

    def _on_loaded(self) -> None:
        if self.select and self.window.search.search(self.select) is None:
            self.window.report_error(
                translate("Screenshot", "no node matches {name}").format(name=repr(self.select))
            )
            self._quit(1)
            return
        self._maybe_capture()

    def _maybe_capture(self) -> None:
        view = self.window.view
        if self.window.is_loading() or view.layout_pending() or not view.nodes:
            return
        # Let queued updates (labels, detail pane) run before grabbing.
        QTimer.singleShot(0, self._capture)

    def _capture(self) -> None:
        if self._done or self.window.is_loading() or self.window.view.layout_pending():
            return
        self.window.view.update_labels()
        try:
            exporting.save_widget_png(self.window, self.out)
        except (ExplorerError, OSError) as err:
            self.window.report_error(str(err))
            self._quit(1)
            return
        self._quit(0)

    def _quit(self, code: int) -> None:
        if self._done:
            return
        self._done = True
        self.exit_code = code
        self.window.close()
        QApplication.instance().exit(code)
