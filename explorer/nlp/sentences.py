"""Sentence boundaries with the rule of spaCy's sentencizer, visiting only punctuation tokens.

spaCy's ``Sentencizer`` makes a Python ``Token`` for every token of the doc; on these abstracts
that cost a sixth of the tokenizer's time. This component reads the token columns once and looks
only at punctuation: a sentence starts at the first token after a sentence-final punctuation
token that is neither punctuation nor sentence-final itself (spaCy's rule, same boundaries). It
sets ``Token.is_sent_start``, so ``doc.sents`` works, and records the character bounds that the
other components read through :func:`explorer.nlp.candidates.sentence_bounds`.
"""

from __future__ import annotations

import numpy
from spacy.attrs import IDX, IS_PUNCT, LENGTH, ORTH, SENT_START
from spacy.language import Language
from spacy.pipeline import Sentencizer
from spacy.tokens import Doc

from explorer.nlp.learned.features import keep_token_columns


def sentence_starts(orth: list[int], punct: list[int], finals: frozenset[int]) -> list[int]:
    """Indices of the tokens that start a sentence; token 0 always does.

    ``orth`` holds each token's ORTH id, ``punct`` the indices of the punctuation tokens (in
    order) and ``finals`` the ORTH ids of the sentence-final characters.

    Examples
    --------
    >>> # "a . b . . c" with 9 for ".": sentences start at "a", "b" and "c"
    >>> sentence_starts([1, 9, 2, 9, 9, 3], [1, 3, 4], frozenset({9}))
    [0, 2, 5]
    """
    if not orth:
        return []
    starts = [0]
    skippable = set(punct)
    after = -1  # tokens up to here belong to the sentence that ends at a final character
    for index in punct:
        if index <= after or orth[index] not in finals:
            continue
        after = index + 1
        while after < len(orth) and (after in skippable or orth[after] in finals):
            after += 1
        if after < len(orth):
            starts.append(after)
    return starts


class SentenceSplitter:
    """Set sentence starts with the rule of spaCy's ``Sentencizer`` and cache char bounds."""

    def __init__(self, nlp: Language, punct_chars: list[str] | None = None):
        chars = punct_chars or Sentencizer.default_punct_chars
        self.finals = frozenset(nlp.vocab.strings.add(c) for c in chars)

    def __call__(self, doc: Doc) -> Doc:
        if not len(doc):
            doc.user_data["sentence_bounds"] = []
            return doc
        # One read of the token columns serves this component and the recognizer, which
        # reads the words and their bounds (explorer.nlp.learned.features.token_ids).
        columns = doc.to_array([ORTH, IS_PUNCT, IDX, LENGTH])
        punct = numpy.flatnonzero(columns[:, 1]).tolist()
        starts = sentence_starts(columns[:, 0].tolist(), punct, self.finals)
        flags = numpy.full((len(doc), 1), -1, dtype=numpy.int64)
        flags[starts, 0] = 1
        doc.from_array([SENT_START], flags.astype(numpy.uint64))
        token_starts, token_ends = keep_token_columns(doc, columns[:, 0], columns[:, 2:])
        stops = [*starts[1:], len(doc)]
        doc.user_data["sentence_bounds"] = [
            (token_starts[first], token_ends[stop - 1])
            for first, stop in zip(starts, stops, strict=True)
        ]
        return doc


@Language.factory("explorer_sentencizer")
def make_sentence_splitter(nlp: Language, name: str) -> SentenceSplitter:
    """Factory for :class:`SentenceSplitter` with spaCy's default sentence-final characters."""
    return SentenceSplitter(nlp)
