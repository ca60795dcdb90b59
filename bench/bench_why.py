"""Benchmark of "Why connected?" paths and the similarity view; prints a JSON list, one per size.

Graphs are built from :func:`bench_graph.synthetic_extractions` (real titles and abstracts,
Zipf-shaped concepts). For each size, ``pairs`` random paper pairs in the same component
are asked for their :data:`~explorer.graph.paths.PATHS_SHOWN` cheapest paths, and as many
papers for their similarity view; the median and worst times are reported.

Usage: ``python bench/bench_why.py [--sizes 1865 8856] [--pairs 20]``
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_graph import synthetic_extractions  # noqa: E402

from explorer.graph.build import build_graph, default_cooccurrence_min  # noqa: E402
from explorer.graph.paths import why_connected  # noqa: E402
from explorer.graph.similar_view import similarity_view  # noqa: E402


def _timings(calls) -> dict:
    seconds = []
    for call in calls:
        start = time.perf_counter()
        call()
        seconds.append(time.perf_counter() - start)
    return {"median_s": round(statistics.median(seconds), 4), "max_s": round(max(seconds), 4)}


def bench(n: int, pairs: int) -> dict:
    G = build_graph(synthetic_extractions(n), cooccurrence_min=default_cooccurrence_min(n))
    papers = sorted(p for p, kind in G.nodes(data="kind") if kind == "paper")
    rng = random.Random(0)
    ends = [tuple(rng.sample(papers, 2)) for _ in range(pairs)]
    lengths = [len(p[0].nodes) - 1 for a, b in ends if (p := why_connected(G, a, b, k=1))]
    return {
        "papers": n,
        "nodes": G.number_of_nodes(),
        "edges": G.number_of_edges(),
        "why_connected_4_paths": _timings(lambda a=a, b=b: why_connected(G, a, b) for a, b in ends),
        "connected_pairs": len(lengths),
        "median_steps": statistics.median(lengths) if lengths else None,
        "similarity_view": _timings(
            lambda p=p: similarity_view(G, p) for p in rng.sample(papers, pairs)
        ),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1865, 8856])
    parser.add_argument("--pairs", type=int, default=20)
    args = parser.parse_args(argv)
    print(json.dumps([bench(n, args.pairs) for n in args.sizes], indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
