"""Node-link JSON: written a node and an edge at a time, read in either of networkx's spellings.

The text is networkx's ``node_link_data(G, edges="edges")`` (keys in the same order, so files
are the same bytes as before), but produced piece by piece into a stream: a 100,000-paper graph
is a 700 MB text, and building it whole (the copies of every attribute dict, the text, its
UTF-8 bytes) took 1.5 GB over the graph itself. A ``.json.gz`` file is the same text
compressed with gzip: about an eighth of the size, readable by any tool that reads gzip.

Files from older networkx versions name the edge list ``"links"``; both are read.

Examples
--------
>>> G = nx.Graph(name="demo")
>>> G.add_edge("concept:a", "concept:b", weight=2)
>>> text = graph_to_json(G)
>>> text[:70]
'{"directed":false,"multigraph":false,"graph":{"name":"demo"},"nodes":['
>>> graph_from_json(text.replace('"edges"', '"links"')).edges["concept:a", "concept:b"]
{'weight': 2}
"""

from __future__ import annotations

import gzip
import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import networkx as nx

from explorer.errors import GraphFileError
from explorer.graph.build import SCHEMA_VERSION
from explorer.heap import collector_paused
from explorer.i18n import translate
from explorer.i18n.system_text import json_problem

#: Pieces of text joined before each write (fewer, larger writes).
_BATCH = 2000
# ASCII escapes keep lone surrogates (possible in bad corpus text) writable and lossless.
_encode = json.JSONEncoder(ensure_ascii=True, separators=(",", ":")).encode


def node_link_pieces(G: nx.Graph) -> Iterator[str]:
    """The node-link JSON text of ``G`` in pieces, one node or edge each (join them for all)."""
    head = {"directed": False, "multigraph": False, "graph": G.graph}
    yield _encode(head)[:-1] + ',"nodes":['
    for i, (node, attributes) in enumerate(G.nodes(data=True)):
        yield ("," if i else "") + _encode({**attributes, "id": node})
    yield '],"edges":['
    for i, (u, v, attributes) in enumerate(G.edges(data=True)):
        yield ("," if i else "") + _encode({**attributes, "source": u, "target": v})
    yield "]}"


def write_node_link(G: nx.Graph, stream: IO[str]) -> None:
    """Write the node-link JSON text of ``G`` to the text ``stream``, a batch at a time."""
    batch: list[str] = []
    for piece in node_link_pieces(G):
        batch.append(piece)
        if len(batch) >= _BATCH:
            stream.write("".join(batch))
            batch.clear()
    stream.write("".join(batch))


def graph_to_json(G: nx.Graph) -> str:
    """Node-link JSON text of ``G`` (what a .json graph file holds)."""
    return "".join(node_link_pieces(G))


def write_gzip_node_link(G: nx.Graph, binary: IO[bytes]) -> None:
    """Write ``G`` as gzip-compressed node-link JSON to the binary ``binary`` stream.

    Level 6 (gzip's default) is about as fast as level 1 here and 20% smaller; ``mtime=0``
    makes the same graph the same bytes.
    """
    with (
        gzip.GzipFile(fileobj=binary, mode="wb", compresslevel=6, mtime=0) as zipped,
        io.TextIOWrapper(zipped, encoding="ascii") as text,
    ):
        write_node_link(G, text)


def read_gzip_text(path: Path) -> bytes:
    """The decompressed bytes of a gzip file (GraphFileError when it is not gzip)."""
    try:
        with gzip.open(path, "rb") as f:
            return f.read()
    except (gzip.BadGzipFile, EOFError) as err:
        problem = translate("GraphErrors", "not a gzip file ({problem})").format(problem=err)
        raise GraphFileError(problem, path=path) from None


def graph_from_json(text: str | bytes, *, path: str | Path | None = None) -> nx.Graph:
    """The graph a node-link JSON text describes (edges under "edges" or "links").

    Raises
    ------
    GraphFileError
        Bad JSON (with its line) or not a node-link undirected graph.
    """
    return graph_from_node_link(parse_node_link(text, path=path), path=path)


def parse_node_link(text: str | bytes, *, path: str | Path | None = None) -> dict:
    """The parsed node-link document of ``text`` (a caller that drops the text after this call
    frees it before the graph is made: 700 MB for a 100,000-paper graph)."""
    try:
        with collector_paused():
            data = json.loads(text)
    except json.JSONDecodeError as err:
        problem = translate("GraphErrors", "invalid JSON: {problem} (column {column})")
        problem = problem.format(problem=json_problem(err.msg), column=err.colno)
        raise GraphFileError(problem, path=path, line=err.lineno) from None
    except UnicodeDecodeError as err:
        problem = translate("GraphErrors", "not UTF-8 text: {problem}").format(problem=err.reason)
        raise GraphFileError(problem, path=path) from None
    except RecursionError:
        problem = translate("GraphErrors", "JSON nested too deeply")
        raise GraphFileError(problem, path=path) from None
    if not isinstance(data, dict) or not isinstance(data.get("nodes"), list):
        problem = translate("GraphErrors", 'not a node-link graph (no "nodes" list)')
        raise GraphFileError(problem, path=path)
    return data


def graph_from_node_link(data: dict, *, path: str | Path | None = None) -> nx.Graph:
    """The undirected graph of a parsed node-link document (see :func:`parse_node_link`)."""
    if data.get("directed") or data.get("multigraph"):
        problem = translate(
            "GraphErrors", "a directed or multi-graph; expected an undirected graph"
        )
        raise GraphFileError(problem, path=path)
    meta = data.get("graph")
    schema = meta.get("schema", SCHEMA_VERSION) if isinstance(meta, dict) else SCHEMA_VERSION
    if isinstance(schema, int) and schema > SCHEMA_VERSION:
        problem = translate(
            "GraphErrors", "graph schema {schema} is newer than this program's ({ours})"
        )
        raise GraphFileError(problem.format(schema=schema, ours=SCHEMA_VERSION), path=path)
    edges = "links" if "links" in data and "edges" not in data else "edges"
    data.setdefault(edges, [])
    try:
        with collector_paused():
            # Missing "directed"/"multigraph" keys mean an undirected simple graph (networkx's
            # own default would make a MultiGraph).
            return nx.node_link_graph(data, directed=False, multigraph=False, edges=edges)
    except (AttributeError, KeyError, TypeError, ValueError, nx.NetworkXError) as err:
        problem = f"{type(err).__name__}: {err}"
        problem = translate("GraphErrors", "malformed node-link graph ({problem})").format(
            problem=problem
        )
        raise GraphFileError(problem, path=path) from None
