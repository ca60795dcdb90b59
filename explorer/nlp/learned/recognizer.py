"""The spaCy component that tags tokens with the shipped CRF and settles rule candidates with it.

It runs after the rule components, whose candidates are among its features, and before the
resolver. Three decisions are learned here:
- a span the CRF tags becomes a ``learned`` candidate (found where no rule fires: lowercase
  terms, names with no cue);
- optionally (``filter_weak``, off: on the dev split it cost more recall than it gained
  precision), a weak rule candidate (capitalised phrase, coined shape) that the CRF tags as
  outside every entity is dropped;
- a rule candidate that the CRF tags with the same extent takes the CRF's label, unless the
  authors or the lexicon gave it one;
- a span the CRF tags as the rule candidates inside it with one or two words before them
  ("visual [question answering]", "model-free [reinforcement learning]", "pi-[VAE]") becomes a
  ``learned`` candidate too, which the resolver prefers as the longer: the annotations take a
  concept's whole noun phrase where a lexicon entry or cue stops at the part it knows. Before,
  a learned span overlapping any rule candidate was dropped, so the CRF's longer phrase never
  reached the resolver (on the dev split it proposed a third of the phrases that came out
  cut). The CRF's confidence there needs only ``extend_confidence`` (chosen by
  leave-one-corpus-out inside the train split, ``bench/select_extension.py``): the rule
  candidate anchors the span's end.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Iterator
from pathlib import Path

import numpy as np
from spacy.lang.en.stop_words import STOP_WORDS
from spacy.language import Language
from spacy.tokens import Doc
from spacy.util import minibatch

from explorer.nlp.candidates import Candidate, candidates, doc_text, ensure_extensions
from explorer.nlp.learned.data import OUTSIDE, spans_of
from explorer.nlp.learned.decoder import LinearChainModel
from explorer.nlp.learned.features import rule_features, token_bounds, token_ids
from explorer.paths import resource

DEFAULT_MODEL = "recognizer.npz"
#: Rule sources whose candidates need the CRF's agreement to stay.
WEAK_SOURCES = frozenset({"titlecase", "coined"})
#: Rule sources whose label the CRF may replace (the others carry the authors' or lexicon's).
RELABELLED_SOURCES = frozenset({"titlecase", "coined", "acronym"})
#: ``extend_confidence`` that lets no learned span replace a rule candidate inside it.
NO_EXTENSION = 1.01
#: The most words a learned span may add before the rule candidates it takes in.
MOST_WORDS_BEFORE = 2


def model_path(name: str = DEFAULT_MODEL) -> Path:
    """Where a shipped model lives (``resources/models/``); absolute paths pass through."""
    path = Path(name)
    return path if path.is_absolute() else resource("models", name)


class LearnedRecognizer:
    """Tag each doc with the CRF; add, drop and relabel candidates by its tags."""

    def __init__(
        self,
        model: Path,
        min_confidence: float = 0.0,
        filter_weak: bool = False,
        relabel: bool = True,
        extend_confidence: float = NO_EXTENSION,
    ):
        ensure_extensions()
        if not model.is_file():
            raise FileNotFoundError(f"{model}: the recognizer's model is missing (explorer train)")
        self.model = model
        self.min_confidence = min_confidence
        self.filter_weak = filter_weak
        self.relabel = relabel
        self.extend_confidence = extend_confidence
        self.crf = LinearChainModel.load(model)

    def __call__(self, doc: Doc) -> Doc:
        return next(self.pipe([doc]))

    def pipe(self, docs: Iterable[Doc], batch_size: int = 64) -> Iterator[Doc]:
        """Tag docs in batches: the decoder steps through a whole batch at once."""
        names = np.array(self.crf.labels, dtype=object)
        for batch in minibatch(docs, batch_size):
            # Words by their ORTH ids: no string per token is made or looked up.
            words = ([token_ids(d) for d in batch], batch[0].vocab.strings.__getitem__)
            rules = [rule_features(d) for d in batch]
            if self.min_confidence > 0 or self.extend_confidence <= 1:
                paths, owns = self.crf.tag_ids(*words, rules)
            else:
                emissions = self.crf.emissions_of_ids(*words, rules)
                paths, owns = self.crf.decode_batch_indices(emissions), [None] * len(batch)
            for doc, path, own in zip(batch, paths, owns, strict=True):
                self._settle(doc, names[path].tolist(), own)
                yield doc

    def _settle(self, doc: Doc, tags: list[str], own: list[float] | None) -> None:
        """Add, drop and relabel the doc's candidates by its tags (``own``: the probability of
        each token's tag, or None)."""
        if not len(doc):
            return
        found = candidates(doc)
        spans = spans_of(doc, tags)
        confidence = {}
        if own is not None and spans:
            confidence = {(s, e): self._confidence(doc, own, s, e) for s, e, _ in spans}
            least = min(self.min_confidence, self.extend_confidence)
            spans = [span for span in spans if confidence[span[:2]] >= least]
        learned = {(s, e): label for s, e, label in spans}
        if self.filter_weak:
            covered = _covered(token_bounds(doc)[0], tags)
            found[:] = [c for c in found if c.source not in WEAK_SOURCES or covered(c)]
        kept = []
        for cand in found:
            label = learned.get((cand.start, cand.end))
            sure = confidence.get((cand.start, cand.end), 1.0) >= self.min_confidence
            if self.relabel and label and sure and cand.source in RELABELLED_SOURCES:
                cand.label = label
            kept.append(cand)
        # A learned span fills a gap the rules left, or takes in words before the rule
        # candidates it holds; elsewhere, where a rule fired, its boundaries (names, cues,
        # acronyms) are more exact than the CRF's, which tends to run on into the next word
        # ("ADE20K semantic segmentation").
        text = doc_text(doc)
        ruled = sorted((c.start, c.end) for c in kept)
        ruled_ends = [e for _, e in ruled]
        for (s, e), label in learned.items():
            if not _overlaps(ruled, ruled_ends, s, e):
                if confidence.get((s, e), 1.0) >= self.min_confidence:
                    kept.append(Candidate(s, e, "learned", label))
            elif confidence.get((s, e), 1.0) >= self.extend_confidence and _extends_left(
                text, ruled, s, e
            ):
                kept.append(Candidate(s, e, "learned", label))
        found[:] = kept

    def _confidence(self, doc: Doc, own: list[float], start: int, end: int) -> float:
        """The least probability the CRF gives its own label (``own``) on any token of the
        span."""
        starts = token_bounds(doc)[0]
        first, last = bisect.bisect_left(starts, start), bisect.bisect_left(starts, end)
        return min(own[first:last])

    def __reduce__(self):  # worker processes reload the model rather than copy its cache
        return (
            LearnedRecognizer,
            (
                self.model,
                self.min_confidence,
                self.filter_weak,
                self.relabel,
                self.extend_confidence,
            ),
        )


