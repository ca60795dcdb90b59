"""canvas_graph: what a view with given filters shows, on the hand-built ICML examples."""

from __future__ import annotations

import pytest

from explorer.graph.build import CO_OCCURS, PAPER_CONCEPT_RELATIONS, build_graph
from explorer.graph.canvas import canvas_graph, canvas_relations
from explorer.graph.query import rank_concepts
from explorer.graph.views import view_subgraph
from explorer.model import LABELS


@pytest.fixture
def G(corpus):
    return build_graph(corpus, cooccurrence_min=1, similar_top_k=2)


def relations(view):
    return {d["relation"] for _, _, d in view.edges(data=True)}


def test_without_limit_it_is_the_filtered_subgraph(G):
    shown = canvas_graph(G, types=LABELS)
    expected = view_subgraph(G, relations=PAPER_CONCEPT_RELATIONS)
    assert set(shown) == set(expected) and set(shown.edges) == set(expected.edges)
    assert relations(shown) <= set(PAPER_CONCEPT_RELATIONS)


def test_hidden_papers_bring_co_occurrence(G):
    shown = canvas_graph(G, types=LABELS, show_papers=False)
    assert all(d.get("kind") == "concept" for _, d in shown.nodes(data=True))
    assert relations(shown) == {CO_OCCURS}
    assert canvas_relations(False) == (*PAPER_CONCEPT_RELATIONS, CO_OCCURS)


def test_limit_cuts_to_hub_concepts_and_their_papers(G):
    full = canvas_graph(G, types=LABELS)
    shown = canvas_graph(G, types=LABELS, limit=9)
    assert shown.number_of_nodes() <= 9 < full.number_of_nodes()
    hubs = [n for n, _ in rank_concepts(G)][:6]
    assert set(hubs) <= set(shown)
    concepts_only = canvas_graph(G, types=LABELS, show_papers=False, limit=5)
    assert set(concepts_only) == {n for n, _ in rank_concepts(G)[:5]}


def test_focus_ignores_the_limit_and_pinned_nodes_are_added(G):
    focus = "concept:galore"
    shown = canvas_graph(G, types=LABELS, focus=focus, depth=1, limit=1, pinned=["paper:x?"])
    assert focus in shown and shown.number_of_nodes() > 1
    loner = next(n for n in G if n not in shown and G.nodes[n].get("kind") == "paper")
    pinned = canvas_graph(G, types=LABELS, focus=focus, pinned=[loner])
    assert loner in pinned and pinned.degree(loner) == 0
    # A focus the graph lacks shows the whole graph instead of failing.
    assert set(canvas_graph(G, types=LABELS, focus="concept:gone")) == set(
        canvas_graph(G, types=LABELS)
    )
