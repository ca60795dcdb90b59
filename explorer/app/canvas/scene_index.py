"""Which item draws which node and edge: the canvas's index of its scene, kept consistent here.

Only :class:`SceneIndex` changes these tables, so ``nodes`` and ``edge_index`` always hold
exactly the items on the scene, and ``edges`` and each node's ``edges`` list agree after
:meth:`SceneIndex.relink_steps`. The canvas owns one; the level of detail, the dense layer and the
highlighter read it.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtWidgets import QGraphicsScene

from explorer.app.canvas.items import EdgeItem, NodeItem


def edge_key(u: str, v: str) -> tuple[str, str]:
    """The key of the edge between ``u`` and ``v`` (undirected: either order).

    A sorted pair: a quarter of a frozenset's memory, for the 39,000 edges of a big view.

    >>> edge_key("b", "a") == edge_key("a", "b") == ("a", "b")
    True
    """
    return (u, v) if u <= v else (v, u)


class SceneIndex:
    """Node id -> item, edge key -> item, and each node's label priority.

    >>> index = SceneIndex()
    >>> len(index.nodes), len(index.edges)
    (0, 0)
    """

    def __init__(self) -> None:
        self.nodes: dict[str, NodeItem] = {}
        #: Each node's label priority (its importance): plain floats sort faster than items.
        self.rank: dict[str, float] = {}
        self.edge_index: dict[tuple[str, str], EdgeItem] = {}
        self.edges: list[EdgeItem] = []

    def clear(self) -> None:
        """Forget every item (the scene was cleared)."""
        for item in self.nodes.values():
            item.edges = []  # no node-edge cycle: the items go without the collector
        self.nodes, self.rank, self.edge_index, self.edges = {}, {}, {}, []

    def add_node(self, scene: QGraphicsScene, item: NodeItem) -> None:
        """Put ``item`` on ``scene`` as the item of its node."""
        self.nodes[item.node] = item
        self.rank[item.node] = item.importance
        scene.addItem(item)

    def remove_node(self, scene: QGraphicsScene, node: str) -> None:
        """Take ``node``'s item (and label) off ``scene``; its edges are removed separately."""
        item = self.nodes.pop(node)
        item.remove_from(scene)
        item.edges = []  # its edges point at it: no cycle left for the collector to find
        self.rank.pop(node, None)

    def add_edge(self, scene: QGraphicsScene, edge: EdgeItem) -> None:
        """Put ``edge`` on ``scene`` as the item of the edge between its two nodes."""
        self.edge_index[edge_key(edge.source.node, edge.target.node)] = edge
        scene.addItem(edge)

    def remove_edge(self, scene: QGraphicsScene, key: tuple[str, str]) -> None:
        """Take the edge of ``key`` off ``scene``."""
        scene.removeItem(self.edge_index.pop(key))

    def relink_steps(self) -> Iterator[None]:
        """Make every node's edge list, and ``edges``, exactly the edge items on the scene.

        A generator (one step per edge), for :class:`~explorer.app.canvas.sliced.SlicedWork`.
        """
        for item in self.nodes.values():
            item.edges = []
        yield
        for edge in self.edge_index.values():
            edge.source.edges.append(edge)
            edge.target.edges.append(edge)
            yield
        self.edges = list(self.edge_index.values())
