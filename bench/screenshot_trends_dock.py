"""Screenshot of the app's Trends dock on the real corpora (the README's picture).

Opens every corpus of /work/shared/corpora plus the default corpus (from the cache), shows
View > Trends, puts a few concepts on the chart, lists the papers of one point and writes a
PNG of the whole window, offscreen.

Usage: ``python bench/screenshot_trends_dock.py OUT.png [--cache-dir DIR]
[--concept LABEL ...] [--point LABEL YEAR]``
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from explorer.app.window.exporting import save_widget_png  # noqa: E402
from explorer.app.window.main_window import MainWindow  # noqa: E402
from explorer.paths import DEFAULT_CORPUS  # noqa: E402
from explorer.pipeline import open_graph  # noqa: E402

CORPORA = Path("/work/shared/corpora")


def _run_until(app: QApplication, done) -> None:
    while not done():
        app.processEvents()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--cache-dir")
    parser.add_argument("--concept", nargs="*", default=["large language model", "diffusion model"])
    parser.add_argument("--point", nargs=2, default=["large language model", "2024"])
    args = parser.parse_args()
    app = QApplication([])
    # The window saves its state on close: keep it away from the user's settings.
    settings_dir = tempfile.mkdtemp(prefix="trends-shot-")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_dir)
    inputs = [*sorted(CORPORA.glob("*.jsonl")), DEFAULT_CORPUS]
    G = open_graph(inputs, cache_dir=args.cache_dir)
    window = MainWindow(interactive=False, cache_dir=args.cache_dir)
    window.resize(1500, 1000)
    window.show()
    window.model.set_graph(G, [str(p) for p in inputs])
    window.setWindowTitle("8,894 papers — Explorer")
    window.menu_actions["trends"].trigger()
    panel = window.insights.trends
    _run_until(app, lambda: panel.report is not None)
    by_label = {d.get("label"): n for n, d in G.nodes(data=True) if d.get("kind") == "concept"}
    for label in args.concept:
        window.model.select(by_label[label])
    window.resizeDocks([window.insights.trends_dock], [520], Qt.Orientation.Vertical)
    _run_until(app, lambda: not window.model.view_pending() and not window.view.layout_pending())
    panel.show_point(by_label[args.point[0]], int(args.point[1]))
    for _ in range(20):
        app.processEvents()
    save_widget_png(window, args.out)
    window.close()


if __name__ == "__main__":
    main()
