"""Graph files: node-link JSON (lossless, also gzipped), GraphML and GEXF (Gephi, Cytoscape).

Node-link JSON is written a node at a time (:mod:`explorer.graph.nodelink`); ``.json.gz`` is
the same text gzipped, for big graphs. Every graph read is checked against the schema's types
(:mod:`explorer.graph.schema`), so a wrong type is one line naming the file, not a traceback
in a view.

GraphML and GEXF hold only scalars, so list and dict attributes (aliases,
mentions, evidence...) are written as JSON strings and decoded when read
back; ``None`` becomes ``""`` in text attributes and is left out of numeric
ones (such as ``year``), so that every attribute has one type in the file.

Examples
--------
>>> import tempfile, pathlib
>>> G = nx.Graph(name="demo", schema=1)
>>> G.add_node("concept:lora", kind="concept", label="LoRA", aliases=["LoRA", "low-rank adapters"])
>>> path = pathlib.Path(tempfile.mkdtemp()) / "g.graphml"
>>> save_graph(G, path)
>>> load_graph(path).nodes["concept:lora"]["aliases"]
['LoRA', 'low-rank adapters']
"""

from __future__ import annotations

import json
import re
from collections.abc import Hashable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import networkx as nx

from explorer.atomic import atomic_open
from explorer.errors import GraphFileError
from explorer.graph.counts import graph_stats
from explorer.graph.drawing import add_drawing, drop_drawing
from explorer.graph.nodelink import (
    graph_from_json,
    graph_from_node_link,
    graph_to_json,
    parse_node_link,
    read_gzip_text,
    write_gzip_node_link,
    write_node_link,
)
from explorer.graph.portable import portable_copy
from explorer.graph.schema import NODE_ATTRIBUTES, NUMBER, schema_problem
from explorer.i18n import translate
from explorer.i18n.system_text import os_problem

__all__ = ["FORMATS", "graph_from_json", "graph_stats", "graph_to_json", "load_graph", "save_graph"]

FORMATS = (".json", ".json.gz", ".graphml", ".gexf")
#: Characters XML 1.0 cannot hold (corpus text may contain them, e.g. form feeds).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _format(path: Path) -> str:
    suffix = "".join(path.suffixes[-2:]).lower()
    if suffix != ".json.gz":
        suffix = path.suffix.lower()
    if suffix not in FORMATS:
        problem = translate("GraphErrors", "unknown graph format {suffix}; use {formats}")
        suffix = repr(path.suffix) if path.suffix else translate("GraphErrors", "(no suffix)")
        raise GraphFileError(problem.format(suffix=suffix, formats=", ".join(FORMATS)), path=path)
    return suffix


def save_graph(
    G: nx.Graph,
    path: str | Path,
    *,
    positions: Mapping[Hashable, Sequence[float]] | None = None,
    source: nx.Graph | None = None,
) -> None:
    """Write ``G`` to ``path`` in the format its suffix names (.json, .json.gz, .graphml, .gexf).

    The write is atomic: a failure leaves any earlier file intact. A paper's ``source``
    keeps its file name and line, not the directory (:func:`portable_source`). GraphML
    and GEXF also carry the picture (:mod:`explorer.graph.drawing`): the vocabulary's
    colours, node sizes as on the canvas (by their place in ``source``, the graph the
    view was cut from; default ``G``) and ``positions`` (x, y as drawn on screen), if given.

    Raises
    ------
    GraphFileError
        Unknown suffix, or the file cannot be written.
    """
    path = Path(path)
    suffix = _format(path)
    G = portable_copy(G)
    try:
        if suffix == ".json":
            with atomic_open(path, "w", encoding="ascii") as f:
                write_node_link(G, f)
            return
        if suffix == ".json.gz":
            with atomic_open(path, "wb", encoding=None) as f:
                write_gzip_node_link(G, f)
            return
        flat = _flattened(G)
        add_drawing(flat, G, gexf=suffix == ".gexf", positions=positions, source=source)
        with atomic_open(path, "wb", encoding=None) as f:
            if suffix == ".graphml":
                nx.write_graphml(flat, f)
            else:
                nx.write_gexf(flat, f)
    except OSError as err:
        problem = translate("GraphErrors", "cannot write the graph: {problem}")
        raise GraphFileError(problem.format(problem=os_problem(err)), path=path) from err


def load_graph(path: str | Path) -> nx.Graph:
    """Read a graph written by :func:`save_graph` (or any node-link/GraphML/GEXF graph).

    Raises
    ------
    GraphFileError
        Missing or unreadable file, unknown suffix, malformed content (naming the file and,
        for bad JSON, the line), or an attribute of the wrong type (naming the node or edge).
    """
    path = Path(path)
    G = _read(path)
    problem = schema_problem(G)
    if problem:
        raise GraphFileError(problem, path=path)
    return G


