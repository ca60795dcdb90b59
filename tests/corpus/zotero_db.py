"""Build small ``zotero.sqlite`` files with Zotero's own schema for the reader tests.

The tables and columns are those of Zotero 7's ``resource/schema/userdata.sql`` (items,
itemData, itemDataValues, creators, itemCreators, collections, collectionItems,
deletedItems, libraries...) and of its system tables (itemTypes, fields, creatorTypes), with
Zotero's real type and field ids, so the reader is tested on the shape it meets on disk.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

SCHEMA = """
CREATE TABLE version (schema TEXT PRIMARY KEY, version INT NOT NULL);
CREATE TABLE libraries (
    libraryID INTEGER PRIMARY KEY, type TEXT NOT NULL, editable INT NOT NULL,
    filesEditable INT NOT NULL, version INT NOT NULL DEFAULT 0,
    storageVersion INT NOT NULL DEFAULT 0, lastSync INT NOT NULL DEFAULT 0,
    archived INT NOT NULL DEFAULT 0);
CREATE TABLE itemTypes (
    itemTypeID INTEGER PRIMARY KEY, typeName TEXT, templateItemTypeID INT, display INT DEFAULT 1);
CREATE TABLE fields (fieldID INTEGER PRIMARY KEY, fieldName TEXT, fieldFormatID INT);
CREATE TABLE creatorTypes (creatorTypeID INTEGER PRIMARY KEY, creatorType TEXT);
CREATE TABLE items (
    itemID INTEGER PRIMARY KEY, itemTypeID INT NOT NULL,
    dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    libraryID INT NOT NULL, key TEXT NOT NULL, version INT NOT NULL DEFAULT 0,
    synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key),
    FOREIGN KEY (libraryID) REFERENCES libraries(libraryID) ON DELETE CASCADE);
CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE);
CREATE TABLE itemData (
    itemID INT, fieldID INT, valueID, PRIMARY KEY (itemID, fieldID),
    FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
    FOREIGN KEY (valueID) REFERENCES itemDataValues(valueID));
CREATE TABLE itemNotes (
    itemID INTEGER PRIMARY KEY, parentItemID INT, note TEXT, title TEXT);
CREATE TABLE creators (
    creatorID INTEGER PRIMARY KEY, firstName TEXT, lastName TEXT, fieldMode INT,
    UNIQUE (lastName, firstName, fieldMode));
CREATE TABLE itemCreators (
    itemID INT NOT NULL, creatorID INT NOT NULL, creatorTypeID INT NOT NULL DEFAULT 1,
    orderIndex INT NOT NULL DEFAULT 0, PRIMARY KEY (itemID, creatorID, creatorTypeID, orderIndex),
    UNIQUE (itemID, orderIndex));
CREATE TABLE collections (
    collectionID INTEGER PRIMARY KEY, collectionName TEXT NOT NULL,
    parentCollectionID INT DEFAULT NULL,
    clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    libraryID INT NOT NULL, key TEXT NOT NULL, version INT NOT NULL DEFAULT 0,
    synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key));
CREATE TABLE collectionItems (
    collectionID INT NOT NULL, itemID INT NOT NULL, orderIndex INT NOT NULL DEFAULT 0,
    PRIMARY KEY (collectionID, itemID));
CREATE TABLE deletedItems (
    itemID INTEGER PRIMARY KEY, dateDeleted DEFAULT CURRENT_TIMESTAMP NOT NULL);
INSERT INTO version VALUES ('userdata', 120);
INSERT INTO libraries VALUES (1, 'user', 1, 1, 0, 0, 0, 0);
INSERT INTO libraries VALUES (2, 'feed', 0, 0, 0, 0, 0, 0);
"""

#: Zotero's ids (system tables of Zotero 5 to 7).
ITEM_TYPES = {
    "note": 1,
    "book": 2,
    "bookSection": 3,
    "journalArticle": 4,
    "attachment": 14,
    "conferencePaper": 33,
    "annotation": 99,  # Zotero 6+ has this type; its real id is not needed here
}
FIELDS = {
    "url": 1,
    "publicationTitle": 12,
    "date": 14,
    "extra": 22,
    "DOI": 26,
    "conferenceName": 84,
    "abstractNote": 90,
    "title": 110,
    "proceedingsTitle": 114,
}
CREATOR_TYPES = {"author": 1, "contributor": 2, "editor": 3}


class ZoteroDB:
    """A Zotero database being filled: ``add_item``, ``add_collection``, ``file``, ``trash``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.db = sqlite3.connect(path)
        self.db.executescript(SCHEMA)
        self.db.executemany("INSERT INTO itemTypes VALUES (?, ?, NULL, 1)", _swap(ITEM_TYPES))
        self.db.executemany("INSERT INTO fields VALUES (?, ?, NULL)", _swap(FIELDS))
        self.db.executemany("INSERT INTO creatorTypes VALUES (?, ?)", _swap(CREATOR_TYPES))
        self._next_item = 1

    @classmethod
    def reopen(cls, path: Path) -> ZoteroDB:
        """The database at ``path`` again, to edit it as Zotero would after a save."""
        z = cls.__new__(cls)
        z.path, z.db = path, sqlite3.connect(path)
        (last,) = z.db.execute("SELECT COALESCE(MAX(itemID), 0) FROM items").fetchone()
        z._next_item = last + 1
        return z

    def add_item(
        self,
        key: str,
        fields: dict[str, object],
        *,
        item_type: str = "journalArticle",
        creators: list[tuple[str, str, str]] = (),
        library: int = 1,
    ) -> int:
        """Add an item; ``creators`` are (first name, last name, creator type)."""
        item_id = self._next_item
        self._next_item += 1
        self.db.execute(
            "INSERT INTO items (itemID, itemTypeID, libraryID, key) VALUES (?, ?, ?, ?)",
            (item_id, ITEM_TYPES[item_type], library, key),
        )
        for name, value in fields.items():
            self.db.execute("INSERT OR IGNORE INTO itemDataValues (value) VALUES (?)", (value,))
            (value_id,) = self.db.execute(
                "SELECT valueID FROM itemDataValues WHERE value IS ?", (value,)
            ).fetchone()
            self.db.execute(
                "INSERT INTO itemData VALUES (?, ?, ?)", (item_id, FIELDS[name], value_id)
            )
        for order, (first, last, kind) in enumerate(creators):
            self.db.execute(
                "INSERT OR IGNORE INTO creators (firstName, lastName, fieldMode) VALUES (?, ?, 0)",
                (first, last),
            )
            (creator_id,) = self.db.execute(
                "SELECT creatorID FROM creators WHERE firstName IS ? AND lastName IS ?",
                (first, last),
            ).fetchone()
            self.db.execute(
                "INSERT INTO itemCreators VALUES (?, ?, ?, ?)",
                (item_id, creator_id, CREATOR_TYPES[kind], order),
            )
        return item_id

    def add_collection(self, name: str, parent: int | None = None) -> int:
        cursor = self.db.execute(
            "INSERT INTO collections (collectionName, parentCollectionID, libraryID, key) "
            "VALUES (?, ?, 1, ?)",
            (name, parent, f"C{name[:6].upper()}{parent or 0}"),
        )
        return int(cursor.lastrowid)

    def file(self, collection: int, *items: int) -> None:
        self.db.executemany(
            "INSERT INTO collectionItems (collectionID, itemID) VALUES (?, ?)",
            [(collection, item) for item in items],
        )

    def trash(self, item: int) -> None:
        self.db.execute("INSERT INTO deletedItems (itemID) VALUES (?)", (item,))

    def close(self) -> Path:
        self.db.commit()
        self.db.close()
        return self.path


