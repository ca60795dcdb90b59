"""The whole build of the shared corpora through ``open_graph``, then a reopen from the cache.

First run: empty cache folder, so read + extract + build the graph, then save it as JSON.
Second run: the same files with the same cache, so extraction comes from the cache. Phases
are timed through the progress callback: its first call marks the end of reading and of the
cache lookup, its last the end of extraction. Peak RSS comes from ``resource.getrusage``.
Prints one JSON object.

With more than one process (chosen by ``open_graph`` for big loads, or ``--n-process``), a
one-process first build is timed too, so the speedup is measured in the same run.

Usage: ``python bench/bench_build.py [--limit N] [--n-process N] [--skip-one-process]``
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

from explorer.graph.io import save_graph
from explorer.paths import DEFAULT_CORPUS, ROOT
from explorer.pipeline import open_graph, processes_for

CORPORA = sorted((ROOT.parent / "shared" / "corpora").glob("*.jsonl"))


def _peak_rss_mb(who: int = resource.RUSAGE_SELF) -> float:
    return round(resource.getrusage(who).ru_maxrss / 1024, 1)  # Linux reports KiB


def _first_lines(files: list[Path], limit: int, out: Path) -> list[Path]:
    """The first ``limit`` records of ``files`` as one corpus file."""
    lines: list[str] = []
    for path in files:
        with path.open(encoding="utf-8") as f:
            lines.extend(line for line in f if line.strip())
        if len(lines) >= limit:
            break
    out.write_text("".join(lines[:limit]), encoding="utf-8")
    return [out]


def _open_timed(paths, cache_dir: Path, n_process: int | None) -> tuple[object, dict]:
    marks: list[float] = []
    start = time.perf_counter()
    G = open_graph(
        paths,
        cache_dir=cache_dir,
        n_process=n_process,
        progress=lambda done, total: marks.append(time.perf_counter()),
        warn=lambda message: None,
    )
    end = time.perf_counter()
    phases = {"total_s": round(end - start, 3)}
    if marks:
        phases["read_and_cache_lookup_s"] = round(marks[0] - start, 3)
        phases["extract_s"] = round(marks[-1] - marks[0], 3)
        phases["graph_s"] = round(end - marks[-1], 3)
    return G, phases


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=None, help="first N records only")
    parser.add_argument(
        "--n-process", type=int, default=None, help="default: what open_graph chooses"
    )
    parser.add_argument(
        "--skip-one-process", action="store_true", help="do not time a one-process build too"
    )
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        paths = CORPORA or [DEFAULT_CORPUS]
        if args.limit:
            paths = _first_lines(paths, args.limit, tmp_path / "limited.jsonl")
        cache_dir = tmp_path / "cache"

        G, first = _open_timed(paths, cache_dir, args.n_process)
        graph_file = tmp_path / "graph.json"
        start = time.perf_counter()
        save_graph(G, graph_file)
        first["save_json_s"] = round(time.perf_counter() - start, 3)
        first["peak_rss_mb"] = _peak_rss_mb()
        papers = sum(1 for _, kind in G.nodes(data="kind") if kind == "paper")
        n_process = processes_for(papers, args.n_process)
        if n_process > 1:
            first["peak_rss_workers_mb"] = _peak_rss_mb(resource.RUSAGE_CHILDREN)

        one_process = None
        if n_process > 1 and not args.skip_one_process:
            _, one_process = _open_timed(paths, tmp_path / "cache-one-process", 1)
        G2, reopen = _open_timed(paths, cache_dir, args.n_process)
        reopen["peak_rss_mb"] = _peak_rss_mb()
        start = time.perf_counter()
        G3 = open_graph([graph_file])
        load_s = time.perf_counter() - start

        kinds = [d.get("kind") for _, d in G.nodes(data=True)]
        result = {
            "inputs": [p.name for p in paths],
            "n_process": n_process,
            "cpu_count": os.cpu_count(),
            "load_average_1min": round(os.getloadavg()[0], 2),
            "papers": papers,
            "concepts": kinds.count("concept"),
            "nodes": G.number_of_nodes(),
            "edges": G.number_of_edges(),
            "graph_json_mb": round(graph_file.stat().st_size / 1e6, 2),
            "cache_mb": round(sum(f.stat().st_size for f in cache_dir.iterdir()) / 1e6, 2),
            "first_build_empty_cache": first,
            "first_build_one_process": one_process,
            "first_build_speedup_vs_one_process": round(
                one_process["total_s"] / first["total_s"], 2
            )
            if one_process
            else None,
            "reopen_from_cache": reopen,
            "reopen_speedup": round(first["total_s"] / reopen["total_s"], 1),
            "load_saved_json_s": round(load_s, 3),
            "same_graph_after_reopen": sorted(G.nodes) == sorted(G2.nodes)
            and G.number_of_edges() == G2.number_of_edges(),
            "same_graph_from_json": sorted(G.nodes) == sorted(G3.nodes)
            and G.number_of_edges() == G3.number_of_edges(),
        }
    print(json.dumps({"bench_build": result}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
