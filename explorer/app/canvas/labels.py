"""Node labels: the level of detail that picks which labels show, where, and how big nodes are.

Only the most important nodes that fit on screen are labelled, and no label is drawn over
another label or a node (:class:`explorer.layouts.free_room.FreeRoom` keeps the room left): a
label goes under its node, else above it, beside it or at a corner. The labels that must show
(the selection, the hovered node, a path) and each community's name go, when no place beside
their node is free, to the nearest free place with a leader line: a crowd seen from afar still
names its parts. Zoomed far out, nodes are drawn bigger than their scene size so they stay
visible.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import TYPE_CHECKING, Protocol

import numpy as np
from PySide6.QtCore import QPoint, QPointF, QRectF

from explorer.app.canvas.items import NodeItem
from explorer.app.canvas.label_plan import LabelPlan, Placement, screen_box
from explorer.app.canvas.scene_index import SceneIndex
from explorer.layouts.free_room import FreeRoom
from explorer.layouts.overlap import SHAPE_REACH

if TYPE_CHECKING:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QPolygonF, QTransform
    from PySide6.QtWidgets import QWidget

    from explorer.app.canvas.community_tints import CommunityTints
    from explorer.app.canvas.highlight import Highlighter
    from explorer.state.app_state import AppState

#: Zoomed out, a node of TYPICAL_RADIUS is drawn at least this big on screen...
MIN_NODE_PIXELS = 6.0
TYPICAL_RADIUS = 7.0
#: ...but never more than this many times its scene size.
MAX_INFLATE = 3.0


#: Approximate screen footprint of one label, to budget how many a screen holds.
LABEL_AREA = 150 * 34
MIN_LABELS = 8
#: Communities named, biggest first, where their hub's own label found no room.
MAX_COMMUNITY_NAMES = 12
#: A community's name stays within this share of the screen's smaller side from its centre.
COMMUNITY_REACH = 0.45
#: Pixels added around a node's drawn shape (its outline, antialiasing).
OUTLINE = 1.0


class LabelledView(Protocol):
    """What the level of detail reads from its canvas."""

    index: SceneIndex
    model: AppState
    hovered: str | None
    highlighter: Highlighter
    legend: QWidget
    tints: CommunityTints

    def zoom(self) -> float: ...

    def viewport(self) -> QWidget: ...

    def viewportTransform(self) -> QTransform: ...  # noqa: N802 (Qt's name)

    def mapToScene(self, rect: QRect | QPoint) -> QPolygonF: ...  # noqa: N802 (Qt's name)


class LevelOfDetail:
    """Which labels a view shows, where, and how big it draws nodes, for its current zoom."""

    def __init__(self) -> None:
        self.labelled: set[NodeItem] = set()
        self.inflation = 1.0
        #: Nodes are never drawn more than this many times their size (the layout's room).
        self.max_inflation = MAX_INFLATE
        self._ranked: list[NodeItem] = []  # the view's items, most important first
        # Where the nodes are (scene x, y, radius), in the order of the view's index.
        self._nodes: tuple[dict[str, int], np.ndarray] | None = None

    def forget(self) -> None:
        """The view rebuilt its items: nothing is labelled any more."""
        self.labelled = set()
        self._ranked = []
        self._nodes = None

    def rerank(self) -> None:
        """The view's items changed: rank them again at the next update."""
        self._ranked = []
        self._nodes = None

    def moved(self) -> None:
        """A node was dragged: find the nodes again at the next update."""
        self._nodes = None

    def _room(self, view: LabelledView, screen: QRectF) -> tuple[FreeRoom, dict[str, int]]:
        """The screen's room, with every node drawn on it and the legend taken."""
        if self._nodes is None or len(self._nodes[0]) != len(view.index.nodes):
            items = view.index.nodes
            order = {node: k for k, node in enumerate(items)}
            rows = [(i.x(), i.y(), i.radius) for i in items.values()]
            self._nodes = order, np.asarray(rows, dtype=float).reshape(-1, 3)
        order, rows = self._nodes
        room = FreeRoom(screen_box(screen))
        t = view.viewportTransform()
        reach = rows[:, 2] * (SHAPE_REACH * self.inflation * t.m11()) + OUTLINE
        room.block_nodes(rows[:, 0] * t.m11() + t.dx(), rows[:, 1] * t.m22() + t.dy(), reach)
        legend = QRectF(view.legend.geometry()).translated(-QPointF(view.viewport().pos()))
        room.block_label(screen_box(legend))
        return room, order

    def _ranking(self, view: LabelledView) -> list[NodeItem]:
        # Kept between updates: sorting 20,000 items at every scroll step would show.
        if len(self._ranked) != len(view.index.nodes):
            rank = view.index.rank  # plain floats: reading 20,000 item attributes is slower
            nodes = sorted(view.index.nodes, key=lambda n: (-rank.get(n, 0.0), n))
            self._ranked = [view.index.nodes[n] for n in nodes]
        return self._ranked

    @staticmethod
    def _in_rank_order(view: LabelledView, nodes: Collection[str]) -> list[NodeItem]:
        """The items of ``nodes`` most important first, as in the view's ranking."""
        rank = view.index.rank
        shown = sorted(
            (n for n in nodes if n in view.index.nodes), key=lambda n: (-rank.get(n, 0.0), n)
        )
        return [view.index.nodes[n] for n in shown]

    def update(self, view: LabelledView) -> None:
        """Resize nodes for the zoom, choose which labels show and where."""
        self._resize_nodes(view)
        model = view.model
        forced = {model.selection, view.hovered, *model.path} - {None}
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        ranked = self._ranking(view)
        preferred: set[str] = set()
        if view.hovered in view.index.nodes:  # only the hovered neighbourhood speaks
            preferred = {item.node for item in view.highlighter.lit_nodes}
            ranked = self._in_rank_order(view, preferred)
        elif model.selection in view.index.nodes:  # the selection's neighbours name its context
            item = view.index.nodes[model.selection]
            preferred = {e.source.node for e in item.edges} | {e.target.node for e in item.edges}
        else:  # each community is named by its hub, where the name fits
            preferred = set(view.tints.hubs)
        first = [view.index.nodes[n] for n in sorted(forced) if n in view.index.nodes]
        first += self._in_rank_order(view, preferred - forced)
        rest = (item for item in ranked if item.node not in forced and item.node not in preferred)

        def shown(items: Iterable[NodeItem]) -> Iterable[NodeItem]:
            # Lazily: the plan stops reading once the screen is full, long before 20,000 items.
            return (i for i in items if i.node in forced or visible.contains(i.pos()))

        screen = QRectF(view.viewport().rect())
        room, order = self._room(view, screen)
        plan = LabelPlan(room, order, screen, view.zoom())
        size = view.viewport().size()
        budget = max(MIN_LABELS, size.width() * size.height() // LABEL_AREA)
        transform = view.viewportTransform()

        def centre_of(item: NodeItem) -> QPointF:
            return transform.map(item.pos())

        plan.fill(shown(first), forced, budget, centre_of)
        names: dict[int, tuple[QPointF, QRectF]] = {}
        if view.hovered not in view.index.nodes and not model.path:
            names = self._name_communities(view, plan, transform)
        plan.fill(shown(rest), forced, budget, centre_of)
        view.tints.show_names(names)
        self._apply(plan.chosen)

    def _name_communities(
        self, view: LabelledView, plan: LabelPlan, transform: QTransform
    ) -> dict[int, tuple[QPointF, QRectF]]:
        """Name the communities whose hub found no room, each at the free place nearest its
        centre: {community: (its centre in the scene, the name's box from there in pixels)}."""
        reach = COMMUNITY_REACH * min(plan.screen.width(), plan.screen.height())
        names = {}
        for group, hub, centre in view.tints.named()[:MAX_COMMUNITY_NAMES]:
            item = view.index.nodes.get(hub)
            anchor = transform.map(centre)
            if item is None or item in plan.chosen or not plan.screen.contains(anchor):
                continue
            size = item.label_box()
            box = plan.free_place(anchor, size.width(), size.height(), reach)
            if not box.isNull():
                names[group] = (centre, box)
                plan.names[hub] = box
        return names

    def _apply(self, chosen: dict[NodeItem, Placement]) -> None:
        for item in self.labelled - chosen.keys():
            item.show_label(False)
        for item, (slot, callout) in chosen.items():
            item.set_label_slot(slot, callout)
            item.show_label(True)
        self.labelled = set(chosen)

    def _resize_nodes(self, view: LabelledView) -> None:
        most = max(1.0, min(MAX_INFLATE, self.max_inflation))
        factor = min(max(MIN_NODE_PIXELS / (TYPICAL_RADIUS * view.zoom()), 1.0), most)
        # Small changes are not worth touching 10,000 items; a return to 1.0 always is.
        changed = abs(factor - self.inflation) > 0.05 * self.inflation
        if factor != self.inflation and (changed or factor == 1.0):
            for item in view.index.nodes.values():
                item.inflate(factor)
            self.inflation = factor
