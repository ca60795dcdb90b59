"""Quantitative claims: "7× speedup", "reduces memory by 87%", "in just 5 seconds".

A claim is a number with a unit as written (×, x, %, -fold, GB, seconds, ...), the sentence it
is in, and what it measures (speedup, memory, accuracy, ...) from the words around it.
"""

from __future__ import annotations

import bisect
import json
import re
from dataclasses import dataclass

from spacy.language import Language
from spacy.tokens import Doc

from explorer.nlp.candidates import doc_text, ensure_extensions, sentence_bounds
from explorer.nlp.positions import Ranges
from explorer.nlp.scan import finditer_at
from explorer.paths import resource

_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
#: Where a claim can start: a run of digits, or "x"/"×" before a number ("x1.5"). Scanning for
#: these first is ten times cheaper than letting the full pattern try every character.
_NUMERIC_START = re.compile(r"[\dx×X]")


@dataclass(frozen=True)
class ClaimMatch:
    """A claim found in ``doc_text(doc)``: offsets, the number and the unit."""

    start: int
    end: int
    value: float
    unit: str
    kind: str


def load_claim_rules() -> dict:
    """The claim keywords of ``resources/nlp/claims.json``."""
    return json.loads(resource("nlp", "claims.json").read_text(encoding="utf-8"))


class ClaimFinder:
    """Find quantitative claims and store them in ``doc._.claims``."""

    def __init__(self, config: dict):
        ensure_extensions()
        self.kinds = config["kinds"]
        self.fold_words = config["fold_words"]
        units = "|".join(re.escape(u) for u in sorted(config["units"], key=len, reverse=True))
        folds = "|".join(re.escape(w) for w in sorted(self.fold_words, key=len, reverse=True))
        self.fold_start = re.compile(rf"\b(?:{folds})\b", re.IGNORECASE)
        self.pattern = re.compile(
            rf"(?<![\w.,\-])(?P<n1>{_NUMBER})\s?(?P<u1>×(?![\w])|x(?![\w])|X(?![\w])|%|-fold\b|\s?times\b)"
            rf"|(?<![\w])(?P<u2>[x×])(?P<n2>{_NUMBER})(?![\w.])"
            rf"|(?<![\w.,\-])(?P<n3>{_NUMBER})\s?(?P<u3>{units})(?![\w/])"
            rf"|\b(?P<w>{folds})\b",
            re.IGNORECASE,
        )

    def __call__(self, doc: Doc) -> Doc:
        text = doc_text(doc)
        sentences = sentence_bounds(doc)
        sentence_of = Ranges(sentences)
        keywords: dict[tuple[int, int], _Keywords] = {}  # by sentence, built once each
        found = []
        for m in self._matches(text):
            if m.group("w"):
                word = m.group("w").lower()
                value = float(self.fold_words[word])
                unit = "orders of magnitude" if "magnitude" in word else "fold"
            else:
                number = m.group("n1") or m.group("n2") or m.group("n3")
                unit = (m.group("u1") or m.group("u2") or m.group("u3")).strip()
                if unit == "X":
                    unit = "x"
                value = float(number.replace(",", ""))
                if m.group("n3") and _is_model_size_or_year(text, m, value, unit):
                    continue
            index = sentence_of.index_of(m.start())
            sentence = sentences[index] if index is not None else (0, len(text))
            if sentence not in keywords:
                keywords[sentence] = _Keywords(text[sentence[0] : sentence[1]].lower(), self.kinds)
            kind = self._kind(keywords[sentence], m.start() - sentence[0], unit)
            found.append(ClaimMatch(m.start(), m.end(), value, unit, kind))
        doc._.claims = found
        return doc

    def _matches(self, text: str) -> list[re.Match]:
        """What ``self.pattern.finditer(text)`` yields, trying the pattern only where a claim
        can start."""
        starts = [
            m.start()
            for m in _NUMERIC_START.finditer(text)
            if text[m.start()].isdigit() or text[m.start() + 1 : m.start() + 2].isdigit()
        ]
        lowered = text.lower()
        if "fold" in lowered or "magnitude" in lowered:
            starts = sorted(starts + [m.start() for m in self.fold_start.finditer(text)])
        return finditer_at(self.pattern, text, starts)

    def _kind(self, keywords: _Keywords, position: int, unit: str) -> str:
        """What the claim measures: the kind whose keyword stands nearest the number."""
        if unit.lower() in {"gb", "gib", "mb", "mib", "tb", "kb"}:
            return "memory"
        return keywords.nearest(position)


class _Keywords:
    """Where each claim keyword stands in one lowercased sentence, found once per sentence.

    A scan of the sentence per claim was quadratic in a long sentence full of numbers.
    """

    def __init__(self, sentence: str, kinds: dict[str, list[str]]):
        found = []  # (offset, kind's rank, word's rank, kind): ranks break ties as listed
        for kind_rank, (kind, words) in enumerate(kinds.items()):
            for word_rank, word in enumerate(words):
                at = sentence.find(word)
                while at != -1:
                    found.append((at, kind_rank, word_rank, kind))
                    at = sentence.find(word, at + 1)
        found.sort()
        self.found = found
        self.offsets = [f[0] for f in found]

    def nearest(self, position: int) -> str:
        """The kind of the keyword nearest ``position`` ("other" if none); ties go to the kind
        and then the word listed first, then to the keyword before the number."""
        if not self.found:
            return "other"
        after = bisect.bisect_right(self.offsets, position)
        distances = []
        if after > 0:
            distances.append(position - self.offsets[after - 1])
        if after < len(self.offsets):
            distances.append(self.offsets[after] - position)
        distance = min(distances)
        tied = [
            f
            for at in {position - distance, position + distance}
            for f in self.found[
                bisect.bisect_left(self.offsets, at) : bisect.bisect_right(self.offsets, at)
            ]
        ]
        return min(tied, key=lambda f: (f[1], f[2], f[0]))[3]


def _is_model_size_or_year(text: str, m: re.Match, value: float, unit: str) -> bool:
    """A size such as "8B" in "LLaMA3-8B" is not a claim; neither is a decade ("2020s")."""
    if m.start() > 0 and text[m.start() - 1] in "-/":
        return True
    return unit == "s" and value.is_integer() and 1900 <= value <= 2100


@Language.factory("explorer_claims")
def make_claim_finder(nlp: Language, name: str) -> ClaimFinder:
    """Factory for :class:`ClaimFinder` with the rules of ``resources/nlp/claims.json``."""
    return ClaimFinder(load_claim_rules())
