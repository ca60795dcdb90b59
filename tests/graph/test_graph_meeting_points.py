"""Where papers meet (issue 12, round 8): shared phrase heads, heads past a catch-all, heads
of prepositional names, and no meeting through an acronym one paper coined."""

import dataclasses

from explorer.graph.build import build_graph
from explorer.graph.heads import catch_all_phrase, derive_min, heads
from explorer.graph.hierarchy import derive_hierarchy
from explorer.graph.names import fold_key, is_venue
from explorer.graph.resolution import resolve
from explorer.graph.taxonomy import broader

from .graph_examples import concepts, paper


def links(concepts_by_label):
    """``{(narrower label, broader label): reason}`` derived from ``{label: type}``."""
    h = derive_hierarchy({fold_key(k): (k, t) for k, t in concepts_by_label.items()})
    names = {fold_key(label): label for label in concepts_by_label}
    names.update((key, label) for key, (label, _) in h.derived.items())
    return {(names[a], names[b]): reason for a, b, reason in h.links}


def broader_labels(G, label):
    return {G.nodes[b]["label"] for b, _ in broader(G, concepts(G)[label])}


def test_two_concepts_make_a_phrase_head_and_it_gets_its_own_head():
    found = links({"deep topic models": "METHOD", "neural topic model": "METHOD", "topic": "TASK"})
    assert found[("deep topic models", "topic model")] == "head noun"
    assert found[("neural topic model", "topic model")] == "head noun"
    found = links({"stochastic restoration methods": "METHOD", "stochastic restoration": "TASK"})
    assert ("stochastic restoration methods", "stochastic restoration") in found


def test_a_phrase_of_a_kind_noun_or_of_catch_alls_needs_three_concepts():
    assert derive_min("topic models") == 2
    assert derive_min("sampling algorithm") == derive_min("learning model") == 3
    assert catch_all_phrase("data benchmark") and not catch_all_phrase("gradient estimator")
    found = links(
        {"posterior sampling algorithm": "METHOD", "uniform sampling algorithm": "METHOD"}
    )
    assert not any(b == "sampling algorithm" for _, b in found)
    found = links({"deep learning models": "MODEL", "machine learning models": "MODEL"})
    assert not any(b == "learning model" for _, b in found)


def test_a_catch_all_head_does_not_end_the_search_for_a_head():
    found = links(
        {
            "multi-layer neural network": "METHOD",
            "multi-layer network": "METHOD",
            "neural network": "METHOD",
            "deep neural network": "METHOD",
            "deep network": "METHOD",
        }
    )
    assert found[("multi-layer neural network", "neural network")] == "head noun"
    assert found[("multi-layer neural network", "multi-layer network")] == "head noun"
    # a catch-all's own heads relate nothing: "deep network" is no meeting point of it
    assert ("deep neural network", "deep network") not in found


def test_a_name_with_a_linking_preposition_has_the_heads_of_its_first_part():
    assert ("Watermarking", "head noun") in heads("Codable Text Watermarking for LLM")
    found = links({"Codable Text Watermarking for LLM": "METHOD", "watermarking": "METHOD"})
    assert found[("Codable Text Watermarking for LLM", "watermarking")] == "head noun"
    assert heads("mixture of experts") == []  # "of" links no kind


def test_no_hyphen_head_after_a_preposition():
    assert ("context learning", "head noun") not in heads("in-context learning")
    assert ("SGD", "head noun") in heads("DP-SGD")


def test_a_variant_typed_method_finds_a_family_its_siblings_make():
    found = links(
        {"EPIC-Kitchens-55": "METHOD", "EPIC-KITCHENS-100": "DATASET", "ImageNet": "DATASET"}
    )
    # the method-typed variant comes first, the dataset that makes the family after it
    assert found[("EPIC-Kitchens-55", "EPIC-KITCHENS")] == "version"


