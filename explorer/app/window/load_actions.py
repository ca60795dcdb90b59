"""Loading in the main window: a corpus, graph or saved view opened in the background.

A mixin of :class:`explorer.app.window.main_window.MainWindow` (it reads the window's
``loader``, status bar, progress bar and ``notes``). A load that stops at a bad record while
other records are valid offers to load the valid ones.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from explorer import heap
from explorer.app.window import dialogs
from explorer.app.window.library_actions import readable_name
from explorer.app.window.view_loader import make_loader
from explorer.errors import ExplorerError
from explorer.printable import isolate

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls


class LoadActions:
    """Open paths in a :class:`~explorer.app.window.loader.LoadWorker` and handle its signals."""

    def is_loading(self) -> bool:
        """Whether a corpus or graph is being loaded."""
        return self.loader is not None

    def open_paths(self, paths: list[str], skip_bad: bool = False) -> None:
        """Load corpora or a saved graph in the background; the current graph stays meanwhile.

        ``skip_bad`` leaves out bad records (each one a warning) instead of stopping.
        """
        if not paths:
            return
        try:
            loader = make_loader(paths, cache_dir=self.cache_dir, parent=self, skip_bad=skip_bad)
        except ExplorerError as err:
            self.report_error(str(err))
            return
        if self.loader is not None:
            # Never wait on the GUI thread: the old load stops at its next checkpoint and
            # whatever it still reports is ignored (its signals no longer match self.loader).
            self.loader.cancel()
            self._loading_done()
        self.notes.clear()
        loader.finished.connect(lambda: self._workers.discard(loader))
        loader.finished.connect(loader.deleteLater)
        self._workers.add(loader)
        loader.progress.connect(self._on_progress)
        loader.loaded.connect(self._on_loaded)
        loader.failed.connect(self._on_failed)
        loader.badRecords.connect(self._on_bad_records)
        loader.cancelled.connect(self._on_cancelled)
        loader.warned.connect(self._warn)
        self.loader = loader
        self.progress.setRange(0, 0)
        self.progress.show()
        self.cancel_button.show()
        names = ", ".join(isolate(readable_name(p)) for p in paths)  # file names are untrusted
        self.statusBar().showMessage(
            translate("LoadActions", "Loading {names}").format(names=names)
        )
        loader.start()

    def cancel_loading(self) -> None:
        """Ask the current load to stop; the previous graph stays."""
        if self.loader is not None:
            self.loader.cancel()
            self.statusBar().showMessage(translate("LoadActions", "Cancelling…"))

    def _on_progress(self, done: int, total: int) -> None:
        if self.sender() is not self.loader:
            return
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.loadProgress.emit(done, total)

    def _loading_done(self) -> None:
        self.loader = None
        self.progress.hide()
        self.cancel_button.hide()

    def _on_loaded(self, graph, paths: list[str]) -> None:
        loader = self.loader
        if self.sender() is not loader:
            return
        self._loading_done()
        self.model.set_graph(self.insights.on_loaded(graph, paths, loader.edits), paths)
        heap.settle_after_load()  # the graph stays: keep the garbage collector off it
        # The name comes from the corpus: isolated, its direction controls stay inside it.
        name = isolate(graph.graph.get("name") or ", ".join(Path(p).name for p in paths))
        self.setWindowTitle(f"{name} — Explorer")
        for entry in loader.recent_entries():
            self.remember_recent(entry)
        self.statusBar().showMessage(
            translate("LoadActions", "Loaded {name}").format(name=name), 5000
        )
        self.library.views.restore(loader)  # a saved view's filters, selection and zoom
        self.graphLoaded.emit()

    def _on_failed(self, message: str) -> None:
        if self.sender() is not self.loader:
            return
        self._loading_done()
        self.statusBar().clearMessage()
        self.report_error(message)
        self.loadFailed.emit(message)

    def _on_bad_records(self, problem: str, valid: int) -> None:
        if self.sender() is not self.loader:
            return
        paths = self.loader.paths
        self._loading_done()
        self.statusBar().clearMessage()
        question = translate(
            "LoadActions",
            "{problem}\n\n%Ln other records are valid. Load them and leave out the bad ones?",
            "",
            valid,
        ).format(problem=problem)
        if self.interactive and dialogs.ask_yes_no(
            self,
            question,
            yes=translate("LoadActions", "Load the valid records"),
            no=translate("LoadActions", "Cancel"),
        ):
            self.open_paths(paths, skip_bad=True)
            return
        message = translate(
            "LoadActions",
            "{problem} (%Ln other records are valid: open it again and choose "
            "“Load the valid records”)",
            "",
            valid,
        ).format(problem=problem)
        if self.interactive:
            self.statusBar().showMessage(message, 8000)
        else:
            self.report_error(message)
        self.loadFailed.emit(message)

    def _on_cancelled(self) -> None:
        if self.sender() is not self.loader:
            return
        self._loading_done()
        self.statusBar().showMessage(
            translate("LoadActions", "Loading cancelled; the previous graph stays"), 5000
        )
        self.loadCancelled.emit()

    def _warn(self, message: str) -> None:
        if self.sender() is self.loader:
            self.notes.add(message)
        self.statusBar().showMessage(message, 8000)
