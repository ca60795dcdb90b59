"""Canonical names, model families and labels: variants of one name become one concept."""

from __future__ import annotations

import pytest

from explorer.nlp.canonical import canonical_form, label_from_head, looks_like_model, model_family


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Mixtral-8×7B", "Mixtral-8x7B"),
        ("  Mixtral-8x7B , ", "Mixtral-8x7B"),
        ("CAVs", "CAV"),
        ("LLMs", "LLM"),
        ("Efron's", "Efron's"),
        ("Neural\n  Tangent Kernel", "Neural Tangent Kernel"),
        ("QuokkaNets", "QuokkaNets"),  # only all-capital acronyms lose a plural s
    ],
)
def test_canonical_form(text, canonical):
    assert canonical_form(text) == canonical


@pytest.mark.parametrize(
    ("name", "family"),
    [
        ("LLaMA-7B", "LLaMA"),
        ("LLaMA2-7B", "LLaMA 2"),
        ("Llama-3-8B", "LLaMA 3"),
        ("LLaMA 30B", "LLaMA"),  # a size, not version 3
        ("LLaMA-65B", "LLaMA"),
        ("Mixtral-8x7B", "Mixtral"),
        ("GPT-2 medium", "GPT-2"),
        ("ViT-S/16", "ViT"),  # not "VITS", the speech model, an all-capitals family
        ("VITS", "VITS"),
        ("FLAN-T5-XL", "Flan-T5"),  # all capitals: the family's own case is not needed
        ("LLaMa-7B", "LLaMA"),
        ("Pythia-1.4B", "Pythia"),
        ("QuokkaNet", ""),
        ("Lambda", ""),
        # spaces and hyphens inside the family's spelling are skipped, and not after it
        ("L-La-MA 2-7B", "LLaMA 2"),
        ("llama - 3 8b", "LLaMA 3"),
        ("GPT2", "GPT-2"),
        ("\tLLaMA", ""),  # only spaces and hyphens are skipped
        ("LLaMAİ", ""),  # a capital whose lowercase is longer after the family
    ],
)
def test_model_family(name, family):
    assert model_family(name) == family


def test_looks_like_model():
    assert looks_like_model("ZetaFormer-3B")  # a parameter count, family unknown
    assert looks_like_model("LLaMA-7B")
    assert not looks_like_model("QuokkaNet")
    assert not looks_like_model("3B")


@pytest.mark.parametrize(
    ("name", "label"),
    [
        ("vision-language model", "MODEL"),
        ("FooBar dataset", "DATASET"),
        ("Zeta9 GPU", "HARDWARE"),
        ("image classification", "TASK"),
        ("classification", None),  # a task head alone says nothing
        ("QuokkaNet", None),
        ("", None),
    ],
)
def test_label_from_head(name, label):
    assert label_from_head(name) == label


def test_variants_in_a_paper_share_canonical_names_and_families(extract):
    found = extract(
        "We compare Mixtral-8×7B and Mixtral-8x7B with LLaMA-7B and Llama-3-8B "
        "on an A100 GPU and two A100 GPUs."
    )
    got = [(m.text, m.label, m.canonical, m.family) for m in found.mentions]
    assert got == [
        ("Mixtral-8×7B", "MODEL", "Mixtral-8x7B", "Mixtral"),
        ("Mixtral-8x7B", "MODEL", "Mixtral-8x7B", "Mixtral"),
        ("LLaMA-7B", "MODEL", "LLaMA-7B", "LLaMA"),
        ("Llama-3-8B", "MODEL", "Llama-3-8B", "LLaMA 3"),
        ("A100 GPU", "HARDWARE", "NVIDIA A100", ""),
        ("A100 GPUs", "HARDWARE", "NVIDIA A100", ""),
    ]


def test_model_variant_words_join_the_name(extract):
    found = extract("We fine-tune GPT-2 medium and LLaMA 7B.")
    assert [(m.text, m.canonical, m.family) for m in found.mentions] == [
        ("GPT-2 medium", "GPT-2 medium", "GPT-2"),
        ("LLaMA 7B", "LLaMA-7B", "LLaMA"),
    ]


def test_space_and_hyphen_spellings_share_a_canonical_name(extract):
    found = extract("We fine-tune LLaMA-7B. Then LLaMA 7B is distilled.")
    assert len({m.canonical for m in found.mentions}) == 1
