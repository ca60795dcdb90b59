from __future__ import annotations

import dataclasses
import sqlite3
import threading
from pathlib import Path

import networkx as nx
import pytest

from explorer.graph.build import build_graph
from explorer.graph.layout import layout
from explorer.store.cache import (
    FILE_NAME,
    MAX_GRAPHS,
    ExtractionCache,
    corpus_key,
    default_cache_dir,
)


class Notices(list):
    """Collects the cache's notices (the ``warn`` callback)."""

    def __call__(self, message: str) -> None:
        self.append(message)


@pytest.fixture
def notices() -> Notices:
    return Notices()


def open_cache(directory: Path, notices: Notices, version: str = "1") -> ExtractionCache:
    return ExtractionCache(directory, extractor_version=version, warn=notices)


def graphs_equal_with_data(G: nx.Graph, H: nx.Graph) -> bool:
    return (
        G.graph == H.graph
        and dict(G.nodes(data=True)) == dict(H.nodes(data=True))
        and {frozenset((u, v)): d for u, v, d in G.edges(data=True)}
        == {frozenset((u, v)): d for u, v, d in H.edges(data=True)}
    )


def test_extractions_round_trip(tmp_path, extractions, notices):
    with open_cache(tmp_path, notices) as cache:
        cache.put_many(extractions)
        found = cache.get_many([ex.paper for ex in extractions])
    assert len(found) == len(extractions)
    for ex in extractions:
        assert found[ExtractionCache.paper_key(cache, ex.paper)] == ex
    assert notices == []
    assert (tmp_path / FILE_NAME).is_file()


def test_entries_survive_reopening(tmp_path, extractions, notices):
    with open_cache(tmp_path, notices) as cache:
        cache.put_many(extractions)
    with open_cache(tmp_path, notices) as cache:
        found = cache.get_many([ex.paper for ex in extractions])
    assert sorted(ex.paper.id for ex in found.values()) == sorted(e.paper.id for e in extractions)


def test_partial_hits(tmp_path, extractions, notices):
    with open_cache(tmp_path, notices) as cache:
        cache.put_many(extractions[:5])
        found = cache.get_many([ex.paper for ex in extractions])
    assert {ex.paper.id for ex in found.values()} == {ex.paper.id for ex in extractions[:5]}


def test_editing_one_paper_misses_only_that_paper(tmp_path, extractions, notices):
    papers = [ex.paper for ex in extractions]
    edited = dataclasses.replace(papers[3], abstract=papers[3].abstract + " We also use Adam.")
    with open_cache(tmp_path, notices) as cache:
        cache.put_many(extractions)
        found = cache.get_many([*papers[:3], edited, *papers[4:]])
        assert cache.paper_key(edited) not in found
        assert len(found) == len(papers) - 1


def test_moving_a_record_in_its_file_still_hits_and_reports_the_new_place(
    tmp_path, extractions, notices
):
    moved = dataclasses.replace(extractions[0].paper, source="elsewhere.jsonl:99")
    with open_cache(tmp_path, notices) as cache:
        cache.put_many(extractions)
        found = cache.get_many([moved])
    assert found[cache.paper_key(moved)].paper.source == "elsewhere.jsonl:99"
    assert found[cache.paper_key(moved)].mentions == extractions[0].mentions


def test_new_extractor_version_misses_everything(tmp_path, extractions, notices):
    with open_cache(tmp_path, notices, version="1") as cache:
        cache.put_many(extractions)
    with open_cache(tmp_path, notices, version="2") as cache:
        assert cache.get_many([ex.paper for ex in extractions]) == {}
        assert cache.paper_key(extractions[0].paper) != open_cache(
            tmp_path / "other", notices, version="1"
        ).paper_key(extractions[0].paper)


def test_paper_key_depends_on_content_only(tmp_path, papers, notices):
    with open_cache(tmp_path, notices) as cache:
        key = cache.paper_key(papers[0])
        assert len(key) == 64 and int(key, 16) >= 0
        assert cache.paper_key(dataclasses.replace(papers[0], source="x:1")) == key
        for field, value in [("title", "Other"), ("abstract", "Other."), ("id", "other")]:
            assert cache.paper_key(dataclasses.replace(papers[0], **{field: value})) != key


