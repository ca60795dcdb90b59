"""Names the lexicon has never seen: coined shapes, capitalised phrases, dataset/hardware cues."""

from __future__ import annotations

import pytest

from explorer.nlp.coined import shape_of
from explorer.nlp.resources import lexicon

#: Invented names: the test is only meaningful while none of them is in the lexicon.
INVENTED = ["ZetaFormer-3B", "ZetaFormer", "QuokkaNet", "HyperSketch", "Zorblat", "FooBar"]


def test_invented_names_are_not_in_the_lexicon():
    known = {e.pattern.lower() for e in lexicon()}
    assert not known & {n.lower() for n in INVENTED}


@pytest.mark.parametrize(
    ("word", "shape"),
    [
        ("TabFlex", "camel"),
        ("QuokkaNet", "camel"),
        ("mAIHT", "camel"),
        ("LLaMA3-8B", "camel"),
        ("FP4", "alnum"),
        ("ViT-S/16", "camel"),
        ("A100", "alnum"),
        ("GPT-4", "alnum"),
        ("BCOP", "acronym"),
        ("α-TCVAE", "acronym"),
        ("the", None),
        ("Transformer", None),
        ("top-1", None),
        ("x1.4", None),
        ("×8", None),
    ],
)
def test_shape_of(word, shape):
    assert shape_of(word) == shape


def _found(extraction) -> dict[str, str]:
    return {m.text: m.label for m in extraction.mentions}


def test_coined_names_are_found(extract):
    found = extract(
        "We propose ZetaFormer-3B, a sparse model. It beats QuokkaNet and HyperSketch on retrieval."
    )
    # The recognizer may add a generic term ("sparse model"); the coined names are these.
    assert {name: label for name, label in _found(found).items() if not name.islower()} == {
        "ZetaFormer-3B": "MODEL",
        "QuokkaNet": "METHOD",
        "HyperSketch": "METHOD",
    }


def test_capitalised_phrases_and_unusual_words_mid_sentence(extract):
    found = extract("We compare against Gradient Lattice Sampling and Zorblat on three graphs.")
    assert _found(found) == {"Gradient Lattice Sampling": "METHOD", "Zorblat": "METHOD"}


def test_a_name_stops_at_a_dash_used_as_punctuation(extract):
    # LaTeX's em dash "---", and "--" before lowercase, end a name; "--" between capitals joins
    found = extract(
        "Two variants of Zorblat---interact differently. We use QuokkaNet--which is small. "
        "The Gorblin--Zorblat bound holds."
    )
    names = set(_found(found))
    assert {"Zorblat", "QuokkaNet", "Gorblin--Zorblat"} <= names
    assert not any("--" in n and not n[n.index("--") + 2 :][:1].isupper() for n in names)


def test_ordinary_capitalised_words_are_not_names(extract):
    found = extract("However, the results are strong. Moreover, Results hold for All of them.")
    assert found.mentions == []


def test_citations_are_not_names(extract):
    found = extract(
        "As in Vaswani et al. (2017), attention is used. "
        "Following Smith and Jones (2020), we train."
    )
    assert found.mentions == []


def test_names_inside_urls_are_masked(extract):
    found = extract("Code is at https://github.com/foo/QuokkaNet and at quokka.io/HyperSketch.")
    assert found.mentions == []


def test_generic_hyphen_suffix_is_dropped(extract):
    found = extract("We use the Quokka-based selector and a ZetaFormer-style model.")
    assert {m.text for m in found.mentions} == {"Quokka", "ZetaFormer"}


def test_dataset_cues(extract):
    found = extract(
        "We evaluate on the FooBar dataset, on a large-scale dataset, on the poker-hand dataset "
        "and on the BlorpBench benchmark."
    )
    assert _found(found) == {"FooBar": "DATASET", "poker-hand": "DATASET", "BlorpBench": "DATASET"}


def test_hardware_cues(extract):
    found = extract(
        "We train on a single NVIDIA RTX 4090, on a NVIDIA Z900, on Zeta9 GPUs and on an Apple M9."
    )
    assert _found(found) == {
        "NVIDIA RTX 4090": "HARDWARE",
        "NVIDIA Z900": "HARDWARE",
        "Zeta9 GPUs": "HARDWARE",
        "Apple M9": "HARDWARE",
    }
    rtx = next(m for m in found.mentions if m.text == "NVIDIA RTX 4090")
    assert rtx.canonical == "NVIDIA GeForce RTX 4090"


def test_unknown_gpu_singular_and_plural_are_one_concept(extract):
    found = extract("We train on one Zeta9 GPU. Then we scale to eight Zeta9 GPUs.")
    canonicals = {m.text: m.canonical for m in found.mentions}
    assert canonicals["Zeta9 GPU"] == canonicals["Zeta9 GPUs"]


def test_a_dataset_cue_over_coordinated_names_gives_each_name(extract):
    found = extract("Experiments on MNIST and FashionMNIST datasets show gains. We propose Foo.")
    datasets = [m.text for m in found.mentions if m.label == "DATASET"]
    assert datasets == ["MNIST", "FashionMNIST"]


def test_a_lexicon_name_matches_in_title_case(extract):
    found = extract("We combine Monte Carlo Tree Search with value networks. It plays Go.")
    by_text = {m.text: m for m in found.mentions}
    assert by_text["Monte Carlo Tree Search"].canonical == "Monte Carlo tree search"
    assert "Monte Carlo" not in by_text


def test_a_long_form_filling_a_bracket_keeps_its_first_word(extract):
    # "Ada (Action Domain Acquisition)" (iclr2024 corpus) lost "Action": a capital after "("
    # was read as a sentence's first word.
    for text, name, cut in [
        (
            "We describe Zib (Neural Quokka Routing for Fleets), a planner.",
            "Neural Quokka",
            "Quokka",
        ),
        ("We present Zorb (Action Plan Induction), a system for robots.", "Action Plan", "Plan"),
    ]:
        texts = {m.text for m in extract(text).mentions}
        assert any(t.startswith(name) for t in texts)
        assert not any(t.startswith(cut) for t in texts)


def test_a_short_form_in_pieces_is_no_long_form(extract):
    text = "We propose a sketch-based detector (QZ- AD) for drift."
    assert "QZ- AD" not in {m.text for m in extract(text).mentions}
