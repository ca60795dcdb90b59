"""Exact inference over a batch of linear-chain CRF lattices: Viterbi and forward-backward.

Both step through token positions with one numpy operation for the whole batch, not one per
doc. The docs are taken longest first and packed position by position: the tokens at position
``t`` of the docs that reach it are consecutive rows of one array, so a step reads and writes
one block and no padding is stored or computed. A doc's Viterbi path is traced back from its
own last token.

Examples
--------
>>> import numpy as np
>>> transitions = np.array([[0.0, -1.0], [-1.0, 0.0]])
>>> batch = [np.array([[2.0, 0.0], [0.0, 0.5], [0.0, 3.0]]), np.array([[0.0, 1.0]])]
>>> [path.tolist() for path in best_paths(transitions, batch)]
[[0, 1, 1], [1]]
>>> [p.round(2).tolist() for p in marginals(transitions, batch)][1]
[[0.27, 0.73]]
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


def best_paths(transitions: np.ndarray, batch: list[np.ndarray]) -> list[np.ndarray]:
    """The best label index sequence (Viterbi) of each doc's emission scores.

    ``transitions[i, j]`` scores moving from label ``i`` to label ``j``; ``batch`` holds one
    ``(tokens, labels)`` array per doc.
    """
    pack = _Packing.of([len(scores) for scores in batch])
    return pack.unpacked(_viterbi(transitions, pack, pack.packed(batch, transitions.shape[0])))


def paths_and_marginals(
    transitions: np.ndarray, scores: np.ndarray, lengths: list[int]
) -> tuple[list[np.ndarray], list[list[float]]]:
    """:func:`best_paths` and :func:`path_marginals` of those paths, for docs whose emission
    scores are the consecutive rows of ``scores`` (``lengths`` rows each), packed once.

    >>> transitions = np.array([[0.0, -1.0], [-1.0, 0.0]])
    >>> paths, own = paths_and_marginals(transitions, np.array([[2.0, 0.0], [0.0, 1.0]]), [1, 1])
    >>> [path.tolist() for path in paths], [[round(p, 2) for p in doc] for doc in own]
    ([[0], [1]], [[0.88], [0.73]])
    """
    pack = _Packing.of(lengths)
    scores = pack.gathered(scores)
    paths = _viterbi(transitions, pack, scores)
    products = _forward_backward(transitions, pack, scores)
    picked = products[np.arange(len(paths)), paths] / products.sum(axis=1)
    return pack.unpacked(paths), [picked[spots].tolist() for spots in pack.spots]


def _viterbi(transitions: np.ndarray, pack: _Packing, scores: np.ndarray) -> np.ndarray:
    """The best path's label at every packed token."""
    n = transitions.shape[0]
    # into[j, i]: the score of moving from label i to label j (the last axis is reduced).
    into = np.ascontiguousarray(transitions.T)
    cells = np.arange(len(pack.spots) * n)
    best = scores[: pack.running[0]].copy() if pack.running else scores
    back = np.empty(scores.shape, dtype=np.intp)
    for t in range(1, len(pack.running)):
        m, at = pack.running[t], pack.offsets[t]
        total = (best[:m, None, :] + into).reshape(m * n, n)
        pointers = total.argmax(axis=1)
        back[at : at + m] = pointers.reshape(m, n)
        best[:m] = total[cells[: m * n], pointers].reshape(m, n) + scores[at : at + m]
    label = best.argmax(axis=1)
    paths = np.empty(len(scores), dtype=np.intp)
    for t in range(len(pack.running) - 1, 0, -1):
        m, at = pack.running[t], pack.offsets[t]
        paths[at : at + m] = label[:m]
        label[:m] = back[at : at + m][np.arange(m), label[:m]]
    paths[: len(label)] = label
    return paths


def marginals(transitions: np.ndarray, batch: list[np.ndarray]) -> list[np.ndarray]:
    """P(label at token) for every token of every doc (forward-backward).

    In probability space with a scale per step (Rabiner's scaled recursions): one matrix
    product per position instead of a log-sum-exp over every pair of labels. Each position's
    emissions are shifted by their maximum before ``exp``, which the scaling cancels, so
    nothing overflows.
    """
    pack = _Packing.of([len(scores) for scores in batch])
    products = _forward_backward(transitions, pack, pack.packed(batch, transitions.shape[0]))
    products /= products.sum(axis=1, keepdims=True)
    return pack.unpacked(products)


