"""Damaged caches, odd graph files and bad curation files through the real ``explorer`` command.

Each case runs ``python -m explorer`` in a child process, as a user would, and checks the exit
code, that every notice or error is one line, and that no traceback is printed.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import marshal
import os
import shutil
import sqlite3
import subprocess
import sys
import zlib
from pathlib import Path

import networkx as nx
import pytest

from explorer.store.cache import FILE_NAME

ROOT = Path(__file__).resolve().parent.parent
ABSTRACTS = [
    "We propose QuokkaNet, a graph model. It runs 3× faster on an A100 GPU.",
    "We present HyperSketch, a sketch for streams evaluated on the FooBar dataset.",
    "Our model, ZetaFormer, fine-tunes LLaMA-7B with LoRA on ImageNet.",
]


def explorer(*argv: str, cache: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "EXPLORER_CACHE_DIR": str(cache)}
    return subprocess.run(
        [sys.executable, "-m", "explorer", *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def assert_clean(done: subprocess.CompletedProcess, code: int, *expected: str) -> list[str]:
    """Exit ``code``, no traceback, and each expected text on a line of stderr of its own."""
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == code, done.stderr
    lines = done.stderr.splitlines()
    for text in expected:
        assert sum(text in line for line in lines) == 1, (text, done.stderr)
    return lines


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path]:
    """A corpus and a cache holding its extractions and its graph."""
    folder = tmp_path_factory.mktemp("hostile-store")
    corpus = folder / "c.jsonl"
    corpus.write_text(
        "".join(
            json.dumps({"id": f"p{i}", "title": f"Paper {i}", "abstract": text}) + "\n"
            for i, text in enumerate(ABSTRACTS)
        ),
        encoding="utf-8",
    )
    cache = folder / "cache"
    assert_clean(explorer("build", str(corpus), "-o", str(folder / "g.json"), cache=cache), 0)
    return corpus, cache


@pytest.fixture
def cache(built, tmp_path) -> Path:
    copy = tmp_path / "cache"
    shutil.copytree(built[1], copy)
    return copy


def sql(cache: Path, statement: str, *parameters) -> None:
    with contextlib.closing(sqlite3.connect(cache / FILE_NAME)) as connection, connection:
        connection.execute(statement, parameters)


def test_a_record_with_a_bad_sentence_index(built, cache):
    corpus, _ = built
    sql(cache, "DELETE FROM graphs")
    lie = [[["S.", 0]], [["QuokkaNet", "METHOD", "QuokkaNet", 0, 9, 5, ""]], [], [], ""]
    sql(
        cache,
        "UPDATE extractions SET data = ? WHERE rowid = 1",
        zlib.compress(json.dumps(lie).encode()),
    )
    assert_clean(
        explorer("stats", str(corpus), cache=cache), 0, "1 unreadable extraction(s) dropped"
    )
    again = explorer("stats", str(corpus), cache=cache)
    assert assert_clean(again, 0) == []


def test_a_graph_blob_with_a_good_checksum_and_a_bad_shape(built, cache):
    corpus, _ = built
    data = marshal.dumps([1, 2])
    blob = zlib.compress(len(data).to_bytes(8, "little") + data)
    sql(cache, "UPDATE graphs SET data = ?, digest = ?", blob, hashlib.sha256(blob).digest())
    done = explorer("stats", str(corpus), "--json", cache=cache)
    assert_clean(done, 0, "cached graph dropped, to be built again")
    assert json.loads(done.stdout)["papers"] == 3


def test_a_dropped_graphs_table(built, cache):
    corpus, _ = built
    sql(cache, "DROP TABLE graphs")
    assert_clean(
        explorer("stats", str(corpus), cache=cache), 0, "missing table graphs created again"
    )
    assert assert_clean(explorer("stats", str(corpus), cache=cache), 0) == []


def test_a_read_only_cache(built, cache, read_only):
    corpus, _ = built
    with read_only(cache / FILE_NAME, cache):
        done = explorer("stats", str(corpus), "--json", cache=cache)
    assert_clean(done, 0, "the cache is read-only; reading it, storing nothing new")
    assert json.loads(done.stdout)["papers"] == 3


def test_node_link_with_links(built, tmp_path):
    G = nx.Graph(name="old")
    G.add_edge("concept:a", "concept:b", relation="co_occurs", weight=2)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(nx.node_link_data(G, edges="links")))
    done = explorer("stats", str(path), "--json", cache=tmp_path / "cache")
    assert_clean(done, 0)
    assert json.loads(done.stdout)["edges"] == {"co_occurs": 1}


@pytest.mark.parametrize("command", ["stats", "export", "build"])
@pytest.mark.parametrize(
    ("attributes", "message"),
    [
        ({"claims": 5}, "attribute 'claims' is not a list of objects (5)"),
        ({"papers": "x"}, "attribute 'papers' is not a finite number ('x')"),
    ],
)
def test_wrongly_typed_attributes(tmp_path, command, attributes, message):
    G = nx.Graph(name="typed")
    G.add_node("paper:p", kind="paper", type="PAPER", label="P", **attributes)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(nx.node_link_data(G, edges="edges")))
    outputs = {
        "stats": [],
        "export": ["--html", str(tmp_path / "p.html")],
        "build": ["-o", str(tmp_path / "g.gexf")],
    }
    done = explorer(command, str(path), *outputs[command], cache=tmp_path / "cache")
    lines = assert_clean(done, 2, message)
    assert lines == [f"explorer: error: {path}: node 'paper:p': {message}"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            '{"format": "explorer-edits", "edits": ' + "[" * 100_000 + "]" * 100_000 + "}",
            "edits file nested too deeply to be edits",
        ),
        (
            json.dumps(
                {
                    "format": "explorer-edits",
                    "edits": [{"op": "rename", "node": "concept:quokkanet", "label": " \t "}],
                }
            ),
            "edit 1: rename edit: label is blank",
        ),
    ],
    ids=["deep nesting", "rename to whitespace"],
)
def test_bad_edits_files(built, cache, tmp_path, content, message):
    corpus, _ = built
    edits = tmp_path / "edits.json"
    edits.write_text(content)
    done = explorer("stats", str(corpus), "--edits", str(edits), cache=cache)
    assert assert_clean(done, 2, message) == [f"explorer: error: {edits}: {message}"]
