"""Single-paper names that are no concepts, cut names made whole, types given by context."""

import dataclasses

from explorer.graph.build import build_graph
from explorer.graph.resolution import resolve

from .graph_examples import paper


def test_a_description_of_one_paper_is_dropped_but_a_term_other_papers_name_stays():
    described = paper(
        "a",
        "We design a random mask watermarking mechanism to trace it with a neural network.",
        ("random mask watermarking mechanism", "METHOD"),
        ("neural network", "MODEL"),
    )
    named = paper("b", "A neural network helps.", ("neural network", "MODEL"))
    r = resolve([described, named])
    assert r.names[0] == ["", "neural network"]
    assert r.names[1] == ["neural network"]


def test_a_description_with_an_acronym_or_a_name_after_called_is_a_name():
    text = "We propose a novel sampling strategy (NSS) and a strategy called dual sampling."
    ex = paper("a", text, ("novel sampling strategy", "METHOD"), ("dual sampling", "METHOD"))
    assert resolve([ex]).names[0] == ["novel sampling strategy", "dual sampling"]


def test_a_concept_inside_a_longer_description_stays():
    text = "We propose a gradient-free structured pruning framework."
    ex = paper("a", text, ("structured pruning", "METHOD"))
    assert resolve([ex]).names[0] == ["structured pruning"]


def test_clause_pieces_and_participles_are_no_concepts():
    text = "NNs (which have non-Gaussian posteriors) use AI-synthesized data, as ML models and."
    ex = paper(
        "a",
        text,
        ("which have non-Gaussian posteriors", "METHOD"),
        ("AI-synthesized", "METHOD"),
        ("ML models and", "DATASET"),
    )
    assert resolve([ex]).names[0] == ["", "", ""]


def test_names_glued_to_a_word_or_cut_at_a_dash_are_made_whole():
    text = "Unlike models such asParti, we bound the Kullback–Leibler divergence of PaLM-2.We"
    ex = paper("a", text, ("asParti", "MODEL"), ("Kullback", "METHOD"), ("PaLM-2.We", "MODEL"))
    other = paper("b", "Parti draws.", ("Parti", "MODEL"))
    # A second paper names the divergence: a maths object of one paper only is dropped.
    kl = "Kullback–Leibler divergence"
    third = paper("c", f"The {kl} is used.", (kl, "METHOD"))
    r = resolve([ex, other, third])
    assert r.names[0] == ["Parti", kl, "PaLM-2"]
    assert r.keys[0][0] == r.keys[1][0]
    assert r.keys[0][1] == r.keys[2][0]


def test_a_first_word_left_out_comes_back_when_the_corpus_names_the_whole():
    cut = paper("a", "Generative Flow Networks sample.", ("Flow Networks", "METHOD"))
    whole = paper("b", "We train generative flow networks.", ("generative flow networks", "METHOD"))
    assert resolve([cut, whole]).names[0] == ["Generative Flow Networks"]
    assert resolve([cut]).names[0] == ["Flow Networks"]


def test_a_surname_never_written_alone_takes_the_noun_another_name_ends_on():
    cut = paper("a", "We use a Tsallis entropy regularizer.", ("Tsallis", "METHOD"))
    head = paper("b", "Relative entropy is used.", ("Relative entropy", "METHOD"))
    assert resolve([cut, head]).names[0] == ["Tsallis entropy"]


def test_an_appositive_or_examples_of_datasets_type_a_dataset():
    text = (
        "We present MathVista, a benchmark of puzzles, and test on benchmark environments, "
        "including Adroit and MetaWorld, with PPO."
    )
    spans = [("MathVista", "METHOD"), ("Adroit", "METHOD"), ("MetaWorld", "METHOD")]
    G = build_graph([paper("a", text, *spans, ("PPO", "METHOD"))])
    types = {d["label"]: d["type"] for _, d in G.nodes(data=True) if d["kind"] == "concept"}
    assert types["MathVista"] == types["Adroit"] == types["MetaWorld"] == "DATASET"
    assert types["PPO"] == "METHOD"


def test_a_name_ending_in_a_dataset_head_is_a_dataset_whatever_the_recognizer_said():
    # From an ICLR 2024 abstract (the recognizer labelled the long form METHOD).
    text = "We mine the Action-Based Conversations Dataset (ABCD) with Seq2Seq."
    long_form = "Action-Based Conversations Dataset"
    spans = [(long_form, "METHOD"), ("ABCD", "METHOD", long_form), ("Seq2Seq", "METHOD")]
    G = build_graph([paper("a", text, *spans)])
    types = {d["label"]: d["type"] for _, d in G.nodes(data=True) if d["kind"] == "concept"}
    assert types["Action-Based Conversations Dataset"] == "DATASET"
    assert types["Seq2Seq"] == "METHOD"


def test_a_participle_after_a_surname_is_no_concept():
    text = "We scale Kronecker-factored curvature approximations with K-FAC."
    ex = paper("a", text, ("Kronecker-factored", "METHOD"), ("K-FAC", "METHOD"))
    assert resolve([ex]).names[0] == ["", "K-FAC"]


