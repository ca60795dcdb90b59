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

from explorer.nlp import claim_patterns
from explorer.nlp.candidates import doc_text, ensure_extensions, sentence_bounds
from explorer.nlp.positions import Ranges
from explorer.nlp.scan import finditer_at
from explorer.paths import resource

#: Where a claim can start: a run of digits, or "x"/"×" before a number ("x1.5"). Scanning for
#: these first is ten times cheaper than letting the full pattern try every character.
_NUMERIC_START = re.compile(r"[\dx×X]")
_NUMBER = re.compile(claim_patterns.NUMBER)
#: The value groups of ``claim_patterns.number_first`` and the unit group beside each.
_VALUE_GROUPS = (("n1", "u1"), ("n2", "u2"), ("n3", "u3"), ("n5", "u5"), ("n7", None))


@dataclass(frozen=True)
class ClaimMatch:
    """A claim found in ``doc_text(doc)``: offsets, the number, the unit and the claim as the
    annotation conventions write it (LaTeX dropped; a range's first number with its unit)."""

    start: int
    end: int
    value: float
    unit: str
    kind: str
    text: str


def load_claim_rules() -> dict:
    """The claim keywords of ``resources/nlp/claims.json``."""
    return json.loads(resource("nlp", "claims.json").read_text(encoding="utf-8"))


