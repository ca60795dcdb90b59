"""Export a graph to HTML and take a screenshot of the page with headless chromium.

Usage:
    python bench/screenshot_export.py GRAPH OUT.png [--select NODE] [--html OUT.html]
    python bench/screenshot_export.py --synthetic 300 OUT.png

GRAPH is a graph file ``explorer build`` wrote (.json, .graphml or .gexf).
``--select`` opens the side panel on a node (default: the paper with most
links; ``--select none`` shows the overview).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import quote

import networkx as nx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_export import CHROMIUM_FLAGS, synthetic_view  # noqa: E402

from explorer.errors import ExplorerError  # noqa: E402
from explorer.export import export_html  # noqa: E402
from explorer.graph.io import load_graph  # noqa: E402


def default_selection(G: nx.Graph) -> str | None:
    papers = [n for n, kind in G.nodes(data="kind") if kind == "paper"] or list(G.nodes)
    return str(max(papers, key=G.degree)) if papers else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("graph", nargs="?", type=Path, help="graph file (.json, .graphml, .gexf)")
    parser.add_argument("png", type=Path)
    parser.add_argument("--synthetic", type=int, metavar="NODES", help="use a synthetic view")
    parser.add_argument("--select", help="node id to show in the side panel, or 'none'")
    parser.add_argument("--html", type=Path, help="where to keep the exported page")
    parser.add_argument("--title", default=None)
    parser.add_argument("--size", default="1400,900", help="window size, WIDTH,HEIGHT")
    args = parser.parse_args()
    if (args.graph is None) == (args.synthetic is None):
        parser.error("give either a GRAPH file or --synthetic NODES")
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary is None:
        sys.exit("chromium is not installed (apt-get install -y chromium)")

    try:
        G = synthetic_view(args.synthetic) if args.synthetic else load_graph(args.graph)
    except ExplorerError as err:
        sys.exit(str(err))
    title = args.title or G.graph.get("name") or "explorer graph"
    selected = default_selection(G) if args.select is None else args.select
    with tempfile.TemporaryDirectory() as tmp:
        page = args.html or Path(tmp) / "page.html"
        info = export_html(G, page, title=title, warn=lambda line: print(line, file=sys.stderr))
        url = page.resolve().as_uri()
        if selected and selected != "none":
            url += "#node=" + quote(selected, safe="")
        subprocess.run(
            [
                binary,
                *CHROMIUM_FLAGS,
                f"--user-data-dir={Path(tmp) / 'profile'}",
                "--hide-scrollbars",
                "--virtual-time-budget=5000",
                f"--window-size={args.size}",
                f"--screenshot={args.png.resolve()}",
                url,
            ],
            capture_output=True,
            timeout=300,
            check=True,
        )
    print(json.dumps({**info, "png": str(args.png), "selected": selected}))


if __name__ == "__main__":
    main()
