"""The concept hierarchy: broader links derived from names, stored as ``broader`` edges."""

import networkx as nx
import pytest

from explorer.curation import apply_edits
from explorer.graph.build import build_graph
from explorer.graph.hierarchy import derive_hierarchy
from explorer.graph.io import load_graph, save_graph
from explorer.graph.names import fold_key
from explorer.graph.query import view_subgraph
from explorer.graph.taxonomy import broader, descendants, family_of, narrower, roll_up
from explorer.model import Mention, Paper, PaperExtraction


def links(concepts):
    """``{(narrower label, broader label): reason}`` derived from ``{label: type}``."""
    h = derive_hierarchy({fold_key(label): (label, kind) for label, kind in concepts.items()})
    names = {fold_key(label): label for label in concepts}
    names.update((key, label) for key, (label, _) in h.derived.items())
    return {(names[a], names[b]): reason for a, b, reason in h.links}


def test_model_sizes_and_versions_make_families():
    found = links({"LLaMA-2-7B": "MODEL", "LLaMA 2": "MODEL", "ViT-S/16": "MODEL"})
    assert found[("LLaMA-2-7B", "LLaMA 2")] == "size"
    assert found[("LLaMA 2", "LLaMA")] == "version"
    assert found[("ViT-S/16", "ViT")] == "size"


def test_dataset_variants_roll_to_their_base():
    found = links(
        {
            "ImageNet": "DATASET",
            "ImageNet-1K": "DATASET",
            "ImageNet-LT": "METHOD",  # the recognizer's fallback type; the family decides
            "CIFAR-10": "DATASET",
            "CIFAR-10-LT": "DATASET",
            "CIFAR-100": "DATASET",
        }
    )
    assert found[("ImageNet-1K", "ImageNet")] == "size"
    assert found[("ImageNet-LT", "ImageNet")] == "variant"
    assert found[("CIFAR-10-LT", "CIFAR-10")] == "variant"
    assert found[("CIFAR-10", "CIFAR")] == found[("CIFAR-100", "CIFAR")] == "version"
    h = derive_hierarchy(
        {fold_key("ImageNet"): ("ImageNet", "DATASET"), "imagenetlt": ("ImageNet-LT", "METHOD")}
    )
    assert h.types == {"imagenetlt": "DATASET"}


def test_hardware_rolls_to_its_class():
    found = links({"H100": "HARDWARE", "NVIDIA A100": "HARDWARE", "GPU": "HARDWARE"})
    assert found[("H100", "NVIDIA GPU")] == "hardware class"
    assert found[("NVIDIA A100", "NVIDIA GPU")] == "hardware class"
    assert found[("NVIDIA GPU", "GPU")] == "hardware class"


def test_head_nouns_specialise_existing_concepts():
    found = links(
        {
            "sparse attention": "METHOD",
            "attention": "METHOD",
            "deep neural network": "MODEL",
            "neural network": "MODEL",
            "mixture of experts": "METHOD",
            "experts": "METHOD",
        }
    )
    assert found[("sparse attention", "attention")] == "head noun"
    assert found[("deep neural network", "neural network")] == "head noun"
    assert ("mixture of experts", "experts") not in found  # the head of "X of Y" is X


def test_names_that_are_no_family_members_get_no_family():
    found = links(
        {"T5": "MODEL", "word2vec": "METHOD", "Phase 2": "METHOD", "Phase": "METHOD", "T4": "MODEL"}
    )
    assert found == {}


def test_a_head_no_paper_names_is_made_for_three_members_only():
    three = links(
        {
            "knowledge distillation": "METHOD",
            "self distillation": "METHOD",
            "policy distillation": "METHOD",
        }
    )
    assert {b for _, b in three} == {"distillation"}
    two = links({"knowledge distillation": "METHOD", "self distillation": "METHOD"})
    assert two == {}


def _paper(pid, text, *spans):
    mentions = []
    for surface, label in spans:
        start = text.index(surface)
        mentions.append(Mention(surface, label, surface, start, start + len(surface), text))
    return PaperExtraction(Paper(pid, text, title=pid), mentions)


