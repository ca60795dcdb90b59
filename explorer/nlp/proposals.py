"""The paper's own method: "we propose X", "called X", "Our model, X,", "X, a novel ...".

The component finds the name right after a proposal cue (a coined token, a capitalised phrase,
an emphasised phrase, or a short lowercase phrase followed by ", a ..."), the names after
naming cues ("called", "named", "dubbed") and acronym definitions that follow a cue in the same
clause ("three techniques: Model Update Decomposition (MUD), ..."). Both forms of a defined
acronym are reported; so are a coined name's long form set off after it ("ARGS, Alignment as
Reward-Guided Search, a ..."), the names listed after a counted head ("two new algorithms, X and
Y"), a defined name just before a passive cue ("a novel ... (CTSS) module is proposed"), the
name after "the proposed" and a quoted name called new ("a novel 'neural path feature' (NPF)").
Results go to ``doc._.proposed`` as ``(start, end)`` ranges, candidates of the highest priority.
"""

from __future__ import annotations

import bisect
import re

from spacy.language import Language
from spacy.tokens import Doc

from explorer.nlp.acronyms import AcronymPair
from explorer.nlp.candidates import (
    Candidate,
    candidates,
    doc_text,
    emphasis,
    ensure_extensions,
    extension,
    sentence_bounds,
)
from explorer.nlp.coined import before_dash, shape_of
from explorer.nlp.positions import Ranges
from explorer.nlp.proposal_cues import (
    AND_NAME,
    APPOSITIVE,
    CAP_PHRASE,
    CLAUSE_END,
    LEAD,
    LOWER_NAMED,
    NAME_TOKEN,
    NEW_AFTER,
    NEW_QUOTED,
    OUR_COINED,
    OUR_NEW,
    PAREN_NAME,
    PASSIVE_CUE,
    PROPOSED_THE,
    QUOTED,
    SHORT_NAME,
    FirstMatch,
    by_sentence,
    cut_after_coined_token,
    described_name,
    lower_appositive,
    trim_generic_head,
    with_acronym_partners,
    with_long_form,
    words_of,
)
from explorer.nlp.resources import rules
from explorer.nlp.scan import finditer_at, word_alternatives, word_starts


