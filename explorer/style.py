"""How node and edge types look, shared by the Qt view and the HTML export."""

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


def node_color(node_type: str) -> str:
    """Fill colour of a node type (grey for unknown types)."""
    return NODE_STYLE.get(node_type, ("#999999", "dot"))[0]


def node_shape(node_type: str) -> str:
    """vis-network shape name of a node type."""
    return NODE_STYLE.get(node_type, ("#999999", "dot"))[1]
