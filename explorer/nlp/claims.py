"""Quantitative claims: "7× speedup", "reduces memory by 87%", "in just 5 seconds".

A claim is a number with a unit as written (×, x, %, -fold, GB, seconds, ...), the sentence it
is in, and what it measures (speedup, memory, accuracy, ...) from the words around it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from spacy.language import Language
from spacy.tokens import Doc

from explorer.nlp.candidates import doc_text, ensure_extensions, sentence_at, sentence_bounds
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
            index = sentence_at(sentences, m.start())
            sentence = sentences[index] if index is not None else (0, len(text))
            kind = self._kind(
                text[sentence[0] : sentence[1]].lower(), m.start() - sentence[0], unit
            )
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

    def _kind(self, sentence: str, position: int, unit: str) -> str:
        """What the claim measures: the kind whose keyword stands nearest the number."""
        if unit.lower() in {"gb", "gib", "mb", "mib", "tb", "kb"}:
            return "memory"
        best, best_distance = "other", len(sentence) + 1
        for kind, words in self.kinds.items():
            for word in words:
                at = sentence.find(word)
                while at != -1:
                    distance = abs(at - position)
                    if distance < best_distance:
                        best, best_distance = kind, distance
                    at = sentence.find(word, at + 1)
        return best


def _is_model_size_or_year(text: str, m: re.Match, value: float, unit: str) -> bool:
    """A size such as "8B" in "LLaMA3-8B" is not a claim; neither is a decade ("2020s")."""
    if m.start() > 0 and text[m.start() - 1] in "-/":
        return True
    return unit == "s" and value.is_integer() and 1900 <= value <= 2100


@Language.factory("explorer_claims")
def make_claim_finder(nlp: Language, name: str) -> ClaimFinder:
    """Factory for :class:`ClaimFinder` with the rules of ``resources/nlp/claims.json``."""
    return ClaimFinder(load_claim_rules())