@pytest.fixture
def G():
    return build_graph(
        [
            _paper("a", "LLaMA-2-7B on an H100.", ("LLaMA-2-7B", "MODEL"), ("H100", "HARDWARE")),
            _paper("b", "LLaMA-2-13B and LLaMA 2.", ("LLaMA-2-13B", "MODEL"), ("LLaMA 2", "MODEL")),
            _paper(
                "c", "ImageNet-LT and ImageNet.", ("ImageNet-LT", "METHOD"), ("ImageNet", "DATASET")
            ),
        ]
    )


def test_broader_edges_carry_direction_and_reason(G):
    assert broader(G, "concept:llama-2-7b") == [("concept:llama 2", "size")]
    assert narrower(G, "concept:llama 2") == [
        ("concept:llama-2-13b", "size"),
        ("concept:llama-2-7b", "size"),
    ]
    assert family_of(G, "concept:llama-2-7b") == "concept:llama"
    assert family_of(G, "concept:h100") == "concept:gpu"
    assert G.nodes["concept:llama"]["derived"] and G.nodes["concept:llama"]["papers"] == 0
    assert G.nodes["concept:imagenet-lt"]["type"] == "DATASET"
    assert G.edges["paper:c", "concept:imagenet-lt"]["relation"] == "evaluates_on"
    # A pair both co-occurring and in the hierarchy is one broader edge, weighted by co-occurrence.
    edge = G.edges["concept:imagenet-lt", "concept:imagenet"]
    assert edge["relation"] == "broader" and edge["weight"] == 1
    assert descendants(G, "concept:llama") == {
        "concept:llama 2",
        "concept:llama-2-7b",
        "concept:llama-2-13b",
    }


def test_roll_up_groups_a_view_by_family(G):
    H = roll_up(G, view_subgraph(G))
    assert "concept:llama-2-7b" not in H and "concept:llama" in H
    assert H.nodes["concept:llama"]["members"] == [
        "concept:llama 2",
        "concept:llama-2-13b",
        "concept:llama-2-7b",
    ]
    assert sorted(H["concept:llama"]) == ["paper:a", "paper:b"]
    assert H.edges["paper:b", "concept:llama"]["count"] == 2  # two members' mentions add up
    assert "concept:imagenet-lt" not in H and H.has_edge("paper:c", "concept:imagenet")


@pytest.mark.parametrize("suffix", [".json", ".graphml", ".gexf"])
def test_saved_graphs_keep_the_hierarchy_and_specificity(tmp_path, G, suffix):
    path = tmp_path / f"g{suffix}"
    save_graph(G, path)
    H = load_graph(path)
    assert broader(H, "concept:llama-2-7b") == [("concept:llama 2", "size")]
    assert family_of(H, "concept:h100") == "concept:gpu"
    for node, data in G.nodes(data=True):
        if data["kind"] == "concept":
            assert H.nodes[node]["specificity"] == pytest.approx(data["specificity"])
            assert H.nodes[node]["generic"] == data["generic"]
            assert H.nodes[node]["derived"] == data["derived"]


def test_merging_keeps_broader_links_pointing_the_right_way(G):
    warnings = apply_edits(
        G, [{"op": "merge", "into": "concept:llama 2", "node": "concept:llama-2-7b"}]
    )
    assert warnings == []
    assert narrower(G, "concept:llama 2") == [("concept:llama-2-13b", "size")]
    # Merging a family member into a concept outside it moves the member's links along.
    apply_edits(G, [{"op": "merge", "into": "concept:imagenet", "node": "concept:h100"}])
    assert broader(G, "concept:imagenet") == [("concept:nvidia gpu", "hardware class")]
    assert all(
        d["narrower"] in G and d["broader"] in G
        for *_, d in G.edges(data=True)
        if d["relation"] == "broader"
    )


def test_a_split_alias_starts_outside_the_hierarchy():
    G = build_graph([_paper("a", "We use LLaMA-2-7B here.", ("LLaMA-2-7B", "MODEL"))])
    G.nodes["concept:llama-2-7b"]["aliases"].append("L2-7B")
    G.nodes["paper:a"]["mentions"][0]["text"] = "L2-7B"
    assert (
        apply_edits(G, [{"op": "split_alias", "node": "concept:llama-2-7b", "alias": "L2-7B"}])
        == []
    )
    assert broader(G, "concept:l2-7b") == [] and narrower(G, "concept:l2-7b") == []
    assert broader(G, "concept:llama-2-7b") == [("concept:llama", "version")]
    assert isinstance(G, nx.Graph)


