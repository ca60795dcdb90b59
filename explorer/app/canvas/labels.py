"""Node labels: the level of detail that picks which labels show, and how big nodes are drawn.

Only the most important nodes that fit on screen are labelled, never
overlapping; zoomed far out, nodes are drawn bigger than their scene size so
they stay visible.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection, Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize

from explorer.app.canvas.items import NodeItem
from explorer.app.canvas.scene_index import SceneIndex
from explorer.layouts.discs import Discs
from explorer.layouts.overlap import SHAPE_REACH

if TYPE_CHECKING:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QPolygonF
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
#: Candidates examined per label of the budget before giving up.
MAX_TRIES_PER_LABEL = 6
#: ...and after this many candidates in a row found no room (a zoomed-out crowd of 6,000
#: nodes leaves none: testing 1,500 labels against it took 0.2 s a scroll step).
MAX_MISSES_IN_A_ROW = 300


def plan_labels(
    candidates: Iterable[NodeItem],
    forced: Collection[str],
    rect_of: Callable[[NodeItem, bool], QRectF],
    screen: QSize,
    preferred: Collection[str] = (),
    blocked: Iterable[QRectF] = (),
    ordered: bool = False,
    covers: Callable[[NodeItem, QRectF], bool] | None = None,
) -> set[NodeItem]:
    """Nodes to label: every forced one, then by importance while labels fit and do not overlap.

    A label goes under its node, else above it where under collides (``rect_of(item,
    above)`` gives either rectangle; the side chosen is set on the item).
    No label goes over the ``blocked`` screen areas, nor over a node: ``covers(item, rect)``
    says whether ``item``'s label at ``rect`` would hide another node (the less important
    label is the one left out, since labels are placed most important first).
    ``preferred`` nodes (a hovered node's neighbours) come before the others but,
    unlike forced ones, only where they fit. The budget grows with the screen
    area, so zooming in reveals more names and zooming out leaves only the hubs.
    ``ordered``: ``candidates`` already come in that order (forced, preferred, then
    by importance); they are then read only as far as needed, which matters for
    20,000 nodes.
    """
    budget = max(MIN_LABELS, screen.width() * screen.height() // LABEL_AREA)

    def rank(item: NodeItem) -> tuple:
        tier = 0 if item.node in forced else 1 if item.node in preferred else 2
        return tier, -item.importance, item.node

    ordered_items = candidates if ordered else sorted(candidates, key=rank)
    obstacles = list(blocked)  # screen areas covered by something else (the legend)
    placed: list[QRectF] = []
    chosen: set[NodeItem] = set()
    misses = 0

    def fits(item: NodeItem, rect: QRectF) -> bool:
        if any(rect.intersects(other) for other in placed) or any(
            rect.intersects(other) for other in obstacles
        ):
            return False
        return covers is None or not covers(item, rect)

    for tries, item in enumerate(ordered_items, start=1):
        is_forced = item.node in forced
        # Zoomed far out almost every label collides: stop looking after a while.
        gave_up = tries > MAX_TRIES_PER_LABEL * budget or misses >= MAX_MISSES_IN_A_ROW
        if not is_forced and (len(placed) >= budget or gave_up):
            break
        if is_forced:
            rect, above = rect_of(item, False), False
        else:  # under the node, else above it
            rect, above = next(
                ((r, side) for side in (False, True) if fits(item, r := rect_of(item, side))),
                (None, False),
            )
        if rect is not None:
            placed.append(rect)
            chosen.add(item)
            item.set_label_side(above)
            misses = 0
        else:
            misses += 1
    return chosen


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

    def mapToScene(self, rect: QRect | QPoint) -> QPolygonF: ...  # noqa: N802 (Qt's name)

    def label_rect(self, item: NodeItem, above: bool | None = None) -> QRectF: ...


class LevelOfDetail:
    """Which labels a view shows and how big it draws nodes, for its current zoom."""

    def __init__(self) -> None:
        self.labelled: set[NodeItem] = set()
        self.inflation = 1.0
        #: Nodes are never drawn more than this many times their size (the layout's room).
        self.max_inflation = MAX_INFLATE
        self._ranked: list[NodeItem] = []  # the view's items, most important first
        self._discs: Discs | None = None  # where the nodes are, for keeping labels off them

    def forget(self) -> None:
        """The view rebuilt its items: nothing is labelled any more."""
        self.labelled = set()
        self._ranked = []
        self._discs = None

    def rerank(self) -> None:
        """The view's items changed: rank them again at the next update."""
        self._ranked = []
        self._discs = None

    def moved(self) -> None:
        """A node was dragged: find the nodes again at the next update."""
        self._discs = None

    def _covers(self, view: LabelledView) -> Callable[[NodeItem, QRectF], bool]:
        """Whether a label at a screen rectangle would be drawn over a node other than its own."""
        if self._discs is None or len(self._discs) != len(view.index.nodes):
            items = list(view.index.nodes.values())
            self._discs = Discs(
                [i.node for i in items],
                [(i.x(), i.y()) for i in items],
                [i.radius * SHAPE_REACH for i in items],
            )
        discs, scale = self._discs, self.inflation
        origin = view.mapToScene(QPoint(0, 0))
        ox, oy, zoom = origin.x(), origin.y(), max(view.zoom(), 1e-9)

        def covers(item: NodeItem, rect: QRectF) -> bool:
            scene = (
                ox + rect.left() / zoom,
                oy + rect.top() / zoom,
                ox + rect.right() / zoom,
                oy + rect.bottom() / zoom,
            )
            return discs.touching(scene, scale, skip=item.node) is not None

        return covers

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
        """Resize nodes for the zoom and choose which labels show."""
        self._resize_nodes(view)
        model = view.model
        forced = {model.selection, view.hovered, *model.path}
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
        first = [view.index.nodes[n] for n in sorted(forced - {None}) if n in view.index.nodes]
        first += self._in_rank_order(view, preferred - forced)
        rest = (item for item in ranked if item.node not in forced and item.node not in preferred)
        # Lazily: plan_labels stops reading once the screen is full, long before 20,000 items.
        candidates = (
            item
            for item in itertools.chain(first, rest)
            if item.node in forced or visible.contains(item.pos())
        )
        legend = QRectF(view.legend.geometry()).translated(-QPointF(view.viewport().pos()))
        chosen = plan_labels(
            candidates,
            forced,
            view.label_rect,
            view.viewport().size(),
            preferred,
            [legend],
            ordered=True,
            covers=self._covers(view),
        )
        for item in self.labelled - chosen:
            item.show_label(False)
        for item in chosen:
            item.show_label(True)
        self.labelled = chosen

    def _resize_nodes(self, view: LabelledView) -> None:
        most = max(1.0, min(MAX_INFLATE, self.max_inflation))
        factor = min(max(MIN_NODE_PIXELS / (TYPICAL_RADIUS * view.zoom()), 1.0), most)
        # Small changes are not worth touching 10,000 items; a return to 1.0 always is.
        changed = abs(factor - self.inflation) > 0.05 * self.inflation
        if factor != self.inflation and (changed or factor == 1.0):
            for item in view.index.nodes.values():
                item.inflate(factor)
            self.inflation = factor
