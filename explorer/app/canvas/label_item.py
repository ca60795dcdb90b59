"""Node labels: a name drawn at a fixed screen size on a translucent halo, and its size.

A label sits in one of the :data:`SLOTS` around its node (under it, above it, to a side, at a
corner), or, when none is free, as a *callout*: wherever the screen has room, joined to its
node (or to a community's centre) by a thin leader line.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import cache, lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

#: Stacking of labels: above nodes, under the dimming veil unless lit.
Z_LABEL, Z_LIT_LABEL = 4.9, 10.0
#: Directions from a node to where its label may go, in order of preference: under, above,
#: right, left, then the four corners. The label touches the node's edge there.
SLOTS = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1))
#: The slot of a label placed away from its node, with a leader line.
CALLOUT = -1


def slot_anchor(slot: int, reach: float) -> tuple[float, float]:
    """Where a label in ``slot`` touches its node, from the node's centre ``reach`` away."""
    dx, dy = SLOTS[slot]
    norm = math.hypot(dx, dy)
    return dx * reach / norm, dy * reach / norm


def slot_box(slot: int, size: QSizeF) -> QRectF:
    """A label's box in ``slot``, relative to its anchor (a corner or side's middle touches it)."""
    dx, dy = SLOTS[slot]
    w, h = size.width(), size.height()
    return QRectF((dx - 1) * w / 2, (dy - 1) * h / 2, w, h)


def slot_boxes(
    cx: float, cy: float, reach: float, width: float, height: float
) -> Iterator[tuple[int, tuple[float, float, float, float]]]:
    """Each slot with the screen box (left, top, right, bottom) of a ``width`` x ``height``
    label there, beside a node drawn at (``cx``, ``cy``) whose edge is ``reach`` pixels away.

    The same boxes as :func:`slot_box` moved to :func:`slot_anchor`, without making a QRectF
    for each (the level of detail asks for thousands a frame).
    """
    for slot in range(len(SLOTS)):
        ax, ay = slot_anchor(slot, reach)
        dx, dy = SLOTS[slot]
        left = (dx - 1) * width / 2 + (cx + ax)
        top = (dy - 1) * height / 2 + (cy + ay)
        yield slot, (left, top, left + width, top + height)


def leader(box: QRectF, start: float) -> QLineF:
    """From ``start`` pixels off the anchor (the node's edge) to the nearest point of ``box``."""
    end = QPointF(min(max(0.0, box.left()), box.right()), min(max(0.0, box.top()), box.bottom()))
    length = math.hypot(end.x(), end.y())
    if length <= start:
        return QLineF(end, end)
    return QLineF(end * (start / length), end)


@cache
def label_font(bold: bool) -> QFont:
    """The font of node labels (bold for the selection)."""
    font = QFont()
    font.setPointSizeF(8.5)
    font.setBold(bold)
    return font


@cache
def _metrics(bold: bool) -> QFontMetricsF:
    return QFontMetricsF(label_font(bold))


@lru_cache(maxsize=1 << 16)  # asked for every candidate label at every zoom step
def label_size(text: str, bold: bool = False) -> QSizeF:
    """Screen size of a label's box (text plus padding)."""
    metrics = _metrics(bold)
    return QSizeF(metrics.horizontalAdvance(text) + 8, metrics.height() + 2)


class LabelItem(QGraphicsItem):
    """A name beside its anchor, drawn at a fixed screen size on a translucent halo.

    ``accent``: the colour of the leader line and of the dot at its anchor (a community's hue).
    """

    def __init__(self, text: str, colors: dict[str, QColor], accent: QColor | None = None) -> None:
        # Not a child of its node: labels must stack above every node, not just their own.
        super().__init__()
        self.text = text
        self.colors = colors
        self.accent = accent
        self.bold = False
        self.slot = 0  # one of SLOTS, or CALLOUT
        self._callout = QRectF()  # a callout's box, relative to the anchor
        self._leader: QLineF | None = None
        self._start = 0.0  # a callout's leader starts this far from the anchor
        self.setFlags(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_LABEL)
        self._rect = QRectF()
        self._bounds = QRectF()
        self._measure()

    def _measure(self) -> None:
        size = label_size(self.text, self.bold)
        if self.slot == CALLOUT:
            centre = self._callout.center()
            self._rect = QRectF(
                centre.x() - size.width() / 2,
                centre.y() - size.height() / 2,
                size.width(),
                size.height(),
            )
            self._leader = leader(self._rect, self._start)
            ends = QRectF(self._leader.p1(), self._leader.p2()).normalized()
            self._bounds = self._rect.united(ends.adjusted(-3, -3, 3, 3))
        else:
            self._rect = slot_box(self.slot, size)
            self._leader = None
            self._bounds = self._rect

    def follow(
        self, centre: QPointF, reach: float, slot: int, callout: tuple[QRectF, float] | None
    ) -> None:
        """Sit in ``slot`` beside a node at ``centre`` whose edge is ``reach`` scene units away.

        ``callout`` (with ``slot`` :data:`CALLOUT`): the box relative to the node's centre and
        where its leader line starts, in pixels.
        """
        if slot == CALLOUT and callout is not None:
            self.set_callout(*callout)
            self.setPos(centre)
            return
        slot = max(slot, 0)
        self.set_slot(slot)
        dx, dy = slot_anchor(slot, reach)
        self.setPos(centre.x() + dx, centre.y() + dy)

    def box(self) -> QRectF:
        """The label's box, relative to its anchor, in pixels."""
        return self._rect

    def set_slot(self, slot: int) -> None:
        """Put the label in ``slot`` around its anchor (the node's edge there)."""
        if slot != self.slot:
            self.prepareGeometryChange()
            self.slot = slot
            self._measure()

    def set_callout(self, box: QRectF, start: float = 0.0) -> None:
        """Put the label at ``box`` (relative to its anchor), with a leader line from the anchor.

        ``start``: the line starts that many pixels off the anchor (at the node's edge).
        """
        self.prepareGeometryChange()
        self.slot, self._callout, self._start = CALLOUT, QRectF(box), start
        self._measure()

    def set_bold(self, bold: bool) -> None:
        """Bold for the selected node's label."""
        if bold != self.bold:
            self.prepareGeometryChange()
            self.bold = bold
            self._measure()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if self._leader is not None:
            color = self.accent or self.colors["text"]
            painter.setPen(QPen(color, 1.0))
            painter.drawLine(self._leader)
            if self.accent is not None:  # a community's centre
                painter.setBrush(color)
                painter.drawEllipse(self._leader.p1(), 2.5, 2.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colors["halo"])
        painter.drawRoundedRect(self._rect, 4, 4)
        if self.accent is not None:  # a community's name: framed in its hue
            painter.setPen(QPen(self.accent, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._rect.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
        painter.setPen(self.colors["text"])
        painter.setFont(label_font(self.bold))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)
