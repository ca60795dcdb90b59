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
from collections.abc import Sequence

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
        (np.ones(len(rows), dtype=np.int32), (rows, cols)), shape=(n, len(vocabulary))
    )
    frequency = np.asarray(incidence.sum(axis=0)).ravel()
    distinctive = incidence[:, np.flatnonzero(frequency <= common_concept_limit(n))].tocsr()
    transposed = distinctive.T.tocsr()
    order = np.arange(n) if tiebreak is None else np.asarray(tiebreak)

    pairs: set[tuple[int, int]] = set()
    for start in range(0, n, _CHUNK):
        shared = (distinctive[start : start + _CHUNK] @ transposed).tocsr()
        for local in range(shared.shape[0]):
            i = start + local
            lo, hi = shared.indptr[local], shared.indptr[local + 1]
            others, counts = shared.indices[lo:hi], shared.data[lo:hi]
            keep = others != i
            others, counts = others[keep], counts[keep]
            if len(others) > top_k:
                best = np.lexsort((order[others], -counts))[:top_k]
                others = others[best]
            pairs.update((min(i, int(j)), max(i, int(j))) for j in others)
    return sorted((i, j, len(concept_sets[i] & concept_sets[j])) for i, j in pairs)
