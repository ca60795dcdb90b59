"""The claims table in the real window on the real default corpus (and a hostile one)."""

from __future__ import annotations

import csv
import html
import io
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from explorer.app.insights.claims_view import NUMBER, _cells
from explorer.insights.claims import claim_rows
from explorer.render.abstract_mark import MARK_BACKGROUND

from ..helpers import open_and_wait
from .insight_helpers import fragments, press

pytestmark = pytest.mark.slow

HOSTILE = Path(__file__).parents[2] / "corpus" / "data" / "hostile.jsonl"
FORMULA_TITLE = '=HYPERLINK("http://evil.example","click") Faster Kernels'


def _open_claims(qtbot, window):
    press(qtbot, window, "Ctrl+Shift+C")
    insights = window.insights
    qtbot.waitUntil(insights.claims_dock.isVisible)
    return insights.claims


def _marked_text(browser) -> str:
    parts = fragments(browser)
    marked = [i for i, (_, fmt) in enumerate(parts) if fmt.background().color().name()
              == MARK_BACKGROUND[False]]  # fmt: skip
    assert marked, "nothing is highlighted"
    return "".join(text for text, _ in parts[marked[0] : marked[-1] + 1])


def test_shortcut_shows_every_claim_of_the_corpus(window, qtbot):
    panel = _open_claims(qtbot, window)
    total = sum(len(d.get("claims") or []) for _, d in window.model.graph.nodes(data=True))
    assert total > 0 and panel.proxy.rowCount() == total
    assert f"{total} claims" in panel.count_label.text()
    assert window.menu_actions["claims"].shortcut().toString() == "Ctrl+Shift+C"


def test_row_click_selects_the_paper_and_highlights_the_sentence(window, qtbot):
    panel = _open_claims(qtbot, window)
    table = panel.table
    for row in (0, panel.proxy.rowCount() - 1):
        index = panel.proxy.index(row, 2)
        claim = panel.row_at(index)
        table.scrollTo(index)
        with qtbot.waitSignal(window.model.highlightChanged):
            qtbot.mouseClick(
                table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(index).center()
            )
        assert window.model.selection == claim.paper
        abstract = window.model.graph.nodes[claim.paper]["abstract"]
        expected = abstract[claim.sent_start : claim.sent_end]
        assert " ".join(_marked_text(window.detail).split()) == " ".join(expected.split())
        assert window.model.graph.nodes[claim.paper]["title"] in window.detail.toPlainText()
    # Another selection clears the mark.
    concept = next(n for n in window.model.graph[claim.paper] if n.startswith("concept:"))
    window.model.select(concept)
    background = MARK_BACKGROUND[False]
    assert all(fmt.background().color().name() != background for _, fmt in fragments(window.detail))


def test_filter_measure_and_sort(window, qtbot):
    panel = _open_claims(qtbot, window)
    rows = claim_rows(window.model.graph)
    qtbot.keyClicks(panel.filter_edit, "speedup")
    expected = sum(any("speedup" in cell.casefold() for cell in _cells(r)) for r in rows)
    assert 0 < panel.proxy.rowCount() == expected
    panel.filter_edit.clear()
    panel.measure_box.setCurrentText("memory")
    shown = panel.visible_rows()
    assert shown and all(r.measure == "memory" for r in shown)
    assert len(shown) == sum(r.measure == "memory" for r in rows)
    panel.measure_box.setCurrentIndex(0)
    header = panel.table.horizontalHeader()
    centre = QPoint(
        header.sectionViewportPosition(NUMBER) + header.sectionSize(NUMBER) // 2,
        header.height() // 2,
    )
    orders = []
    for _ in range(2):  # a header click sorts by the column; a second click reverses
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        orders.append([r.value for r in panel.visible_rows()])
    assert len(set(orders[0])) > 1
    assert sorted(orders) == [sorted(orders[0]), sorted(orders[0], reverse=True)]


def test_csv_export_writes_the_shown_rows(window, qtbot, tmp_path):
    panel = _open_claims(qtbot, window)
    panel.measure_box.setCurrentText("speedup")
    path = tmp_path / "claims.csv"
    assert window.insights.export_claims(str(path))
    table = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    assert table[0][:3] == ["paper_id", "paper", "number"]
    assert len(table) - 1 == panel.proxy.rowCount() > 0
    assert {line[4] for line in table[1:]} == {"speedup"}
    assert "Export Claims as &CSV…" in [
        a.text() for a in window.menuBar().actions()[0].menu().actions()
    ]


def test_hostile_corpus_stays_text_and_csv_is_injection_safe(window, qtbot, tmp_path, errors):
    corpus = tmp_path / "hostile.jsonl"
    extra = {
        "id": "formula",
        "title": FORMULA_TITLE,
        "abstract": "We present QuickKernel. QuickKernel runs 3× faster than FlashAttention on an "
        "NVIDIA A100 GPU.",
    }
    with open(HOSTILE, encoding="utf-8") as f:
        corpus.write_text(f.read().rstrip("\n") + "\n" + json.dumps(extra) + "\n", encoding="utf-8")
    open_and_wait(qtbot, window, [str(corpus)])
    assert errors == []
    panel = _open_claims(qtbot, window)
    titles = [panel.table_model.index(i, 0).data() for i in range(panel.table_model.rowCount())]
    assert FORMULA_TITLE in titles  # shown as written
    assert any("<script>" in t for t in titles)
    tip = panel.table_model.index(titles.index(FORMULA_TITLE), 0).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == f"<p>{html.escape(FORMULA_TITLE)}</p>"
    script_row = next(i for i, t in enumerate(titles) if "<script>" in t)
    script_tip = panel.table_model.index(script_row, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "<script>" not in script_tip and "&lt;script&gt;" in script_tip
    path = tmp_path / "out.csv"
    assert window.insights.export_claims(str(path))
    cells = [c for line in csv.reader(io.StringIO(path.read_text(encoding="utf-8"))) for c in line]
    assert "'" + FORMULA_TITLE in cells
    assert not any(c.startswith(("=", "+", "-", "@")) for c in cells)
    assert any("<script>" in c for c in cells)  # CSV is not HTML: text stays as written


def test_arrow_keys_follow_rows_but_filtering_selects_nothing(window, qtbot):
    panel = _open_claims(qtbot, window)
    table = panel.table
    first = panel.proxy.index(0, 1)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(first).center()
    )
    qtbot.keyClick(table, Qt.Key.Key_Down)
    second = panel.row_at(panel.proxy.index(1, 1))
    assert window.model.highlight == (second.paper, second.sent_start, second.sent_end)
    selected = window.model.selection
    qtbot.mouseClick(panel.filter_edit, Qt.MouseButton.LeftButton)  # focus moves to the filter
    qtbot.keyClicks(panel.filter_edit, "zzz-no-claim-says-this")
    assert panel.proxy.rowCount() == 0
    assert window.model.selection == selected
