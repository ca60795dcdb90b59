"""Token features for the CRF: the word, its shape and affixes, its neighbours, and the rules.

Word-level features depend on the token text alone, so they are computed once per distinct
word and cached: an abstract repeats most of its words and a corpus repeats its vocabulary.
Rule features say which candidate sources cover a token and with which label, and whether the
token begins or continues that candidate.
"""

from __future__ import annotations

import bisect
import functools
import re

import numpy as np
from spacy.attrs import IDX, LENGTH, ORTH
from spacy.tokens import Doc

from explorer.nlp.candidates import candidates, sentence_bounds
from explorer.nlp.resources import common_words

_SHAPE_RUNS = re.compile(r"(.)\1{2,}")
_SPACE = re.compile(r"\s")


def _printable(word: str) -> str:
    """Whitespace tokens ("\n") as one visible mark: crfsuite's model dump is line-based."""
    # Every whitespace character but the space is unprintable: most words skip the regex.
    if word.isprintable() and " " not in word:
        return word
    return _SPACE.sub("␣", word)


_ASCII_SHAPE = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "X" * 26 + "x" * 26 + "d" * 10
)


@functools.lru_cache(maxsize=200_000)
def _shape(word: str) -> str:
    """Capitals as X, small letters as x, digits as d, runs of three or more cut to two."""
    shape = word.translate(_ASCII_SHAPE)
    if not shape.isascii():
        shape = "".join(
            "X" if c.isupper() else "x" if c.islower() else "d" if c.isdigit() else c for c in shape
        )
    return _SHAPE_RUNS.sub(_first_two, shape)


def _first_two(run: re.Match) -> str:
    # A function replaces faster than the template r"\1\1", which is expanded on each match.
    return run.group()[:2]


@functools.lru_cache(maxsize=200_000)
def word_features(word: str) -> tuple[str, ...]:
    """Features of a word on its own (cached).

    Examples
    --------
    >>> "shape=XxXX" in word_features("LoRA")
    True
    """
    word = _printable(word)
    return _own_features(word, word.lower(), _shape(word))


_ASCII_DIGIT = re.compile(r"[0-9]")
_ASCII_UPPER = re.compile(r"[A-Z]")
_ASCII_ALNUM = re.compile(r"[0-9A-Za-z]")


def _own_features(word: str, lower: str, shape: str) -> tuple[str, ...]:
    """:func:`word_features` of a printable ``word`` (``lower`` and ``shape`` are its own)."""
    feats = [
        "bias",
        "w=" + lower,
        "shape=" + shape,
        "p2=" + lower[:2],
        "p3=" + lower[:3],
        "s2=" + lower[-2:],
        "s3=" + lower[-3:],
    ]
    # An ASCII word is tested by regex (the same answers as str.isdigit and friends there).
    ascii_word = word.isascii()
    if word[:1].isupper():
        feats.append("title")
    if word.isupper() and len(word) > 1:
        feats.append("upper")
    if _ASCII_DIGIT.search(word) if ascii_word else any(c.isdigit() for c in word):
        feats.append("digit")
    if "-" in word and len(word) > 1:
        feats.append("hyphen")
    if _ASCII_UPPER.search(word, 1) if ascii_word else any(c.isupper() for c in word[1:]):
        feats.append("innercap")
    if lower in common_words():
        feats.append("common")
    elif word.isalpha():
        feats.append("rare")
    if not (_ASCII_ALNUM.search(word) if ascii_word else any(c.isalnum() for c in word)):
        feats.append("punct")
    return tuple(feats)


#: Neighbours whose word and shape are features of a token.
CONTEXT_OFFSETS = (-2, -1, 1, 2)
_OFFSET_TAGS = tuple(f"{offset:+d}" for offset in CONTEXT_OFFSETS)


@functools.lru_cache(maxsize=200_000)
def context_features(word: str, offset: int) -> tuple[str, ...]:
    """Features that ``word`` gives the token ``offset`` positions away from it (cached)."""
    word = _printable(word)
    lower = word.lower()
    tag = f"{offset:+d}"
    return (f"{tag}w={lower}", f"{tag}shape={_shape(word)}") + (
        (f"{tag}title",) if word[:1].isupper() else ()
    )


def feature_groups(word: str) -> tuple[tuple[str, ...], ...]:
    """``word_features(word)``, then ``context_features(word, offset)`` for each of
    :data:`CONTEXT_OFFSETS`: everything a word contributes to the tokens around it.

    Examples
    --------
    >>> groups = feature_groups("LoRA")
    >>> groups[0] == word_features("LoRA"), groups[1]
    (True, ('-2w=lora', '-2shape=XxXX', '-2title'))
    """
    printable = _printable(word)
    lower = printable.lower()
    shape = _shape(printable)
    own = _own_features(printable, lower, shape)
    if printable[:1].isupper():
        return (own, *((f"{t}w={lower}", f"{t}shape={shape}", f"{t}title") for t in _OFFSET_TAGS))
    return (own, *((f"{t}w={lower}", f"{t}shape={shape}") for t in _OFFSET_TAGS))


