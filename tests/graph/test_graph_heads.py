"""Broader concepts read from a name's words (issue 12, round 6), and what is no meeting point."""

import importlib.util

from explorer.graph.build import build_graph
from explorer.graph.heads import heads, kind_of_name
from explorer.graph.hierarchy import derive_hierarchy
from explorer.graph.names import fold_key
from explorer.graph.taxonomy import broader
from explorer.model import Mention, Paper, PaperExtraction
from explorer.paths import ROOT

_spec = importlib.util.spec_from_file_location(
    "bench_concepts", ROOT / "bench" / "bench_concepts.py"
)
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)


def links(concepts):
    """``{(narrower label, broader label): reason}`` derived from ``{label: type}``."""
    h = derive_hierarchy({fold_key(label): (label, kind) for label, kind in concepts.items()})
    names = {fold_key(label): label for label in concepts}
    names.update((key, label) for key, (label, _) in h.derived.items())
    return {(names[a], names[b]): reason for a, b, reason in h.links}


def test_a_name_ending_in_a_noun_of_a_kind_has_the_heads_of_the_words_before_it():
    found = links(
        {
            "higher-order correlation clustering problem": "TASK",
            "correlation clustering": "TASK",
            "stochastic gradient bandit algorithm": "METHOD",
            "bandits": "TASK",
            "statistical learning theory": "TASK",
            "statistical learning": "TASK",
        }
    )
    assert found[("higher-order correlation clustering problem", "correlation clustering")] == (
        "head noun"
    )
    assert found[("stochastic gradient bandit algorithm", "bandits")] == "head noun"
    assert found[("statistical learning theory", "statistical learning")] == "kind of"
    # a Title Case proper name gives none of its words as a head
    assert ("Combinatorial Public Projects Problem", "Projects") not in links(
        {"Combinatorial Public Projects Problem": "TASK", "Projects": "METHOD"}
    )


def test_three_kinds_of_one_noun_make_it_and_the_made_head_takes_their_type():
    found = links(
        {
            "multicalibration algorithm": "METHOD",
            "online quantile multicalibration": "TASK",
            "mean-moment multicalibration": "TASK",
            "synthetic geometric reasoning": "DATASET",
            "object reasoning": "TASK",
            "visual reasoning": "TASK",
            "cross-situational reasoning": "TASK",
        }
    )
    assert found[("multicalibration algorithm", "multicalibration")] == "kind of"
    assert found[("online quantile multicalibration", "multicalibration")] == "head noun"
    # the first name seen was a dataset; the head is a task, as most names under it are
    assert found[("cross-situational reasoning", "reasoning")] == "head noun"
    assert ("synthetic geometric reasoning", "reasoning") not in found
    # "zeroth-order algorithm" names no concept "zeroth-order"
    assert not any(b == "zeroth-order" for _, b in links(_zeroth()))


def _zeroth():
    return {f"zeroth-order {noun}": "METHOD" for noun in ("algorithm", "methods", "approach")}


def test_a_coined_name_ending_on_an_acronym_is_a_kind_of_that_concept_of_its_own_type():
    found = links(
        {
            "LinUCB": "METHOD",
            "SupLinUCB": "METHOD",
            "UCB": "METHOD",
            "DistilBERT": "MODEL",
            "BERT": "MODEL",
            "SparseGPT": "METHOD",  # a pruning method for GPT models, no GPT model
            "GPT": "MODEL",
            "TnALE": "METHOD",  # "Tn" is no word: no "ALE"
            "ALE": "METHOD",
        }
    )
    assert found[("LinUCB", "UCB")] == found[("DistilBERT", "BERT")] == "head noun"
    assert found[("SupLinUCB", "LinUCB")] == "head noun"
    assert ("SparseGPT", "GPT") not in found and ("TnALE", "ALE") not in found
    assert heads("ResNet") == []


def test_an_inner_adjective_left_out_names_a_broader_concept_an_inner_noun_does_not():
    found = links(
        {
            "online linear optimization": "METHOD",
            "online optimization": "METHOD",
            "graph dictionary learning": "METHOD",
            "graph learning": "METHOD",
        }
    )
    assert found[("online linear optimization", "online optimization")] == "head noun"
    assert ("graph dictionary learning", "graph learning") not in found
    # never made: two names that leave out different words share nothing
    assert "online optimization" not in {
        b for _, b in links({"online linear optimization": "METHOD", "x": "METHOD"})
    }


def test_a_name_based_on_a_concept_and_a_name_before_a_preposition_are_kinds_of_it():
    found = links(
        {
            "autoencoder-based architecture": "METHOD",
            "autoencoder": "METHOD",
            "bandits with knapsacks problem": "TASK",
            "bandits": "TASK",
            "Learning with Errors": "TASK",
            "learning": "TASK",
            "block coordinate descent methods of Gauss-Seidel type": "METHOD",
            "block coordinate descent": "METHOD",
        }
    )
    assert found[("autoencoder-based architecture", "autoencoder")] == "kind of"
    assert found[("bandits with knapsacks problem", "bandits")] == "kind of"
    assert ("Learning with Errors", "learning") not in found
    assert found[
        ("block coordinate descent methods of Gauss-Seidel type", "block coordinate descent")
    ]
    assert kind_of_name("mixture of experts") is None


def _paper(pid, text, *names):
    mentions = []
    for name in names:
        start = text.index(name)
        mentions.append(Mention(name, "METHOD", name, start, start + len(name), text))
    return PaperExtraction(Paper(pid, text, title=pid), mentions)


def test_a_head_of_every_field_is_made_but_generic_so_no_paper_meets_another_there():
    G = build_graph(
        [
            _paper("a", "We use density estimation here.", "density estimation"),
            _paper("b", "We study pose estimation now.", "pose estimation"),
            _paper("c", "A new value estimation method.", "value estimation"),
        ]
    )
    node = "concept:estimation"
    assert G.nodes[node]["derived"] and G.nodes[node]["generic"]
    assert broader(G, "concept:pose estimation") == [(node, "head noun")]
    assert bench.unreached(G) == ["paper:a", "paper:b", "paper:c"]
    assert bench.reach_through_hierarchy(G) == 0