def _covered(token_starts: list[int], tags: list[str]):
    """A test: does any token inside a candidate carry an entity tag?"""
    inside = [s for s, tag in zip(token_starts, tags, strict=True) if tag != OUTSIDE]

    def test(cand: Candidate) -> bool:
        k = bisect.bisect_left(inside, cand.start)
        return k < len(inside) and inside[k] < cand.end

    return test


def _extends_left(text: str, ranges: list[tuple[int, int]], start: int, end: int) -> bool:
    """Is ``[start, end)`` the rule candidates it overlaps (``ranges``, sorted) with one or two
    words before them and nothing else: "model-free [reinforcement learning]", "pi-[VAE]"?

    Not when every one of them is written in capitals ("classic [RL]", "trustworthy [OPE]")
    and a space parts them from the words: there the authors' short form is the name and the
    words before it describe it.

    >>> text = "We use model-free reinforcement learning and classic RL."
    >>> _extends_left(text, [(18, 40)], 7, 40), _extends_left(text, [(53, 55)], 45, 55)
    (True, False)
    """
    k = bisect.bisect_left(ranges, (end,))
    inner = [(s, e) for s, e in ranges[max(0, k - 50) : k] if e > start]
    # Every candidate inside ends where the span ends: "multi-agent [reinforcement learning]"
    # and "[multi-agent reinforcement learning]" may both be there, nothing in between.
    if not inner or any(s <= start or e != end for s, e in inner):
        return False
    first = min(s for s, _ in inner)
    words = text[start:first].split()
    if not 0 < len(words) <= MOST_WORDS_BEFORE or not all(_is_word(w) for w in words):
        return False
    if any(w.lower() in STOP_WORDS for w in words):
        return False  # "Although [quantization]": a function word is no part of a name
    joined = text[first - 1] == "-"  # "pi-VAE": one new name
    return joined or not all(_in_capitals(text[s:e]) for s, e in inner)


def _is_word(word: str) -> bool:
    """Letters and digits, maybe joined by hyphens (or ending in one: "pi-")."""
    return word[:1].isalnum() and word.replace("-", "").isalnum()


def _in_capitals(name: str) -> bool:
    """ "RL", "GNNs", "Q-MIX": capitals, a plural "s" aside."""
    return name.removesuffix("s").replace("-", "").isupper()


def _overlaps(ranges: list[tuple[int, int]], ends: list[int], start: int, end: int) -> bool:
    """Does ``[start, end)`` overlap any of the sorted ``ranges`` (whose ends are ``ends``)?

    Only the 50 ranges starting last before ``end`` are looked at.
    """
    k = bisect.bisect_left(ranges, (end,))  # ranges[:k] start before `end`
    return k > 0 and max(ends[max(0, k - 50) : k]) > start


#: The shipped settings; ``min_confidence`` was chosen by leave-one-corpus-out inside the train
#: split (``python bench/eval_recognizer.py --select``), never on the dev split, and so was
#: ``extend_confidence`` (``python bench/select_extension.py``: pooled F1 of precision and
#: required recall was the same from 0.0 to 0.3 and lower above; the highest of the best).
DEFAULT_CONFIG = {
    "model": DEFAULT_MODEL,
    "min_confidence": 0.8,
    "filter_weak": False,
    "relabel": True,
    "extend_confidence": 0.3,
}


@Language.factory("explorer_recognizer", default_config=DEFAULT_CONFIG)
def make_learned_recognizer(
    nlp: Language,
    name: str,
    model: str,
    min_confidence: float,
    filter_weak: bool,
    relabel: bool,
    extend_confidence: float,
) -> LearnedRecognizer:
    """Factory: the CRF of ``resources/models/<model>`` (or an absolute path)."""
    return LearnedRecognizer(
        model_path(model), min_confidence, filter_weak, relabel, extend_confidence
    )
