"""The one vocabulary of every view: node types and edge relations, their colours and names.

The canvas, its legend and status bar, the HTML page, PNG/SVG pictures and GraphML/GEXF files
all read it, so a kind looks and is called the same everywhere. A kind missing from these
tables (a new relation, say) still works: it is drawn in the unknown colour and named after
itself (``"part_of"`` -> "part of"), so adding one here is only needed to give it a colour.

Examples
--------
>>> node_color("DATASET"), type_name("DATASET", 2), type_name("HARDWARE", 2)
('#2ca02c', 'datasets', 'hardware')
>>> edge_style("co_occurs"), relation_name("co_occurs"), relation_name("part_of")
(('#bbbbbb', True), 'co-occurs with', 'part of')
>>> plural(1, EDGE_WORDS), plural(1234, EDGE_WORDS)
('1 link', '1,234 links')
"""

from __future__ import annotations

#: Node type -> (fill colour, shape). Shapes use vis-network names; the Qt
#: view maps them to its own painter paths.
NODE_STYLE: dict[str, tuple[str, str]] = {
    "PAPER": ("#5b6770", "square"),
    "METHOD": ("#1f77b4", "dot"),
    "MODEL": ("#9467bd", "diamond"),
    "DATASET": ("#2ca02c", "triangle"),
    "HARDWARE": ("#d62728", "hexagon"),
    "TASK": ("#ff7f0e", "star"),
}

#: Edge relation -> (colour, dashed).
EDGE_STYLE: dict[str, tuple[str, bool]] = {
    "proposes": ("#111111", False),
    "uses": ("#1f77b4", False),
    "uses_model": ("#9467bd", False),
    "evaluates_on": ("#2ca02c", False),
    "targets_hardware": ("#d62728", False),
    "addresses_task": ("#ff7f0e", False),
    "co_occurs": ("#bbbbbb", True),
    "similar": ("#888888", True),
    "broader": ("#17becf", False),
}

NODE_TYPES: tuple[str, ...] = tuple(NODE_STYLE)
RELATIONS: tuple[str, ...] = tuple(EDGE_STYLE)

#: How a type or relation missing from the tables is drawn.
UNKNOWN_NODE_STYLE: tuple[str, str] = ("#999999", "dot")
UNKNOWN_EDGE_STYLE: tuple[str, bool] = ("#999999", False)

#: Node type -> (singular, plural) as legends and counts write it.
TYPE_NAMES: dict[str, tuple[str, str]] = {
    "PAPER": ("paper", "papers"),
    "METHOD": ("method", "methods"),
    "MODEL": ("model", "models"),
    "DATASET": ("dataset", "datasets"),
    "HARDWARE": ("hardware", "hardware"),
    "TASK": ("task", "tasks"),
}

#: Edge relation -> its name in legends (read "paper <name> concept").
RELATION_NAMES: dict[str, str] = {
    "proposes": "proposes",
    "uses": "uses",
    "uses_model": "uses model",
    "evaluates_on": "evaluated on",
    "targets_hardware": "targets hardware",
    "addresses_task": "addresses task",
    "co_occurs": "co-occurs with",
    "similar": "similar to",
}

#: What every view calls the graph's parts when it counts them.
NODE_WORDS: tuple[str, str] = ("node", "nodes")
CONCEPT_WORDS: tuple[str, str] = ("concept", "concepts")
EDGE_WORDS: tuple[str, str] = ("link", "links")


def node_color(node_type: str) -> str:
    """Fill colour of a node type (grey for unknown types)."""
    return NODE_STYLE.get(node_type, UNKNOWN_NODE_STYLE)[0]


def node_shape(node_type: str) -> str:
    """vis-network shape name of a node type."""
    return NODE_STYLE.get(node_type, UNKNOWN_NODE_STYLE)[1]


def edge_style(relation: str) -> tuple[str, bool]:
    """(colour, dashed) of an edge relation (grey and solid for unknown relations)."""
    return EDGE_STYLE.get(relation, UNKNOWN_EDGE_STYLE)


def type_name(node_type: str, count: int = 1) -> str:
    """What a legend calls ``count`` nodes of ``node_type`` (without the number)."""
    one, many = TYPE_NAMES.get(node_type, (node_type.lower(), node_type.lower()))
    return one if count == 1 else many


def relation_name(relation: str) -> str:
    """What a legend calls edges of ``relation``."""
    return RELATION_NAMES.get(relation, relation.replace("_", " "))


def plural(count: int, words: tuple[str, str]) -> str:
    """``count`` with thousands separators and the singular or plural word."""
    return f"{count:,} {words[0] if count == 1 else words[1]}"


def hex_rgb(color: str) -> tuple[int, int, int]:
    """``"#rrggbb"`` as three 0-255 integers.

    >>> hex_rgb("#1f77b4")
    (31, 119, 180)
    """
    value = color.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)
