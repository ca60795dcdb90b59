"""A graph view as one self-contained HTML page that works offline.

The page is our own template (``resources/export/``) with every script and
style inlined: vis-network comes from the installed pyvis package, the graph
as JSON in a ``<script type="application/json">`` block that the page script
reads with ``JSON.parse``. A Content-Security-Policy allows only the page's
own inline scripts (by hash) and inline styles, so even a mistake cannot make
the page load anything from the network or run script from the corpus.

Examples
--------
>>> import networkx as nx
>>> G = nx.Graph()
>>> G.add_node("concept:lora", kind="concept", type="METHOD", label="LoRA")
>>> page = render_html(G, positions={"concept:lora": (0.0, 0.0)}, title="<LoRA>")
>>> "<title>&lt;LoRA&gt;</title>" in page
True
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
import warnings
from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import networkx as nx

from explorer.atomic import atomic_write_bytes
from explorer.errors import ExplorerError
from explorer.export.page_data import page_data
from explorer.export.page_text import template_text
from explorer.export.page_trends import page_trends
from explorer.i18n import translate
from explorer.i18n.system_text import os_problem
from explorer.paths import resource

#: vis-network as shipped inside pyvis 0.3.2.
VIS_NETWORK = ("lib", "vis-9.1.2", "vis-network.min.js")

_PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")
_SOURCE_MAP = re.compile(r"^//# sourceMappingURL=.*$", re.MULTILINE)
#: Characters that could end the JSON block or a script early, or break JS parsers.
_JSON_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"}


@lru_cache(maxsize=1)
def _assets() -> dict[str, str]:
    """The page template, its CSS and script, and vis-network, read once."""
    folder = resource("export")
    vis_file = resources.files("pyvis").joinpath(*VIS_NETWORK)
    try:
        assets = {
            "template": (folder / "page.html").read_text(encoding="utf-8"),
            "css": (folder / "page.css").read_text(encoding="utf-8"),
            "page_js": (folder / "page.js").read_text(encoding="utf-8"),
            # The source map is not shipped; DevTools would only warn that it is missing.
            "vis_js": _SOURCE_MAP.sub("", vis_file.read_text(encoding="utf-8")),
        }
    except OSError as err:
        raise ExplorerError(f"cannot read the HTML page assets: {err}") from err
    for name in ("page_js", "vis_js", "css"):
        lowered = assets[name].lower()
        if "</script" in lowered or "</style" in lowered or "<!--" in lowered:
            raise ExplorerError(f"{name} cannot be inlined: it holds an HTML end tag or comment")
    return assets


def _script_hash(script: str) -> str:
    digest = hashlib.sha256(script.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


def _json_for_script(data: Any) -> str:
    """JSON that cannot end its ``<script>`` block: ``<``, ``>`` and ``&`` are escaped.

    ``ensure_ascii`` also escapes U+2028/U+2029 and lone surrogates, which
    could not be written as UTF-8.
    """
    encoded = json.dumps(data, ensure_ascii=True, allow_nan=False, separators=(",", ":"))
    return re.sub("[<>&]", lambda m: _JSON_ESCAPES[m.group()], encoded)


def _content_security_policy(scripts: Sequence[str]) -> str:
    hashes = " ".join(_script_hash(s) for s in scripts)
    return (
        f"default-src 'none'; script-src {hashes}; style-src 'unsafe-inline'; "
        "img-src data:; base-uri 'none'; form-action 'none'"
    )


def render_html(
    G: nx.Graph,
    *,
    positions: Mapping[Hashable, Sequence[float]] | None = None,
    title: str = "explorer graph",
    source: nx.Graph | None = None,
) -> str:
    """The page for the view ``G`` as a string (see :func:`export_html`)."""
    if positions is None:
        from explorer.graph.layout import layout  # igraph loads only when needed

        positions = layout(G)
    data = page_data(G, positions, page_trends(G, source))
    assets = _assets()
    # A lone surrogate in the title could not be written as UTF-8.
    safe_title = html.escape(title.encode("utf-8", "replace").decode("utf-8"))
    values = {
        "title": safe_title,
        "csp": _content_security_policy([assets["vis_js"], assets["page_js"]]),
        "css": assets["css"],
        "data": _json_for_script(data),
        "vis_js": assets["vis_js"],
        "page_js": assets["page_js"],
        **{key: html.escape(value) for key, value in template_text().items()},
    }
    # One pass, so that text inserted for one placeholder is never scanned for another.
    return _PLACEHOLDER.sub(lambda m: values[m.group(1)], assets["template"])


def export_html(
    G: nx.Graph,
    path: str | Path,
    *,
    positions: Mapping[Hashable, Sequence[float]] | None = None,
    title: str = "explorer graph",
    source: nx.Graph | None = None,
    max_nodes_warn: int = 2000,
    warn: Callable[[str], Any] | None = None,
) -> dict[str, Any]:
    """Write the view ``G`` as one HTML page that opens offline, without install.

    Parameters
    ----------
    G : networkx.Graph
        The view to show, following the graph schema (it is not filtered).
    path : str or Path
        Where to write the page (atomically).
    positions : mapping of node to (x, y), optional
        Layout coordinates of every node, at any scale (they are centred and
        rescaled); if None, ``explorer.graph.layout.layout(G)`` computes them.
        The page draws them as they are, without physics, so it opens at once.
    title : str
        Page title and heading (escaped).
    source : networkx.Graph, optional
        The graph the view was cut from: concepts' shares per year (their sparklines) are
        computed on all its papers. Default: on the papers of the view.
    max_nodes_warn : int
        Above this many nodes, ``warn`` gets a one-line suggestion.
    warn : callable taking a str, optional
        Receives warnings; defaults to :func:`warnings.warn`.

    Returns
    -------
    dict
        ``{"nodes": n, "edges": m, "bytes": size, "physics": False}``.

    Examples
    --------
    >>> import networkx as nx, tempfile, pathlib
    >>> G = nx.Graph([("a", "b")])
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "view.html"
    >>> info = export_html(G, out, positions={"a": (0, 0), "b": (1, 1)})
    >>> info["nodes"], info["edges"], info["physics"]
    (2, 1, False)
    """
    n = G.number_of_nodes()
    if n > max_nodes_warn:
        message = translate(
            "ExportErrors",
            "{path}: the view has {count} nodes (over {most}); the page will be slow "
            "to use, so focus on a node or filter by type before exporting",
        ).format(path=path, count=n, most=max_nodes_warn)
        if warn is None:
            warnings.warn(message, stacklevel=2)
        else:
            warn(message)
    encoded = render_html(G, positions=positions, title=title, source=source).encode("utf-8")
    try:
        atomic_write_bytes(path, encoded)
    except OSError as err:
        problem = translate("ExportErrors", "cannot write the HTML page: {problem}")
        raise ExplorerError(problem.format(problem=os_problem(err)), path=path) from err
    return {
        "nodes": n,
        "edges": G.number_of_edges(),
        "bytes": len(encoded),
        "physics": False,
    }
