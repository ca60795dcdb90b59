"""The gap matrix in the real window: counts match the graph, cells list papers."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush

from explorer.app.insights.gaps_view import GAP_TEXT, NODE_ROLE

from ..helpers import open_and_wait
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
    for i, a in enumerate(matrix.rows):
        assert table.verticalHeaderItem(i).text().rstrip("…") in G.nodes[a]["label"]
        for j, b in enumerate(matrix.cols):
            count = len(_papers_naming(G, a) & _papers_naming(G, b))
            item = table.item(i, j)
            assert matrix.gap(i, j) is None  # 38 papers: no pair is rarer than chance
            assert item.text() == str(count)
            assert QBrush(item.background()).style() != Qt.BrushStyle.BDiagPattern
    assert panel.summary.text().startswith("No gap among ")


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


def test_a_real_gap_is_marked_and_lists_the_papers_on_each_side(window, qtbot, tmp_path):
    # 24 papers on reinforcement learning with Atari, 24 on ResNet with ImageNet: the two
    # groups never meet, where chance predicts 12 shared papers per pair.
    records = [
        {"id": f"rl{i}", "title": f"Policy study {i}", "abstract": f"We study reinforcement "
         f"learning agents on the Atari benchmark with {i + 2} environments."}
        for i in range(24)
    ] + [
        {"id": f"im{i}", "title": f"Vision study {i}", "abstract": f"We train a ResNet "
         f"classifier on ImageNet with {i + 2} augmentations."}
        for i in range(24)
    ]  # fmt: skip
    path = tmp_path / "two_groups.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    open_and_wait(qtbot, window, [str(path)])
    panel = _open_gaps(qtbot, window)
    panel.set_types("TASK", "DATASET")
    matrix = panel.matrix
    i = matrix.rows.index("concept:reinforcement learning")
    j = matrix.cols.index("concept:imagenet")
    item = panel.table.item(i, j)
    assert item.text() == GAP_TEXT
    assert QBrush(item.background()).style() == Qt.BrushStyle.BDiagPattern
    assert "12.0 expected" in item.toolTip()
    assert panel.summary.text().startswith("1 gap among")
    fine = panel.table.item(i, matrix.cols.index("concept:atari"))
    assert fine.text() == "24"
    panel.table.scrollToItem(item)
    qtbot.mouseClick(
        panel.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=panel.table.visualItemRect(item).center(),
    )
    rows = [panel.cell_papers.item(k) for k in range(panel.cell_papers.count())]
    assert rows[0].text() == "Only reinforcement learning (24 papers)"
    assert rows[25].text() == "Only ImageNet (24 papers)"
    assert {r.data(NODE_ROLE) for r in rows[1:25]} == {f"paper:rl{k}" for k in range(24)}
    assert {r.data(NODE_ROLE) for r in rows[26:]} == {f"paper:im{k}" for k in range(24)}
    assert "Gap:" in panel.cell_title.text()
