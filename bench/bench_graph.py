"""Benchmark of the graph layer and the cache; prints a JSON list, one object per size.

Extractions are synthetic but shaped like real ones: titles and abstracts come
from the shared corpora (``/work/shared/corpora``, else generated text), each
paper names about 10 distinct concepts in about 14 mentions, drawn from a
Zipf-distributed vocabulary (the commonest name is in ~20% of the papers,
most names in one or two), plus up to two coined names of its own; 5% of the
mentions carry a wrong label, as a real extractor's would.

Usage: ``python bench/bench_graph.py [--sizes 1000 8800] [--out DIR]``
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from explorer.graph.build import build_graph, default_cooccurrence_min
from explorer.graph.io import graph_stats, load_graph, save_graph
from explorer.graph.layout import layout
from explorer.graph.query import overview
from explorer.model import LABELS, Mention, Paper, PaperExtraction
from explorer.store.cache import ExtractionCache, corpus_key

CORPORA = Path("/work/shared/corpora")
VOCABULARY = 30_000
ZIPF_EXPONENT = 0.8
LABEL_SHARES = (0.55, 0.12, 0.1, 0.05, 0.18)  # METHOD, MODEL, DATASET, HARDWARE, TASK


def _papers(n: int) -> list[Paper]:
    """``n`` papers, the same on every call (the reopening child rebuilds them)."""
    rng = np.random.default_rng(0)
    records = []
    for path in sorted(CORPORA.glob("*.jsonl")):
        with path.open(encoding="utf-8") as f:
            records.extend(json.loads(line) for line in f if line.strip())
    papers = []
    for i in range(n):
        if records:
            r = records[i % len(records)]
            papers.append(
                Paper(
                    id=f"{r['id']}-{i}",
                    abstract=r["abstract"],
                    title=r.get("title", ""),
                    authors=tuple(r.get("authors") or ()),
                    year=r.get("year"),
                    venue=r.get("venue", ""),
                    url=r.get("url", ""),
                    source=f"{path.name}:{i % len(records) + 1}",
                )
            )
        else:
            words = " ".join(f"w{int(w)}" for w in rng.integers(0, 5000, 180))
            papers.append(Paper(id=f"p{i}", abstract=words + ".", title=f"Paper {i}"))
    return papers


def synthetic_extractions(n: int, seed: int = 0) -> list[PaperExtraction]:
    """``n`` extractions drawn from the distributions described in the module docstring."""
    rng = np.random.default_rng(seed)
    ranks = np.arange(1, VOCABULARY + 1)
    popularity = ranks**-ZIPF_EXPONENT
    popularity /= popularity.sum()
    labels = rng.choice(len(LABELS), size=VOCABULARY, p=LABEL_SHARES)
    extractions = []
    for i, paper in enumerate(_papers(n)):
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", paper.abstract) if s] or [""]
        shared = rng.choice(VOCABULARY, size=rng.poisson(8) + 1, p=popularity)
        own = [f"Coined{i}x{j}" for j in range(rng.integers(0, 3))]
        names = [(f"concept {c}", LABELS[labels[c]]) for c in shared] + [(o, "METHOD") for o in own]
        mentions = []
        for name, label in names:
            for _ in range(1 + (rng.random() < 0.4)):
                sentence = sentences[rng.integers(len(sentences))]
                # A label disagreement now and then, as a real extractor makes.
                noisy = LABELS[rng.integers(len(LABELS))] if rng.random() < 0.05 else label
                mentions.append(Mention(name, noisy, name, 0, len(name), sentence))
        extractions.append(PaperExtraction(paper=paper, mentions=mentions, proposed=own[:1]))
    return extractions


def _timed(fn, *args, **kwargs):
    start = time.perf_counter()
    result = fn(*args, **kwargs)
    return result, round(time.perf_counter() - start, 3)


def bench(n: int, out: Path) -> dict:
    extractions = synthetic_extractions(n)
    minimum = default_cooccurrence_min(n)
    G, t_build = _timed(build_graph, extractions, name=f"synthetic {n}", cooccurrence_min=minimum)
    stats = graph_stats(G)
    positions, t_layout = _timed(layout, G)
    view = overview(G)
    _, t_layout_overview = _timed(layout, view)
    # A filter change that brings back one node in five: only those are laid out.
    kept = {node: xy for i, (node, xy) in enumerate(sorted(positions.items())) if i % 5}
    _, t_relayout = _timed(layout, G, previous=kept)
    result = {
        "papers": n,
        "nodes": G.number_of_nodes(),
        "edges": G.number_of_edges(),
        "edges_by_relation": stats["edges"],
        "cooccurrence_min": minimum,
        "build_s": t_build,
        "layout_full_s": t_layout,
        "relayout_20pct_new_s": t_relayout,
        "overview_nodes": view.number_of_nodes(),
        "layout_overview_s": t_layout_overview,
    }
    for suffix in (".json", ".graphml", ".gexf"):
        path = out / f"graph{n}{suffix}"
        _, t_save = _timed(save_graph, G, path)
        _, t_load = _timed(load_graph, path)
        result[f"save{suffix}_s"] = t_save
        result[f"load{suffix}_s"] = t_load
        result[f"size{suffix}_mb"] = round(path.stat().st_size / 1e6, 2)

    cache_dir = out / f"cache{n}"
    cache = ExtractionCache(cache_dir, extractor_version="bench")
    _, result["cache_put_extractions_s"] = _timed(cache.put_many, extractions)
    key = corpus_key([cache.paper_key(ex.paper) for ex in extractions])
    _, result["cache_put_graph_s"] = _timed(cache.put_graph, key, G, positions)
    cache.close()
    result["cache_file_mb"] = round((cache_dir / "cache.sqlite").stat().st_size / 1e6, 2)

    # After a change to the corpus: every extraction from the cache.
    papers = [ex.paper for ex in extractions]
    with ExtractionCache(cache_dir, extractor_version="bench") as cache:
        hits, result["cache_get_all_extractions_s"] = _timed(cache.get_many, papers)
    assert len(hits) == n
    # Reopening a corpus seen before, as the app does on start: a fresh process opens the
    # cache, keys every paper and gets the graph with its positions.
    child = [sys.executable, __file__, "--reopen", str(cache_dir), str(n)]
    reopened = json.loads(subprocess.run(child, capture_output=True, check=True).stdout)
    assert reopened["nodes"] == G.number_of_nodes()
    result["cache_reopen_fresh_process_s"] = reopened["seconds"]
    return result


def reopen(cache_dir: Path, n: int) -> dict:
    """Time what a fresh process does to reopen the corpus of :func:`bench` from the cache."""
    papers = _papers(n)
    start = time.perf_counter()
    with ExtractionCache(cache_dir, extractor_version="bench") as cache:
        key = corpus_key([cache.paper_key(p) for p in papers])
        G, _positions = cache.get_graph(key)
    return {"seconds": round(time.perf_counter() - start, 3), "nodes": G.number_of_nodes()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 8800])
    parser.add_argument("--out", type=Path, default=None, help="keep the files written here")
    parser.add_argument("--reopen", nargs=2, metavar=("CACHE_DIR", "N"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.reopen:
        print(json.dumps(reopen(Path(args.reopen[0]), int(args.reopen[1]))))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        out = args.out or Path(tmp)
        out.mkdir(parents=True, exist_ok=True)
        results = [bench(n, out) for n in args.sizes]
    json.dump(results, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
