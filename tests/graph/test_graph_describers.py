"""Descriptions of the usual kind of a concept fold into it (issue 12, round 9)."""

from explorer.graph.build import build_graph
from explorer.graph.describers import concept_after_describer

from .graph_examples import concepts, paper


def test_a_typical_describer_before_a_known_concept_is_cut_off():
    a = paper("a", "We train with gradient descent on images.", ("gradient descent", "METHOD"))
    b = paper(
        "b",
        "Weights are not consistent with standard gradient descent in the brain.",
        ("standard gradient descent", "METHOD"),
    )
    G = build_graph([a, b])
    labels = concepts(G)
    assert "standard gradient descent" not in labels
    assert set(G[labels["gradient descent"]]) >= {"paper:a", "paper:b"}


def test_names_and_unknown_rests_stay_whole():
    known = {"transformer", "deviation"}
    assert concept_after_describer("conventional transformer", known) == "transformer"
    assert concept_after_describer("modern transformer", known) == ""  # not a typical describer
    assert concept_after_describer("Standard transformer", known) == ""
    assert concept_after_describer("standard attention", known) == ""  # no concept elsewhere


def test_a_property_a_models_possessive_names_is_no_concept():
    a = paper(
        "a",
        "Our framework exploits SD's generation process to find correspondences.",
        ("SD's generation process", "METHOD"),
        ("SD", "MODEL"),
    )
    labels = concepts(build_graph([a]))
    assert "SD's generation process" not in labels and "SD" in labels
    design = "Efron's biased-coin design"
    b = paper("b", f"We revisit {design}.", (design, "METHOD"))
    assert design in concepts(build_graph([b]))
