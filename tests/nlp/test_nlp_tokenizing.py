"""The sped-up tokenizer gives spaCy's own tokens; its suffix search finds spaCy's own matches."""

from __future__ import annotations

import spacy

from explorer.nlp.textprep import prepare
from explorer.nlp.tokenizing import EndSearch, speed_up
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
]


def _texts() -> list[str]:
    return [prepare(p.abstract).text for p in load_papers([DEFAULT_CORPUS])]


def _tokens(nlp, texts):
    return [[(t.text, t.whitespace_) for t in nlp.make_doc(text)] for text in texts]


def test_sped_up_tokenizer_gives_spacys_tokens():
    plain, fast = spacy.blank("en"), spacy.blank("en")
    speed_up(fast)
    assert isinstance(fast.tokenizer.suffix_search, EndSearch)
    assert fast.tokenizer.max_cache_size > plain.tokenizer.max_cache_size
    texts = _texts() + [" ".join(_ODD)]
    # twice: the second time the remembered chunks answer
    assert _tokens(fast, texts) == _tokens(plain, texts)
    assert _tokens(fast, texts) == _tokens(plain, texts)


def test_end_search_finds_the_matches_of_the_whole_suffix_expression():
    nlp = spacy.blank("en")
    whole = nlp.tokenizer.suffix_search
    search = EndSearch(list(nlp.Defaults.suffixes))
    chunks = {chunk for text in _texts() for chunk in text.split()} | set(_ODD)
    # every piece the tokenizer could ask about: each chunk with prefixes and suffixes cut off
    pieces = {c[i:j] for c in chunks for i in range(len(c)) for j in range(i + 1, len(c) + 1)}
    assert len(pieces) > 10_000
    found = {p: (m.span() if (m := search(p)) else None) for p in pieces}
    assert found == {p: (m.span() if (m := whole(p)) else None) for p in pieces}
    assert found["wait...."] == (4, 8) and found["10km²"] == (2, 5)
    assert search("ab") is None and search("ab\n") is None


def test_an_expression_of_other_suffixes_is_left_alone():
    nlp = spacy.blank("en")
    nlp.tokenizer.suffix_search = spacy.util.compile_suffix_regex([r"\."]).search
    speed_up(nlp)
    assert not isinstance(nlp.tokenizer.suffix_search, EndSearch)
