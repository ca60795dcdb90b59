"""A legible canvas, measured (issue 14, item 1); prints one JSON object.

1. ``layout``: the force layout and the overlap removal after it, Qt-free, on the full view of
   each graph (ICML 2023: 6,259 nodes), plus a 20,000-node random graph with hubs: seconds,
   overlapping node pairs before and after, how far nodes moved.
2. ``app``: the real window (offscreen) on each corpus; the whole view (Show Everything), then
   the overview, each fitted and zoomed in: overlapping node shapes on the scene and labels
   drawn over another label or node in the visible view (both should be 0), labels shown, and
   the seconds label placement takes (``zoom_x*_labels``: the first after a layout, then again),
   and the seconds to redraw the biggest community's tint as one of its nodes is dragged.

Usage: ``python bench/bench_legible.py --corpus FILE ... [--cache-dir DIR]`` (the default
corpus when none is given; extractions are cached in ``--cache-dir`` or
``$EXPLORER_CACHE_DIR``). ``--screenshots DIR`` also saves a PNG of each fitted view.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

import networkx as nx
import numpy as np

from explorer.paths import DEFAULT_CORPUS, ROOT

sys.path.insert(0, str(ROOT / "tests"))


def layout_figures(G: nx.Graph, name: str) -> dict:
    """Time the layout and the overlap removal of ``G`` as the canvas places it."""
    from explorer.app.canvas.arrangement import SPACING
    from explorer.app.canvas.style import scene_points
    from explorer.graph.drawing import node_radius
    from explorer.graph.layout import layout
    from explorer.layouts.overlap import ROOM, SHAPE_REACH, overlapping_pairs, separate_nodes

    start = time.perf_counter()
    positions = layout(G, seed=0)
    laid_out = time.perf_counter() - start
    points, _ = scene_points(positions, SPACING)
    nodes = list(points)
    radii = np.array([node_radius(G, n) for n in nodes]) * SHAPE_REACH
    before = np.array([points[n] for n in nodes])
    start = time.perf_counter()
    spread, room = separate_nodes(G, points)
    separated = time.perf_counter() - start
    after = np.array([spread[n] for n in nodes])
    return {
        "graph": name,
        "nodes": G.number_of_nodes(),
        "edges": G.number_of_edges(),
        "layout_s": round(laid_out, 2),
        "overlap_removal_s": round(separated, 3),
        "overlapping_pairs_before": overlapping_pairs(before, radii),
        "overlapping_pairs_after": overlapping_pairs(after, radii),
        "overlapping_pairs_after_at_room": overlapping_pairs(after, radii * ROOM),
        "nodes_can_grow_by": round(room, 2),
        "largest_move_per_spacing": round(float(np.abs(after - before).max()) / SPACING, 2),
    }


def hub_graph(n: int, seed: int = 1) -> nx.Graph:
    """A random graph with hubs (Barabási-Albert), named like papers and concepts."""
    G = nx.barabasi_albert_graph(n, 2, seed=seed)
    names = {i: (f"concept:{i}" if i % 3 == 0 else f"paper:{i}") for i in G}
    G = nx.relabel_nodes(G, names)
    for node in G:
        kind = "concept" if node.startswith("concept:") else "paper"
        G.nodes[node].update(kind=kind, type="METHOD" if kind == "concept" else "PAPER")
        G.nodes[node]["papers"] = G.degree(node)
    return G


def label_timings(view, repeats: int = 5) -> dict:
    """Seconds to choose the labels of the current view: first (after a new layout) and again.

    The first placement ranks the items and indexes where the nodes are; the next ones (a
    scroll or zoom step) reuse both.
    """
    view.detail_level.rerank()
    start = time.perf_counter()
    view.detail_level.update(view)
    first = time.perf_counter() - start
    again = []
    for _ in range(repeats):
        start = time.perf_counter()
        view.detail_level.update(view)
        again.append(time.perf_counter() - start)
    return {"first_s": round(first, 4), "again_median_s": round(float(np.median(again)), 4)}


def tint_drag_timing(view, repeats: int = 10) -> dict:
    """Seconds to redraw a community's tint as one of its nodes is dragged (biggest community).

    The node is put back afterwards.
    """
    tints = view.tints
    node = next((n for n, g in sorted(tints.groups.items()) if g == 0), None)
    if node is None:
        return {}
    item = view.nodes[node]
    home = item.pos()
    times = []
    for step in range(1, repeats + 1):
        item.setPos(home.x() + 5 * step, home.y())
        start = time.perf_counter()
        tints.node_moved(node)
        times.append(time.perf_counter() - start)
    item.setPos(home)
    tints.node_moved(node)
    members = sum(1 for g in tints.groups.values() if g == 0)
    return {"community_nodes": members, "median_s": round(float(np.median(times)), 4)}


def app_figures(paths: list[Path], cache_dir: Path, shots: Path | None) -> dict:
    """Open the window on ``paths`` and count what a reader cannot read."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp(prefix="legible_")
    )
    app = QApplication.instance() or QApplication(["bench_legible"])
    from app.canvas.legibility import covered_labels, overlapping_nodes, shown_label_rects

    from explorer.app.window.main_window import MainWindow

    window = MainWindow(interactive=False, cache_dir=str(cache_dir))
    window.resize(1400, 900)
    window.show()

    def idle() -> bool:
        return not window.is_loading() and not window.view.layout_pending()

    def wait(condition, timeout_s: float = 900) -> None:
        end = time.perf_counter() + timeout_s
        while not condition():
            app.processEvents()
            if time.perf_counter() > end:
                raise SystemExit("timed out")
            time.sleep(0.01)

    loaded: list[bool] = []
    window.graphLoaded.connect(lambda: loaded.append(True))
    window.open_paths([str(p) for p in paths])
    wait(lambda: loaded and idle())
    view = window.view
    results = {}
    for name, show in (("overview", None), ("everything", view.show_everything)):
        if show is not None:
            show()
            wait(idle)
        figures = {"nodes": len(view.nodes)}
        for zoom in (1.0, 3.0):
            view.fit()
            view.zoom_by(zoom)
            view.update_labels()
            app.processEvents()
            figures[f"zoom_x{zoom:g}_labels"] = label_timings(view)
            start = time.perf_counter()
            figures[f"zoom_x{zoom:g}"] = {
                "overlapping_node_pairs": len(overlapping_nodes(view)),
                "labels_shown_on_screen": len(shown_label_rects(view)),
                "labels_over_a_label_or_node": len(covered_labels(view)),
            }
            figures[f"zoom_x{zoom:g}"]["count_s"] = round(time.perf_counter() - start, 2)
        figures["tint_drag_s"] = tint_drag_timing(view)
        view.fit()
        view.update_labels()
        app.processEvents()
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
            stem = "_".join(p.stem for p in paths)
            window.grab().save(str(shots / f"canvas_{stem}_{name}.png"))
        results[name] = figures
    window.close()
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", nargs="+", type=Path, default=[DEFAULT_CORPUS])
    parser.add_argument("--cache-dir", type=Path, default=os.environ.get("EXPLORER_CACHE_DIR"))
    parser.add_argument("--screenshots", type=Path, help="save a PNG of each fitted view here")
    parser.add_argument("--synthetic", type=int, default=20000, help="nodes of the random graph")
    args = parser.parse_args(argv)
    cache_dir = args.cache_dir or Path(tempfile.mkdtemp(prefix="legible_cache_"))
    from explorer.graph.views import view_subgraph
    from explorer.pipeline import open_graph

    out: dict = {"layout": [], "app": {}}
    for path in args.corpus:
        G = open_graph([str(path)], cache_dir=str(cache_dir))
        out["layout"].append(layout_figures(view_subgraph(G), path.name))
    if args.synthetic:
        out["layout"].append(layout_figures(hub_graph(args.synthetic), "random hubs"))
    for path in args.corpus:
        out["app"][path.name] = app_figures([path], cache_dir, args.screenshots)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