def test_variants_named_after_a_known_dataset_roll_to_it():
    found = links(
        {
            "ImageNet": "DATASET",
            "ImageNet-PI": "METHOD",
            "Imagenette": "DATASET",
            "Tiny ImageNet": "DATASET",
            "CIFAR-10": "DATASET",
            "noisy-CIFAR10": "METHOD",
            "CIFAR-10-Warehouse": "METHOD",
            "ImageNet classification": "TASK",
            "LLaMA": "MODEL",
            "LLaMA-Adapter": "METHOD",
        }
    )
    for variant, base in (
        ("ImageNet-PI", "ImageNet"),
        ("Imagenette", "ImageNet"),
        ("Tiny ImageNet", "ImageNet"),
        ("noisy-CIFAR10", "CIFAR-10"),
        ("CIFAR-10-Warehouse", "CIFAR-10"),
    ):
        assert found[(variant, base)] == "variant"
    assert ("ImageNet classification", "ImageNet") not in found
    assert ("LLaMA-Adapter", "LLaMA") not in found  # a method built on LLaMA is no LLaMA


def test_coined_methods_make_families_by_version_and_plain_words_do_not():
    found = links(
        {
            "FlashAttention2": "METHOD",
            "FlashAttention3": "METHOD",
            "SageAttention": "METHOD",
            "SageAttention2": "METHOD",
            "Phase 2": "METHOD",
            "Phase 3": "METHOD",
            "FP4": "METHOD",
            "FP8": "METHOD",
        }
    )
    assert found[("FlashAttention2", "FlashAttention")] == "version"
    assert found[("FlashAttention3", "FlashAttention")] == "version"
    assert found[("SageAttention2", "SageAttention")] == "version"
    assert not any(a.startswith(("Phase", "FP")) for a, _ in found)


def test_a_head_made_by_later_concepts_is_the_head_of_an_earlier_one():
    found = links(
        {
            "Geometric Autoencoder": "METHOD",  # first, and capitalised: it makes no head
            "variational autoencoder": "METHOD",
            "masked autoencoder": "METHOD",
            "sparse autoencoder": "METHOD",
        }
    )
    assert found[("Geometric Autoencoder", "autoencoder")] == "head noun"


def _model_paper(pid, text, name, label, family=""):
    start = text.index(name)
    m = Mention(name, label, name, start, start + len(name), text, family=family)
    return PaperExtraction(Paper(pid, text, title=pid), [m])


def test_an_accelerator_rolls_up_to_its_class_and_a_size_is_no_version():
    G = build_graph(
        [
            _model_paper("a", "We train on an NVIDIA H100.", "NVIDIA H100", "HARDWARE", "NVIDIA"),
            _model_paper("b", "We tune LLaMA-30B.", "LLaMA-30B", "MODEL", "LLaMA 3"),
            _model_paper("c", "We tune LLaMA-2-7B.", "LLaMA-2-7B", "MODEL", "LLaMA 2"),
        ]
    )
    h100 = "concept:nvidia h100"
    assert broader(G, h100) == [("concept:nvidia gpu", "hardware class")]
    assert family_of(G, h100) == "concept:gpu"
    # The recognizer read "30B" as version 3; the links know LLaMA-30B is a size of LLaMA.
    assert G.nodes["concept:llama-30b"]["family"] == "LLaMA"
    assert G.nodes["concept:llama-2-7b"]["family"] == "LLaMA 2"  # on its chain: kept


def test_a_name_before_a_generic_noun_or_a_preposition_is_broader():
    found = links(
        {
            "conformal prediction": "METHOD",
            "conformal prediction algorithm": "METHOD",
            "SARSA": "METHOD",
            "SARSA with Linear Function Approximation": "METHOD",
            "learning": "METHOD",
            "Learning with Errors": "METHOD",
            "mixture": "METHOD",
            "mixture of experts": "METHOD",
        }
    )
    assert found[("conformal prediction algorithm", "conformal prediction")] == "kind of"
    assert found[("SARSA with Linear Function Approximation", "SARSA")] == "kind of"
    assert ("Learning with Errors", "learning") not in found
    assert ("mixture of experts", "mixture") not in found
