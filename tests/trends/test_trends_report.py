"""Trend numbers on the synthetic corpus, where every answer is known by construction."""

from __future__ import annotations

import networkx as nx
import pytest

from explorer.trends.counts import trend_counts
from explorer.trends.periods import NO_YEARS, paper_periods
from explorer.trends.report import trend_report

from .trend_examples import PAPERS_PER_YEAR, PLAN, YEARS, synthetic_graph


@pytest.fixture(scope="module")
def report():
    return trend_report(synthetic_graph(), types={"HARDWARE"})


def test_periods_read_years_and_venues_without_a_trailing_year():
    periods = paper_periods(synthetic_graph())
    assert periods.years == YEARS
    assert periods.venues == ("ICLR", "ICML", "NeurIPS")
    assert periods.papers_per_year.tolist() == [PAPERS_PER_YEAR] * len(YEARS)
    assert periods.papers_per_venue.tolist() == [40, 40, 20]
    assert periods.note == ""


def test_shares_are_papers_over_the_papers_of_the_year(report):
    for name, counts in PLAN.items():
        row = report.row(f"concept:{name.lower()}")
        assert row.by_year == counts
        assert row.shares == pytest.approx([c / PAPERS_PER_YEAR for c in counts])
        assert row.papers == sum(counts)
    assert report.row("concept:gpu").shares == pytest.approx([0.1] * 5)


def test_venue_shares_pool_the_years_of_a_venue(report):
    fpga = report.row("concept:fpga")
    # ICLR is 2022 and 2024 (4 + 0 of 40 papers), ICML 2021 and 2023 (6 + 2), NeurIPS 2020 (8).
    assert fpga.by_venue == (4, 8, 8)
    assert fpga.venue_shares == pytest.approx((0.1, 0.2, 0.4))


def test_the_fading_concept_fades_and_the_new_one_rises(report):
    assert (report.early, report.late) == ((2020, 2021), (2023, 2024))
    fpga, npu = report.row("concept:fpga"), report.row("concept:npu")
    assert (fpga.early_share, fpga.late_share) == pytest.approx((14 / 40, 2 / 40))
    assert fpga.change == pytest.approx(-0.30)
    assert npu.change == pytest.approx(5 / 40)
    assert [r.label for r in report.fading()] == ["FPGA"]
    assert [r.label for r in report.rising()] == ["NPU"]
    # Steady GPU and TPU (one paper a year outside its burst) neither rise nor fade.
    assert report.row("concept:gpu").change == pytest.approx(0.0)
    assert report.row("concept:tpu").change == pytest.approx(0.0)


def test_the_burst_is_found_in_its_one_year_and_is_the_strongest(report):
    tpu = report.row("concept:tpu")
    assert tpu.burst_years == (2022, 2022)
    assert report.bursting()[0].label == "TPU"
    assert report.row("concept:gpu").burst == 0.0
    assert report.row("concept:gpu").burst_years is None
    assert report.row("concept:fpga").burst_years == (2020, 2021)


def test_first_seen_and_new_this_year(report):
    assert report.new_year == 2024
    assert [r.label for r in report.new()] == ["NPU"]
    npu = report.row("concept:npu")
    assert (npu.first_year, npu.first_venue) == (2024, "ICLR")
    assert (report.row("concept:gpu").first_year, report.row("concept:gpu").first_venue) == (
        2020,
        "NeurIPS",
    )
    later = trend_report(synthetic_graph(), types={"HARDWARE"}, new_year=2020)
    assert [r.label for r in later.new()] == ["FPGA", "GPU", "TPU"]  # most papers that year first


def test_chosen_years_to_compare_and_gaps_in_a_range():
    report = trend_report(synthetic_graph(), early=range(2019, 2021), late=[2022])
    assert (report.early, report.late) == ((2020,), (2022,))
    assert report.rising(min_papers=1)[0].label == "TPU"
    with pytest.raises(ValueError, match="early: no paper from 2015"):
        trend_report(synthetic_graph(), early=[2015])
    with pytest.raises(ValueError, match="new_year: no paper from 2030"):
        trend_report(synthetic_graph(), new_year=2030)