def path_marginals(
    transitions: np.ndarray, batch: list[np.ndarray], paths: list[np.ndarray]
) -> list[list[float]]:
    """P(the label of ``paths`` at token) for every token of every doc: the entries of
    :func:`marginals` that a path picks, the same numbers, without dividing or copying the
    others (the recognizer reads only these)."""
    pack = _Packing.of([len(scores) for scores in batch])
    products = _forward_backward(transitions, pack, pack.packed(batch, transitions.shape[0]))
    n = products.shape[1]
    totals = products.sum(axis=1)
    flat = products.ravel()
    return [
        (flat[spots * n + path] / totals[spots]).tolist()
        for spots, path in zip(pack.spots, paths, strict=True)
    ]


def _forward_backward(transitions: np.ndarray, pack: _Packing, scores: np.ndarray) -> np.ndarray:
    """Alpha * beta of every packed token (see :func:`marginals`; a row divided by its sum is
    the token's marginals)."""
    running, offsets = pack.running, pack.offsets
    emit = np.exp(scores - scores.max(axis=1, keepdims=True, initial=-np.inf))
    trans = np.exp(transitions)
    alpha = np.empty_like(emit)
    scale = np.empty((len(emit), 1))
    first = running[0] if running else 0
    scale[:first] = emit[:first].sum(axis=1, keepdims=True)
    alpha[:first] = emit[:first] / scale[:first]
    for t in range(1, len(running)):
        m, at, before = running[t], offsets[t], offsets[t - 1]
        step = (alpha[before : before + m] @ trans) * emit[at : at + m]
        scale[at : at + m] = step.sum(axis=1, keepdims=True)
        alpha[at : at + m] = step / scale[at : at + m]
    beta = np.ones_like(emit)  # 1 at each doc's last token
    trans_t = trans.T
    for t in range(len(running) - 2, -1, -1):
        m, at, after = running[t + 1], offsets[t], offsets[t + 1]
        beta[at : at + m] = ((emit[after : after + m] * beta[after : after + m]) @ trans_t) / scale[
            after : after + m
        ]
    alpha *= beta
    return alpha


@dataclass
class _Packing:
    """Where each token of a batch of docs sits when they are packed longest first.

    ``running[t]`` docs reach position ``t``: the first ones in ``order``, whose tokens there
    are rows ``offsets[t]`` onwards. ``spots[k]`` are the rows of doc ``k``'s tokens.
    """

    order: list[int]
    running: list[int]
    offsets: list[int]
    spots: list[np.ndarray]

    @classmethod
    def of(cls, lengths: list[int]) -> _Packing:
        order = sorted(range(len(lengths)), key=lambda k: -lengths[k])
        width = lengths[order[0]] if lengths else 0
        running, offsets = [0] * width, [0] * width
        m, at = len(lengths), 0
        for t in range(width):
            while lengths[order[m - 1]] <= t:
                m -= 1
            running[t], offsets[t] = m, at
            at += m
        starts = np.array(offsets, dtype=np.intp)
        spots: list[np.ndarray] = [starts[:0]] * len(lengths)
        for row, k in enumerate(order):
            spots[k] = starts[: lengths[k]] + row
        return cls(order, running, offsets, spots)

    def packed(self, batch: list[np.ndarray], n_labels: int) -> np.ndarray:
        """The rows of ``batch`` (one array per doc) in packed order: one gather of them all
        (a copy per doc took a third longer)."""
        if not batch:
            return np.empty((0, n_labels))
        return self.gathered(np.concatenate(batch, dtype=float))

    def gathered(self, rows: np.ndarray) -> np.ndarray:
        """The rows of the docs, one doc after another in ``rows``, in packed order."""
        spots = np.concatenate(self.spots) if self.spots else np.zeros(0, dtype=np.intp)
        source = np.empty_like(spots)  # the row of ``rows`` each packed row comes from
        source[spots] = np.arange(len(spots))
        return rows.take(source, axis=0)

    def unpacked(self, packed: np.ndarray) -> list[np.ndarray]:
        """The rows of each doc, in its token order, from a packed array."""
        return [packed[spots] for spots in self.spots]
