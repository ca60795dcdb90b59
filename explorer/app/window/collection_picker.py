"""The collection picker of File > Open Zotero library: All items, or one collection.

The tree is the library's collection tree (:func:`explorer.corpus.zotero.list_collections`)
with the number of works in the library and in each collection with its subcollections;
choosing a collection also takes its subcollections, as the reader does.
:meth:`CollectionPicker.source` is the source string the loader opens
(:func:`explorer.corpus.sources.zotero_source`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from explorer.corpus.sources import zotero_source
from explorer.corpus.zotero import ZoteroCollection
from explorer.i18n import QT_TRANSLATE_NOOP
from explorer.printable import printable

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

ALL_ITEMS = QT_TRANSLATE_NOOP("CollectionPicker", "All items")
_PATH_ROLE = Qt.ItemDataRole.UserRole


class CollectionPicker(QDialog):
    """Choose what of the library at ``path`` to open; ``source()`` says it."""

    def __init__(
        self,
        path: Path,
        collections: list[ZoteroCollection],
        total: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.setWindowTitle(translate("CollectionPicker", "Open Zotero Library"))
        self.setObjectName("collectionPicker")
        intro = QLabel(
            translate(
                "CollectionPicker",
                "Open the items of {path}: all of them, or one collection "
                "(its subcollections included). Items without an abstract are left out.",
            ).format(path=printable(str(path)))
        )
        intro.setTextFormat(Qt.TextFormat.PlainText)
        intro.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(
            [translate("CollectionPicker", "Collection"), translate("CollectionPicker", "Items")]
        )
        self.tree.setRootIsDecorated(True)
        self.all_items = QTreeWidgetItem([translate("CollectionPicker", ALL_ITEMS), str(total)])
        self.all_items.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
        self.all_items.setData(0, _PATH_ROLE, None)
        self.tree.addTopLevelItem(self.all_items)
        self._fill(collections)
        self.tree.expandAll()
        self.tree.resizeColumnToContents(0)
        self.tree.setCurrentItem(self.all_items)
        self.tree.itemDoubleClicked.connect(lambda *_: self.accept())
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        self.resize(460, 420)

    def _fill(self, collections: list[ZoteroCollection]) -> None:
        items: dict[int, QTreeWidgetItem] = {}
        for collection in collections:  # parents come before their subcollections
            row = QTreeWidgetItem([printable(collection.name), str(collection.total)])
            row.setData(0, _PATH_ROLE, collection.path)
            row.setToolTip(0, printable(collection.path))
            row.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
            parent = items.get(collection.parent) if collection.parent is not None else None
            (parent.addChild(row) if parent is not None else self.tree.addTopLevelItem(row))
            items[collection.id] = row
        self.rows = items

    def choose(self, collection_path: str | None) -> None:
        """Select the collection whose path is ``collection_path`` (None: All items)."""
        if collection_path is None:
            self.tree.setCurrentItem(self.all_items)
            return
        for row in self.rows.values():
            if row.data(0, _PATH_ROLE) == collection_path:
                self.tree.setCurrentItem(row)
                return
        raise KeyError(collection_path)

    def collection(self) -> str | None:
        """The path of the chosen collection, None for All items."""
        row = self.tree.currentItem()
        return None if row is None else row.data(0, _PATH_ROLE)

    def source(self) -> str:
        """The source string of the choice, for the loader."""
        return zotero_source(self.path, self.collection())
