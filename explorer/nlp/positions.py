"""Sorted, disjoint character ranges looked up by bisection, not by a scan of them all.

Sentences, emphasised phrases and masked web addresses are such ranges. A component that scans
every range for every match is quadratic in a long abstract; these lookups keep it linear.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable
from typing import TypeVar

T = TypeVar("T")


class Ranges:
    """Sorted, disjoint ``(start, end)`` ranges (so their ends ascend with their starts).

    Examples
    --------
    >>> sentences = Ranges([(0, 10), (12, 20)])
    >>> sentences.index_of(15), sentences.index_of(11), sentences.overlaps(9, 13)
    (1, None, True)
    >>> sentences.first_within(1, 30), sentences.first_within(1, 15)
    ((12, 20), None)
    """

    def __init__(self, ranges: Iterable[tuple[int, int]]):
        self.ranges = list(ranges)
        self.starts = [start for start, _ in self.ranges]

    def __len__(self) -> int:
        return len(self.ranges)

    def index_of(self, offset: int) -> int | None:
        """Index of the range that contains ``offset``, or None."""
        index = bisect.bisect_right(self.starts, offset) - 1
        return index if index >= 0 and offset < self.ranges[index][1] else None

    def overlaps(self, start: int, end: int) -> bool:
        """Does ``[start, end)`` overlap one of the ranges?"""
        # The last range that starts before ``end`` ends the latest of those.
        index = bisect.bisect_left(self.starts, end) - 1
        return index >= 0 and self.ranges[index][1] > start

    def first_within(self, start: int, end: int) -> tuple[int, int] | None:
        """The first range inside ``[start, end]``: only the first one from ``start`` on can
        end by ``end``."""
        index = bisect.bisect_left(self.starts, start)
        if index < len(self.ranges) and self.ranges[index][1] <= end:
            return self.ranges[index]
        return None

    def group(self, items: Iterable[T], offset: Callable[[T], int]) -> list[list[T]]:
        """``items`` by the range that contains ``offset(item)``, in their order; items
        outside every range are left out."""
        groups: list[list[T]] = [[] for _ in self.ranges]
        for item in items:
            index = self.index_of(offset(item))
            if index is not None:
                groups[index].append(item)
        return groups
