"""Lexicon component: known names from spaCy pattern files, matched with PhraseMatcher.

Token patterns are about 50x slower than phrase patterns at this size, so the whole lexicon
goes through two PhraseMatchers: patterns with capitals are names and match case-exactly
("SAM", "Adam"), all-lowercase patterns match any casing ("Federated learning").
"""

from __future__ import annotations

from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc

from explorer.nlp.candidates import Candidate, candidates, doc_text, ensure_extensions
from explorer.nlp.learned.features import token_bounds
from explorer.nlp.resources import LexiconEntry, lexicon


class LexiconMatcher:
    """Add a lexicon candidate for every known name in the doc."""

    def __init__(self, nlp: Language, entries: tuple[LexiconEntry, ...]):
        ensure_extensions()
        self.exact = PhraseMatcher(nlp.vocab, attr="ORTH")
        self.folded = PhraseMatcher(nlp.vocab, attr="LOWER")
        self.entries: list[LexiconEntry] = []
        exact: dict[str, list] = {}
        folded: dict[str, list] = {}
        for entry in entries:
            key = str(len(self.entries))
            self.entries.append(entry)
            table = folded if entry.pattern.islower() else exact
            table[key] = [nlp.make_doc(form) for form in _spellings(entry.pattern)]
        for key, docs in exact.items():
            self.exact.add(key, docs)
        for key, docs in folded.items():
            self.folded.add(key, docs)

    def __call__(self, doc: Doc) -> Doc:
        found = candidates(doc)
        # Character bounds from the token columns the sentence splitter read: no Span made.
        starts, ends = token_bounds(doc)
        text = doc_text(doc)  # once: Doc.text joins every token again on each call
        for matcher in (self.exact, self.folded):
            for match_id, start, end in matcher(doc):
                entry = self.entries[int(doc.vocab.strings[match_id])]
                s, e = starts[start], ends[end - 1]
                name = written_name(entry, text[s:e])
                found.append(Candidate(s, e, "lexicon", entry.label, name))
        return doc


def written_name(entry: LexiconEntry, written: str) -> str:
    """The canonical name of a lexicon match: the entry's, or the text's spelling when the
    entry is a lowercase identifier (a dataset builder's "asqa") the text writes with capitals
    past its first letter ("ASQA", "Corr2Cause"); a capital first letter alone is a sentence's.

    >>> entry = LexiconEntry("DATASET", "asqa", "asqa")
    >>> written_name(entry, "ASQA"), written_name(entry, "Asqa"), written_name(entry, "asqa")
    ('ASQA', 'asqa', 'asqa')
    >>> written_name(LexiconEntry("TASK", "federated learning", "federated learning"),
    ...              "Federated Learning")
    'federated learning'
    """
    if entry.canonical != entry.pattern or " " in written or not entry.pattern.islower():
        return entry.canonical
    return written if any(c.isupper() for c in written[1:]) else entry.canonical


def _spellings(pattern: str) -> list[str]:
    """A cased pattern as written, and in title case when it mixes cases: a name written
    "Monte Carlo tree search" in a lexicon is written "Monte Carlo Tree Search" as often.

    >>> _spellings("Monte Carlo tree search"), _spellings("SAM"), _spellings("ImageNet-1K")
    (['Monte Carlo tree search', 'Monte Carlo Tree Search'], ['SAM'], ['ImageNet-1K'])
    """
    words = pattern.split(" ")
    if len(words) < 2 or pattern.islower() or not any(w[:1].islower() for w in words):
        return [pattern]
    titled = " ".join(w[:1].upper() + w[1:] if w[:1].islower() else w for w in words)
    return [pattern, titled]


@Language.factory("explorer_lexicon", default_config={"enabled": True})
def make_lexicon_matcher(nlp: Language, name: str, enabled: bool) -> LexiconMatcher:
    """Factory: ``resources/lexicon``; ``enabled=False`` matches nothing (an ablation)."""
    return LexiconMatcher(nlp, lexicon() if enabled else ())