def test_min_papers_keeps_one_paper_from_making_a_trend():
    G = synthetic_graph()
    G.add_node("concept:asic", kind="concept", type="HARDWARE", label="ASIC")
    G.add_edge("paper:p2024-19", "concept:asic")
    report = trend_report(G, types={"HARDWARE"})
    assert "ASIC" not in [r.label for r in report.rising()]
    assert "ASIC" in [r.label for r in report.rising(min_papers=1)]
    assert "ASIC" in [r.label for r in report.new()]


def test_types_filter_rows():
    G = synthetic_graph()
    assert {r.type for r in trend_report(G).rows} == {"HARDWARE", "METHOD"}
    assert [r.label for r in trend_report(G, types={"METHOD"}).rows] == ["CNN"]
    assert trend_report(G, types={"DATASET"}).rows == ()


def test_a_family_counts_each_paper_once():
    G = synthetic_graph()
    for name in ("GPU", "TPU"):
        G.nodes[f"concept:{name.lower()}"]["family"] = "accelerator"
    # One paper names both members: the family counts it once.
    G.add_edge("paper:p2020-00", "concept:tpu")
    counts = trend_counts(G, types={"HARDWARE"})
    assert counts.nodes[-1] == "family:accelerator"
    report = trend_report(G, types={"HARDWARE"})
    family = report.row("family:accelerator")
    assert family.kind == "family" and family.type == "HARDWARE"
    assert family.by_year == (3, 3, 12, 3, 3)
    assert [r.node for r in report.of_kind("family")] == ["family:accelerator"]
    assert all(r.kind == "concept" for r in report.rising(min_papers=1))


def test_a_family_of_one_concept_adds_no_row():
    G = synthetic_graph()
    G.nodes["concept:gpu"]["family"] = "GPU"
    assert not trend_report(G).of_kind("family")


def test_a_corpus_without_years_says_why_it_is_empty():
    G = synthetic_graph()
    for _, data in G.nodes(data=True):
        data.pop("year", None)
    report = trend_report(G)
    assert report.rows == () and report.years == ()
    assert report.note == NO_YEARS
    assert report.rising() == report.fading() == report.new() == []


def test_papers_without_a_year_are_left_out_of_the_shares_and_counted_in_the_note():
    G = synthetic_graph()
    G.nodes["paper:p2020-00"]["year"] = "n.d."
    report = trend_report(G, types={"HARDWARE"})
    assert report.papers_per_year[0] == PAPERS_PER_YEAR - 1
    assert report.row("concept:gpu").by_year[0] == 1
    assert report.note.startswith("1 of 100 papers have no year")


def test_an_empty_graph_and_one_year():
    assert trend_report(nx.Graph()).note == "The graph has no papers, so there are no trends."
    G = nx.Graph()
    G.add_node("paper:a", kind="paper", year=2023)
    G.add_node("concept:x", kind="concept", type="METHOD", label="X")
    G.add_edge("paper:a", "concept:x")
    report = trend_report(G)
    assert (report.early, report.late, report.new_year) == ((), (), 2023)
    assert report.rising(min_papers=1) == [] and [r.label for r in report.new()] == ["X"]


def test_the_papers_behind_a_point_match_its_count(report):
    from explorer.trends.selection import papers_in_years, papers_of_point

    G = synthetic_graph()
    for name, counts in PLAN.items():
        for year, count in zip(YEARS, counts, strict=True):
            papers = papers_of_point(G, f"concept:{name.lower()}", year)
            assert len(papers) == count
            assert all(G.nodes[p]["year"] == year for p in papers)
    assert papers_of_point(G, "concept:tpu", 2022) == [f"paper:p2022-{i:02d}" for i in range(2, 12)]
    assert len(papers_in_years(G, 2022, 2023)) == 2 * PAPERS_PER_YEAR
    assert papers_in_years(G, 2030, 2040) == []
    with pytest.raises(nx.NodeNotFound):
        papers_of_point(G, "concept:nothing", 2022)
