"""Resolution across the corpus: which mentions become one concept, and which none."""

from explorer.graph.build import build_graph
from explorer.graph.resolution import resolve
from explorer.model import Mention

from .graph_examples import concepts, paper


def test_an_acronym_and_its_long_form_are_one_concept_across_the_corpus():
    G = build_graph(
        [
            paper(
                "a",
                "Markov decision processes (MDPs) model control.",
                ("MDPs", "METHOD", "Markov decision processes"),
            ),
            paper("b", "Every MDP has a policy.", ("MDP", "METHOD")),
            paper(
                "c", "A Markov Decision Process is solved.", ("Markov Decision Process", "METHOD")
            ),
        ]
    )
    (node,) = [n for n, d in G.nodes(data=True) if d["kind"] == "concept"]
    assert G.nodes[node]["label"] == "Markov Decision Process"  # long form, singular
    assert G.nodes[node]["papers"] == 3
    assert "MDP" in G.nodes[node]["aliases"]
    mention = G.nodes["paper:b"]["mentions"][0]
    assert mention["concept"] == node


def test_an_acronym_defined_two_ways_as_often_stays_apart():
    G = build_graph(
        [
            paper(
                "a", "Supervised fine-tuning (SFT).", ("SFT", "METHOD", "supervised fine-tuning")
            ),
            paper(
                "b", "Spectral Filter Tuning (SFT).", ("SFT", "METHOD", "Spectral Filter Tuning")
            ),
            paper("c", "We run SFT.", ("SFT", "METHOD")),
        ]
    )
    assert {"supervised fine-tuning", "Spectral Filter Tuning", "SFT"} <= set(concepts(G))


def test_an_alias_with_letters_its_concept_lacks_is_its_own_concept():
    G = build_graph(
        [
            paper("a", "We train with DP-SGD.", ("DP-SGD", "METHOD", "differential privacy")),
            paper("b", "Differential privacy matters.", ("Differential privacy", "METHOD")),
        ]
    )
    found = concepts(G)
    assert "DP-SGD" in found and found["DP-SGD"] != found["Differential privacy"]
    assert "DP-SGD" not in G.nodes[found["Differential privacy"]]["aliases"]


def test_a_coordinated_list_becomes_one_concept_per_item_at_its_own_offsets():
    text = "Results on the SVHN and TinyImageNet datasets, e.g., LLaMA and OPT models."
    G = build_graph(
        [paper("a", text, ("SVHN and TinyImageNet", "DATASET"), ("e.g., LLaMA and OPT", "MODEL"))]
    )
    assert {"SVHN", "TinyImageNet", "LLaMA", "OPT"} <= set(concepts(G))
    for m in G.nodes["paper:a"]["mentions"]:
        assert text[m["start"] : m["end"]] == m["text"]
    assert not any(" and " in label for label in concepts(G))


def test_a_long_form_beside_its_acronym_stays_whole():
    text = "We propose Discover and Cure (DISC) for spurious features."
    G = build_graph([paper("a", text, ("Discover and Cure", "METHOD"))])
    assert "Discover and Cure" in concepts(G)


def test_citation_maths_and_cut_fragments_are_no_concepts():
    text = (
        "As in [Price, Song and Woodruff, ICALP'17], our $\\mathsf{Var}^\\star$ bound "
        "uses Lovász' characterisation and NLU) and generation tasks with LoRA."
    )
    G = build_graph(
        [
            paper(
                "a",
                text,
                ("ICALP", "METHOD"),
                ("Var", "METHOD"),
                ("Lovász", "METHOD"),
                ("NLU) and generation", "TASK"),
                ("LoRA", "METHOD"),
            )
        ]
    )
    assert set(concepts(G)) == {"LoRA"}
    assert [m["concept"] for m in G.nodes["paper:a"]["mentions"]].count("") == 4


def test_trailing_junk_and_possessives_fold_into_the_concept():
    G = build_graph(
        [
            paper(
                "a", "We study large language models~ today.", ("large language models~", "MODEL")
            ),
            paper(
                "b", "Large Language Models' abilities grow.", ("Large Language Models'", "MODEL")
            ),
            paper("c", "A large language model helps.", ("large language model", "MODEL")),
        ]
    )
    assert list(concepts(G)) == ["large language model"]


