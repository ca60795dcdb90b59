"""The gap matrix in the real window: counts match the graph, cells list papers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush

from explorer.app.insights.gaps_view import GAP_TEXT, NODE_ROLE

from .insight_helpers import press

pytestmark = pytest.mark.slow


def _papers_naming(G, concept):
    return {p for p in G[concept] if G.nodes[p].get("kind") == "paper"}


def _open_gaps(qtbot, window):
    press(qtbot, window, "Ctrl+Shift+G")
    qtbot.waitUntil(window.insights.gaps_dock.isVisible)
    return window.insights.gaps


@pytest.mark.parametrize(("rows", "cols"), [("METHOD", "HARDWARE"), ("TASK", "MODEL")])
def test_cells_count_papers_and_gaps_are_marked(window, qtbot, rows, cols):
    G = window.model.graph
    panel = _open_gaps(qtbot, window)
    panel.row_type.setCurrentText(rows)
    panel.col_type.setCurrentText(cols)
    matrix = panel.matrix
    table = panel.table
    assert table.rowCount() == len(matrix.rows) > 0 and table.columnCount() == len(matrix.cols) > 0
    assert all(G.nodes[n]["type"] == rows for n in matrix.rows)
    assert all(G.nodes[n]["type"] == cols for n in matrix.cols)
    gaps = 0
    for i, a in enumerate(matrix.rows):
        assert table.verticalHeaderItem(i).text().rstrip("…") in G.nodes[a]["label"]
        for j, b in enumerate(matrix.cols):
            count = len(_papers_naming(G, a) & _papers_naming(G, b))
            item = table.item(i, j)
            if count:
                assert item.text() == str(count)
            else:
                gaps += 1
                assert item.text() == GAP_TEXT
                assert QBrush(item.background()).style() == Qt.BrushStyle.BDiagPattern
    assert f"{gaps} of {len(matrix.rows) * len(matrix.cols)} cells are gaps" == panel.summary.text()


def test_cell_click_lists_papers_and_a_paper_click_selects_it(window, qtbot):
    G = window.model.graph
    panel = _open_gaps(qtbot, window)
    matrix = panel.matrix
    i, j = next(
        (i, j) for i, line in enumerate(matrix.counts) for j, n in enumerate(line) if n >= 2
    )
    table = panel.table
    item = table.item(i, j)
    table.scrollToItem(item)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualItemRect(item).center()
    )
    expected = _papers_naming(G, matrix.rows[i]) & _papers_naming(G, matrix.cols[j])
    listed = [panel.cell_papers.item(k).data(NODE_ROLE) for k in range(panel.cell_papers.count())]
    assert set(listed) == expected and len(listed) == len(expected)
    assert f"{len(expected)} papers" in panel.cell_title.text()
    target = panel.cell_papers.item(1)
    with qtbot.waitSignal(window.model.selectionChanged):
        qtbot.mouseClick(
            panel.cell_papers.viewport(),
            Qt.MouseButton.LeftButton,
            pos=panel.cell_papers.visualItemRect(target).center(),
        )
    assert window.model.selection == target.data(NODE_ROLE)


def test_matrix_follows_curation(window, qtbot):
    panel = _open_gaps(qtbot, window)
    first = panel.matrix.rows[0]
    assert window.insights.curation.push({"op": "hide", "node": first})
    assert first not in panel.matrix.rows
    press(qtbot, window, "Ctrl+Z")
    assert panel.matrix.rows[0] == first
