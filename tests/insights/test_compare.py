"""Paper comparison on the real default corpus."""

from __future__ import annotations

from itertools import combinations

import networkx as nx
import pytest

from explorer.insights.claims import paper_claim_rows
from explorer.insights.compare import SECTIONS, compare_papers


def _papers(G):
    return [n for n, kind in G.nodes(data="kind") if kind == "paper"]


def _concepts(G, paper):
    return {n for n in G[paper] if G.nodes[n].get("kind") == "concept"}


def test_shared_concepts_are_those_two_papers_both_name(corpus_graph):
    G = corpus_graph
    a, b = max(
        combinations(_papers(G), 2), key=lambda p: len(_concepts(G, p[0]) & _concepts(G, p[1]))
    )
    both = _concepts(G, a) & _concepts(G, b)
    assert both
    result = compare_papers(G, [a, b])
    assert [side.paper for side in result.sides] == [a, b]
    assert set(result.shared) == both and set(result.shared.values()) == {2}
    for side in result.sides:
        listed = [c for kind in SECTIONS for c in side.concepts[kind]]
        assert sorted(listed) == sorted(_concepts(G, side.paper))
        for kind in SECTIONS:
            assert all(G.nodes[c]["type"] == kind for c in side.concepts[kind])
        assert len(side.claims) == len(paper_claim_rows(G, side.paper))
        proposed = {n for n in G[side.paper] if G.edges[side.paper, n]["relation"] == "proposes"}
        assert side.proposed == proposed


def test_three_papers_count_how_many_name_each_shared_concept(corpus_graph):
    G = corpus_graph
    papers = sorted(_papers(G), key=lambda p: -len(_concepts(G, p)))[:3]
    result = compare_papers(G, papers + [papers[0]])  # a repeat is ignored
    assert len(result.sides) == 3
    for concept, count in result.shared.items():
        assert count == sum(concept in _concepts(G, p) for p in papers) >= 2


def test_only_papers_can_be_compared(corpus_graph):
    concept = next(n for n, kind in corpus_graph.nodes(data="kind") if kind == "concept")
    with pytest.raises(nx.NodeNotFound):
        compare_papers(corpus_graph, [_papers(corpus_graph)[0], concept])
    assert compare_papers(corpus_graph, []).sides == ()
