"""A learned type decision for mentions that no cue types: a softmax over sparse features.

The resolver types a mention by the lexicon, the authors' cue or the name's head word; when none
of them says anything it fell back to METHOD, and datasets, benchmarks and tasks named without a
cue ("BSuite", "Memory Maze") were typed METHOD. This scorer reads the name's own words and shape
and the words around it, and replaces the fallback when it is confident. Its weights ship as
``resources/models/<recognizer>-types.npz`` (written by ``explorer train`` beside the
recognizer) and inference is numpy only: a sum of a few weight rows per mention.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import numpy as np

_WORD = re.compile(r"[A-Za-z0-9]+|[^\sA-Za-z0-9]")
_CONTEXT_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-]*")
#: Words read on each side of a mention.
WINDOW = 3
FALLBACK = "METHOD"


@functools.lru_cache(maxsize=65536)  # names recur; a loop over each character
def name_shape(text: str) -> str:
    """Character classes, runs collapsed (the type and keep scorers' shape of a whole name).

    >>> name_shape("CIFAR-10-LT"), name_shape("ResNet50")
    ('X-d-X', 'XxXxd')
    """
    out = []
    for ch in text:
        kind = "X" if ch.isupper() else "x" if ch.islower() else "d" if ch.isdigit() else ch
        if not out or out[-1] != kind:
            out.append(kind)
    return "".join(out)[:12]


def mention_features(text: str, start: int, end: int) -> list[str]:
    """The features of the mention ``text[start:end]``: its words, shape and neighbours.

    Examples
    --------
    >>> feats = mention_features("results on the Memory Maze benchmark.", 15, 26)
    >>> [f for f in feats if f.startswith(("last=", "n1=", "p1="))]
    ['last=maze', 'p1=the', 'n1=benchmark']
    """
    feats = [*_name_features(text[start:end])]
    before = _CONTEXT_WORD.findall(text[max(0, start - 60) : start])[-WINDOW:]
    after = _CONTEXT_WORD.findall(text[end : end + 60])[:WINDOW]
    for i, word in enumerate(reversed(before), 1):
        feats.append(f"p{i}={word.lower()}")
    for i, word in enumerate(after, 1):
        feats.append(f"n{i}={word.lower()}")
    feats += [f"near={w.lower()}" for w in before + after]
    return feats


@functools.lru_cache(maxsize=65536)
def _name_features(name: str) -> tuple[str, ...]:
    """The features of :func:`mention_features` that the name alone gives (cached: a paper
    repeats its names, and so do the papers of a field)."""
    words = _WORD.findall(name)
    lowered = [w.lower() for w in words] or [""]
    last = name.split()[-1].split("-")[-1].lower() if name.split() else ""
    feats = ["bias", f"shape={name_shape(name)}", f"first={lowered[0]}", f"last={lowered[-1]}"]
    feats += [f"w={w}" for w in lowered]
    feats += [f"head={last}", f"suf3={last[-3:]}", f"nwords={min(len(name.split()), 4)}"]
    if any(ch.isdigit() for ch in name):
        feats.append("digit")
    if name.isupper():
        feats.append("allcaps")
    elif name.islower():
        feats.append("lower")
    elif any(ch.isupper() for ch in name[1:]):
        feats.append("innercaps")
    if "-" in name:
        feats.append("hyphen")
    return tuple(feats)


class TypeScorer:
    """The shipped softmax: feature vocabulary, weights, labels and the confidence to act on."""

    def __init__(self, vocabulary: list[str], weights, labels: list[str], threshold: float):
        self.index = {f: i for i, f in enumerate(vocabulary)}
        self.weights = np.asarray(weights, dtype=np.float64)
        self.labels = list(labels)
        self.threshold = float(threshold)

    def probabilities(self, text: str, start: int, end: int) -> np.ndarray:
        """The probability of each label for the mention ``text[start:end]``."""
        rows = [i for i in map(self.index.get, mention_features(text, start, end)) if i is not None]
        scores = self.weights[rows].sum(axis=0)
        scores = np.exp(scores - scores.max())
        return scores / scores.sum()

    def label(self, text: str, start: int, end: int) -> str:
        """The scorer's label when it is at least ``threshold`` sure of it, else METHOD."""
        probs = self.probabilities(text, start, end)
        best = int(probs.argmax())
        return self.labels[best] if probs[best] >= self.threshold else FALLBACK

    def save(self, path: Path) -> None:
        vocabulary = sorted(self.index, key=self.index.get)
        with path.open("wb") as out:
            np.savez_compressed(
                out,
                vocabulary=np.array(vocabulary),
                weights=self.weights.astype(np.float32),
                labels=np.array(self.labels),
                threshold=np.array(self.threshold),
            )

    @classmethod
    def load(cls, path: Path) -> TypeScorer:
        with np.load(path) as data:
            return cls(
                [str(f) for f in data["vocabulary"]],
                data["weights"],
                [str(x) for x in data["labels"]],
                float(data["threshold"]),
            )


def types_path(recognizer: Path) -> Path:
    """Where the type scorer trained with a recognizer model lives: beside it."""
    return recognizer.with_name(f"{recognizer.stem}-types.npz")


def fit_softmax(rows: list[list[int]], targets: list[int], n_features: int, n_labels: int, l2):
    """Weights of a multinomial logistic regression over binary features (L-BFGS, L2)."""
    from scipy.optimize import minimize
    from scipy.sparse import csr_matrix

    data = np.ones(sum(len(r) for r in rows))
    indices = np.concatenate([np.asarray(r, dtype=np.int64) for r in rows])
    indptr = np.cumsum([0] + [len(r) for r in rows])
    x = csr_matrix((data, indices, indptr), shape=(len(rows), n_features))
    y = np.zeros((len(rows), n_labels))
    y[np.arange(len(rows)), targets] = 1.0

    def loss(flat):
        w = flat.reshape(n_features, n_labels)
        scores = x @ w
        scores -= scores.max(axis=1, keepdims=True)
        probs = np.exp(scores)
        probs /= probs.sum(axis=1, keepdims=True)
        value = -np.sum(y * np.log(probs + 1e-12)) + l2 * np.sum(w * w)
        grad = x.T @ (probs - y) + 2 * l2 * w
        return value, grad.ravel()

    start = np.zeros(n_features * n_labels)
    fitted = minimize(loss, start, jac=True, method="L-BFGS-B", options={"maxiter": 300})
    return fitted.x.reshape(n_features, n_labels)