def test_storage_is_compact(tmp_path, extractions, notices):
    with open_cache(tmp_path, notices) as cache:
        cache.put_many(extractions)
        blob = cache._db.connection.execute("SELECT data FROM extractions LIMIT 1").fetchone()[0]
    assert blob[:1] == b"\x78"  # a zlib stream, not JSON text


def test_graph_round_trip_with_positions(tmp_path, extractions, notices):
    G = build_graph(extractions, name="icml")
    positions = layout(G)
    key = corpus_key([f"k{i}" for i in range(len(extractions))])
    with open_cache(tmp_path, notices) as cache:
        assert cache.get_graph(key) is None
        cache.put_graph(key, G, positions)
    with open_cache(tmp_path, notices) as cache:
        H, stored = cache.get_graph(key)
        assert cache.get_graph(corpus_key(["other"])) is None
    assert graphs_equal_with_data(G, H)
    assert stored == positions
    # The loaded graph is a working graph: its edges are one dict seen from both ends.
    u, v = next(iter(H.edges()))
    H.edges[u, v]["weight"] = 99
    assert H[v][u]["weight"] == 99
    H.add_edge("paper:new", u)
    assert H.has_edge(u, "paper:new") and "paper:new" in H.nodes


def test_a_view_can_be_cached(tmp_path, extractions, notices):
    G = build_graph(extractions)
    view = G.subgraph(list(G)[:20])
    with open_cache(tmp_path, notices) as cache:
        cache.put_graph("k", view, {})
        H, _ = cache.get_graph("k")
    assert graphs_equal_with_data(nx.Graph(view), H)


def test_only_the_most_recent_graphs_are_kept(tmp_path, notices):
    G = nx.path_graph(["a", "b", "c"])
    with open_cache(tmp_path, notices) as cache:
        for i in range(MAX_GRAPHS + 2):
            cache.put_graph(f"k{i}", G, {})
        kept = [i for i in range(MAX_GRAPHS + 2) if cache.get_graph(f"k{i}") is not None]
    assert kept == list(range(2, MAX_GRAPHS + 2))


def test_a_graph_with_objects_is_skipped_with_a_notice(tmp_path, notices):
    G = nx.Graph()
    G.add_node("a", handle=object())
    with open_cache(tmp_path, notices) as cache:
        cache.put_graph("k", G, {})
        assert cache.get_graph("k") is None
    assert len(notices) == 1 and "not plain data" in notices[0]


def test_corpus_key_depends_on_papers_order_and_params():
    base = corpus_key(["a", "b"])
    assert base == corpus_key(["a", "b"])
    assert base != corpus_key(["b", "a"])
    assert base != corpus_key(["a", "b", "c"])
    assert base != corpus_key(["a", "b"], params={"cooccurrence_min": 3})
    assert corpus_key(["a"], params={"x": 1, "y": 2}) == corpus_key(["a"], params={"y": 2, "x": 1})


def fill(directory: Path, extractions, notices) -> None:
    with open_cache(directory, notices) as cache:
        cache.put_many(extractions)
        cache.put_graph("k", build_graph(extractions), {})


def assert_rebuilt(directory: Path, extractions, notices) -> None:
    """The damaged file was moved aside with a notice, and the new cache works."""
    with open_cache(directory, notices) as cache:
        cache.get_many([ex.paper for ex in extractions])
        cache.get_graph("k")
        assert len(notices) == 1, notices
        assert "moved to cache.sqlite.corrupt" in notices[0]
        assert str(directory / FILE_NAME) in notices[0]
        assert (directory / (FILE_NAME + ".corrupt")).is_file()
        cache.put_many(extractions[:2])
        assert len(cache.get_many([ex.paper for ex in extractions])) == 2
    assert len(notices) == 1


def test_garbage_file_is_moved_aside(tmp_path, extractions, notices):
    (tmp_path / FILE_NAME).write_bytes(b"this is not a database\x00\xff" * 300)
    assert_rebuilt(tmp_path, extractions, notices)
    assert "not a database" in notices[0] or "file is not" in notices[0]


