"""The paper's own method: "we propose X", "called X", "Our model, X,", "X, a novel ...".

The component finds the name right after a proposal cue (a coined token, a capitalised phrase,
an emphasised phrase, or a short lowercase phrase followed by ", a ..."), the names after
naming cues ("called", "named", "dubbed") and acronym definitions that follow a cue in the same
clause ("three techniques: Model Update Decomposition (MUD), ..."). Both forms of a defined
acronym are reported. Results go to ``doc._.proposed`` as ``(start, end)`` ranges and become
candidates of the highest priority.
"""

from __future__ import annotations

import re

from spacy.language import Language
from spacy.tokens import Doc

from explorer.nlp.candidates import (
    Candidate,
    candidates,
    doc_text,
    emphasis,
    ensure_extensions,
    sentence_bounds,
)
from explorer.nlp.coined import shape_of
from explorer.nlp.resources import rules

_NAME_TOKEN = r"(?:[α-ωΑ-Ω]-?)?[A-Za-z0-9][\w\-./×+']*"
_CAP_PHRASE = re.compile(
    r"(?:[α-ωΑ-Ω]-?)?[A-Z0-9][\w\-./×+']*(?:(?:,\s+(?:and\s+)?|\s+(?:(?:of|for|as)\s+)?)"
    r"[A-Z0-9][\w\-./×+']*)*"
)


_AND_NAME = re.compile(r"\s*,?\s+and\s+(" + _NAME_TOKEN + r")")
_LINKER = re.compile(r"\s+(?:of|for|as)\s+")


def _cut_after_coined_token(phrase: str) -> str:
    """ "QuokkaNet for ImageNet" names two things: a coined token ends a name at a linker word."""
    linker = _LINKER.search(phrase)
    if linker and " " not in phrase[: linker.start()] and shape_of(phrase[: linker.start()]):
        return phrase[: linker.start()]
    return phrase


def _words(key: str) -> str:
    return "|".join(re.escape(w) for w in rules()[key])


