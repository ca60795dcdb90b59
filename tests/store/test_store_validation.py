"""Cache contents that parse but lie, missing tables, read-only caches, one-line notices."""

from __future__ import annotations

import contextlib
import hashlib
import json
import marshal
import re
import sqlite3
import zlib
from pathlib import Path

import networkx as nx
import pytest

from explorer.graph.build import build_graph
from explorer.store.cache import FILE_NAME, ExtractionCache
from explorer.store.graph_blob import FRAME_NODES, GRAPH_FORMAT, encode_graph


class Notices(list):
    def __call__(self, message: str) -> None:
        self.append(message)


def open_cache(directory: Path, notices: Notices) -> ExtractionCache:
    return ExtractionCache(directory, extractor_version="1", warn=notices)


def fill(directory: Path, extractions) -> None:
    with open_cache(directory, Notices()) as cache:
        cache.put_many(extractions)
        cache.put_graph("k", build_graph(extractions), {"paper:x": (1.0, 2.0)})


def set_first_record(directory: Path, compact: object) -> None:
    blob = zlib.compress(json.dumps(compact).encode())
    with contextlib.closing(sqlite3.connect(directory / FILE_NAME)) as connection, connection:
        connection.execute("UPDATE extractions SET data = ? WHERE rowid = 1", (blob,))


def set_graph_blob(directory: Path, blob: bytes) -> None:
    """Store ``blob`` as graph "k" with a matching checksum (a lie, not damage)."""
    digest = hashlib.sha256(blob).digest()
    with contextlib.closing(sqlite3.connect(directory / FILE_NAME)) as connection, connection:
        connection.execute("UPDATE graphs SET data = ?, digest = ? WHERE key = 'k'", (blob, digest))


GOOD_MENTION = ["GaLore", "METHOD", "GaLore", 0, 6, 0, ""]
LIES = {
    "sentence index past the list": [[["S.", 0]], [[*GOOD_MENTION[:5], 7, ""]], [], [], ""],
    "offset that is text": [
        [["S.", 0]],
        [["GaLore", "METHOD", "GaLore", "0", 6, 0, ""]],
        [],
        [],
        "",
    ],
    "offset past the abstract": [[["S.", 0]], [[*GOOD_MENTION[:3], 0, 10**9, 0, ""]], [], [], ""],
    "unknown label": [[["S.", 0]], [["GaLore", "WIDGET", "GaLore", 0, 6, 0, ""]], [], [], ""],
    "short mention": [[["S.", 0]], [["GaLore", "METHOD"]], [], [], ""],
    "claim value that is text": [[["S.", 0]], [], [], [["2×", "two", "×", 0, 2, 0, "x"]], ""],
    "not a list": {"mentions": []},
    "wrong arity": [[], [], []],
}


@pytest.mark.parametrize("lie", list(LIES))
def test_a_record_that_parses_but_lies_is_dropped_once(tmp_path, extractions, lie):
    fill(tmp_path, extractions)
    set_first_record(tmp_path, LIES[lie])
    papers = [ex.paper for ex in extractions]
    notices = Notices()
    with open_cache(tmp_path, notices) as cache:
        assert len(cache.get_many(papers)) == len(papers) - 1
    assert len(notices) == 1 and "1 unreadable extraction(s) dropped" in notices[0], notices
    with open_cache(tmp_path, notices) as cache:  # repaired: the next run says nothing
        assert len(cache.get_many(papers)) == len(papers) - 1
    assert len(notices) == 1
    assert not (tmp_path / (FILE_NAME + ".corrupt")).exists()


def marshal_blob(state: object) -> bytes:
    data = marshal.dumps(state)
    return zlib.compress(len(data).to_bytes(8, "little") + data)


def lying_graphs() -> dict[str, bytes]:
    head = marshal.dumps(({}, {}, 2))
    one_way = marshal.dumps([("a", {}, {"b": {"weight": 1}}, []), ("b", {}, {}, [])])
    framed = b"".join(len(d).to_bytes(8, "little") + d for d in (head, one_way))
    G = nx.Graph()
    G.add_node("paper:p", kind="paper", claims=5)
    not_nodes = b"".join(len(d).to_bytes(8, "little") + d for d in (head, marshal.dumps([1])))
    return {
        "a tuple of numbers": (marshal_blob((1, 2, 3, 4)), "no (graph, positions, node count)"),
        "a frame that is not nodes": (zlib.compress(not_nodes), "malformed node frame"),
        "an edge stored one way": (zlib.compress(framed), "1 edges stored one way, 0 back"),
        "claims that are a number": (
            b"".join(encode_graph(G, {})[1]),
            "node 'paper:p': attribute 'claims' is not a list of objects (5)",
        ),
    }


