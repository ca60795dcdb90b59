"""The detail pane's fast queries give the graph layer's answers."""

from __future__ import annotations

import pytest

from explorer.graph import query
from explorer.paths import DEFAULT_CORPUS
from explorer.pipeline import open_graph
from explorer.state import graph_queries
from explorer.state.filters import CONCEPT_TYPES


@pytest.fixture(scope="module")
def corpus_graph(tmp_path_factory):
    return open_graph([DEFAULT_CORPUS], cache_dir=tmp_path_factory.mktemp("cache"))


def concepts(G) -> list[str]:
    return [n for n, kind in G.nodes(data="kind") if kind == "concept"]


def test_papers_mentioning_a_concept_first_few_or_all(corpus_graph):
    G = corpus_graph
    for concept in concepts(G):
        reference = query.papers_of(G, concept)
        assert graph_queries.papers_mentioning(G, concept) == (len(reference), reference)
        for limit in (0, 1, 3):
            total, first = graph_queries.papers_mentioning(G, concept, limit)
            assert (total, first) == (len(reference), reference[:limit])


def test_related_concepts_are_the_co_occurring_ones(corpus_graph):
    G = corpus_graph
    for concept in concepts(G):
        for limit in (1, 5, 20):
            expected = query.cooccurring(G, concept, top=limit)
            assert graph_queries.related_concepts(G, concept, limit) == expected


def test_top_concepts_of_each_type_in_one_pass(corpus_graph):
    G = corpus_graph
    by_type = graph_queries.top_concepts_by_type(G, 4)
    for kind in CONCEPT_TYPES:
        expected = query.rank_concepts(G, types={kind}, top=4)
        assert by_type.get(kind, []) == expected
        assert graph_queries.top_concepts(G, kind, 4) == expected
    # Concepts without the builder's ``papers`` count are counted from their links.
    H = G.copy()
    for node in concepts(H):
        del H.nodes[node]["papers"]
    assert graph_queries.top_concepts_by_type(H, 4) == by_type
