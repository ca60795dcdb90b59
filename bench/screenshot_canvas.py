"""Screenshots of the canvas for the README: a corpus fitted, "Why connected?", similar papers.

Opens a corpus in the real window, offscreen, and writes PNGs of the whole window:

- ``canvas``: the picture after loading (the overview), fitted; ``--everything`` first presses
  Show Everything (the whole graph);
- ``why``: Path mode between two concepts named by ``--path FROM TO``, with the "Why
  connected?" panel listing the paths and their evidence;
- ``similar``: the similar-papers mode of the paper titled ``--paper TITLE``.

Usage: ``python bench/screenshot_canvas.py KIND OUT.png [--corpus FILE ...] [--everything]
[--path FROM TO] [--paper TITLE] [--cache-dir DIR] [--size 1400x900]``
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from explorer.app.window.exporting import save_widget_png  # noqa: E402
from explorer.app.window.main_window import MainWindow  # noqa: E402
from explorer.paths import DEFAULT_CORPUS  # noqa: E402


def _run_until(app: QApplication, done, timeout_s: float = 600) -> None:
    end = time.perf_counter() + timeout_s
    while not done():
        app.processEvents()
        if time.perf_counter() > end:
            raise SystemExit("timed out")
        time.sleep(0.005)


def _settle(app: QApplication, window: MainWindow) -> None:
    _run_until(app, lambda: not window.is_loading() and not window.view.layout_pending())
    for _ in range(30):  # queued label updates and the detail pane
        app.processEvents()
        time.sleep(0.01)


def _node(window: MainWindow, label: str) -> str:
    graph = window.model.graph
    found = [n for n, d in graph.nodes(data=True) if label in (d.get("label"), d.get("title"))]
    if not found:
        raise SystemExit(f"no node is named {label!r}")
    return found[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=["canvas", "why", "similar"])
    parser.add_argument("out", type=Path)
    parser.add_argument("--corpus", nargs="+", type=Path, default=[DEFAULT_CORPUS])
    parser.add_argument("--everything", action="store_true")
    parser.add_argument("--path", nargs=2, default=["LoRA", "spiking neural network"])
    parser.add_argument(
        "--paper", default="TabFlex: Scaling Tabular Learning to Millions with Linear Attention"
    )
    parser.add_argument("--cache-dir", default=os.environ.get("EXPLORER_CACHE_DIR"))
    parser.add_argument("--size", default="1400x900")
    args = parser.parse_args()
    app = QApplication([])
    # The window saves its state on close: keep it away from the user's settings.
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp(prefix="shot-")
    )
    window = MainWindow(interactive=False, cache_dir=args.cache_dir)
    width, height = (int(v) for v in args.size.split("x"))
    window.resize(width, height)
    window.show()
    loaded: list[bool] = []
    window.graphLoaded.connect(lambda: loaded.append(True))
    window.open_paths([str(p) for p in args.corpus])
    _run_until(app, lambda: bool(loaded))
    _settle(app, window)
    model, view = window.model, window.view
    if args.everything:
        view.show_everything()
        _settle(app, window)
    if args.kind == "why":
        model.set_path_mode(True)
        model.set_path(_node(window, args.path[0]), _node(window, args.path[1]))
        _settle(app, window)
    elif args.kind == "similar":
        paper = _node(window, args.paper)
        model.select(paper)
        model.show_similar(paper)
        _settle(app, window)
    view.update_labels()
    save_widget_png(window, args.out)
    window.close()


if __name__ == "__main__":
    main()