def test_a_misspelling_folds_into_the_common_spelling_but_a_different_word_does_not():
    G = build_graph(
        [
            paper("a", "An artificial neural network.", ("artificial neural network", "MODEL")),
            paper("b", "An artificial neural network.", ("artificial neural network", "MODEL")),
            paper("c", "An artifical neural network.", ("artifical neural network", "MODEL")),
            paper("d", "We fit linear regression model.", ("linear regression model", "METHOD")),
            paper("e", "We fit linear progression model.", ("linear progression model", "METHOD")),
        ]
    )
    found = concepts(G)
    assert "artifical neural network" not in found
    assert G.nodes[found["artificial neural network"]]["papers"] == 3
    assert "linear progression model" in found and "linear regression model" in found


def test_the_type_is_decided_by_every_mention():
    G = build_graph(
        [
            paper("a", "On ImageNet-1K.", ("ImageNet-1K", "MODEL")),
            paper("b", "On ImageNet1K.", ("ImageNet1K", "DATASET")),
            paper("c", "On Imagenet-1k.", ("Imagenet-1k", "DATASET")),
        ]
    )
    (node,) = [n for n, d in G.nodes(data=True) if d["kind"] == "concept" and not d["derived"]]
    assert G.nodes[node]["type"] == "DATASET"
    assert G.nodes[node]["papers"] == 3


def test_a_slash_splits_only_names_the_corpus_knows():
    text = "Trained on CIFAR-10/FFHQ and served over TCP/IP."
    corpus = [
        paper("a", text, ("CIFAR-10/FFHQ", "DATASET"), ("TCP/IP", "METHOD")),
        paper("b", "CIFAR-10 and FFHQ images.", ("CIFAR-10", "DATASET"), ("FFHQ", "DATASET")),
    ]
    resolution = resolve(corpus)
    assert [m.text for m in resolution.extractions[0].mentions] == ["CIFAR-10", "FFHQ", "TCP/IP"]
    assert resolution.key_of("cifar 10") == resolution.keys[0][0]


def test_an_example_list_in_parentheses_is_no_long_form():
    text = "Many LLMs (e.g., LLaMA and OPT) help; LLMs grow."
    G = build_graph(
        [
            paper(
                "a",
                text,
                ("e.g., LLaMA and OPT", "MODEL"),
                ("LLMs", "MODEL", "e.g., LLaMA and OPT"),
            ),
            paper(
                "b",
                "Large language models (LLMs) help.",
                ("LLMs", "MODEL", "large language models"),
            ),
        ]
    )
    found = concepts(G)
    assert {"LLaMA", "OPT", "large language models"} <= set(found)
    assert not any("e.g." in label for label in found)
    assert G.nodes[found["large language models"]]["papers"] == 2


def test_emphasised_words_adjectives_language_pairs_and_cut_words_are_no_concepts():
    text = (
        r"A dirEcted COmmunication scheme, Hermitian or not, on En-Fr, after Hyv\"arinen, "
        "beats vAriational inference."
    )
    cut = text.index("Ariational")
    ex = paper(
        "a", text, ("dirEcted", "METHOD"), ("COmmunication", "METHOD"), ("Hermitian", "METHOD")
    )
    for name, start in (
        ("En-Fr", text.index("En-Fr")),
        ("Hyv", text.index("Hyv")),
        ("Ariational", cut),
    ):
        ex.mentions.append(Mention(name, "METHOD", name, start, start + len(name), text))
    keeps = paper(
        "b", "Hermitian matrices and Gaussian processes.", ("Hermitian matrices", "METHOD")
    )
    r = resolve([ex, keeps])
    assert r.keys[0] == [""] * 6
    assert r.keys[1] != [""]


def test_slash_lists_split_when_one_item_is_known_and_names_run_into_topics_split():
    G = build_graph(
        [
            paper("a", "We compare ViT/MLP-Mixer models.", ("ViT/MLP-Mixer", "MODEL")),
            paper("b", "ViT works.", ("ViT", "MODEL")),
            paper("c", "TCP/IP is old.", ("TCP/IP", "METHOD")),
            paper(
                "d",
                "ImageNet-1K self-supervised learning is hard.",
                ("ImageNet-1K self-supervised learning", "MODEL"),
            ),
            paper("e", "We pre-train on ImageNet-1K.", ("ImageNet-1K", "DATASET")),
            paper("f", "Self-supervised learning helps.", ("Self-supervised learning", "METHOD")),
        ]
    )
    names = concepts(G)
    assert {"ViT", "MLP-Mixer", "TCP/IP", "ImageNet-1K"} <= set(names)
    assert "ViT/MLP-Mixer" not in names
    assert not any("ImageNet-1K self" in label for label in names)
    (ssl,) = [n for label, n in names.items() if label.casefold() == "self-supervised learning"]
    linked = {n for n in G["paper:d"] if G.nodes[n]["kind"] == "concept"}
    assert linked == {names["ImageNet-1K"], ssl}


