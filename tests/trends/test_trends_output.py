"""What the report turns into: terminal text, CSV cells and the chart, with hostile labels."""

from __future__ import annotations

import csv
import io

import pytest

from explorer.trends.report import trend_report
from explorer.trends.text import format_report, sparkline
from explorer.trends.trends_csv import trends_csv, write_trends_csv

from .trend_examples import synthetic_graph

HOSTILE = '=HYPERLINK("http://x")\x1b[2J<b>bold</b>'


@pytest.fixture
def hostile_report():
    G = synthetic_graph()
    G.nodes["concept:npu"]["label"] = HOSTILE
    G.nodes["concept:npu"]["family"] = "-1+1"
    return trend_report(G, types={"HARDWARE"})


def test_terminal_text_has_no_control_characters(hostile_report):
    text = format_report(hostile_report)
    assert "\x1b" not in text
    assert "=HYPERLINK" in text  # shown, as text
    assert all(c.isprintable() or c == "\n" for c in text)


def test_sparkline_scales_to_the_largest_share_and_survives_zeros():
    assert sparkline([0.0, 0.0]) == "▁▁"
    assert sparkline([0.1, 0.4]) == "▃█"
    assert sparkline([]) == ""


def test_csv_cells_cannot_start_a_formula(hostile_report):
    rows = list(csv.DictReader(io.StringIO(trends_csv(hostile_report))))
    npu = next(r for r in rows if r["id"] == "concept:npu")
    assert npu["label"] == "'" + HOSTILE
    assert npu["family"] == "'-1+1"
    # Rows come largest growth first.
    assert [r["label"] for r in rows][0] == "'" + HOSTILE
    assert [float(r["change"]) for r in rows] == sorted(
        (float(r["change"]) for r in rows), reverse=True
    )


def test_csv_write_replaces_the_file_whole(tmp_path, hostile_report):
    out = tmp_path / "t.csv"
    out.write_text("previous", encoding="utf-8")
    write_trends_csv(out, hostile_report)
    assert out.read_text(encoding="utf-8").startswith("id,kind,label")
    assert [p.name for p in tmp_path.iterdir()] == ["t.csv"]


def test_plot_shares_draws_on_a_plot_item_the_dock_can_own(qapp):
    import pyqtgraph as pg

    from explorer.app.charts.trends import plot_shares

    widget = pg.PlotWidget()
    plot = widget.getPlotItem()
    plot_shares(plot, [2020, 2021], [(HOSTILE, [0.1, 0.2]), ("GPU", [0.3, 0.0])], title="<i>t</i>")
    curves = plot.listDataItems()
    assert [c.yData.tolist() for c in curves] == [[10.0, 20.0], [30.0, 0.0]]
    labels = [label.text for _, label in plot.legend.items]
    assert "&lt;b&gt;bold&lt;/b&gt;" in labels[0] and "<b>" not in labels[0]
    plot_shares(plot, [2020, 2021], [("GPU", [0.3, 0.0])])  # redrawing replaces the lines
    assert len(plot.listDataItems()) == 1 and len(plot.legend.items) == 1
    widget.close()
