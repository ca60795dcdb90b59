"""spaCy's English tokenizer, set up to give the same tokens in less time.

Two of its costs over the 8,856 shared abstracts do not depend on the tokens it gives:

* its cache of whitespace-separated chunks holds 10,000 by default, full after about 600
  abstracts (the shared ones hold 77,000 distinct chunks); every chunk it cannot remember runs
  the prefix, suffix and infix expressions again each time it recurs;
* its suffix expression, 82 alternatives each ending in ``$``, is searched from the first
  character of every chunk: Python's ``re`` tries every alternative at every position (3 µs a
  call, 0.4 s of CPU), though most alternatives end in one punctuation mark. :class:`EndSearch`
  tries only those that can end in the chunk's last character (0.07 s).

Both leave the tokens as they were (``tests/nlp/test_tokenizing.py`` compares them on real
abstracts).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from spacy.language import Language
from spacy.util import compile_suffix_regex

try:  # the parser of Python's own ``re``: how each alternative ends
    from re import _parser as sre_parse
except ImportError:  # Python < 3.11
    import sre_parse  # type: ignore[no-redef]

#: Chunks the tokenizer remembers (spaCy's default: 10,000): ample for a corpus ten times the
#: shared one; a remembered chunk takes a few dozen bytes.
CACHE_SIZE = 500_000

_ZERO_WIDTH = {sre_parse.AT, sre_parse.ASSERT, sre_parse.ASSERT_NOT}


def _last_character_test(items) -> Callable[[str], bool] | None:
    """A test of the character a match of the parsed expression ``items`` ends with, or None
    when it cannot tell (an optional part, a negated or case-folded class, ...)."""
    for op, arg in reversed(list(items)):
        if op in _ZERO_WIDTH:
            continue
        if op == sre_parse.LITERAL:
            return chr(arg).__eq__
        if op == sre_parse.IN and all(o in (sre_parse.LITERAL, sre_parse.RANGE) for o, _ in arg):
            spans = [(a, a) if o == sre_parse.LITERAL else a for o, a in arg]
            return lambda ch: any(lo <= ord(ch) <= hi for lo, hi in spans)
        if op == sre_parse.SUBPATTERN and not arg[1] & re.IGNORECASE:
            return _last_character_test(arg[3])
        if op == sre_parse.BRANCH:
            tests = [_last_character_test(branch) for branch in arg[1]]
            if None in tests:
                return None
            return lambda ch: any(test(ch) for test in tests)
        if op in (sre_parse.MAX_REPEAT, sre_parse.MIN_REPEAT) and arg[0] >= 1:
            return _last_character_test(arg[2])
        return None
    return None


class EndSearch:
    """``pattern.search`` for an alternation of ``entries`` that each end in ``$`` (spaCy's
    suffix expression), with only the alternatives that can end in the string's last character.

    ``re`` returns the match with the leftmost start, and at one start the first alternative
    that matches; an alternative that cannot end in the string's last character matches nowhere
    (``$`` matches at the end only, or before a final newline: such a string is searched with
    the whole expression). So the alternatives that can, in their order, find the same match.
    They are compiled once for each last character met.

    Examples
    --------
    >>> search = EndSearch([r"\\.\\.+", r"'s", r"(?<=[0-9])(?:km|m)", r"[a-c]?!"])
    >>> [search(s) and search(s).span() for s in ["it's", "3km", "wait....", "ok", "x.", "b!"]]
    [(2, 4), (1, 3), (4, 8), None, None, (0, 2)]
    """

    def __init__(self, entries: Sequence[str]):
        self.whole = compile_suffix_regex(entries)
        self.alternatives = [entry + "$" for entry in entries if entry.strip()]
        self.tests = []
        for alternative in self.alternatives:
            parsed = sre_parse.parse(alternative)
            folded = parsed.state.flags & re.IGNORECASE
            self.tests.append(None if folded else _last_character_test(parsed.data))
        self.by_last: dict[str, re.Pattern | None] = {}

    def __call__(self, string: str) -> re.Match | None:
        last = string[-1:]
        if last == "\n" or not last:
            return self.whole.search(string)
        if last not in self.by_last:
            chosen = [
                alternative
                for alternative, test in zip(self.alternatives, self.tests, strict=True)
                if test is None or test(last)
            ]
            self.by_last[last] = re.compile("|".join(chosen)) if chosen else None
        pattern = self.by_last[last]
        return pattern.search(string) if pattern is not None else None


def speed_up(nlp: Language) -> None:
    """Give ``nlp``'s tokenizer a cache of :data:`CACHE_SIZE` chunks and an :class:`EndSearch`
    for its suffixes, when its suffix expression is the one its language's suffixes make.

    Examples
    --------
    >>> import spacy
    >>> nlp = spacy.blank("en")
    >>> speed_up(nlp)
    >>> [t.text for t in nlp.make_doc("It's 3km (roughly).")]
    ['It', "'s", '3', 'km', '(', 'roughly', ')', '.']
    """
    tokenizer = nlp.tokenizer
    tokenizer.max_cache_size = CACHE_SIZE
    entries = list(nlp.Defaults.suffixes or ())
    search = getattr(tokenizer.suffix_search, "__self__", None)
    if entries and isinstance(search, re.Pattern) and search == compile_suffix_regex(entries):
        tokenizer.suffix_search = EndSearch(entries)