def _coined_and_defined():
    return [
        dataclasses.replace(
            paper(
                "a",
                "We propose a Mutual Distillation Module (MDM).",
                ("Mutual Distillation Module", "METHOD"),
                ("MDM", "METHOD", "Mutual Distillation Module"),
            ),
            proposed=["Mutual Distillation Module"],
        ),
        paper("b", "ComMDM composes motions.", ("ComMDM", "METHOD")),
        paper("f", "An MDM generates motion.", ("MDM", "METHOD")),
        paper(
            "g",
            "Contrastive Language-Image Pre-training (CLIP) aligns text.",
            ("CLIP", "MODEL", "Contrastive Language-Image Pre-training"),
        ),
        paper("h", "CLIP features.", ("CLIP", "MODEL")),
        paper(  # defines an acronym it does not coin: any paper's coined name may build on it
            "i",
            "Temporal convolutional networks (TCN) came before.",
            ("Temporal convolutional networks", "METHOD"),
            ("TCN", "METHOD", "Temporal convolutional networks"),
        ),
        paper(
            "j", "A TCN baseline, and our ModernTCN.", ("TCN", "METHOD"), ("ModernTCN", "METHOD")
        ),
        paper("c", "We clip with PPO-Clip.", ("PPO-Clip", "METHOD")),
        paper(
            "d",
            "Contrastive Language-Image Pre-training (CLIP) and stochastic gradient descent (SGD).",
            ("Contrastive Language-Image Pre-training", "MODEL"),
            ("CLIP", "MODEL", "Contrastive Language-Image Pre-training"),
            ("stochastic gradient descent", "METHOD"),
            ("SGD", "METHOD", "stochastic gradient descent"),
        ),
        paper(
            "e",
            "Stochastic gradient descent (SGD) and DP-SGD.",
            ("SGD", "METHOD", "Stochastic gradient descent"),
            ("DP-SGD", "METHOD"),
        ),
    ]


def test_an_acronym_cut_from_a_coined_name_takes_only_a_shared_long_form():
    papers = _coined_and_defined()
    r = resolve(papers)
    assert r.key_of("MDM") == fold_key("Mutual Distillation Module")  # one paper's own name
    assert r.key_of_cut("MDM", fold_key("ComMDM")) == "mdm"  # ... nothing of another's "ComMDM"
    assert (
        r.key_of_cut("CLIP")
        == r.key_of("Clip")
        == fold_key("Contrastive Language-Image Pre-training")
    )
    assert r.key_of_cut("Clip") == "clip"  # "Clip" of "PPO-Clip" is no acronym
    assert r.key_of_cut("SGD") == fold_key("stochastic gradient descent")  # two papers define it
    G = build_graph(papers)
    assert broader_labels(G, "ComMDM") == set()
    assert broader_labels(G, "PPO-Clip") == set()
    # an acronym one paper defines but does not coin is the field's
    assert broader_labels(G, "ModernTCN") == {"Temporal convolutional networks"}
    assert "stochastic gradient descent" in {x.casefold() for x in broader_labels(G, "DP-SGD")}


def test_a_society_of_journals_is_a_venue():
    assert is_venue("SIAM")


def test_a_coined_name_spelt_out_otherwise_keeps_its_acronym_to_itself():
    entropy = [
        paper(pid, "The cross entropy (CE) loss.", ("CE", "METHOD", "cross entropy"))
        for pid in ("a", "b")
    ]
    papers = [
        *entropy,
        paper("c", "We minimise CE.", ("CE", "METHOD")),
        paper(
            "d",
            "Global & Efficient Counterfactual Explanations (GLOBE-CE). GLOBE-CE is fast.",
            ("GLOBE-CE", "METHOD"),
        ),
        paper(
            "e",
            "Noisy cross entropy (noisy-CE) is robust.",
            ("noisy-CE", "METHOD"),
        ),
    ]
    G = build_graph(papers)
    assert broader_labels(G, "GLOBE-CE") == set()
    assert broader_labels(G, "noisy-CE") == {"cross entropy"}
