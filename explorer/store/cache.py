"""The persistent cache: extractions per paper, and whole graphs with their layout.

One SQLite file, ``cache.sqlite``, in :func:`default_cache_dir`. A paper's
extraction is stored under :meth:`ExtractionCache.paper_key`, a hash of its
content and of the extractor version: editing one paper re-extracts that
paper, a new extractor re-extracts all. A whole graph (with positions) is
stored under :func:`~explorer.store.keys.corpus_key`, a hash of all paper keys, so reopening a
corpus seen before skips extraction, building and layout.

Extractions are zlib-compressed JSON of their compact form (each sentence
once). Graphs are the graph's own node and adjacency dicts as marshal data
(plain values: unlike pickle, reading runs no code) compressed with zlib, with
a SHA-256 checksum checked before anything is decoded; an 8,800-paper graph
loads in well under a second. Any sign of damage moves the file aside and
starts afresh (see :mod:`explorer.store.db`).

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
import marshal
import sqlite3
import sys
import threading
import time
import zlib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import networkx as nx

from explorer.graph.bulk import graph_from_state, graph_state, paused_gc
from explorer.model import Paper, PaperExtraction
from explorer.store.db import CheckedDatabase, Warn, warn_on_stderr
from explorer.store.keys import corpus_key, default_cache_dir

__all__ = ["FILE_NAME", "MAX_GRAPHS", "ExtractionCache", "corpus_key", "default_cache_dir"]

FILE_NAME = "cache.sqlite"
#: Bump when the tables or the stored encodings change: older files are replaced.
SCHEMA_VERSION = 2
#: Whole graphs kept (least recently used dropped first); each can be tens of MB.
MAX_GRAPHS = 4
#: marshal's format may change between Python versions: a graph from another is a miss.
_GRAPH_FORMAT = f"marshal{marshal.version}-py{sys.version_info[0]}.{sys.version_info[1]}"
_BATCH = 500  # keys per SELECT (SQLite limits the number of parameters)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS extractions (key TEXT PRIMARY KEY, data BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS graphs (
    key TEXT PRIMARY KEY, format TEXT NOT NULL, digest BLOB NOT NULL,
    data BLOB NOT NULL, used REAL NOT NULL
);
"""

Positions = dict[str, tuple[float, float]]


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
        return hashlib.sha256(text.encode()).hexdigest()

    def get_many(self, papers: Iterable[Paper]) -> dict[str, PaperExtraction]:
        """Cached extractions of ``papers`` by paper key; papers not cached are absent.

        Each extraction carries the given Paper (so ``source`` is current).
        """
        wanted = {self.paper_key(p): p for p in papers}
        keys = list(wanted)
        found: dict[str, PaperExtraction] = {}
        try:
            with self._lock, paused_gc():
                for start in range(0, len(keys), _BATCH):
                    batch = keys[start : start + _BATCH]
                    marks = ",".join("?" * len(batch))
                    rows = self._db.connection.execute(
                        f"SELECT key, data FROM extractions WHERE key IN ({marks})", batch
                    ).fetchall()
                    for key, blob in rows:
                        found[key] = PaperExtraction.from_compact(
                            wanted[key], json.loads(zlib.decompress(blob))
                        )
        except sqlite3.DatabaseError as err:
            self._recover(err, "lookup")
            return {}
        except (zlib.error, ValueError, KeyError, TypeError) as err:
            self._replace(f"unreadable extraction ({type(err).__name__}: {err})")
            return {}
        return found

    def put_many(self, extractions: Iterable[PaperExtraction]) -> None:
        """Store ``extractions`` (under the keys of their papers) in one transaction."""
        rows = [
            (
                self.paper_key(ex.paper),
                zlib.compress(json.dumps(ex.to_compact(), separators=(",", ":")).encode(), 1),
            )
            for ex in extractions
        ]
        self._write("INSERT OR REPLACE INTO extractions VALUES (?, ?)", rows)

    def get_graph(self, corpus_key: str) -> tuple[nx.Graph, Positions] | None:
        """The graph and positions stored under ``corpus_key``, or None."""
        try:
            with self._lock:
                row = self._db.connection.execute(
                    "SELECT format, digest, data FROM graphs WHERE key = ?", (corpus_key,)
                ).fetchone()
                if row is None or row[0] != _GRAPH_FORMAT:
                    return None
                with self._db.connection:
                    self._db.connection.execute(
                        "UPDATE graphs SET used = ? WHERE key = ?", (time.time(), corpus_key)
                    )
        except sqlite3.DatabaseError as err:
            self._recover(err, "graph lookup")
            return None
        _, digest, blob = row
        try:
            if hashlib.sha256(blob).digest() != digest:
                raise ValueError("checksum mismatch")
            with paused_gc():
                graph, nodes, adjacency, positions = marshal.loads(zlib.decompress(blob))
        except (zlib.error, ValueError, EOFError, TypeError) as err:
            self._replace(f"unreadable cached graph ({err})")
            return None
        return graph_from_state(graph, nodes, adjacency), positions

    def put_graph(self, corpus_key: str, G: nx.Graph, positions: Mapping[str, Any]) -> None:
        """Store ``G`` and its ``positions`` under ``corpus_key``, dropping the oldest extras.

        A graph holding values marshal cannot store (only plain data can be
        cached) is skipped with a notice.
        """
        nodes, adjacency = graph_state(G)
        if type(nodes) is not dict or type(adjacency) is not dict:  # a view: copy it
            nodes, adjacency = graph_state(nx.Graph(G))
        plain_positions = {n: (float(x), float(y)) for n, (x, y) in positions.items()}
        try:
            data = marshal.dumps((dict(G.graph), nodes, adjacency, plain_positions))
        except ValueError as err:
            self._db.warn(f"graph not cached: it holds a value that is not plain data ({err})")
            return
        blob = zlib.compress(data, 1)  # level 1: 2x faster than the default, 15% larger
        row = (corpus_key, _GRAPH_FORMAT, hashlib.sha256(blob).digest(), blob, time.time())
        self._write("INSERT OR REPLACE INTO graphs VALUES (?, ?, ?, ?, ?)", [row])
        self._write(
            "DELETE FROM graphs WHERE key NOT IN "
            "(SELECT key FROM graphs ORDER BY used DESC LIMIT ?)",
            [(MAX_GRAPHS,)],
        )

    def _write(self, sql: str, rows: list[tuple]) -> None:
        """Run ``sql`` for all ``rows`` in one transaction; on damage, once more on a new file."""
        for attempt in (1, 2):
            try:
                with self._lock, self._db.connection as connection:
                    connection.executemany(sql, rows)
                return
            except sqlite3.DatabaseError as err:
                if attempt == 2 or isinstance(err, sqlite3.OperationalError):
                    self._db.warn(f"{self.path}: cache not updated ({err})")
                    return
                self._replace(str(err))

    def _recover(self, err: sqlite3.DatabaseError, what: str) -> None:
        """Damage replaces the file; a busy, locked, full or read-only one is only reported."""
        if isinstance(err, sqlite3.OperationalError):
            self._db.warn(f"{self.path}: cache {what} skipped ({err})")
        else:
            self._replace(f"{what} failed ({err})")

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
