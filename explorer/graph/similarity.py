"""Paper similarity by shared distinctive concepts, in near-linear time.

Concepts named by a large share of the corpus ("LLMs", "GPU") link almost
every paper to every other; they are left out when choosing a paper's
neighbours, which keeps the work proportional to the rare co-mentions and the
choice meaningful. The weight of a chosen pair still counts every shared
concept.

Examples
--------
>>> sets = [{"lora", "llms"}, {"lora", "llms", "gpu"}, {"gpu"}]
>>> top_similar_pairs(sets, top_k=1)
[(0, 1, 2), (1, 2, 1)]
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np
from scipy import sparse

#: Rows of the paper-by-paper product computed at once (bounds memory).
_CHUNK = 1024


def common_concept_limit(n_papers: int) -> int:
    """Most papers a concept may name and still count as distinctive.

    >>> common_concept_limit(100), common_concept_limit(8800)
    (50, 440)
    """
    return max(50, math.ceil(0.05 * n_papers))


def top_similar_pairs(
    concept_sets: Sequence[set[str]], top_k: int, *, tiebreak: Sequence[int] | None = None
) -> list[tuple[int, int, int]]:
    """Pairs ``(i, j, shared)`` with ``i < j`` linking each paper to its ``top_k`` most similar.

    Papers are ranked by the number of distinctive concepts they share (see
    :func:`common_concept_limit`), ties by ``tiebreak`` (default: position);
    ``shared`` counts all concepts the two papers share. A pair is kept when
    either paper ranks the other in its top ``top_k``; the result is sorted.
    """
    return [
        (i, j, shared)
        for i, j, shared, _ in top_weighted_pairs(concept_sets, top_k, tiebreak=tiebreak)
    ]


def top_weighted_pairs(
    concept_sets: Sequence[set[str]],
    top_k: int,
    *,
    weights: Mapping[str, float] | None = None,
    tiebreak: Sequence[int] | None = None,
) -> list[tuple[int, int, int, float]]:
    """Pairs ``(i, j, shared, score)`` linking each paper to its ``top_k`` most similar.

    ``score`` adds up the ``weights`` of the concepts two papers share (a
    concept's specificity, 0 for a generic one: see
    :mod:`explorer.graph.specificity`); without ``weights`` every distinctive
    concept weighs 1 (:func:`common_concept_limit`). Concepts of weight 0 never
    make a pair; ``shared`` still counts every shared concept.

    >>> sets = [{"lora", "nn"}, {"lora", "nn"}, {"nn", "moe"}, {"moe"}]
    >>> top_weighted_pairs(sets, 1, weights={"lora": 0.9, "moe": 0.8, "nn": 0.0})
    [(0, 1, 2, 0.9), (2, 3, 1, 0.8)]
    """
    n = len(concept_sets)
    if n < 2 or top_k <= 0:
        return []
    vocabulary: dict[str, int] = {}
    rows: list[int] = []
    cols: list[int] = []
    for i, keys in enumerate(concept_sets):
        for key in keys:
            rows.append(i)
            cols.append(vocabulary.setdefault(key, len(vocabulary)))
    incidence = sparse.csr_matrix(
        (np.ones(len(rows), dtype=np.float64), (rows, cols)), shape=(n, len(vocabulary))
    )
    if weights is None:
        frequency = np.asarray(incidence.sum(axis=0)).ravel()
        column_weight = (frequency <= common_concept_limit(n)).astype(np.float64)
    else:
        column_weight = np.zeros(len(vocabulary))
        for key, column in vocabulary.items():
            column_weight[column] = weights.get(key, 0.0)
    kept = np.flatnonzero(column_weight > 0)
    weighted = (incidence[:, kept] @ sparse.diags(column_weight[kept])).tocsr()
    transposed = incidence[:, kept].T.tocsr()
    order = np.arange(n) if tiebreak is None else np.asarray(tiebreak)

    pairs: dict[tuple[int, int], float] = {}
    for start in range(0, n, _CHUNK):
        shared = (weighted[start : start + _CHUNK] @ transposed).tocsr()
        for local in range(shared.shape[0]):
            i = start + local
            lo, hi = shared.indptr[local], shared.indptr[local + 1]
            others, scores = shared.indices[lo:hi], shared.data[lo:hi]
            keep = others != i
            others, scores = others[keep], scores[keep]
            if len(others) > top_k:
                best = np.lexsort((order[others], -np.round(scores, 9)))[:top_k]
                others, scores = others[best], scores[best]
            for j, score in zip(others, scores, strict=True):
                pairs[(min(i, int(j)), max(i, int(j)))] = round(float(score), 4)
    return sorted(
        (i, j, len(concept_sets[i] & concept_sets[j]), score) for (i, j), score in pairs.items()
    )
