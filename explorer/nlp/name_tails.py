"""The word after a proper name that belongs to it: "Skellam noise", "SkewIoU loss", "CATH 4.2".

The capitalised-word and coined-token rules (:mod:`explorer.nlp.coined`) stop at the name, so
"Mallows model" came out as "Mallows" and "Tacotron 2" as "Tacotron": a span the annotations do
not name, and the whole name missed. Before the resolver settles the candidates,
:func:`name_tails` adds the longer phrase as a ``cue`` candidate, which it prefers as the longer:
- a surname-like name (one capitalised word that is no ordinary word, or such words joined by
  hyphens: "Ollivier-Ricci") before a noun it names a thing with (``surname_heads``);
- a coined token before one of fewer nouns (``coined_heads``: "SGD noise" is SGD's noise);
- a capitalised name before a bare version number ("Dota 2"), not a count ("50 epochs").
The nouns are data, chosen on the train split: ``resources/nlp/name_tails.json``.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Sequence

from explorer.nlp.candidates import Candidate
from explorer.nlp.canonical import label_from_head
from explorer.nlp.resources import adjectives
from explorer.paths import resource

#: The rule sources that stop at the name (a defined acronym or a lexicon name stands alone).
CUT_SOURCES = frozenset({"titlecase", "coined"})
_SURNAME = re.compile(r"[A-Z][a-zà-ÿ]+(?:(?:-|--|–)[A-Z][a-zà-ÿ]+)*")
_NEXT_NOUN = re.compile(r" ([a-z]+)(?![\w\-])")
#: A version number or year, not the count of a plural noun after it ("50 epochs"), a ratio
#: ("2:4 sparsity") or the year closing a bracketed citation ("[Smith and Jones 17]").
_VERSION = re.compile(r" (\d+(?:\.\d+)?)(?![\w.%×$)\]:\-]|\.\d| [a-z]+s\b)")


@functools.cache
def tail_rules() -> tuple[frozenset[str], frozenset[str], bool]:
    """The nouns after a surname-like name and after a coined token, and whether a version
    number joins a name (``resources/nlp/name_tails.json``)."""
    cfg = json.loads(resource("nlp", "name_tails.json").read_text(encoding="utf-8"))
    return frozenset(cfg["surname_heads"]), frozenset(cfg["coined_heads"]), cfg["version_number"]


def name_tails(text: str, found: Sequence[Candidate]) -> list[Candidate]:
    """Candidates for the names of ``found`` with the word after them that belongs to them.

    Examples
    --------
    >>> text = "We add Skellam noise, train Tacotron 2 and the SkewIoU loss, then use SGD noise."
    >>> found = [Candidate(7, 14, "titlecase"), Candidate(28, 36, "titlecase"),
    ...          Candidate(47, 54, "coined"), Candidate(70, 73, "coined"),
    ...          Candidate(70, 73, "acronym")]
    >>> [text[c.start : c.end] for c in name_tails(text, found)]
    ['Skellam noise', 'Tacotron 2', 'SkewIoU loss']
    """
    surname_heads, coined_heads, version = tail_rules()
    plain, proper = adjectives()
    # A defined acronym, a lexicon name or a cue's name over the same characters stands alone.
    alone = {(c.start, c.end) for c in found if c.source not in CUT_SOURCES}
    out = []
    for cand in found:
        if (
            cand.source not in CUT_SOURCES
            or (cand.start, cand.end) in alone
            or not text[cand.start : cand.end][-1:].isalnum()
            or text[cand.start - 1 : cand.start] in (" ", "-")
            and text[cand.start - 2 : cand.start - 1].isdigit()  # "Snapdragon 8 Gen 1"
        ):
            continue
        name = text[cand.start : cand.end]
        end = None
        noun = _NEXT_NOUN.match(text, cand.end)
        if noun:
            surname = (
                _SURNAME.fullmatch(name)
                and name.lower() not in plain
                and name.lower() not in proper
            )
            heads = surname_heads if surname else coined_heads
            if noun.group(1) in heads:
                end = noun.end(1)
        elif version and name[:1].isupper() and (number := _VERSION.match(text, cand.end)):
            end = number.end(1)
        if end is not None:
            surface = text[cand.start : end]
            label = label_from_head(surface) or cand.label
            out.append(Candidate(cand.start, end, "cue", label))
    return out


__all__ = ["CUT_SOURCES", "name_tails", "tail_rules"]
