"""Quantitative claims: number and unit as written, what they measure, no model sizes."""

from __future__ import annotations

import pytest


def _claims(extraction) -> list[tuple[str, float, str]]:
    return [(c.text, c.value, c.unit) for c in extraction.claims]


@pytest.mark.parametrize(
    ("abstract", "claims"),
    [
        ("Our method achieves a 7× speedup.", [("7×", 7.0, "×")]),
        ("It reduces memory by 87% on average.", [("87%", 87.0, "%")]),
        (r"It is up to 48.7$\times$ faster.", [("48.7×", 48.7, "×")]),
        ("It is x1.4 cheaper and 3X smaller.", [("x1.4", 1.4, "x"), ("3X", 3.0, "x")]),
        ("We observe a threefold gain.", [("threefold", 3.0, "fold")]),
        ("It gives a 10-fold reduction.", [("10-fold", 10.0, "-fold")]),
        ("The model fits in 11GB of memory.", [("11GB", 11.0, "GB")]),
        (
            "It uses two orders of magnitude less energy.",
            [("two orders of magnitude", 100.0, "orders of magnitude")],
        ),
        (
            "It is an order of magnitude faster, with order-of-magnitude and "
            "four orders of magnitude gains.",
            [
                ("order of magnitude", 10.0, "orders of magnitude"),
                ("order-of-magnitude", 10.0, "orders of magnitude"),
                ("four orders of magnitude", 10000.0, "orders of magnitude"),
            ],
        ),
        (
            "Accuracy rises by 3.8 percentage points.",
            [("3.8 percentage points", 3.8, "percentage points")],
        ),
        (
            "It improves accuracy by 12.5 % and 2.5 times.",
            [("12.5 %", 12.5, "%"), ("2.5 times", 2.5, "times")],
        ),
        (r"Error drops by 30\% overall.", [("30%", 30.0, "%")]),
        ("Serving runs at 1,200 tokens/s.", [("1,200 tokens/s", 1200.0, "tokens/s")]),
        (
            "Training takes 5 seconds instead of 3.5 hours.",
            [("5 seconds", 5.0, "seconds"), ("3.5 hours", 3.5, "hours")],
        ),
    ],
)
def test_claims(extract, abstract, claims):
    assert _claims(extract(abstract)) == claims


@pytest.mark.parametrize(
    "abstract",
    [
        "We fine-tune LLaMA3-8B and ViT-B/16 on ImageNet.",
        "We train 0.5B parameter models and a 7B model with 1,024 GPUs in 2023.",
        "Top-1 accuracy on CIFAR-10 is reported in Table 3.",
    ],
)
def test_no_claims(extract, abstract):
    assert extract(abstract).claims == []


def test_no_claim_inside_a_mixture_model_name(extract):
    assert extract("We fine-tune Mixtral-8×7B on code.").claims == []


def test_decades_are_not_durations(extract):
    assert extract("Unlike the baselines of the 2020s, ours is simple.").claims == []


def test_claim_kinds(extract):
    found = extract(
        "Our method runs 7× faster. Memory use drops by 87%. "
        "Accuracy improves by 2%. It needs only 11GB."
    )
    assert [(c.text, c.kind) for c in found.claims] == [
        ("7×", "speedup"),
        ("87%", "memory"),
        ("2%", "accuracy"),
        ("11GB", "memory"),
    ]


def test_claim_kind_comes_from_the_nearest_words(extract):
    found = extract("Our method achieves a 7× speedup and reduces memory by 87%.")
    assert [(c.text, c.kind) for c in found.claims] == [("7×", "speedup"), ("87%", "memory")]


def test_claim_offsets_and_sentences(extract):
    abstract = "We study sparse models. Our method achieves a 7× speedup and 87% less memory."
    found = extract(abstract)
    for claim in found.claims:
        assert abstract[claim.start : claim.end] == claim.text
        assert claim.sentence == "Our method achieves a 7× speedup and 87% less memory."
        assert claim.sent_start == abstract.index("Our")
