"""How canvas items look: colours, stacking order, node shapes, shared pens and paths.

Everything here is shared between items: 20,000 nodes use a few hundred
paths and a handful of pens, and an item never changes what it was given.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen

from explorer.style import edge_style

SELECTION_COLOR = QColor("#ffb300")
PATH_COLOR = QColor("#ff6d00")
MAX_LABEL_CHARS = 34

#: Stacking order. Everything above DIMMER stays bright while the rest is dimmed.
#: Labels sit at Z_LABEL, lit ones at Z_LIT_LABEL (explorer.app.canvas.labels).
Z_EDGE, Z_NODE, Z_PATH_NODE, Z_SELECTED = 0.0, 1.0, 2.0, 3.0
Z_DIMMER, Z_LIT_EDGE, Z_LIT_NODE = 5.0, 5.5, 6.0


def shape_path(shape: str, r: float) -> QPainterPath:
    """A painter path of a vis-network shape name, centred on the origin."""
    path = QPainterPath()
    if shape == "square":
        path.addRect(QRectF(-r * 0.9, -r * 0.9, r * 1.8, r * 1.8))
    elif shape in ("diamond", "triangle", "hexagon", "star"):
        sides, start, inner = {
            "diamond": (4, -90, None),
            "triangle": (3, -90, None),
            "hexagon": (6, 0, None),
            "star": (5, -90, 0.48),
        }[shape]
        points = []
        step = 360 / sides
        for i in range(sides):
            angle = math.radians(start + i * step)
            points.append(QPointF(r * math.cos(angle), r * math.sin(angle)))
            if inner is not None:
                mid = math.radians(start + (i + 0.5) * step)
                points.append(QPointF(r * inner * math.cos(mid), r * inner * math.sin(mid)))
        path.moveTo(points[0])
        for point in points[1:]:
            path.lineTo(point)
        path.closeSubpath()
    else:
        path.addEllipse(QPointF(0, 0), r, r)
    return path


def elide(text: str, limit: int = MAX_LABEL_CHARS) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


@cache
def ring_pen(selected: bool) -> QPen:
    """Shared pen of the ring around a selected or on-path node."""
    pen = QPen(SELECTION_COLOR if selected else PATH_COLOR, 4)
    pen.setCosmetic(True)
    return pen


@cache
def outline_pen(rgba: int) -> QPen:
    """Shared pen of node outlines, one per palette colour."""
    pen = QPen(QColor.fromRgba(rgba), 1.2)
    pen.setCosmetic(True)
    return pen


@cache
def shared_path(shape: str, radius: float) -> QPainterPath:
    """:func:`shape_path`, one object per shape and radius (items only read it)."""
    # Radii repeat (they grow with whole numbers of papers): 20,000 nodes need a few
    # hundred paths. Items only read their path.
    return shape_path(shape, radius)


@cache
def shared_bounds(radius: float) -> QRectF:
    """A node's bounding box (its shape and outline), one object per radius (items only
    read it, and Qt takes a copy)."""
    margin = radius + 5
    return QRectF(-margin, -margin, 2 * margin, 2 * margin)


@cache
def shared_color(name: str) -> QColor:
    """One QColor per colour name (items only read it)."""
    return QColor(name)


@cache
def edge_pen(relation: str, weight_step: int, on_path: bool, background: int = 0) -> QPen:
    """Shared pen of an edge: relation colour and dash, width by weight, or the path style.

    The edge is drawn as if 55% opaque (35% if dashed) over ``background`` (an RGBA
    value; 0: really translucent). An opaque line draws two to three times faster
    than a translucent one, which is what a view of 30,000 edges costs a frame.
    """
    if on_path:
        pen = QPen(PATH_COLOR, 4)
    else:
        color_name, dashed = edge_style(relation)
        color = _over(QColor(color_name), 0.55 if not dashed else 0.35, background)
        # A single link is exactly one pixel wide: Qt draws such cosmetic lines on a fast
        # path, several times faster than wider ones (30,000 edges: 0.5 s -> 0.2 s a frame).
        pen = QPen(color, 1.0 + max(weight_step - 1, 0) * 0.35)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
    pen.setCosmetic(True)
    return pen


def _over(color: QColor, alpha: float, background: int) -> QColor:
    """``color`` at ``alpha`` over ``background`` as one opaque colour (0: translucent)."""
    if not background:
        color.setAlphaF(alpha)
        return color
    under = QColor.fromRgba(background)
    mixed = (
        round(b + (c - b) * alpha)
        for c, b in zip(color.getRgb()[:3], under.getRgb()[:3], strict=True)
    )
    return QColor(*mixed)
