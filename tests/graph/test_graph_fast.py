"""The fast answers of ``explorer.graph`` equal the clear ones, on a real corpus."""

from __future__ import annotations

import pytest

from explorer.graph import query
from explorer.graph.build import CO_OCCURS, PAPER_CONCEPT_RELATIONS, build_graph
from explorer.graph.nodes import induced
from explorer.graph.views import view_subgraph
from explorer.paths import DEFAULT_CORPUS
from explorer.pipeline import open_graph

from . import reference_queries as clear

CONCEPT_TYPES = ("METHOD", "MODEL", "DATASET", "HARDWARE", "TASK")


@pytest.fixture(scope="module", params=["default corpus", "examples"])
def G(request, tmp_path_factory):
    """The default corpus through the real pipeline, and the hand-made example corpus."""
    if request.param == "examples":
        from .graph_examples import CORPUS

        return build_graph(list(CORPUS))
    return open_graph([DEFAULT_CORPUS], cache_dir=tmp_path_factory.mktemp("cache"))


def concepts(G) -> list[str]:
    return [n for n, kind in G.nodes(data="kind") if kind == "concept"]


def edge_set(H) -> set[frozenset]:
    return {frozenset(e) for e in H.edges()}


def test_papers_of_a_concept_all_or_the_first_few(G):
    for concept in concepts(G):
        reference = clear.papers_of(G, concept)
        assert query.papers_of(G, concept) == reference
        assert query.paper_count(G, concept) == len(reference)
        for limit in (0, 1, 3):
            assert query.papers_of(G, concept, limit=limit) == reference[:limit]


def test_co_occurring_concepts(G):
    for concept in concepts(G):
        reference = clear.cooccurring(G, concept)
        for top in (1, 5, 20):
            assert query.cooccurring(G, concept, top=top) == reference[:top]


def test_concept_ranking_overall_by_type_and_in_one_pass(G):
    assert query.rank_concepts(G) == clear.rank_concepts(G)
    by_type = query.rank_concepts_by_type(G, 4)
    for kind in CONCEPT_TYPES:
        expected = clear.rank_concepts(G, types={kind})[:4]
        assert query.rank_concepts(G, types={kind}, top=4) == expected
        assert by_type.get(kind, []) == expected
    view = induced(G, list(G)[: len(G) // 2], PAPER_CONCEPT_RELATIONS)
    assert query.rank_concepts(view) == clear.rank_concepts(view)  # papers in the view count


def test_induced_subgraph_keeps_order_edges_and_attributes(G):
    nodes = list(G)[::3]
    for relations in (None, PAPER_CONCEPT_RELATIONS, (CO_OCCURS,)):
        fast, slow = induced(G, reversed(nodes), relations), clear.induced(G, nodes, relations)
        assert list(fast) == list(slow)
        # (The clear walk's edge order follows a set's: only the fast one's is G's order.)
        assert edges_with_data(fast) == edges_with_data(slow)
        assert fast.graph == slow.graph


def edges_with_data(H) -> dict[frozenset, dict]:
    return {frozenset((u, v)): d for u, v, d in H.edges(data=True)}


def view_cases(G) -> list[dict]:
    hub = max(concepts(G), key=G.degree)
    everything = {*CONCEPT_TYPES, "PAPER"}
    return [
        {},
        {"limit": 40},
        {"limit": 7},
        {"limit": 40, "include_papers": False, "relations": (*PAPER_CONCEPT_RELATIONS, CO_OCCURS)},
        {"limit": 25, "min_degree": 2},
        {"min_degree": 3},
        {"include_papers": False, "min_degree": 2},
        {"types": everything - {"METHOD"}},
        {"types": {"TASK", "DATASET"}, "limit": 30},
        {"types": set()},
        {"relations": None, "limit": 50},
        {"focus": hub, "depth": 1},
        {"focus": hub, "depth": 2, "include_papers": False, "limit": 5, "min_degree": 2},
        {"include_generic": False, "limit": 40},
        {"include_generic": False, "min_degree": 2},
        {"include_generic": False, "relations": None, "limit": 30},
        {"focus": hub, "depth": 2, "include_generic": False},
        {"focus": generic(G), "include_generic": False},  # the focus stays
    ]


def generic(G) -> str:
    return next(n for n, d in G.nodes(data=True) if d.get("generic"))


def test_view_subgraph_equals_the_clear_walk_for_every_kind_of_filter(G):
    for case in view_cases(G):
        fast, slow = view_subgraph(G, **case), clear.view_subgraph(G, **case)
        assert set(fast) == set(slow), case
        assert edge_set(fast) == edge_set(slow), case
        uncut = clear.view_subgraph(G, **{**case, "limit": None})
        limit = case.get("limit")
        cut = "focus" not in case and limit is not None and len(uncut) > limit
        assert fast.graph.get("truncated", False) == cut, case
        for u, v, data in fast.edges(data=True):
            assert data == G.edges[u, v]
        for node, data in fast.nodes(data=True):
            assert data == G.nodes[node]


def test_overview_is_the_view_cut_to_its_limit(G):
    H = query.overview(G, limit=12)  # generic concepts left out, as overviews do
    assert set(H) == set(clear.view_subgraph(G, limit=12, include_generic=False))
    assert H.graph["truncated"] == (G.number_of_nodes() > 12)
    everything = query.overview(G, limit=12, include_generic=True)
    assert set(everything) == set(clear.view_subgraph(G, limit=12))


def test_co_occurring_concepts_counted_from_the_paper_index(G):
    from explorer.graph.index import index_paper_concepts, indexed_paper_concepts

    H = G.copy()
    assert indexed_paper_concepts(H) is None
    index_paper_concepts(H)
    assert indexed_paper_concepts(H) is not None
    for concept in concepts(H):
        reference = clear.cooccurring(H, concept)
        for top in (1, 5, 20):
            assert query.cooccurring(H, concept, top=top) == reference[:top]
    H.add_node("paper:new", kind="paper")
    assert indexed_paper_concepts(H) is None  # another graph now: not read from the old index
