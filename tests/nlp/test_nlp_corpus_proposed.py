"""The corpus pass's evidence on proposed names: a name other papers already use is not new."""

from __future__ import annotations

from explorer.model import Paper
from explorer.nlp.corpus_pass import PassOptions, corpus_pass
from explorer.nlp.extract import extract_papers

DEFINES = "We propose a Spectral Token Mixer (STM) to denoise point clouds."
USERS = [
    "We train a Spectral Token Mixer (STM) on faces and study its modes.",
    "An STM with spectral normalization is stable; we analyse the Spectral Token Mixer.",
    "We compare the Spectral Token Mixer (STM) with diffusion models on CIFAR-10.",
]
COINS = "We propose ZetaWalk, a sampler for graphs. ZetaWalk outperforms DeepWalk."
ADOPTS = "We use ZetaWalk to sample graphs and find that ZetaWalk scales to large graphs."


def _extract(nlp, texts: list[str], years: list[int]) -> list:
    pairs = enumerate(zip(texts, years, strict=True))
    papers = [Paper(f"p{i}", text, year=year) for i, (text, year) in pairs]
    return extract_papers(papers, nlp=nlp, use_titles=False)


def test_a_name_other_papers_of_its_year_use_is_not_proposed(nlp):
    extractions = _extract(nlp, [DEFINES, *USERS], [2020] * 4)
    assert extractions[0].proposed == ["Spectral Token Mixer", "STM"]  # the paper's own pass
    assert corpus_pass(extractions)[0].proposed == []
    kept = corpus_pass(extractions, PassOptions(proposed_min_others=0))
    assert kept[0].proposed == extractions[0].proposed


def test_the_paper_that_coined_a_name_keeps_it_when_later_papers_adopt_it(nlp):
    extractions = _extract(nlp, [COINS, ADOPTS, ADOPTS, ADOPTS], [2019, 2021, 2022, 2022])
    assert extractions[0].proposed == ["ZetaWalk"]
    assert corpus_pass(extractions)[0].proposed == ["ZetaWalk"]
    # the same papers in one year: three others name it, so it is no longer new
    same_year = _extract(nlp, [COINS, ADOPTS, ADOPTS, ADOPTS], [2022] * 4)
    assert corpus_pass(same_year)[0].proposed == []
