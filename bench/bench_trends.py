"""Benchmark of the trends on the real corpora: every corpus of /work/shared/corpora plus the
default corpus, about 8,900 papers, loaded together. Prints one JSON object.

The graph is opened once through the CLI's path (``explorer.pipeline.open_graph``, from the
cache when it is warm; a cold cache extracts first, which is timed apart). Then each trend
computation is repeated and its median and best times are reported; the target is the whole
report (every concept and family of every type) in under 1 s once the graph is open.

Then the app's Trends dock, in an offscreen main window holding that graph: the time from
View > Trends (Ctrl+Shift+T) until the dock is shown and painted (target: under 200 ms; the
report is computed in a worker thread meanwhile), until its list and chart are filled, and
the longest the GUI thread did not answer meanwhile; then the year filter (2022-2023) until
the canvas has its view.

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
    from explorer.app.charts.trends import save_trend_chart

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
        "dock": _dock_timings(G, inputs, args.cache_dir),
    }
    print(json.dumps(result, indent=1))


def _run_until(app, done, timeout_s: float = 120.0) -> tuple[float, float]:
    """Turn the event loop until ``done()``: (elapsed ms, longest turn in ms)."""
    start = last = time.perf_counter()
    longest = 0.0
    while not done():
        if time.perf_counter() - start > timeout_s:
            raise TimeoutError("bench_trends: the app did not finish in time")
        app.processEvents()
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
    return round(1000 * (time.perf_counter() - start), 1), round(1000 * longest, 1)


def _dock_timings(G, inputs: list[Path], cache_dir: str | None) -> dict:
    """Open the Trends dock on ``G`` in an offscreen window; the year filter after it."""
    import os

    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    from explorer.app.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(interactive=False, cache_dir=cache_dir)
    window.resize(1400, 900)
    window.show()
    window.model.set_graph(G, [str(p) for p in inputs])
    _run_until(app, lambda: not window.model.view_pending() and not window.view.layout_pending())
    panel, dock = window.insights.trends, window.insights.trends_dock
    start = time.perf_counter()
    window.menu_actions["trends"].trigger()
    app.processEvents()  # the dock is laid out and painted in this turn
    open_ms = round(1000 * (time.perf_counter() - start), 1)
    assert dock.isVisible()
    filled_ms, stall_ms = _run_until(app, lambda: panel.report is not None)
    start = time.perf_counter()
    panel.show_point(panel.chart_nodes[0], panel.report.years[-2])
    point_ms = round(1000 * (time.perf_counter() - start), 1)
    start = time.perf_counter()
    window.filter_panel.year_range.set_range(2022, 2023)
    view_ms, view_stall_ms = _run_until(
        app, lambda: not window.model.view_pending() and not window.view.layout_pending()
    )
    result = {
        "open_ms": open_ms,
        "open_target_ms": 200,
        "meets_open_target": open_ms < 200,
        "list_and_chart_filled_ms": round(open_ms + filled_ms, 1),
        "longest_gui_stall_while_computing_ms": stall_ms,
        "rows_listed": panel.proxy.rowCount(),
        "papers_of_a_point_ms": point_ms,
        "papers_of_that_point": panel.papers.count(),
        "year_filter_2022_2023_to_view_ms": view_ms,
        "year_filter_longest_stall_ms": view_stall_ms,
        "view_nodes_2022_2023": window.model.view_graph.number_of_nodes(),
    }
    window.close()
    return result


if __name__ == "__main__":
    main()
