"""Open a saved view: its corpus as a graph with its edits, checked against what it names.

:func:`open_view` is what the app's "Open view" and the CLI's export share: it finds the
corpus (:mod:`explorer.views.corpusrefs`), opens it through
:func:`explorer.pipeline.open_graph`, replays the view's curation edits, and drops (with a
warning) a focus or selection the graph no longer has, so a changed corpus opens what still
matches. :func:`shown_graph` is the part of the graph the view shows.

Examples
--------
>>> import networkx as nx
>>> from explorer.views.viewfile import CorpusRef, SavedView, ViewFilters
>>> G = nx.Graph()
>>> G.add_node("concept:x", kind="concept", type="METHOD", papers=0)
>>> view = SavedView(corpus=(CorpusRef("c.jsonl", "0" * 64),),
...                  filters=ViewFilters(types=frozenset({"DATASET"})), selection="concept:x")
>>> sorted(shown_graph(G, view))  # a METHOD, shown because it is selected
['concept:x']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import networkx as nx

from explorer.curation import apply_edits
from explorer.i18n import translate
from explorer.state.view_filter import visible_subgraph
from explorer.views.corpusrefs import locate_corpus
from explorer.views.viewfile import SavedView, read_view

Warn = Callable[[str], None]


@dataclass
class OpenedView:
    """A view ready to show: the view (focus and selection cleared if gone), its graph with
    the view's edits applied, the corpus sources opened, and the warnings given."""

    view: SavedView
    graph: nx.Graph
    sources: list[str]
    warnings: list[str]


def open_view(
    path: str | Path, *, warn: Warn | None = None, with_edits: bool = True, **open_options: Any
) -> OpenedView:
    """Read the view at ``path`` and open its graph.

    With ``with_edits=False`` the graph comes as loaded, without the view's edits (for a
    caller that replays ``view.edits`` itself, as the app's undo stack does); a focus or
    selection is then checked against that graph.

    ``open_options`` go to :func:`explorer.pipeline.open_graph` (``progress``, ``cancel``,
    ``cache_dir``, ``use_cache``, ``n_process``, ``skip_bad``). Every warning (corpus file
    changed or missing, edit no longer applicable, focus or selection gone) goes to ``warn``
    as one line and is kept in :attr:`OpenedView.warnings`.

    Raises
    ------
    ExplorerError
        When the file is not a valid view, or none of its corpus files is found, or the
        corpus cannot be read.
    """
    from explorer.pipeline import open_graph

    given: list[str] = []

    def note(message: str) -> None:
        given.append(message)
        if warn is not None:
            warn(message)

    view = read_view(path)
    corpus = locate_corpus(view.corpus, path)
    for message in corpus.warnings(path):
        note(message)
    G = open_graph(corpus.sources, warn=note, **open_options)
    if with_edits:
        for message in apply_edits(G, view.edits):
            note(f"{path}: {message}")
    view = _without_missing_nodes(view, G, path, note)
    return OpenedView(view=view, graph=G, sources=corpus.sources, warnings=given)


def _without_missing_nodes(view: SavedView, G: nx.Graph, path, note: Warn) -> SavedView:
    focus, selection = view.filters.focus, view.selection
    if focus is not None and focus not in G:
        gone = translate(
            "ViewErrors", "{view}: the focused node {node} is no longer in the corpus; showing all"
        )
        note(gone.format(view=path, node=focus))
        focus = None
    if selection is not None and selection not in G:
        gone = translate(
            "ViewErrors", "{view}: the selected node {node} is no longer in the corpus"
        )
        note(gone.format(view=path, node=selection))
        selection = None
    filters = dataclasses.replace(view.filters, focus=focus)
    return dataclasses.replace(view, filters=filters, selection=selection)


def shown_graph(G: nx.Graph, view: SavedView) -> nx.Graph:
    """The part of ``G`` the view shows: what the app's canvas shows for its filters (year
    range, families, overview cut included) plus the selection."""
    pinned = [view.selection] if view.selection else []
    return visible_subgraph(G, view.filters, pinned)


def export_view(
    path: str | Path,
    html: str | Path,
    *,
    title: str | None = None,
    warn: Warn | None = None,
    **open_options: Any,
) -> dict[str, Any]:
    """Write the view at ``path`` as a standalone HTML page; returns what export_html does."""
    from explorer.export import export_html

    opened = open_view(path, warn=warn, **open_options)
    G, view = opened.graph, opened.view
    shown = shown_graph(G, view)
    if title is None:
        focus = view.filters.focus
        name = G.nodes[focus].get("label", focus) if focus else G.graph.get("name") or "graph"
        title = view.title or f"{name} — explorer"
    return export_html(shown, html, title=title, warn=warn)