def _swap(mapping: dict[str, int]) -> list[tuple[int, str]]:
    return [(i, name) for name, i in mapping.items()]


PAPERS = [
    {
        "key": "ABCD2345",
        "fields": {
            "title": "Sparse attention for long documents",
            "abstractNote": "We propose SparseFormer, a transformer with sparse attention. "
            "It beats Longformer on the PG-19 dataset.",
            "date": "2023-05-00 May 2023",
            "publicationTitle": "Journal of Machine Learning Research",
            "DOI": "10.1234/jmlr.2023.1",
            "url": "https://example.org/sparse",
        },
        "creators": [("Ada", "Lovelace", "author"), ("Alan", "Turing", "author")],
        "jsonl": {
            "id": "ABCD2345",
            "title": "Sparse attention for long documents",
            "abstract": "We propose SparseFormer, a transformer with sparse attention. "
            "It beats Longformer on the PG-19 dataset.",
            "year": 2023,
            "venue": "Journal of Machine Learning Research",
            "doi": "10.1234/jmlr.2023.1",
            "url": "https://example.org/sparse",
            "authors": ["Ada Lovelace", "Alan Turing"],
        },
    },
    {
        "key": "EFGH6789",
        "type": "conferencePaper",
        "fields": {
            "title": "Quantised adapters",
            "abstractNote": "We introduce QLoRA-X, which fine-tunes LLaMA with 4-bit adapters "
            "on one A100 GPU.",
            "date": "2024",
            "proceedingsTitle": "Proceedings of ICML 2024",
            "extra": "arXiv: 2401.00001\nDOI: 10.5555/icml.42",
        },
        "creators": [("Grace", "Hopper", "editor"), ("Edsger", "Dijkstra", "author")],
        "jsonl": {
            "id": "EFGH6789",
            "title": "Quantised adapters",
            "abstract": "We introduce QLoRA-X, which fine-tunes LLaMA with 4-bit adapters "
            "on one A100 GPU.",
            "year": 2024,
            "venue": "Proceedings of ICML 2024",
            "doi": "10.5555/icml.42",
            "authors": ["Edsger Dijkstra"],
        },
    },
]


def build_library(tmp_path: Path, *, extra: bool = True) -> tuple[ZoteroDB, list[int]]:
    """A library holding PAPERS (as ``zotero.sqlite`` in ``tmp_path``) plus, with ``extra``,
    the things the reader must leave out: a note, an attachment, an annotation, a feed item,
    an item in the trash, and two items without an abstract."""
    z = ZoteroDB(tmp_path / "zotero.sqlite")
    ids = [
        z.add_item(
            p["key"], p["fields"], item_type=p.get("type", "journalArticle"), creators=p["creators"]
        )
        for p in PAPERS
    ]
    if extra:
        z.add_item("NOTE0001", {"title": "my note"}, item_type="note")
        z.add_item("ATTACH01", {"title": "PDF", "abstractNote": "x y z."}, item_type="attachment")
        z.add_item("ANNOT001", {"abstractNote": "highlight."}, item_type="annotation")
        z.add_item("FEED0001", {"title": "feed", "abstractNote": "From a feed."}, library=2)
        trashed = z.add_item("TRASH001", {"title": "old", "abstractNote": "Deleted paper."})
        z.trash(trashed)
        z.add_item("NOABS001", {"title": "A paper without an abstract"})
        z.add_item("NOABS002", {"title": "Another one", "abstractNote": "   "})
    return z, ids


def write_jsonl(path: Path) -> Path:
    """The JSONL equivalent of PAPERS."""
    path.write_text("".join(json.dumps(p["jsonl"]) + "\n" for p in PAPERS), encoding="utf-8")
    return path
