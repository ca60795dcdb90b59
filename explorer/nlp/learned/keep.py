"""A learned keep-or-drop decision over the resolver's final mentions: logistic regression.

The rule components and the recognizer propose more than the annotations take: pieces of an
eponym ("Karush" of "Karush-Kuhn-Tucker"), places and laws, metrics, counts ("one CPU core"),
adjectives. The resolver asks this scorer about each concept of a paper (its mentions grouped by
canonical name) and drops those it finds unlikely to be an annotated entry. The features are
the mention's source component and label, its shape, length, words and their frequency band in
English (``resources/nlp/word_bands.txt``), the words around it, whether it is a piece of a
longer phrase, and what the paper says of it (defined acronym, proposed name, repeated).
Weights ship as ``resources/models/<recognizer>-keep.npz`` (``explorer train``); inference is a
sum of weights, numpy free, a few microseconds a mention.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from explorer.nlp.candidates import Candidate
from explorer.nlp.resources import common_words, rules
from explorer.paths import resource

_WORD = re.compile(r"[A-Za-z]+")
_NUMBER = re.compile(r"^(?:\d[\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten)$")
_CONTEXT = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-]*")


@functools.cache
def word_bands() -> dict[str, int]:
    """A word's Zipf band in English (``resources/nlp/word_bands.txt``; absent: rarer)."""
    bands = {}
    for line in resource("nlp", "word_bands.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            band, _, words = line.partition("\t")
            bands.update(dict.fromkeys(words.split(), int(band)))
    return bands


@functools.cache
def _head_nouns() -> frozenset[str]:
    cfg = rules()
    return frozenset(
        w.lower()
        for key in ("task_heads", "dataset_heads", "hardware_heads", "metric_heads")
        for w in cfg[key]
    )


def _band(word: str) -> str:
    return str(word_bands().get(word.lower(), 0))


def _case(word: str) -> str:
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


def keep_features(context: PaperContext, cand: Candidate) -> list[str]:
    """The features of one final mention (a resolved candidate) of a paper.

    Examples
    --------
    >>> text = "We satisfy the Karush-Kuhn-Tucker conditions on one CPU core."
    >>> feats = keep_features(PaperContext(text), Candidate(15, 21, "titlecase", "METHOD"))
    >>> [f for f in feats if f.startswith(("src", "nextch", "band_head"))]
    ['src=titlecase', 'src_label=titlecase:METHOD', 'band_head=0', 'nextch=-']
    """
    text = context.text
    start, end = cand.start, cand.end
    name = text[start:end]
    words = _WORD.findall(name)
    head = words[-1].lower() if words else ""
    first = words[0].lower() if words else ""
    feats = [f"src={cand.source}", f"src_label={cand.source}:{cand.label}"]
    feats.append(f"label={cand.label}")
    feats.append(f"band_head={_band(head)}")
    feats.append(f"band_first={_band(first)}")
    feats.append(f"case_head={_case(words[-1] if words else '')}")
    feats.append(f"case_first={_case(words[0] if words else '')}")
    feats.append(f"src_case={cand.source}:{_case(name.replace(' ', ''))}")
    feats.append(f"common_head={head in common_words()}")
    feats.append(f"len={min(len(name) // 4, 6)}")
    if _NUMBER.match(first) or first.isdigit():
        feats.append("number_first")
    if head in _head_nouns():
        feats.append("head_noun")
    after = text[end : end + 2]
    feats.append(f"nextch={after[:1] if after[:1] in '-(),.;:' else ('space' if after else 'end')}")
    feats.append(f"prevch={text[start - 1 : start] if start and text[start - 1] in '-(' else 'o'}")
    if after[:2] == "'s":
        feats.append("possessive")
    next_word = _WORD.match(text, end + 1) if after[:1] in " -" else None
    prev_words = _WORD.findall(text[max(0, start - 30) : start])
    if next_word:
        word = next_word.group()
        feats.append(f"next_case={_case(word)}")
        feats.append(f"next_band={_band(word)}")
        if word.lower() in _head_nouns():
            feats.append("next_head_noun")
    if prev_words and text[start - 1 : start] in (" ", "-"):
        feats.append(f"prev_case={_case(prev_words[-1])}")
    count = context.count(name)
    feats.append(f"count={min(count, 3)}")
    if name in context.short_forms:
        feats.append("acronym_short")
    if name in context.long_forms:
        feats.append("acronym_long")
    if context.is_proposed(start, end):
        feats.append("proposed")
    lowered = [w.lower() for w in words]
    feats += [f"w={w}" for w in lowered] + [f"head={head}", f"first={first}"]
    feats.append(f"shape={_shape(name)}")
    feats.append(f"nwords={min(len(name.split()), 4)}")
    before = _CONTEXT.findall(text[max(0, start - 40) : start])[-2:]
    following = _CONTEXT.findall(text[end : end + 40])[:2]
    feats += [f"p{i}={w.lower()}" for i, w in enumerate(reversed(before), 1)]
    feats += [f"n{i}={w.lower()}" for i, w in enumerate(following, 1)]
    return feats


def _shape(text: str) -> str:
    """Character classes, runs collapsed: "CIFAR-10-LT" -> "X-d-X", "ResNet50" -> "XxXd"."""
    out = []
    for ch in text:
        kind = "X" if ch.isupper() else "x" if ch.islower() else "d" if ch.isdigit() else ch
        if not out or out[-1] != kind:
            out.append(kind)
    return "".join(out)[:12]


class KeepScorer:
    """The shipped logistic regression: feature vocabulary, weights and the threshold to keep."""

    def __init__(self, vocabulary: Sequence[str], weights, bias: float, threshold: float):
        self.weights = dict(zip(vocabulary, (float(w) for w in weights), strict=True))
        self.bias = float(bias)
        self.threshold = float(threshold)

    def probability(self, context: PaperContext, cand: Candidate) -> float:
        """The chance that the mention is an annotated entry."""
        return self.score(keep_features(context, cand))

    def score(self, features: Sequence[str]) -> float:
        """The probability for a mention's features."""
        get = self.weights.get
        score = self.bias + sum(get(f, 0.0) for f in set(features))
        return 1.0 / (1.0 + math.exp(-max(min(score, 30.0), -30.0)))

    def kept(self, context: PaperContext, mentions: list[Candidate], keys) -> list[Candidate]:
        """``mentions`` without the concepts (by ``keys``, one per mention) whose likeliest
        mention scores below the threshold; proposed names always stay."""
        best: dict[str, float] = {}
        for cand, key in zip(mentions, keys, strict=True):
            p = 1.0 if cand.source == "proposal" else self.probability(context, cand)
            best[key] = max(best.get(key, 0.0), p)
        return [c for c, key in zip(mentions, keys, strict=True) if best[key] >= self.threshold]

    def save(self, path: Path) -> None:
        vocabulary = sorted(self.weights)
        with path.open("wb") as out:
            np.savez_compressed(
                out,
                vocabulary=np.array(vocabulary),
                weights=np.array([self.weights[f] for f in vocabulary], dtype=np.float32),
                bias=np.array(self.bias),
                threshold=np.array(self.threshold),
            )

    @classmethod
    def load(cls, path: Path) -> KeepScorer:
        with np.load(path) as data:
            return cls(
                [str(f) for f in data["vocabulary"]],
                data["weights"],
                float(data["bias"]),
                float(data["threshold"]),
            )


def keep_path(recognizer: Path) -> Path:
    """Where the keep scorer trained with a recognizer model lives: beside it."""
    return recognizer.with_name(f"{recognizer.stem}-keep.npz")
