"""The Zotero reader on databases built with Zotero's schema: same papers as the JSONL."""

from __future__ import annotations

import json
import sqlite3

import pytest

from explorer.corpus import read_corpora, read_corpus
from explorer.corpus.sources import zotero_source
from explorer.corpus.zotero import library_size, list_collections, read_zotero
from explorer.errors import CorpusError
from tests.corpus.zotero_db import PAPERS, ZoteroDB, build_library


def as_dicts(papers):
    return [
        {k: v for k, v in paper.__dict__.items() if k != "source"}
        if hasattr(paper, "__dict__")
        else {f: getattr(paper, f) for f in paper.__slots__ if f != "source"}
        for paper in papers
    ]


def test_same_papers_as_the_equivalent_jsonl(tmp_path):
    z, _ = build_library(tmp_path)
    db = z.close()
    jsonl = tmp_path / "same.jsonl"
    jsonl.write_text("".join(json.dumps(p["jsonl"]) + "\n" for p in PAPERS), encoding="utf-8")
    warnings = []
    from_zotero = read_corpus(db, warn=warnings.append)
    assert as_dicts(from_zotero) == as_dicts(read_corpus(jsonl))
    assert [p.source for p in from_zotero] == [f"{db}:ABCD2345", f"{db}:EFGH6789"]
    assert warnings == [
        f"{db}: 2 of 4 items in the library have no abstract and are left out "
        f'(e.g. "A paper without an abstract"; "Another one")'
    ]
    assert library_size(db) == 4  # what "All items" counts: the works, with or without abstract


def test_collection_filter_includes_subcollections(tmp_path):
    z, (first, second) = build_library(tmp_path)
    reading = z.add_collection("Reading")
    gnn = z.add_collection("GNN", parent=reading)
    other = z.add_collection("Other")
    z.file(reading, first)
    z.file(gnn, second)
    z.file(other, second)
    db = z.close()

    def ids(collection):
        return [p.id for p in read_zotero(zotero_source(db, collection))]

    assert ids("Reading") == ["ABCD2345", "EFGH6789"]
    assert ids("gnn") == ["EFGH6789"]  # case is ignored when nothing matches exactly
    assert ids("Reading/GNN") == ["EFGH6789"]
    assert ids(None) == ["ABCD2345", "EFGH6789"]
    # items: filed directly; total: what choosing it reads (its subcollections included).
    assert [(c.path, c.items, c.total) for c in list_collections(db)] == [
        ("Other", 1, 1),
        ("Reading", 1, 2),
        ("Reading/GNN", 1, 1),
    ]
    # The same source string goes through the readers every format shares.
    assert [p.id for p in read_corpora([zotero_source(db, "Other")])] == ["EFGH6789"]


def test_unknown_ambiguous_and_empty_collections_are_one_line(tmp_path):
    z, (first, _) = build_library(tmp_path)
    a = z.add_collection("Topic", parent=z.add_collection("A"))
    z.add_collection("Topic", parent=z.add_collection("B"))
    z.add_collection("Empty")
    z.file(a, first)
    db = z.close()
    with pytest.raises(CorpusError) as err:
        read_zotero(zotero_source(db, "Nope"))
    assert (
        str(err.value) == f"{db}: no collection 'Nope' (collections: A, A/Topic, B, B/Topic, Empty)"
    )
    with pytest.raises(
        CorpusError,
        match=r"several collections are named 'Topic': give one of 'A/Topic', 'B/Topic'$",
    ):
        read_zotero(zotero_source(db, "Topic"))
    assert [p.id for p in read_zotero(zotero_source(db, "A/Topic"))] == ["ABCD2345"]
    with pytest.raises(CorpusError, match=r"no item with an abstract in collection 'Empty' \(0"):
        read_zotero(zotero_source(db, "Empty"))


