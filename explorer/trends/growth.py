"""Growth of a concept's share of papers between an early and a late set of years.

A share is the fraction of a period's papers that name the concept, so a big conference
year does not look like a trend. Growth is the late share minus the early share (a
difference of fractions: 0.05 is five percentage points); each set of years is pooled, its
papers summed before dividing.

Examples
--------
>>> import numpy as np
>>> split_years((2020, 2022, 2023, 2024, 2025))
((2020, 2022), (2024, 2025))
>>> g = share_growth(np.array([[1, 3], [4, 0]]), np.array([10, 20]), [0], [1])
>>> g.early.tolist(), g.late.tolist(), g.change.tolist()
([0.1, 0.4], [0.15, 0.0], [0.04999999999999999, -0.4])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Growth:
    """Per row: pooled share in the early and late years, their difference, the papers."""

    early: np.ndarray
    late: np.ndarray
    change: np.ndarray
    early_papers: np.ndarray
    late_papers: np.ndarray


def split_years(years: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The default comparison: the earlier half of the years against the later half.

    With an odd number of years the middle one is in neither; with one year there is
    nothing to compare and both halves are empty.

    >>> split_years((2023,)), split_years((2022, 2023, 2024))
    (((), ()), ((2022,), (2024,)))
    """
    ordered = tuple(sorted(years))
    half = len(ordered) // 2
    if half == 0:
        return (), ()
    return ordered[:half], ordered[-half:]


def share(counts: np.ndarray, papers: np.ndarray) -> np.ndarray:
    """``counts / papers`` column by column, 0.0 where a column has no paper.

    >>> share(np.array([[1, 0], [2, 0]]), np.array([4, 0])).tolist()
    [[0.25, 0.0], [0.5, 0.0]]
    """
    papers = np.asarray(papers, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(papers > 0, counts / np.where(papers > 0, papers, 1.0), 0.0)


def share_growth(
    by_year: np.ndarray,
    papers_per_year: np.ndarray,
    early: Sequence[int],
    late: Sequence[int],
) -> Growth:
    """Pooled shares of each row over the ``early`` and ``late`` year indices.

    Parameters
    ----------
    by_year : ndarray, shape (rows, years)
        Papers naming each row per year.
    papers_per_year : ndarray, shape (years,)
        All papers of each year.
    early, late : sequence of int
        Column indices of the two sets of years (either may be empty: shares 0.0).

    Returns
    -------
    Growth
    """
    early_idx = np.asarray(early, dtype=np.int64)
    late_idx = np.asarray(late, dtype=np.int64)
    early_papers = by_year[:, early_idx].sum(axis=1)
    late_papers = by_year[:, late_idx].sum(axis=1)
    early_share = share(early_papers, papers_per_year[early_idx].sum())
    late_share = share(late_papers, papers_per_year[late_idx].sum())
    return Growth(
        early=early_share,
        late=late_share,
        change=late_share - early_share,
        early_papers=early_papers,
        late_papers=late_papers,
    )