def token_bounds(doc: Doc) -> tuple[list[int], list[int]]:
    """Character starts and ends of the doc's tokens (read from arrays, once per doc).

    Creating a Token object per token costs more than tagging it, so nothing here iterates
    the doc.
    """
    bounds = doc.user_data.get("token_bounds")
    if bounds is None:
        _read_tokens(doc, doc.to_array([IDX, LENGTH]) if len(doc) else None)
        bounds = doc.user_data["token_bounds"]
    return bounds


def token_ids(doc: Doc) -> np.ndarray:
    """The ``ORTH`` id of every token (``doc.vocab.strings[id]`` is its text).

    The token bounds are read in the same pass over the doc (see :func:`token_bounds`), unless
    the sentence splitter kept both (:func:`keep_token_columns`); the ids are read once only.
    """
    if not len(doc):
        return np.zeros(0, dtype=np.uint64)
    kept = doc.user_data.pop("token_orths", None)
    if kept is not None:
        return kept
    array = doc.to_array([ORTH, IDX, LENGTH])
    if "token_bounds" not in doc.user_data:
        _read_tokens(doc, array[:, 1:])
    return array[:, 0]


def keep_token_columns(
    doc: Doc, orths: np.ndarray, starts_and_lengths: np.ndarray
) -> tuple[list[int], list[int]]:
    """Keep the ``ORTH`` ids and bounds of ``doc``'s tokens that a component read with its own
    columns (for :func:`token_ids` and :func:`token_bounds`); return the bounds.

    Reading token columns costs as much per call as the sentence splitter's whole rule.
    """
    doc.user_data["token_orths"] = orths
    _read_tokens(doc, starts_and_lengths)
    return doc.user_data["token_bounds"]


def _read_tokens(doc: Doc, starts_and_lengths: np.ndarray | None) -> None:
    """Keep the token bounds of ``doc`` given its ``[IDX, LENGTH]`` array (None: no tokens)."""
    if starts_and_lengths is None:
        doc.user_data["token_bounds"] = ([], [])
        return
    starts = starts_and_lengths[:, 0]
    doc.user_data["token_bounds"] = (starts.tolist(), (starts + starts_and_lengths[:, 1]).tolist())


def doc_words(doc: Doc) -> list[str]:
    """The text of every token."""
    starts, ends = token_bounds(doc)
    text = doc.user_data.get("text")
    if text is None:  # doc.text joins a Token object per token: only when it must
        text = doc.text
    return [text[s:e] for s, e in zip(starts, ends, strict=True)]


def doc_extras(doc: Doc) -> dict[int, list[str]]:
    """Per-token features that depend on the doc, not the word: sentence starts and rules.

    A rule feature ``r:<source>:<label>:<B|I>`` says that a rule candidate covers the token.
    """
    extras: dict[int, list[str]] = {}
    for i, feature in zip(*rule_features(doc), strict=True):
        extras.setdefault(i, []).append(feature)
    return extras


#: (token index, feature) pairs, in the order they were found.
Pairs = tuple[list[int], list[str]]


def rule_features(doc: Doc) -> Pairs:
    """:func:`doc_extras` as ``(token indices, features)`` pairs; a token's own features come
    in the same order as in its :func:`doc_extras` list."""
    at: list[int] = []
    features: list[str] = []
    if not len(doc):
        return at, features
    starts = token_bounds(doc)[0]
    for s, _ in sentence_bounds(doc):
        at.append(bisect.bisect_left(starts, s))
        features.append("sent_start")
    for cand in candidates(doc):
        first = max(bisect.bisect_right(starts, cand.start) - 1, 0)
        stop = bisect.bisect_left(starts, cand.end)  # the first token at or after its end
        source = f"r:{cand.source}"
        inside = f"{source}:{cand.label or '?'}:"
        for i in range(first, stop):
            at += (i, i)
            features += (inside + ("B" if i == first else "I"), source)
    return at, features


def doc_features(doc: Doc) -> list[list[str]]:
    """The feature strings of every token (what crfsuite trains on)."""
    words = doc_words(doc)
    extras = doc_extras(doc)
    n = len(words)
    out = []
    for i, word in enumerate(words):
        feats = list(word_features(word))
        for offset in CONTEXT_OFFSETS:
            j = i + offset
            if 0 <= j < n:
                feats.extend(context_features(words[j], offset))
            else:
                feats.append(f"{offset:+d}pad")
        feats.extend(extras.get(i, ()))
        out.append(feats)
    return out
