"""From files to a graph: the extraction cache, cancelling, open_graph."""

from __future__ import annotations

import json
import threading

import pytest

import explorer.nlp.extract as extract_module
from explorer.errors import ExplorerError
from explorer.graph.io import save_graph
from explorer.model import Paper
from explorer.nlp.pipeline import build_pipeline
from explorer.pipeline import Cancelled, extract_with_cache, load_papers, open_graph

ABSTRACTS = [
    "We propose QuokkaNet, a graph model. It runs 3× faster on an A100 GPU.",
    "We present HyperSketch, a sketch for streams evaluated on the FooBar dataset.",
    "Our model, ZetaFormer, fine-tunes LLaMA-7B with LoRA on ImageNet.",
    "We study why deep networks are expensive to train.",
]


def _papers(n: int = len(ABSTRACTS)) -> list[Paper]:
    return [Paper(id=f"p{i}", abstract=ABSTRACTS[i], title=f"Paper {i}") for i in range(n)]


@pytest.fixture(scope="module")
def nlp():
    return build_pipeline()


@pytest.fixture
def extracted(monkeypatch, nlp) -> list[list[str]]:
    """Records the ids of the papers each extract_papers call is given (our code, not spaCy's)."""
    real = extract_module.extract_papers
    calls: list[list[str]] = []

    def counting(papers, **kwargs):
        calls.append([p.id for p in papers])
        kwargs.setdefault("nlp", nlp)
        return real(papers, **kwargs)

    monkeypatch.setattr(extract_module, "extract_papers", counting)
    return calls


def test_second_run_comes_from_the_cache(tmp_path, extracted):
    papers = _papers()
    first = extract_with_cache(papers, cache_dir=tmp_path)
    assert extracted == [["p0", "p1", "p2", "p3"]]
    progress = []
    second = extract_with_cache(
        papers, cache_dir=tmp_path, progress=lambda d, t: progress.append((d, t))
    )
    assert extracted == [["p0", "p1", "p2", "p3"]]  # no new call
    assert [e.to_dict() for e in second] == [e.to_dict() for e in first]
    assert progress == [(4, 4)]
    assert first[0].proposed == ["QuokkaNet"]


def test_adding_or_editing_one_paper_extracts_one(tmp_path, extracted):
    extract_with_cache(_papers(3), cache_dir=tmp_path)
    progress = []
    out = extract_with_cache(
        _papers(4), cache_dir=tmp_path, progress=lambda d, t: progress.append((d, t))
    )
    assert extracted == [["p0", "p1", "p2"], ["p3"]]
    assert [e.paper.id for e in out] == ["p0", "p1", "p2", "p3"]
    assert progress[0] == (3, 4) and progress[-1] == (4, 4)
    edited = _papers(4)
    edited[1] = Paper(id="p1", abstract="We propose BrisketNet for graphs.", title="Paper 1")
    out = extract_with_cache(edited, cache_dir=tmp_path)
    assert extracted[-1] == ["p1"]
    assert out[1].proposed == ["BrisketNet"]


def test_a_cached_extraction_carries_the_current_record(tmp_path, extracted):
    paper = _papers(1)[0]
    extract_with_cache([paper], cache_dir=tmp_path)
    moved = Paper(id=paper.id, abstract=paper.abstract, title=paper.title, source="new.jsonl:9")
    (out,) = extract_with_cache([moved], cache_dir=tmp_path)
    assert len(extracted) == 1
    assert out.paper.source == "new.jsonl:9"


def test_no_cache_extracts_everything_and_writes_nothing(tmp_path, extracted):
    cache_dir = tmp_path / "cache"
    extract_with_cache(_papers(2), cache_dir=cache_dir, use_cache=False)
    extract_with_cache(_papers(2), cache_dir=cache_dir, use_cache=False)
    assert extracted == [["p0", "p1"], ["p0", "p1"]]
    assert not cache_dir.exists()


def test_cancel_raises_and_caches_nothing(tmp_path, extracted):
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        extract_with_cache(_papers(), cache_dir=tmp_path, cancel=cancel)
    extract_with_cache(_papers(), cache_dir=tmp_path)
    assert extracted[-1] == ["p0", "p1", "p2", "p3"]


