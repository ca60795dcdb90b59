"""The graph schema as data types, checked on every graph read from a file or the cache.

A graph file may come from anywhere (another tool, a hand edit, an older program) and a cache
blob may have been written by anyone; the views (stats, the HTML export, the app) trust the
types of ARCHITECTURE.md. :func:`schema_problem` finds the first attribute whose value has the
wrong type, so a bad file is one readable line instead of a traceback deep in a view.

Attributes may be absent or None (graphs from other tools lack most of them); a present value
must have its type, and lists and objects are checked item by item: a 100,000-paper graph
with 780,000 mentions is checked in seconds.

Examples
--------
>>> G = nx.Graph()
>>> G.add_node("concept:lora", kind="concept", label="LoRA", papers=3)
>>> schema_problem(G) is None
True
>>> G.add_node("paper:p1", kind="paper", claims=5)
>>> schema_problem(G)
"node 'paper:p1': attribute 'claims' is not a list of objects (5)"
"""

from __future__ import annotations

import math
from typing import Any

import networkx as nx

from explorer.heap import collector_paused

_NONE = type(None)


class Spec:
    """Allowed types of one attribute (None always allowed)."""

    def __init__(self, name: str, *types: type) -> None:
        self.name = name
        self.types = frozenset(types)

    def holds(self, value: Any) -> bool:
        """Whether ``value`` (not None) is of this spec."""
        kind = type(value)
        return kind in self.types and (kind is not float or math.isfinite(value))

    def __str__(self) -> str:
        return self.name


class ListOf(Spec):
    """A list whose items are of ``item``."""

    def __init__(self, name: str, item: Spec) -> None:
        super().__init__(name, list)
        self.item = item

    def holds(self, value: Any) -> bool:
        if type(value) is not list:
            return False
        if isinstance(self.item, Record):
            return all(map(self.item.holds, value))
        return set(map(type, value)) <= self.item.types  # lists of text: one C loop


class MapOf(Spec):
    """An object whose values are of ``value``."""

    def __init__(self, name: str, value: Spec) -> None:
        super().__init__(name, dict)
        self.value = value

    def holds(self, value: Any) -> bool:
        return type(value) is dict and all(map(self.value.holds, value.values()))


class Record(Spec):
    """An object whose listed fields (all scalars) are absent, None, or of their spec.

    Checked field by field against sets of types in one loop: the innermost check of the
    schema (a 100,000-paper graph has 780,000 mentions of 9 fields each).
    """

    def __init__(self, name: str, fields: dict[str, Spec]) -> None:
        super().__init__(name, dict)
        self.fields = {key: spec.types | {_NONE} for key, spec in fields.items()}

    def holds(self, value: Any) -> bool:
        if type(value) is not dict:
            return False
        allowed = self.fields
        for key, field in value.items():
            types = allowed.get(key)
            if types is not None and type(field) not in types:
                return False
            if type(field) is float and not math.isfinite(field):
                return False
        return True


def _bad_field(attributes: dict, specs: dict[str, Spec]) -> str | None:
    """The first key of ``attributes`` whose value is not None and not of its spec."""
    for key, value in attributes.items():
        spec = specs.get(key)
        if spec is not None and value is not None and not spec.holds(value):
            return key
    return None


TEXT = Spec("text", str)
BOOLEAN = Spec("true or false", bool)
INTEGER = Spec("an integer", int)
NUMBER = Spec("a finite number", int, float)
TEXTS = ListOf("a list of text", TEXT)
_OFFSETS = {"start": INTEGER, "end": INTEGER, "sent_start": INTEGER}
MENTION = Record(
    "a mention object",
    {
        **dict.fromkeys(("text", "label", "canonical", "sentence", "family", "concept"), TEXT),
        **_OFFSETS,
    },
)
CLAIM = Record(
    "a claim object",
    {**dict.fromkeys(("text", "unit", "sentence", "kind"), TEXT), "value": NUMBER, **_OFFSETS},
)

#: Node attribute -> its spec (ARCHITECTURE.md, "Graph schema").
NODE_ATTRIBUTES: dict[str, Spec] = {
    **dict.fromkeys(
        ("kind", "type", "label", "title", "abstract", "venue", "url", "source", "family"), TEXT
    ),
    "authors": TEXTS,
    "proposed": TEXTS,
    "aliases": TEXTS,
    "year": NUMBER,
    "count": NUMBER,
    "papers": NUMBER,
    "specificity": NUMBER,  # schema 2 (concepts): their weight, generic ones, unnamed families
    "generic": BOOLEAN,
    "derived": BOOLEAN,
    "links": MapOf("an object of text", TEXT),
    "claims": ListOf("a list of objects", CLAIM),
    "mentions": ListOf("a list of objects", MENTION),
}
#: Edge attribute -> its spec.
EDGE_ATTRIBUTES: dict[str, Spec] = {
    "relation": TEXT,
    "evidence": TEXTS,
    "count": NUMBER,
    "weight": NUMBER,
    "shared": NUMBER,  # similar papers: concepts shared
    **dict.fromkeys(("narrower", "broader", "reason"), TEXT),  # hierarchy links (schema 2)
}


def _short(value: Any, limit: int = 40) -> str:
    text = repr(value)  # repr escapes control and format characters: safe to print
    return text if len(text) <= limit else text[: limit - 1] + "…"


def schema_problem(G: nx.Graph) -> str | None:
    """The first way ``G`` departs from the schema's types, in one line; None if it does not.

    Node ids must be text; node and edge attributes must have the types of
    :data:`NODE_ATTRIBUTES` and :data:`EDGE_ATTRIBUTES` (or be absent or None).

    >>> H = nx.Graph()
    >>> H.add_edge("concept:a", "concept:b", weight="heavy")
    >>> schema_problem(H)
    "edge 'concept:a' - 'concept:b': attribute 'weight' is not a finite number ('heavy')"
    """
    with collector_paused():  # the columns gathered here would set off full collections
        return _schema_problem(G)


def _schema_problem(G: nx.Graph) -> str | None:
    name = G.graph.get("name")
    if name is not None and type(name) is not str:
        return f"the graph's name is not text ({_short(name)})"
    for node, attributes in G.nodes(data=True):
        if type(node) is not str:
            return f"node {_short(node)}: node ids must be text"
        if type(attributes) is not dict:
            return f"node {_short(node)}: attributes are not an object"
        key = _bad_field(attributes, NODE_ATTRIBUTES)
        if key is not None:
            return _said(f"node {_short(node)}", key, attributes[key], NODE_ATTRIBUTES[key])
    for u, neighbours in G.adjacency():
        for v, attributes in neighbours.items():
            if v < u:  # each edge once (ids are text, checked above): its other direction
                continue
            if type(attributes) is not dict:
                return f"edge {_short(u)} - {_short(v)}: attributes are not an object"
            key = _bad_field(attributes, EDGE_ATTRIBUTES)
            if key is not None:
                where = f"edge {_short(u)} - {_short(v)}"
                return _said(where, key, attributes[key], EDGE_ATTRIBUTES[key])
    return None


def _said(where: str, key: str, value: Any, spec: Spec) -> str:
    return f"{where}: attribute {key!r} is not {spec} ({_short(value)})"
