"""The spaCy component that tags tokens with the shipped CRF and settles rule candidates with it.

It runs after the rule components, whose candidates are among its features, and before the
resolver. Three decisions are learned here:
- a span the CRF tags becomes a ``learned`` candidate (found where no rule fires: lowercase
  terms, names with no cue);
- a weak rule candidate (capitalised phrase, coined shape) that the CRF tags as outside every
  entity is dropped (sentence-initial words, metrics, maths);
- a rule candidate that the CRF tags with the same extent takes the CRF's label, unless the
  authors or the lexicon gave it one.
"""

from __future__ import annotations

import bisect
from pathlib import Path

from spacy.language import Language
from spacy.tokens import Doc

from explorer.nlp.candidates import Candidate, candidates, ensure_extensions
from explorer.nlp.learned.data import OUTSIDE, spans_of
from explorer.nlp.learned.decoder import LinearChainModel
from explorer.nlp.learned.features import doc_extras, doc_words, token_bounds
from explorer.paths import resource

DEFAULT_MODEL = "recognizer.npz"
#: Rule sources whose candidates need the CRF's agreement to stay.
WEAK_SOURCES = frozenset({"titlecase", "coined"})
#: Rule sources whose label the CRF may replace (the others carry the authors' or lexicon's).
RELABELLED_SOURCES = frozenset({"titlecase", "coined", "acronym", "cue"})


def model_path(name: str = DEFAULT_MODEL) -> Path:
    """Where a shipped model lives (``resources/models/``); absolute paths pass through."""
    path = Path(name)
    return path if path.is_absolute() else resource("models", name)


class LearnedRecognizer:
    """Tag each doc with the CRF; add, drop and relabel candidates by its tags."""

    def __init__(
        self,
        model: Path,
        filter_weak: bool = True,
        relabel: bool = True,
    ):
        ensure_extensions()
        if not model.is_file():
            raise FileNotFoundError(f"{model}: the recognizer's model is missing (explorer train)")
        self.model = model
        self.filter_weak = filter_weak
        self.relabel = relabel
        self.crf = LinearChainModel.load(model)

    def __call__(self, doc: Doc) -> Doc:
        if not len(doc):
            return doc
        tags = self.crf.decode(self.crf.emissions(doc_words(doc), doc_extras(doc)))
        found = candidates(doc)
        learned = {(s, e): label for s, e, label in spans_of(doc, tags)}
        covered = _covered(token_bounds(doc)[0], tags)
        kept = []
        for cand in found:
            if self.filter_weak and cand.source in WEAK_SOURCES and not covered(cand):
                continue
            label = learned.get((cand.start, cand.end))
            if self.relabel and label and cand.source in RELABELLED_SOURCES:
                cand.label = label
            kept.append(cand)
        kept.extend(Candidate(s, e, "learned", label) for (s, e), label in learned.items())
        found[:] = kept
        return doc

    def __reduce__(self):  # worker processes reload the model rather than copy its cache
        return (LearnedRecognizer, (self.model, self.filter_weak, self.relabel))


def _covered(token_starts: list[int], tags: list[str]):
    """A test: does any token inside a candidate carry an entity tag?"""
    inside = [s for s, tag in zip(token_starts, tags, strict=True) if tag != OUTSIDE]

    def test(cand: Candidate) -> bool:
        k = bisect.bisect_left(inside, cand.start)
        return k < len(inside) and inside[k] < cand.end

    return test


@Language.factory(
    "explorer_recognizer",
    default_config={
        "model": DEFAULT_MODEL,
        "filter_weak": True,
        "relabel": True,
    },
)
def make_learned_recognizer(
    nlp: Language, name: str, model: str, filter_weak: bool, relabel: bool
) -> LearnedRecognizer:
    """Factory: the CRF of ``resources/models/<model>`` (or an absolute path)."""
    return LearnedRecognizer(model_path(model), filter_weak, relabel)