def _write_corpus(path, papers):
    lines = [json.dumps({"id": p.id, "title": p.title, "abstract": p.abstract}) for p in papers]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_load_papers_reads_several_files(tmp_path):
    a = _write_corpus(tmp_path / "a.jsonl", _papers(2))
    b = _write_corpus(tmp_path / "b.jsonl", _papers(4)[2:])
    papers = load_papers([a, b])
    assert [p.id for p in papers] == ["p0", "p1", "p2", "p3"]
    assert papers[2].source == f"{b}:1"
    with pytest.raises(ExplorerError, match="missing.jsonl"):
        load_papers([a, tmp_path / "missing.jsonl"])


def test_open_graph_builds_from_a_corpus_and_reopens_a_saved_graph(tmp_path, extracted):
    corpus = _write_corpus(tmp_path / "small.jsonl", _papers())
    G = open_graph([corpus], cache_dir=tmp_path / "cache")
    assert G.graph["name"] == "small"
    papers = sorted(n for n, d in G.nodes(data=True) if d["kind"] == "paper")
    assert papers == ["paper:p0", "paper:p1", "paper:p2", "paper:p3"]
    assert G.nodes["concept:quokkanet"]["type"] == "METHOD"
    assert G.edges["paper:p0", "concept:quokkanet"]["relation"] == "proposes"
    saved = tmp_path / "g.json"
    save_graph(G, saved)
    again = open_graph([saved], cache_dir=tmp_path / "cache")
    assert sorted(again.nodes) == sorted(G.nodes)
    assert again.number_of_edges() == G.number_of_edges()
    with pytest.raises(ExplorerError, match="on its own"):
        open_graph([saved, corpus], cache_dir=tmp_path / "cache")
    with pytest.raises(ExplorerError, match="no input files"):
        open_graph([], cache_dir=tmp_path / "cache")
    assert len(extracted) == 1  # the saved graph needed no extraction


def test_a_graph_from_the_cache_names_the_files_opened_now(tmp_path, extracted, monkeypatch):
    import explorer.graph.build as build_module

    first = tmp_path / "before" / "c.jsonl"
    first.parent.mkdir()
    _write_corpus(first, _papers())
    moved = tmp_path / "after" / "c.jsonl"  # a copy elsewhere: the same graph key
    moved.parent.mkdir()
    moved.write_bytes(first.read_bytes())
    G = open_graph([first], cache_dir=tmp_path / "cache")
    assert G.nodes["paper:p0"]["source"] == f"{first}:1"
    monkeypatch.setattr(build_module, "build_graph", None)  # a rebuild would fail: a cache hit
    again = open_graph([moved], cache_dir=tmp_path / "cache")
    assert len(extracted) == 1
    assert [again.nodes[f"paper:p{i}"]["source"] for i in range(4)] == [
        f"{moved}:{line}" for line in range(1, 5)
    ]


def test_the_corpus_pass_runs_on_cached_records_and_can_be_switched_off(tmp_path, extracted):
    # Two papers propose "tile shuffling"; the third names it with no cue.
    texts = [f"We propose tile shuffling, a method for training {i}." for i in range(2)]
    texts.append("Results of tile shuffling are strong.")
    papers = [Paper(id=f"m{i}", abstract=t) for i, t in enumerate(texts)]
    corpus = _write_corpus(tmp_path / "m.jsonl", papers)
    cache = tmp_path / "cache"
    own = extract_with_cache(papers, cache_dir=cache, corpus_pass=False)
    assert own[2].mentions == []
    passed = extract_with_cache(papers, cache_dir=cache)
    assert [m.text for m in passed[2].mentions] == ["tile shuffling"]
    assert len(extracted) == 1  # the pass reads the cached per-paper records
    with_pass = open_graph([corpus], cache_dir=cache)
    without = open_graph([corpus], cache_dir=cache, corpus_pass=False)
    assert with_pass.has_edge("paper:m2", "concept:tile shuffling")
    assert not without.has_edge("paper:m2", "concept:tile shuffling")
    # Each is its own cached graph: reopening gives each back.
    assert open_graph([corpus], cache_dir=cache).has_edge("paper:m2", "concept:tile shuffling")
    assert len(extracted) == 1
