"""The sentence splitter draws the boundaries spaCy's Sentencizer draws, and caches them."""

from __future__ import annotations

import json

import pytest
import spacy

from explorer.nlp.candidates import sentence_bounds
from explorer.nlp.sentences import SentenceSplitter
from explorer.paths import DEFAULT_CORPUS

_ODD = [
    "",
    " ",
    "...",
    "no final stop",
    "a. . b",
    "!!",
    "Hi!  Yes?\n\nNo.",
    ". a",
    "It runs 2.5× faster (see Sec. 3). Really?! Yes… and “quoted.” Next",
    "Ends with spaces.   ",
]


def _texts() -> list[str]:
    lines = DEFAULT_CORPUS.read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["abstract"] for line in lines if line.strip()] + _ODD


@pytest.mark.parametrize("text", _texts())
def test_same_sentences_as_spacy_sentencizer(text):
    nlp = spacy.blank("en")
    reference = nlp.add_pipe("sentencizer")(nlp.make_doc(text))
    doc = SentenceSplitter(nlp)(nlp.make_doc(text))
    assert [t.is_sent_start for t in doc] == [t.is_sent_start for t in reference]
    expected = [(s.start_char, s.end_char) for s in reference.sents]
    assert [(s.start_char, s.end_char) for s in doc.sents] == expected
    assert sentence_bounds(doc) == expected
    assert sentence_bounds(reference) == expected  # read from the token arrays


def test_the_pipeline_splits_sentences(nlp):
    doc = nlp("We propose TabFlex. It is fast! Is it? Yes.")
    assert [s.text for s in doc.sents] == ["We propose TabFlex.", "It is fast!", "Is it?", "Yes."]


def test_the_pipeline_tokens_and_the_attributes_it_reads_are_spacys():
    # build_pipeline computes only the lexical attributes its components read
    # (LEXICAL_ATTRIBUTES): the tokens and those attributes stay what spaCy's English gives.
    from spacy.attrs import IDX, ORTH

    from explorer.nlp.pipeline import LEXICAL_ATTRIBUTES, build_pipeline

    nlp, reference = build_pipeline(recognizer=None), spacy.blank("en")
    columns = [ORTH, IDX, *LEXICAL_ATTRIBUTES]
    for text in _texts():
        doc, expected = nlp.make_doc(text), reference.make_doc(text)
        assert [t.text for t in doc] == [t.text for t in expected]
        assert (doc.to_array(columns) == expected.to_array(columns)).all()
