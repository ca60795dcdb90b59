"""The patterns that find a proposed name after its cue, and the helpers that match them.

:mod:`explorer.nlp.proposals` asks these in order for each cue of a sentence; they are kept
apart so that the finder reads as the list of cues it knows.
"""

from __future__ import annotations

import re

from explorer.nlp.candidates import sentence_at
from explorer.nlp.coined import shape_of
from explorer.nlp.resources import rules

_STAR = r"(?:\*(?![\w*]))?"  # "ToolChain*"; not the star of "*emphasis*" or "**bold**"
NAME_TOKEN = r"(?:[α-ωΑ-Ω]-?)?[A-Za-z0-9][\w\-./×+']*" + _STAR
CAP_PHRASE = re.compile(
    r"(?:[α-ωΑ-Ω]-?)?[A-Z0-9][\w\-./×+']*"
    + _STAR
    + r"(?:(?:,\s+(?:and\s+)?|\s+(?:(?:of|for|as)\s+)?)[A-Z0-9][\w\-./×+']*"
    + _STAR
    + r")*"
)


AND_NAME = re.compile(r"(?:\s*,)?\s+and\s+(" + NAME_TOKEN + r")")  # = \s*,?\s+ without
# its backtracking: Python's re tries every split of a run of spaces between \s* and \s+.
LINKER = re.compile(r"(?<!\s)\s+(?:of|for|as)\s+")  # (?<!\s): as in CLAUSE_END
LEAD = re.compile(r"(?:(?:a|an|the|our|this|novel|new)\s+)*", re.IGNORECASE)
# "a framework, TLM, that", "a framework, i.e., TLM, to", "a framework – TLM: the"
APPOSITIVE = re.compile(
    r"[^,.;()]{0,80}?(?:,\s+(?:i\.e\.,?\s+)?|\s+[–—]\s+|\s+-{2,3}\s+)("
    + NAME_TOKEN
    + r")(?:,|:|\s+[–—])\s"
)
# "ARGS, Alignment as Reward-Guided Search, a ...": a coined name, then its long form
LONG_FORM_AFTER = re.compile(
    r"(" + NAME_TOKEN + r"),\s+([A-Z][\w\-]*(?:\s+[\w\-]+){1,9}),\s+(?:a|an|the)\s"
)
SHORT_NAME = re.compile(r"((?:[a-z][\w\-]*\s+){0,3}[a-z][\w\-]*),\s+(?:a|an)\s")
# (?<!\s): a match starts where its run of spaces does, so a long run costs one try, not one per
# space (Python's re backtracks through the whole run at each of them).
CLAUSE_END = re.compile(r",?(?<!\s)\s+(?:which|that|where|whereby|while|to)\s")
OUR_NEW = re.compile(r"\b[Oo]ur (?:proposed|new|novel) ")
# "a novel sampler (CTSS) module is proposed": the defined name just before a passive cue
PASSIVE_CUE = re.compile(
    r"\)(?:\s+[\w-]+){0,2}\s+(?:is|are)\s+(?:proposed|developed|introduced|presented|designed)\b"
)
PAREN_NAME = re.compile(r"\((" + NAME_TOKEN + r")\)")


def cut_after_coined_token(phrase: str) -> str:
    """ "QuokkaNet for ImageNet" names two things: a coined token ends a name at a linker word."""
    linker = LINKER.search(phrase)
    if linker and " " not in phrase[: linker.start()] and shape_of(phrase[: linker.start()]):
        return phrase[: linker.start()]
    return phrase


def words_of(key: str) -> str:
    return "|".join(re.escape(w) for w in rules()[key])


def by_sentence(matches: list[re.Match], bounds: list[tuple[int, int]]) -> list[list[re.Match]]:
    """Matches grouped by the sentence they start in (``bounds`` sorted, disjoint)."""
    groups: list[list[re.Match]] = [[] for _ in bounds]
    for m in matches:
        index = sentence_at(bounds, m.start())
        if index is not None and m.end() <= bounds[index][1]:
            groups[index].append(m)
    return groups


class FirstMatch:
    """The first match of a pattern from an offset on, inside a sentence.

    Cues of one sentence ask in order; the match found from one cue is the first for every
    later cue up to it, so a long sentence is searched about once instead of once per cue.
    The pattern must not look behind the offset it is asked from.
    """

    def __init__(self, pattern: re.Pattern, text: str):
        self.pattern = pattern
        self.text = text
        self.last: dict[int, tuple[int, re.Match | None]] = {}  # limit -> (from, match)

    def first(self, pos: int, limit: int) -> re.Match | None:
        """``pattern.search(text, pos, limit)``."""
        searched_from, found = self.last.get(limit, (None, None))
        if searched_from is None or pos < searched_from or (found and pos > found.start()):
            found = self.pattern.search(self.text, pos, limit)
            self.last[limit] = (pos, found)
        return found


def trim_generic_head(phrase: str) -> str:
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


