"""Spellings of one concept across the corpus: diacritics, "nets", acronyms the text writes."""

from explorer.graph.build import build_graph
from explorer.graph.spellings import respelling_table
from explorer.graph.taxonomy import broader

from .graph_examples import concepts, paper


def test_a_name_with_and_without_diacritics_or_a_latex_accent_is_one_concept():
    G = build_graph(
        [
            paper("a", "We assume Polyak-Łojasiewicz here.", ("Polyak-Łojasiewicz", "METHOD")),
            paper("b", "We assume Polyak-Lojasiewicz too.", ("Polyak-Lojasiewicz", "METHOD")),
            paper("c", "On Erdos-R'enyi models.", ("Erdos-R'enyi", "METHOD")),
            paper("d", "Sparse Erdos-Renyi models.", ("Erdos-Renyi", "METHOD")),
        ]
    )
    found = concepts(G)
    assert G.nodes[found.get("Polyak-Lojasiewicz") or found["Polyak-Łojasiewicz"]]["papers"] == 2
    assert G.nodes[found.get("Erdos-Renyi") or found["Erdos-R'enyi"]]["papers"] == 2
    # a short name keeps its letters: "PŁ" is no spelling of every "PL"
    assert respelling_table(["PŁ", "PL"]) == {}


def test_nets_are_networks_but_a_one_word_net_is_its_own_name():
    table = respelling_table(
        ["generative adversarial nets", "generative adversarial networks", "U-Net", "U-Network"]
    )
    assert table == {"generativeadversarialnet": "generativeadversarialnetwork"}


def test_an_acronym_two_papers_write_for_a_concept_resolves_to_it():
    gan = "generative adversarial network"
    G = build_graph(
        [
            paper("a", "We train a GAN on faces.", ("GAN", "METHOD", gan)),
            paper("b", "Our GAN is stable.", ("GAN", "METHOD", gan)),
            paper("c", "MetricGAN enhances speech.", ("MetricGAN", "METHOD")),
            paper(
                "d",
                "We propose ESC, an explorer.",
                ("ESC", "METHOD", "Exploration with Soft Commonsense"),
            ),
            paper("e", "Results on ESC-50 sounds.", ("ESC-50", "DATASET")),
        ]
    )
    found = concepts(G)
    assert broader(G, found["MetricGAN"]) == [(found[gan], "head noun")]
    # one paper's acronym names nothing the others write: ESC-50 is no version of ESC
    assert broader(G, found["ESC-50"]) == []