def test_truncated_file_is_moved_aside(tmp_path, extractions, notices):
    fill(tmp_path, extractions, notices)
    path = tmp_path / FILE_NAME
    size = path.stat().st_size
    assert size > 8192
    with path.open("r+b") as f:
        f.truncate(size // 3)
    assert_rebuilt(tmp_path, extractions, notices)


def test_overwritten_pages_are_detected(tmp_path, extractions, notices):
    fill(tmp_path, extractions, notices)
    path = tmp_path / FILE_NAME
    data = bytearray(path.read_bytes())
    # Leave the header page intact, scribble over the next two pages (b-tree pages).
    data[4096 : 3 * 4096] = bytes(range(256)) * 32
    path.write_bytes(bytes(data))
    assert_rebuilt(tmp_path, extractions, notices)


def test_wrong_schema_version_is_moved_aside(tmp_path, extractions, notices):
    fill(tmp_path, extractions, notices)
    with sqlite3.connect(tmp_path / FILE_NAME) as connection:
        connection.execute("UPDATE meta SET value = 99 WHERE key = 'schema_version'")
    connection.close()
    assert_rebuilt(tmp_path, extractions, notices)
    assert "schema version 99" in notices[0]


def test_another_programs_database_is_moved_aside(tmp_path, extractions, notices):
    with sqlite3.connect(tmp_path / FILE_NAME) as connection:
        connection.execute("CREATE TABLE photos (id)")
    connection.close()
    assert_rebuilt(tmp_path, extractions, notices)


def test_a_damaged_graph_blob_fails_its_checksum(tmp_path, extractions, notices):
    fill(tmp_path, extractions, notices)
    with sqlite3.connect(tmp_path / FILE_NAME) as connection:
        blob = bytearray(connection.execute("SELECT data FROM graphs").fetchone()[0])
        blob[len(blob) // 2] ^= 0xFF
        connection.execute("UPDATE graphs SET data = ?", (bytes(blob),))
    connection.close()
    with open_cache(tmp_path, notices) as cache:
        assert cache.get_graph("k") is None
    assert len(notices) == 1 and "checksum mismatch" in notices[0]
    assert (tmp_path / (FILE_NAME + ".corrupt")).is_file()
    with open_cache(tmp_path, notices) as cache:
        assert cache.get_graph("k") is None
        assert cache.get_many([ex.paper for ex in extractions]) == {}
    assert len(notices) == 1


def test_a_damaged_extraction_is_dropped_and_the_others_kept(tmp_path, extractions, notices):
    fill(tmp_path, extractions, notices)
    with sqlite3.connect(tmp_path / FILE_NAME) as connection:
        connection.execute("UPDATE extractions SET data = x'789c0000' WHERE rowid = 1")
    connection.close()
    papers = [ex.paper for ex in extractions]
    with open_cache(tmp_path, notices) as cache:
        assert len(cache.get_many(papers)) == len(extractions) - 1
        assert len(notices) == 1 and "1 unreadable extraction(s) dropped" in notices[0]
        assert len(cache.get_many(papers)) == len(extractions) - 1  # dropped: no second notice
        assert len(notices) == 1
        cache.put_many(extractions)
        assert len(cache.get_many(papers)) == len(extractions)


def test_an_unusable_directory_falls_back_to_memory(tmp_path, extractions, notices):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with open_cache(blocker / "cache", notices) as cache:
        assert len(notices) == 1 and "caching in memory only" in notices[0]
        cache.put_many(extractions)
        assert len(cache.get_many([ex.paper for ex in extractions])) == len(extractions)


def test_default_directory_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("EXPLORER_CACHE_DIR", str(tmp_path / "explicit"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert default_cache_dir() == tmp_path / "explicit"
    monkeypatch.delenv("EXPLORER_CACHE_DIR")
    assert default_cache_dir() == tmp_path / "xdg" / "explorer"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_cache_dir() == tmp_path / "home" / ".cache" / "explorer"
    monkeypatch.setenv("EXPLORER_CACHE_DIR", str(tmp_path / "explicit"))
    with ExtractionCache(extractor_version="1") as cache:
        assert cache.path == tmp_path / "explicit" / FILE_NAME


def test_threads_share_one_cache(tmp_path, extractions, notices):
    errors = []
    with open_cache(tmp_path, notices) as cache:

        def work(offset: int) -> None:
            try:
                for i in range(20):
                    chunk = extractions[(offset + i) % len(extractions) :][:3]
                    cache.put_many(chunk)
                    cache.get_many([ex.paper for ex in chunk])
            except Exception as err:  # collected: a failure in a thread must fail the test
                errors.append(err)

        threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert errors == []
        assert len(cache.get_many([ex.paper for ex in extractions])) == len(extractions)
    assert notices == []
