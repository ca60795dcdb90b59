"""Per-corpus edit files and exact replay on a pristine graph."""

from __future__ import annotations

import shutil

import networkx as nx

from explorer.corpus.sources import zotero_source
from explorer.curation import apply_edits
from explorer.insights.curation_store import copy_for_edits, corpus_key, edits_file, replay
from explorer.paths import DEFAULT_CORPUS


def _snapshot(G):
    return nx.node_link_data(G, edges="links")


def _edits(G):
    """One edit of each kind, on real concepts of the default corpus."""
    concepts = sorted(
        (n for n, d in G.nodes(data=True) if d["kind"] == "concept"),
        key=lambda n: (-G.nodes[n]["papers"], n),
    )
    split = next(
        n for n in concepts
        if any(a != G.nodes[n]["label"] and "concept:" + " ".join(a.casefold().split()) not in G
               for a in G.nodes[n]["aliases"])
    )  # fmt: skip
    alias = next(a for a in G.nodes[split]["aliases"] if a != G.nodes[split]["label"])
    a, b, c, d = [n for n in concepts if n != split][:4]
    return [
        {"op": "merge", "into": a, "node": b},
        {"op": "rename", "node": a, "label": "Renamed"},
        {"op": "retype", "node": c, "type": "TASK"},
        {"op": "hide", "node": d},
        {"op": "split_alias", "node": split, "alias": alias},
    ]


def test_replay_never_changes_the_pristine_graph(corpus_graph):
    before = _snapshot(corpus_graph)
    edits = _edits(corpus_graph)
    for n in range(len(edits) + 1):
        edited, warnings = replay(corpus_graph, edits[:n])
        assert warnings == []
        assert _snapshot(corpus_graph) == before
        expected = copy_for_edits(corpus_graph)
        apply_edits(expected, edits[:n])
        assert _snapshot(edited) == _snapshot(expected)
    assert (
        replay(corpus_graph, edits)[0].number_of_nodes() == corpus_graph.number_of_nodes() - 2 + 1
    )


def test_copy_for_edits_is_equal_but_separate(corpus_graph):
    H = copy_for_edits(corpus_graph)
    assert _snapshot(H) == _snapshot(corpus_graph)
    paper = next(n for n, k in H.nodes(data="kind") if k == "paper" and H.nodes[n]["mentions"])
    H.nodes[paper]["mentions"][0]["concept"] = "changed"
    assert corpus_graph.nodes[paper]["mentions"][0]["concept"] != "changed"


def test_corpus_key_follows_content_not_place_or_order(tmp_path):
    copy = tmp_path / "elsewhere.jsonl"
    shutil.copy(DEFAULT_CORPUS, copy)
    other = tmp_path / "other.jsonl"
    other.write_text('{"id": "x", "abstract": "Something else."}\n', encoding="utf-8")
    assert corpus_key([copy]) == corpus_key([DEFAULT_CORPUS])
    assert corpus_key([copy, other]) == corpus_key([other, copy]) != corpus_key([copy])
    copy.write_text(copy.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert corpus_key([copy]) != corpus_key([DEFAULT_CORPUS])
    assert edits_file(tmp_path, [other]).parent == tmp_path
    assert edits_file(tmp_path, [other]).name.endswith(".edits.json")


def test_corpus_key_of_a_folder_and_of_a_zotero_collection(tmp_path):
    folder = tmp_path / "corpus"
    folder.mkdir()
    shutil.copy(DEFAULT_CORPUS, folder / "papers.jsonl")
    assert corpus_key([folder]) == corpus_key([DEFAULT_CORPUS])
    library = tmp_path / "zotero.sqlite"
    library.write_bytes(b"SQLite format 3\x00")
    whole, one = corpus_key([library]), corpus_key([zotero_source(library, "Reading")])
    assert whole != one == corpus_key([zotero_source(library, "Reading")])
