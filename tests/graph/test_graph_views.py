from __future__ import annotations

import networkx as nx
import pytest

from explorer.graph.build import PAPER_CONCEPT_RELATIONS, build_graph
from explorer.graph.query import ego_graph, view_subgraph


@pytest.fixture
def G(corpus):
    return build_graph(corpus, cooccurrence_min=1, similar_top_k=2)


def relations_of(H: nx.Graph) -> set[str]:
    return {d["relation"] for *_, d in H.edges(data=True)}


def test_ego_graph_depth_one_of_a_paper(G):
    H = ego_graph(G, "paper:zhou25j", relations=PAPER_CONCEPT_RELATIONS)
    assert set(H) == {"paper:zhou25j", *G["paper:zhou25j"]} - {
        n for n in G["paper:zhou25j"] if G.edges["paper:zhou25j", n]["relation"] == "similar"
    }
    assert relations_of(H) <= set(PAPER_CONCEPT_RELATIONS)
    # Attributes come along; the original graph is untouched.
    assert H.nodes["concept:floe"] == G.nodes["concept:floe"]
    H.remove_node("concept:floe")
    assert "concept:floe" in G


def test_ego_graph_depth_two_reaches_papers_sharing_a_concept(G):
    H = ego_graph(G, "paper:hennigen25a", depth=2, relations=PAPER_CONCEPT_RELATIONS)
    assert "concept:galore" in H and "paper:chen25cj" in H
    assert "concept:adam" not in H  # three hops away
    H3 = ego_graph(G, "paper:hennigen25a", depth=3, relations=PAPER_CONCEPT_RELATIONS)
    assert "concept:adam" in H3


def test_ego_graph_filters_what_the_walk_enters(G):
    H = ego_graph(G, "concept:galore", depth=2, include_papers=False)
    # Without papers, only co-occurrence edges lead on.
    assert all(G.nodes[n]["kind"] == "concept" for n in H)
    assert relations_of(H) == {"co_occurs"}
    methods = ego_graph(G, "paper:zhou25j", types={"METHOD"})
    assert set(methods) == {
        "paper:zhou25j",
        "concept:floe",
        "concept:mixture-of-experts",
        "concept:deepspeed-mii",
    }


def test_ego_graph_of_a_missing_node(G):
    with pytest.raises(nx.NodeNotFound):
        ego_graph(G, "paper:missing")


def test_view_defaults_to_papers_and_concepts_without_derived_edges(G):
    H = view_subgraph(G)
    # Families the corpus never names have no paper edge to show.
    assert set(H) == {n for n, d in G.nodes(data=True) if not d.get("derived")}
    assert relations_of(H) == set(PAPER_CONCEPT_RELATIONS)
    assert H.number_of_edges() == sum(
        1 for *_, r in G.edges(data="relation") if r in PAPER_CONCEPT_RELATIONS
    )
    assert H.graph == G.graph


def test_view_types_include_papers_as_a_type(G):
    hardware = view_subgraph(G, types={"HARDWARE"})
    assert {d["type"] for _, d in hardware.nodes(data=True)} == {"HARDWARE"}
    assert hardware.number_of_edges() == 0
    with_papers = view_subgraph(G, types={"HARDWARE", "PAPER"})
    assert {d["type"] for _, d in with_papers.nodes(data=True)} == {"HARDWARE", "PAPER"}
    assert relations_of(with_papers) == {"targets_hardware"}
    no_papers = view_subgraph(G, types={"HARDWARE", "PAPER"}, include_papers=False)
    assert set(no_papers) == set(hardware)


def test_view_min_degree_drops_weak_concepts_but_keeps_the_focus(G):
    H = view_subgraph(G, min_degree=2)
    concepts = {n for n, d in H.nodes(data=True) if d["kind"] == "concept"}
    assert concepts == {
        "concept:llms",
        "concept:galore",
        "concept:gpu",
        "concept:mixture-of-experts",
        "concept:mixtral-8x7b",
    }
    # Papers the cut leaves with fewer links go too: nothing falls below the minimum.
    assert "paper:broadrick25a" in G and "paper:broadrick25a" not in H
    assert all(H.degree(n) >= 2 for n, kind in H.nodes(data="kind") if kind == "paper")
    focused = view_subgraph(G, focus="concept:floe", min_degree=5)
    assert "concept:floe" in focused


def test_view_with_focus_is_its_neighbourhood(G):
    H = view_subgraph(G, focus="concept:galore", depth=1)
    assert set(H) == {"concept:galore", "paper:chen25cj", "paper:hennigen25a"}
    H2 = view_subgraph(G, focus="concept:galore", depth=2, types={"PAPER", "METHOD"})
    assert "concept:adam" in H2 and "concept:llms" not in H2


def test_view_can_show_derived_relations(G):
    H = view_subgraph(G, relations=("similar",), types={"PAPER"})
    assert relations_of(H) == {"similar"}
    everything = view_subgraph(G, relations=None)
    assert everything.number_of_edges() == G.number_of_edges()
