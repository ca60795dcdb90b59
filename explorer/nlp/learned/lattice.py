"""Exact inference over a batch of linear-chain CRF lattices: Viterbi and forward-backward.

Both step through token positions with one numpy operation for the whole batch, not one per
doc. The docs are stepped longest first, so the docs still running at a position are the first
rows of the batch and only they take the step; a doc's Viterbi path is traced back from its own
last token. Padding past a doc's end is never computed with, so it changes nothing.

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

import numpy as np


def best_paths(transitions: np.ndarray, batch: list[np.ndarray]) -> list[np.ndarray]:
    """The best label index sequence (Viterbi) of each doc's emission scores.

    ``transitions[i, j]`` scores moving from label ``i`` to label ``j``; ``batch`` holds one
    ``(tokens, labels)`` array per doc.
    """
    n = transitions.shape[0]
    order, padded, running = _by_length(batch, n)
    if padded is None:
        return [np.zeros(0, dtype=np.intp) for _ in batch]
    width = len(running)
    # into[j, i]: the score of moving from label i to label j (the last axis is reduced).
    into = np.ascontiguousarray(transitions.T)
    cells = np.arange(len(batch) * n)
    best = padded[0].copy()
    back = np.empty((width, len(batch), n), dtype=np.intp)
    for t in range(1, width):
        m = running[t]
        total = (best[:m, None, :] + into).reshape(m * n, n)
        pointers = total.argmax(axis=1)
        back[t, :m] = pointers.reshape(m, n)
        best[:m] = total[cells[: m * n], pointers].reshape(m, n) + padded[t, :m]
    label = best.argmax(axis=1)
    paths = np.empty((width, len(batch)), dtype=np.intp)
    for t in range(width - 1, 0, -1):
        m = running[t]
        paths[t, :m] = label[:m]
        label[:m] = back[t, np.arange(m), label[:m]]
    paths[0] = label
    out: list[np.ndarray] = [paths[:0, 0]] * len(batch)
    for row, k in enumerate(order):
        out[k] = paths[: len(batch[k]), row]
    return out


def marginals(transitions: np.ndarray, batch: list[np.ndarray]) -> list[np.ndarray]:
    """P(label at token) for every token of every doc (forward-backward).

    In probability space with a scale per step (Rabiner's scaled recursions): one matrix
    product per position instead of a log-sum-exp over every pair of labels. Each position's
    emissions are shifted by their maximum before ``exp``, which the scaling cancels, so
    nothing overflows.
    """
    n = transitions.shape[0]
    order, padded, running = _by_length(batch, n)
    if padded is None:
        return [np.zeros((0, n)) for _ in batch]
    width = len(running)
    emit = np.exp(padded - padded.max(axis=2, keepdims=True))
    trans = np.exp(transitions)
    alpha = np.ones_like(padded)
    scale = np.empty((width, len(batch), 1))
    scale[0] = emit[0].sum(axis=1, keepdims=True)
    alpha[0] = emit[0] / scale[0]
    for t in range(1, width):
        m = running[t]
        step = (alpha[t - 1, :m] @ trans) * emit[t, :m]
        scale[t, :m] = step.sum(axis=1, keepdims=True)
        alpha[t, :m] = step / scale[t, :m]
    # Past its last token a doc's beta is 1, as at its last token.
    beta = np.ones_like(padded)
    trans_t = trans.T
    for t in range(width - 2, -1, -1):
        m = running[t + 1]
        beta[t, :m] = ((emit[t + 1, :m] * beta[t + 1, :m]) @ trans_t) / scale[t + 1, :m]
    probs = alpha * beta
    probs /= probs.sum(axis=2, keepdims=True)
    out: list[np.ndarray] = [np.empty(0)] * len(batch)
    for row, k in enumerate(order):
        out[k] = probs[: len(batch[k]), row]
    return out


def _by_length(
    batch: list[np.ndarray], n_labels: int
) -> tuple[list[int], np.ndarray | None, list[int]]:
    """The docs longest first: their order, their scores position by position (``padded[t,
    row]``, zeros past a doc's end), and for each position the number of docs that reach it
    (the docs running there come first). None for the scores when no doc has a token."""
    lengths = [len(scores) for scores in batch]
    order = sorted(range(len(batch)), key=lambda k: -lengths[k])
    width = lengths[order[0]] if batch else 0
    if not width:
        return order, None, []
    padded = np.zeros((width, len(batch), n_labels))
    for row, k in enumerate(order):
        padded[: lengths[k], row] = batch[k]
    sorted_lengths = [lengths[k] for k in order]
    running = [0] * width
    m = len(batch)
    for t in range(width):
        while sorted_lengths[m - 1] <= t:
            m -= 1
        running[t] = m
    return order, padded, running
