"""The names a paper may give its own work, and what the proposed-name scorer reads of each.

Candidates are the rule proposals (with the cue that found them), the rule components'
candidates (lexicon, acronyms, coined shapes, capitalised phrases, cue phrases), both forms of
every defined acronym, emphasised phrases, and a few cheap extra phrasings: the words after a
naming cue ("we call it mimetic initialization"), after "we propose a ..." and after "our".
One name is scored once: its occurrences are grouped by :func:`name_key` and their features
pooled, with how often and how early the name occurs.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable

from spacy.tokens import Doc

from explorer.nlp.candidates import candidates, doc_text, emphasis, sentence_bounds
from explorer.nlp.coined import shape_of
from explorer.nlp.positions import Ranges
from explorer.nlp.resources import common_words, lexicon, rules
from explorer.nlp.scan import word_alternatives
from explorer.paths import resource

_KEY_DROP = re.compile(r"[\s\-_.]")
_WORD = re.compile(r"[\w][\w\-']*")
# A phrase of up to six words that a cue may introduce: words and the marks names carry.
_PHRASE_WORD = re.compile(r"[\"“‘']?([\w$\\][\w\-/+.'*×]*[\w+*])[\"”’']?|[\"“‘']?(\w)[\"”’']?")
#: Most words a phrase candidate after a cue may have.
LONGEST = 6


def name_key(name: str) -> str:
    """The key that groups a name's spellings (the matching rule of ``explorer.evaluate``).

    >>> name_key("Mixtral-8x7B") == name_key("mixtral 8x7b")
    True
    """
    return _KEY_DROP.sub("", name).lower()


@functools.cache
def context_words() -> dict:
    """Comparison, naming and ownership words (``resources/nlp/proposal_context.json``)."""
    data = json.loads(resource("nlp", "proposal_context.json").read_text(encoding="utf-8"))
    naming = sorted(data["naming"], key=len, reverse=True)
    cfg = rules()
    return {
        "comparison": frozenset(data["comparison"]),
        "ownership": frozenset(data["ownership"]),
        "naming": re.compile(
            r"\b(?:" + "|".join(re.escape(n) for n in naming) + r")"
            r"(?:\s+(?:it|this|them|these|those|(?:our|the|this|such an?|an?)(?:\s+[\w-]+){1,2}))?"
            r"(?:\s+as)?\s+",
            re.IGNORECASE,
        ),
        "verb": re.compile(
            word_alternatives(cfg["proposal_verbs"])
            + r"\s+(?:(?:a|an|the|our|this|new|novel|simple|general|first)\s+)*"
        ),
        "subject": re.compile(word_alternatives(cfg["proposal_subjects"], ignore_case=True)),
        "our": re.compile(r"\b[Oo]ur\s+(?:(?:proposed|new|novel|resulting)\s+)?"),
        "boundaries": frozenset(cfg["clause_boundaries"]) - {"of", "as"},
        "method_nouns": frozenset(cfg["own_method_nouns"]),
    }


@functools.cache
def known_names() -> frozenset[str]:
    """Lowercase names of the lexicon: known names are rarely the paper's own."""
    return frozenset(entry.pattern.lower() for entry in lexicon())


def phrase_prefixes(text: str, start: int, limit: int) -> list[tuple[int, int]]:
    """The word runs of up to ``LONGEST`` words from ``start``, shortest first, stopping at a
    clause boundary word or a mark that is not part of a name.

    >>> text = "we call it mimetic initialization, which"
    >>> [text[s:e] for s, e in phrase_prefixes(text, 11, len(text))]
    ['mimetic', 'mimetic initialization']
    """
    words = context_words()["boundaries"]
    out: list[tuple[int, int]] = []
    first = None
    pos = start
    for _ in range(LONGEST):
        m = _PHRASE_WORD.match(text, pos, limit)
        if not m:
            break
        word_start, word_end = m.span(1) if m.group(1) else m.span(2)
        if text[word_start:word_end].lower() in words:
            break
        first = word_start if first is None else first
        out.append((first, word_end))
        if m.end() >= limit or text[m.end()] != " ":
            break
        pos = m.end() + 1
    return out


