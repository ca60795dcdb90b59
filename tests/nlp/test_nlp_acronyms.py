"""Acronym definitions (Schwartz-Hearst), both directions, and their uses in the pipeline."""

from __future__ import annotations

import pytest

from explorer.nlp.acronyms import AcronymPair, find_pairs, is_short_form, match_long_form, uses
from explorer.nlp.resources import common_words

from .pairs import checked_pairs


@pytest.mark.parametrize("text", ["CASE", "mAIHT", "QA-SFT", "SNNs", "LoRA", "GPU"])
def test_short_forms(text):
    assert is_short_form(text)


@pytest.mark.parametrize("text", ["see Table 1", "Table", "A", "x", "a-b", "ABCDEFGHIJKLMN"])
def test_not_short_forms(text):
    assert not is_short_form(text, common_words())


def test_single_capital_short_form_needs_the_common_word_list():
    assert not is_short_form("Olica")
    assert is_short_form("Olica", common_words())
    assert not is_short_form("Model", common_words())  # an ordinary word


def test_match_long_form_skips_leading_words():
    text = "we propose Challenger Arm Sampling for Exemplar selection"
    assert text[match_long_form("CASE", text) :] == "Challenger Arm Sampling for Exemplar selection"
    assert match_long_form("XYZ", text) is None


def _pairs(text: str) -> list[tuple[str, str]]:
    return checked_pairs(text, find_pairs(text, 0, common_words()))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose Challenger Arm Sampling for Exemplar selection (CASE), a bandit.",
            ("CASE", "Challenger Arm Sampling for Exemplar selection"),
        ),
        ("We use Quantization-Aware Training (QAT) here.", ("QAT", "Quantization-Aware Training")),
        ("We use Token-Level Quantization (LQ) here.", ("LQ", "Token-Level Quantization")),
        ("Mixture-of-Experts (MoE) layers are sparse.", ("MoE", "Mixture-of-Experts")),
        ("Large vision-language models (VLMs) are slow.", ("VLMs", "vision-language models")),
        ("We apply low-rank adaptation (LoRA; Hu et al.) to it.", ("LoRA", "low-rank adaptation")),
        (
            "We propose Orthogonal linear calibration (Olica).",
            ("Olica", "Orthogonal linear calibration"),
        ),
        (
            "We study CASE (Challenger Arm Sampling for Exemplar selection) here.",
            ("CASE", "Challenger Arm Sampling for Exemplar selection"),
        ),
    ],
)
def test_find_pairs(text, expected):
    assert _pairs(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "The gains are large (see Table 1) on every task.",
        "as shown before (Smith et al., 2020).",
        "We propose a Model (Model) here.",
        "The error drops (p < 0.05) in all runs.",
    ],
)
def test_no_pairs(text):
    assert _pairs(text) == []


def test_offsets_are_shifted_by_the_sentence_offset():
    (pair,) = find_pairs("Key-Value (KV) cache", offset=100)
    assert (pair.long_start, pair.long_end, pair.short_start, pair.short_end) == (
        100,
        109,
        111,
        113,
    )


def test_later_uses_of_a_short_form_share_the_long_forms_concept(extract):
    abstract = (
        "We propose Challenger Arm Sampling for Exemplar selection (CASE), a bandit method. "
        "CASE is fast. Several CASEs were run."
    )
    found = extract(abstract)
    long_form = "Challenger Arm Sampling for Exemplar selection"
    uses = [m for m in found.mentions if m.text in ("CASE", "CASEs")]
    assert [m.text for m in uses] == ["CASE", "CASE", "CASEs"]
    assert {(m.label, m.canonical) for m in uses} == {("METHOD", long_form)}
    assert any(m.text == long_form and m.canonical == long_form for m in found.mentions)


def test_reverse_definition_links_both_forms(extract):
    found = extract("We study CASE (Challenger Arm Sampling for Exemplar selection) in detail.")
    by_text = {m.text: m for m in found.mentions}
    long_form = "Challenger Arm Sampling for Exemplar selection"
    assert by_text["CASE"].canonical == by_text[long_form].canonical == long_form
    assert by_text["CASE"].label == by_text[long_form].label


def test_single_capital_acronym_in_the_pipeline(extract):
    found = extract("We propose Orthogonal linear calibration (Olica) for pruning. Olica is cheap.")
    olica = [m for m in found.mentions if m.text == "Olica"]
    assert len(olica) == 2
    assert {m.canonical for m in olica} == {"Orthogonal linear calibration"}


