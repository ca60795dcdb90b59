"""Benchmark of the trends on the real corpora: every corpus of /work/shared/corpora plus the
default corpus, about 8,900 papers, loaded together. Prints one JSON object.

The graph is opened once through the CLI's path (``explorer.pipeline.open_graph``, from the
cache when it is warm; a cold cache extracts first, which is timed apart). Then each trend
computation is repeated and its median and best times are reported; the target is the whole
report (every concept and family of every type) in under 1 s once the graph is open.

Usage: ``python bench/bench_trends.py [--cache-dir DIR] [--repeat 5]``
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from explorer.paths import DEFAULT_CORPUS
from explorer.pipeline import open_graph

CORPORA = Path("/work/shared/corpora")
TARGET_S = 1.0


def _timed(repeat: int, run) -> tuple[dict, object]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - start)
    return {"median_s": round(statistics.median(times), 4), "best_s": round(min(times), 4)}, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache-dir", help="explorer cache (default: $EXPLORER_CACHE_DIR)")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    inputs = [*sorted(CORPORA.glob("*.jsonl")), DEFAULT_CORPUS]
    if len(inputs) == 1:
        sys.exit(f"bench_trends: no corpora in {CORPORA}")

    start = time.perf_counter()
    G = open_graph(inputs, cache_dir=args.cache_dir)
    open_s = time.perf_counter() - start

    from explorer.export.page_trends import page_trends
    from explorer.trends.report import trend_report
    from explorer.trends.text import format_report
    from explorer.trends.trends_csv import trends_csv

    timings = {}
    timings["report_all_types"], report = _timed(args.repeat, lambda: trend_report(G))
    timings["report_hardware"], _ = _timed(args.repeat, lambda: trend_report(G, types={"HARDWARE"}))
    timings["terminal_tables"], _ = _timed(args.repeat, lambda: format_report(report))
    timings["csv_text"], _ = _timed(args.repeat, lambda: trends_csv(report))
    timings["page_trends_whole_graph"], _ = _timed(args.repeat, lambda: page_trends(G))
    from explorer.trends.chart import save_trend_chart

    out = Path(args.cache_dir or "/tmp") / "bench_trends.png"
    # The first chart loads PySide6 and pyqtgraph and starts an offscreen application.
    timings["png_chart_first"], _ = _timed(1, lambda: save_trend_chart(out, report))
    timings["png_chart"], _ = _timed(args.repeat, lambda: save_trend_chart(out, report))
    papers = sum(1 for _, kind in G.nodes(data="kind") if kind == "paper")
    result = {
        "papers": papers,
        "concept_rows": len(report.of_kind("concept")),
        "family_rows": len(report.of_kind("family")),
        "years": dict(zip(report.years, report.papers_per_year, strict=True)),
        "open_graph_s": round(open_s, 2),
        "repeat": args.repeat,
        **timings,
        "target_s": TARGET_S,
        "meets_target": timings["report_all_types"]["median_s"] < TARGET_S,
    }
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
