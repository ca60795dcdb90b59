"""The persistent cache: extractions per paper, and whole graphs with their layout.

One SQLite file, ``cache.sqlite``, in :func:`default_cache_dir`. A paper's extraction is stored
under :meth:`ExtractionCache.paper_key`, a hash of its content and of the extractor version:
editing one paper re-extracts that paper, a new extractor re-extracts all. A whole graph (with
positions) is stored under :func:`~explorer.store.keys.corpus_key`, a hash of all paper keys, so
reopening a corpus seen before skips extraction, building and layout.

Extractions are zlib-compressed JSON of their compact form (each sentence
once: :mod:`explorer.store.records`); graphs are checksummed marshal blobs
(:mod:`explorer.store.graph_blob`). What is read is checked, not trusted: a
record or a graph that decodes but does not hold what the schema says is
dropped (it is extracted or built again) with a one-line notice; damage to
the file itself moves the file aside and starts afresh (see
:mod:`explorer.store.db`). A read-only cache is read and never written.

Examples
--------
>>> import tempfile
>>> from explorer.model import Paper, PaperExtraction
>>> cache = ExtractionCache(tempfile.mkdtemp(), extractor_version="1")
>>> paper = Paper(id="p1", abstract="We propose TabFlex.")
>>> cache.put_many([PaperExtraction(paper=paper, proposed=["TabFlex"])])
>>> cache.get_many([paper])[cache.paper_key(paper)].proposed
['TabFlex']
>>> cache.close()
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from explorer.heap import collector_paused
from explorer.i18n import QT_TRANSLATE_NOOP, translate
from explorer.model import Paper, PaperExtraction
from explorer.store.db import CheckedDatabase, Warn, warn_on_stderr
from explorer.store.keys import corpus_key, default_cache_dir
from explorer.store.records import extraction_from_record, record_of

if TYPE_CHECKING:  # the graph blobs need NetworkX, which extraction alone does not load
    import networkx as nx

    from explorer.store.graph_blob import Positions

__all__ = ["FILE_NAME", "MAX_GRAPHS", "ExtractionCache", "corpus_key", "default_cache_dir"]

FILE_NAME = "cache.sqlite"
#: Bump when the tables or the stored encodings change: older files are replaced.
SCHEMA_VERSION = 2
#: Whole graphs kept (least recently used dropped first); each can be tens of MB.
MAX_GRAPHS = 4
_BATCH = 500  # keys per SELECT (SQLite limits the number of parameters)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS extractions (key TEXT PRIMARY KEY, data BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS graphs (
    key TEXT PRIMARY KEY, format TEXT NOT NULL, digest BLOB NOT NULL,
    data BLOB NOT NULL, used REAL NOT NULL
);
"""


