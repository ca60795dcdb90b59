"""Read a Zotero library (``zotero.sqlite``) without ever writing to it, even while Zotero runs.

Zotero keeps its database locked while it runs, so the file is opened with SQLite's
``immutable`` flag, which takes no lock; if a write-ahead log lies beside it (changes not yet
merged into the file), the database and its log are copied to a temporary folder first and
the copy is read. Regular items are read (not notes, attachments, annotations, feed items or
items in the trash), optionally only those of one collection and its subcollections. Items
without an abstract are left out and reported in one line with their count.

Examples
--------
>>> from explorer.corpus.zotero import ZOTERO_VENUE_FIELDS
>>> ZOTERO_VENUE_FIELDS[:2]
('publicationTitle', 'proceedingsTitle')
"""

from __future__ import annotations

import contextlib
import re
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import quote

from explorer.corpus.records import RecordError, paper_from_fields
from explorer.corpus.sources import parse_source
from explorer.corpus.zotero_collections import ZoteroCollection, items_in, read_collections
from explorer.errors import CorpusError
from explorer.i18n import translate
from explorer.i18n.system_text import os_problem
from explorer.model import Paper

__all__ = ["ZoteroCollection", "library_size", "list_collections", "read_zotero"]

Warn = Callable[[str], None]

#: Zotero fields naming where an item appeared, preferred first (Zotero's own field names).
ZOTERO_VENUE_FIELDS = (
    "publicationTitle",
    "proceedingsTitle",
    "conferenceName",
    "bookTitle",
    "repository",
    "websiteTitle",
    "blogTitle",
    "university",
    "institution",
)
_WANTED = ("title", "abstractNote", "date", "url", "DOI", "extra", *ZOTERO_VENUE_FIELDS)
#: Item types that are not works: they hang off a work or are feed entries.
_NOT_WORKS = ("note", "attachment", "annotation")
_TABLES = ("items", "itemTypes", "itemData", "itemDataValues", "fields", "collections")
_SQLITE_MAGIC = b"SQLite format 3\x00"
_DOI_IN_EXTRA = re.compile(r"^\s*DOI:\s*(\S+)", re.I | re.M)


def read_zotero(
    source: str | Path, *, skip_bad: bool = False, warn: Warn | None = None
) -> list[Paper]:
    """The papers of a Zotero library source (see :mod:`explorer.corpus.sources`).

    Raises
    ------
    CorpusError
        One line naming the database: not a Zotero database, unknown collection, a bad
        item (unless ``skip_bad``), or no item with an abstract.
    """
    parsed = parse_source(source)
    path = parsed.path.expanduser()
    with open_library(path) as db:
        items = _regular_items(db)
        if parsed.collection is not None:
            wanted = items_in(read_collections(db), parsed.collection, db, path)
            items = [item for item in items if item[0] in wanted]
        fields = _item_fields(db)
        creators = _item_creators(db)
    papers: list[Paper] = []
    without_abstract: list[str] = []
    for item_id, key in items:
        record = fields.get(item_id, {})
        where = f"{path}:{key}"
        if not str(record.get("abstractNote") or "").strip():
            title = record.get("title")
            without_abstract.append(title if isinstance(title, str) and title.strip() else key)
            continue
        try:
            fields_of = _paper_fields(key, record, creators.get(item_id, []))
            papers.append(paper_from_fields(fields_of, source=where))
        except RecordError as err:
            if not skip_bad:
                problem = translate("CorpusErrors", "item {key}: {problem}")
                raise CorpusError(problem.format(key=key, problem=err), path=path) from None
            if warn is not None:
                skipped = translate("CorpusErrors", "{where}: {problem}; skipped")
                warn(skipped.format(where=where, problem=err))
    scope = translate("CorpusErrors", "the library")
    if parsed.collection:
        scope = translate("CorpusErrors", "collection {name}").format(name=repr(parsed.collection))
    count, total = len(without_abstract), len(items)
    if without_abstract and warn is not None:
        left_out = translate(
            "CorpusErrors",
            "{path}: %Ln of {total} items in {scope} have no abstract and are left out "
            "(e.g. {examples})",
            "",
            count,
        )
        examples = "; ".join(_short(t) for t in without_abstract[:3])
        warn(left_out.format(path=path, total=total, scope=scope, examples=examples))
    if not papers:
        problem = translate(
            "CorpusErrors", "no item with an abstract in {scope} (%Ln items)", "", total
        )
        raise CorpusError(problem.format(scope=scope), path=path)
    return papers


def list_collections(path: str | Path) -> list[ZoteroCollection]:
    """Every collection of the library at ``path``, parents before their subcollections."""
    path = Path(path).expanduser()
    with open_library(path) as db:
        return read_collections(db)


def library_size(path: str | Path) -> int:
    """How many works the library at ``path`` holds (outside the trash and the feeds), as
    Zotero's "My Library" counts them; items without an abstract included."""
    path = Path(path).expanduser()
    with open_library(path) as db:
        return len(_regular_items(db))


