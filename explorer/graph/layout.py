"""Node positions for drawing: igraph's Fruchterman-Reingold, fast at 10,000+ nodes.

Connected components are laid out one by one and packed in rows, largest
first, so isolated papers do not push the main picture into a corner.

When ``previous`` positions cover most of the graph (the user changed a
filter), the picture must not jump: those nodes keep their positions exactly,
and only the new ones are laid out, seeded beside their placed neighbours and
pulled into place by a local Fruchterman-Reingold run in which the placed
nodes are fixed. New components that touch nothing placed are packed below
the picture. This costs time in proportion to what is new, not to the graph.

A fresh layout is centred and scaled into [-1, 1]; an incremental one keeps
the frame of ``previous`` and only shrinks if new nodes spill outside it.
The same graph, seed and ``previous`` give the same positions.

Examples
--------
>>> import networkx as nx
>>> pos = layout(nx.path_graph(["a", "b", "c"]))
>>> sorted(pos), all(-1 <= v <= 1 for xy in pos.values() for v in xy)
(['a', 'b', 'c'], True)
>>> layout(nx.path_graph(["a", "b", "c"])) == pos
True
"""

from __future__ import annotations

import contextlib
import math
import random
import threading
from collections import Counter
from collections.abc import Hashable, Iterator, Mapping

import igraph
import networkx as nx
import numpy as np

Positions = dict[Hashable, tuple[float, float]]

#: Share of nodes with previous positions from which only the new nodes are laid out.
_INCREMENTAL_FROM = 0.5
#: Local run for new nodes, in igraph units (an edge is about 1 long).
_LOCAL_TEMPERATURE = 1.0
_LOCAL_ITERATIONS = 50
#: Space left between packed components, as a share of the row height.
_GAP = 0.15

# igraph has one global random generator; layouts in two threads must not interleave seeds.
_rng_lock = threading.Lock()


def layout(
    G: nx.Graph, *, seed: int = 0, previous: Mapping[Hashable, tuple[float, float]] | None = None
) -> Positions:
    """Positions of the nodes of ``G`` in roughly [-1, 1] x [-1, 1].

    Parameters
    ----------
    seed
        Same graph, same seed, same ``previous``: same positions.
    previous
        Earlier positions of some nodes. If they cover at least half of the
        graph, those nodes stay exactly where they were (the picture only
        shrinks, evenly, if new nodes spill outside the square); otherwise
        they seed a fresh layout.
    """
    nodes = sorted(G, key=str)
    if len(nodes) <= 1:
        return {node: (0.0, 0.0) for node in nodes}
    index = {node: i for i, node in enumerate(nodes)}
    # Sorted edges too: igraph's sums (and so the picture) depend on the edge order.
    pairs = ((index[u], index[v]) for u, v in G.edges() if u != v)
    graph = igraph.Graph(n=len(nodes), edges=sorted((min(p), max(p)) for p in pairs))
    known = {index[n]: previous[n] for n in nodes if previous and n in previous}
    rng = np.random.default_rng(seed)
    with seeded_igraph(seed):
        if len(known) >= _INCREMENTAL_FROM * len(nodes):
            coords = _incremental(graph, known, rng)
            extent = np.abs(coords).max()
            if extent > 1:
                coords /= extent
        else:
            coords = _normalised(_packed(graph, known, rng))
    return {node: (float(x), float(y)) for node, (x, y) in zip(nodes, coords, strict=True)}


@contextlib.contextmanager
def seeded_igraph(seed: int) -> Iterator[None]:
    """igraph's random generator seeded with ``seed`` (one thread at a time) inside the block."""
    with _rng_lock:
        igraph.set_random_number_generator(random.Random(seed))
        try:
            yield
        finally:
            igraph.set_random_number_generator(random)


def _fruchterman_reingold(graph: igraph.Graph, start: np.ndarray, **options) -> np.ndarray:
    coords = graph.layout_fruchterman_reingold(seed=start.tolist(), grid="auto", **options)
    return np.asarray(coords.coords, dtype=float)


def _start_positions(
    graph: igraph.Graph, fixed: Mapping[int, np.ndarray], rng: np.random.Generator, spread: float
) -> np.ndarray:
    """``fixed`` nodes where given; others beside placed neighbours, else anywhere in the square."""
    n = graph.vcount()
    start = rng.uniform(-spread, spread, size=(n, 2))
    placed = np.zeros(n, dtype=bool)
    for i, xy in fixed.items():
        start[i] = xy
        placed[i] = True
    frontier = sorted(fixed)
    while frontier:
        # Breadth first, so a chain of new nodes grows out from the placed ones.
        step = sorted({j for i in frontier for j in graph.neighbors(i) if not placed[j]})
        anchors = {j: [k for k in graph.neighbors(j) if placed[k]] for j in step}
        # Many new nodes around one anchor (a hub's papers) fan out over an area that
        # grows with their number: a crowd on one spot is ugly and slow to untangle.
        crowd = Counter(a[0] for a in anchors.values())
        for j in step:
            spread_j = max(1.0, math.sqrt(crowd[anchors[j][0]]) / 2)
            start[j] = start[anchors[j]].mean(axis=0) + rng.normal(0.0, spread_j, 2)
        placed[step] = True
        frontier = step
    return start


