"""The model computes its views in a worker thread for big graphs: the same views, newest wins."""

from __future__ import annotations

import networkx as nx
import pytest

from explorer.app.model import ExplorerModel
from explorer.paths import DEFAULT_CORPUS
from explorer.pipeline import open_graph
from explorer.state import view_filter
from explorer.state.filters import ViewFilters


def edge_set(G: nx.Graph) -> set[frozenset]:
    return {frozenset(e) for e in G.edges()}


@pytest.fixture(scope="module")
def corpus_graph(tmp_path_factory):
    """The default corpus through the real pipeline (a few hundred nodes)."""
    return open_graph([DEFAULT_CORPUS], cache_dir=tmp_path_factory.mktemp("cache"))


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
    expected = view_filter.filtered_view(corpus_graph, ViewFilters(limit=50))
    assert set(model.view_graph) == set(expected)


def test_selecting_a_shown_node_keeps_the_same_view_object(qtbot, corpus_graph):
    model = ExplorerModel()
    model.set_graph(corpus_graph, ["corpus"])
    view = model.view_graph
    with qtbot.assertNotEmitted(model.viewChanged):
        model.select(next(iter(view)))
    assert model.view_graph is view