class ProposalFinder:
    """Find the names a paper gives its own contributions."""

    def __init__(self):
        ensure_extensions()
        cfg = rules()
        self.determiners = set(cfg["determiners"])
        self.boundaries = set(cfg["clause_boundaries"])
        self.method_nouns = set(cfg["own_method_nouns"])
        self.own_noun = re.compile(rf"(?:{words_of('own_method_nouns')})\b")
        self.subject = re.compile(
            word_alternatives(cfg["proposal_subjects"], ignore_case=True) + r"\b"
        )
        self.cue = re.compile(
            word_alternatives(cfg["proposal_verbs"])
            + r",?\s+(?:here\s+|then\s+|further\s+|also\s+)?"
        )
        self.naming_words = (*cfg["naming_cues"], "refer to", "We call")
        self.naming = re.compile(  # "we refer to our method as X"
            rf"\b(?:{words_of('naming_cues')}|We call|refer to (?:[\w-]+\s+){{1,3}}?as)\s+"
            r"(?:it\s+|them\s+)?(?:as\s+)?(?=\S)"
        )
        self.ours = re.compile(
            word_alternatives(["our", "Our"])
            + rf"\s+(?:\w+[\s-]+){{0,2}}?(?:{words_of('own_method_nouns')}),\s+(?=\S)"
        )
        self.generic_head = re.compile(
            LEAD.pattern + rf"(?:[\w-]+\s+){{0,2}}(?:{words_of('own_method_nouns')})\s*",
            re.IGNORECASE,
        )
        self.counted_heads = re.compile(
            r"(?:two|three|four|several)\s+(?:[\w-]+\s+){0,2}?"
            rf"(?:{words_of('own_method_nouns')})s?(?::|,)\s+"
        )
        self.appositive = lower_appositive(words_of("own_method_nouns"), words_of("naming_cues"))
        self.intro = re.compile(r"(" + NAME_TOKEN + r")(?:,| is) (?:a|an) (?:novel|new)\b")

    def __call__(self, doc: Doc) -> Doc:
        text = doc_text(doc)
        emphasised = Ranges(  # the emphasised phrases that can be a name
            (s, e) for s, e in emphasis(doc) if len(text[s:e]) > 1 and len(text[s:e].split()) <= 6
        )
        acronyms = extension(doc, "acronyms") or []
        bounds = sentence_bounds(doc)
        # An acronym pair lies inside the sentence it was found in: only those can follow a cue.
        pairs = Ranges(bounds).group(acronyms, lambda p: min(p.long_start, p.short_start))
        firsts = (FirstMatch(CLAUSE_END, text), FirstMatch(PAREN_NAME, text))
        # One scan of the whole text per pattern, then the matches of each sentence.
        subjects = by_sentence(list(self.subject.finditer(text)), bounds)
        cues = by_sentence(list(self.cue.finditer(text)), bounds)
        has_naming = any(word in text for word in self.naming_words)
        namings = by_sentence(list(self.naming.finditer(text)) if has_naming else [], bounds)
        # "our"/"Our" starting a word: where OUR_NEW, OUR_COINED and ``self.ours`` can start
        our_at = word_starts(text, ("our", "Our"))
        ours = by_sentence(finditer_at(self.ours, text, our_at), bounds)
        has_proposed = "proposed " in text
        new_quoted = ("new" in text or "novel" in text) and any(
            q in text for q in ("``", '"', "“", "‘", "'")
        )
        found: list[tuple[int, int]] = []
        cues_of: dict[tuple[int, int], str] = {}  # which cue found each name (first one wins)

        def add(names, cue: str) -> None:
            for start, end in names:  # "we propose ProxSkip---a simple method": cut at the dash
                if (name := (start, start + len(before_dash(text[start:end]).rstrip())))[1] > start:
                    found.append(name)
                    cues_of.setdefault(name, cue)

        for (s_start, s_end), subject, sentence_cues, naming, our, sentence_pairs in zip(
            bounds, subjects, cues, namings, ours, pairs, strict=True
        ):
            for m in sentence_cues:
                if not subject or subject[0].start() > m.start():
                    continue
                name = self._name_at(text, m.end(), s_end, emphasised, after_cue=True)
                if name and "," in m.group() and not shape_of(text[name[0] : name[1]]):
                    name = None  # "we propose, EVA3D, a ...": only a coined name is set off
                if not name:
                    add(self._more_after_verb(text, m.end(), s_end), "phrasing")
                if name:
                    add(with_long_form(text, name, s_end), "verb")
                    sibling = AND_NAME.match(text, name[1], s_end)  # "X-L and X-S"
                    if sibling and shape_of(sibling.group(1)):
                        add([(sibling.start(1), sibling.end(1))], "sibling")
                add(self._defined_after(text, sentence_pairs, m.end(), s_end, firsts), "defined")
            for cue, matches in (("naming", naming), ("ours", our)):
                for m in matches:
                    name = self._name_at(text, m.end(), s_end, emphasised, after_cue=False)
                    if not name and cue == "naming" and not described_name(text, m.start()):
                        add(self._lowercase_named(text, m.end(), s_end), "naming_lower")
                    add([name] if name else [], cue)
            for m in naming:  # "coined generalized DDIM (gDDIM)": a lowercase defined name
                add(self._defined_after(text, sentence_pairs, m.end(), s_end, firsts), "naming")
            if text.startswith("Our ", s_start) and self.own_noun.match(text, s_start + 4):
                add(self._defined_after(text, sentence_pairs, s_start, s_end, firsts), "ours")
            at = bisect.bisect_left(our_at, s_start)
            has_our = at < len(our_at) and our_at[at] < s_end
            for m in OUR_NEW.finditer(text, s_start, s_end) if has_our else ():  # "our new X (XX)"
                add(self._defined_after(text, sentence_pairs, m.end(), s_end, firsts), "ours")
            for m in PASSIVE_CUE.finditer(text, s_start, s_end) if sentence_pairs else ():
                for pair in sentence_pairs:
                    if max(pair.short_end, pair.long_end) == m.start():  # "... (CTSS) module"
                        add(_both_forms(pair), "passive")
            for pair in sentence_pairs:  # "Open License Corpus (OLC), a new corpus"
                if NEW_AFTER.match(text, max(pair.short_end, pair.long_end), s_end):
                    add(_both_forms(pair), "new")
            for m in OUR_COINED.finditer(text, s_start, s_end) if has_our else ():
                add([m.span(1)] if shape_of(m.group(1)) else [], "our_coined")
            for m in PROPOSED_THE.finditer(text, s_start, s_end) if has_proposed else ():
                name = self._name_at(text, m.end(), s_end, None, after_cue=False)
                add([name] if name else [], "proposed_the")
            for m in NEW_QUOTED.finditer(text, s_start, s_end) if new_quoted else ():
                named = [
                    m.span(1),
                    *self._defined_after(text, sentence_pairs, m.start(1), s_end, firsts),
                ]
                add(named, "new_quoted")  # and its acronym: "a novel 'neural path feature' (NPF)"
            intro = self.intro.match(text, s_start, s_end)
            if intro and shape_of(intro.group(1)):
                add([(s_start, s_start + len(intro.group(1)))], "intro")
        found = with_acronym_partners(text, acronyms, found, self.method_nouns)
        doc._.proposed = found
        # Which cue found each name, for the learned scorer (explorer.nlp.learned.proposed)
        doc.user_data["proposal_cues"] = {name: cues_of.get(name, "partner") for name in found}
        doc.user_data["proposal_scan"] = (subjects, cues, namings)  # the scorer reads them too
        candidates(doc).extend(Candidate(s, e, "proposal") for s, e in found)
        return doc

    def _name_at(self, text, pos, limit, emphasised, *, after_cue):
        """The name that starts at ``pos`` (after optional determiners), if any.

        It matches at ``pos`` rather than in a copy of the rest of the sentence: copies made a
        long sentence with many cues quadratic.
        """
        if emphasised and (phrase := emphasised.first_within(pos, limit)):
            cut = text.rfind(" (", *phrase)  # "**Name (NM)**": the acronym is its own name
            return (phrase[0], cut) if cut > phrase[0] and text[phrase[1] - 1] == ")" else phrase
        limit = max(limit, pos)
        listed = self.counted_heads.match(text, pos, limit)
        if after_cue and listed:  # "two new algorithms, X and Y": the names follow the head
            return self._name_at(text, listed.end(), limit, None, after_cue=False)
        lead = LEAD.match(text, pos, limit)
        had_determiner = bool(lead.group())
        start = lead.end()
        space = text.find(" ", start, limit)
        first_word = text[start : space if space != -1 else limit]
        if after_cue and had_determiner and first_word in self.method_nouns:
            after = text[start + len(first_word) + 1 : limit].split(maxsplit=1)
            if after and shape_of(after[0]) and after[0].isalnum():  # "a novel method SHEAR"
                return (start + len(first_word) + 1, start + len(first_word) + 1 + len(after[0]))
        cap = CAP_PHRASE.match(text, start, limit)
        coined = first_word.rstrip(",.;:)")
        if not cap and coined[:1].islower() and shape_of(coined):  # "Our method, pi-VAE, is"
            return (start, start + len(coined))
        if cap and first_word[:1].isupper() or (cap and shape_of(first_word.rstrip(",.;:)"))):
            phrase = cap.group().rstrip(",.;:")
            phrase = re.split(r"\.(?=[A-Z][a-z])", phrase)[0]  # "PIPE.We": a missing space
            phrase = trim_generic_head(cut_after_coined_token(phrase))
            if phrase and (
                shape_of(phrase.split()[0]) or len(phrase.split()) >= 2 or not had_determiner
            ):
                if len(phrase.split()) == 1 and not shape_of(phrase) and had_determiner:
                    return None
                return (start, start + len(phrase))
        appositive = APPOSITIVE.match(text, start, limit)
        if after_cue and had_determiner and appositive and shape_of(appositive.group(1)):
            return appositive.span(1)  # "a framework, TLM, that"
        if after_cue and not had_determiner:
            short = SHORT_NAME.match(text, start, limit)
            if short and not set(short.group(1).split()) & self.boundaries:
                return (start, start + len(short.group(1)))
        return None

    def _more_after_verb(self, text: str, pos: int, limit: int) -> list[tuple[int, int]]:
        """A quoted name or a name set off after its generic noun, after a proposal verb."""
        quoted = QUOTED.match(text, pos, limit)
        if quoted:
            return [quoted.span(1)]
        found = self.appositive.match(text, pos, limit)  # set off by commas (1) or dashes (2)
        return [found.span(1) if found.group(1) else found.span(2)] if found else []

    def _lowercase_named(self, text: str, pos: int, limit: int) -> list[tuple[int, int]]:
        """A quoted or lowercase name after a naming cue ("we call unprocessing that")."""
        quoted = QUOTED.match(text, pos, limit)
        if quoted:
            return [quoted.span(1)]
        start = LEAD.match(text, pos, limit).end()
        named = LOWER_NAMED.match(text, start, limit)
        if not named or set(named.group(1).split()) & (self.boundaries | self.determiners):
            return []
        return [named.span(1)]

    def _defined_after(
        self,
        text: str,
        acronyms: list[AcronymPair],
        pos: int,
        limit: int,
        firsts: tuple[FirstMatch, FirstMatch],
    ) -> list[tuple[int, int]]:
        """Acronym definitions after a cue, before the clause ends (", which ...").

        ``firsts`` find the first clause end and the first "(Name)" from an offset on.
        """
        clause_ends, parens = firsts
        clause_end = clause_ends.first(pos, limit)
        end = clause_end.start() if clause_end else limit
        out = []
        for pair in acronyms:
            if (
                pos <= pair.long_start
                and pair.short_end <= end + 1
                or (pos <= pair.short_start and pair.long_end <= end + 1)
            ):
                out += [(pair.long_start, pair.long_end), (pair.short_start, pair.short_end)]
        # "a Flexible, Efficient, and Stable Attack (DDPA)": letters differ; the cue pairs them
        # The first "(Name)" from ``pos`` on; a later one would end later, past the clause too.
        paren = parens.first(pos, limit) if not out and end >= pos else None
        paren = paren if paren and paren.end() <= end else None
        if paren and shape_of(paren.group(1)):
            name = self._name_at(text, pos, paren.start(), None, after_cue=True)
            if name:
                out += [name, paren.span(1)]
            elif self.generic_head.fullmatch(text, pos, paren.start()):
                out.append(paren.span(1))  # "a new approach (LaMBO)": the acronym is the name
        return out


def _both_forms(pair: AcronymPair) -> list[tuple[int, int]]:
    return [(pair.long_start, pair.long_end), (pair.short_start, pair.short_end)]


@Language.factory("explorer_proposals")
def make_proposal_finder(nlp: Language, name: str) -> ProposalFinder:
    """Factory for :class:`ProposalFinder`."""
    return ProposalFinder()
