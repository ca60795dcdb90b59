"""A whole graph with its layout as one cache blob, and the checks a blob must pass when read.

The graph's own node and adjacency dicts are stored as marshal data (plain values: unlike
pickle, reading runs no code), compressed with zlib, under a SHA-256 checksum checked before
anything is decoded; an 8,800-paper graph loads in well under a second. The data is a series
of length-prefixed marshal frames of a few thousand nodes each (each with its adjacency, an
edge's attributes stored once, with the first of its two nodes), compressed as one stream and
decompressed a piece at a time: the uncompressed bytes of a 100,000-paper graph (400 MB) are
never in memory at once, only a frame. Dict orders are kept, so a graph read back iterates
exactly as the one stored (and saves to the same bytes). A checksum proves the
bytes are those written, not that the writer wrote a graph: the decoded state is checked too
(dicts where dicts belong, each edge stored in both directions, positions as number pairs,
attribute types by :func:`explorer.graph.schema.schema_problem`).

Examples
--------
>>> G = nx.Graph(name="demo")
>>> G.add_edge("concept:a", "concept:b", weight=2)
>>> digest, parts = encode_graph(G, {"concept:a": (0.0, 1.0)})
>>> blob = b"".join(parts)
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
from collections.abc import Iterator, Mapping
from typing import Any

import networkx as nx

from explorer.graph.bulk import graph_from_state
from explorer.graph.schema import schema_problem
from explorer.heap import collector_paused

#: marshal's format may change between Python versions: a graph from another is a miss.
GRAPH_FORMAT = f"frames2-marshal{marshal.version}-py{sys.version_info[0]}.{sys.version_info[1]}"
#: Nodes per frame: frames of a few MB keep both ends' transient memory small.
FRAME_NODES = 4000
_PIECE = 1 << 20  # compressed bytes decompressed at a time
_LENGTH = 8  # bytes of a frame's length prefix

Positions = dict[str, tuple[float, float]]


class DamagedBlob(ValueError):
    """The bytes are not those written (checksum, compression or marshal data): disk damage."""


def encode_graph(G: nx.Graph, positions: Mapping[str, Any]) -> tuple[bytes, list[bytes]]:
    """The checksum and the blob of ``G`` and ``positions``, the blob as pieces to write in turn.

    Pieces, not one bytes object: joining them would hold the blob twice (100 MB each for a
    100,000-paper graph). Raises ValueError when ``G`` holds a value that is not plain data
    (marshal cannot store it).
    """
    plain_positions = {n: (float(x), float(y)) for n, (x, y) in positions.items()}
    compressor = zlib.compressobj(1)  # level 1: 2x faster than the default, 15% larger
    digest = hashlib.sha256()
    parts = []
    for frame in _frames_of(G, plain_positions):
        data = marshal.dumps(frame)
        parts.append(compressor.compress(len(data).to_bytes(_LENGTH, "little") + data))
    parts.append(compressor.flush())
    for part in parts:
        digest.update(part)
    return digest.digest(), parts


def _frames_of(G: nx.Graph, positions: Positions) -> Iterator[Any]:
    """The head (graph attributes, positions, node count), then frames of nodes in order.

    A node's entry is ``(node, attributes, row, backs)``: ``row`` is its adjacency dict as it
    is (so its order is kept), except that an edge to an earlier node is None there and listed
    in ``backs``; the reader takes those from the earlier node's row, so each edge's attribute
    dict is stored once and shared by both directions, as in the graph.
    """
    yield (dict(G.graph), positions, G.number_of_nodes())
    order = {node: i for i, node in enumerate(G)}
    frame = []
    for i, (node, neighbours) in enumerate(G.adjacency()):
        backs = [v for v in neighbours if order[v] < i]
        row = dict(neighbours)
        for v in backs:
            row[v] = None
        frame.append((node, G.nodes[node], row, backs))
        if len(frame) == FRAME_NODES:
            yield frame
            frame = []
    if frame:
        yield frame


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
    with collector_paused():
        frames = _read_frames(blob)
        head = next(frames, None)
        if type(head) is not tuple or len(head) != 3:
            raise ValueError("no (graph, positions, node count) head")
        graph, positions, count = head
        nodes, adjacency = _nodes_from_frames(frames, count)
        _check_head(graph, positions)
    G = graph_from_state(graph, nodes, adjacency)
    problem = schema_problem(G)
    if problem:
        raise ValueError(problem)
    return G, positions


def _read_frames(blob: bytes) -> Iterator[Any]:
    """The marshal frames of ``blob``, decompressed a piece at a time."""
    decompressor = zlib.decompressobj()
    pending = bytearray()
    view = memoryview(blob)
    pieces = (view[start : start + _PIECE] for start in range(0, len(blob), _PIECE))
    try:
        for piece in pieces:
            pending += decompressor.decompress(piece)
            yield from _whole_frames(pending)
        pending += decompressor.flush()
        yield from _whole_frames(pending)
    except (zlib.error, ValueError, EOFError, TypeError) as err:
        raise DamagedBlob(f"{type(err).__name__}: {err}") from None
    if pending or not decompressor.eof:
        raise DamagedBlob("the data ends inside a frame")


def _whole_frames(pending: bytearray) -> Iterator[Any]:
    """Decode and remove the complete frames at the start of ``pending``."""
    while len(pending) >= _LENGTH:
        size = int.from_bytes(pending[:_LENGTH], "little")
        if len(pending) < _LENGTH + size:
            return
        frame = marshal.loads(pending[_LENGTH : _LENGTH + size])
        del pending[: _LENGTH + size]
        yield frame


def _nodes_from_frames(frames: Iterator[Any], count: Any) -> tuple[dict, dict]:
    """The node and adjacency dicts of the frames; ValueError unless they fit together.

    Each back reference takes the attribute dict of an edge stored with an earlier node, so
    back references land on distinct forward edges; as many of each means every forward
    edge has its other direction (an undirected graph), checked without a second pass.
    """
    nodes: dict = {}
    adjacency: dict = {}
    forward = backward = entries = 0
    try:
        for frame in frames:
            for node, attributes, row, backs in frame:
                if type(attributes) is not dict or type(row) is not dict or type(backs) is not list:
                    raise ValueError(f"node {node!r}: attributes or neighbours are not dicts")
                nodes[node] = attributes
                adjacency[node] = row
                entries += 1
                for other in backs:
                    row[other] = adjacency[other][node]
                forward += len(row) - len(backs) - (node in row and node not in backs)
                backward += len(backs)
                if None in row.values():
                    raise ValueError(f"node {node!r}: an edge without attributes")
    except DamagedBlob:
        raise
    except (TypeError, ValueError, KeyError) as err:
        raise ValueError(f"malformed node frame ({type(err).__name__}: {err})") from None
    if entries != count or len(nodes) != count:
        raise ValueError(f"{len(nodes)} distinct nodes in {entries} entries, {count!r} announced")
    if forward != backward:
        raise ValueError(f"{forward} edges stored one way, {backward} back: not undirected")
    return nodes, adjacency


def _check_head(graph: Any, positions: Any) -> None:
    """Raise ValueError unless the graph attributes are a dict and positions number pairs."""
    if type(graph) is not dict or type(positions) is not dict:
        raise ValueError("graph attributes and positions must be dicts")
    for node, point in positions.items():
        if not (
            type(point) is tuple
            and len(point) == 2
            and all(type(c) is float and math.isfinite(c) for c in point)
        ):
            raise ValueError(f"position of {node!r} is not a pair of numbers")
