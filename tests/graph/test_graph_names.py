"""explorer.graph.names: what two spellings of one concept share, and what is no concept."""

import pytest

from explorer.graph.names import (
    abbreviates,
    clean_name,
    fold_key,
    inside_citation,
    inside_math,
    is_venue,
    split_coordination,
    unbalanced,
)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Markov decision processes", "Markov Decision Process"),  # inflection and case
        ("partial differential equations'", "partial differential equation"),  # possessive
        ("large language models~", "Large Language Models'"),  # trailing junk
        ("pre-trained language model", "pretrained language models"),  # hyphen
        ("GFlowNets", "GFlowNet"),
        ("DAGs", "DAG"),
        ("ImageNet-1K", "ImageNet1K"),
        (r"$\mathrm{SeparatorFactorization}$", "SeparatorFactorization"),  # LaTeX
        ("BERT$_{LARGE}$", "BERT-large"),
        ("Bayesian optimisation", "Bayesian optimization"),
        ("Nesterov's accelerated gradient method", "Nesterov accelerated gradient method"),
    ],
)
def test_variants_fold_alike(a, b):
    assert fold_key(a) == fold_key(b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("DP-SGD", "differential privacy"),
        ("CIFAR-10", "CIFAR-100"),
        ("analysis", "analyst"),
        ("LLaMA-2-7B", "LLaMA-2-13B"),
    ],
)
def test_different_concepts_fold_apart(a, b):
    assert fold_key(a) != fold_key(b)


def test_singular_and_plural_of_irregular_words_fold_alike():
    assert fold_key("bias") == fold_key("biases")
    assert fold_key("analysis") == fold_key("analyses")
    assert fold_key("policies") == fold_key("policy")


def test_clean_name_drops_latex_emphasis_of_initials():
    assert clean_name(r"$\underline{E}$fficient $\underline{L}$abel") == "Efficient Label"
    assert clean_name("``Edge of Stability''") == "Edge of Stability"


def test_coordinated_lists_split_only_into_names():
    assert split_coordination("SVHN and TinyImageNet") == ["SVHN", "TinyImageNet"]
    assert split_coordination("e.g., LLaMA and OPT") == ["LLaMA", "OPT"]
    assert split_coordination("XSum, CNN/DailyMail, Gigaword, and CommonGen") == [
        "XSum",
        "CNN/DailyMail",
        "Gigaword",
        "CommonGen",
    ]
    assert split_coordination("reparameterization and convexification") == [
        "reparameterization and convexification"
    ]
    assert split_coordination("LoRA") == ["LoRA"]


def test_citation_and_maths_fragments_are_recognised():
    text = "as shown in [Price, Song and Woodruff, ICALP'17], we bound $\\mathsf{Var}^\\star$."
    start = text.index("ICALP")
    assert inside_citation(text, start, start + 5)
    assert is_venue("ICALP") and is_venue("NeurIPS'20") and not is_venue("LoRA")
    assert inside_math(text, text.index("Var"))
    assert not inside_math(text, text.index("bound"))
    plain = "We use [12] and LoRA [Hu et al.] too."
    assert not inside_citation(plain, plain.index("LoRA"), plain.index("LoRA") + 4)
    assert unbalanced("RepBAI-LB) and best policy") and not unbalanced("SE(3)-Transformer")


def test_an_acronym_must_be_spelt_by_its_long_form():
    assert abbreviates("MDP", "Markov decision process")
    assert abbreviates("MDPs", "Markov decision processes")
    assert abbreviates("DP-SGD", "differentially private stochastic gradient descent")
    assert not abbreviates("DP-SGD", "differential privacy")
    assert not abbreviates("SDXL", "Stable Diffusion")


def test_the_graph_layer_imports_no_spacy():
    # Opening a cached corpus builds no pipeline: resolving names must not pull spaCy in.
    import subprocess
    import sys

    code = (
        "import sys, explorer.graph.build, explorer.graph.taxonomy, explorer.store.cache;"
        "sys.exit('spacy' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
