"""The view filters become the right graph questions; the graph itself is never changed."""

from __future__ import annotations

import pytest

from explorer.graph.build import CO_OCCURS
from explorer.graph.paths import why_connected
from explorer.graph.views import view_subgraph, with_nodes
from explorer.paths import DEFAULT_CORPUS
from explorer.pipeline import open_graph
from explorer.state import view_filter
from explorer.state.filters import CONCEPT_TYPES, ViewFilters


@pytest.fixture(scope="module")
def corpus_graph(tmp_path_factory):
    """The default corpus through the real pipeline (a few hundred nodes)."""
    return open_graph([DEFAULT_CORPUS], cache_dir=tmp_path_factory.mktemp("cache"))


def test_filters_map_to_the_view_question(corpus_graph):
    G = corpus_graph
    hub = max(G, key=G.degree)
    cases = [
        (ViewFilters(limit=40), {"limit": 40, "types": {*CONCEPT_TYPES, "PAPER"}}),
        (
            ViewFilters(limit=40, show_papers=False, min_degree=2),
            {"limit": 40, "include_papers": False, "min_degree": 2, "types": set(CONCEPT_TYPES)},
        ),
        (
            ViewFilters(focus=hub, depth=2, types=frozenset({"TASK"})),
            {"focus": hub, "depth": 2, "types": {"TASK", "PAPER"}},
        ),
        (
            ViewFilters(limit=40, include_generic=True),
            {"limit": 40, "types": {*CONCEPT_TYPES, "PAPER"}},
        ),
    ]
    for filters, question in cases:
        relations = view_filter.view_relations(filters)
        # Overviews leave generic concepts out unless asked; a focused view keeps them.
        generic = filters.include_generic or filters.focus is not None
        expected = view_subgraph(
            G,
            relations=relations,
            include_generic=generic,
            **{"limit": filters.limit, **question},
        )
        view = view_filter.filtered_view(G, filters)
        assert (list(view), list(view.edges)) == (list(expected), list(expected.edges))
    assert CO_OCCURS in view_filter.view_relations(ViewFilters(show_papers=False))
    gone = view_filter.filtered_view(G, ViewFilters(focus="concept:not there", limit=10**9))
    assert set(gone) == set(view_filter.filtered_view(G, ViewFilters(limit=10**9)))


def test_the_view_is_a_new_graph_that_leaves_the_corpus_graph_alone(corpus_graph):
    G = corpus_graph
    before = (G.number_of_nodes(), G.number_of_edges())
    view = view_filter.filtered_view(G, ViewFilters(limit=10**9))
    node = next(iter(view))
    other = next(iter(view[node]))
    # Its attributes are the corpus graph's own, read-only (no copy of 26,000 dicts)...
    assert dict(view.nodes[node]) == G.nodes[node]
    with pytest.raises(TypeError):
        view.nodes[node]["label"] = "changed"
    with pytest.raises(TypeError):
        view.edges[node, other]["weight"] = -1
    view.remove_node(node)  # ...its nodes and edges its own
    assert (G.number_of_nodes(), G.number_of_edges()) == before
    assert G.nodes[node]["label"] != "changed" and G.edges[node, other].get("weight") != -1


def test_a_copy_of_a_view_changes_neither_the_view_nor_the_corpus_graph(corpus_graph):
    G = corpus_graph
    base = view_filter.filtered_view(G, ViewFilters(limit=20))
    missing = next(n for n in G if n not in base)
    pinned = with_nodes(G, base, [missing])  # the canvas's view: the base plus a pin
    node = next(iter(base))
    label = G.nodes[node]["label"]
    pinned.nodes[node]["label"] = "changed in the pinned view"
    pinned.nodes[missing]["label"] = "changed too"
    assert base.nodes[node]["label"] == G.nodes[node]["label"] == label
    assert G.nodes[missing]["label"] != "changed too" and missing not in base


def test_pinned_nodes_and_path_edges_are_added_only_when_missing(corpus_graph):
    G = corpus_graph
    base = view_filter.filtered_view(G, ViewFilters(limit=20))
    inside = next(iter(base))
    assert with_nodes(G, base, {inside}) is base  # nothing to add: no copy
    outside = next(n for n in G if n not in base)
    pinned = with_nodes(G, base, {outside, "concept:not there"})
    assert set(pinned) == set(base) | {outside} and outside not in base
    assert pinned.degree(outside) == 0  # a pinned node comes without its links...
    neighbour = next(iter(G[outside]))
    path_view = with_nodes(G, base, {outside}, [outside, neighbour])
    assert path_view.has_edge(outside, neighbour)  # ...except those of the path
    assert path_view.nodes[neighbour] == G.nodes[neighbour]  # path nodes come whole


def test_visible_subgraph_is_the_filtered_view_plus_pins(corpus_graph):
    G = corpus_graph
    filters = ViewFilters(limit=30)
    outside = next(n for n in G if n not in view_filter.filtered_view(G, filters))
    view = view_filter.visible_subgraph(G, filters, {outside})
    assert set(view) == set(view_filter.filtered_view(G, filters)) | {outside}


def test_a_path_goes_through_the_papers_behind_a_co_occurrence(corpus_graph):
    G = corpus_graph
    u, v = next((u, v) for u, v, r in G.edges(data="relation") if r == CO_OCCURS)
    path = why_connected(G, u, v, k=1)[0].nodes
    assert path[0] == u and path[-1] == v and len(path) > 2  # through a paper
    steps = zip(path, path[1:], strict=False)
    assert all(G.edges[a, b]["relation"] != CO_OCCURS for a, b in steps)
    view = view_filter.visible_subgraph(G, ViewFilters(show_papers=False), {u, v}, path)
    assert set(path) <= set(view)  # the canvas shows the papers of a path even when hiding papers
