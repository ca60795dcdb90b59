"""File menu entries for the user's own library: Open folder, Open Zotero library, views.

:class:`LibraryActions` adds, after File > Open: "Open Folder…", "Open Zotero Library…"
(the database, or the Zotero data folder holding it, then a collection picker) and "Open
View…" / "Save View…" (:mod:`explorer.app.window.view_actions`). Everything opens through
the window's loader, so the same errors, progress and warnings apply.
:func:`readable_name` is how the recent-files menu names a source.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu

from explorer.app.language import plain_label
from explorer.app.window.collection_picker import CollectionPicker
from explorer.app.window.view_actions import ViewActions, ViewWindow
from explorer.corpus.sources import DEFAULT_ZOTERO, parse_source
from explorer.corpus.zotero import library_size, list_collections
from explorer.errors import ExplorerError
from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.views.viewfile import VIEW_SUFFIX, is_view_file

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

#: The filter of File > Open: every corpus format, saved graphs, views and Zotero databases.
OPEN_FILTER = QT_TRANSLATE_NOOP(
    "LibraryActions",
    "Corpora, graphs and views (*.jsonl *.json *.csv *.bib *.ris *.txt *.sqlite *.graphml "
    "*.gexf *.json.gz *.explorer-view.json);;"
    "JSON Lines (*.jsonl);;JSON, CSL JSON and views (*.json);;RIS (*.ris);;BibTeX (*.bib);;"
    "CSV (*.csv);;Zotero database (*.sqlite);;Compressed graph (*.json.gz);;All files (*)",
)
ZOTERO_FILTER = QT_TRANSLATE_NOOP(
    "LibraryActions", "Zotero database (zotero.sqlite *.sqlite);;All files (*)"
)


def readable_name(source: str) -> str:
    """How a recent source is named in a menu: views and Zotero libraries by what they are.

    Examples
    --------
    >>> readable_name("/home/u/lora.explorer-view.json")
    'lora (view)'
    >>> readable_name("/home/u/Zotero/zotero.sqlite#collection=Reading%2FGNN")
    'Zotero: Reading/GNN'
    >>> readable_name("/home/u/Zotero/zotero.sqlite"), readable_name("/data/papers.ris")
    ('Zotero library', 'papers.ris')
    """
    if is_view_file(source):
        name = Path(source).name[: -len(VIEW_SUFFIX)]
        return translate("LibraryActions", "{name} (view)").format(name=name)
    parsed = parse_source(source)
    if parsed.path.suffix.lower() == ".sqlite":
        if parsed.collection:
            return translate("LibraryActions", "Zotero: {collection}").format(
                collection=parsed.collection
            )
        return translate("LibraryActions", "Zotero library")
    return parsed.path.name or str(source)


class LibraryActions(QObject):
    """Open Folder, Open Zotero Library, Open View and Save View for ``window``."""

    def __init__(self, window: ViewWindow) -> None:
        super().__init__(window)
        self.window_ = window
        self.views = ViewActions(window)
        self.picker: CollectionPicker | None = None
        self.actions = {
            "open_folder": self._action(
                translate("LibraryActions", "Open &Folder…"), self.open_folder
            ),
            "open_zotero": self._action(
                translate("LibraryActions", "Open &Zotero Library…"), self.open_zotero
            ),
            "open_view": self._action(
                translate("LibraryActions", "Open &View…"), self.views.choose_and_open
            ),
            "save_view": self._action(
                translate("LibraryActions", "&Save View…"), self.views.save_view, QKeySequence.Save
            ),
        }
        for name, tip in (
            ("open_folder", translate("LibraryActions", "Open every corpus file in a folder")),
            (
                "save_view",
                translate(
                    "LibraryActions",
                    "Save the corpus, filters, selection, zoom and edits as a view file",
                ),
            ),
        ):
            self.actions[name].setStatusTip(tip)

    def _action(self, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, self.window_)
        action.setToolTip(plain_label(text))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        return action

    def add_open_entries(self, menu: QMenu) -> None:
        """Open Folder, Open Zotero Library and Open View, where File > Open is."""
        for name in ("open_folder", "open_zotero", "open_view"):
            menu.addAction(self.actions[name])

    def add_save_entries(self, menu: QMenu) -> None:
        """Save View, with a separator after it."""
        menu.addAction(self.actions["save_view"])
        menu.addSeparator()

    # -- folders and libraries -----------------------------------------------------
    def open_folder(self, folder: str | None = None) -> None:
        """Open every corpus file in a folder (asked for unless given)."""
        if folder is None:
            folder = QFileDialog.getExistingDirectory(
                self.window_, translate("LibraryActions", "Open folder")
            )
        if folder:
            self.window_.open_paths([folder])

    def open_zotero(self, path: str | None = None) -> CollectionPicker | None:
        """Ask for the Zotero database (or data folder), then which collection to open.

        The picker is window-modal but does not block: choosing opens the library through
        the loader. Returns the picker (None when nothing was chosen or the file is bad).
        """
        if path is None:
            start = DEFAULT_ZOTERO.expanduser()
            start_dir = str(start.parent) if start.parent.is_dir() else ""
            path, _ = QFileDialog.getOpenFileName(
                self.window_,
                translate("LibraryActions", "Open Zotero library (zotero.sqlite)"),
                start_dir,
                translate("LibraryActions", ZOTERO_FILTER),
            )
            if not path:
                return None
        library = Path(path).expanduser()
        if library.is_dir():
            library = library / DEFAULT_ZOTERO.name
        try:
            collections, total = list_collections(library), library_size(library)
        except ExplorerError as err:
            self.window_.report_error(str(err))
            return None
        picker = CollectionPicker(library, collections, total, self.window_)
        picker.accepted.connect(lambda: self.window_.open_paths([picker.source()]))
        picker.finished.connect(picker.deleteLater)
        self.picker = picker
        picker.open()
        return picker
