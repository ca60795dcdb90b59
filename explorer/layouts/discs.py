"""Where nodes are drawn, as discs, so that a label can be kept off every node but its own.

The canvas chooses labels many times a second while the user pans and zooms; a view of
20,000 nodes cannot test each label against every node. :class:`Discs` keeps the node centres
in a KD-tree (``scipy.spatial.cKDTree``), built once per layout, and answers "does this
rectangle touch a node?" from the few nodes near it.

Examples
--------
>>> discs = Discs(["a", "b"], [(0.0, 0.0), (100.0, 0.0)], [10.0, 10.0])
>>> discs.touching((5.0, -2.0, 20.0, 2.0), scale=1.0)
'a'
>>> discs.touching((5.0, -2.0, 20.0, 2.0), scale=1.0, skip="a") is None
True
>>> discs.touching((85.0, 20.0, 95.0, 30.0), scale=1.0) is None  # near b, not on it
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from scipy.spatial import cKDTree

Rect = tuple[float, float, float, float]  # left, top, right, bottom


class Discs:
    """Node discs (centre, radius) in scene units; a node's drawn radius is ``radius * scale``."""

    def __init__(
        self,
        nodes: Sequence[str],
        centres: Sequence[tuple[float, float]],
        radii: Sequence[float],
    ) -> None:
        self.nodes = list(nodes)
        self.centres = np.asarray(centres, dtype=float).reshape(-1, 2)
        self.radii = np.asarray(radii, dtype=float)
        self.biggest = float(self.radii.max()) if len(self.radii) else 0.0
        self._tree = cKDTree(self.centres) if len(self.nodes) else None

    def __len__(self) -> int:
        return len(self.nodes)

    def touching(self, rect: Rect, scale: float, skip: str | None = None) -> str | None:
        """A node whose disc (drawn ``scale`` times its radius) meets ``rect``, else None."""
        if self._tree is None:
            return None
        left, top, right, bottom = rect
        cx, cy = (left + right) / 2, (top + bottom) / 2
        reach = math.hypot(right - left, bottom - top) / 2 + self.biggest * scale
        near = np.asarray(self._tree.query_ball_point((cx, cy), reach), dtype=int)
        if len(near) == 0:
            return None
        x, y = self.centres[near, 0], self.centres[near, 1]
        # The point of the rectangle nearest each centre lies inside that disc: they meet.
        dx = np.clip(x, left, right) - x
        dy = np.clip(y, top, bottom) - y
        hit = near[dx * dx + dy * dy < (self.radii[near] * scale) ** 2]
        for k in hit:
            if self.nodes[k] != skip:
                return self.nodes[k]
        return None
