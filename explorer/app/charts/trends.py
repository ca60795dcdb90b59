"""The trend chart: concepts' shares of papers over the years, drawn with pyqtgraph.

pyqtgraph draws on Qt, so the chart lives in the app package: ``explorer trends --png``
(through the CLI, which may import the app) renders it offscreen, and the app's Trends dock
calls :func:`plot_shares` on its own ``PlotWidget``. Labels come from the corpus and
pyqtgraph shows legend text as rich text, so they are escaped.

Examples
--------
>>> import networkx as nx, pathlib, tempfile
>>> from explorer.trends.report import trend_report
>>> G = nx.Graph()
>>> G.add_nodes_from([("paper:a", {"year": 2022}), ("paper:b", {"year": 2023})], kind="paper")
>>> G.add_node("concept:x", kind="concept", type="METHOD", label="<b>X</b>")
>>> G.add_edge("paper:b", "concept:x")
>>> out = pathlib.Path(tempfile.mkdtemp()) / "trends.png"
>>> save_trend_chart(out, trend_report(G), top=3, min_papers=1)
>>> out.read_bytes()[:4] == b"\\x89PNG"
True
"""

from __future__ import annotations

import html
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from explorer.atomic import atomic_write_bytes
from explorer.trends.report import DEFAULT_MIN_PAPERS, TrendReport, TrendRow

translate = QCoreApplication.translate  # pyside6-lupdate reads these calls

#: Okabe and Ito's colour-blind-safe qualitative palette (2008), without its yellow, which
#: is unreadable on white.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#000000")
#: Text and axes colour of the page style (explorer/export's page.css).
INK = "#344054"
#: Lines per panel: more are unreadable, whatever ``top`` asks for.
MAX_LINES = len(PALETTE)


#: The offscreen application this module started, when the process had none (the CLI).
_APPLICATION: list[Any] = []


def _pyqtgraph() -> Any:
    """pyqtgraph on PySide6, with a (offscreen, if this process has none) application."""
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        # A chart file needs no screen: never try to reach a display from the CLI.
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        _APPLICATION.append(QApplication([]))
    import pyqtgraph

    return pyqtgraph


def _delete(widget: Any) -> None:
    """Destroy ``widget`` now: left to interpreter shutdown, its scene items crash Python."""
    import shiboken6

    widget.clear()
    shiboken6.delete(widget)


def plot_shares(
    plot: Any,
    years: Sequence[int],
    series: Sequence[tuple[str, Sequence[float]]],
    *,
    title: str = "",
    papers: Sequence[int] | None = None,
    legend_right: bool = False,
) -> None:
    """Draw each ``(label, shares)`` of ``series`` as a line of percentages over ``years``.

    Parameters
    ----------
    plot : pyqtgraph.PlotItem
        Where to draw (cleared first): a ``PlotWidget``'s ``getPlotItem()`` in the app.
    years : sequence of int
        The x positions, one per share; only these years get a tick.
    series : sequence of (str, sequence of float)
        Labels (plain text, escaped here) and shares as fractions.
    title : str
        Plain-text title above the plot.
    papers : sequence of int, optional
        Papers per year, written under the axis: a share of a small year is noisy.
    legend_right : bool
        Put the legend in the top right corner (where fading lines end low).
    """
    pg = _pyqtgraph()
    plot.clear()
    if plot.legend is None:
        plot.addLegend(labelTextColor=INK, brush=(255, 255, 255, 200))
    plot.legend.clear()
    plot.legend.setOffset((-8, 8) if legend_right else (8, 8))
    plot.setTitle(html.escape(title), color=INK, size="11pt")
    for axis in ("left", "bottom"):
        plot.getAxis(axis).setPen(INK)
        plot.getAxis(axis).setTextPen(INK)
    plot.setLabel("left", translate("TrendChart", "share of papers (%)"), color=INK)
    plot.getAxis("left").enableAutoSIPrefix(False)
    plot.getAxis("bottom").setTicks([[(y, str(y)) for y in years]])
    if papers is not None:
        counts = " · ".join(f"{y} {n:,}" for y, n in zip(years, papers, strict=True))
        per_year = translate("TrendChart", "papers per year: {counts}").format(counts=counts)
        plot.setLabel("bottom", per_year, color=INK)
    plot.showGrid(x=False, y=True, alpha=0.15)
    for k, (label, shares) in enumerate(series):
        color = PALETTE[k % len(PALETTE)]
        plot.plot(
            list(years),
            [100 * s for s in shares],
            pen=pg.mkPen(color, width=2.5),
            symbol="o",
            symbolSize=7,
            symbolBrush=color,
            symbolPen=pg.mkPen("w", width=1),
            name=html.escape(label),
        )
    plot.setMouseEnabled(x=False, y=False)
    if years:
        plot.setXRange(min(years) - 0.3, max(years) + 0.3, padding=0)


def _series(rows: Sequence[TrendRow]) -> list[tuple[str, Sequence[float]]]:
    return [(row.label, row.shares) for row in rows[:MAX_LINES]]


def save_trend_chart(
    path: str | Path,
    report: TrendReport,
    *,
    top: int = MAX_LINES,
    min_papers: int = DEFAULT_MIN_PAPERS,
    kind: str = "concept",
    size: tuple[int, int] = (1200, 500),
) -> None:
    """Write a PNG of the rising and the fading rows' shares per year, side by side.

    Each panel holds at most :data:`MAX_LINES` lines (``top`` caps them further). A report
    without years gets an image that says so. The file is written atomically.
    """
    pg = _pyqtgraph()
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    widget = pg.GraphicsLayoutWidget()
    widget.setBackground("w")
    widget.resize(*size)
    top = max(1, min(top, MAX_LINES))
    if not report.years:
        widget.addLabel(html.escape(report.note), color=INK, size="12pt")
    else:
        for title, rows, right in (
            ("Rising", report.rising(top, min_papers, kind), False),
            ("Fading", report.fading(top, min_papers, kind), True),
        ):
            plot = widget.addPlot()
            plot_shares(
                plot,
                report.years,
                _series(rows),
                title=title,
                papers=report.papers_per_year,
                legend_right=right,
            )
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    widget.grab().save(buffer, "PNG")
    buffer.close()
    _delete(widget)
    atomic_write_bytes(path, bytes(data.data()))
