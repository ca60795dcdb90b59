"""The free room of a screen: never says "clear" where a node or a label is."""

from __future__ import annotations

import math

import numpy as np
import pytest

from explorer.layouts.free_room import FreeRoom


def meets_disc(rect, x, y, r) -> bool:
    left, top, right, bottom = rect
    dx = min(max(x, left), right) - x
    dy = min(max(y, top), bottom) - y
    return dx * dx + dy * dy < r * r


def meets_rect(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def random_room(rng, nodes=300):
    room = FreeRoom((0.0, 0.0, 800.0, 600.0))
    xs, ys = rng.uniform(-50, 850, nodes), rng.uniform(-50, 650, nodes)
    rs = rng.uniform(1, 12, nodes)
    room.block_nodes(xs, ys, rs)
    return room, xs, ys, rs


def random_rect(rng):
    left, top = rng.uniform(-20, 780), rng.uniform(-20, 580)
    return (left, top, left + rng.uniform(5, 150), top + rng.uniform(5, 20))


def test_a_clear_rectangle_touches_no_node_nor_label_and_lies_in_the_room():
    rng = np.random.default_rng(3)
    room, xs, ys, rs = random_room(rng)
    placed, said_clear = [], 0
    for _ in range(3000):
        rect = random_rect(rng)
        if room.clear(rect):
            said_clear += 1
            assert not any(meets_disc(rect, x, y, r) for x, y, r in zip(xs, ys, rs, strict=True))
            assert not any(meets_rect(rect, other) for other in placed)
            assert rect[0] >= 0 and rect[1] >= 0 and rect[2] <= 800 and rect[3] <= 600
            room.block_label(rect)
            placed.append(rect)
    assert said_clear > 20  # the test says something: many places were free


def test_a_node_may_touch_its_own_label_only():
    room = FreeRoom((0.0, 0.0, 200.0, 100.0))
    room.block_nodes([50.0, 150.0], [50.0, 50.0], [10.0, 10.0])
    under_a = (30.0, 58.0, 70.0, 70.0)  # touches node 0's square, not node 1's
    assert not room.clear(under_a)
    assert room.clear(under_a, own=0)
    assert not room.clear(under_a, own=1)
    across = (40.0, 45.0, 160.0, 55.0)  # touches both
    assert not room.clear(across, own=0) and not room.clear(across, own=1)


def test_the_nearest_clear_place_is_clear_near_and_inside():
    rng = np.random.default_rng(5)
    room, xs, ys, rs = random_room(rng, nodes=600)
    within = (100.0, 50.0, 700.0, 550.0)
    for _ in range(60):
        anchor = (rng.uniform(100, 700), rng.uniform(50, 550))
        found = room.nearest_clear(anchor, 80.0, 15.0, reach=250.0, within=within)
        if found is None:
            continue
        assert room.clear(found)
        left, top, right, bottom = found
        assert (right - left, bottom - top) == (pytest.approx(80.0), pytest.approx(15.0))
        assert within[0] <= left and within[1] <= top and right <= within[2] and bottom <= within[3]
        gap = math.hypot(
            max(left - anchor[0], 0, anchor[0] - right), max(top - anchor[1], 0, anchor[1] - bottom)
        )
        assert gap <= 250.0
        room.block_label(found)


def test_nothing_is_found_where_nothing_is_free():
    room = FreeRoom((0.0, 0.0, 100.0, 100.0))
    room.block_label((0.0, 0.0, 100.0, 100.0))
    assert room.nearest_clear((50.0, 50.0), 10.0, 10.0, reach=100.0) is None


def test_a_rectangle_past_an_odd_edge_is_not_in_the_room():
    room = FreeRoom((0.0, 0.0, 645.0, 765.0))  # not a whole number of cells wide or high
    assert room.clear((590.0, 10.0, 643.9, 30.0))
    assert not room.clear((594.0, 10.0, 645.8, 30.0))  # sticks out by less than a cell
    assert not room.clear((10.0, 740.0, 40.0, 765.6))
