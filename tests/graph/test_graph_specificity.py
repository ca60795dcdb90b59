"""Specificity and generic concepts: what makes papers similar, what overviews hide."""

import pytest

from explorer.graph.build import build_graph
from explorer.graph.query import overview, rank_concepts, similar_papers, view_subgraph
from explorer.graph.search import find_nodes
from explorer.graph.specificity import generic_limit, is_generic_name, specificity
from explorer.model import Mention, Paper, PaperExtraction


def _paper(pid, *names):
    text = " and ".join(n for n, _ in names) + "."
    mentions = []
    for name, label in names:
        start = text.index(name)
        mentions.append(Mention(name, label, name, start, start + len(name), text))
    return PaperExtraction(Paper(pid, text, title=pid), mentions)


@pytest.fixture
def G():
    return build_graph(
        [
            _paper("a", ("neural network", "MODEL"), ("LoRA", "METHOD"), ("GaLore", "METHOD")),
            _paper("b", ("neural network", "MODEL"), ("LoRA", "METHOD")),
            _paper("c", ("neural network", "MODEL"), ("deep neural network", "MODEL")),
            _paper("d", ("neural network", "MODEL"), ("FlashAttention", "METHOD")),
            _paper("e", ("GaLore", "METHOD"), ("FlashAttention", "METHOD")),
        ]
    )


def test_specificity_is_a_scaled_inverse_document_frequency():
    assert specificity(1, 1000) == 1.0
    assert specificity(1000, 1000) == 0.0
    assert specificity(10, 1000) > specificity(100, 1000) > 0
    assert specificity(0, 1) == 1.0
    assert generic_limit(1865) == 93


def test_catch_all_terms_are_generic_in_any_spelling():
    assert is_generic_name("Neural Networks") and is_generic_name("fine tuning")
    assert not is_generic_name("LoRA")


def test_every_concept_has_a_specificity_and_catch_alls_are_marked(G):
    concepts = {n: d for n, d in G.nodes(data=True) if d["kind"] == "concept"}
    assert all(0.0 <= d["specificity"] <= 1.0 for d in concepts.values())
    assert concepts["concept:neural network"]["generic"]
    assert concepts["concept:deep neural network"]["generic"]
    assert not concepts["concept:lora"]["generic"]
    assert (
        concepts["concept:lora"]["specificity"] > concepts["concept:neural network"]["specificity"]
    )


def test_a_shared_generic_concept_makes_no_papers_similar(G):
    similar = {frozenset((u, v)): d for u, v, d in G.edges(data=True) if d["relation"] == "similar"}
    # c shares only "neural network" (and its narrower "deep neural network") with the others.
    assert not any("paper:c" in pair for pair in similar)
    assert similar_papers(G, "paper:c") == []
    # a and b share LoRA and the generic neural network: two shared, weighted by LoRA alone.
    edge = similar[frozenset(("paper:a", "paper:b"))]
    assert edge["shared"] == 2
    assert edge["weight"] == pytest.approx(G.nodes["concept:lora"]["specificity"])
    assert similar_papers(G, "paper:a")[0] == ("paper:b", 2)


def test_overviews_hide_generic_concepts_and_search_still_finds_them(G):
    assert "concept:neural network" not in overview(G)
    assert "concept:neural network" in overview(G, include_generic=True)
    assert "concept:neural network" not in view_subgraph(G, include_generic=False)
    assert "concept:neural network" in view_subgraph(G)
    focused = view_subgraph(G, focus="concept:neural network", include_generic=False)
    assert "concept:neural network" in focused
    assert "concept:neural network" not in dict(rank_concepts(G, include_generic=False))
    assert find_nodes(G, "neural network")[0] == "concept:neural network"


def test_a_derived_head_that_is_a_plain_word_relates_no_papers():
    import networkx as nx

    from explorer.graph.specificity import concept_weights, mark_specificity

    G = nx.Graph()
    G.add_node("paper:a", kind="paper")
    for node, label in (
        ("concept:processing", "processing"),
        ("concept:distillation", "distillation"),
    ):
        G.add_node(node, kind="concept", label=label, papers=2, derived=True)
    mark_specificity(G)
    assert G.nodes["concept:processing"]["generic"]
    assert not G.nodes["concept:distillation"]["generic"]
    assert concept_weights(G)["concept:processing"] == 0.0
