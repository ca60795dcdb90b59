"""Room on screen for labels: which pixels the nodes and the labels placed so far take.

The canvas chooses labels many times a second while the user pans and zooms, over views of up
to 20,000 nodes. Each node's drawn disc is marked, as the square around it, in a grid of
``cell``-pixel cells, and a summed-area table of that grid answers "does this rectangle touch a
node?" in constant time; each label is marked as it is placed. Rectangles are widened to whole
cells, so a rectangle said to be clear touches no node and no label (the answer errs only
towards "taken"). A node's own label may touch its node (``own``).

When no place beside a node is clear (a crowd seen from afar), :meth:`FreeRoom.nearest_clear`
finds the clear place nearest to it, for a label joined to its node by a leader line.

Examples
--------
>>> room = FreeRoom((0, 0, 200, 100), cell=2)
>>> room.block_nodes([50.0], [50.0], [10.0])
>>> room.clear((70, 45, 120, 55))
True
>>> room.clear((55, 45, 120, 55))
False
>>> room.clear((55, 45, 120, 55), own=0)  # the node's own label may touch it
True
>>> room.block_label((70, 45, 120, 55))
>>> room.clear((100, 50, 150, 60))
False
>>> room.clear((150, 90, 210, 99))  # out of the room
False
>>> left, top, right, bottom = room.nearest_clear((50.0, 50.0), 30, 10, reach=100)
>>> room.clear((left, top, right, bottom))
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

Rect = tuple[float, float, float, float]  # left, top, right, bottom, in pixels

#: Pixels per cell: rectangles are widened to whole cells.
CELL = 2.0
#: Pixels between the places :meth:`FreeRoom.nearest_clear` tries.
STEP = 6.0
#: Free places tried, nearest first, for one whose leader line crosses no label.
LEADER_TRIES = 40


def _sat(counts: np.ndarray) -> np.ndarray:
    """Summed-area table with a zero first row and column."""
    table = np.zeros((counts.shape[0] + 1, counts.shape[1] + 1), dtype=np.int64)
    np.cumsum(np.cumsum(counts, axis=0), axis=1, out=table[1:, 1:])
    return table


class FreeRoom:
    """The screen rectangle ``bounds`` (left, top, right, bottom) as cells taken or free."""

    def __init__(self, bounds: Rect, cell: float = CELL) -> None:
        self.bounds = bounds
        self.cell = cell
        left, top, right, bottom = bounds
        # Whole cells only: a partial cell at the far edges would let a label stick out.
        self.cols = max(1, math.floor((right - left) / cell))
        self.rows = max(1, math.floor((bottom - top) / cell))
        self.labels = np.zeros((self.rows, self.cols), dtype=bool)
        self.placed: list[Rect] = []  # the labels' rectangles, as given
        self._nodes = np.zeros((self.rows + 1, self.cols + 1), dtype=np.int64)  # a table of 0
        self._box_list: list[list[int]] = []  # each node's cells: r0, r1, c0, c1

    def _cells(self, rect: Rect) -> tuple[int, int, int, int]:
        """Rows and columns (first, past the last) of the cells ``rect`` touches, unclipped."""
        left, top, right, bottom = rect
        x0, y0 = self.bounds[0], self.bounds[1]
        return (
            math.floor((top - y0) / self.cell),
            math.ceil((bottom - y0) / self.cell),
            math.floor((left - x0) / self.cell),
            math.ceil((right - x0) / self.cell),
        )

    def block_nodes(self, xs: Sequence[float], ys: Sequence[float], reach: Sequence[float]) -> None:
        """Mark the nodes drawn at screen points (``xs``, ``ys``) with radius ``reach`` (pixels).

        Node ``k`` is the ``own`` node ``k`` of :meth:`clear`.
        """
        x, y, r = (np.asarray(v, dtype=float) for v in (xs, ys, reach))
        x0, y0 = self.bounds[0], self.bounds[1]
        r0 = np.floor((y - r - y0) / self.cell).astype(np.int64)
        r1 = np.ceil((y + r - y0) / self.cell).astype(np.int64)
        c0 = np.floor((x - r - x0) / self.cell).astype(np.int64)
        c1 = np.ceil((x + r - x0) / self.cell).astype(np.int64)
        self._box_list = np.stack([r0, r1, c0, c1], axis=1).tolist()
        r0, r1 = np.clip(r0, 0, self.rows), np.clip(r1, 0, self.rows)
        c0, c1 = np.clip(c0, 0, self.cols), np.clip(c1, 0, self.cols)
        inside = (r0 < r1) & (c0 < c1)
        r0, r1, c0, c1 = r0[inside], r1[inside], c0[inside], c1[inside]
        # Each box as four corners of a difference array: two cumulative sums fill it in.
        diff = np.zeros((self.rows + 1, self.cols + 1), dtype=np.int32)
        np.add.at(diff, (r0, c0), 1)
        np.add.at(diff, (r0, c1), -1)
        np.add.at(diff, (r1, c0), -1)
        np.add.at(diff, (r1, c1), 1)
        counts = np.cumsum(np.cumsum(diff, axis=0), axis=1)[: self.rows, : self.cols]
        self._nodes = _sat(counts)

    def block_label(self, rect: Rect) -> None:
        """Mark a placed label's rectangle as taken."""
        r0, r1, c0, c1 = self._cells(rect)
        self.labels[max(r0, 0) : max(r1, 0), max(c0, 0) : max(c1, 0)] = True
        self.placed.append(rect)

    def clear(self, rect: Rect, own: int | None = None) -> bool:
        """Whether ``rect`` lies in the room and touches no label and no node but ``own``."""
        r0, r1, c0, c1 = self._cells(rect)
        if r0 < 0 or c0 < 0 or r1 > self.rows or c1 > self.cols:
            return False
        t = self._nodes
        taken = t[r1, c1] - t[r0, c1] - t[r1, c0] + t[r0, c0]
        if taken:  # nodes first: in a crowd they turn most places down
            if own is None:
                return False
            b0, b1, d0, d1 = self._box_list[own]
            mine = max(0, min(r1, b1) - max(r0, b0)) * max(0, min(c1, d1) - max(c0, d0))
            if taken != mine:
                return False
        return not self.labels[r0:r1, c0:c1].any()

    def nearest_clear(
        self,
        anchor: tuple[float, float],
        width: float,
        height: float,
        reach: float,
        within: Rect | None = None,
    ) -> Rect | None:
        """The clear ``width`` x ``height`` rectangle nearest ``anchor``, within ``reach`` pixels.

        ``within``: the rectangle must also lie inside it (the visible screen).
        Places are tried every :data:`STEP` pixels; None when none is clear.
        """
        ax, ay = anchor
        left, top, right, bottom = within or self.bounds
        lefts = np.arange(max(left, ax - reach - width), min(right - width, ax + reach), STEP)
        tops = np.arange(max(top, ay - reach - height), min(bottom - height, ay + reach), STEP)
        if len(lefts) == 0 or len(tops) == 0:
            return None
        # A place meets a label where its top-left corner lies in the label's rectangle grown
        # by the place's size up and left: each label rules out a block of places at once.
        met = np.zeros((len(tops), len(lefts)), dtype=bool)
        for p_left, p_top, p_right, p_bottom in self.placed:
            c0, c1 = np.searchsorted(lefts, (p_left - width - 1, p_right + 1))
            r0, r1 = np.searchsorted(tops, (p_top - height - 1, p_bottom + 1))
            met[r0:r1, c0:c1] = True
        ls, ts = (a.ravel() for a in np.meshgrid(lefts, tops))
        met = met.ravel()
        gap_x = np.maximum.reduce([ls - ax, np.zeros_like(ls), ax - (ls + width)])
        gap_y = np.maximum.reduce([ts - ay, np.zeros_like(ts), ay - (ts + height)])
        distance = np.hypot(gap_x, gap_y)
        near = (distance <= reach) & ~met
        ls, ts, distance = ls[near], ts[near], distance[near]
        x0, y0 = self.bounds[0], self.bounds[1]
        r0 = np.floor((ts - y0) / self.cell).astype(np.int64)
        r1 = np.ceil((ts + height - y0) / self.cell).astype(np.int64)
        c0 = np.floor((ls - x0) / self.cell).astype(np.int64)
        c1 = np.ceil((ls + width - x0) / self.cell).astype(np.int64)
        inside = (r0 >= 0) & (c0 >= 0) & (r1 <= self.rows) & (c1 <= self.cols)
        ls, ts, distance = ls[inside], ts[inside], distance[inside]
        r0, r1, c0, c1 = r0[inside], r1[inside], c0[inside], c1[inside]
        t = self._nodes
        taken = t[r1, c1] - t[r0, c1] - t[r1, c0] + t[r0, c0]
        free = np.flatnonzero(taken == 0)
        if len(free) == 0:
            return None
        # Nearest first; a leader line drawn across another label is avoided where possible.
        order = free[np.argsort(distance[free], kind="stable")]
        best = next(
            (
                k
                for k in order[:LEADER_TRIES]
                if not self._leader_crosses(anchor, ls[k], ts[k], width, height)
            ),
            order[0],
        )
        return (float(ls[best]), float(ts[best]), float(ls[best] + width), float(ts[best] + height))

    def _leader_crosses(
        self, anchor: tuple[float, float], left: float, top: float, width: float, height: float
    ) -> bool:
        ax, ay = anchor
        end = (min(max(ax, left), left + width), min(max(ay, top), top + height))
        return self.crosses_label(anchor, end)

    def crosses_label(self, start: tuple[float, float], end: tuple[float, float]) -> bool:
        """Whether the segment from ``start`` to ``end`` passes over a placed label."""
        length = math.dist(start, end)
        steps = max(2, math.ceil(length / (self.cell / 2)))
        t = np.linspace(0.0, 1.0, steps)
        x = start[0] + (end[0] - start[0]) * t
        y = start[1] + (end[1] - start[1]) * t
        rows = np.floor((y - self.bounds[1]) / self.cell).astype(np.int64)
        cols = np.floor((x - self.bounds[0]) / self.cell).astype(np.int64)
        inside = (rows >= 0) & (rows < self.rows) & (cols >= 0) & (cols < self.cols)
        return bool(self.labels[rows[inside], cols[inside]].any())
