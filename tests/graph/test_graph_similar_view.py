"""The similarity view: a paper, its most similar papers, weights, years and the list's rows."""

from __future__ import annotations

import networkx as nx
import pytest

from explorer.graph.build import build_graph
from explorer.graph.nodes import concepts_of_paper
from explorer.graph.query import similar_papers
from explorer.graph.similar_view import concept_weight, similarity_view

from .graph_examples import CORPUS, extraction

PAPER = "paper:imani25a"  # MoE serving: shares MoE, Mixtral and hardware with FloE


@pytest.fixture(scope="module")
def G():
    graph = build_graph(list(CORPUS))
    for year, paper in enumerate(sorted(n for n, k in graph.nodes(data="kind") if k == "paper")):
        graph.nodes[paper]["year"] = 2018 + year
    return graph


def test_rows_are_the_ranked_similar_papers_with_their_shared_concepts(G):
    view = similarity_view(G, PAPER)
    ranked = [n for n, _ in similar_papers(G, PAPER, 15)]
    assert [r.node for r in view.rows] == ranked
    assert view.rows[0].node == "paper:zhou25j"
    assert [r.weight for r in view.rows] == sorted((r.weight for r in view.rows), reverse=True)
    for row in view.rows:
        shared = set(concepts_of_paper(G, PAPER)) & set(concepts_of_paper(G, row.node))
        expected = round(sum(concept_weight(G, c) for c in shared), 4)
        assert row.weight == pytest.approx(expected) and row.weight > 0
        assert row.shared and set(row.shared) <= {G.nodes[c]["label"] for c in shared}
        assert row.year == G.nodes[row.node]["year"] and row.title == G.nodes[row.node]["title"]
    assert "Mixture-of-Experts" in view.rows[0].shared
    assert "LLMs" not in view.rows[0].shared  # generic: it weighs nothing


def _paper(name: str, year: int, methods: list[str]):
    text = f"We study {', '.join(methods)} for adapters."
    return extraction(name, text, [(m, "METHOD") for m in methods], title=name, year=year)


def test_view_graph_is_coloured_by_year_and_sized_by_its_links():
    G = build_graph(
        [
            _paper("a", 2019, ["LoRA", "QLoRA", "GaLore"]),
            _paper("b", 2021, ["LoRA", "QLoRA"]),
            _paper("c", 2023, ["LoRA", "GaLore"]),
            _paper("d", 2024, ["GaLore"]),
        ]
    )
    view = similarity_view(G, "paper:a")
    H = view.graph
    assert set(H) == {"paper:a"} | {r.node for r in view.rows} == {f"paper:{n}" for n in "abcd"}
    assert all(d["relation"] == "similar" and d["weight"] > 0 for *_, d in H.edges(data=True))
    colors = [H.nodes[f"paper:{n}"]["draw_color"] for n in "abcd"]
    assert (colors[0], colors[-1]) == ("#c6dbef", "#08306b") and len(set(colors)) == 4
    radii = {n: H.nodes[n]["draw_radius"] for n in H}
    assert H.degree("paper:a") == 3 and H.degree("paper:b") < 3
    assert radii["paper:a"] == max(radii.values()) > radii["paper:b"]


def test_a_concept_or_a_missing_node_is_refused(G):
    with pytest.raises(ValueError, match="not a paper"):
        similarity_view(G, "concept:lora")
    with pytest.raises(nx.NodeNotFound):
        similarity_view(G, "paper:missing")