class ExtractionCache:
    """Extractions and graphs of the corpora seen before; safe to share between threads.

    Parameters
    ----------
    directory
        Where ``cache.sqlite`` lives; None means :func:`default_cache_dir`.
    extractor_version
        Part of every paper key: a new version misses every old entry.
    warn
        Receives a one-line notice when the file is damaged and replaced, or
        cannot be used (default: standard error).
    """

    def __init__(
        self,
        directory: str | Path | None = None,
        *,
        extractor_version: str,
        warn: Warn | None = None,
    ) -> None:
        self.directory = Path(directory) if directory is not None else default_cache_dir()
        self.extractor_version = extractor_version
        self._lock = threading.Lock()
        self._keys: dict[Paper, str] = {}  # a big load asks for each key several times
        self._db = CheckedDatabase(
            self.directory / FILE_NAME,
            schema_version=SCHEMA_VERSION,
            schema=_SCHEMA,
            warn=warn if warn is not None else warn_on_stderr,
        )

    @property
    def path(self) -> Path:
        """The database file."""
        return self._db.path

    def paper_key(self, paper: Paper) -> str:
        """SHA-256 of the paper's content fields and the extractor version.

        ``source`` (where the record sits in its file) is left out: moving a
        record within a file does not change what is extracted from it.
        """
        if paper not in self._keys:
            content = [
                self.extractor_version,
                paper.id,
                paper.title,
                paper.abstract,
                list(paper.authors),
                paper.year,
                paper.venue,
                paper.url,
                sorted(paper.links),
            ]
            text = json.dumps(content, ensure_ascii=True, separators=(",", ":"))
            self._keys[paper] = hashlib.sha256(text.encode()).hexdigest()
        return self._keys[paper]

    def get_many(self, papers: Iterable[Paper]) -> dict[str, PaperExtraction]:
        """Cached extractions of ``papers`` by paper key; papers not cached are absent.

        Each extraction carries the given Paper (so ``source`` is current). A record
        that does not hold a valid extraction is dropped from the cache, with one notice.
        """
        wanted = {self.paper_key(p): p for p in papers}
        keys = list(wanted)
        found: dict[str, PaperExtraction] = {}
        bad: dict[str, str] = {}
        try:
            with self._lock, collector_paused():
                for start in range(0, len(keys), _BATCH):
                    batch = keys[start : start + _BATCH]
                    marks = ",".join("?" * len(batch))
                    rows = self._db.connection.execute(
                        f"SELECT key, data FROM extractions WHERE key IN ({marks})", batch
                    ).fetchall()
                    for key, blob in rows:
                        try:
                            found[key] = extraction_from_record(wanted[key], blob)
                        except ValueError as err:
                            bad[key] = str(err)
        except sqlite3.DatabaseError as err:
            self._recover(err, QT_TRANSLATE_NOOP("CacheWarnings", "lookup"))
            return {}
        if bad:
            first = next(iter(bad.values()))
            count = len(bad)
            note = translate(
                "CacheWarnings",
                "{path}: %Ln unreadable extraction(s) dropped, to be extracted again "
                "(first: {problem})",
                "",
                count,
            )
            self._db.warn(note.format(path=self.path, problem=first))
            self._write("DELETE FROM extractions WHERE key = ?", [(k,) for k in bad])
        return found

    def put_many(self, extractions: Iterable[PaperExtraction]) -> None:
        """Store ``extractions`` (under the keys of their papers) in one transaction."""
        with collector_paused():  # full collections would walk every record made (no cycles)
            rows = [(self.paper_key(ex.paper), record_of(ex)) for ex in extractions]
        self._write("INSERT OR REPLACE INTO extractions VALUES (?, ?)", rows)

    def get_graph(self, corpus_key: str) -> tuple[nx.Graph, Positions] | None:
        """The graph and positions stored under ``corpus_key``, or None.

        A blob that fails its checksum means a damaged file (moved aside); one that
        decodes to something other than a graph of the schema is dropped, with a notice.
        """
        from explorer.store.graph_blob import GRAPH_FORMAT, DamagedBlob, decode_graph

        try:
            with self._lock:
                row = self._db.connection.execute(
                    "SELECT format, digest, data FROM graphs WHERE key = ?", (corpus_key,)
                ).fetchone()
                if row is None or row[0] != GRAPH_FORMAT:
                    return None
                if not self._db.read_only:
                    with self._db.connection:
                        self._db.connection.execute(
                            "UPDATE graphs SET used = ? WHERE key = ?", (time.time(), corpus_key)
                        )
        except sqlite3.DatabaseError as err:
            self._recover(err, QT_TRANSLATE_NOOP("CacheWarnings", "graph lookup"))
            return None
        _, digest, blob = row
        try:
            return decode_graph(digest, blob)
        except DamagedBlob as err:
            self._replace(
                translate("CacheWarnings", "unreadable cached graph ({problem})").format(
                    problem=err
                )
            )
        except (ValueError, RecursionError) as err:
            note = translate(
                "CacheWarnings", "{path}: cached graph dropped, to be built again ({problem})"
            )
            self._db.warn(note.format(path=self.path, problem=err))
            self._write("DELETE FROM graphs WHERE key = ?", [(corpus_key,)])
        return None

    def put_graph(self, corpus_key: str, G: nx.Graph, positions: Mapping[str, Any]) -> None:
        """Store ``G`` and its ``positions`` under ``corpus_key``, dropping the oldest extras.

        A graph holding values marshal cannot store (only plain data can be
        cached) is skipped with a notice.
        """
        from explorer.store.graph_blob import GRAPH_FORMAT, encode_graph

        if self._db.read_only:
            return
        try:
            digest, parts = encode_graph(G, positions)
        except ValueError as err:
            note = translate(
                "CacheWarnings",
                "graph not cached: it holds a value that is not plain data ({problem})",
            )
            self._db.warn(note.format(problem=err))
            return

        def insert(connection: sqlite3.Connection) -> None:
            # A zeroblob filled piece by piece: binding one bytes object would copy it whole.
            size = sum(map(len, parts))
            row = (corpus_key, GRAPH_FORMAT, digest, size, time.time())
            cursor = connection.execute(
                "INSERT OR REPLACE INTO graphs VALUES (?, ?, ?, zeroblob(?), ?)", row
            )
            with connection.blobopen("graphs", "data", cursor.lastrowid) as blob:
                for part in parts:
                    blob.write(part)

        self._transaction(insert)
        self._write(
            "DELETE FROM graphs WHERE key NOT IN "
            "(SELECT key FROM graphs ORDER BY used DESC LIMIT ?)",
            [(MAX_GRAPHS,)],
        )

    def _write(self, sql: str, rows: list[tuple]) -> None:
        """Run ``sql`` for all ``rows`` in one transaction (see :meth:`_transaction`)."""
        self._transaction(lambda connection: connection.executemany(sql, rows))

    def _transaction(self, work: Callable[[sqlite3.Connection], object]) -> None:
        """Run ``work`` in one transaction; on damage, once more on a new file.

        A read-only cache is not written (its notice was given when it was opened).
        """
        if self._db.read_only:
            return
        for attempt in (1, 2):
            try:
                with self._lock, self._db.connection as connection:
                    work(connection)
                return
            except sqlite3.DatabaseError as err:
                if attempt == 2 or isinstance(err, sqlite3.OperationalError):
                    note = translate("CacheWarnings", "{path}: cache not updated ({problem})")
                    self._db.warn(note.format(path=self.path, problem=err))
                    return
                self._replace(str(err))

    def _recover(self, err: sqlite3.DatabaseError, what: str) -> None:
        """Damage replaces the file; a busy, locked, full or read-only one is only reported."""
        if isinstance(err, sqlite3.OperationalError):
            note = translate("CacheWarnings", "{path}: cache {what} skipped ({problem})")
            self._db.warn(
                note.format(path=self.path, what=translate("CacheWarnings", what), problem=err)
            )
        else:
            note = translate("CacheWarnings", "{what} failed ({problem})")
            self._replace(note.format(what=translate("CacheWarnings", what), problem=err))

    def _replace(self, reason: str) -> None:
        with self._lock:
            self._db.replace(reason)

    def close(self) -> None:
        """Close the database (idempotent)."""
        with self._lock:
            self._db.close()

    def __enter__(self) -> ExtractionCache:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
