"""The fast view computation answers exactly what the graph layer's slower walk answers."""

from __future__ import annotations

from dataclasses import replace

import networkx as nx
import pytest

from explorer.app.model import ExplorerModel
from explorer.graph import query
from explorer.paths import DEFAULT_CORPUS
from explorer.pipeline import open_graph
from explorer.state import graph_queries, view_filter
from explorer.state.filters import CONCEPT_TYPES, ViewFilters


def reference_view(G: nx.Graph, filters: ViewFilters) -> nx.Graph:
    """The view as first written: the graph layer's view_subgraph, then the overview cut."""
    focus = filters.focus if filters.focus in G else None
    types = set(filters.types) | ({"PAPER"} if filters.show_papers else set())
    view = query.view_subgraph(
        G,
        focus=focus,
        depth=filters.depth,
        types=types,
        min_degree=filters.min_degree,
        include_papers=filters.show_papers,
        relations=view_filter.view_relations(filters),
    )
    if focus is None and view.number_of_nodes() > filters.limit:
        concepts = [n for n, kind in view.nodes(data="kind") if kind == "concept"]
        papers = [n for n, kind in view.nodes(data="kind") if kind == "paper"]
        budget = filters.limit if not papers else int(filters.limit * view_filter.CONCEPT_SHARE)
        concepts.sort(key=lambda n: (-view_filter.importance(G, n), str(n)))
        hubs = set(concepts[:budget])
        ranked = sorted(papers, key=lambda p: (-sum(1 for n in view[p] if n in hubs), str(p)))
        kept = hubs | set(ranked[: filters.limit - len(hubs)])
        cut = view.subgraph(kept)
        view = view.subgraph({n for n in kept if cut.degree(n) > 0} or kept)
    return view


def edge_set(G: nx.Graph) -> set[frozenset]:
    return {frozenset(e) for e in G.edges()}


@pytest.fixture(scope="module")
def corpus_graph(tmp_path_factory):
    """The default corpus through the real pipeline (a few hundred nodes)."""
    return open_graph([DEFAULT_CORPUS], cache_dir=tmp_path_factory.mktemp("cache"))


def filter_cases(G: nx.Graph) -> list[ViewFilters]:
    hub = max((n for n, k in G.nodes(data="kind") if k == "concept"), key=G.degree)
    all_types = frozenset(CONCEPT_TYPES)
    base = ViewFilters(limit=10**9)
    return [
        base,
        ViewFilters(limit=40),
        ViewFilters(limit=7),
        ViewFilters(limit=40, show_papers=False),
        ViewFilters(limit=25, min_degree=2),
        replace(base, min_degree=3),
        replace(base, show_papers=False, min_degree=2),
        replace(base, types=all_types - {"METHOD"}),
        ViewFilters(limit=30, types=frozenset({"TASK", "DATASET"})),
        ViewFilters(types=frozenset()),
        ViewFilters(focus=hub, depth=1),
        ViewFilters(focus=hub, depth=2, show_papers=False, limit=5),
    ]


def test_filtered_view_matches_the_reference_for_every_kind_of_filter(corpus_graph):
    G = corpus_graph
    assert G.number_of_nodes() > 100
    for filters in filter_cases(G):
        fast = view_filter.filtered_view(G, filters)
        slow = reference_view(G, filters)
        assert set(fast) == set(slow), filters
        assert edge_set(fast) == edge_set(slow), filters
        uncut = reference_view(G, replace(filters, limit=10**9))
        truncated = filters.focus is None and len(uncut) > filters.limit
        assert fast.graph["truncated"] == truncated, filters
        for u, v, data in fast.edges(data=True):
            assert data == G.edges[u, v]
        for node, data in fast.nodes(data=True):
            assert data == G.nodes[node]


def test_the_view_is_a_new_graph_that_leaves_the_corpus_graph_alone(corpus_graph):
    G = corpus_graph
    before = (G.number_of_nodes(), G.number_of_edges())
    view = view_filter.filtered_view(G, ViewFilters(limit=10**9))
    node = next(iter(view))
    view.nodes[node]["label"] = "changed"
    view.remove_node(node)
    assert (G.number_of_nodes(), G.number_of_edges()) == before
    assert G.nodes[node]["label"] != "changed"


def test_pinned_nodes_and_path_edges_are_added_only_when_missing(corpus_graph):
    G = corpus_graph
    base = view_filter.filtered_view(G, ViewFilters(limit=20))
    inside = next(iter(base))
    assert view_filter.with_pinned(G, base, {inside}) is base  # nothing to add: no copy
    outside = next(n for n in G if n not in base)
    pinned = view_filter.with_pinned(G, base, {outside, "concept:not there"})
    assert set(pinned) == set(base) | {outside} and outside not in base
    assert pinned.degree(outside) == 0  # a pinned node comes without its links...
    neighbour = next(iter(G[outside]))
    path_view = view_filter.with_pinned(G, base, {outside, neighbour}, [outside, neighbour])
    assert path_view.has_edge(outside, neighbour)  # ...except those of the path


def test_visible_subgraph_is_the_filtered_view_plus_pins(corpus_graph):
    G = corpus_graph
    filters = ViewFilters(limit=30)
    outside = next(n for n in G if n not in view_filter.filtered_view(G, filters))
    view = graph_queries.visible_subgraph(G, filters, {outside})
    assert set(view) == set(reference_view(G, filters)) | {outside}


def test_model_in_worker_mode_shows_the_same_views(qtbot, corpus_graph):
    sync, threaded = ExplorerModel(), ExplorerModel()
    threaded.async_view_from = 0
    for model in (sync, threaded):
        model.set_graph(corpus_graph, ["corpus"])
    qtbot.waitUntil(lambda: not threaded.view_pending())
    assert set(threaded.view_graph) == set(sync.view_graph)
    changes = [
        {"limit": 40},
        {"show_papers": False},
        {"types": frozenset({"TASK", "METHOD"})},
        {"min_degree": 2},
        {"limit": 10**9},
    ]
    for change in changes:
        threaded.set_filters(**change)
        assert threaded.view_pending()
        qtbot.waitUntil(lambda: not threaded.view_pending())
        sync.set_filters(**change)
        assert set(threaded.view_graph) == set(sync.view_graph), change
        assert edge_set(threaded.view_graph) == edge_set(sync.view_graph), change


def test_a_burst_of_filter_changes_ends_on_the_last_one(qtbot, corpus_graph):
    model = ExplorerModel()
    model.async_view_from = 0
    model.set_graph(corpus_graph, ["corpus"])
    for limit in (10, 20, 30, 40, 50):
        model.set_filters(limit=limit)
    assert model.view_pending()
    qtbot.waitUntil(lambda: not model.view_pending())
    expected = reference_view(corpus_graph, ViewFilters(limit=50))
    assert set(model.view_graph) == set(expected)


def test_selecting_a_shown_node_keeps_the_same_view_object(qtbot, corpus_graph):
    model = ExplorerModel()
    model.set_graph(corpus_graph, ["corpus"])
    view = model.view_graph
    with qtbot.assertNotEmitted(model.viewChanged):
        model.select(next(iter(view)))
    assert model.view_graph is view
