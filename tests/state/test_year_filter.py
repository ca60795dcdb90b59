"""The year range of the view filters (no Qt), on the synthetic corpus of known trends."""

from __future__ import annotations

from trends.trend_examples import PAPERS_PER_YEAR, synthetic_graph  # the corpus shared with the CLI

from explorer.state.app_state import AppState
from explorer.state.filters import ViewFilters
from explorer.state.view_filter import filtered_view
from explorer.trends.selection import graph_in_years


def _papers(view) -> set[int]:
    return {d["year"] for _, d in view.nodes(data=True) if d["kind"] == "paper"}


def test_year_range_keeps_papers_of_those_years_and_the_concepts_they_name():
    G = synthetic_graph()
    view = filtered_view(G, ViewFilters(years=(2022, 2023), limit=1000))
    assert _papers(view) == {2022, 2023}
    assert sum(1 for _, kind in view.nodes(data="kind") if kind == "paper") == 2 * PAPERS_PER_YEAR
    assert "concept:npu" not in view  # named in 2024 only
    assert {"concept:tpu", "concept:fpga", "concept:gpu"} <= set(view)
    assert "concept:fpga" not in graph_in_years(G, 2024, 2024)  # FPGA: no paper in 2024


def test_year_range_works_with_the_other_filters():
    G = synthetic_graph()
    view = filtered_view(G, ViewFilters(years=(2024, 2024), types=frozenset({"HARDWARE"})))
    concepts = {n for n, kind in view.nodes(data="kind") if kind == "concept"}
    assert concepts == {"concept:npu", "concept:gpu", "concept:tpu"}
    assert _papers(view) == {2024}


def test_app_state_shows_the_range_and_clears_it():
    state = AppState()
    state.set_graph(synthetic_graph(), ["synthetic"])
    changed = []
    state.filtersChanged.connect(lambda: changed.append(state.filters.years))
    state.set_filters(years=(2020, 2021))
    assert changed == [(2020, 2021)] and _papers(state.view_graph) == {2020, 2021}
    state.set_filters(years=None)
    assert _papers(state.view_graph) == {2020, 2021, 2022, 2023, 2024}
