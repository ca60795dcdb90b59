"""Where the canvas puts a laid-out view: spread, overlap removal, and the layout panel's actions.

A mixin of :class:`explorer.app.canvas.view.GraphView`. The layout (igraph, off the GUI thread,
cached for big views) gives positions in about [-1, 1]; they are scaled to the scene, ``spread``
times :data:`SPACING` per node on a side, then pushed apart by
:func:`explorer.layouts.overlap.separate_nodes` so that no two nodes overlap at any zoom (the
level of detail never draws nodes bigger than the room this leaves). The positions the layout
gave are kept, so a change of spread or of the overlap switch places the same picture again
at once, without laying it out again. The arrangement of a view whose positions the cache
keeps is kept with them (:class:`Arranger` names what it depends on), so reopening a corpus's
full picture does not push its 20,000 nodes apart again.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path
from typing import Any

import networkx as nx
import numpy as np

from explorer.app.canvas.community_tints import MAX_NODES as TINT_MAX_NODES
from explorer.app.canvas.labels import MAX_INFLATE
from explorer.app.canvas.style import scene_points
from explorer.graph import communities as communities_module
from explorer.graph.communities import communities
from explorer.graph.drawing import node_radius
from explorer.layouts import overlap
from explorer.layouts.memory import is_remembered
from explorer.layouts.overlap import separate_nodes

Positions = dict[str, tuple[float, float]]

#: Scene units per node on a side: the picture's size grows with sqrt(nodes).
SPACING = 110.0
#: The spreads the layout panel offers.
MIN_SPREAD, MAX_SPREAD = 0.5, 3.0


Arranged = tuple[Positions, float, float]  # scene points, scale, how much nodes may grow


def arranged(graph: nx.Graph, positions: Positions, spread: float, apart: bool) -> Arranged:
    """Scene points of layout ``positions``, their scale, and how much bigger nodes may be drawn.

    ``apart``: push overlapping nodes apart (:func:`explorer.layouts.overlap.separate_nodes`).
    """
    points, scale = scene_points(positions, SPACING * spread)
    if not apart:
        return points, scale, MAX_INFLATE
    points, room = separate_nodes(graph, points, limit=MAX_INFLATE)
    return points, scale, room


def unscaled_points(
    points: Positions, scale: float, positions: Positions, apart: bool
) -> Positions:
    """The layout positions scene ``points`` amount to (the layout's own when not pushed apart)."""
    if not apart:
        return positions
    return {n: (x / scale, -y / scale) for n, (x, y) in points.items()}


@cache
def _code_digest() -> str:
    """The code an arrangement comes from: a change of it makes kept arrangements miss."""
    digest = hashlib.sha256()
    for module in (overlap, communities_module):
        digest.update(Path(module.__file__).read_bytes())
    digest.update(Path(__file__).read_bytes())
    return digest.hexdigest()[:16]


class Arranger:
    """:func:`arranged` with the view's communities, to run in the layout's worker thread;
    its :meth:`key` lets the layout's cache keep the result (``explorer.app.layout.job``)."""

    def __init__(
        self, graph: nx.Graph, view: nx.Graph, spread: float, apart: bool, grouped: bool
    ) -> None:
        self.graph, self.view, self.spread, self.apart = graph, view, spread, apart
        self.grouped = grouped and len(view) <= TINT_MAX_NODES

    def __call__(self, positions: Positions) -> tuple:
        """(scene points, scale, room to grow, communities or None, the layout positions the
        points amount to): all made here, off the GUI thread."""
        groups = communities(self.view) if self.grouped else None
        points, scale, room = arranged(self.graph, positions, self.spread, self.apart)
        return points, scale, room, groups, unscaled_points(points, scale, positions, self.apart)

    def key(self) -> str:
        """Everything the result depends on besides the positions: the choices, the code,
        the nodes' drawn sizes and, for communities, the view's edge weights."""
        nodes = sorted(self.view, key=str)
        digest = hashlib.sha256(_code_digest().encode())
        options = [self.spread, self.apart, self.grouped, SPACING, MAX_INFLATE]
        digest.update(json.dumps(options).encode())
        digest.update(np.array([node_radius(self.graph, n) for n in nodes]).tobytes())
        if self.grouped:
            weights = sorted(
                (*sorted((str(u), str(v))), repr(w)) for u, v, w in self.view.edges(data="weight")
            )
            digest.update(json.dumps(weights).encode())
        return digest.hexdigest()

    @staticmethod
    def to_plain(result: tuple) -> dict:
        points, scale, room, groups, _ = result
        return {"points": points, "scale": scale, "room": room, "groups": groups}

    def from_plain(self, data: Any, positions: Positions) -> tuple | None:
        """A kept result for ``positions``, or None unless it covers every node of the view."""
        try:
            points, groups, scale = data["points"], data["groups"], float(data["scale"])
            if not all(n in points for n in self.view):
                return None
            unscaled = unscaled_points(points, scale, positions, self.apart)
            return points, scale, float(data["room"]), groups, unscaled
        except (TypeError, KeyError, ValueError, ZeroDivisionError):
            return None


class Arrangement:
    """Spread and overlap removal of the laid-out view, and re-running its layout."""

    spread = 1.0
    remove_overlaps = True

    def arranger(self) -> Arranger:
        """The arrangement with today's choices, to run in the layout's worker thread.

        Pushing 6,000 nodes apart takes about half a second: not on the GUI thread.
        """
        model = self.model
        return Arranger(
            model.graph, model.view_graph, self.spread, self.remove_overlaps, self.tints.enabled
        )

    def placed(
        self, laid_out: Positions | tuple[Positions, Arranged]
    ) -> tuple[Positions, Positions]:
        """Scene points of a layout's positions, and the layout positions they amount to.

        ``laid_out``: the positions, or (positions, their :func:`arranged`) from the worker.
        """
        if isinstance(laid_out, tuple):
            positions, (points, scale, room, groups, unscaled) = laid_out
            self.tints.found(groups)  # found in the worker too: Leiden on 6,000 nodes is slow
        else:
            positions = laid_out
            points, scale, room = arranged(
                self.model.graph, positions, self.spread, self.remove_overlaps
            )
            unscaled = unscaled_points(points, scale, positions, self.remove_overlaps)
        self.laid_out.update(positions)
        self._scale = scale
        self.detail_level.max_inflation = room
        return points, unscaled

    def set_layout_options(
        self, *, spread: float | None = None, remove_overlaps: bool | None = None
    ) -> None:
        """Change the spread and/or the overlap switch, and place the view again."""
        if spread is not None:
            self.spread = min(max(float(spread), MIN_SPREAD), MAX_SPREAD)
        if remove_overlaps is not None:
            self.remove_overlaps = bool(remove_overlaps)
        self.place_again()

    def place_again(self) -> None:
        """Place the shown view again from the positions its layout gave (no new layout)."""
        graph = self.model.view_graph
        if self.layout_pending() or not all(n in self.laid_out for n in graph):
            return
        self._on_layout(graph, {n: self.laid_out[n] for n in graph})

    def rerun_layout(self) -> None:
        """Lay the shown view out afresh, forgetting where its nodes were; then fit it."""
        graph = self.model.view_graph
        remembered = is_remembered(graph, self.model.filters, self.remember_from)
        memory = self.layout_memory if remembered else None
        self.layouts.request(graph, {}, memory, self.arranger())
        self.frame_next()
