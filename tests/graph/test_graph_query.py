from __future__ import annotations

import itertools
import re

import networkx as nx
import pytest

from explorer.graph.build import PAPER_CONCEPT_RELATIONS, build_graph
from explorer.graph.query import (
    communities,
    cooccurring,
    neighbors,
    overview,
    papers_of,
    rank_concepts,
    shortest_path,
    similar_papers,
)


@pytest.fixture
def G(corpus):
    return build_graph(corpus, cooccurrence_min=1, similar_top_k=2)


def test_neighbors_filter_by_relation_and_type(G):
    # Equal weights: by label ("A Memory Efficient..." before "On the Duality...").
    assert neighbors(G, "concept:galore", types={"PAPER"}) == [
        "paper:chen25cj",
        "paper:hennigen25a",
    ]
    assert neighbors(G, "paper:zhou25j", relations={"proposes"}) == ["concept:floe"]
    hardware = neighbors(G, "paper:zhou25j", types={"HARDWARE"})
    assert set(hardware) == {
        "concept:cpu memory",
        "concept:pcie",
        "concept:gpu",
        "concept:geforce rtx 3090",
    }
    assert neighbors(G, "paper:zhou25j", relations={"co_occurs"}) == []


def test_neighbors_strongest_first(G):
    co = neighbors(G, "concept:gpu", relations={"co_occurs"})
    weights = [G.edges["concept:gpu", n]["weight"] for n in co]
    assert weights == sorted(weights, reverse=True)
    assert co[:2] == ["concept:mixtral-8x7b", "concept:mixture-of-experts"]


def test_neighbors_of_a_missing_node(G):
    with pytest.raises(nx.NodeNotFound, match="concept:nothing"):
        neighbors(G, "concept:nothing")


def test_shortest_path_through_shared_concepts(G):
    path = shortest_path(G, "paper:zeng25b", "paper:hennigen25a", relations=PAPER_CONCEPT_RELATIONS)
    assert path[0] == "paper:zeng25b" and path[-1] == "paper:hennigen25a"
    assert len(path) == 5  # TabFlex -LLMs- subspace paper -GaLore- duality paper
    assert all(G.has_edge(a, b) for a, b in itertools.pairwise(path))
    assert path[1] == "concept:llms" and path[3] == "concept:galore"


def test_shortest_path_errors_are_clear(G):
    expected = (
        "no path between 'FloE: On-the-Fly MoE Inference on Memory-constrained GPU' "
        "and 'The Limits of Tractable Marginalization'"
    )
    with pytest.raises(nx.NetworkXNoPath, match=f"^{re.escape(expected)}$"):
        shortest_path(G, "paper:zhou25j", "paper:broadrick25a")
    with pytest.raises(nx.NetworkXNoPath, match="using similar"):
        shortest_path(G, "paper:zhou25j", "concept:galore", relations={"similar"})
    with pytest.raises(nx.NodeNotFound, match="paper:missing"):
        shortest_path(G, "paper:missing", "concept:galore")


def test_communities_partition_the_nodes_and_split_clusters(G):
    found = communities(G, seed=0)
    assert set().union(*found) == set(G)
    assert sum(len(c) for c in found) == len(G)
    assert found == communities(G, seed=0)
    assert [len(c) for c in found] == sorted((len(c) for c in found), reverse=True)

    def community_of(node):
        return next(i for i, c in enumerate(found) if node in c)

    # The marginalization paper shares nothing: its own community with its concepts.
    assert community_of("paper:broadrick25a") == community_of("concept:arithmetic circuits")
    assert community_of("paper:broadrick25a") != community_of("paper:zhou25j")
    # The two MoE papers belong together.
    assert community_of("paper:zhou25j") == community_of("paper:imani25a")


