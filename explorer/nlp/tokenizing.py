"""spaCy's English tokenizer, set up to give the same tokens in less time.

Its costs over the 8,856 shared abstracts that do not depend on the tokens it gives:

* its cache of whitespace-separated chunks holds 10,000 by default, full after about 600
  abstracts (the shared ones hold 77,000 distinct chunks); every chunk it cannot remember runs
  the prefix, suffix and infix expressions again each time it recurs;
* its suffix expression, 82 alternatives each ending in ``$``, is searched from the first
  character of every chunk: Python's ``re`` tries every alternative at every position (3 µs a
  call, 0.4 s of CPU), though most alternatives end in one punctuation mark. :class:`EdgeSearch`
  tries only those that can end in the chunk's last character (0.07 s); and those of the prefix
  expression that can start with its first;
* its web address expression is tried on every chunk left after the affixes are cut off; an
  address needs a dot, which most of them lack (:class:`DottedUrlMatch`).

None of this changes the tokens (``tests/nlp/test_nlp_tokenizing.py`` compares them on real
abstracts, and the searches' matches on every piece of their chunks).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence

from spacy.lang.tokenizer_exceptions import URL_MATCH, URL_PATTERN
from spacy.language import Language
from spacy.tokenizer import Tokenizer
from spacy.util import compile_infix_regex, registry

try:  # the parser of Python's own ``re``: how each alternative ends
    from re import _parser as sre_parse
except ImportError:  # Python < 3.11
    import sre_parse  # type: ignore[no-redef]

#: Chunks the tokenizer remembers (spaCy's default: 10,000): ample for a corpus ten times the
#: shared one; a remembered chunk takes a few dozen bytes.
CACHE_SIZE = 500_000
#: The web address expression :class:`DottedUrlMatch` was checked against (spaCy 3.8).
_URL = "(?u)" + URL_PATTERN

_ZERO_WIDTH = {sre_parse.AT, sre_parse.ASSERT, sre_parse.ASSERT_NOT}


def _edge_character_test(items, last: bool) -> Callable[[str], bool] | None:
    """A test of the character a match of the parsed expression ``items`` ends with (``last``)
    or starts with, or None when it cannot tell (an optional part, a negated class, ...)."""
    for op, arg in reversed(list(items)) if last else items:
        if op in _ZERO_WIDTH:
            continue
        if op == sre_parse.LITERAL:
            return chr(arg).__eq__
        if op == sre_parse.IN and all(o in (sre_parse.LITERAL, sre_parse.RANGE) for o, _ in arg):
            spans = [(a, a) if o == sre_parse.LITERAL else a for o, a in arg]
            return lambda ch: any(lo <= ord(ch) <= hi for lo, hi in spans)
        if op == sre_parse.SUBPATTERN and not arg[1] & re.IGNORECASE:
            return _edge_character_test(arg[3], last)
        if op == sre_parse.BRANCH:
            tests = [_edge_character_test(branch, last) for branch in arg[1]]
            if None in tests:
                return None
            return lambda ch: any(test(ch) for test in tests)
        if op in (sre_parse.MAX_REPEAT, sre_parse.MIN_REPEAT) and arg[0] >= 1:
            return _edge_character_test(arg[2], last)
        return None
    return None


class EdgeSearch:
    """``whole.search`` for the alternation ``whole`` of ``alternatives`` that each end in
    ``$`` (spaCy's suffix expression; ``at_end``) or start with ``^`` (its prefix expression),
    with only the alternatives that can end in the string's last character (or start with its
    first).

    ``re`` returns the match with the leftmost start, and at one start the first alternative
    that matches; an alternative that cannot end in the string's last character (start with
    its first) matches nowhere (``$`` matches at the end only, or before a final newline: such
    a string is searched with the whole expression). So the alternatives that can, in their
    order, find the same match. They are compiled once for each character met.

    Examples
    --------
    >>> search = EdgeSearch.suffixes([r"\\.\\.+", r"'s", r"(?<=[0-9])(?:km|m)", r"[a-c]?!"])
    >>> [search(s) and search(s).span() for s in ["it's", "3km", "wait....", "ok", "x.", "b!"]]
    [(2, 4), (1, 3), (4, 8), None, None, (0, 2)]
    >>> search = EdgeSearch.prefixes([r"\\(", r"\\+(?![0-9])", r"[a-c]?!"])
    >>> [search(s) and search(s).span() for s in ["(x", "+3", "+x", "b!", "x"]]
    [(0, 1), None, (0, 1), (0, 2), None]
    """

    def __init__(self, alternatives: Sequence[str], at_end: bool):
        self.at_end = at_end
        self.alternatives = list(alternatives)
        self.tests = []
        for alternative in self.alternatives:
            parsed = sre_parse.parse(alternative)
            folded = parsed.state.flags & re.IGNORECASE
            self.tests.append(None if folded else _edge_character_test(parsed.data, at_end))
        self.by_character: dict[str, re.Pattern | None] = {}
        self._compiled: dict[str, re.Pattern | None] = {}

    @functools.cached_property
    def whole(self) -> re.Pattern:
        """The whole expression (spaCy's), compiled when first needed: rarely."""
        return re.compile("|".join(self.alternatives))

    @classmethod
    def suffixes(cls, entries: Sequence[str]) -> EdgeSearch:
        """For the expression ``spacy.util.compile_suffix_regex(entries)``."""
        alternatives = [entry + "$" for entry in entries if entry.strip()]
        return cls(alternatives, at_end=True)

    @classmethod
    def prefixes(cls, entries: Sequence[str]) -> EdgeSearch:
        """For the expression ``spacy.util.compile_prefix_regex(entries)``."""
        alternatives = ["^" + entry for entry in entries if entry.strip()]
        return cls(alternatives, at_end=False)

    def __call__(self, string: str) -> re.Match | None:
        edge = string[-1:] if self.at_end else string[:1]
        if not edge or self.at_end and edge == "\n":
            return self.whole.search(string)
        pattern = self.by_character.get(edge, self)
        if pattern is self:
            pattern = self.by_character[edge] = self._for(edge)
        return pattern.search(string) if pattern is not None else None

    def _for(self, edge: str) -> re.Pattern | None:
        """The alternatives that can end (start) with ``edge``, compiled once for every
        character that chooses the same ones."""
        chosen = "|".join(
            alternative
            for alternative, test in zip(self.alternatives, self.tests, strict=True)
            if test is None or test(edge)
        )
        if chosen not in self._compiled:
            self._compiled[chosen] = re.compile(chosen) if chosen else None
        return self._compiled[chosen]


class DottedUrlMatch:
    """spaCy's web address match (``URL_MATCH``), which needs a dot (an address's host is dotted
    numbers or names that each end in "."): a string without one is no address, unread.

    >>> match = DottedUrlMatch()
    >>> match("see"), match("example.com").span()
    (None, (0, 11))
    """

    def __call__(self, string: str) -> re.Match | None:
        return URL_MATCH(string) if "." in string else None


def tokenizer_of(nlp: Language) -> Tokenizer:
    """spaCy's tokenizer of ``nlp``'s language (``spacy.Tokenizer.v1``) with a cache of
    :data:`CACHE_SIZE` chunks, an :class:`EdgeSearch` for its prefixes and suffixes and a
    :class:`DottedUrlMatch` for spaCy's web address match: the same tokens.

    Examples
    --------
    >>> import spacy
    >>> nlp = spacy.blank("en", config={"nlp": {"tokenizer": TOKENIZER}})
    >>> [t.text for t in nlp.make_doc("It's 3km (roughly), see example.com.")]
    ['It', "'s", '3', 'km', '(', 'roughly', ')', ',', 'see', 'example.com', '.']
    """
    defaults = nlp.Defaults
    prefixes, suffixes, infixes = defaults.prefixes, defaults.suffixes, defaults.infixes
    url_match = defaults.url_match
    if url_match == URL_MATCH and URL_MATCH.__self__.pattern == _URL:
        url_match = DottedUrlMatch()
    return Tokenizer(
        nlp.vocab,
        rules=defaults.tokenizer_exceptions,
        prefix_search=EdgeSearch.prefixes(list(prefixes)) if prefixes else None,
        suffix_search=EdgeSearch.suffixes(list(suffixes)) if suffixes else None,
        infix_finditer=compile_infix_regex(infixes).finditer if infixes else None,
        token_match=defaults.token_match,
        url_match=url_match,
        max_cache_size=CACHE_SIZE,
    )


@registry.tokenizers("explorer.Tokenizer.v1")
def create_tokenizer() -> Callable[[Language], Tokenizer]:
    """The registered factory of :func:`tokenizer_of` (built in place of spaCy's own: setting
    a built tokenizer's searches reloads its 4,000 special cases, 0.07 s each time)."""
    return tokenizer_of


#: The ``[nlp.tokenizer]`` setting of a pipeline that tokenizes with :func:`tokenizer_of`.
TOKENIZER = {"@tokenizers": "explorer.Tokenizer.v1"}
