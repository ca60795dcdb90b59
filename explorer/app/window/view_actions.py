"""File > Save view and Open view: the window's picture as a ``.explorer-view.json`` file.

Saving writes the corpus sources (with their content hashes), the filters with focus and
depth, the selection, the canvas's zoom and centre and the curation edits in force
(:func:`explorer.views.corpusrefs.view_of`, written atomically). Opening goes through the
window's loader (:mod:`explorer.app.window.view_loader`); once the corpus is loaded,
:meth:`ViewActions.restore` puts the filters and the selection back, and when the canvas has
laid the view out, the zoom and the centre; ``viewRestored`` then says the picture is back.
"""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Signal
from PySide6.QtWidgets import QFileDialog, QStatusBar

from explorer.app.canvas.view import GraphView
from explorer.app.insights.install import InsightDocks
from explorer.app.window.loader import LoadWorker
from explorer.app.window.view_loader import ViewLoadWorker
from explorer.errors import ExplorerError
from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.state.app_state import AppState
from explorer.views.corpusrefs import view_of
from explorer.views.viewfile import VIEW_SUFFIX, SavedView, write_view

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

VIEW_FILTER = QT_TRANSLATE_NOOP(
    "ViewActions", "Explorer views (*.explorer-view.json);;All files (*)"
)


class ViewWindow(Protocol):
    """What the view actions need of the main window."""

    model: AppState
    view: GraphView
    insights: InsightDocks

    def open_paths(self, paths: list[str]) -> None: ...

    def report_error(self, message: str) -> None: ...

    def remember_recent(self, entry: str) -> None: ...

    def is_loading(self) -> bool: ...

    def windowTitle(self) -> str: ...  # noqa: N802 (Qt's name)

    def setWindowTitle(self, title: str) -> None: ...  # noqa: N802 (Qt's name)

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)


class ViewActions(QObject):
    """Saving the window's view to a file and restoring one that was opened."""

    viewSaved = Signal(str)  # path
    viewRestored = Signal(str)  # path

    def __init__(self, window: ViewWindow) -> None:
        super().__init__(window)
        self.window_ = window
        self._waiting: tuple[str, SavedView] | None = None  # zoom and centre to put back
        window.view.layoutApplied.connect(self._frame)

    # -- saving ------------------------------------------------------------------
    def current_view(self, path: str | Path) -> SavedView:
        """The view the window shows now, as it would be written at ``path``."""
        window, model, canvas = self.window_, self.window_.model, self.window_.view
        centre = canvas.mapToScene(canvas.viewport().rect().center())
        title = window.windowTitle().removesuffix(" — Explorer")
        return view_of(
            model.source,
            path,
            filters=model.filters,
            selection=model.selection,
            zoom=round(canvas.zoom(), 6),
            centre=(round(centre.x(), 3), round(centre.y(), 3)),
            edits=tuple(window.insights.curation.applied()),
            title="" if title == "Explorer" else title,
        )

    def save_view(self, path: str | None = None) -> bool:
        """File > Save view: ask where (unless ``path``), write the view; False on failure."""
        window = self.window_
        if window.is_loading():
            window.report_error(
                translate("ViewActions", "wait for the corpus to load before saving a view")
            )
            return False
        if not window.model.source:
            window.report_error(translate("ViewActions", "open a corpus before saving a view"))
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                window,
                translate("ViewActions", "Save view"),
                "",
                translate("ViewActions", VIEW_FILTER),
            )
            if not path:
                return False
        if not path.lower().endswith(VIEW_SUFFIX):
            path = path.removesuffix(".json") + VIEW_SUFFIX
        try:
            write_view(path, self.current_view(path))
        except ExplorerError as err:
            window.report_error(str(err))
            return False
        window.remember_recent(str(Path(path).resolve()))
        saved = translate("ViewActions", "Saved the view to {name}").format(name=Path(path).name)
        window.statusBar().showMessage(saved, 5000)
        self.viewSaved.emit(path)
        return True

    # -- opening -----------------------------------------------------------------
    def choose_and_open(self) -> None:
        """File > Open view: pick a view file and open it."""
        path, _ = QFileDialog.getOpenFileName(
            self.window_,
            translate("ViewActions", "Open view"),
            "",
            translate("ViewActions", VIEW_FILTER),
        )
        if path:
            self.window_.open_paths([path])

    def restore(self, loader: LoadWorker) -> None:
        """A load finished: if it was a view, put its filters and selection back now and its
        zoom and centre once the canvas has drawn it."""
        self._waiting = None
        if not isinstance(loader, ViewLoadWorker) or loader.opened is None:
            return
        view, model = loader.opened.view, self.window_.model
        if view.title:
            self.window_.setWindowTitle(f"{view.title} — Explorer")
        model.set_filters(**asdict(view.filters))
        model.select(view.selection, record=False)
        self._waiting = (loader.paths[0], view)
        self._frame()

    def _frame(self) -> None:
        window, canvas = self.window_, self.window_.view
        if self._waiting is None or window.is_loading() or canvas.layout_pending():
            return
        path, view = self._waiting
        self._waiting = None
        canvas.resetTransform()
        canvas.scale(view.zoom, view.zoom)
        if view.centre is not None:
            canvas.centre_on(QPointF(*view.centre))
        canvas.framed = False  # the saved zoom stays: a resize no longer fits the picture
        canvas.update_labels()
        self.viewRestored.emit(path)
