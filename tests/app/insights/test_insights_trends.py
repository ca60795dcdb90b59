"""The Trends dock, the year filter and a concept's trend in the real window, on the synthetic
corpus of ``tests/trends/trend_examples.py`` (real extraction): NPU rises and is new in 2024,
FPGA fades, TPU bursts in 2022, GPU stays at 10 % every year."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from trends.trend_examples import PLAN, YEARS, write_corpus  # the corpus shared with the CLI

from explorer.app.window.main_window import MainWindow
from explorer.trends.periods import NO_YEARS, paper_year

from ..helpers import open_and_wait, wait_idle
from .insight_helpers import press


@pytest.fixture
def trend_window(qtbot, tmp_path, cache_dir, errors):
    w = MainWindow(cache_dir=str(cache_dir))
    qtbot.addWidget(w)
    w.resize(1300, 850)
    w.show()
    qtbot.waitExposed(w)
    open_and_wait(qtbot, w, [str(write_corpus(tmp_path / "synthetic.jsonl"))])
    assert errors == []
    yield w
    w.close()


def _node(window: MainWindow, label: str) -> str:
    graph = window.model.graph
    return next(n for n, d in graph.nodes(data=True) if d.get("label") == label)


def _open_dock(qtbot, window: MainWindow):
    panel = window.insights.trends
    with qtbot.waitSignal(panel.reportShown, timeout=30_000):
        press(qtbot, window, "Ctrl+Shift+T")
    assert window.insights.trends_dock.isVisible()
    return panel


def _tags(panel) -> dict[str, str]:
    """Label -> the Trend column, for every row of the list."""
    rows = {}
    for r in range(panel.proxy.rowCount()):
        rows[panel.proxy.index(r, 0).data()] = panel.proxy.index(r, 2).data()
    return {label.strip("\u2068\u2069"): tags for label, tags in rows.items()}


def test_dock_lists_the_rising_fading_new_and_bursting_hardware(qtbot, trend_window):
    panel = _open_dock(qtbot, trend_window)
    tags = _tags(panel)
    assert "rising" in tags["NPU"] and "new in 2024" in tags["NPU"]
    assert "fading" in tags["FPGA"]
    assert "burst 2022" in tags["TPU"]
    assert "GPU" not in tags  # 10 % every year: no trend
    panel.which.setCurrentIndex(panel.which.findText("Fading"))
    assert "FPGA" in _tags(panel) and "NPU" not in _tags(panel)
    assert panel.which.findText("New in 2024") >= 0
    panel.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    labels = list(_tags(panel))
    assert labels == sorted(labels, key=str.lower)


def test_a_click_on_a_point_lists_that_years_papers(qtbot, trend_window):
    window = trend_window
    panel = _open_dock(qtbot, window)
    tpu = _node(window, "TPU")
    window.model.select(tpu)  # selecting a concept gives it a line on the chart
    qtbot.waitUntil(lambda: tpu in panel.chart_nodes)
    plot = panel.plot
    line = plot.getPlotItem().listDataItems()[panel.chart_nodes.index(tpu)]
    share = 100 * PLAN["TPU"][YEARS.index(2022)] / 20
    assert list(line.yData) == [100 * n / 20 for n in PLAN["TPU"]]
    box = plot.getPlotItem().getViewBox()
    qtbot.waitUntil(lambda: plot.isVisible() and box.viewRange()[1][1] > share)  # drawn
    scene = box.mapViewToScene(QPointF(2022, share))
    with qtbot.waitSignal(panel.pointShown, timeout=5_000) as shown:
        qtbot.mouseClick(plot.viewport(), Qt.MouseButton.LeftButton, pos=plot.mapFromScene(scene))
    assert shown.args == [tpu, 2022]
    assert panel.papers.count() == PLAN["TPU"][YEARS.index(2022)]
    papers = [panel.papers.item(i).data(Qt.ItemDataRole.UserRole + 2) for i in range(10)]
    assert {paper_year(window.model.graph.nodes[p]["year"]) for p in papers} == {2022}
    item = panel.papers.item(3)
    rect = panel.papers.visualItemRect(item)
    qtbot.mouseClick(panel.papers.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: window.model.selection == papers[3])


def test_year_filter_hides_other_years_and_concepts_left_without_a_paper(qtbot, trend_window):
    window = trend_window
    box = window.filter_panel.year_range
    assert box.isEnabled() and (box.first_spin.minimum(), box.last_spin.maximum()) == (2020, 2024)
    # GPU is a catch-all concept, hidden from the overview unless generic concepts are shown.
    assert "GPU" not in {d.get("label") for _, d in window.model.view_graph.nodes(data=True)}
    window.filter_panel.generic_box.setChecked(True)
    wait_idle(qtbot, window)
    with qtbot.waitSignal(window.model.viewChanged, timeout=30_000):
        box.set_range(2022, 2023)
    wait_idle(qtbot, window)
    assert window.model.filters.years == (2022, 2023)
    view = window.model.view_graph
    years = {paper_year(d.get("year")) for _, d in view.nodes(data=True) if d["kind"] == "paper"}
    assert years == {2022, 2023}
    assert sum(1 for _, d in view.nodes(data=True) if d["kind"] == "paper") == 40
    labels = {d.get("label") for _, d in view.nodes(data=True)}
    assert {"TPU", "FPGA", "GPU"} <= labels and "NPU" not in labels  # NPU: only in 2024
    assert set(view) <= set(window.view.nodes)  # the canvas draws that view
    with qtbot.waitSignal(window.model.viewChanged, timeout=30_000):
        box.enabled_box.setChecked(False)
    assert window.model.filters.years is None
    assert "NPU" in {d.get("label") for _, d in window.model.view_graph.nodes(data=True)}


def test_detail_pane_shows_a_concepts_first_seen_year_and_sparkline(qtbot, trend_window):
    window = trend_window
    window.model.select(_node(window, "NPU"))
    text = window.detail.toPlainText()
    assert "First seen in 2024 at" in text and "ICLR" in text
    assert "2020: 0.0% · 2021: 0.0% · 2022: 0.0% · 2023: 0.0% · 2024: 25.0%" in text
    window.model.select(_node(window, "FPGA"))
    assert "First seen in 2020 at" in window.detail.toPlainText()
    assert "NeurIPS" in window.detail.toPlainText()  # "NeurIPS 2020" without its year
    html = window.detail.toHtml()
    assert html.count("bgcolor") >= 6  # the sparkline's filled cells


def test_a_corpus_without_years_disables_the_year_filter(qtbot, tmp_path, cache_dir, errors):
    w = MainWindow(cache_dir=str(cache_dir))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    open_and_wait(qtbot, w, [str(write_corpus(tmp_path / "undated.jsonl", with_years=False))])
    box = w.filter_panel.year_range
    assert not box.isEnabled() and box.toolTip() == NO_YEARS
    panel = _open_dock(qtbot, w)
    assert panel.note.text() == NO_YEARS and panel.proxy.rowCount() == 0
    w.close()


def test_concepts_selected_while_the_dock_is_hidden_are_charted_when_it_shows(qtbot, trend_window):
    window = trend_window
    panel = _open_dock(qtbot, window)
    press(qtbot, window, "Ctrl+Shift+T")
    qtbot.waitUntil(lambda: not window.insights.trends_dock.isVisible())
    gpu = _node(window, "GPU")
    window.model.select(gpu)
    press(qtbot, window, "Ctrl+Shift+T")
    qtbot.waitUntil(window.insights.trends_dock.isVisible)
    lines = panel.plot.getPlotItem().listDataItems()
    assert len(lines) == len(panel.chart_nodes) and panel.chart_nodes[-1] == gpu
    assert list(lines[-1].yData) == [10.0] * 5  # GPU: 2 of 20 papers every year


def test_the_chart_is_made_when_the_dock_is_first_opened(qtbot, trend_window):
    panel = trend_window.insights.trends
    assert panel._plot is None  # pyqtgraph's widget costs memory: none until it is needed
    panel = _open_dock(qtbot, trend_window)
    plot = panel.plot
    assert plot is panel._plot and plot.isVisible() and plot.height() >= 180
    qtbot.waitUntil(lambda: len(plot.getPlotItem().listDataItems()) == len(panel.chart_nodes))
    assert panel.chart_nodes  # the most rising concepts, drawn in the chart made just now


def test_the_chart_has_no_generic_plot_menu(qtbot, trend_window):
    """pyqtgraph's right-click menu (log axes, FFT, mouse modes; untranslated) is off."""
    panel = _open_dock(qtbot, trend_window)
    view_box = panel.plot.getPlotItem().getViewBox()
    assert not view_box.menuEnabled()
    assert view_box.getMenu(None) is None