def _read(path: Path) -> nx.Graph:
    suffix = _format(path)
    try:
        if suffix in (".json", ".json.gz"):
            text = path.read_bytes() if suffix == ".json" else read_gzip_text(path)
            data = parse_node_link(text, path=path)
            del text  # hundreds of MB for a big graph: gone before the graph is made
            return graph_from_node_link(data, path=path)
        G = nx.read_graphml(path) if suffix == ".graphml" else nx.read_gexf(path)
    except FileNotFoundError:
        raise GraphFileError(translate("GraphErrors", "no such file"), path=path) from None
    except OSError as err:
        problem = translate("GraphErrors", "cannot read: {problem}").format(problem=os_problem(err))
        raise GraphFileError(problem, path=path) from None
    except GraphFileError:
        raise
    except Exception as err:  # the XML readers raise many kinds (ParseError, KeyError, ...)
        problem = translate("GraphErrors", "malformed {format} file: {problem}")
        raise GraphFileError(problem.format(format=suffix[1:], problem=err), path=path) from None
    if G.is_directed() or G.is_multigraph():
        G = nx.Graph(G)
    drop_drawing(G, gexf=suffix == ".gexf")
    return _restored(G, gexf=suffix == ".gexf")


def _flattened(G: nx.Graph) -> nx.Graph:
    """A copy of ``G`` whose attributes are all scalars, one type per attribute name."""
    H = nx.Graph()
    H.graph.update(_flat_attributes([G.graph])[0])
    nodes = list(G.nodes(data=True))
    names = {n: _xml_text(str(n)) for n, _ in nodes}
    H.add_nodes_from(zip(names.values(), _flat_attributes(d for _, d in nodes), strict=True))
    edges = list(G.edges(data=True))
    flat_edges = _flat_attributes(d for *_, d in edges)
    H.add_edges_from(
        (names[u], names[v], d) for (u, v, _), d in zip(edges, flat_edges, strict=True)
    )
    return H


def _flat_attributes(items: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Attribute dicts with structured values as JSON text and one type per name."""
    items = list(items)
    kinds: dict[str, set[type]] = {}
    for attrs in items:
        for key, value in attrs.items():
            kinds.setdefault(key, set()).add(type(value))
    numeric = {
        key for key, ts in kinds.items() if ts - {type(None)} and ts <= {int, float, type(None)}
    }
    # int and float together would still be two GraphML types: write them all as floats.
    mixed_numbers = {key for key in numeric if {int, float} <= kinds[key]}
    scalar = {key for key, ts in kinds.items() if len(ts) == 1 and ts <= {bool, str}}
    flat = []
    for attrs in items:
        out = {}
        for key, value in attrs.items():
            if key in numeric:
                if value is not None:
                    out[key] = float(value) if key in mixed_numbers else value
                continue
            if key in scalar and not isinstance(value, str):
                out[key] = value
                continue
            if value is None:
                value = ""
            elif isinstance(value, (list, tuple, dict)):
                value = json.dumps(value, ensure_ascii=False)
            out[key] = _xml_text(str(value))
        flat.append(out)
    return flat


def _xml_text(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)


def _restored(G: nx.Graph, *, gexf: bool) -> nx.Graph:
    """Undo :func:`_flattened`: decode JSON attributes, drop what the readers add."""
    for key in ("node_default", "edge_default", "mode"):
        G.graph.pop(key, None)
    if gexf:
        for *_, d in G.edges(data=True):
            d.pop("id", None)
    _decode_json_attributes([d for _, d in G.nodes(data=True)])
    _decode_json_attributes([d for *_, d in G.edges(data=True)])
    _fill_missing_by_kind(G)
    _blank_numbers_to_none(G)
    return G


def _blank_numbers_to_none(G: nx.Graph) -> None:
    """A numeric attribute no node had (all None) was written as text: "" is None again."""
    numeric = [key for key, spec in NODE_ATTRIBUTES.items() if spec is NUMBER]
    for _, d in G.nodes(data=True):
        for key in numeric:
            if d.get(key) == "":
                d[key] = None


def _decode_json_attributes(items: list[dict[str, Any]]) -> None:
    """Decode, in place, every attribute whose non-empty values all are JSON arrays or objects.

    Only such attributes were encoded by :func:`_flattened`; a text attribute
    (a title such as "[Re] ...") has at least one value that is not JSON.
    """
    candidates: dict[str, list[tuple[dict, Any]]] = {}
    rejected: set[str] = set()
    for attrs in items:
        for key, value in attrs.items():
            if key in rejected or value == "":
                continue
            parsed = _json_container(value)
            if parsed is None:
                rejected.add(key)
            else:
                candidates.setdefault(key, []).append((attrs, parsed))
    for key in candidates.keys() - rejected:
        for attrs, parsed in candidates[key]:
            attrs[key] = parsed
        for attrs in items:
            if attrs.get(key) == "":  # an encoded attribute was "" only where it was None
                attrs[key] = None


def _json_container(value: Any) -> list | dict | None:
    """``value`` decoded if it is the JSON text of an array or an object, else None."""
    if not isinstance(value, str) or value[:1] not in ("[", "{"):
        return None
    try:
        parsed = json.loads(value)
    except json.JSONDecodeError:
        return None
    return parsed if isinstance(parsed, (list, dict)) else None


def _fill_missing_by_kind(G: nx.Graph) -> None:
    """Give nodes of one kind the same keys again: a value left out (None) comes back None."""
    keys_by_kind: dict[Any, set[str]] = {}
    for _, d in G.nodes(data=True):
        keys_by_kind.setdefault(d.get("kind"), set()).update(d)
    for _, d in G.nodes(data=True):
        for key in keys_by_kind[d.get("kind")] - d.keys():
            d[key] = None
