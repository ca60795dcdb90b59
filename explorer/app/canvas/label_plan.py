"""Where labels go on one screen: beside their node if a slot is free, else as callouts.

:class:`LabelPlan` places labels most important first in a
:class:`explorer.layouts.free_room.FreeRoom` (the screen, with every node drawn on it): each
label takes its room, so no later label is drawn over it, and none is drawn over a node.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable

from PySide6.QtCore import QPointF, QRectF

from explorer.app.canvas.items import NodeItem
from explorer.app.canvas.label_item import CALLOUT, slot_boxes
from explorer.layouts.free_room import FreeRoom

#: Candidates examined per label of the budget before giving up.
MAX_TRIES_PER_LABEL = 6
#: ...and after this many candidates in a row found no room (a zoomed-out crowd of 6,000
#: nodes leaves none: testing 1,500 labels against it took 0.2 s a scroll step).
MAX_MISSES_IN_A_ROW = 300

Box = tuple[float, float, float, float]  # left, top, right, bottom, in pixels
#: Where a label goes: a slot beside its node, or CALLOUT with its box and leader's start.
Placement = tuple[int, tuple[QRectF, float] | None]


def screen_box(rect: QRectF) -> Box:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


class LabelPlan:
    """The labels placed on one screen so far, most important first, and the room they leave.

    ``order``: each node's number in ``room`` (its own label may touch it); ``screen``: the
    visible rectangle, in pixels, that a callout must stay in; ``zoom``: the view's scale.
    """

    def __init__(
        self,
        room: FreeRoom,
        order: dict[str, int],
        screen: QRectF,
        zoom: float,
    ) -> None:
        self.room, self.order = room, order
        self.screen, self.zoom = screen, zoom
        self.chosen: dict[NodeItem, Placement] = {}
        self.names: dict[str, QRectF] = {}  # hub -> its community's name, off the node
        self.count = 0

    def beside(self, item: NodeItem, centre: QPointF) -> bool:
        """Label ``item`` (drawn at ``centre`` on screen) in the first free slot beside it."""
        own = self.order.get(item.node)
        size = item.label_box()
        reach = item.label_reach() * self.zoom
        places = slot_boxes(centre.x(), centre.y(), reach, size.width(), size.height())
        for slot, box in places:
            if self.room.clear(box, own):
                self._take(box)
                self.chosen[item] = (slot, None)
                return True
        return False

    def free_place(self, anchor: QPointF, width: float, height: float, reach: float) -> QRectF:
        """Take the free place nearest ``anchor`` (screen pixels) for a label; null if none."""
        found = self.room.nearest_clear(
            (anchor.x(), anchor.y()), width, height, reach, within=screen_box(self.screen)
        )
        if found is None:
            return QRectF()
        self._take(found)
        left, top, right, bottom = found
        return QRectF(left - anchor.x(), top - anchor.y(), right - left, bottom - top)

    def callout(self, item: NodeItem, centre: QPointF) -> bool:
        """Label ``item`` (its centre on screen at ``centre``) at the nearest free place."""
        if not self.screen.contains(centre):
            return False
        size = item.label_box()
        reach = self.screen.width() + self.screen.height()
        box = self.free_place(centre, size.width(), size.height(), reach)
        if box.isNull():
            return False
        self.chosen[item] = (CALLOUT, (box, item.label_reach() * self.zoom))
        return True

    def _take(self, box: Box) -> None:
        self.room.block_label(box)
        self.count += 1

    def fill(
        self,
        candidates: Iterable[NodeItem],
        forced: Collection[str],
        budget: int,
        centre_of: Callable[[NodeItem], QPointF],
    ) -> None:
        """Label ``candidates`` in their order while the ``budget`` lasts.

        ``forced`` nodes are always labelled, beside their node or as a callout; the others
        only beside their node. ``candidates`` are read only as far as needed, which matters
        for 20,000 nodes.
        """
        misses = 0
        for tries, item in enumerate(candidates, start=1):
            is_forced = item.node in forced
            # Zoomed far out almost every label collides: stop looking after a while.
            gave_up = tries > MAX_TRIES_PER_LABEL * budget or misses >= MAX_MISSES_IN_A_ROW
            if not is_forced and (self.count >= budget or gave_up):
                break
            if item in self.chosen or (item.node in self.names and not is_forced):
                continue
            centre = centre_of(item)
            if self.beside(item, centre) or (is_forced and self.callout(item, centre)):
                misses = 0
            else:
                misses += 1
