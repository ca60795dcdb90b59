"""Counting what a reader cannot read on the real scene: overlapping nodes, covered labels."""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath

from explorer.app.canvas.view import GraphView
from explorer.layouts.overlap import SHAPE_REACH


def _outline(view: GraphView, item) -> QPainterPath:
    """The node's shape as drawn, in viewport pixels."""
    return view.viewportTransform().map(item.sceneTransform().map(item.shape()))


def overlapping_nodes(view: GraphView) -> list[tuple[str, str]]:
    """Pairs of nodes whose drawn shapes overlap on the scene (at the current inflation)."""
    items = sorted(view.nodes.values(), key=lambda i: i.x())
    reach = {i.node: i.radius * i.scale() * SHAPE_REACH for i in items}
    widest = max(reach.values(), default=0.0)
    pairs = []
    for k, a in enumerate(items):
        for b in items[k + 1 :]:
            if b.x() - a.x() > 2 * widest:
                break
            close = math.dist((a.x(), a.y()), (b.x(), b.y())) < reach[a.node] + reach[b.node]
            if close and a.mapToScene(a.shape()).intersects(b.mapToScene(b.shape())):
                pairs.append((a.node, b.node))
    return pairs


def community_name_rects(view: GraphView) -> dict[str, QRectF]:
    """Screen rectangles of the community names shown off their hub (keyed "community:N")."""
    transform = view.viewportTransform()
    return {
        f"community:{group}": item.box().translated(transform.map(item.pos()))
        for group, item in view.tints.names.items()
        if item.isVisible()
    }


def shown_label_rects(view: GraphView) -> dict[str, QRectF]:
    """Screen rectangles of the labels (and community names) shown in the visible view."""
    screen = QRectF(view.viewport().rect())
    rects = {}
    for node, item in view.nodes.items():
        if item.has_label() and item.label.isVisible():
            rect = view.label_rect(item)
            if rect.intersects(screen):
                rects[node] = rect
    rects.update((k, r) for k, r in community_name_rects(view).items() if r.intersects(screen))
    return rects


def covered_labels(view: GraphView) -> list[tuple[str, str]]:
    """(label, what it covers): labels drawn over another label or another node, on screen."""
    rects = shown_label_rects(view)
    pairs = itertools.combinations(rects, 2)
    problems = [(a, b) for a, b in pairs if rects[a].intersects(rects[b])]
    zoom = view.zoom()
    near = []  # (node, item, screen centre, reach in pixels): a cheap first test
    for other, item in view.nodes.items():
        centre = view.mapFromScene(item.pos())
        near.append((other, item, centre, item.radius * item.scale() * zoom * SHAPE_REACH + 1))
    for node, rect in rects.items():
        for other, item, centre, reach in near:
            if other == node or not rect.adjusted(-reach, -reach, reach, reach).contains(centre):
                continue
            if _outline(view, item).intersects(rect):
                problems.append((node, other))
    return problems
