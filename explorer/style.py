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

Names and counts are in the user's language (:mod:`explorer.i18n`); the tables hold the
English source texts, marked for ``pyside6-lupdate`` with ``QT_TRANSLATE_NOOP``.
"""

from __future__ import annotations

from explorer.i18n import QT_TRANSLATE_NOOP, translate

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
    "PAPER": (QT_TRANSLATE_NOOP("Vocabulary", "paper"), QT_TRANSLATE_NOOP("Vocabulary", "papers")),
    "METHOD": (
        QT_TRANSLATE_NOOP("Vocabulary", "method"),
        QT_TRANSLATE_NOOP("Vocabulary", "methods"),
    ),
    "MODEL": (QT_TRANSLATE_NOOP("Vocabulary", "model"), QT_TRANSLATE_NOOP("Vocabulary", "models")),
    "DATASET": (
        QT_TRANSLATE_NOOP("Vocabulary", "dataset"),
        QT_TRANSLATE_NOOP("Vocabulary", "datasets"),
    ),
    "HARDWARE": (
        QT_TRANSLATE_NOOP("Vocabulary", "hardware"),
        QT_TRANSLATE_NOOP("Vocabulary", "hardware"),
    ),
    "TASK": (QT_TRANSLATE_NOOP("Vocabulary", "task"), QT_TRANSLATE_NOOP("Vocabulary", "tasks")),
}

#: Node type -> the tag pages show beside a concept's name.
TYPE_TAGS: dict[str, str] = {
    "PAPER": QT_TRANSLATE_NOOP("Vocabulary", "PAPER"),
    "METHOD": QT_TRANSLATE_NOOP("Vocabulary", "METHOD"),
    "MODEL": QT_TRANSLATE_NOOP("Vocabulary", "MODEL"),
    "DATASET": QT_TRANSLATE_NOOP("Vocabulary", "DATASET"),
    "HARDWARE": QT_TRANSLATE_NOOP("Vocabulary", "HARDWARE"),
    "TASK": QT_TRANSLATE_NOOP("Vocabulary", "TASK"),
}

#: Edge relation -> its name in legends (read "paper <name> concept").
RELATION_NAMES: dict[str, str] = {
    "proposes": QT_TRANSLATE_NOOP("Vocabulary", "proposes"),
    "uses": QT_TRANSLATE_NOOP("Vocabulary", "uses"),
    "uses_model": QT_TRANSLATE_NOOP("Vocabulary", "uses model"),
    "evaluates_on": QT_TRANSLATE_NOOP("Vocabulary", "evaluated on"),
    "targets_hardware": QT_TRANSLATE_NOOP("Vocabulary", "targets hardware"),
    "addresses_task": QT_TRANSLATE_NOOP("Vocabulary", "addresses task"),
    "co_occurs": QT_TRANSLATE_NOOP("Vocabulary", "co-occurs with"),
    "similar": QT_TRANSLATE_NOOP("Vocabulary", "similar to"),
    "broader": QT_TRANSLATE_NOOP("Vocabulary", "broader"),
}

#: Why a concept is narrower than another (:mod:`explorer.graph.hierarchy`), as views say it.
REASON_NAMES: dict[str, str] = {
    "size": QT_TRANSLATE_NOOP("Vocabulary", "size"),
    "variant": QT_TRANSLATE_NOOP("Vocabulary", "variant"),
    "version": QT_TRANSLATE_NOOP("Vocabulary", "version"),
    "hardware class": QT_TRANSLATE_NOOP("Vocabulary", "hardware class"),
    "head noun": QT_TRANSLATE_NOOP("Vocabulary", "head noun"),
}

#: The measures of ``resources/insights/claims.json`` as views name them.
MEASURE_NAMES = {
    "speedup": QT_TRANSLATE_NOOP("Vocabulary", "speedup"),
    "memory": QT_TRANSLATE_NOOP("Vocabulary", "memory"),
    "energy": QT_TRANSLATE_NOOP("Vocabulary", "energy"),
    "accuracy": QT_TRANSLATE_NOOP("Vocabulary", "accuracy"),
    "time": QT_TRANSLATE_NOOP("Vocabulary", "time"),
    "cost": QT_TRANSLATE_NOOP("Vocabulary", "cost"),
    "size": QT_TRANSLATE_NOOP("Vocabulary", "size"),
    "other": QT_TRANSLATE_NOOP("Vocabulary", "other"),
}
#: What every view calls the graph's parts when it counts them (``%Ln``: the count).
NODE_WORDS = QT_TRANSLATE_NOOP("Vocabulary", "%Ln nodes")
CONCEPT_WORDS = QT_TRANSLATE_NOOP("Vocabulary", "%Ln concepts")
EDGE_WORDS = QT_TRANSLATE_NOOP("Vocabulary", "%Ln links")
PAPER_WORDS = QT_TRANSLATE_NOOP("Vocabulary", "%Ln papers")


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
    if node_type not in TYPE_NAMES:
        return node_type.lower()
    one, many = TYPE_NAMES[node_type]
    return translate("Vocabulary", one if count == 1 else many)


def type_tag(node_type: str) -> str:
    """The tag of a node type as pages show it ("METHOD"; an unknown type as it is)."""
    if node_type not in TYPE_TAGS:
        return node_type
    return translate("Vocabulary", TYPE_TAGS[node_type])


def relation_name(relation: str) -> str:
    """What a legend calls edges of ``relation``."""
    if relation not in RELATION_NAMES:
        return relation.replace("_", " ")
    return translate("Vocabulary", RELATION_NAMES[relation])


def reason_name(reason: str) -> str:
    """A hierarchy link's reason in the user's language (an unknown one as it is)."""
    return translate("Vocabulary", REASON_NAMES[reason]) if reason in REASON_NAMES else reason


def measure_name(measure: str) -> str:
    """A claim's measure in the user's language (one missing from the table as it is)."""
    return translate("Vocabulary", MEASURE_NAMES[measure]) if measure in MEASURE_NAMES else measure


def plural(count: int, words: str) -> str:
    """``count`` with thousands separators and its noun, from one of the ``*_WORDS`` above."""
    return translate("Vocabulary", words, "", count)


def hex_rgb(color: str) -> tuple[int, int, int]:
    """``"#rrggbb"`` as three 0-255 integers.

    >>> hex_rgb("#1f77b4")
    (31, 119, 180)
    """
    value = color.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)
