"""Abstracts longer than spaCy's ``nlp.max_length`` are read in pieces, not refused (E088)."""

from __future__ import annotations

import json

import pytest

from explorer.model import Paper
from explorer.nlp.extract import extract_papers
from explorer.nlp.longtext import pieces, shifted
from explorer.nlp.pipeline import build_pipeline
from explorer.nlp.serial import WINDOW

#: Sentences that each stand alone (no acronym defined in one and used in another).
SENTENCES = [
    "We propose QuokkaNet#, which is 2.5× faster than TabPFN on ImageNet with A100 GPUs. ",
    "Training with \\textit{Wombat#} cuts memory by 48.7$\\times$ on CIFAR-10. ",
    "Our method improves accuracy by #% over LoRA on the GLUE benchmark! ",
    "Federated learning with **Kiwi#** scales to 64 TPUs? ",
]


def _abstract(n: int) -> str:
    return "".join(SENTENCES[i % len(SENTENCES)].replace("#", str(i)) for i in range(n))


def _found(extraction) -> dict:
    record = extraction.to_dict()
    return {key: record[key] for key in ("mentions", "proposed", "claims", "label")}


@pytest.fixture(scope="module")
def short_pipeline():
    """The real pipeline with spaCy's length limit at 1,000 characters."""
    nlp = build_pipeline(doc_entities=False)
    nlp.max_length = 1_000
    return nlp


def test_pieces_end_sentences_and_cover_the_text():
    text = _abstract(60)
    cut = pieces(text, 1_000)
    assert cut[0][0] == 0 and cut[-1][1] == len(text)
    assert all(a[1] == b[0] for a, b in zip(cut, cut[1:], strict=False))
    assert all(0 < end - start <= 1_000 for start, end in cut)
    assert all(text[:end].rstrip()[-1] in ".!?" for _, end in cut)


def test_pieces_cut_at_a_space_or_anywhere_when_no_sentence_ends():
    assert pieces("aaaa bbbb cccc", 7) == [(0, 5), (5, 10), (10, 14)]
    assert pieces("a" * 10, 4) == [(0, 4), (4, 8), (8, 10)]
    assert shifted([(3, 12)], 5, 10) == [(0, 5)]


def test_a_text_over_the_limit_gives_what_the_whole_text_gives(nlp, short_pipeline):
    paper = Paper(id="long", abstract=_abstract(60), title="")
    assert len(paper.abstract) > 3_000
    (whole,) = extract_papers([paper], nlp=nlp)
    (in_pieces,) = extract_papers([paper], nlp=short_pipeline)
    assert _found(in_pieces) == _found(whole)
    assert len(whole.mentions) > 40 and len(whole.claims) > 20
    for mention in in_pieces.mentions:  # offsets into the abstract as written
        written = paper.abstract[mention.start : mention.end]
        assert written == mention.text or "\\" in written or "*" in written
        assert paper.abstract.startswith(mention.sentence[:8], mention.sent_start)


@pytest.mark.slow
def test_an_abstract_over_a_million_characters_is_extracted(nlp):
    # a coined name: the proposed-name scorer drops a name the lexicon knows (LoRA)
    text = "We propose ZetaLoRA on A100 GPUs. " * 40_000  # 1,360,000 characters
    assert len(text) > nlp.max_length
    (extraction,) = extract_papers([Paper(id="huge", abstract=text)], nlp=nlp)
    assert len(extraction.mentions) == 2 * 40_000
    assert extraction.mentions[-1].end == len(text) - len(" GPUs. ") + len(" GPUs")
    assert extraction.proposed == ["ZetaLoRA"]


def test_a_sentence_without_an_end_does_not_ride_along_with_every_mention(nlp):
    text = "We use QuokkaNet and " * 3_000  # 63,000 characters, no sentence end
    (extraction,) = extract_papers([Paper(id="endless", abstract=text)], nlp=nlp)
    assert len(extraction.mentions) == 3_000
    for mention in extraction.mentions:
        assert mention.text in mention.sentence
        assert len(mention.sentence) <= 2 * WINDOW + len(mention.text)
        assert text.startswith(mention.sentence, mention.sent_start)
    # was 3,000 copies of the whole text: a 190 MB line
    assert len(json.dumps(extraction.to_record())) < 1_000 * len(extraction.mentions)