def _incremental(
    graph: igraph.Graph, known: Mapping[int, tuple[float, float]], rng: np.random.Generator
) -> np.ndarray:
    """Known nodes where they were; new ones laid out around them, in the frame of ``known``."""
    coords = np.zeros((graph.vcount(), 2))
    is_known = np.zeros(graph.vcount(), dtype=bool)
    for i, xy in known.items():
        coords[i] = xy
        is_known[i] = True
    if is_known.all():
        return coords
    unit = _spacing(coords[is_known])
    # New nodes in a component with a placed node grow around it; the rest are packed apart.
    membership = np.asarray(graph.connected_components().membership)
    anchored = np.isin(membership, membership[is_known])
    attached = np.flatnonzero(anchored & ~is_known).tolist()
    if attached:
        region = sorted({*attached, *(k for j in attached for k in graph.neighbors(j))})
        local = graph.induced_subgraph(region)
        placed = _place_around(local, coords[region] / unit, is_known[region], rng) * unit
        coords[region] = np.where(is_known[region][:, None], coords[region], placed)
    detached = np.flatnonzero(~anchored).tolist()
    if detached:
        block = _packed(graph.induced_subgraph(detached), {}, rng) * unit
        left, bottom = coords[anchored].min(axis=0)
        coords[detached] = block + [left - block[:, 0].min(), bottom - unit - block[:, 1].max()]
    return coords


def _place_around(
    graph: igraph.Graph, coords: np.ndarray, fixed: np.ndarray, rng: np.random.Generator
) -> np.ndarray:
    """Lay out the free nodes of ``graph`` with the ``fixed`` ones pinned (igraph units)."""
    pinned = {int(k): coords[k] for k in np.flatnonzero(fixed)}
    start = _start_positions(graph, pinned, rng, spread=1.0)
    free = float("inf")
    low = np.where(fixed[:, None], coords, -free)
    high = np.where(fixed[:, None], coords, free)
    return _fruchterman_reingold(
        graph,
        start,
        start_temp=_LOCAL_TEMPERATURE,
        niter=_LOCAL_ITERATIONS,
        minx=low[:, 0].tolist(),
        maxx=high[:, 0].tolist(),
        miny=low[:, 1].tolist(),
        maxy=high[:, 1].tolist(),
    )


def _spacing(coords: np.ndarray) -> float:
    """Typical distance between neighbouring nodes spread over the bounding box of ``coords``."""
    width, height = np.ptp(coords, axis=0)
    area = max(width * height, max(width, height) ** 2 / 10, 1e-12)
    return math.sqrt(area / len(coords))


def _iterations(n: int) -> int:
    """igraph's 500 steps up to 5,000 nodes, fewer beyond (200 from 31,250 nodes on).

    Time grows with nodes times steps; in big graphs the last steps mostly move
    leaves, which a viewer at that scale cannot tell apart anyway.
    """
    return int(min(500, max(200, 500 * math.sqrt(5000 / n))))


def _component_layout(
    graph: igraph.Graph, known: Mapping[int, tuple[float, float]], rng: np.random.Generator
) -> np.ndarray:
    """Positions of one connected component, scaled so its area grows with its size."""
    n = graph.vcount()
    if n == 1:
        return np.zeros((1, 2))
    if n == 2:
        return np.array([[-0.5, 0.0], [0.5, 0.0]])
    spread = math.sqrt(n) / 2  # igraph's own starting square: denser makes it slow
    fixed = {i: np.asarray(xy, dtype=float) * spread for i, xy in known.items()}
    coords = _fruchterman_reingold(
        graph, _start_positions(graph, fixed, rng, spread), niter=_iterations(n)
    )
    coords -= (coords.max(axis=0) + coords.min(axis=0)) / 2
    extent = np.abs(coords).max()
    return coords * (math.sqrt(n) / 2 / extent) if extent > 0 else coords


def _packed(
    graph: igraph.Graph, known: Mapping[int, tuple[float, float]], rng: np.random.Generator
) -> np.ndarray:
    """Each component laid out alone, then packed in rows, largest first."""
    # Sorted members: induced_subgraph numbers vertices in increasing original order.
    members_of = (sorted(c) for c in graph.connected_components())
    components = sorted(members_of, key=lambda c: (-len(c), c[0]))
    pieces = []
    for members in components:
        local = {k: known[v] for k, v in enumerate(members) if v in known}
        pieces.append((members, _component_layout(graph.induced_subgraph(members), local, rng)))
    total_area = sum((np.ptp(c[:, 0]) + 1) * (np.ptp(c[:, 1]) + 1) for _, c in pieces)
    row_width = max(math.sqrt(total_area), np.ptp(pieces[0][1][:, 0]) + 1)
    coords = np.zeros((graph.vcount(), 2))
    x = y = row_height = 0.0
    for members, local in pieces:
        width, height = np.ptp(local[:, 0]) + 1, np.ptp(local[:, 1]) + 1
        if x > 0 and x + width > row_width:
            x, y = 0.0, y - row_height * (1 + _GAP)
            row_height = 0.0
        coords[members] = local - local.min(axis=0) + [x + 0.5, y - height + 0.5]
        x += width * (1 + _GAP)
        row_height = max(row_height, height)
    return coords


def _normalised(coords: np.ndarray) -> np.ndarray:
    """Centred on the bounding box and scaled so the larger side spans [-1, 1]."""
    coords = coords - (coords.max(axis=0) + coords.min(axis=0)) / 2
    extent = np.abs(coords).max()
    return coords / extent if extent > 0 else coords
