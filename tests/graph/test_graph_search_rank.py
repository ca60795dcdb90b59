"""Ranked search (explorer.graph.search_rank) on the default corpus and on real ICML 2023 papers."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from explorer.graph.search_rank import EXACT, FUZZY, PREFIX, SUBSTRING, WORD, SearchIndex, rank
from explorer.paths import DEFAULT_CORPUS, ROOT
from explorer.pipeline import open_graph

NAMES = Path(__file__).parent / "data" / "icml2023_concept_names.txt"
ICML = next(
    (
        p
        for p in (ROOT.parent / "shared", Path("/work/shared"))
        if (p / "corpora" / "icml2023.jsonl").is_file()
    ),
    None,
)


@pytest.fixture(scope="module")
def default_graph(tmp_path_factory):
    return open_graph([DEFAULT_CORPUS], cache_dir=tmp_path_factory.mktemp("cache"))


@pytest.fixture(scope="module")
def index(default_graph):
    return SearchIndex.build(default_graph)


def test_every_concept_label_ranks_first_when_typed_exactly(default_graph, index):
    for node, data in default_graph.nodes(data=True):
        if data.get("kind") == "concept":
            top = rank(index, data["label"], 1)[0]
            assert (top.node, top.quality) == (node, EXACT), data["label"]


@pytest.mark.parametrize(
    ("text", "qualities"), [("gpu", {EXACT, PREFIX, WORD}), ("attention", {WORD, SUBSTRING})]
)
def test_qualities_come_in_order_then_importance(index, text, qualities):
    hits = rank(index, text, 50)
    assert [h.quality for h in hits] == sorted(h.quality for h in hits)
    assert qualities <= {h.quality for h in hits}
    assert all(text in (h.alias or h.label).casefold() for h in hits)
    for quality, group in itertools.groupby(hits, key=lambda h: h.quality):
        concepts = [h.papers for h in group if h.type != "PAPER" and not h.alias]
        assert concepts == sorted(concepts, reverse=True), quality


def test_an_alias_is_folded_into_its_concept_and_shown_once(default_graph, index):
    concept, data = next(
        (n, d)
        for n, d in default_graph.nodes(data=True)
        if d.get("kind") == "concept"
        and any(a.casefold() != d["label"].casefold() for a in d.get("aliases") or ())
    )
    alias = next(a for a in data["aliases"] if a.casefold() != data["label"].casefold())
    hits = rank(index, alias, 50)
    assert hits[0].node == concept and hits[0].alias == alias and hits[0].label == data["label"]
    assert [h.node for h in hits].count(concept) == 1


def test_type_filters_keep_only_their_types(default_graph, index):
    datasets = rank(index, "type:dataset", 500)
    assert datasets and all(h.type == "DATASET" for h in datasets)
    assert len(datasets) == sum(1 for _, t in default_graph.nodes(data="type") if t == "DATASET")
    assert [h.papers for h in datasets] == sorted((h.papers for h in datasets), reverse=True)
    both = rank(index, "type:data type:hardware a", 500)
    assert {h.type for h in both} == {"DATASET", "HARDWARE"}
    assert rank(index, "type:paper attention") and all(
        h.type == "PAPER" for h in rank(index, "type:paper attention")
    )


def test_a_misspelling_finds_the_concept_by_close_spelling(index):
    top = rank(index, "multi-head atention", 5)
    assert top and top[0].quality == FUZZY and top[0].label == "multi-head attention"
    assert rank(index, "zzzzqqqq") == []


@pytest.mark.slow
@pytest.mark.skipif(ICML is None, reason="needs ../shared/corpora/icml2023.jsonl")
def test_fifty_icml_2023_concepts_rank_first_when_typed_exactly(tmp_path):
    lines = (ICML / "corpora" / "icml2023.jsonl").read_text(encoding="utf-8").splitlines()
    corpus = tmp_path / "icml2023_first400.jsonl"
    corpus.write_text("\n".join(lines[:400]) + "\n", encoding="utf-8")
    G = open_graph([corpus], cache_dir=tmp_path / "cache")
    index = SearchIndex.build(G)
    names = [n for n in NAMES.read_text(encoding="utf-8").splitlines() if not n.startswith("#")]
    assert len(names) == 50
    labels = {d["label"] for _, d in G.nodes(data=True) if d.get("kind") == "concept"}
    present = [n for n in names if n in labels]
    assert len(present) >= 45  # the extraction may drift a little; most names are there
    for name in present:
        top = rank(index, name, 1)[0]
        assert (top.label, top.quality, top.type != "PAPER") == (name, EXACT, True), name
