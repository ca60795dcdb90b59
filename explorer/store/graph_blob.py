"""A whole graph with its layout as one cache blob, and the checks a blob must pass when read.

The graph's own node and adjacency dicts are stored as marshal data (plain values: unlike
pickle, reading runs no code), compressed with zlib, under a SHA-256 checksum checked before
anything is decoded; an 8,800-paper graph loads in well under a second. A checksum proves the
bytes are those written, not that the writer wrote a graph: the decoded state is checked too
(dicts where dicts belong, each edge stored in both directions, positions as number pairs,
attribute types by :func:`explorer.graph.schema.schema_problem`).

Examples
--------
>>> G = nx.Graph(name="demo")
>>> G.add_edge("concept:a", "concept:b", weight=2)
>>> digest, blob = encode_graph(G, {"concept:a": (0.0, 1.0)})
>>> H, positions = decode_graph(digest, blob)
>>> H.edges["concept:a", "concept:b"]["weight"], positions["concept:a"]
(2, (0.0, 1.0))
>>> decode_graph(digest, blob[:-1])
Traceback (most recent call last):
...
explorer.store.graph_blob.DamagedBlob: checksum mismatch
"""

from __future__ import annotations

import hashlib
import marshal
import math
import sys
import zlib
from collections.abc import Mapping
from typing import Any

import networkx as nx

from explorer.graph.bulk import paused_gc
from explorer.graph.schema import schema_problem

#: marshal's format may change between Python versions: a graph from another is a miss.
GRAPH_FORMAT = f"marshal{marshal.version}-py{sys.version_info[0]}.{sys.version_info[1]}"

Positions = dict[str, tuple[float, float]]


class DamagedBlob(ValueError):
    """The bytes are not those written (checksum, compression or marshal data): disk damage."""


def encode_graph(G: nx.Graph, positions: Mapping[str, Any]) -> tuple[bytes, bytes]:
    """The checksum and the blob of ``G`` and ``positions``.

    Raises ValueError when ``G`` holds a value that is not plain data (marshal cannot store it).
    """
    if not (type(G._node) is dict and type(G._adj) is dict):  # a view: copy it
        G = nx.Graph(G)
    plain_positions = {n: (float(x), float(y)) for n, (x, y) in positions.items()}
    data = marshal.dumps((dict(G.graph), G._node, G._adj, plain_positions))
    blob = zlib.compress(data, 1)  # level 1: 2x faster than the default, 15% larger
    return hashlib.sha256(blob).digest(), blob


def decode_graph(digest: bytes, blob: bytes) -> tuple[nx.Graph, Positions]:
    """The graph and positions in ``blob``.

    Raises
    ------
    DamagedBlob
        The checksum does not match, or the bytes do not decode.
    ValueError
        The bytes decode to something that is not a graph of the schema (the message says what).
    """
    if hashlib.sha256(blob).digest() != digest:
        raise DamagedBlob("checksum mismatch")
    try:
        with paused_gc():
            state = marshal.loads(zlib.decompress(blob))
    except (zlib.error, ValueError, EOFError, TypeError) as err:
        raise DamagedBlob(f"{type(err).__name__}: {err}") from None
    if type(state) is not tuple or len(state) != 4:
        raise ValueError("not a (graph, nodes, adjacency, positions) record")
    graph, nodes, adjacency, positions = state
    _check_state(graph, nodes, adjacency, positions)
    G = _graph_from_state(graph, nodes, adjacency)
    problem = schema_problem(G)
    if problem:
        raise ValueError(problem)
    return G, positions


def _check_state(graph: Any, nodes: Any, adjacency: Any, positions: Any) -> None:
    """Raise ValueError unless the parts fit together as an undirected NetworkX graph."""
    if not all(type(part) is dict for part in (graph, nodes, adjacency, positions)):
        raise ValueError("graph, nodes, adjacency and positions must all be dicts")
    if nodes.keys() != adjacency.keys():
        raise ValueError("the adjacency does not list the same nodes as the node table")
    for node, neighbours in adjacency.items():
        if type(nodes[node]) is not dict or type(neighbours) is not dict:
            raise ValueError(f"node {node!r}: attributes or neighbours are not dicts")
        for other, attributes in neighbours.items():
            back = adjacency.get(other)
            if back is None or back.get(node) is not attributes or type(attributes) is not dict:
                raise ValueError(f"edge {node!r} - {other!r} is not stored in both directions")
    for node, point in positions.items():
        if not (
            type(point) is tuple
            and len(point) == 2
            and all(type(c) is float and math.isfinite(c) for c in point)
        ):
            raise ValueError(f"position of {node!r} is not a pair of numbers")


def _graph_from_state(graph: dict, nodes: dict, adjacency: dict) -> nx.Graph:
    """A Graph around its stored node and adjacency dicts, as pickle would rebuild it.

    Rebuilding through ``add_edges_from`` would copy every attribute dict
    again (half the load time). Assigning ``_node``/``_adj`` is how NetworkX
    subclasses swap storage: those attributes reset the cached views on set.
    marshal keeps each edge's one attribute dict shared by both directions.
    """
    G = nx.Graph()
    G.graph.update(graph)
    G._node = nodes
    G._adj = adjacency
    return G
