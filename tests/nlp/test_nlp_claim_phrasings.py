"""Claim phrasings beyond a number glued to its unit (resources/nlp/claims.json says why each is
there): ranges, LaTeX-wrapped numbers, metric units, sizes stated as results, a metric's bare
value, bare gains listed after "by", multipliers in words; and what is not a claim."""

from __future__ import annotations

import pytest


def _texts(extraction) -> list[str]:
    return [c.text for c in extraction.claims]


@pytest.mark.parametrize(
    ("abstract", "claims"),
    [
        # a range's first number takes the unit of its second
        ("It saves 7.3-12.9x memory.", ["7.3x", "12.9x"]),
        ("It improves accuracy by 3.2–15.2%.", ["3.2%", "15.2%"]),
        ("The effect occurs 475-550ms after onset.", ["475ms", "550ms"]),
        ("It converges 1.1--3× faster.", ["1.1×", "3×"]),
        ("It is 2 to 5 times faster.", ["2 times", "5 times"]),
        ("Gains reach 5.22%-6.40% on CIFAR-10.", ["5.22%", "6.40%"]),
        # numbers in LaTeX math
        ("It needs only $12$ minutes of gameplay.", ["12 minutes"]),
        ("Labelling $50$% of the data is enough.", ["50%"]),
        (r"It reaches $100\\%$ accuracy.", ["100%"]),
        (r"Quantization is $16.2\times$ faster.", ["16.2×"]),
        # metric names written as units, and points with what they count
        ("It boosts pose estimation by 4.5 AP on COCO.", ["4.5 AP"]),
        ("It gains 2.1 BLEU and 3 mAP over the baseline.", ["2.1 BLEU", "3 mAP"]),
        ("It gains up to 12 precision points on zero-shot tests.", ["12 precision points"]),
        ("Accuracy rises by 3.8 pp.", ["3.8 pp"]),
        ("H3 comes within 0.4 PPL of Transformers on OpenWebText.", ["0.4 PPL"]),
        # orders of magnitude counted in digits, in a range, or by "one"
        (
            "It is 2 to 3 orders of magnitude faster than Newton-Raphson.",
            ["2 orders of magnitude", "3 orders of magnitude"],
        ),
        ("Its cost is around one order of magnitude smaller.", ["one order of magnitude"]),
        # a metric's value as a bare number
        ("It achieves an FID score of 2.26 on CIFAR10.", ["2.26"]),
        (r"It sets a new state of the art on COCO (\ie, FID = 5.25).", ["5.25"]),
        ("It reconstructs prompts with a BLEU of $59$ and F1 of $77$.", ["59", "77"]),
        # a bare difference, and bare gains listed after "by"
        ("It comes within only 0.33 difference in average error.", ["0.33"]),
        (
            "BabelTower outperforms the state of the art by 1.79, 6.09, and 9.39 in terms of BLEU.",
            ["1.79", "6.09", "9.39"],
        ),
        # sizes where the paper states them as results
        ("We compiled a corpus of 1 million user conversations.", ["1 million"]),
        (
            "MogaNet hits 80.0% accuracy with 5.2M and 181M parameters.",
            ["80.0%", "5.2M", "181M"],
        ),
        ("Our model is smaller, saving 17M parameters.", ["17M"]),
        ("We introduce a dataset of more than 2.5 million images.", ["2.5 million"]),
        # a dataset the paper used is setup, also beside a result
        ("It is 15x faster than k-means on a synthetic dataset of 1 million samples.", ["15x"]),
        # multipliers in words before a comparison
        ("Our solver is two times faster than Gurobi.", ["two times"]),
        ("It is twice as fast as the baseline.", ["twice"]),
    ],
)
def test_claim_phrasings(extract, abstract, claims):
    assert _texts(extract(abstract)) == claims


@pytest.mark.parametrize(
    "abstract",
    [
        "Our contributions are threefold: a new loss, a proof and a benchmark.",
        "This paper makes twofold contributions.",
        "The largest language models contain upwards of 100B parameters.",
        "We pretrain a model with up to 1.3 billion parameters.",
        "We fine-tune it using only 200M training frames.",
        "We train LLaMA on 2T tokens.",
        "We serve OPT-175B on a single 16GB GPU.",
        "Experiments run on one NVIDIA A100 GPU (80GB).",
        "We repeat the experiment three times.",
        "The bound is at least $1/2$ times the optimum.",
        "We use the 80 Million Tiny Images dataset.",
        "We evaluate on the QM9 dataset (134k molecules).",
        "Dropout is 1) cheap and 2) simple; we improve it by 1) a schedule.",
    ],
)
def test_not_claims(extract, abstract):
    assert extract(abstract).claims == []


def test_a_fold_word_that_compares_is_still_a_claim(extract):
    found = extract("The method is orders of magnitude faster than the state of the art.")
    assert _texts(found) == ["orders of magnitude"]


def test_a_range_gives_two_claims_with_their_own_offsets(extract):
    abstract = "TinyTL provides 7.3-12.9x memory saving."
    first, second = extract(abstract).claims
    assert (first.value, first.unit, second.value, second.unit) == (7.3, "x", 12.9, "x")
    assert abstract[first.start : first.end] == "7.3"
    assert abstract[second.start : second.end] == "12.9x"


def test_a_latex_claim_keeps_its_offsets_in_the_abstract(extract):
    abstract = "It needs only $12$ minutes of gameplay."
    (claim,) = extract(abstract).claims
    assert claim.text == "12 minutes"
    assert abstract[claim.start : claim.end] == "12$ minutes"