class ProposalFinder:
    """Find the names a paper gives its own contributions."""

    def __init__(self):
        ensure_extensions()
        cfg = rules()
        self.determiners = set(cfg["determiners"])
        self.boundaries = set(cfg["clause_boundaries"])
        self.method_nouns = set(cfg["own_method_nouns"])
        self.own_noun = re.compile(rf"(?:{_words('own_method_nouns')})\b")
        self.subject = re.compile(rf"\b(?:{_words('proposal_subjects')})\b", re.IGNORECASE)
        self.cue = re.compile(
            rf"\b(?:{_words('proposal_verbs')})\s+(?:here\s+|then\s+|further\s+|also\s+)?"
        )
        self.naming = re.compile(rf"\b(?:{_words('naming_cues')})\s+(?:as\s+)?(?=\S)")
        self.ours = re.compile(
            rf"\b[Oo]ur\s+(?:\w+[\s-]+){{0,2}}?(?:{_words('own_method_nouns')}),\s+(?=\S)"
        )
        self.intro = re.compile(r"^(" + _NAME_TOKEN + r")(?:,| is) (?:a|an) (?:novel|new)\b")

    def __call__(self, doc: Doc) -> Doc:
        text = doc_text(doc)
        emphasised = emphasis(doc)
        found: list[tuple[int, int]] = []
        for s_start, s_end in sentence_bounds(doc):
            sentence = text[s_start:s_end]
            subject = self.subject.search(sentence)
            for m in self.cue.finditer(sentence):
                if not subject or subject.start() > m.start():
                    continue
                pos = s_start + m.end()
                name = self._name_at(text, pos, s_end, emphasised, after_cue=True)
                if name:
                    found.append(name)
                    sibling = _AND_NAME.match(text, name[1], s_end)  # "X-L and X-S"
                    if sibling and shape_of(sibling.group(1)):
                        found.append((sibling.start(1), sibling.end(1)))
                found.extend(self._defined_after(doc, pos, s_end))
            for m in list(self.naming.finditer(sentence)) + list(self.ours.finditer(sentence)):
                name = self._name_at(text, s_start + m.end(), s_end, emphasised, after_cue=False)
                if name:
                    found.append(name)
            if sentence.startswith("Our ") and self.own_noun.match(sentence, 4):
                found.extend(self._defined_after(doc, s_start, s_end))
            intro = self.intro.match(sentence)
            if intro and shape_of(intro.group(1)):
                found.append((s_start, s_start + len(intro.group(1))))
        found = self._with_acronym_partners(doc, found)
        doc._.proposed = found
        candidates(doc).extend(Candidate(s, e, "proposal") for s, e in found)
        return doc

    def _name_at(self, text, pos, limit, emphasised, *, after_cue):
        """The name that starts at ``pos`` (after optional determiners), if any."""
        for e_start, e_end in emphasised:
            phrase = text[e_start:e_end]
            if pos <= e_start and e_end <= limit and len(phrase) > 1 and len(phrase.split()) <= 6:
                return (e_start, e_end)
        rest = text[pos:limit]
        lead = re.match(r"(?:(?:a|an|the|our|this|novel|new)\s+)*", rest, re.IGNORECASE)
        had_determiner = bool(lead.group())
        start = pos + lead.end()
        body = text[start:limit]
        cap = _CAP_PHRASE.match(body)
        if cap and body[:1].isupper() or (cap and shape_of(body.split(" ")[0].rstrip(",.;:)"))):
            phrase = self._trim(_cut_after_coined_token(cap.group().rstrip(",.;:")))
            if phrase and (
                shape_of(phrase.split()[0]) or len(phrase.split()) >= 2 or not had_determiner
            ):
                if len(phrase.split()) == 1 and not shape_of(phrase) and had_determiner:
                    return None
                return (start, start + len(phrase))
        appositive = re.match(r"[^,.;()]{0,80}?,\s+(" + _NAME_TOKEN + r"),\s", body)
        if after_cue and had_determiner and appositive and shape_of(appositive.group(1)):
            return (
                start + appositive.start(1),
                start + appositive.end(1),
            )  # "a framework, TLM, that"
        if after_cue and not had_determiner:
            short = re.match(r"((?:[a-z][\w\-]*\s+){0,3}[a-z][\w\-]*),\s+(?:a|an)\s", body)
            if short and not set(short.group(1).split()) & self.boundaries:
                return (start, start + len(short.group(1)))
        return None

    def _trim(self, phrase: str) -> str:
        """Drop trailing lowercase words (the generic head: "framework", "method")."""
        words = phrase.split()
        while words and (words[-1].islower() and not shape_of(words[-1])):
            words.pop()
        while words and words[-1].rstrip(",") in {
            "and",
            "of",
            "for",
            "as",
            "via",
            "with",
            "to",
            "in",
            "by",
        }:
            words.pop()
        return " ".join(words).rstrip(",")

    def _defined_after(self, doc: Doc, pos: int, limit: int) -> list[tuple[int, int]]:
        """Acronym definitions after a cue, before the clause ends (", which ...")."""
        text = doc_text(doc)
        boundary = re.search(r",?\s+(?:which|that|where|whereby|while|to)\s", text[pos:limit])
        end = pos + boundary.start() if boundary else limit
        out = []
        for pair in doc._.acronyms or []:
            if (
                pos <= pair.long_start
                and pair.short_end <= end + 1
                or (pos <= pair.short_start and pair.long_end <= end + 1)
            ):
                out.append((pair.long_start, pair.long_end))
                out.append((pair.short_start, pair.short_end))
        # "a Flexible, Efficient, and Stable Attack (DDPA)": letters differ; the cue pairs them
        paren = re.search(r"\((" + _NAME_TOKEN + r")\)", text[pos:end]) if not out else None
        if paren and shape_of(paren.group(1)):
            name = self._name_at(text, pos, pos + paren.start(), [], after_cue=True)
            if name:
                out.append(name)
                out.append((pos + paren.start(1), pos + paren.end(1)))
        return out

    def _with_acronym_partners(
        self, doc: Doc, found: list[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        names = list(dict.fromkeys(found))
        pairs = doc._.acronyms or []
        # A name cut short before a lowercase word ("... for Exemplar" of "... Exemplar
        # selection (CASE)") is the start of a defined long form: use the whole long form.
        # A generic head after the name ("... Contribution criterion (MRMC)") keeps both.
        text = doc_text(doc)
        names = list(
            dict.fromkeys(
                next(
                    (
                        (p.long_start, p.long_end)
                        for p in pairs
                        if p.long_start == s
                        and e < p.long_end
                        and text[e : p.long_end].split()[0] not in self.method_nouns
                    ),
                    (s, e),
                )
                for s, e in names
            )
        )
        texts = {doc_text(doc)[s:e] for s, e in names}
        for pair in doc._.acronyms or []:
            if pair.short in texts and (pair.long_start, pair.long_end) not in names:
                names.append((pair.long_start, pair.long_end))
            elif pair.long in texts and (pair.short_start, pair.short_end) not in names:
                names.append((pair.short_start, pair.short_end))
        return names


@Language.factory("explorer_proposals")
def make_proposal_finder(nlp: Language, name: str) -> ProposalFinder:
    """Factory for :class:`ProposalFinder`."""
    return ProposalFinder()
