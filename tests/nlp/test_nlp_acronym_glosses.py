"""Acronyms glossed after they stand: "MEMO for Memory-efficient Expandable MOdel"."""

from __future__ import annotations

import pytest

from explorer.nlp.acronym_glosses import find_glosses
from explorer.nlp.resources import common_words

from .pairs import checked_pairs


def _glosses(text: str, defined: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
    return checked_pairs(text, find_glosses(text, 0, common_words(), defined))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose a baseline, denoted as MEMO for Memory-efficient Expandable MOdel. MEMO",
            ("MEMO", "Memory-efficient Expandable MOdel"),
        ),
        (
            "This paper introduces PIXEL, the Pixel-based Encoder of Language, which renders.",
            ("PIXEL", "Pixel-based Encoder of Language"),
        ),
        (
            "we propose a framework — AutoIP, for Automatically Incorporating Physics — that",
            ("AutoIP", "Automatically Incorporating Physics"),
        ),
        (
            "we introduce Synbols -- Synthetic Symbols -- a tool for generating datasets.",
            ("Synbols", "Synthetic Symbols"),
        ),
        (
            "we propose DNS: a DeterminantalPoint Process based Neural Network Sampler that uses",
            ("DNS", "DeterminantalPoint Process based Neural Network Sampler"),
        ),
        (
            "Our agent, DOMiNO, stands for Diversity Optimization Maintaining Near Optimally.",
            ("DOMiNO", "Diversity Optimization Maintaining Near Optimally"),
        ),
        (
            "we propose GAS, a GrAdient Splitting approach that adapts aggregators.",
            ("GAS", "GrAdient Splitting"),
        ),
        (
            "a novel approach named PCAE, short for Progressively Compressed AutoEncoder, to",
            ("PCAE", "Progressively Compressed AutoEncoder"),
        ),
    ],
)
def test_glossed_acronyms(text, expected):
    assert _glosses(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "We use RL for robot learning in the wild.",  # a lowercase phrase is no long form
        # the name goes on in lowercase: better no long form than one cut at "Time"
        "propose MILLET: Multiple Instance Learning for Locally Explainable Time series tasks.",
        # the gloss holds the short form itself: a variant, not a long form
        "we propose Epoch-GD, Epoch-GDA for SCSC problems.",
        "We train BERT, a Transformer for language, on books.",  # letters do not spell it
        "Results on GPU for Training are shown.",  # no word of the gloss starts with G
    ],
)
def test_no_glosses(text):
    assert _glosses(text) == []


def test_a_short_form_defined_in_parentheses_is_left_to_that_definition():
    text = "we propose PIXEL, the Pixel-based Encoder of Language."
    assert _glosses(text, frozenset({"PIXEL"})) == []


def test_glossed_acronym_links_both_forms_in_the_pipeline(nlp):
    doc = nlp("We propose PIXEL, the Pixel-based Encoder of Language, which renders text.")
    pairs = [(p.short, p.long) for p in doc._.acronyms]
    assert pairs == [("PIXEL", "Pixel-based Encoder of Language")]


def test_glossed_long_form_is_a_mention_of_the_short_forms_concept(extract):
    found = extract(
        "We propose NOSMOG, a method to learn NOise-robust Structure-aware MLPs On Graphs. "
        "NOSMOG is robust to noise."
    )
    long_form = "NOise-robust Structure-aware MLPs On Graphs"
    canonical = {m.text: m.canonical for m in found.mentions}
    assert canonical.get("NOSMOG") == canonical.get(long_form) == long_form