@pytest.mark.parametrize("lie", list(lying_graphs()))
def test_a_graph_blob_with_a_good_checksum_but_a_bad_shape_is_dropped(tmp_path, extractions, lie):
    fill(tmp_path, extractions)
    blob, expected = lying_graphs()[lie]
    set_graph_blob(tmp_path, blob)
    notices = Notices()
    with open_cache(tmp_path, notices) as cache:
        assert cache.get_graph("k") is None
        assert len(notices) == 1 and "cached graph dropped" in notices[0], notices
        assert expected in notices[0]
        assert cache.get_graph("k") is None  # a miss now, without a second notice
        assert len(cache.get_many([ex.paper for ex in extractions])) == len(extractions)
    assert len(notices) == 1
    assert not (tmp_path / (FILE_NAME + ".corrupt")).exists()


def test_a_graph_of_many_frames_reads_back_in_the_same_order(tmp_path):
    G = nx.Graph(name="big")
    G.add_nodes_from((f"concept:{i}", {"kind": "concept", "count": i}) for i in range(9000))
    G.add_edges_from(
        (f"concept:{i}", f"concept:{(i * 7) % 9000}", {"weight": i}) for i in range(9000)
    )
    G.add_edge("concept:5", "concept:5", weight=0)  # a self-loop is stored once
    assert G.number_of_nodes() > 2 * FRAME_NODES
    with open_cache(tmp_path, Notices()) as cache:
        cache.put_graph("big", G, {"concept:1": (0.5, 0.25)})
        H, positions = cache.get_graph("big")
    assert list(H.nodes(data=True)) == list(G.nodes(data=True))
    assert [list(H[n]) for n in H] == [list(G[n]) for n in G]
    assert list(H.edges(data=True)) == list(G.edges(data=True))
    assert positions == {"concept:1": (0.5, 0.25)}
    assert GRAPH_FORMAT.startswith("frames")


def test_a_dropped_graphs_table_is_created_again_once(tmp_path, extractions):
    fill(tmp_path, extractions)
    with contextlib.closing(sqlite3.connect(tmp_path / FILE_NAME)) as connection, connection:
        connection.execute("DROP TABLE graphs")
    notices = Notices()
    with open_cache(tmp_path, notices) as cache:
        assert cache.get_graph("k") is None
        cache.put_graph("k", build_graph(extractions), {})
        assert cache.get_graph("k") is not None
        assert len(cache.get_many([ex.paper for ex in extractions])) == len(extractions)
    assert notices == [f"{tmp_path / FILE_NAME}: missing table graphs created again"]
    with open_cache(tmp_path, notices) as cache:
        assert cache.get_graph("k") is not None
    assert len(notices) == 1


def test_a_table_with_other_columns_is_moved_aside(tmp_path, extractions):
    fill(tmp_path, extractions)
    with contextlib.closing(sqlite3.connect(tmp_path / FILE_NAME)) as connection, connection:
        connection.execute("DROP TABLE graphs")
        connection.execute("CREATE TABLE graphs (key, blob)")
    notices = Notices()
    with open_cache(tmp_path, notices) as cache:
        assert cache.get_graph("k") is None
    assert len(notices) == 1 and "table graphs has columns key, blob" in notices[0]
    assert (tmp_path / (FILE_NAME + ".corrupt")).is_file()


@pytest.mark.parametrize("folder_too", [False, True], ids=["file", "file and folder"])
def test_a_valid_read_only_cache_is_read_and_not_called_damaged(
    tmp_path, extractions, folder_too, read_only
):
    directory = tmp_path / "cache"
    fill(directory, extractions)
    before = (directory / FILE_NAME).read_bytes()
    papers = [ex.paper for ex in extractions]
    notices = Notices()
    with read_only(directory / FILE_NAME, *([directory] if folder_too else [])):
        with open_cache(directory, notices) as cache:
            assert len(cache.get_many(papers)) == len(papers)
            G, positions = cache.get_graph("k")
            assert G.number_of_nodes() > len(papers) and positions == {"paper:x": (1.0, 2.0)}
            cache.put_many(extractions)  # nothing stored, nothing raised
            cache.put_graph("k2", G, {})
            assert cache.get_graph("k2") is None
        assert notices == [
            f"{directory / FILE_NAME}: the cache is read-only; reading it, storing nothing new"
        ]
    assert (directory / FILE_NAME).read_bytes() == before
    assert not (directory / (FILE_NAME + ".corrupt")).exists()


def test_the_integrity_notice_is_one_line(tmp_path, extractions):
    fill(tmp_path, extractions)
    path = tmp_path / FILE_NAME
    data = bytearray(path.read_bytes())
    # A b-tree page claiming 99 cells: SQLite's report has a line per bad cell.
    data[2 * 4096 + 3 : 2 * 4096 + 5] = b"\x00\x63"
    path.write_bytes(bytes(data))
    notices = Notices()
    with open_cache(tmp_path, notices):
        pass
    assert len(notices) == 1 and "moved to cache.sqlite.corrupt" in notices[0]
    assert "\n" not in notices[0] and len(notices[0]) <= 500
    assert re.search(r"integrity check failed \(\d\d problems; first: On tree page 3", notices[0])
