"""The canvas says why it is empty when the filters leave nothing, and offers to show all."""

from __future__ import annotations

from explorer.app.canvas.empty_hint import active_filters
from explorer.state.filters import ViewFilters

from ..helpers import wait_idle


def test_filters_named_in_the_hint():
    assert active_filters(ViewFilters()) == ["generic concepts hidden"]
    named = active_filters(ViewFilters(min_degree=3, show_papers=False, years=(2020, 2021)))
    assert named == [
        "Min. links 3",
        "papers hidden",
        "generic concepts hidden",
        "years 2020 to 2021",
    ]


def test_empty_view_shows_the_hint_and_its_link_shows_everything(qtbot, window):
    view, model = window.view, window.model
    assert not view.empty_hint.isVisible()  # the default corpus shows nodes
    most = max(d for _, d in model.graph.degree)
    model.set_filters(min_degree=most + 1)
    wait_idle(qtbot, window)
    qtbot.waitUntil(view.empty_hint.isVisible)
    assert model.view_graph.number_of_nodes() == 0
    assert f"Min. links {most + 1}" in view.empty_hint.text()
    assert view.viewport().rect().contains(view.empty_hint.geometry())

    view.empty_hint.linkActivated.emit("#show-everything")
    wait_idle(qtbot, window)
    qtbot.waitUntil(lambda: not view.empty_hint.isVisible())
    assert model.filters.min_degree == 0 and model.filters.include_generic
    # Everything a paper names; family nodes of the hierarchy alone show when grouping by family.
    named = {n for n, data in model.graph.nodes(data=True) if not data.get("derived")}
    assert set(model.view_graph) == named