def doc_candidates(doc: Doc) -> dict[tuple[int, int], set[str]]:
    """Every candidate range of the doc with the sources that propose it."""
    text = doc_text(doc)
    found: dict[tuple[int, int], set[str]] = {}

    def add(ranges: Iterable[tuple[int, int]], source: str) -> None:
        for span in ranges:
            if span[1] > span[0]:
                found.setdefault(span, set()).add(source)

    for span, cue in doc.user_data.get("proposal_cues", {}).items():
        add([span], "rule:" + cue)
    for cand in candidates(doc):
        if cand.source not in ("learned", "proposal"):
            add([(cand.start, cand.end)], cand.source)
    for pair in doc._.acronyms or []:
        add([(pair.long_start, pair.long_end)], "acr_long")
        add([(pair.short_start, pair.short_end)], "acr_short")
    add(((s, e) for s, e in emphasis(doc) if len(text[s:e].split()) <= LONGEST), "emph")
    cues = context_words()
    for s_start, s_end in sentence_bounds(doc):
        for source in ("naming", "verb", "our"):
            for m in cues[source].finditer(text, s_start, s_end):
                add(phrase_prefixes(text, m.end(), s_end), "after_" + source)
    return found


def title_keys(title: str) -> tuple[str, set[str]]:
    """The key of a title's head (before its colon) and the keys of its runs of words.

    >>> head, keys = title_keys("TabFlex: Scaling Tabular Learning")
    >>> head, "tabflex" in keys, "scalingtabular" in keys, "tab" in keys
    ('tabflex', True, True, False)
    """
    words = _WORD.findall(title)
    keys = {
        name_key("".join(words[i:j]))
        for i in range(len(words))
        for j in range(i + 1, min(i + LONGEST, len(words)) + 1)
    }
    head, colon, _ = title.partition(":")
    return (name_key(head) if colon else ""), keys


def _bucket(value: int, edges: tuple[int, ...]) -> str:
    """The first edge ``value`` is at most, or the last edge with a "+"."""
    return next((str(edge) for edge in edges if value <= edge), f"{edges[-1]}+")