# Phrasings the scorer weighs (explorer.nlp.learned.proposed): each is a candidate of its own cue.
# "a simple idea we call unprocessing that", "called deep relative trust and": a lowercase name
LOWER_NAMED = re.compile(
    r"((?:[a-z][\w\-]*\s+){0,3}[a-z][\w\-]*)"
    r"(?=[,.;:)]|\s+(?:that|which|to|and|for|in|is|as|with|where|on|of)\b)"
)
# 'we introduce an "adaptive subset loss"', "we call the technique “mimetic initialization”"
# LaTeX quotes too: "a new method called ``hybrid tickets''", "called `rarity score'"
_QUOTED_NAME = r"(?:``?|\"|“|‘|')([A-Za-z][^\"“”‘’'`\n]{1,58}[\w*])(?:''|\"|”|’|')(?!\w)"
QUOTED = re.compile(r"(?:[\w-]+\s+){0,3}?" + _QUOTED_NAME)
# "we encode ... in a novel 'neural path feature' (NPF)": a quoted phrase the paper calls new
NEW_QUOTED = re.compile(r"\b(?:a|an)\s+(?:new|novel)\s+" + _QUOTED_NAME)
# "Open License Corpus (OLC), a new corpus we curate": a defined name introduced as new
NEW_AFTER = re.compile(r"\)?,\s+(?:a|an)\s+(?:new|novel)\b")
# "our LLM-CXR trained ...": a coined name right after "our"
OUR_COINED = re.compile(r"\b[Oo]ur\s+(?:proposed\s+|new\s+|novel\s+)?(" + NAME_TOKEN + r")")
# "the proposed THOC network outperforms", "the proposed Recurrent Transformer can": the name
# the paper calls its proposal
PROPOSED_THE = re.compile(r"\b[Tt]he\s+proposed\s+(?=[A-Za-z0-9α-ωΑ-Ω])")


def lower_appositive(nouns: str, cues: str) -> re.Pattern:
    """ "a new bias module, the lite residual module, to refine": a name set off after the
    generic noun it names, by commas or dashes (``nouns``: the alternatives of the own-method
    nouns; ``cues``: those of the naming cues)."""
    # Not a clause: "a method, which, in turn, ..." names nothing.
    name = r"(?!(?:which|that|and|or|in|for|to|as|such|where|when|i\.e)\b)"
    # Nor a naming cue: "a framework, termed EBMDock, ..." is the naming cue's to find, and
    # "so-called" introduces a term the field already has.
    name += rf"(?!(?:{cues}|so-called)\b)"
    name += r"((?:[A-Za-z][\w\-]*\s+){0,3}[A-Za-z][\w\-]*)"
    return re.compile(
        rf"(?:[\w-]+\s+){{0,4}}?(?:{nouns})"
        rf"(?:,\s+(?:the\s+)?{name},\s+(?!\s|and\b|or\b|which\b|that\b|i\.e)"
        # "a novel algorithm --- expertise trees --- that": a name between dashes
        rf"|\s+(?:-{{2,3}}|[–—])\s+(?:the\s+)?{name}\s+(?:-{{2,3}}|[–—])\s)"
    )


def with_acronym_partners(
    text: str, pairs: list, found: list[tuple[int, int]], method_nouns: set[str]
) -> list[tuple[int, int]]:
    """The names found, a name cut short before its defined long form made whole, and the
    other form of every defined acronym found."""
    names = list(dict.fromkeys(found))
    by_long_start: dict[int, list] = {}
    for pair in pairs:
        by_long_start.setdefault(pair.long_start, []).append(pair)
    # A name cut short before a lowercase word ("... for Exemplar" of "... Exemplar
    # selection (CASE)") is the start of a defined long form: use the whole long form.
    # A generic head after the name ("... Contribution criterion (MRMC)") keeps both.
    names = list(
        dict.fromkeys(
            next(
                (
                    (p.long_start, p.long_end)
                    for p in by_long_start.get(s, ())
                    if p.long_start == s
                    and e < p.long_end
                    and text[e : p.long_end].split()[0] not in method_nouns
                ),
                (s, e),
            )
            for s, e in names
        )
    )
    texts = {text[s:e] for s, e in names}
    listed = set(names)
    for pair in pairs:
        if pair.short in texts and (pair.long_start, pair.long_end) not in listed:
            names.append((pair.long_start, pair.long_end))
            listed.add(names[-1])
        elif pair.long in texts and (pair.short_start, pair.short_end) not in listed:
            names.append((pair.short_start, pair.short_end))
            listed.add(names[-1])
    return names


def with_long_form(text: str, name: tuple[int, int], limit: int) -> list[tuple[int, int]]:
    """The name, or a coined name and the long form set off after it ("ARGS, Alignment as
    Reward-Guided Search, a ...") when its first letter begins the coined name."""
    long = LONG_FORM_AFTER.match(text, name[0], limit)
    if long and shape_of(long.group(1)) and long.group(1)[0].upper() == long.group(2)[0]:
        return [long.span(1), long.span(2)]
    return [name]


#: What stands just before a naming cue that describes a name rather than gives one.
_DESCRIBING = ("\nso-", " so-", " is ", "are ", "was ")


def described_name(text: str, cue_start: int) -> bool:
    """ "namely X", "so-called X", "this is called X": a name described, not given here."""
    before = text[max(0, cue_start - 4) : cue_start]
    return text.startswith("namely", cue_start) or before in _DESCRIBING