def test_a_maths_object_of_one_paper_is_dropped_but_one_several_papers_name_stays():
    one = paper("a", "We bound the KL-divergences of DGPs.", ("KL-divergences", "METHOD"))
    two = paper("b", "Grassmann manifolds help.", ("Grassmann manifolds", "METHOD"))
    three = paper("c", "On Grassmann manifolds we learn.", ("Grassmann manifolds", "METHOD"))
    r = resolve([one, two, three])
    assert r.names[0] == [""]
    assert r.names[1] == r.names[2] == ["Grassmann manifolds"]
    proposed = dataclasses.replace(one, proposed=["KL-divergences"])
    assert resolve([proposed]).names[0] == ["KL-divergences"]


def test_a_description_of_other_work_opening_a_sentence_is_no_name():
    text = "Recent embedding-based methods fail. We propose GOAt."
    ex = paper("a", text, ("Recent embedding-based methods", "METHOD"), ("GOAt", "METHOD"))
    assert resolve([ex]).names[0] == ["", "GOAt"]


def test_surnames_before_a_maths_or_metric_noun_and_cut_surnames_are_dropped():
    text = (
        "We test on the Kuramoto-Sivashinsky, Navier-Stokes and Korteweg-de Vries equations, "
        "report the Brier score, use the Hoyer regularizer and the Gibbs measure, and compare "
        "Zebra with the Hamilton-Jacobi-Bellman equation."
    )
    names = ("Kuramoto-Sivashinsky", "Navier-Stokes", "Korteweg-de Vries", "Brier", "Hoyer")
    spans = [(n, "METHOD") for n in names]
    spans += [
        ("Gibbs measure", "METHOD"),
        ("Zebra", "METHOD"),
        ("Hamilton-Jacobi-Bellman", "METHOD"),
    ]
    r = resolve([paper("a", text, *spans)])
    assert [n for n in r.names[0] if n] == ["Zebra"]


def test_a_verb_before_a_known_name_is_no_concept_but_a_defined_name_is():
    text = (
        "Applying language modeling to speech helps. Switching Dynamical Systems (SDS) "
        "discover modes; we use Learning Vector Quantization."
    )
    ex = paper(
        "a",
        text,
        ("Applying language modeling", "TASK"),
        ("Switching Dynamical Systems", "METHOD"),
        ("Learning Vector Quantization", "METHOD"),
    )
    other = paper(
        "b",
        "Language modeling, dynamical systems and vector quantization with federated learning.",
        ("Language modeling", "TASK"),
        ("dynamical systems", "METHOD"),
        ("vector quantization", "METHOD"),
        ("federated learning", "TASK"),
    )
    r = resolve([ex, other])
    assert r.names[0] == ["", "Switching Dynamical Systems", "Learning Vector Quantization"]


def test_an_article_or_describing_word_glued_to_a_known_name_is_cut_off():
    ex = paper(
        "a",
        "We propose TRAM, aSAM algorithm; ExistingQD-RL approaches fail, and ASAM helps.",
        ("aSAM", "METHOD"),
        ("ExistingQD-RL", "METHOD"),
        ("ASAM", "METHOD"),
    )
    other = paper("b", "SAM and QD-RL are strong.", ("SAM", "METHOD"), ("QD-RL", "METHOD"))
    r = resolve([ex, other])
    assert r.names[0] == ["SAM", "QD-RL", "ASAM"]


def test_a_dataset_named_as_x_or_before_its_acronym_and_benchmark_is_a_dataset():
    text = (
        "We name our constructed dataset as InDET. We introduce the first MoleculAR Conformer "
        "Ensemble Learning (MARCEL) benchmark."
    )
    ex = paper(
        "a",
        text,
        ("InDET", "METHOD"),
        ("MoleculAR Conformer Ensemble Learning", "METHOD"),
        ("MARCEL", "METHOD"),
    )
    G = build_graph([ex])
    types = {d["label"]: d["type"] for _, d in G.nodes(data=True) if d["kind"] == "concept"}
    assert types["InDET"] == "DATASET"
    assert {t for label, t in types.items() if label != "InDET"} == {"DATASET"}


def test_a_maths_head_names_a_component_when_an_acronym_defines_it():
    text = (
        "We construct a prototype-based projection space (P-Space) on the Riccati equation, "
        "not a Besov space."
    )
    spans = ("prototype-based projection space", "P-Space", "Riccati equation", "Besov space")
    r = resolve([paper("a", text, *[(s, "METHOD") for s in spans])])
    assert [n for n in r.names[0] if n] == ["prototype-based projection space", "P-Space"]


def test_the_next_sentence_run_into_a_name_is_cut_off():
    text = "We introduce a model, namely TextField3D. Specifically, it injects noise."
    ex = paper("a", text, ("TextField3D. Specifically", "METHOD"))
    assert resolve([ex]).names[0] == ["TextField3D"]