def test_hyphenated_long_form_in_the_pipeline(extract):
    found = extract("We apply sparsity-aware low-rank adaptation (SALR) to models. SALR helps.")
    salr = [m for m in found.mentions if m.text == "SALR"]
    assert len(salr) == 2
    assert {m.canonical for m in salr} == {"sparsity-aware low-rank adaptation"}


def test_a_short_form_inside_a_longer_word_is_not_a_use(extract):
    abstract = (
        "We use a Sparse Mixture Layer (SML). The SMLX unit differs from each SML and preSML."
    )
    found = extract(abstract)
    uses = [m for m in found.mentions if m.canonical == "Sparse Mixture Layer"]
    assert [m.text for m in uses] == ["Sparse Mixture Layer", "SML", "SML"]
    assert [abstract[m.start : m.end] for m in uses] == [m.text for m in uses]


_USES_TEXT = (
    "SNN and SNNs, SNN-based nets, SNN--, -SNN, XSNN, SNNx, (SNN) SNN. MoE-s MoEs QA-SFT QA-SFTs "
    "A.B A.Bs"
)


@pytest.mark.parametrize("extra", [0, 12], ids=["few short forms", "many short forms"])
def test_uses_finds_whole_words_only_whatever_the_number_of_short_forms(extra):
    shorts = ["SNN", "MoE", "QA-SFT", "A.B"] + [f"ZZ{i}Q" for i in range(extra)]
    pairs = [AcronymPair(s, "long form", 0, 0, 0, 0) for s in shorts]
    found = [_USES_TEXT[s:e] for s, e in uses(_USES_TEXT, pairs)]
    # "A.B" is never a word of its own; "SNN--" is the word "SNN" with trailing hyphens
    assert found == ["SNN", "SNNs", "SNN", "SNN", "SNN", "MoEs", "QA-SFT", "QA-SFTs"]


def test_a_parenthesis_of_examples_is_not_a_long_form(extract):
    found = extract("It applies to LLMs (e.g., LLaMA and OPT) and to CNNs (such as ResNet).")
    assert [m.text for m in found.mentions if "e.g." in m.text or "such as" in m.text] == []
    assert {"LLaMA", "OPT"} <= {m.text for m in found.mentions}


def test_long_form_leaves_its_closing_quote_out():
    text = "we encode gates in a novel 'quokka path feature' (QPF) of the net"
    (pair,) = find_pairs(text)
    assert (pair.short, pair.long) == ("QPF", "quokka path feature")


def test_long_form_running_back_past_an_apposition_is_cut_there():
    text = "We present a novel net using sketches, the Quokka Transformer (QuokkaFormer), which"
    (pair,) = find_pairs(text)
    assert pair.long == "Quokka Transformer"
    assert text[pair.long_start : pair.long_end] == "Quokka Transformer"


def test_lowercase_apposition_gives_no_long_form():
    text = "We present a scheme in nets, the wave network (PsiNet), which"
    assert [p.long for p in find_pairs(text)] == []


def test_a_short_form_after_or_inside_the_parentheses_is_defined():
    text = "We introduce a block called the Linear Recurrent Unit (or LRU) that is fast."
    pairs = find_pairs(text)
    assert [(p.short, p.long) for p in pairs] == [("LRU", "Linear Recurrent Unit")]
    assert text[pairs[0].short_start : pairs[0].short_end] == "LRU"
    assert find_pairs("Both models (or neither) work.") == []


def test_long_form_leaves_the_brace_of_a_latex_group_out():
    text = "we propose a {projected Stein variational gradient descent} (pSVGD) method"
    assert _pairs(text) == [("pSVGD", "projected Stein variational gradient descent")]


def test_a_long_form_running_into_a_formula_is_no_long_form():
    assert _pairs("reduce the cost from $O(MN+N^2)$ to $O(M+N)$ (M+N) time") == []


def test_a_task_head_after_a_defined_short_form_belongs_to_the_name(extract):
    found = extract(
        "We study out-of-distribution (OOD) detection for images. OOD detection is hard, "
        "and OOD data are rare."
    )
    by_text = {m.text: m for m in found.mentions}
    first, later = by_text["out-of-distribution (OOD) detection"], by_text["OOD detection"]
    assert first.canonical == later.canonical == "out-of-distribution detection"
    assert first.label == later.label == "TASK"
    assert "out-of-distribution" not in by_text  # the name is no longer cut before its head


def test_a_generic_noun_after_a_short_form_stays_out_of_the_name(extract):
    found = extract("We use reinforcement learning (RL) algorithms. RL algorithms are slow.")
    assert {m.canonical for m in found.mentions} == {"reinforcement learning"}