def name_features(doc: Doc) -> dict[str, tuple[tuple[int, int], list[str]]]:
    """Each candidate name of ``doc`` by :func:`name_key`: its first range and its features.

    Examples
    --------
    >>> from explorer.nlp.pipeline import build_pipeline
    >>> doc = build_pipeline(recognizer=None)("We propose ZetaWalk, a sampler. It beats DeepWalk.")
    >>> names = name_features(doc)
    >>> "src=rule:verb" in names["zetawalk"][1], "cmp_before" in names["deepwalk"][1]
    (True, True)
    """
    text = doc_text(doc)
    cues = context_words()
    bounds = sentence_bounds(doc) or [(0, len(text))]
    sentences = Ranges(bounds)
    # Per sentence: does a proposal subject stand in it, and where its proposal verbs end.
    subject_at = [cues["subject"].search(text, s, e) for s, e in bounds]
    verb_ends = [[m.end() for m in cues["verb"].finditer(text, s, e)] for s, e in bounds]
    rule_keys = {name_key(text[s:e]) for s, e in doc.user_data.get("proposal_cues", {})}
    pairs = {(name_key(p.short), name_key(p.long)) for p in doc._.acronyms or []}
    partners = {short: long for short, long in pairs} | {long: short for short, long in pairs}
    known, common = known_names(), common_words()
    head, in_title = title_keys(doc.user_data.get("title", ""))
    grouped: dict[str, tuple[tuple[int, int], set[str], set[int]]] = {}
    for (start, end), sources in sorted(doc_candidates(doc).items()):
        name = text[start:end]
        key = name_key(name)
        if not key or not name[:1].isalnum() and name[:1] not in "$\\α":
            continue
        index = sentences.index_of(start) or 0
        feats = {"src=" + s for s in sources}
        feats |= _context(text, start, end, bounds[index], cues)
        if subject_at[index] and subject_at[index].start() < start:
            feats.add("we_before")
        before = [v for v in verb_ends[index] if v <= start]
        if before:
            feats.add("verb_d" + _bucket(start - before[-1], (0, 20, 60)))
        elif any(v > end for v in verb_ends[index]):
            feats.add("verb_after")
        feats.add("sent=" + _bucket(index, (0, 1, 2, 4)))
        if index == len(bounds) - 1 and index:
            feats.add("sent_last")
        first, pooled, where = grouped.get(key, ((start, end), set(), set()))
        grouped[key] = (first, pooled | feats, where | {index})
    for short, long in pairs:  # a defined acronym and its long form share their evidence
        if short in grouped and long in grouped:
            shared = grouped[short][1] | grouped[long][1]
            grouped[short] = (grouped[short][0], shared, grouped[short][2])
            grouped[long] = (grouped[long][0], shared, grouped[long][2])
    out = {}
    for key, (first, pooled, where) in grouped.items():
        name = text[first[0] : first[1]]
        feats = ["bias", *sorted(pooled), *_shape_features(name, cues, known, common)]
        feats.append("sents=" + _bucket(len(where), (1, 2, 3)))
        feats.append("count=" + _bucket(text.count(name), (1, 2, 4)))
        if key in in_title:
            feats.append("title_head" if key == head else "in_title")
        if key in rule_keys:
            feats.append("rule")
        elif partners.get(key) in rule_keys:
            feats.append("partner_rule")
        out[key] = (first, feats)
    return out


def _context(text: str, start: int, end: int, sentence: tuple[int, int], cues) -> set[str]:
    """Features of the words around one occurrence, inside its sentence."""
    window_start = max(sentence[0], start - 60)
    # The words before it in its clause: "Unlike previous methods, X" does not compare X.
    clause_start = max(text.rfind(mark, window_start, start) for mark in ",;:()")
    before = _WORD.findall(text, max(window_start, clause_start + 1), start)[-4:]
    after = _WORD.findall(text, end, min(sentence[1], end + 30))[:1]
    lowered = [w.lower() for w in before]
    # Only ordinary words, not names: "n1=sml" after a long form would learn one paper.
    common = common_words()
    feats = {f"p1={w}" for w in lowered[-1:] if w in common}
    feats |= {f"n1={w.lower()}" for w in after if w.lower() in common}
    if set(lowered) & cues["comparison"]:
        feats.add("cmp_before")
    if set(lowered[-3:]) & cues["ownership"]:
        feats.add("own_before")
    if cues["naming"].search(text, max(sentence[0], start - 40), start):
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
    return feats


def _shape_features(name: str, cues, known, common) -> list[str]:
    words = name.split()
    lowered = name.lower()
    feats = ["words=" + _bucket(len(words), (1, 2, 3, 4))]
    shapes = {shape_of(w.strip(",.;:()")) for w in words} - {None}
    feats += ["coined:" + s for s in sorted(shapes)]
    if name.islower():
        feats.append("lower")
    elif all(w[:1].isupper() or not w[:1].isalpha() for w in words):
        feats.append("capitalised")
    if any(ch.isdigit() for ch in name):
        feats.append("digit")
    if lowered in known or lowered[-1:] == "s" and lowered[:-1] in known:
        feats.append("known")
    if len(words) == 1 and lowered in common:
        feats.append("common_word")
    if words and words[-1].lower() in cues["method_nouns"]:
        feats.append("generic_head" if len(words) > 1 else "generic_word")
    return feats
