"""What the learned mention decisions share: a logistic regression and a paper's context.

:class:`LinearScorer` is a logistic regression over binary features, numpy free at inference (a
sum of a few weights); :class:`PaperContext` is what a paper says of its names; a word's
frequency band in English comes from ``resources/nlp/word_bands.txt`` (wordfreq, harvested by
``scripts/harvest_word_bands.py``).
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Sequence
from itertools import repeat

import numpy as np

from explorer.nlp.resources import grouped_words


@functools.cache
def word_bands() -> dict[str, int]:
    """A word's Zipf band in English (``resources/nlp/word_bands.txt``; absent: rarer)."""
    return {word: int(key) for word, key in grouped_words("nlp", "word_bands.txt").items()}


def band(word: str) -> str:
    """A word's Zipf band as a feature value ("0": rarer than the listed words)."""
    return str(word_bands().get(word.lower(), 0))


def case_of(word: str) -> str:
    """A word's case: upper, lower, title, mixed (or none)."""
    if not word:
        return "none"
    if word.isupper():
        return "upper"
    if word.islower():
        return "lower"
    if word[:1].isupper() and word[1:].islower():
        return "title"
    return "mixed"


_KEY_CHARS = re.compile(r"[\s\-_.]")


@functools.lru_cache(maxsize=65536)  # canonical names recur within and across papers
def concept_key(canonical: str) -> str:
    """What a paper's mentions are grouped by: the matching key of :mod:`explorer.evaluate`.

    >>> concept_key("Mixtral-8×7B") == concept_key("mixtral 8x7b")
    True
    """
    return _KEY_CHARS.sub("", canonical.replace("×", "x")).lower()


class PaperContext:
    """What a paper says of its names: surfaces defined as acronyms, proposed ranges, counts."""

    def __init__(self, text: str, acronyms: Sequence = (), proposed: Sequence = ()):
        self.text = text
        self.short_forms = {p.short for p in acronyms}
        self.long_forms = {p.long for p in acronyms}
        self.proposed = [tuple(r) for r in proposed]
        self._counts: dict[str, int] = {}

    def count(self, surface: str) -> int:
        """How often ``surface`` stands in the paper's text."""
        if surface not in self._counts:
            self._counts[surface] = self.text.count(surface)
        return self._counts[surface]

    def is_proposed(self, start: int, end: int) -> bool:
        return any(s < end and start < e for s, e in self.proposed)


def _logit(p: float) -> float:
    """The summed weight at which the probability is ``p`` (clamped like the scores)."""
    if p <= 0.0:
        return -30.0
    if p >= 1.0:
        return 30.0 if p == 1.0 else 31.0
    return math.log(p / (1.0 - p))


#: How many remembered parts a scorer keeps before it forgets them all (bounded memory).
PARTS_KEPT = 200_000


class LinearScorer:
    """A logistic regression over binary features: vocabulary, weights, bias, threshold."""

    def __init__(self, vocabulary: Sequence[str], weights, bias: float, threshold: float):
        self.weights = dict(zip(vocabulary, (float(w) for w in weights), strict=True))
        self.bias = float(bias)
        self.threshold = float(threshold)
        self._parts: dict[tuple, float] = {}
        self._spans: dict[str, tuple[float, float]] | None = None
        self._reach: dict[tuple, tuple[float, float, float]] = {}

    def score(self, features: Sequence[str]) -> float:
        """The probability for a set of features."""
        return self.probability(0.0, features)

    def probability(self, partial: float, features: Sequence[str]) -> float:
        """The probability for a set of features and the summed weights of others
        (:meth:`part`; disjoint from ``features``)."""
        total = (
            self.bias + partial + sum(map(self.weights.get, dict.fromkeys(features), repeat(0.0)))
        )
        return 1.0 / (1.0 + math.exp(-max(min(total, 30.0), -30.0)))

    def reaches(self, partial: float, groups: tuple[str, ...]) -> tuple[bool, bool]:
        """Can features of ``groups`` (one feature each at most, named ``group=value`` or
        ``group``) added to ``partial`` reach the threshold, and must they? Lets a caller skip
        building features whose sum cannot change the decision."""
        key = (self.threshold, groups)
        found = self._reach.get(key)
        if found is None:
            spans = self._group_spans()
            lows = sum(spans.get(g, (0.0, 0.0))[0] for g in groups)
            highs = sum(spans.get(g, (0.0, 0.0))[1] for g in groups)
            found = self._reach[key] = (_logit(self.threshold) - self.bias, lows, highs)
        needed, lows, highs = found
        return partial + highs >= needed, partial + lows >= needed

    def _group_spans(self) -> dict[str, tuple[float, float]]:
        if self._spans is None:
            spans: dict[str, tuple[float, float]] = {}
            for feature, weight in self.weights.items():
                group = feature.split("=", 1)[0]
                lo, hi = spans.get(group, (0.0, 0.0))
                spans[group] = (min(lo, weight), max(hi, weight))
            self._spans = spans
        return self._spans

    def part(self, key: tuple, features: Callable[..., Sequence[str]]) -> float:
        """The summed weights of ``features(*key)``, remembered by ``key``: the features of a
        name or a word depend on it alone, and names and words repeat across abstracts."""
        found = self._parts.get(key)
        if found is None:
            if len(self._parts) >= PARTS_KEPT:
                self._parts.clear()
            found = sum(map(self.weights.get, dict.fromkeys(features(*key)), repeat(0.0)))
            self._parts[key] = found
        return found

    def arrays(self, prefix: str) -> dict:
        vocabulary = sorted(self.weights)
        return {
            f"{prefix}vocabulary": np.array(vocabulary),
            f"{prefix}weights": np.array([self.weights[f] for f in vocabulary], dtype=np.float32),
            f"{prefix}bias": np.array(self.bias),
            f"{prefix}threshold": np.array(self.threshold),
        }

    @classmethod
    def from_arrays(cls, data, prefix: str) -> LinearScorer:
        return cls(
            [str(f) for f in data[f"{prefix}vocabulary"]],
            data[f"{prefix}weights"],
            float(data[f"{prefix}bias"]),
            float(data[f"{prefix}threshold"]),
        )
