"""The names a paper may give its own work, and what the proposed-name scorer reads of each.

Candidates are the rule proposals (with the cue that found them), the rule components'
candidates (lexicon, acronyms, coined shapes, capitalised phrases, cue phrases), both forms of
every defined acronym, emphasised phrases, and a few cheap extra phrasings: the words after a
naming cue ("we call it mimetic initialization"), after "we propose a ..." and after "our".
One name is scored once: its occurrences are grouped by :func:`name_key` and their features
pooled, with how often and how early the name occurs.
"""

from __future__ import annotations

import bisect
import functools
import json
import re
from collections.abc import Iterable

from spacy.tokens import Doc

from explorer.nlp.candidates import candidates, doc_text, emphasis, extension, sentence_bounds
from explorer.nlp.coined import shape_of
from explorer.nlp.learned.proposed_text import (
    LONGEST,
    in_title,
    name_key,
    title_words,
    whole_phrase,
)
from explorer.nlp.positions import Ranges
from explorer.nlp.resources import common_words, lexicon, rules
from explorer.paths import resource

_CLAUSE_MARK = re.compile(r"[,;:()]")
_DIGIT = re.compile(r"\d")
_LEAD = re.compile(r"(?:(?:a|an|the|our|this|new|novel|simple|general|first)\s+)*")
_WORD = re.compile(r"[\w][\w\-']*")


@functools.cache
def context_words() -> dict:
    """Comparison and ownership words (``resources/nlp/proposal_context.json``) and the rules'
    clause boundaries and generic method nouns."""
    data = json.loads(resource("nlp", "proposal_context.json").read_text(encoding="utf-8"))
    cfg = rules()
    return {
        "comparison": frozenset(data["comparison"]),
        "ownership": frozenset(data["ownership"]),
        "boundaries": frozenset(cfg["clause_boundaries"]) - {"of", "as"},
        "method_nouns": frozenset(cfg["own_method_nouns"]),
    }


@functools.cache
def known_names() -> frozenset[str]:
    """Lowercase names of the lexicon: known names are rarely the paper's own."""
    return frozenset(entry.pattern.lower() for entry in lexicon())


class _DocCues:
    """What one doc's cues are and where they stand: the proposal finder's scans of the doc
    (:mod:`explorer.nlp.proposals`: subjects, proposal verbs and naming cues per sentence)."""

    def __init__(self, doc: Doc):
        self.text = text = doc_text(doc)
        self.bounds = sentence_bounds(doc) or [(0, len(text))]
        self.sentences = Ranges(self.bounds)
        subjects, verbs, namings = doc.user_data.get("proposal_scan", ([[]], [[]], [[]]))
        self.subject_at = [found[0] if found else None for found in subjects]
        self.verbs = [m for found in verbs for m in found]
        self.verb_ends = [m.end() for m in self.verbs]
        self.namings = [m for found in namings for m in found]
        self.naming_ends = [m.end() for m in self.namings]
        self.marks = [m.start() for m in _CLAUSE_MARK.finditer(text)]
        # Read once: each ``doc._`` access builds an accessor object.
        self.acronyms = extension(doc, "acronyms") or []
        self.candidates = candidates(doc)

    def sentence_end(self, offset: int) -> int:
        index = self.sentences.index_of(offset)
        return self.bounds[index][1] if index is not None else len(self.text)


def doc_candidates(doc: Doc, cues: _DocCues | None = None) -> dict[tuple[int, int], set[str]]:
    """Every candidate range of the doc with the sources that propose it."""
    cues = cues or _DocCues(doc)
    text = cues.text
    found: dict[tuple[int, int], set[str]] = {}

    def add(ranges: Iterable[tuple[int, int]], source: str) -> None:
        for span in ranges:
            if span[1] > span[0]:
                found.setdefault(span, set()).add(source)

    for span, cue in doc.user_data.get("proposal_cues", {}).items():
        add([span], "rule:" + cue)
    for cand in cues.candidates:
        if cand.source not in ("learned", "proposal", "lexicon"):
            add([(cand.start, cand.end)], cand.source)
    # A lexicon name is a known one: a candidate only when another source proposes it too.
    for cand in cues.candidates:
        if cand.source == "lexicon" and (cand.start, cand.end) in found:
            found[(cand.start, cand.end)].add("lexicon")
    for pair in cues.acronyms:
        add([(pair.long_start, pair.long_end)], "acr_long")
        add([(pair.short_start, pair.short_end)], "acr_short")
    add(((s, e) for s, e in emphasis(doc) if text.count(" ", s, e) < LONGEST), "emph")
    for source, matches in (("after_naming", cues.namings), ("after_verb", cues.verbs)):
        for m in matches:
            after = _LEAD.match(text, m.end()).end()
            phrase = whole_phrase(text, after, cues.sentence_end(m.start()))
            add([phrase] if phrase else [], source)
    return found


_SENTENCE = ("sent=0", "sent=1", "sent=2", "sent=4", "sent=4")


def _bucket(value: int, edges: tuple[int, ...]) -> str:
    """The first edge ``value`` is at most, or the last edge with a "+"."""
    for edge in edges:
        if value <= edge:
            return str(edge)
    return f"{edges[-1]}+"