def test_rank_concepts_by_papers(G):
    ranked = rank_concepts(G)
    assert ranked[0] == ("concept:llms", 3)
    counts = [n for _, n in ranked]
    assert counts == sorted(counts, reverse=True)
    assert rank_concepts(G, types={"HARDWARE"}, top=1) == [("concept:gpu", 2)]
    assert all(G.nodes[c]["type"] == "DATASET" for c, _ in rank_concepts(G, types={"DATASET"}))
    # In a view, the count is of the papers present.
    view = G.subgraph(["concept:llms", "paper:zeng25b"])
    assert rank_concepts(view) == [("concept:llms", 1)]


def test_cooccurring_counts_from_papers_even_below_the_threshold(corpus):
    G = build_graph(corpus, cooccurrence_min=3)
    found = dict(cooccurring(G, "concept:gpu", top=50))
    assert found["concept:mixtral-8x7b"] == 2
    assert found["concept:nvidia a100"] == 1
    assert not G.has_edge("concept:gpu", "concept:nvidia a100")
    assert "concept:gpu" not in found
    assert cooccurring(G, "concept:gpu", top=1) == [("concept:mixtral-8x7b", 2)]


def test_similar_papers_rank_by_shared_concepts(G):
    found = similar_papers(G, "paper:zhou25j")
    assert found[0] == ("paper:imani25a", 3)
    assert all(n.startswith("paper:") and n != "paper:zhou25j" for n, _ in found)
    # The query ranks as the builder does: a paper's top 2 are its similar edges (top_k=2).
    for paper in [n for n in G if n.startswith("paper:")]:
        built = {n for n in G[paper] if G.edges[paper, n]["relation"] == "similar"}
        assert {n for n, _ in similar_papers(G, paper, top=2)} <= built
        for n, shared in similar_papers(G, paper, top=2):
            assert G.edges[paper, n]["shared"] == shared
    assert similar_papers(G, "paper:broadrick25a") == []


def test_papers_of_gives_the_evidence(G):
    found = papers_of(G, "concept:galore")
    assert [p for p, _ in found] == ["paper:chen25cj", "paper:hennigen25a"]
    assert found[0][1] == [
        "GaLore stands out as a notable example designed to reduce the memory footprint of "
        "optimizer states.",
        "Extensive experiments show performance comparable to GaLore and Adam.",
    ]


def test_overview_of_a_small_graph_is_the_whole_paper_concept_graph(G):
    H = overview(G)
    # Generic concepts and families no paper names are left out; include_generic shows them.
    assert set(H) == {n for n, d in G.nodes(data=True)} - {
        n for n, d in G.nodes(data=True) if d.get("generic") or d.get("derived")
    }
    assert any(G.nodes[n].get("generic") for n in G)
    assert {n for n in overview(G, include_generic=True) if G.nodes[n].get("generic")}
    assert {d["relation"] for *_, d in H.edges(data=True)} <= set(PAPER_CONCEPT_RELATIONS)


def test_overview_keeps_hub_concepts_and_the_papers_joining_them(corpus):
    G = build_graph(corpus)
    H = overview(G, limit=6)
    assert H.graph["truncated"] and 0 < H.number_of_nodes() <= 6
    concepts = [n for n, d in H.nodes(data=True) if d["kind"] == "concept"]
    papers = [n for n, d in H.nodes(data=True) if d["kind"] == "paper"]
    hubs = [
        c for c, _ in rank_concepts(G, top=4, include_generic=False)
    ]  # two thirds of the budget
    assert set(concepts) <= set(hubs) and papers
    # The papers kept name the most hubs; every node kept is linked to another.
    named = {p: sum(1 for c in G[p] if c in hubs) for p in G if G.nodes[p]["kind"] == "paper"}
    assert min(named[p] for p in papers) >= sorted(named.values())[-len(papers)]
    assert all(H.degree(n) > 0 for n in H)
    assert {d["relation"] for *_, d in H.edges(data=True)} <= set(PAPER_CONCEPT_RELATIONS)