@contextlib.contextmanager
def open_library(path: Path) -> Iterator[sqlite3.Connection]:
    """A read-only connection to the Zotero database at ``path`` (see the module docstring)."""
    path = path.expanduser()
    _check_file(path)
    wal = path.with_name(path.name + "-wal")
    with contextlib.ExitStack() as stack:
        if wal.exists() and wal.stat().st_size > 0:
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="explorer-")))
            copy = folder / path.name
            shutil.copyfile(path, copy)
            shutil.copyfile(wal, folder / wal.name)
            uri = f"file:{quote(str(copy))}"
        else:
            uri = f"file:{quote(str(path.resolve()))}?mode=ro&immutable=1"
        try:
            db = sqlite3.connect(uri, uri=True)
        except sqlite3.Error as err:
            problem = translate("CorpusErrors", "cannot open the Zotero database: {problem}")
            raise CorpusError(problem.format(problem=err), path=path) from None
        stack.callback(db.close)
        db.execute("PRAGMA query_only = ON")
        try:
            _check_schema(db, path)
            yield db
        except sqlite3.Error as err:
            problem = translate("CorpusErrors", "cannot read the Zotero database: {problem}")
            raise CorpusError(problem.format(problem=err), path=path) from None


def _check_file(path: Path) -> None:
    if not path.exists():
        raise CorpusError(translate("CorpusErrors", "file not found"), path=path)
    try:
        with path.open("rb") as f:
            head = f.read(len(_SQLITE_MAGIC))
    except OSError as err:
        problem = translate("CorpusErrors", "cannot read the file: {problem}")
        raise CorpusError(problem.format(problem=os_problem(err)), path=path) from None
    if head != _SQLITE_MAGIC:
        problem = translate(
            "CorpusErrors",
            "not an SQLite database; a Zotero library is the zotero.sqlite file in Zotero's "
            "data folder",
        )
        raise CorpusError(problem, path=path)


def _check_schema(db: sqlite3.Connection, path: Path) -> None:
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
    missing = [t for t in _TABLES if t not in tables]
    if missing:
        problem = translate("CorpusErrors", "not a Zotero database (no table {tables})")
        raise CorpusError(problem.format(tables=", ".join(missing)), path=path)


def _regular_items(db: sqlite3.Connection) -> list[tuple[int, str]]:
    """(itemID, key) of every work outside the trash and the feeds, in itemID order."""
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
    sql = (
        "SELECT i.itemID, i.key FROM items i JOIN itemTypes t ON t.itemTypeID = i.itemTypeID "
        f"WHERE t.typeName NOT IN ({', '.join('?' * len(_NOT_WORKS))})"
    )
    if "deletedItems" in tables:
        sql += " AND i.itemID NOT IN (SELECT itemID FROM deletedItems)"
    if "libraries" in tables and "type" in _columns(db, "libraries"):
        sql += " AND i.libraryID NOT IN (SELECT libraryID FROM libraries WHERE type = 'feed')"
    return [(int(i), str(k)) for i, k in db.execute(sql + " ORDER BY i.itemID", _NOT_WORKS)]


def _columns(db: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in db.execute(f"PRAGMA table_info({table})")}


def _item_fields(db: sqlite3.Connection) -> dict[int, dict[str, object]]:
    sql = (
        "SELECT d.itemID, f.fieldName, v.value FROM itemData d "
        "JOIN fields f ON f.fieldID = d.fieldID "
        "JOIN itemDataValues v ON v.valueID = d.valueID "
        f"WHERE f.fieldName IN ({', '.join('?' * len(_WANTED))})"
    )
    found: dict[int, dict[str, object]] = {}
    for item_id, name, value in db.execute(sql, _WANTED):
        found.setdefault(item_id, {})[name] = value
    return found


def _item_creators(db: sqlite3.Connection) -> dict[int, list[tuple[str, str]]]:
    """itemID -> [(creator type, full name)] in Zotero's order."""
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
    if not {"creators", "itemCreators", "creatorTypes"} <= tables:
        return {}
    if not {"firstName", "lastName"} <= _columns(db, "creators"):
        return {}  # a Zotero 4 database keeps names elsewhere; its papers come without authors
    sql = (
        "SELECT ic.itemID, ct.creatorType, c.firstName, c.lastName FROM itemCreators ic "
        "JOIN creators c ON c.creatorID = ic.creatorID "
        "JOIN creatorTypes ct ON ct.creatorTypeID = ic.creatorTypeID "
        "ORDER BY ic.itemID, ic.orderIndex"
    )
    found: dict[int, list[tuple[str, str]]] = {}
    for item_id, kind, first, last in db.execute(sql):
        name = " ".join(str(part) for part in (first, last) if part)
        if name:
            found.setdefault(item_id, []).append((str(kind), name))
    return found


def _paper_fields(
    key: str, record: dict[str, object], people: list[tuple[str, str]]
) -> dict[str, object]:
    """The item as the fields :func:`paper_from_fields` reads; its key is the paper id."""
    for name, value in record.items():
        if isinstance(value, bytes):
            problem = translate("CorpusErrors", "field {name} holds binary data, not text")
            raise RecordError(problem.format(name=name))
    venue = next((record[f] for f in ZOTERO_VENUE_FIELDS if record.get(f)), "")
    doi = record.get("DOI") or ""
    if not doi and isinstance(record.get("extra"), str):
        match = _DOI_IN_EXTRA.search(record["extra"])
        doi = match.group(1) if match else ""
    authors = [name for kind, name in people if kind == "author"] or [n for _, n in people]
    return {
        "id": key,
        "title": record.get("title") or "",
        "abstract": record.get("abstractNote"),
        "year": record.get("date") or "",
        "venue": venue,
        "url": record.get("url") or "",
        "doi": doi,
        "authors": authors,
    }


def _short(title: str, limit: int = 60) -> str:
    title = " ".join(title.split())
    return f'"{title}"' if len(title) <= limit else f'"{title[: limit - 3]}..."'