def test_reads_while_zotero_holds_an_exclusive_lock(tmp_path):
    z, _ = build_library(tmp_path, extra=False)
    db = z.close()
    before = db.read_bytes()
    holder = sqlite3.connect(db)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        assert [p.id for p in read_zotero(db)] == ["ABCD2345", "EFGH6789"]
    finally:
        holder.rollback()
        holder.close()
    assert db.read_bytes() == before  # never written


def test_sees_changes_still_in_the_write_ahead_log(tmp_path):
    z, _ = build_library(tmp_path, extra=False)
    db = z.close()
    writer = sqlite3.connect(db)
    writer.execute("PRAGMA journal_mode = WAL")
    writer.execute("PRAGMA wal_autocheckpoint = 0")
    writer.execute("UPDATE itemDataValues SET value = 'Renamed' WHERE value = 'Quantised adapters'")
    writer.commit()
    try:
        assert (tmp_path / "zotero.sqlite-wal").stat().st_size > 0
        titles = [p.title for p in read_zotero(db)]
    finally:
        writer.close()
    assert titles == ["Sparse attention for long documents", "Renamed"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "not an SQLite database"),
        (b"title,abstract\nx,y\n", "not an SQLite database"),
        (b"SQLite format 3\x00" + b"\xff" * 200, "cannot"),
    ],
)
def test_files_that_are_not_zotero_databases(tmp_path, content, message):
    path = tmp_path / "zotero.sqlite"
    path.write_bytes(content)
    with pytest.raises(CorpusError) as err:
        read_corpus(path)
    text = str(err.value)
    assert text.startswith(f"{path}: ") and message in text and "\n" not in text


def test_other_sqlite_database_and_truncated_library(tmp_path):
    other = tmp_path / "other.sqlite"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE items (id INT)")
    con.commit()
    con.close()
    with pytest.raises(CorpusError, match=r"not a Zotero database \(no table itemTypes, "):
        read_corpus(other)

    z, _ = build_library(tmp_path)
    data = z.close().read_bytes()
    broken = tmp_path / "broken.sqlite"
    broken.write_bytes(data[: len(data) // 2])
    with pytest.raises(CorpusError) as err:
        read_corpus(broken)
    assert str(err.value).startswith(f"{broken}: cannot read the Zotero database: ")


def test_hostile_values(tmp_path):
    z = ZoteroDB(tmp_path / "zotero.sqlite")
    z.add_item(
        "SCRIPT01",
        {
            "title": "<script>alert(1)</script>",
            "abstractNote": "We propose <b>X</b>. <img src=x onerror=alert(1)>",
        },
    )
    binary = z.add_item("BINARY01", {"title": "bin", "abstractNote": "Fine abstract."})
    z.db.execute("UPDATE itemDataValues SET value = x'00ff' WHERE value = 'bin'")
    # A parent cycle must not hang the collection tree.
    c1 = z.add_collection("Loop A")
    c2 = z.add_collection("Loop B", parent=c1)
    z.db.execute("UPDATE collections SET parentCollectionID = ? WHERE collectionID = ?", (c2, c1))
    z.file(c1, binary)
    db = z.close()
    with pytest.raises(CorpusError, match=r"item BINARY01: field title holds binary data"):
        read_zotero(db)
    warnings = []
    (paper,) = read_zotero(db, skip_bad=True, warn=warnings.append)
    assert paper.title == "<script>alert(1)</script>"  # kept literal; every view escapes it
    assert paper.abstract == "We propose X. <img src=x onerror=alert(1)>"
    assert warnings == [f"{db}:BINARY01: field title holds binary data, not text; skipped"]
    assert list_collections(db) == []  # both in the cycle: no top, so neither is listed


def test_paths_with_uri_characters(tmp_path):
    folder = tmp_path / "my #1 library?%20"
    folder.mkdir()
    z, (first, _) = build_library(folder, extra=False)
    z.file(z.add_collection("A #tag"), first)
    db = z.close()
    assert [p.id for p in read_corpora([db])] == ["ABCD2345", "EFGH6789"]
    # The collection mark after a path that holds "#" still parses.
    assert [p.id for p in read_corpora([zotero_source(db, "A #tag")])] == ["ABCD2345"]
