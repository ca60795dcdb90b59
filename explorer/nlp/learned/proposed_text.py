"""Text helpers of the proposed-name scorer: name keys, the phrase after a cue, the title.

:mod:`explorer.nlp.learned.proposed_features` reads candidate names with these; they need no
spaCy document.
"""

from __future__ import annotations

import functools
import re

from explorer.nlp.not_concepts import clause_words
from explorer.nlp.resources import rule_words

_KEY_DROP = re.compile(r"[\s\-_.]")
_WORD = re.compile(r"[\w][\w\-']*")
#: Most words a phrase candidate after a cue may have.
LONGEST = 6
_QUOTES = "\"“‘'"
# A run of up to six words that a cue may introduce (words and the marks names carry), and its
# words: a word ends on a letter, digit, "+" or "*", not on the sentence's full stop.
_WORD_PATTERN = r"[\w$\\](?:(?:[\w\-/+'*×]|\.(?![A-Z]))*[\w+*])?"  # "ZIPE.We": no space
_PHRASE = re.compile(rf"[\"“‘']?{_WORD_PATTERN}(?: {_WORD_PATTERN}){{0,{LONGEST - 1}}}")
_WORD_RUN = re.compile(_WORD_PATTERN)


@functools.lru_cache(maxsize=1 << 16)
def name_key(name: str) -> str:
    """The key that groups a name's spellings (the matching rule of ``explorer.evaluate``).

    >>> name_key("Mixtral-8x7B") == name_key("mixtral 8x7b")
    True
    """
    return _KEY_DROP.sub("", name).lower()


@functools.cache
def _boundaries() -> frozenset[str]:
    """The words a phrase after a cue stops at: the rules' clause boundaries ("of" and "as"
    go on) and the auxiliaries and pronouns no name holds ("called KFIoU loss is easier")."""
    return (rule_words("clause_boundaries") - {"of", "as"}) | clause_words()


def whole_phrase(text: str, start: int, limit: int) -> tuple[int, int] | None:
    """The run of up to ``LONGEST`` words from ``start`` (a quote before it left out), up to a
    clause boundary word or a mark that is not part of a name; None if there is none.

    >>> text = "we call it mimetic initialization, which"
    >>> start, end = whole_phrase(text, 11, len(text))
    >>> text[start:end]
    'mimetic initialization'
    """
    run = _PHRASE.match(text, start, limit)
    if not run:
        return None
    boundaries = _boundaries()
    first = start + (text[start] in _QUOTES)
    end = first
    for word in _WORD_RUN.finditer(text, first, run.end()):
        if word.group().lower() in boundaries:
            break
        end = word.end()
    return (first, end) if end > first else None


def title_words(title: str) -> tuple[str, list[str]]:
    """The key of a title's head (before its colon) and the keys of its words."""
    head, colon, _ = title.partition(":")
    return (name_key(head) if colon else ""), [name_key(w) for w in _WORD.findall(title)]


def in_title(key: str, words: list[str]) -> bool:
    """Is ``key`` the key of a run of the title's words (``words``: their keys)?

    >>> in_title("scalingtabular", title_words("TabFlex: Scaling Tabular Learning")[1])
    True
    >>> in_title("tab", title_words("TabFlex: Scaling Tabular Learning")[1])
    False
    """
    if key not in "".join(words):
        return False
    for i, first in enumerate(words):
        if not first or not key.startswith(first):
            continue
        joined = first
        for word in words[i + 1 : i + LONGEST]:
            if joined == key or len(joined) >= len(key):
                break
            joined += word
        if joined == key:
            return True
    return False
