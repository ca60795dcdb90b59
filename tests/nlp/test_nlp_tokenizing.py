"""The sped-up tokenizer gives spaCy's own tokens; its affix and address searches find spaCy's
own matches."""

from __future__ import annotations

import spacy

from explorer.nlp.textprep import prepare
from explorer.nlp.tokenizing import TOKENIZER, DottedUrlMatch, EdgeSearch
from explorer.paths import DEFAULT_CORPUS
from explorer.pipeline import load_papers

#: Chunks that reach the suffix alternatives the default corpus may not: an ellipsis, units,
#: currencies, a degree before a full stop, a final newline, CJK, possessives.
_ODD = [
    "wait....",
    "a..",
    "…",
    "10km²",
    "3€",
    "12US$",
    "5°C.",
    "U.S.",
    "a\n",
    "a.\n",
    "\n",
    "漢字。",
    "x’S",
    "it's",
    "(x)",
    "3%",
    "a»",
    "",
    "+3",
    "+x",
    "(ours",
    "https://github.com/x/y",
    "example.com/a?b",
    "192.168.0.1",
    "8.8.8.8:53",
    "user@mail.org",
]


def _texts() -> list[str]:
    return [prepare(p.abstract).text for p in load_papers([DEFAULT_CORPUS])]


def _tokens(nlp, texts):
    return [[(t.text, t.whitespace_) for t in nlp.make_doc(text)] for text in texts]


def test_sped_up_tokenizer_gives_spacys_tokens():
    plain, fast = spacy.blank("en"), spacy.blank("en", config={"nlp": {"tokenizer": TOKENIZER}})
    assert isinstance(fast.tokenizer.suffix_search, EdgeSearch)
    assert isinstance(fast.tokenizer.prefix_search, EdgeSearch)
    assert isinstance(fast.tokenizer.url_match, DottedUrlMatch)
    assert fast.tokenizer.max_cache_size > plain.tokenizer.max_cache_size
    texts = _texts() + [" ".join(_ODD)]
    # twice: the second time the remembered chunks answer
    assert _tokens(fast, texts) == _tokens(plain, texts)
    assert _tokens(fast, texts) == _tokens(plain, texts)


def _pieces() -> set[str]:
    """Every piece the tokenizer could ask about: each chunk with prefixes and suffixes cut."""
    chunks = {chunk for text in _texts() for chunk in text.split()} | set(_ODD)
    return {c[i:j] for c in chunks for i in range(len(c)) for j in range(i + 1, len(c) + 1)}


def _spans(search, pieces):
    return {p: (m.span() if (m := search(p)) else None) for p in pieces}


def test_edge_and_url_searches_find_the_matches_of_spacys_expressions():
    nlp = spacy.blank("en")
    tokenizer, defaults = nlp.tokenizer, nlp.Defaults
    pieces = _pieces() | {"", "\n"}
    assert len(pieces) > 10_000
    suffix_search = EdgeSearch.suffixes(list(defaults.suffixes))
    prefix_search = EdgeSearch.prefixes(list(defaults.prefixes))
    assert suffix_search.whole == tokenizer.suffix_search.__self__  # spaCy's own expressions
    assert prefix_search.whole == tokenizer.prefix_search.__self__
    suffixes = _spans(suffix_search, pieces)
    assert suffixes == _spans(tokenizer.suffix_search, pieces)
    assert suffixes["wait...."] == (4, 8) and suffixes["10km²"] == (2, 5)
    prefixes = _spans(prefix_search, pieces)
    assert prefixes == _spans(tokenizer.prefix_search, pieces)
    assert prefixes["(ours"] == (0, 1) and prefixes["+3"] is None
    addresses = _spans(DottedUrlMatch(), pieces)
    assert addresses == _spans(tokenizer.url_match, pieces)
    assert addresses["example.com/a?b"] == (0, 15)
