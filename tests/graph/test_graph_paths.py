"""Why two nodes are connected: weighted paths that avoid generic hubs, with evidence."""

from __future__ import annotations

import networkx as nx
import pytest
from paper_examples import hub_graph as build_hub_graph

from explorer.graph.build import PAPER_CONCEPT_RELATIONS, build_graph
from explorer.graph.paths import GENERIC_COST, why_connected

from .graph_examples import CORPUS

HUB = "concept:neural network"


@pytest.fixture(scope="module")
def hub_graph() -> nx.Graph:
    return build_hub_graph()


def test_the_path_avoids_a_generic_hub_when_a_specific_route_exists(hub_graph):
    G = hub_graph
    assert G.nodes[HUB]["generic"]
    assert HUB in nx.shortest_path(G, "paper:left", "paper:right")  # fewest hops: the hub
    paths = why_connected(G, "paper:left", "paper:right", k=3)
    best = paths[0]
    assert HUB not in best.nodes
    assert {"concept:lora", "concept:qlora", "paper:bridge"} <= set(best.nodes)
    # The hub route is still offered, later and dearer by about its generic cost.
    through_hub = next(p for p in paths if HUB in p.nodes)
    assert through_hub.nodes == ["paper:left", HUB, "paper:right"]
    assert through_hub.cost == pytest.approx(2 + GENERIC_COST)
    assert [p.cost for p in paths] == sorted(p.cost for p in paths)


def test_every_paper_concept_step_quotes_the_sentence_behind_it(hub_graph):
    G = hub_graph
    best = why_connected(G, "paper:left", "paper:right")[0]
    assert [s.source for s in best.steps] == best.nodes[:-1]
    assert [s.target for s in best.steps] == best.nodes[1:]
    for step in best.steps:
        assert step.relation == G[step.source][step.target]["relation"]
        paper = step.source if step.source.startswith("paper:") else step.target
        concept = step.target if paper == step.source else step.source
        if step.relation in PAPER_CONCEPT_RELATIONS:
            assert step.evidence in G.nodes[paper]["abstract"]
            assert G.nodes[concept]["label"] in step.evidence
    labels = {s.source_label for s in best.steps}
    assert {"Left", "LoRA", "Bridge", "QLoRA"} <= labels


def test_paths_on_real_abstracts_follow_hierarchy_links_with_a_reason():
    G = build_graph(list(CORPUS))
    paths = why_connected(G, "concept:nvidia a100", "concept:hopper gpus", k=2)
    assert paths[0].nodes == ["concept:nvidia a100", "concept:nvidia gpu", "concept:hopper gpus"]
    assert [s.evidence for s in paths[0].steps] == [
        "NVIDIA A100 is a kind of NVIDIA GPU",
        "Hopper GPUs is a kind of NVIDIA GPU",
    ]
    assert len(paths) == 2 and paths[1].cost >= paths[0].cost
    for path in paths:
        assert all(G.has_edge(u, v) for u, v in zip(path.nodes, path.nodes[1:], strict=False))
        assert len(set(path.nodes)) == len(path.nodes)  # simple paths


def test_unconnected_or_equal_ends_give_no_path_and_unknown_ends_raise(hub_graph):
    G = hub_graph.copy()
    G.add_node("concept:alone", kind="concept", label="alone")
    assert why_connected(G, "paper:left", "concept:alone") == []
    assert why_connected(G, "paper:left", "paper:left") == []
    with pytest.raises(nx.NodeNotFound):
        why_connected(G, "paper:left", "concept:missing")


def test_family_links_read_as_sizes_and_versions():
    from explorer.graph.taxonomy import add_broader

    G = nx.Graph()
    for node, label in [("a", "LLaMA-2-7B"), ("b", "LLaMA 2"), ("c", "LLaMA"), ("d", "LLaMA-13B")]:
        G.add_node(node, kind="concept", label=label)
    add_broader(G, "a", "b", "size")
    add_broader(G, "b", "c", "version")
    add_broader(G, "d", "c", "size")
    (path,) = why_connected(G, "a", "d", k=1)
    assert [s.evidence for s in path.steps] == [
        "LLaMA-2-7B is a size of LLaMA 2",
        "LLaMA 2 is a version of LLaMA",
        "LLaMA-13B is a size of LLaMA",
    ]