class ClaimFinder:
    """Find quantitative claims and store them in ``doc._.claims``."""

    def __init__(self, config: dict):
        ensure_extensions()
        self.kinds = config["kinds"]
        self.fold_words = config["fold_words"]
        self.fold_start = claim_patterns.fold_starts(config)
        self.pattern = claim_patterns.number_first(config)
        self.metric_value = claim_patterns.metric_first(config)
        self.gained_by = claim_patterns.gained_by(config)
        self.compared_before = claim_patterns.compared_before(config)
        self.times_in_words = claim_patterns.times_in_words(config)
        self.times_words = config["times_words"]
        self.not_fold_before = tuple(config["not_a_fold_after"])
        self.not_fold_nouns = set(config["not_a_fold_before"])
        self.setup_words = set(config["size_setup_words"])
        self.qualifiers = set(config["qualifiers"])
        self.training_words = set(config["size_training_words"])
        self.size_result_cues = tuple(config["size_result_cues"])
        self.size_data_words = set(config["size_data_words"])
        self.size_made_cues = tuple(config["size_made_cues"])
        self.hardware_words = set(config["hardware_words"])

    def __call__(self, doc: Doc) -> Doc:
        text = doc_text(doc)
        sentences = sentence_bounds(doc)
        sentence_of = Ranges(sentences)
        keywords: dict[tuple[int, int], _Keywords] = {}  # by sentence, built once each
        found = []
        claims = self._claims(text)
        with_results = {sentence_of.index_of(c[0]) for c in claims if not c[5]}
        for start, end, value, unit, written, size in claims:
            index = sentence_of.index_of(start)
            sentence = sentences[index] if index is not None else (0, len(text))
            if size and not self._size_is_a_result(
                text[sentence[0] : sentence[1]].lower(), start - sentence[0], index in with_results
            ):
                continue
            if sentence not in keywords:
                keywords[sentence] = _Keywords(text[sentence[0] : sentence[1]].lower(), self.kinds)
            kind = self._kind(keywords[sentence], start - sentence[0], unit)
            found.append(ClaimMatch(start, end, value, unit, kind, written))
        doc._.claims = found
        return doc

    def _claims(self, text: str) -> list[tuple[int, int, float, str, str, bool]]:
        """(start, end, value, unit, text as written, whether it is a size) of every claim,
        in order."""
        out = []
        for m in self._matches(text):
            if m.group("w"):
                if self._counts_parts(text, m):
                    continue
                word = m.group("w").lower()
                unit = "orders of magnitude" if "magnitude" in word else "fold"
                value = float(self.fold_words[word])
                out.append((m.start(), m.end(), value, unit, m.group(), False))
                continue
            number, unit_group = next((n, u) for n, u in _VALUE_GROUPS if m.group(n))
            unit = (m.group(unit_group) or "").strip() if unit_group else ""
            unit = "x" if unit == "X" else unit.replace("\\", "")
            value = float(m.group(number).replace(",", ""))
            if m.group("n3") and _is_model_size_or_year(text, m, value, unit):
                continue
            if m.group("n3") and self._is_hardware_memory(text, m, unit):
                continue
            if m.group("n5") and self._is_setup_size(text, m.start()):
                continue
            ranged = next((m.group(r) for r in ("r1", "r3") if m.group(r)), None)
            begin = m.start(number) if ranged else m.start()
            end = m.end(number) if number == "n7" else m.end()
            if ranged:  # a range: its first number takes the unit of the second
                head = ranged + _as_written(text[m.end(number) : end])
                first = float(ranged.replace(",", ""))
                out.append((m.start(), m.start() + len(ranged), first, unit, head, False))
            size = bool(m.group("n5"))
            out.append((begin, end, value, unit, _as_written(text[begin:end]), size))
        lowered = text.lower()
        if " times" in lowered or "twice" in lowered:
            for m in self.times_in_words.finditer(text):
                word = m.group("tw").lower().removesuffix(" times")
                value = 2.0 if word == "twice" else float(self.times_words[word])
                out.append((m.start(), m.end(), value, "times", m.group(), False))
        # bare values, where no number-and-unit claim stands already
        taken = Ranges(sorted((c[0], c[1]) for c in out))
        bare = [
            (m.start("n6"), m.group("n6"))
            for m in self.metric_value.finditer(text)
            if _starts_a_word(text, m.start())
        ]
        for m in self.gained_by.finditer(text):
            if _starts_a_word(text, m.start()) and self.compared_before.search(
                text, max(0, m.start() - 90), m.start()
            ):
                at = m.start("numbers")
                numbers = _NUMBER.finditer(m.group("numbers"))
                bare += [(at + n.start(), n.group()) for n in numbers]
        for start, number in dict(bare).items():
            if taken.index_of(start) is None:
                value = float(number.replace(",", ""))
                out.append((start, start + len(number), value, "", number, False))
        return sorted(out)

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

    def _counts_parts(self, text: str, m: re.Match) -> bool:
        """ "Our contributions are threefold", "twofold contributions": a count of parts."""
        before = text[max(0, m.start() - 5) : m.start()].lower()
        after = text[m.end() : m.end() + 40].lower()
        if before.endswith(self.not_fold_before) and after[:1] in {":", ".", ";", ","}:
            return True  # predicative and compared with nothing: "are threefold:"
        words = after.split()
        return bool(words) and words[0].strip(".,;:") in self.not_fold_nouns

    def _is_setup_size(self, text: str, start: int) -> bool:
        """A size the experiments were given ("trained on 2T tokens", "training models with
        up to 1.3 billion parameters", "using only 200M frames") is setup, not a result: the
        word before it (qualifiers skipped) or a training word just before tells."""
        words = re.findall(r"[\w-]+", text[max(0, start - 40) : start].lower())
        if any(word in self.training_words for word in words):
            return True
        while words and words[-1] in self.qualifiers:
            words.pop()
        return bool(words) and words[-1] in self.setup_words

    def _size_is_a_result(self, sentence: str, at: int, beside_a_result: bool) -> bool:
        """A size is a result where the paper says it made or saved it ("we compiled a
        corpus of 1 million conversations", "saving 17M parameters") or beside another result,
        not where it describes others' models ("the largest LLMs contain 100B parameters") or a
        dataset it used ("on the QM9 dataset (134k molecules)")."""
        padded = f" {sentence}"
        if any(
            w in self.size_data_words for w in re.findall(r"\w+", sentence[max(0, at - 40) : at])
        ):
            return any(cue in padded for cue in self.size_made_cues)
        return beside_a_result or any(cue in padded for cue in self.size_result_cues)

    def _is_hardware_memory(self, text: str, m: re.Match, unit: str) -> bool:
        """ "a single 16GB GPU", "an A100 GPU (80GB)": a device's memory is setup."""
        if unit.lower() not in {"gb", "gib", "mb", "tb"}:
            return False
        after = text[m.end() : m.end() + 30].split()[:2]
        before = text[max(0, m.start() - 12) : m.start()].rstrip(" (").split()[-1:]
        near = [
            w.strip("().,;:")
            for w in after + (before if text[: m.start()].rstrip().endswith("(") else [])
        ]
        return any(w in self.hardware_words for w in near)

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


def _starts_a_word(text: str, at: int) -> bool:
    return at == 0 or not (text[at - 1].isalnum() or text[at - 1] in "-_")


def _as_written(claim: str) -> str:
    """A claim as the conventions write it: LaTeX math and escapes dropped ("$12$ minutes")."""
    return claim.replace("$", "").replace("\\", "")


def _is_model_size_or_year(text: str, m: re.Match, value: float, unit: str) -> bool:
    """A size such as "8B" in "LLaMA3-8B" is not a claim; neither is a decade ("2020s")."""
    if m.start() > 0 and text[m.start() - 1] in "-/":
        return True
    return unit == "s" and value.is_integer() and 1900 <= value <= 2100


@Language.factory("explorer_claims")
def make_claim_finder(nlp: Language, name: str) -> ClaimFinder:
    """Factory for :class:`ClaimFinder` with the rules of ``resources/nlp/claims.json``."""
    return ClaimFinder(load_claim_rules())