def test_citation_surnames_drop_and_cut_eponyms_are_made_whole():
    text = (
        "As shown by Kleinberg and Leighton, Thompson sampling and the Kullback-Leibler bound hold."
    )
    ex = paper(
        "a",
        text,
        ("Kleinberg", "METHOD"),
        ("Leighton", "METHOD"),
        ("Thompson", "METHOD"),
        ("Kullback-Leibler", "METHOD"),
    )
    r = resolve([ex])
    assert r.keys[0][:2] == ["", ""]
    assert r.names[0][2:] == ["Thompson sampling", "Kullback-Leibler bound"]
    mention = r.extractions[0].mentions[2]
    assert text[mention.start : mention.end] == "Thompson sampling"


def test_list_mates_and_cue_words_retype_fallback_labels():
    text = "On ShapeNet and OmniObject3D, the dataset SyGuS, and with Adam and LoRA."
    G = build_graph(
        [
            paper(
                "a",
                text,
                ("ShapeNet", "DATASET"),
                ("OmniObject3D", "METHOD"),
                ("SyGuS", "METHOD"),
                ("Adam", "METHOD"),
                ("LoRA", "METHOD"),
            )
        ]
    )
    types = {d["label"]: d["type"] for _, d in G.nodes(data=True) if d["kind"] == "concept"}
    assert types == {
        "ShapeNet": "DATASET",
        "OmniObject3D": "DATASET",
        "SyGuS": "DATASET",
        "Adam": "METHOD",
        "LoRA": "METHOD",
    }


def test_names_ending_on_an_adjective_are_no_concepts_but_dataset_splits_are():
    text = (
        "We solve positive semidefinite programs with retrieval-augmented LMs, "
        "Machiavellian agents and an ε-greedy policy on SOTOPIA-hard."
    )
    ex = paper(
        "a",
        text,
        ("positive semidefinite", "METHOD"),
        ("retrieval-augmented", "METHOD"),
        ("Machiavellian", "METHOD"),
        ("ε-greedy", "METHOD"),
        ("SOTOPIA-hard", "DATASET"),
    )
    keeps = paper(
        "b", "Semidefinite programming is convex.", ("Semidefinite programming", "METHOD")
    )
    r = resolve([ex, keeps])
    assert r.names[0] == ["", "", "", "ε-greedy", "SOTOPIA-hard"]
    assert r.names[1] == ["Semidefinite programming"]


def test_an_eponym_before_a_head_noun_of_the_corpus_is_made_whole_unless_named_alone():
    heads = [
        paper(p, f"We use {name}.", (name, "METHOD"))
        for p, name in (("h1", "matrix factorization"), ("h2", "tensor factorization"))
    ]
    heads.append(paper("h3", "Nonnegative factorization.", ("Nonnegative factorization", "METHOD")))
    cut = paper("a", "The Burer-Monteiro factorization.", ("Burer-Monteiro", "METHOD"))
    atari = paper("b", "An Atari factorization.", ("Atari", "DATASET"))
    atari_alone = paper("c", "Atari is hard.", ("Atari", "DATASET"))
    r = resolve([*heads, cut, atari, atari_alone])
    assert r.names[3] == ["Burer-Monteiro factorization"]
    assert r.names[4] == ["Atari"]  # the corpus names Atari alone: no "Atari factorization"
    assert resolve([*heads, atari]).names[3] == ["Atari factorization"]


def test_hyphen_joined_authors_before_a_venue_and_year_are_a_citation():
    text = "This was generalized in Hu-Ngo-Slivkins-Wu (NeurIPS 2022) with Frank-Wolfe steps."
    ex = paper("a", text, ("Hu-Ngo-Slivkins-Wu", "METHOD"), ("Frank-Wolfe", "METHOD"))
    assert resolve([ex]).names[0] == ["", "Frank-Wolfe"]