def name_features(doc: Doc) -> dict[str, tuple[tuple[int, int], list[str]]]:
    """Each candidate name of ``doc`` by :func:`name_key`: its first range and its features.

    Examples
    --------
    >>> from explorer.nlp.pipeline import build_pipeline
    >>> nlp = build_pipeline(recognizer=None)
    >>> doc = nlp.make_doc("We propose ZetaWalk, a sampler. It beats DeepWalk.")
    >>> for _, step in nlp.pipeline[: nlp.pipe_names.index("explorer_proposed")]:
    ...     doc = step(doc)
    >>> names = name_features(doc)
    >>> "src=rule:verb" in names["zetawalk"][1], "cmp_before" in names["deepwalk"][1]
    (True, True)
    """
    cues = _DocCues(doc)
    text, bounds = cues.text, cues.bounds
    rule_keys = {name_key(text[s:e]) for s, e in doc.user_data.get("proposal_cues", {})}
    pairs = {(name_key(p.short), name_key(p.long)) for p in cues.acronyms}
    partners = {short: long for short, long in pairs} | {long: short for short, long in pairs}
    head, title = title_words(doc.user_data.get("title", ""))
    grouped: dict[str, tuple[tuple[int, int], set[str], set[int]]] = {}
    verb_ends, subject_at, last_sentence = cues.verb_ends, cues.subject_at, len(bounds) - 1
    for (start, end), sources in sorted(doc_candidates(doc, cues).items()):
        name = text[start:end]
        key = name_key(name)
        if not key or not name[:1].isalnum() and name[:1] not in "$\\α":
            continue
        index = cues.sentences.index_of(start) or 0
        if key not in grouped:
            grouped[key] = ((start, end), set(), set())
        _, feats, where = grouped[key]
        if len(where) >= 3:  # three sentences tell enough of a name's context
            where.add(index)
            continue
        where.add(index)
        s_start, s_end = bounds[index]
        feats.update(["src=" + s for s in sources])
        _context(feats, cues, start, end, s_start, s_end)
        subject = subject_at[index]
        if subject and subject.start() < start:
            feats.add("we_before")
        last = bisect.bisect_right(verb_ends, start) - 1
        if last >= 0 and verb_ends[last] > s_start:
            feats.add("verb_d" + _bucket(start - verb_ends[last], (0, 20, 60)))
        elif last + 1 < len(verb_ends) and end < verb_ends[last + 1] <= s_end:
            feats.add("verb_after")
        feats.add(_SENTENCE[index] if index < len(_SENTENCE) else "sent=4+")
        if index == last_sentence and index:
            feats.add("sent_last")
    # A defined acronym and its long form share their evidence (in a fixed order: a set's
    # order changes with the process's hash seed, and a form may be in two pairs).
    for short, long in sorted(pairs):
        if short in grouped and long in grouped:
            shared = grouped[short][1] | grouped[long][1]
            grouped[short] = (grouped[short][0], shared, grouped[short][2])
            grouped[long] = (grouped[long][0], shared, grouped[long][2])
    out = {}
    for key, (first, pooled, where) in grouped.items():
        name = text[first[0] : first[1]]
        feats = ["bias", *sorted(pooled), *_shape_features(name)]  # one sum order everywhere
        feats.append("sents=" + _bucket(len(where), (1, 2, 3)))
        feats.append("count=" + _bucket(text.count(name), (1, 2, 4)))
        if key == head:
            feats.append("title_head")
        elif title and in_title(key, title):
            feats.append("in_title")
        if key in rule_keys:
            feats.append("rule")
        elif partners.get(key) in rule_keys:
            feats.append("partner_rule")
        out[key] = (first, feats)
    return out


def _context(feats: set[str], cues: _DocCues, start: int, end: int, s_start: int, s_end: int):
    """Add the features of the words around one occurrence, inside its sentence."""
    text, words = cues.text, context_words()
    window_start = max(s_start, start - 60)
    # The words before it in its clause: "Unlike previous methods, X" does not compare X.
    mark = bisect.bisect_left(cues.marks, start) - 1
    if mark >= 0 and cues.marks[mark] >= window_start:
        window_start = cues.marks[mark] + 1
    lowered = text[window_start:start].lower()
    before = _WORD.findall(lowered)[-4:]
    after = _WORD.search(text, end, min(s_end, end + 30))
    # Only ordinary words, not names: "n1=sml" after a long form would learn one paper.
    common = common_words()
    if before and before[-1] in common:
        feats.add("p1=" + before[-1])
    if after and (word := after.group().lower()) in common:
        feats.add("n1=" + word)
    if not words["comparison"].isdisjoint(before):
        feats.add("cmp_before")
    if not words["ownership"].isdisjoint(before[-3:]):
        feats.add("own_before")
    naming = bisect.bisect_right(cues.naming_ends, start) - 1
    if naming >= 0 and cues.naming_ends[naming] >= max(s_start, start - 40):
        feats.add("naming_before")
    following = text[end : end + 5]
    if following.startswith(" ("):
        feats.add("next_paren")
    elif following.startswith((", a ", ", an ")):
        feats.add("next_appositive")
    elif following[:1] in ",.;:":
        feats.add("next_punct")
    if text[start - 1 : start] == "(" and following.startswith(")"):
        feats.add("in_paren")


@functools.lru_cache(maxsize=65536)
def _shape_features(name: str) -> tuple[str, ...]:
    """Features of the name's own form: length, coined shapes, case, known to the lexicon."""
    words = name.split()
    lowered = name.lower()
    feats = ["words=" + _bucket(len(words), (1, 2, 3, 4))]
    shapes = {shape_of(w.strip(",.;:()")) for w in words} - {None}
    feats += ["coined:" + s for s in sorted(shapes)]
    if name.islower():
        feats.append("lower")
    elif all(w[:1].isupper() or not w[:1].isalpha() for w in words):
        feats.append("capitalised")
    if _DIGIT.search(name):
        feats.append("digit")
    known = known_names()
    if lowered in known or lowered[-1:] == "s" and lowered[:-1] in known:
        feats.append("known")
    if len(words) == 1 and lowered in common_words():
        feats.append("common_word")
    if words and words[-1].lower() in context_words()["method_nouns"]:
        feats.append("generic_head" if len(words) > 1 else "generic_word")
    return tuple(feats)
